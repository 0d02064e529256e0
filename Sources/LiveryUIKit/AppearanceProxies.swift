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
            let type: UIView.Type
            /// What its proxy takes: the keypaths its header marks `UI_APPEARANCE_SELECTOR`, and its slots.
            let reach: SwiftUIReach.Chrome
            /// A scratch bar of the class and a way to hand its slots to the proxy.
            let scratch: () -> UIView
            let copySlots: (_ from: UIView, _ to: UIView, _ slots: Set<String>) -> Void
        }

        /// ``SwiftUIReach/chrome``'s classes, bound to UIKit's.
        static let chrome: [Chrome] = SwiftUIReach.chrome.compactMap { reach in
            switch reach.className {
            case "UINavigationBar":
                return Chrome(
                    type: UINavigationBar.self, reach: reach, scratch: { UINavigationBar() },
                    copySlots: { from, to, slots in
                        guard let from = from as? UINavigationBar, let to = to as? UINavigationBar else { return }
                        if slots.contains("standardAppearance") { to.standardAppearance = from.standardAppearance }
                        if slots.contains("compactAppearance") { to.compactAppearance = from.compactAppearance }
                        if slots.contains("scrollEdgeAppearance") { to.scrollEdgeAppearance = from.scrollEdgeAppearance }
                        if slots.contains("compactScrollEdgeAppearance") { to.compactScrollEdgeAppearance = from.compactScrollEdgeAppearance }
                    })
            case "UITabBar":
                return Chrome(
                    type: UITabBar.self, reach: reach, scratch: { UITabBar() },
                    copySlots: { from, to, slots in
                        guard let from = from as? UITabBar, let to = to as? UITabBar else { return }
                        if slots.contains("standardAppearance") { to.standardAppearance = from.standardAppearance }
                        if slots.contains("scrollEdgeAppearance") { to.scrollEdgeAppearance = from.scrollEdgeAppearance }
                    })
            case "UISegmentedControl":
                return Chrome(type: UISegmentedControl.self, reach: reach, scratch: { UISegmentedControl() }, copySlots: { _, _, _ in })
            case "UIPageControl":
                return Chrome(type: UIPageControl.self, reach: reach, scratch: { UIPageControl() }, copySlots: { _, _, _ in })
            default:
                return nil
            }
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

        /// Plain properties go to the proxy through their setters. A slot's
        /// properties (and a bar's `shadowColor`, its standard slot's) edit a
        /// copy of the slot's appearance object, which their appliers read
        /// first: they are applied to a scratch bar, whose slots the proxy is
        /// then given whole, so no proxy getter is read. Appliers run in the
        /// binding's order (a slot's `configure` before its colours), as the adapter runs them.
        private func apply(_ style: ResolvedStyle, to chrome: Chrome) {
            let proxy = chrome.type.appearance()
            let scratch = chrome.scratch()
            var slotsSet: Set<String> = []
            var writes:
                [(order: Int, keyPath: String, target: UIView, property: ResolvedProperty, axis: PropertyApplier<UIView>.AxisSlot?)] = []
            func plan(_ keyPath: String, _ property: ResolvedProperty, _ axis: PropertyApplier<UIView>.AxisSlot?) {
                let root = String(keyPath.prefix { $0 != "." })
                let slot = root == PropertyKeys.barShadowColor.keyPath ? "standardAppearance" : root
                let target = chrome.reach.slots.contains(slot) ? scratch : proxy
                guard SwiftUIReach.proxyTakes(keyPath, chrome.reach),
                    let order = appliers.firstIndex(where: { $0.keyPath == keyPath && $0.isKeyed == (axis != nil) && $0.accepts(target) })
                else { return }
                if target === scratch { slotsSet.insert(slot) }
                writes.append((order, keyPath, target, property, axis))
            }
            for (keyPath, property) in style.propertiesByKeyPath { plan(keyPath, property, nil) }
            for slot in style.keyed {
                plan(
                    style.schema.names.keyPath(slot.property), slot.value,
                    PropertyApplier<UIView>.AxisSlot(key: slot.axisKey, name: style.name(slot.axisKey)))
            }
            for write in writes.enumerated().sorted(by: { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }).map(\.element)
            where !appliers[write.order].write(write.target, write.property, write.axis) {
                report(ConversionFailure(keyPath: write.keyPath, value: ConversionFailure.name(of: write.property)))
            }
            if !slotsSet.isEmpty { chrome.copySlots(scratch, proxy, slotsSet) }
        }
    }
#endif
