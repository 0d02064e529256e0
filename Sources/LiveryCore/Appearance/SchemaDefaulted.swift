/// A value type the appearance projections read as non-optional: `zero` is
/// what a read gives when a property has neither a value nor a schema
/// default. The projections only read that way properties whose schema has
/// a default (PropertyKeyTests checks it), so `zero` is never drawn: it is
/// not a second copy of any default.
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

extension CornerCurve: SchemaDefaulted {}
extension CornerStyle: SchemaDefaulted {}
extension ContentMode: SchemaDefaulted {}
extension ContentsGravity: SchemaDefaulted {}
extension TextAlignment: SchemaDefaulted {}
extension SamplingFilter: SchemaDefaulted {}
extension StackAxis: SchemaDefaulted {}
extension StackAlignment: SchemaDefaulted {}
extension StackDistribution: SchemaDefaulted {}
extension LineBreakMode: SchemaDefaulted {}
extension RenderingMode: SchemaDefaulted {}
extension ButtonType: SchemaDefaulted {}
extension TextBorderStyle: SchemaDefaulted {}
extension ActivityIndicatorStyle: SchemaDefaulted {}
extension DatePickerMode: SchemaDefaulted {}
extension DatePickerStyle: SchemaDefaulted {}
extension AccessoryType: SchemaDefaulted {}
extension TableStyle: SchemaDefaulted {}
extension CellStyle: SchemaDefaulted {}
extension BarButtonItemStyle: SchemaDefaulted {}
extension SearchBarStyle: SchemaDefaulted {}
extension BarBackgroundConfiguration: SchemaDefaulted {}
extension BlurStyle: SchemaDefaulted {}
extension BarStyle: SchemaDefaulted {}
extension BarButtonSystemItem: SchemaDefaulted {}
extension CellSelectionStyle: SchemaDefaulted {}

extension ResolvedStyle {
    /// The value or the schema default, for a property that has one.
    func value<T: SchemaDefaulted>(_ key: PropertyKey<T>) -> T {
        self[key] ?? T.zero
    }
}
