/// `preview-only`: a rule sets a property the schema marks `previewOnly`
/// (``PropertyReach``): previews draw it, but `LiveryUIKit` has no UIKit API
/// to set it with, so the device would not show what the preview does.
/// Values in tree documents are preview state and are not checked.
enum PreviewOnlyLint {
    static func check(_ input: LintInput) -> [Diagnostic] {
        let table = input.table
        let registry = table.registry
        // Most properties are applied: only ids some class marks preview-only need their spec looked up.
        var candidates: Set<PropertyID> = []
        for name in registry.typeNames {
            for spec in registry.type(named: name)?.properties.values ?? [:].values where spec.reach != .applied {
                candidates.insert(spec.id)
            }
        }
        guard !candidates.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for invocation in table.invocations
        where candidates.contains(invocation.property) && table.rules.indices.contains(invocation.rule) {
            let type = table.rules[invocation.rule].selector.type
            guard let reason = registry.property(invocation.property, on: type)?.reach.previewOnlyReason else { continue }
            diagnostics.append(
                Diagnostic(
                    .previewOnly,
                    "\(registry.names.keyPath(invocation.property)) is drawn in previews but not applied on a device: \(reason)",
                    at: invocation.origin,
                    hint:
                        "set it in the tree document for a preview, or add '# livery:ignore preview-only' where the app does the same in code"
                ))
        }
        return diagnostics
    }
}
