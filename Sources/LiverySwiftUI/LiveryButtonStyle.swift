#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    /// The button style `.style(.button, …)` gives a `Button`: its label
    /// wears the button's style in the button's control state, as UIKit's
    /// keyed values (`titleColor: { normal: …, highlighted: … }`) give it:
    /// pressed is `highlighted`, a disabled environment `disabled`, and
    /// `.style(…, selected: true)` `selected`.
    struct LiveryButtonStyle: ButtonStyle {
        @Environment(\.livery) private var environment
        @Environment(\.isEnabled) private var isEnabled
        private var traits = EnvironmentTraits()

        func makeBody(configuration: Configuration) -> some View {
            configuration.label.applying(
                environment.styleOfLast(
                    adding: LiveryButtonStyle.state(pressed: configuration.isPressed, enabled: isEnabled), traits: traits.traits)
            ) { $0.styled(SwiftUIStyle($1)) }
        }

        static func state(pressed: Bool, enabled: Bool) -> ControlState {
            var state: ControlState = pressed ? .highlighted : .normal
            if !enabled { state.insert(.disabled) }
            return state
        }
    }
#endif
