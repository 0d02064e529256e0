import Foundation

// SwiftUI's view protocol and the few view types the binding builds. Each
// declaration is transcribed from its developer.apple.com documentation page
// (the path after developer.apple.com/documentation/swiftui/ is given);
// bodies are the surface's own (Surface/README.md, "SwiftUI").

// view: @MainActor @preconcurrency protocol View { associatedtype Body : View; @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get } }
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// viewbuilder: @resultBuilder struct ViewBuilder
@resultBuilder public struct ViewBuilder {
    // viewbuilder/buildblock(_:): static func buildBlock<Content>(_ content: Content) -> Content where Content : View
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // viewbuilder/buildeither(first:): static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(stubBranch: .trueContent(first))
    }
    // viewbuilder/buildeither(second:): static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(stubBranch: .falseContent(second))
    }
    // viewbuilder/buildlimitedavailability(_:): static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// _conditionalcontent: @frozen struct _ConditionalContent<TrueContent, FalseContent> (a View when both are)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Stub only: not Apple API. The branch taken.
    public enum StubBranch {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let stubBranch: StubBranch
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
}

// never: extension Never : View (Body = Never)
extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

// A primitive view's body: SwiftUI never asks for it, nor does the binding.
// Stub only: not Apple API.
@MainActor func stubPrimitiveBody() -> Never {
    fatalError("a primitive view has no body")
}

// viewmodifier: @MainActor @preconcurrency protocol ViewModifier { associatedtype Body : View;
//   @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body; typealias Content = _ViewModifier_Content<Self> }
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

// viewmodifier/content: struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier (a View, Body = Never).
// The surface's keeps the view it stands for, so a test can give a modifier its content.
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
    /// Stub only: not Apple API. The view the content stands for.
    nonisolated(unsafe) public let stubView: any View
    /// Stub only: not Apple API.
    nonisolated public init(stubView: any View) { self.stubView = stubView }
}

// modifiedcontent: @frozen struct ModifiedContent<Content, Modifier>
@frozen public struct ModifiedContent<Content, Modifier> {
    // modifiedcontent/content: var content: Content
    public var content: Content
    // modifiedcontent/modifier: var modifier: Modifier
    public var modifier: Modifier
    // modifiedcontent/init(content:modifier:): init(content: Content, modifier: Modifier)
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

// modifiedcontent: extension ModifiedContent : View where Content : View, Modifier : ViewModifier
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
}

extension View {
    // view/modifier(_:): nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// anyview: @frozen struct AnyView
@frozen public struct AnyView: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
    /// Stub only: not Apple API. The view erased.
    nonisolated(unsafe) public let stubView: any View
    // anyview/init(_:)-...: init<V>(_ view: V) where V : View
    nonisolated public init<V: View>(_ view: V) { stubView = view }
}

// text: @frozen struct Text (a View, Body = Never). Only its line style's
// patterns and its string initializer are used.
@frozen public struct Text: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }

    /// Stub only: not Apple API. The string it displays.
    nonisolated public let stubContent: String

    // text/init(_:)-9d1g4: init<S>(_ content: S) where S : StringProtocol
    nonisolated public init<S: StringProtocol>(_ content: S) { stubContent = String(content) }

    // text/linestyle: struct LineStyle (iOS 15)
    public struct LineStyle: Hashable, Sendable {
        // text/linestyle/pattern: struct Pattern (iOS 15)
        public struct Pattern: Hashable, Sendable {
            /// Stub only: not Apple API. The pattern's name.
            public let stubName: String
            // text/linestyle/pattern/solid: static let solid: Text.LineStyle.Pattern
            public static let solid = Pattern(stubName: "solid")
        }
    }
}
