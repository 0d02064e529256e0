import LiveryYAML

/// A design token as an editor lists it (`livery lsp`): its path, its type,
/// where its name is written, and the token it aliases or its value as text.
public struct DesignTokenEntry: Sendable, Hashable {
    public var name: String
    public var type: String?
    public var location: SourceLocation
    /// `color.brand` for a value written `{color.brand}`.
    public var alias: String?
    /// A scalar value as written; nil for an object (a colour's components, a dimension).
    public var text: String?
    /// A colour value's `hex` member (`#5856D6`), when it has one.
    public var hex: String?

    /// The tokens of a token file, in the order it writes them; empty when it cannot be read.
    public static func entries(ofTokenFile path: String, limits: StylesheetLimits = .default) -> [DesignTokenEntry] {
        guard let bytes = try? BoundedFileReader.read(path, maxBytes: limits.maxTokenBytes, beneath: limits.readableRoot),
            let root = try? YAMLReader.parse(bytes, limits: limits.yaml)
        else { return [] }
        var budget = TokenFile.Budget(maxTokens: limits.maxTokens, maxBytes: limits.maxTokenBytes)
        var sink = DiagnosticSink(file: path)
        let file = TokenFile(path: path, root: root, budget: &budget, sink: &sink)
        return file.order.compactMap { name in
            guard let token = file.tokens[name] else { return nil }
            return DesignTokenEntry(
                name: name, type: token.type, location: token.name.location(in: path), alias: TokenFile.aliasPath(token.value),
                text: token.value.text, hex: token.value["hex"]?.text)
        }
    }
}
