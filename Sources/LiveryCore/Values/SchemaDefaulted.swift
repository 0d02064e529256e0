/// A value type the appearance projections read as non-optional: `zero` is
/// what a read gives when a property has neither a value nor a schema
/// default. The projections only read that way properties whose schema has
/// a default (``ZeroReads`` lets a test prove it of every projection), so
/// `zero` is never drawn: it is not a second copy of any default.
protocol SchemaDefaulted: PropertyValue {
    static var zero: Self { get }
}

extension Double: SchemaDefaulted { static var zero: Double { 0 } }
extension Bool: SchemaDefaulted { static var zero: Bool { false } }
extension Color: SchemaDefaulted { static var zero: Color { .clear } }
extension Size: SchemaDefaulted {}
extension Rect: SchemaDefaulted {}
extension Insets: SchemaDefaulted {}
extension CornerMask: SchemaDefaulted { static var zero: CornerMask { [] } }
extension ResolvedFont: SchemaDefaulted { static var zero: ResolvedFont { ResolvedFont(family: "", size: 0, weight: .regular) } }

/// An enum's zero is its first case.
extension SchemaDefaulted where Self: CaseIterable {
    static var zero: Self { Self.allCases[Self.allCases.startIndex] }
}
