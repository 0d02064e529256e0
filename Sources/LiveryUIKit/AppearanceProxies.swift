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
        /// Each class styled, with the keypaths (their first component) its header marks `UI_APPEARANCE_SELECTOR`.
        static let classes: [(type: UIView.Type, name: String, keyPaths: Set<String>)] = [
            (
                UINavigationBar.self, "UINavigationBar",
                [
                    "backgroundColor", "barStyle", "shadowImage", "backgroundImage", "prefersLargeTitles", "titleTextAttributes",
                    "largeTitleTextAttributes", "barTintColor", "isTranslucent", "shadowColor", "standardAppearance", "compactAppearance",
                    "scrollEdgeAppearance", "compactScrollEdgeAppearance",
                ]
            ),
            (
                UITabBar.self, "UITabBar",
                [
                    "backgroundColor", "backgroundImage", "shadowImage", "barStyle", "unselectedItemTintColor", "barTintColor",
                    "shadowColor",
                    "standardAppearance", "scrollEdgeAppearance",
                ]
            ),
            (UISegmentedControl.self, "UISegmentedControl", ["backgroundColor", "selectedSegmentTintColor", "titleTextAttributes"]),
            (UIPageControl.self, "UIPageControl", ["backgroundColor", "pageIndicatorTintColor", "currentPageIndicatorTintColor"]),
        ]

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
            for chrome in AppearanceProxies.classes {
                guard let style = resolver.resolve(StylePath([StyleElement(chrome.name)]), traits: traits) else { continue }
                apply(style, to: chrome.type.appearance(), keyPaths: chrome.keyPaths)
            }
        }

        private func apply(_ style: ResolvedStyle, to proxy: UIView, keyPaths: Set<String>) {
            func write(_ keyPath: String, _ property: ResolvedProperty, _ axis: PropertyApplier<UIView>.AxisSlot?) {
                guard keyPaths.contains(String(keyPath.prefix { $0 != "." })),
                    let applier = appliers.first(where: { $0.keyPath == keyPath && $0.isKeyed == (axis != nil) && $0.accepts(proxy) })
                else { return }
                if !applier.write(proxy, property, axis) {
                    report(ConversionFailure(keyPath: keyPath, value: ConversionFailure.name(of: property)))
                }
            }
            for (keyPath, property) in style.propertiesByKeyPath { write(keyPath, property, nil) }
            for slot in style.keyed {
                write(
                    style.schema.names.keyPath(slot.property), slot.value,
                    PropertyApplier<UIView>.AxisSlot(key: slot.axisKey, name: style.name(slot.axisKey)))
            }
        }
    }
#endif
