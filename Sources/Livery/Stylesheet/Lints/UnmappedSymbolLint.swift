/// `unmapped-symbol`: a symbol image names an SF Symbol that previews have no
/// glyph for (``SymbolGlyphs``), so they draw a labelled placeholder where the
/// device draws the symbol. Once per name, at its first use: in a
/// stylesheet's rules, or on a tree's views (`livery lint TREE`).
package enum UnmappedSymbolLint {
    static func check(_ input: LintInput) -> [Diagnostic] {
        var reported: Set<String> = []
        return input.table.invocations.compactMap { invocation in
            guard case .image(let image) = invocation.value else { return nil }
            return warning(image, at: invocation.origin, reported: &reported)
        }
    }

    /// The symbols a tree's views set themselves, each located at its view.
    package static func check(tree root: ViewNode, file: String) -> [Diagnostic] {
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        var stack = [root]
        while let node = stack.popLast() {
            let values = node.explicitValues.values.map { $0 } + node.explicitKeyedValues.values.flatMap(\.values)
            for case .image(let image) in values {
                let location = node.origin ?? SourceLocation(file: file, line: 1, column: 1)
                if let diagnostic = warning(image, at: location, reported: &reported) { diagnostics.append(diagnostic) }
            }
            stack += node.children.reversed()
        }
        return diagnostics
    }

    private static func warning(_ image: ImageReference, at location: SourceLocation, reported: inout Set<String>) -> Diagnostic? {
        guard let symbol = image.symbol, SymbolGlyphs.glyph(symbol.name) == nil, reported.insert(symbol.name).inserted else {
            return nil
        }
        return Diagnostic(
            .unmappedSymbol, "previews have no glyph for the symbol '\(symbol.name)' and draw a placeholder in its place",
            at: location,
            hint: Suggestion.hint(for: symbol.name, in: SymbolGlyphs.names)
                ?? "check the name in the SF Symbols app; the device draws it if iOS has it")
    }
}
