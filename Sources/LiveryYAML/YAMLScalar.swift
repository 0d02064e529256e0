/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    public enum Style: UInt8, Sendable, Hashable {
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
        guard style == .plain else { return false }
        var value = value
        return value.withUTF8 { YAMLScalar.isNullSpelling($0) }
    }

    public var isQuoted: Bool { style != .plain }

    /// The spellings of null in a plain scalar.
    static func isNullSpelling(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch text.count {
        case 0: return true
        case 1: return text[0] == UInt8(ascii: "~")
        case 4:
            let word = (text[0], text[1], text[2], text[3])
            return word == (0x6E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x55, 0x4C, 0x4C)
        default: return false
        }
    }
}
