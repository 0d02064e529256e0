/// `unmapped-symbol`: a symbol image names an SF Symbol that previews have no
/// glyph for (``SymbolGlyphs``), so they draw a labelled placeholder where the
/// device draws the symbol. Once per name, at its first use.
enum UnmappedSymbolLint {
    static func check(_ input: LintInput) -> [Diagnostic] {
        var reported: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for invocation in input.table.invocations {
            guard case .image(let image) = invocation.value, let symbol = image.symbol,
                SymbolGlyphs.glyph(symbol.name) == nil, reported.insert(symbol.name).inserted
            else { continue }
            diagnostics.append(
                Diagnostic(
                    .unmappedSymbol,
                    "previews have no glyph for the symbol '\(symbol.name)' and draw a placeholder in its place",
                    at: invocation.origin,
                    hint: Suggestion.hint(for: symbol.name, in: SymbolGlyphs.names)
                        ?? "check the name in the SF Symbols app; the device draws it if iOS has it"))
        }
        return diagnostics
    }
}
