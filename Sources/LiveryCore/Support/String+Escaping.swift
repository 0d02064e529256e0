extension String {
    /// The text with control characters (C0, DEL, C1) written as `\u{1B}`:
    /// names in messages come from input, and an escape sequence or a bell
    /// must reach a terminal as text, never as a command.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: String.isControl) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if String.isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The text as a JSON string literal, which is also a YAML double-quoted
    /// scalar (so it never reads as a number, a bool or a comment). Control
    /// characters, C1 controls, the Unicode line and paragraph separators and
    /// the byte-order mark are escaped: YAML reads a raw U+0085, U+2028 or
    /// U+2029 inside quotes as a line break, which folds to a space.
    package var jsonQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if String.isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
