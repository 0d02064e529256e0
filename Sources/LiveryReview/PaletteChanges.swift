import Foundation
import Livery
import LiveryYAML

/// The palette entries (`colors:`) whose value differs between two
/// stylesheets, read from their files (imports included): a designer's
/// one-line palette change is what `diff` points at, and every property
/// change that follows from it is listed under that line.
///
/// Names are a file's own (Stylesheets.md, "Imports"): a change is traced
/// from the file of the rule that set it, to its own entry, else to an
/// imported file's; an entry that names another (`accent: brand`) is
/// followed to it. Files are paired across the two sides by their path
/// relative to the stylesheet's folder, so a `git:` revision's copy meets
/// the working copy.
package struct PaletteChanges: Sendable {
    /// A palette entry as written: its value's text and where the value is.
    private struct Entry: Sendable {
        var text: String
        var location: SourceLocation
    }

    /// Each side's entries by file (relative path) and name; the files in the table's order.
    private let before: [String: [String: Entry]]
    private let after: [String: [String: Entry]]
    private let files: [String]
    /// The new side's relative path of each of its files' absolute path.
    private let relative: [String: String]

    /// Compares the `colors:` of the stylesheet files `old` and `new` (a
    /// table's `files`, the stylesheet last); `maxBytes` bounds each file read.
    package init(old: [String], new: [String], maxBytes: Int = YAMLLimits.default.maxBytes) {
        let (before, _) = PaletteChanges.entries(of: old, maxBytes: maxBytes)
        let (after, relative) = PaletteChanges.entries(of: new, maxBytes: maxBytes)
        self.before = before
        self.after = after
        self.relative = relative
        files = new.compactMap { relative[$0] }
    }

    /// A side that is not read: no change has a palette cause (a compiled table's files may have changed since).
    package static let none = PaletteChanges(old: [], new: [])

    /// `colors.brand: "#1E6FD9" → "#D91E6F"  (Palette.style.yaml:3:10)` for a
    /// change whose new colour is written with a palette name whose value changed.
    package func cause(of change: StyleChange) -> String? {
        guard let name = change.colorName, let origin = change.origin, let file = originFile(origin) else { return nil }
        var (current, key) = (name, file)
        for _ in 0..<8 {
            guard let owner = self.owner(of: current, from: key), let entry = after[owner]?[current] else { return nil }
            let old = before[owner]?[current]?.text
            if old != entry.text {
                return "colors.\(current): \(old ?? "none") → \(entry.text)  (\(entry.location))"
            }
            // Unchanged: an alias of another name leads on to it.
            guard PaletteChanges.isName(entry.text) else { return nil }
            (current, key) = (entry.text, owner)
        }
        return nil
    }

    /// The file whose entry `name` is, seen from `file`: its own, else the
    /// latest other file of the table that has one.
    private func owner(of name: String, from file: String) -> String? {
        if after[file]?[name] != nil { return file }
        return files.reversed().first { $0 != file && after[$0]?[name] != nil }
    }

    /// The relative path of a `file:line:column` origin's file on the new side.
    private func originFile(_ origin: String) -> String? {
        let parts = origin.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let path = parts.dropLast(2).joined(separator: ":")
        return relative[path] ?? relative[URL(fileURLWithPath: path).standardizedFileURL.path]
            ?? relative.first { $0.key.hasSuffix("/" + path) }?.value
    }

    /// Each file's palette names, with their values as written and where, and
    /// each file's key: its path relative to the stylesheet's folder (the
    /// last file's), the stylesheet's own being empty.
    private static func entries(of files: [String], maxBytes: Int) -> ([String: [String: Entry]], [String: String]) {
        let yaml = files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        guard let main = yaml.last else { return ([:], [:]) }
        let folder = URL(fileURLWithPath: main).deletingLastPathComponent().standardizedFileURL.path + "/"
        var entries: [String: [String: Entry]] = [:]
        var relative: [String: String] = [:]
        for file in yaml {
            let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
            // The two stylesheets pair whatever their names (`old.style.yaml`, `new.style.yaml`); imports by path.
            let key = file == main ? "" : absolute.hasPrefix(folder) ? String(absolute.dropFirst(folder.count)) : absolute
            relative[file] = key
            relative[absolute] = key
            guard let bytes = try? BoundedFileReader.read(file, maxBytes: maxBytes), let root = try? YAMLReader.parse(bytes),
                let colors = root["colors"]?.mapping
            else { continue }
            var own: [String: Entry] = [:]
            for pair in colors {
                guard let name = pair.key.text else { continue }
                own[name] = Entry(
                    text: written(pair.value), location: SourceLocation(file: file, line: pair.value.start.line, column: pair.value.start.column))
            }
            entries[key] = own
        }
        return (entries, relative)
    }

    /// Whether a value as written is a bare name (of another entry, or of a system colour).
    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// A value as written, its mappings' keys sorted, so only a change of value counts.
    private static func written(_ node: YAMLNode) -> String {
        if let text = node.text { return text }
        if let items = node.sequence { return "[" + items.map(written).joined(separator: ", ") + "]" }
        if let pairs = node.mapping {
            return "{" + pairs.map { ($0.key.text ?? "?") + ": " + written($0.value) }.sorted().joined(separator: ", ") + "}"
        }
        return ""
    }
}
