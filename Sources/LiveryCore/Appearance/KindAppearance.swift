/// The appearance of one kind of view (`UILabel`, `UIButton`, …): read from
/// any style, and offered only for views of that kind or a subclass.
public protocol KindAppearance: Sendable {
    /// The class whose views have this appearance.
    static var kind: String { get }
    /// Reads the style; properties the view's class lacks read as zero, so
    /// use ``of(_:)`` unless the class is known.
    init(_ style: ResolvedStyle)
}

extension KindAppearance {
    /// The appearance of a view that is a kind of ``kind``; nil for any other.
    public static func of(_ style: ResolvedStyle) -> Self? {
        style.schema.isKind(of: kind) ? Self(style) : nil
    }

    /// A plain view of the kind: every property at its schema default, in the default traits.
    static func makePlain() -> Self {
        Self(ResolvedStyle(schema: TypeRegistry.builtIn.schema(of: kind)))
    }
}
