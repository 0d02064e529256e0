#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    // The modifiers an app writes (Docs/SwiftUI.md): the root, `.style(…)`, `.styleTrait`.
    extension View {
        /// Styles this view and its descendants with `store`'s stylesheet:
        /// apply once, at the root (`WindowGroup { ContentView().stylesheet(store) }`).
        public func stylesheet(_ store: StyleStore) -> some View {
            modifier(StylesheetModifier(store: store))
        }

        /// Styles this view as a view of `type` with `classes` and `id`, as
        /// the stylesheet's rules match a UIKit view of that class inside
        /// the views styled above it: `Text("Hi").style(.label, .title)`,
        /// `VStack { … }.style(.cardView)`. `selected` is the control state
        /// a `selected` rule keys (a chosen tab, a toggled filter button).
        public func style(_ type: StyleType = .view, _ classes: StyleClass..., id: String? = nil, selected: Bool = false) -> some View {
            modifier(
                StyleModifier(
                    StyleElement(type.rawValue, classes: classes.map(\.rawValue), id: id, state: selected ? .selected : .normal)))
        }

        /// Sets a trait the stylesheet declares (`traits: theme: …`) for this
        /// view and its descendants: `.styleTrait("theme", "sepia")` makes
        /// `when: { theme: sepia }` rules match inside it.
        public func styleTrait(_ name: String, _ value: String) -> some View {
            transformEnvironment(\.livery) { $0.customTraits[name] = value }
        }
    }
#endif
