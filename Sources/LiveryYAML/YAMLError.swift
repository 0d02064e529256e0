/// A problem that stops the reader, with the position it was found at.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// libyaml rejected the text.
        case syntax = "yaml-syntax"
        /// A mapping names the same key twice.
        case duplicateKey = "duplicate-key"
        /// An alias names no anchor.
        case undefinedAlias = "undefined-alias"
        /// Aliases would expand past the budget.
        case aliasBudget = "alias-budget"
        /// Nesting is deeper than the limit.
        case tooDeep = "nesting-too-deep"
        /// The input or its node count is over the limit.
        case tooLarge = "input-too-large"
        /// The input is not UTF-8 text.
        case encoding = "encoding"
    }

    public var kind: Kind
    public var message: String
    public var mark: YAMLMark
    /// A related earlier position (the first occurrence of a duplicate key).
    public var related: YAMLMark?
    /// How to fix it, when the reader can tell.
    public var hint: String?

    public init(_ kind: Kind, _ message: String, at mark: YAMLMark, related: YAMLMark? = nil, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.mark = mark
        self.related = related
        self.hint = hint
    }

    public var description: String { "\(mark): \(message) [\(kind.rawValue)]" }

    /// The hint for a key that is really a piece of a value: in `{ a: rgba(10%, 10%, 10%, 0.5) }`
    /// each comma ends an entry, so `10%` and `0.5)` become keys. Nil for a key that looks like a name.
    public static func splitValueHint(forKey key: String) -> String? {
        guard let first = key.first, key.contains("%") || key.hasSuffix(")") || first.isNumber || first == "-" || first == "."
        else { return nil }
        return "a comma inside '{ }' or '[ ]' ends the value there: quote a value that has commas, e.g. \"rgba(10%, 10%, 10%, 0.5)\""
    }
}
