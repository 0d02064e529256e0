/// A class a stylesheet may name: its superclass and the appearance
/// properties it declares itself.
public struct TypeSpec: Sendable, Hashable {
    public var name: String
    /// Nil only for the root of a class tree (`UIView`, `UIBarItem`, `UIViewController`).
    public var superclass: String?
    /// What the classes of this tree are; read from the root (``TypeRegistry/kind(of:)``).
    public var kind: ClassKind
    public var properties: [String: PropertySpec]
    /// Where a stylesheet declared it; nil for built-ins and Swift registrations.
    public var declaredAt: SourceLocation?
    /// How the class places its subviews itself; nil to inherit its superclass's.
    public var arrangement: SubviewArrangement?

    public init(
        name: String, superclass: String?, kind: ClassKind = .view, arrangement: SubviewArrangement? = nil,
        properties: [PropertySpec] = [], declaredAt: SourceLocation? = nil
    ) {
        self.name = name
        self.kind = kind
        self.superclass = superclass
        self.arrangement = arrangement
        self.properties = Dictionary(properties.map { ($0.keyPath, $0) }, uniquingKeysWith: { _, last in last })
        self.declaredAt = declaredAt
    }
}
