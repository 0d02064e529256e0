/// Stands in for user text in a capture: the same number of characters,
/// each letter, mark, digit or symbol replaced by the first of its kind in
/// its Unicode block (`Jane Doe` → `Aaaa Aaa`, `+1 555 0100` → `+0 000 0000`,
/// Cyrillic by Cyrillic, CJK by CJK), so text keeps its length, script and
/// line breaks, and so its layout, without its content. Spaces, line
/// breaks and punctuation are kept.
enum PlaceholderText {
    static func replacing(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(stand(for: scalar)) }
        return String(out)
    }

    /// The first scalar of `scalar`'s 128-scalar block with the same general category.
    private static func stand(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let category = scalar.properties.generalCategory
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .otherSymbol, .mathSymbol,
            .currencySymbol:
            let start = scalar.value & ~0x7F
            for value in start..<scalar.value {
                if let candidate = Unicode.Scalar(value), candidate.properties.generalCategory == category { return candidate }
            }
            return scalar
        default:
            return scalar
        }
    }
}
