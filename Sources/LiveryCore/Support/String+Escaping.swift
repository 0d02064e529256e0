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
}
