#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    /// The toggle style `.style(.toggle, …)` gives a `Toggle`: the toggle
    /// in the style below this one (a switch, by default), wearing the
    /// switch's style with on as the `selected` state and a disabled
    /// environment as `disabled`, so `onTintColor` becomes its tint.
    struct LiveryToggleStyle: ToggleStyle {
        @Environment(\.livery) private var environment
        @Environment(\.isEnabled) private var isEnabled
        private var traits = EnvironmentTraits()

        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).applying(
                environment.styleOfLast(adding: LiveryToggleStyle.state(on: configuration.isOn, enabled: isEnabled), traits: traits.traits)
            ) { $0.styled(SwiftUIStyle($1)) }
        }

        static func state(on: Bool, enabled: Bool) -> ControlState {
            var state: ControlState = on ? .selected : .normal
            if !enabled { state.insert(.disabled) }
            return state
        }
    }
#endif
