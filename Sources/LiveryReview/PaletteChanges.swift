import Foundation
import Livery
import LiveryYAML

/// The palette entries (`colors:`) whose value differs between two
/// stylesheets, read from their files (imports included): a designer's
/// one-line palette change is what `diff` points at, and every property
/// change that follows from it is listed under that line.
package struct PaletteChanges: Sendable {
    /// One changed entry: its value as written on each side (nil: absent) and where the new one is.
    package struct Entry: Sendable, Hashable {
        package var old: String?
        package var new: String?
        package var location: SourceLocation?
    }

    package private(set) var byName: [String: Entry] = [:]

    /// Compares the `colors:` of the stylesheet files `old` and `new` (a table's `files`).
    package init(old: [String], new: [String]) {
        let before = PaletteChanges.entries(of: old)
        let after = PaletteChanges.entries(of: new)
        for name in Set(before.keys).union(after.keys) where before[name]?.text != after[name]?.text {
            byName[name] = Entry(old: before[name]?.text, new: after[name]?.text, location: after[name]?.location)
        }
    }

    /// `colors.brand: "#1E6FD9" → "#D91E6F" (Palette.style.yaml:3:10)` for a
    /// change whose new colour is written with a changed palette name.
    package func cause(of change: StyleChange) -> String? {
        guard let name = change.colorName, let entry = byName[name] else { return nil }
        return "colors.\(name): \(entry.old ?? "none") → \(entry.new ?? "none")" + (entry.location.map { "  (\($0))" } ?? "")
    }

    /// Each palette name of the files, with its value as written and where; a later file's name wins, as an importer's does.
    private static func entries(of files: [String]) -> [String: (text: String, location: SourceLocation)] {
        var entries: [String: (text: String, location: SourceLocation)] = [:]
        for file in files where file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
            guard let data = FileManager.default.contents(atPath: file), let root = try? YAMLReader.parse([UInt8](data)),
                let colors = root["colors"]?.mapping
            else { continue }
            for pair in colors {
                guard let name = pair.key.text else { continue }
                entries[name] = (written(pair.value), SourceLocation(file: file, line: pair.value.start.line, column: pair.value.start.column))
            }
        }
        return entries
    }

    /// A value as written, its mappings' keys sorted, so only a change of value counts.
    private static func written(_ node: YAMLNode) -> String {
        if let text = node.text { return text }
        if let items = node.sequence { return "[" + items.map(written).joined(separator: ", ") + "]" }
        if let pairs = node.mapping {
            let fields = pairs.map { ($0.key.text ?? "?") + ": " + written($0.value) }.sorted()
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return ""
    }
}
