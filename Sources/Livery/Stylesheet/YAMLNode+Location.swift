import LiveryYAML

extension YAMLNode {
    /// Where the node starts, in `file`.
    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: start.line, column: start.column)
    }

    /// The position of the UTF-8 byte `offset` inside a one-line scalar, so an
    /// error in `$a / 0` or in path data points at the offending character.
    /// Falls back to the node's start for multi-line or block scalars.
    func location(in file: String, byteOffset offset: Int) -> SourceLocation {
        guard let scalar, start.line == end.line, offset > 0 else { return location(in: file) }
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return location(in: file)
        }
        let prefix = scalar.value.utf8.prefix(offset)
        let scalars = String(decoding: prefix, as: UTF8.self).unicodeScalars.count
        return SourceLocation(file: file, line: start.line, column: start.column + quote + scalars)
    }

    /// True for a plain (unquoted) scalar.
    var isPlainScalar: Bool { scalarStyle == .plain }

    /// True for YAML null (an empty value, `~`, `null`) without an explicit tag.
    var isNull: Bool { isNullScalar && tag == nil }
}
