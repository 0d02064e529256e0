import LiveryYAML

/// The top-level `styles:` of every file compiled: named property sets that
/// a rule, or another style, pulls in with `include: [name, …]` (Docs/Stylesheets.md,
/// "Named styles"). A later file's style replaces an earlier one of the same name.
struct NamedStyles {
    struct Style {
        var file: Int
        var name: YAMLNode
        var set: YAMLNode?
        var include: YAMLNode?
    }

    static let styleKeys = ["set", "include"]
    /// Deepest chain of includes (a style including a style …).
    static let maxDepth = 32

    private(set) var styles: [String: Style] = [:]

    /// Reads every file's `styles:` (names and keys checked).
    init(_ files: [SourceFile], readers: inout [ValueReader]) {
        for (f, file) in files.enumerated() {
            guard let node = file["styles"], !node.isNull else { continue }
            guard let pairs = node.mapping else {
                readers[f].sink.report(
                    .wrongKind, "'styles' is a mapping of style names to { set:, include: }, found a \(node.kindName)", at: node)
                continue
            }
            for pair in pairs {
                guard let name = pair.key.text, Names.isIdentifier(name) else {
                    readers[f].sink.report(
                        .badName, "'\(pair.key.text ?? pair.key.kindName)' is not a valid style name", at: pair.key,
                        hint: "a name is a letter or '_' followed by letters, digits or '_'")
                    continue
                }
                guard let entries = pair.value.mapping else {
                    readers[f].sink.report(
                        .wrongKind, "a style is a mapping with 'set:' and 'include:', found a \(pair.value.kindName)", at: pair.value)
                    continue
                }
                for entry in entries where !NamedStyles.styleKeys.contains(entry.key.text ?? "") {
                    readers[f].sink.reportUnknownKey(entry.key, allowed: NamedStyles.styleKeys, in: "a style")
                }
                styles[name] = Style(file: f, name: pair.key, set: pair.value["set"], include: pair.value["include"])
            }
        }
    }

    /// The `set:` mappings an `include:` pulls in, in order (a style's own
    /// includes before its own set), each with its file; unknown names and
    /// cycles are reported at the include that names them.
    func sets(included node: YAMLNode, from file: Int, readers: inout [ValueReader]) -> [(file: Int, set: YAMLNode)] {
        var result: [(file: Int, set: YAMLNode)] = []
        var chain: [String] = []
        expand(node, from: file, chain: &chain, into: &result, readers: &readers)
        return result
    }

    private func expand(
        _ node: YAMLNode, from file: Int, chain: inout [String], into result: inout [(file: Int, set: YAMLNode)],
        readers: inout [ValueReader]
    ) {
        let items = node.sequence.map(Array.init) ?? [node]
        for item in items {
            guard let name = item.text, !item.isNull else {
                readers[file].sink.report(
                    .wrongKind, "'include' names styles: a name or a list of names, found a \(item.kindName)", at: item)
                continue
            }
            guard let style = styles[name] else {
                readers[file].sink.report(
                    .unknownStyle, "unknown style '\(name)'", at: item,
                    hint: readers[file].sink.suggestion(for: name, in: styles.keys) ?? "declare it under styles:")
                continue
            }
            guard !chain.contains(name) else {
                readers[file].sink.report(.includeCycle, "include cycle: \((chain + [name]).joined(separator: " → "))", at: item)
                continue
            }
            guard chain.count < NamedStyles.maxDepth else {
                readers[file].sink.report(.includeLimit, "styles nest more than \(NamedStyles.maxDepth) includes deep", at: item)
                continue
            }
            chain.append(name)
            if let include = style.include { expand(include, from: style.file, chain: &chain, into: &result, readers: &readers) }
            if let set = style.set { result.append((style.file, set)) }
            chain.removeLast()
        }
    }
}
