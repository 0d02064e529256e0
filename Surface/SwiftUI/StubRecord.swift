// Stub only: not Apple API. What the surface's modifiers record so the
// binding's tests can read what the glue applied: each modifier method
// returns its view wrapped in a `ModifiedContent` whose modifier is a
// `StubModifier` naming the method and keeping its arguments.

/// Stub only: not Apple API. One modifier method's call.
public struct StubModifier: ViewModifier {
    /// The method's base name (`padding`, `shadow`, …).
    nonisolated public let name: String
    nonisolated(unsafe) public let arguments: [Any]
    /// What the modifier sets in its content's environment, for `StubRenderer`.
    nonisolated(unsafe) let environment: ((inout EnvironmentValues) -> Void)?

    nonisolated init(name: String, arguments: [Any], environment: ((inout EnvironmentValues) -> Void)? = nil) {
        self.name = name
        self.arguments = arguments
        self.environment = environment
    }

    public func body(content: Content) -> Never { stubPrimitiveBody() }
}

/// Stub only: not Apple API. A view whose recorded modifiers can be listed.
@MainActor public protocol StubInspectable {
    /// The modifiers applied, innermost first, through every `ModifiedContent` and `AnyView`.
    var stubModifiers: [StubModifier] { get }
}

extension ModifiedContent: StubInspectable {
    public var stubModifiers: [StubModifier] {
        ((content as? StubInspectable)?.stubModifiers ?? []) + ((modifier as? StubModifier).map { [$0] } ?? [])
    }
}

extension AnyView: StubInspectable {
    public var stubModifiers: [StubModifier] { (stubView as? StubInspectable)?.stubModifiers ?? [] }
}

extension _ConditionalContent: StubInspectable {
    public var stubModifiers: [StubModifier] {
        switch stubBranch {
        case .trueContent(let view): return (view as? StubInspectable)?.stubModifiers ?? []
        case .falseContent(let view): return (view as? StubInspectable)?.stubModifiers ?? []
        }
    }
}

extension _ViewModifier_Content: StubInspectable {
    public var stubModifiers: [StubModifier] { (stubView as? StubInspectable)?.stubModifiers ?? [] }
}

extension View {
    /// Stub only: not Apple API. This view with one recorded modifier.
    nonisolated func stubModified(_ name: String, _ arguments: Any...) -> ModifiedContent<Self, StubModifier> {
        ModifiedContent(content: self, modifier: StubModifier(name: name, arguments: arguments))
    }

    /// Stub only: not Apple API. This view with one recorded modifier that sets its content's environment.
    nonisolated func stubModified(
        _ name: String, _ arguments: Any..., environment: @escaping (inout EnvironmentValues) -> Void
    ) -> ModifiedContent<Self, StubModifier> {
        ModifiedContent(content: self, modifier: StubModifier(name: name, arguments: arguments, environment: environment))
    }
}
