#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    /// What `.style(…)` adds to a view: its element pushed onto the path its
    /// content and descendants see, and the element's resolved style worn. A
    /// button or a switch (or a type the stylesheet declares under one) wears
    /// its style through ``LiveryButtonStyle`` or ``LiveryToggleStyle``, which
    /// know the control's state; anything else wears it here. A control in a
    /// disabled environment (`.disabled(true)`) is styled in its `disabled` state.
    struct StyleModifier: ViewModifier {
        let element: StyleElement
        @Environment(\.livery) private var environment
        @Environment(\.isEnabled) private var isEnabled
        private var traits = EnvironmentTraits()

        init(_ element: StyleElement) { self.element = element }

        func body(content: Content) -> some View {
            let placed = StyleModifier.place(element, in: environment, isEnabled: isEnabled, traits: traits.traits)
            return content.wearing(placed.style).environment(\.livery, placed.inner)
        }

        /// The element's environment and style: in the `disabled` state when it is a control the environment disables.
        static func place(
            _ element: StyleElement, in environment: StyleEnvironment, isEnabled: Bool, traits: TraitCollection
        ) -> (inner: StyleEnvironment, style: ResolvedStyle?) {
            let placed = environment.placing(element, traits: traits)
            guard !isEnabled, let style = placed.style, style.schema.isKind(of: "UIControl") else { return placed }
            var disabled = element
            disabled.state.insert(.disabled)
            return environment.placing(disabled, traits: traits)
        }
    }

    extension View {
        /// This view wearing `style`: a button's and a switch's through their
        /// control styles, which resolve it again in the control's state.
        @ViewBuilder func wearing(_ style: ResolvedStyle?) -> some View {
            if let style, style.schema.isKind(of: ButtonAppearance.kind) {
                self.buttonStyle(LiveryButtonStyle())
            } else if let style, style.schema.isKind(of: StyleType.toggle.rawValue) {
                self.toggleStyle(LiveryToggleStyle())
            } else {
                self.applying(style) { $0.styled(SwiftUIStyle($1)) }
            }
        }
    }
#endif
