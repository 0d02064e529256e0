import LiveryYAML

/// Parses one YAML value into a ``Value`` of a known kind (Docs/Stylesheets.md §3).
///
/// The stylesheet compiler uses it for every rule value, and the tree loader
/// for a node's explicit `set:` values, so both accept exactly the same forms
/// and report the same diagnostics.
public enum ValueParser {
    /// Returns the value, or nil after appending at least one error to `diagnostics`.
    public static func parse(
        _ node: YAMLNode, as kind: ValueKind, context: ValueContext,
        diagnostics: inout [Diagnostic]
    ) -> Value? {
        var reader = ValueReader(context: context)
        let value = reader.value(node, as: kind)
        diagnostics.append(contentsOf: reader.diagnostics)
        return value
    }
}
