// Button and toggle styles, transcribed from
// developer.apple.com/documentation/swiftui/<path>. A configuration has no
// public initializer in SwiftUI; the stub's `stub…` ones let a test make one.

// buttonstyle: @MainActor @preconcurrency protocol ButtonStyle { associatedtype Body : View;
//   @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body; typealias Configuration = ButtonStyleConfiguration }
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

// buttonstyleconfiguration: struct ButtonStyleConfiguration
public struct ButtonStyleConfiguration {
    // buttonstyleconfiguration/label-swift.struct: struct Label (a View, Body = Never)
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { stubPrimitiveBody() }
        /// Stub only: not Apple API. The button's label, which the configuration's stands for.
        nonisolated(unsafe) public let stubContent: (any View)?
        /// Stub only: not Apple API.
        nonisolated public init(stubContent: (any View)? = nil) { self.stubContent = stubContent }
    }
    // buttonstyleconfiguration/label-swift.property: let label: ButtonStyleConfiguration.Label
    public let label: ButtonStyleConfiguration.Label
    // buttonstyleconfiguration/ispressed: let isPressed: Bool
    public let isPressed: Bool

    /// Stub only: not Apple API.
    public init(stubPressed isPressed: Bool, label: (any View)? = nil) {
        self.label = Label(stubContent: label)
        self.isPressed = isPressed
    }
}

// button: nonisolated struct Button<Label> where Label : View
public struct Button<Label: View>: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
    /// Stub only: not Apple API. The label it was made with.
    nonisolated(unsafe) public let stubLabel: Label
}

extension Button where Label == Text {
    // button/init(_:action:)-lpm7: @preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol
    // (the stub keeps no action: nothing presses it)
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        stubLabel = Text(title)
    }
}

// togglestyle: @MainActor @preconcurrency protocol ToggleStyle { associatedtype Body : View;
//   @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body; typealias Configuration = ToggleStyleConfiguration }
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

// togglestyleconfiguration: struct ToggleStyleConfiguration
public struct ToggleStyleConfiguration {
    // togglestyleconfiguration/label-swift.struct: struct Label (a View, Body = Never)
    @MainActor @preconcurrency public struct Label: View {
        public typealias Body = Never
        public var body: Never { stubPrimitiveBody() }
        /// Stub only: not Apple API.
        nonisolated public init() {}
    }
    // togglestyleconfiguration/label-swift.property: let label: ToggleStyleConfiguration.Label
    public let label: ToggleStyleConfiguration.Label
    // togglestyleconfiguration/ison: @Binding var isOn: Bool { get nonmutating set }
    // (the stub's is a stored value: nothing sets it)
    public var isOn: Bool

    /// Stub only: not Apple API.
    public init(stubOn isOn: Bool) {
        label = Label()
        self.isOn = isOn
    }
}

// toggle: nonisolated struct Toggle<Label> where Label : View
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
    /// Stub only: not Apple API. The configuration it was made from, or its binding's value now.
    nonisolated public var stubConfiguration: ToggleStyleConfiguration {
        stubMade ?? ToggleStyleConfiguration(stubOn: stubIsOn?.wrappedValue ?? false)
    }
    nonisolated(unsafe) let stubMade: ToggleStyleConfiguration?
    let stubIsOn: Binding<Bool>?
    /// Stub only: not Apple API. The label it was made with, if not from a configuration.
    nonisolated(unsafe) public let stubLabel: Label?
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    // toggle/init(_:): nonisolated init(_ configuration: ToggleStyleConfiguration)
    nonisolated public init(_ configuration: ToggleStyleConfiguration) {
        stubMade = configuration
        stubIsOn = nil
        stubLabel = nil
    }
}

extension Toggle where Label == Text {
    // toggle/init(_:ison:), the overload group's StringProtocol member (iOS 13; its suffixed page was not looked up):
    //   nonisolated init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        stubMade = nil
        stubIsOn = isOn
        stubLabel = Text(title)
    }
}

extension Toggle: StubInspectable {
    public var stubModifiers: [StubModifier] { [] }
}

extension View {
    // view/buttonstyle(_:)-…: nonisolated func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle
    // (SwiftUI sets it in the environment of the buttons below; so does the stub, for StubRenderer)
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        stubModified("buttonStyle", style) { $0[StubButtonStyleKey.self] = style }
    }

    // view/togglestyle(_:): nonisolated func toggleStyle<S>(_ style: S) -> some View where S : ToggleStyle
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        stubModified("toggleStyle", style) { $0[StubToggleStyleKey.self] = style }
    }
}
