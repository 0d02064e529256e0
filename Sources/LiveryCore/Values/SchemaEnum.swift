/// An enum property's Swift type. Conforming is all a new enum needs for the
/// schema: its cases are the property's kind (in declaration order), each
/// case's ``summary`` is its hover text, typed reads take it by case name,
/// and its first case is the ``SchemaDefaulted/zero`` no drawn read reaches.
/// A new case does not compile until it is described here and mapped in the
/// UIKit binding's exhaustive switch.
protocol SchemaEnum: SchemaValue, SchemaDefaulted, CaseIterable, RawRepresentable where RawValue == String {
    /// One line on what the case does.
    var summary: String { get }
}

extension SchemaEnum {
    static var kind: ValueKind { .enumeration(allCases.map(\.rawValue)) }
    static var caseSummaries: [String: String] {
        Dictionary(allCases.map { ($0.rawValue, $0.summary) }, uniquingKeysWith: { first, _ in first })
    }
}
