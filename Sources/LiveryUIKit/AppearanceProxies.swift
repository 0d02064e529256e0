#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    /// System chrome a SwiftUI app cannot style view by view — navigation
    /// bars, tab bars, segmented pickers, page indicators — styled through
    /// UIKit's appearance proxies (`UINavigationBar.appearance()`): the
    /// table's rules for each class that name only its type (and `when:`
    /// traits) resolve as a one-element ``StylePath`` and set the proxy
    /// through the binding's own appliers. Only what the class's header marks
    /// `UI_APPEARANCE_SELECTOR` is set: a proxy takes nothing else. UIKit
    /// copies a proxy's values into a view as it enters a window, so apply
    /// before the first window (in `App.init`); a bar already on screen keeps
    /// its values until it is re-created (Docs/SwiftUI.md, "System chrome").
    @MainActor public final class AppearanceProxies {
        /// One class styled through its proxy.
        struct Chrome {
            /// What its proxy takes: the keypaths its header marks `UI_APPEARANCE_SELECTOR`, and its slots.
            let reach: SwiftUIReach.Chrome
            /// A scratch view of the class, which the appliers style as they style any view.
            let scratch: () -> UIView
            /// Hands the scratch view's values of `roots` (keypaths' first
            /// components) to the class's proxy, through the class's own
            /// setters: the proxy is no view of the class (on iOS it is a
            /// `_UIAppearance` that records invocations), so it is never cast
            /// and no getter of it is read.
            let copy: (_ from: UIView, _ roots: Set<String>) -> Void
        }

        /// ``SwiftUIReach/chrome``'s classes, bound to UIKit's: for each, the
        /// setter that hands the proxy each root's value.
        static let chrome: [Chrome] = SwiftUIReach.chrome.compactMap { reach in
            switch reach.className {
            case "UINavigationBar":
                return bound(
                    reach, UINavigationBar(),
                    [
                        "backgroundColor": copying(\.backgroundColor), "barStyle": copying(\.barStyle),
                        "shadowImage": copying(\.shadowImage), "prefersLargeTitles": copying(\.prefersLargeTitles),
                        "titleTextAttributes": copying(\.titleTextAttributes),
                        "largeTitleTextAttributes": copying(\.largeTitleTextAttributes), "barTintColor": copying(\.barTintColor),
                        "isTranslucent": copying(\.isTranslucent), "standardAppearance": copying(\.standardAppearance),
                        "compactAppearance": copying(\.compactAppearance), "scrollEdgeAppearance": copying(\.scrollEdgeAppearance),
                        "compactScrollEdgeAppearance": copying(\.compactScrollEdgeAppearance),
                        "backgroundImage": { to, from in to.setBackgroundImage(from.backgroundImage(for: .default), for: .default) },
                        "backIndicatorImage": copying(\.backIndicatorImage),
                        "backIndicatorTransitionMaskImage": copying(\.backIndicatorTransitionMaskImage),
                    ])
            case "UITabBar":
                return bound(
                    reach, UITabBar(),
                    [
                        "backgroundColor": copying(\.backgroundColor), "backgroundImage": copying(\.backgroundImage),
                        "shadowImage": copying(\.shadowImage), "barStyle": copying(\.barStyle),
                        "unselectedItemTintColor": copying(\.unselectedItemTintColor), "barTintColor": copying(\.barTintColor),
                        "standardAppearance": copying(\.standardAppearance), "scrollEdgeAppearance": copying(\.scrollEdgeAppearance),
                    ])
            case "UISegmentedControl":
                return bound(
                    reach, UISegmentedControl(),
                    [
                        "backgroundColor": copying(\.backgroundColor), "selectedSegmentTintColor": copying(\.selectedSegmentTintColor),
                        "titleTextAttributes": { to, from in
                            for state in [UIControl.State.normal, .highlighted, .disabled, .selected] {
                                if let attributes = from.titleTextAttributes(for: state) { to.setTitleTextAttributes(attributes, for: state) }
                            }
                        },
                    ])
            case "UIPageControl":
                return bound(
                    reach, UIPageControl(),
                    [
                        "backgroundColor": copying(\.backgroundColor), "pageIndicatorTintColor": copying(\.pageIndicatorTintColor),
                        "currentPageIndicatorTintColor": copying(\.currentPageIndicatorTintColor),
                    ])
            default:
                return nil
            }
        }

        /// A class's chrome: `make` its scratch view; `setters` hand a root's
        /// value from a scratch view to the proxy, `Bar.appearance()`, typed
        /// as the class by UIKit's declaration and never cast.
        private static func bound<Bar: UIView>(
            _ reach: SwiftUIReach.Chrome, _ make: @autoclosure @escaping () -> Bar, _ setters: [String: (_ to: Bar, _ from: Bar) -> Void]
        ) -> Chrome {
            Chrome(reach: reach, scratch: make) { from, roots in
                guard let from = from as? Bar else { return }
                let proxy = Bar.appearance()
                for root in roots { setters[root]?(proxy, from) }
            }
        }

        /// The setter of one property, from a scratch view to the proxy.
        private static func copying<Bar, Value>(_ property: ReferenceWritableKeyPath<Bar, Value>) -> (Bar, Bar) -> Void {
            { to, from in to[keyPath: property] = from[keyPath: property] }
        }

        private let appliers: [PropertyApplier<UIView>]
        private let report: (ConversionFailure) -> Void

        /// `report` hears of values the appliers could not convert; by default they are printed.
        public init(
            appliers: [PropertyApplier<UIView>] = PropertyApplier.uiKit, report: @escaping (ConversionFailure) -> Void = { print($0) }
        ) {
            self.appliers = appliers
            self.report = report
        }

        /// Sets every proxy from `table` in `traits`; call again with a
        /// reloaded table. A property a later table no longer sets keeps the
        /// proxy's value: UIAppearance cannot unset one.
        public func apply(_ table: InvocationTable, traits: TraitCollection = TraitCollection()) {
            let resolver = Resolver(table: table)
            for chrome in AppearanceProxies.chrome {
                guard let style = resolver.resolve(StylePath([StyleElement(chrome.reach.className)]), traits: traits) else { continue }
                apply(style, to: chrome)
            }
        }

        /// Every property the proxy takes is applied by the binding's own
        /// appliers, in their order (a slot's `configure` before its colours),
        /// to a scratch view of the class, which is a real view: attribute
        /// dictionaries and appearance objects are built there, read from
        /// there, and handed to the proxy whole (``Chrome/copy``).
        private func apply(_ style: ResolvedStyle, to chrome: Chrome) {
            let scratch = chrome.scratch()
            var roots: Set<String> = []
            var writes: [(order: Int, keyPath: String, property: ResolvedProperty, axis: PropertyApplier<UIView>.AxisSlot?)] = []
            func plan(_ keyPath: String, _ property: ResolvedProperty, _ axis: PropertyApplier<UIView>.AxisSlot?) {
                let root = String(keyPath.prefix { $0 != "." })
                guard SwiftUIReach.proxyTakes(keyPath, chrome.reach),
                    let order = appliers.firstIndex(where: { $0.keyPath == keyPath && $0.isKeyed == (axis != nil) && $0.accepts(scratch) })
                else { return }
                // A bar's `shadowColor` is its standard appearance's.
                roots.insert(root == PropertyKeys.barShadowColor.keyPath ? "standardAppearance" : root)
                writes.append((order, keyPath, property, axis))
            }
            for (keyPath, property) in style.propertiesByKeyPath { plan(keyPath, property, nil) }
            for slot in style.keyed {
                plan(
                    style.schema.names.keyPath(slot.property), slot.value,
                    PropertyApplier<UIView>.AxisSlot(key: slot.axisKey, name: style.name(slot.axisKey)))
            }
            for write in writes.enumerated().sorted(by: { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }).map(\.element)
            where !appliers[write.order].write(scratch, write.property, write.axis) {
                report(ConversionFailure(keyPath: write.keyPath, value: ConversionFailure.name(of: write.property)))
            }
            if !roots.isEmpty { chrome.copy(scratch, roots) }
        }
    }
#endif
