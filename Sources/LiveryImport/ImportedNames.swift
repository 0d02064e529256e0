import LiveryCore

/// The palette colours and constants an import declares: the names the code
/// gave its values, made unique and kept apart from system colour names.
final class ImportedNames {
    private(set) var colors: [(name: String, value: String)] = []
    private(set) var constants: [(name: String, value: String)] = []

    /// The palette name for a colour the code calls `name`.
    func color(_ name: String, _ value: String) -> String {
        declare(name, value, in: &colors, avoiding: { SystemColors.named($0) != nil })
    }

    /// The constant name for a number the code calls `name`.
    func constant(_ name: String, _ value: String) -> String {
        declare(name, value, in: &constants, avoiding: { _ in false })
    }

    /// An unnamed colour written more than once: `color1`, `color2`, …
    func repeatedColor(_ value: String) -> String {
        if let existing = colors.first(where: { $0.value == value }) { return existing.name }
        var index = 1
        while colors.contains(where: { $0.name == "color\(index)" }) { index += 1 }
        colors.append(("color\(index)", value))
        return "color\(index)"
    }

    private func declare(
        _ name: String, _ value: String, in list: inout [(name: String, value: String)], avoiding reserved: (String) -> Bool
    ) -> String {
        var base = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        if base.isEmpty || base.first?.isNumber == true { base = "value" + base }
        if reserved(base) { base += "Color" }
        var candidate = base
        var index = 2
        while let existing = list.first(where: { $0.name == candidate }) {
            if existing.value == value { return candidate }
            candidate = base + String(index)
            index += 1
        }
        list.append((candidate, value))
        return candidate
    }
}
