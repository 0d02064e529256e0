/// A Swift type that is a built-in property's value: a typed key of this
/// type is how the schema declares the property (``PropertySpec/init(_:keyedBy:default:range:inherited:_:)``),
/// so the kind the compiler parses, the type the appearances read and, for
/// an enum, the cases with their descriptions cannot disagree.
protocol SchemaValue: PropertyValue {
    /// The kind a stylesheet writes a value of this type as.
    static var kind: ValueKind { get }
    /// One line per case, by name, for editors; empty for a type without cases.
    static var caseSummaries: [String: String] { get }
}

extension SchemaValue {
    static var caseSummaries: [String: String] { [:] }
}

extension Double: SchemaValue { static var kind: ValueKind { .number } }
extension Bool: SchemaValue { static var kind: ValueKind { .bool } }
extension String: SchemaValue { static var kind: ValueKind { .string } }
/// A segmented control's titles.
extension Array: SchemaValue where Element == String { static var kind: ValueKind { .stringList } }
extension Color: SchemaValue { static var kind: ValueKind { .color } }
extension ResolvedFont: SchemaValue { static var kind: ValueKind { .font } }
extension ImageReference: SchemaValue { static var kind: ValueKind { .image } }
extension Size: SchemaValue { static var kind: ValueKind { .size } }
extension Point: SchemaValue { static var kind: ValueKind { .point } }
extension Rect: SchemaValue { static var kind: ValueKind { .rect } }
extension Insets: SchemaValue { static var kind: ValueKind { .insets } }
extension ShapeValue: SchemaValue { static var kind: ValueKind { .shape } }
extension LayerMaskSource: SchemaValue { static var kind: ValueKind { .shapeOrImage } }

extension CornerMask: SchemaValue {
    static var kind: ValueKind { .enumList(names.map(\.0)) }
    static var caseSummaries: [String: String] {
        [
            "minXMinY": "The top-left corner.", "maxXMinY": "The top-right corner.", "minXMaxY": "The bottom-left corner.",
            "maxXMaxY": "The bottom-right corner.",
        ]
    }
}
