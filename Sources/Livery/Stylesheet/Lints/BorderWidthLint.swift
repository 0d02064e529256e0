/// `border-width-pixels`: a border width that is not a whole number of
/// pixels at display scales 2 and 3 draws with soft, blurred edges.
/// A rule with `when: { displayScale: N }` is checked at that scale only.
/// Declared properties that target `layer.borderWidth` are checked too.
enum BorderWidthLint {
    static func check(_ input: LintInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let table = input.table
        for invocation in table.invocations {
            guard case .number(let width) = invocation.value, width > 0, table.rules.indices.contains(invocation.rule) else { continue }
            let selector = table.rules[invocation.rule].selector
            let scales =
                selector.traits.lazy.compactMap { if case .equals(.displayScale(let s)) = $0 { return [s] } else { return nil } }.first ?? [
                    2, 3,
                ]
            let soft = scales.filter { scale in
                let pixels = width * Double(scale)
                return abs(pixels - pixels.rounded()) > 1e-9
            }
            // Most numbers are whole pixels: only the others need the property looked up.
            guard let scale = soft.first,
                drivesBorderWidth(invocation.property, on: selector.type, registry: table.registry)
            else { continue }
            let pixels = formatNumber(width * Double(scale))
            diagnostics.append(
                Diagnostic(
                    .borderWidthPixels,
                    "border width \(formatNumber(width)) is \(pixels) pixels at scale \(scale), not a whole number: its edges will look soft",
                    at: invocation.origin,
                    hint: scales.count > 1
                        ? "use a whole number of points, such as \(formatNumber(max(1, width.rounded())))"
                        : "use a multiple of 1/\(scale) point"))
        }
        return diagnostics
    }

    private static func drivesBorderWidth(_ property: PropertyID, on type: String, registry: TypeRegistry) -> Bool {
        let borderWidth = PropertyKeys.layerBorderWidth.id
        if property == borderWidth { return true }
        guard let target = registry.property(property, on: type)?.target else { return false }
        return registry.id(of: target.keyPath) == borderWidth
    }
}
