/// One node of a parsed YAML document, with the source range it came from.
///
/// Mappings keep their source order; aliases have already been expanded into
/// copies of their anchored node (within ``YAMLLimits/maxAliasExpansion``).
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var content: Content
    /// Where the node starts (its first character, or its anchor/tag).
    public var start: YAMLMark
    /// Just past the node's last character.
    public var end: YAMLMark
    /// The explicit tag, if the source wrote one (`!!str`, `!custom`).
    public var tag: String?

    public init(content: Content, start: YAMLMark, end: YAMLMark, tag: String? = nil) {
        self.content = content
        self.start = start
        self.end = end
        self.tag = tag
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value of the first pair whose key is the plain or quoted scalar `key`.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.value == key }?.value
    }

    /// A word for the node's kind, for diagnostics ("expected a number, found a mapping").
    public var kindName: String {
        switch content {
        case .scalar(let s): return s.isNull ? "null" : "scalar"
        case .sequence: return "sequence"
        case .mapping: return "mapping"
        }
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var value: String
    public var style: Style

    public init(value: String, style: Style) {
        self.value = value
        self.style = style
    }

    /// YAML's null: an unquoted `~`, `null`, `Null`, `NULL` or nothing at all.
    public var isNull: Bool {
        style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }

    public var isQuoted: Bool { style != .plain }
}

/// One key/value entry of a mapping, in source order.
public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
