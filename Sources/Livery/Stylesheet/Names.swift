/// The spelling rules for names a stylesheet declares.
enum Names {
    /// A letter or `_`, then letters, digits or `_`: colors, constants, types, properties.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !NumberLiteral.isDigit(first) else { return false }
        return name.utf8.allSatisfy(NumberLiteral.isIdentifier)
    }

    /// Style-class names may also contain `-`, as in CSS (`primary-button`).
    static func isStyleClass(_ name: String) -> Bool {
        guard let first = name.utf8.first, !NumberLiteral.isDigit(first), first != UInt8(ascii: "-") else { return false }
        return name.utf8.allSatisfy { NumberLiteral.isIdentifier($0) || $0 == UInt8(ascii: "-") }
    }
}
