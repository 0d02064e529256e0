import Foundation

/// The names a stylesheet declares, read from its text with where each is:
/// palette colours, constants, named styles, declared types, traits (with
/// their values) and imports. Completion offers them; go to definition finds them.
struct DeclaredNames {
    struct Name {
        var name: String
        /// Zero-based line, one-based column in scalars.
        var line: Int
        var column: Int
        /// The value as written after the key, on its line.
        var value: String
    }

    var colors: [Name] = []
    var constants: [Name] = []
    var styles: [Name] = []
    var types: [Name] = []
    var traits: [Name] = []
    var imports: [Name] = []

    init(lines: [Substring]) {
        var section = ""
        var childColumn: Int?
        for (index, line) in lines.enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let column = DocumentContext.keyColumn(line)
            let trimmed = line.dropFirst(column)
            if column == 0 {
                guard let colon = trimmed.firstIndex(of: ":") else { continue }
                section = String(trimmed[..<colon])
                childColumn = nil
                if section == "imports" { imports += DeclaredNames.flowItems(trimmed[trimmed.index(after: colon)...], line: index, in: line) }
                continue
            }
            if section == "imports", line.drop(while: { $0 == " " }).hasPrefix("- ") {
                var item = trimmed.trimmingCharacters(in: [" ", "\"", "'"])
                // `- { tokens: Brand.dark.tokens.json, when: { … } }`
                if item.hasPrefix("{"), let tokens = item.range(of: "tokens:") {
                    item = String(item[tokens.upperBound...].prefix { $0 != "," && $0 != "}" }).trimmingCharacters(in: [" ", "\"", "'"])
                }
                if !item.isEmpty { imports.append(Name(name: item, line: index, column: column + 1, value: item)) }
                continue
            }
            // The section's own children: the first indentation under it.
            if childColumn == nil { childColumn = column }
            guard column == childColumn, let colon = trimmed.firstIndex(of: ":") else { continue }
            let name = String(trimmed[..<colon]).trimmingCharacters(in: [" ", "\"", "'"])
            let value = DeclaredNames.withoutComment(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            let entry = Name(name: name, line: index, column: column + 1, value: value)
            switch section {
            case "colors": colors.append(entry)
            case "constants": constants.append(entry)
            case "styles": styles.append(entry)
            case "types": types.append(entry)
            case "traits": traits.append(entry)
            default: break
            }
        }
    }

    /// The imports' paths, resolved against the document's folder.
    func importPaths(folder: String) -> [String] {
        imports.map { $0.name.hasPrefix("/") ? $0.name : folder + "/" + $0.name }
    }

    /// The text before a ` #` comment that is not inside quotes.
    static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return text[..<index]
            }
            previous = character
        }
        return text
    }

    /// The values a declared trait takes (`theme: { values: [paper, sepia] }`).
    func values(ofTrait name: String) -> [String] {
        guard let trait = traits.first(where: { $0.name == name }), let open = trait.value.range(of: "values:") else { return [] }
        let rest = trait.value[open.upperBound...]
        guard let start = rest.firstIndex(of: "["), let end = rest.firstIndex(of: "]"), start < end else { return [] }
        return rest[rest.index(after: start)..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The items of `[a, b]` after a key, with their columns.
    private static func flowItems(_ text: Substring, line index: Int, in line: Substring) -> [Name] {
        guard let open = text.firstIndex(of: "["), let close = text.lastIndex(of: "]"), open < close else { return [] }
        var names: [Name] = []
        var cursor = text.index(after: open)
        for item in text[cursor..<close].split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: [" ", "\"", "'"])
            if !name.isEmpty, let found = line.range(of: name, range: cursor..<close) {
                names.append(Name(name: name, line: index, column: line.unicodeScalars.distance(from: line.startIndex, to: found.lowerBound) + 1, value: name))
            }
            cursor = item.endIndex
        }
        return names
    }
}
