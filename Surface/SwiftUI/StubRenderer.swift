// Stub only: not Apple API. What stands in for SwiftUI's view graph when an
// app's views are evaluated on Linux: a view's `body` and each view
// modifier's `body(content:)` evaluated in the environment its ancestors
// set (`@Environment` reads it, through `EnvironmentValues.stubCurrent`),
// a button drawn by the button style in its environment and a toggle by its
// toggle style, as SwiftUI draws them. Nothing is laid out or drawn: the
// result is each primitive view reached, with the recorded modifiers
// applied to it and its environment.

/// Stub only: not Apple API. One primitive view the renderer reached.
public struct StubRenderedView {
    /// The view: a `Text`, a `VStack`, a `Button`, a `Toggle`, …
    nonisolated(unsafe) public let view: any View
    /// The recorded modifiers applied to this view (not its ancestors), innermost first.
    public let modifiers: [StubModifier]
    public let environment: EnvironmentValues

    /// The arguments of the outermost modifier named `name` applied to this view.
    public func modifier(_ name: String) -> [Any]? {
        modifiers.last { $0.name == name }?.arguments
    }
}

/// Stub only: not Apple API. Evaluates a view as SwiftUI's graph would, for what it reaches.
@MainActor public final class StubRenderer {
    /// Whether every button is drawn pressed (`ButtonStyleConfiguration.isPressed`).
    public var pressesButtons = false
    public private(set) var rendered: [StubRenderedView] = []

    public init(pressesButtons: Bool = false) { self.pressesButtons = pressesButtons }

    /// The primitive views of `view` in `environment`, outermost first.
    public func render(_ view: some View, in environment: EnvironmentValues = EnvironmentValues()) -> [StubRenderedView] {
        rendered = []
        visit(view, environment, [])
        return rendered
    }

    func visit(_ view: any View, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        if let renderable = view as? StubRenderable {
            renderable.stubRender(self, environment, modifiers)
        } else if let body = evaluated(view, in: environment) {
            visit(body, environment, modifiers)
        } else {
            reached(view, environment, modifiers)
        }
    }

    func reached(_ view: any View, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        rendered.append(StubRenderedView(view: view, modifiers: modifiers, environment: environment))
    }

    /// `make()` with `@Environment` reading `environment`.
    func evaluating<T>(in environment: EnvironmentValues, _ make: () -> T) -> T {
        let outer = EnvironmentValues.stubCurrent
        EnvironmentValues.stubCurrent = environment
        defer { EnvironmentValues.stubCurrent = outer }
        return make()
    }

    /// A composite view's body in `environment`; nil for a primitive view.
    private func evaluated<V: View>(_ view: V, in environment: EnvironmentValues) -> (any View)? {
        V.Body.self == Never.self ? nil : evaluating(in: environment) { view.body }
    }
}

/// Stub only: not Apple API. A primitive view with content the renderer visits.
@MainActor protocol StubRenderable {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier])
}

extension ModifiedContent: StubRenderable where Content: View, Modifier: ViewModifier {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        if let recorded = modifier as? StubModifier {
            var inner = environment
            recorded.environment?(&inner)
            renderer.visit(content, inner, [recorded] + modifiers)
        } else {
            let content = _ViewModifier_Content<Modifier>(stubView: content)
            let body = renderer.evaluating(in: environment) { modifier.body(content: content) }
            renderer.visit(body, environment, modifiers)
        }
    }
}

extension _ViewModifier_Content: StubRenderable {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        renderer.visit(stubView, environment, modifiers)
    }
}

extension AnyView: StubRenderable {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        renderer.visit(stubView, environment, modifiers)
    }
}

extension _ConditionalContent: StubRenderable where TrueContent: View, FalseContent: View {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        switch stubBranch {
        case .trueContent(let view): renderer.visit(view, environment, modifiers)
        case .falseContent(let view): renderer.visit(view, environment, modifiers)
        }
    }
}

extension VStack: StubRenderable {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        renderer.reached(self, environment, modifiers)
        renderer.visit(stubContent, environment, [])
    }
}

extension TupleView: StubRenderable {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { renderer.visit(view, environment, []) }
        }
    }
}

extension ButtonStyleConfiguration.Label: StubRenderable {
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        if let stubContent { renderer.visit(stubContent, environment, modifiers) } else { renderer.reached(self, environment, modifiers) }
    }
}

extension Button: StubRenderable {
    /// The button, then its label as the button style in its environment makes it (none: the label as it is).
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        renderer.reached(self, environment, modifiers)
        guard let style = environment[StubButtonStyleKey.self] else { return renderer.visit(stubLabel, environment, []) }
        let configuration = ButtonStyleConfiguration(stubPressed: renderer.pressesButtons, label: stubLabel)
        renderer.visit(renderer.evaluating(in: environment) { style.stubBody(configuration) }, environment, [])
    }
}

extension Toggle: StubRenderable {
    /// The toggle, then the toggle its style makes, in the style below (none: a switch, drawn by the system).
    func stubRender(_ renderer: StubRenderer, _ environment: EnvironmentValues, _ modifiers: [StubModifier]) {
        renderer.reached(self, environment, modifiers)
        guard let style = environment[StubToggleStyleKey.self] else { return }
        var below = environment
        below[StubToggleStyleKey.self] = nil
        let configuration = stubConfiguration
        renderer.visit(renderer.evaluating(in: environment) { style.stubBody(configuration) }, below, [])
    }
}

extension ButtonStyle {
    func stubBody(_ configuration: ButtonStyleConfiguration) -> any View { makeBody(configuration: configuration) }
}

extension ToggleStyle {
    func stubBody(_ configuration: ToggleStyleConfiguration) -> any View { makeBody(configuration: configuration) }
}

/// Stub only: not Apple API. The button style `buttonStyle(_:)` set for the buttons below.
struct StubButtonStyleKey: EnvironmentKey {
    static var defaultValue: (any ButtonStyle)? { nil }
}

/// Stub only: not Apple API. The toggle style `toggleStyle(_:)` set for the toggles below.
struct StubToggleStyleKey: EnvironmentKey {
    static var defaultValue: (any ToggleStyle)? { nil }
}
