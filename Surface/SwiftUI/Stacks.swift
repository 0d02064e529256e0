import Foundation

// The containers an app's view builder makes: a vertical stack and the tuple
// of views a multi-statement builder block becomes. Transcribed from
// developer.apple.com/documentation/swiftui/<path>; each keeps its content.

// horizontalalignment: @frozen struct HorizontalAlignment: Equatable
@frozen public struct HorizontalAlignment: Equatable {
    /// Stub only: not Apple API.
    let stubName: String
    // horizontalalignment/leading: static let leading: HorizontalAlignment
    public static let leading = HorizontalAlignment(stubName: "leading")
    // horizontalalignment/center: static let center: HorizontalAlignment
    public static let center = HorizontalAlignment(stubName: "center")
}

// vstack: @frozen nonisolated struct VStack<Content> where Content : View (a View, Body = Never)
@frozen public struct VStack<Content: View>: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
    /// Stub only: not Apple API. The stack's content.
    nonisolated(unsafe) public let stubContent: Content

    // vstack/init(alignment:spacing:content:): nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        stubContent = content()
    }
}

// tupleview: @frozen struct TupleView<T> (a View, Body = Never)
@frozen public struct TupleView<T>: View {
    public typealias Body = Never
    public var body: Never { stubPrimitiveBody() }
    // tupleview/value: var value: T
    nonisolated(unsafe) public var value: T
    // tupleview/init(_:): init(_ value: T)
    nonisolated public init(_ value: T) { self.value = value }
}

extension ViewBuilder {
    // viewbuilder/buildblock(_:)-2bj1g: static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}
