import Livery
import LiveryCore
import LiveryLSPProtocol

/// Completion where a stylesheet is being typed: top-level and rule keys,
/// a rule's property keys for its own class (with the app's declared types),
/// values by the property's kind (enum cases, system and palette colours,
/// `$constants`, text styles, weights, booleans), state keys of a keyed
/// property, class names in `type:` and `inside:`, style names in
/// `include:`, trait names and values in `when:`. Each item carries its
/// documentation.
enum CompletionProvider {
    enum Kind {
        static let `class` = 7
        static let property = 10
        static let value = 12
        static let keyword = 14
        static let color = 16
        static let enumMember = 20
        static let constant = 21
    }

    static let topLevelKeys = ["livery", "imports", "colors", "constants", "types", "traits", "styles", "rules"]
    static let ruleKeys = ["type", "inside", "when", "class", "include", "set"]

    /// What a document's imports add: design tokens and asset-catalog colours.
    struct Imported {
        var tokens: [DesignTokenEntry] = []
        var catalogColors: [String] = []
    }

    static func items(
        at position: LSP.Position, lines: [Substring], registry: TypeRegistry, imported: Imported = Imported()
    )
        -> [LSP.CompletionItem]
    {
        let context = DocumentContext(at: position, lines: lines)
        let names = DeclaredNames(lines: lines)
        let replaced = LSP.Range(
            start: OpenDocument.position(line: position.line + 1, column: context.prefixStart, in: lines), end: position)
        func item(_ label: String, _ kind: Int, detail: String? = nil, documentation: String? = nil) -> LSP.CompletionItem {
            LSP.CompletionItem(
                label: label, kind: kind, detail: detail, documentation: documentation,
                textEdit: LSP.TextEdit(range: replaced, newText: label))
        }
        let candidates = candidates(context, names: names, imported: imported, registry: registry, item: item)
        let prefix = context.prefix.lowercased()
        return candidates.filter { prefix.isEmpty || $0.label.lowercased().hasPrefix(prefix) }
    }

    private static func candidates(
        _ context: DocumentContext, names: DeclaredNames, imported: Imported, registry: TypeRegistry,
        item: (String, Int, String?, String?) -> LSP.CompletionItem
    ) -> [LSP.CompletionItem] {
        func items(_ labels: [String], _ kind: Int, detail: String? = nil) -> [LSP.CompletionItem] {
            labels.map { item($0, kind, detail, nil) }
        }
        guard let section = context.section else { return items(topLevelKeys, Kind.keyword) }
        let last = context.keys.last
        // Class names.
        if context.valueKey == "type" || context.valueKey == "inherits" {
            return classes(registry, of: [.view, .item], item: item)
        }
        if last == "inside" || context.valueKey == "inside" {
            return classes(registry, of: [.view, .controller], item: item)
        }
        if last == "include" || context.valueKey == "include" { return items(names.styles.map(\.name), Kind.value, detail: "named style") }
        // Traits.
        if last == "when" || context.keys.contains("when") {
            let custom = names.traits.map(\.name)
            if let trait = context.valueKey {
                let values = custom.contains(trait) ? names.values(ofTrait: trait) : TraitSetting.values(of: trait)
                return items(values, Kind.enumMember, detail: trait)
            }
            return items(TraitName.allCases.map(\.rawValue) + custom, Kind.property, detail: "trait")
        }
        guard section == "rules" || section == "styles" else { return [] }
        let type = context.ruleType ?? "UIView"
        // The keys of a keyed property's mapping: its states.
        if let key = context.keys.last, context.valueKey == nil, let path = context.propertyPath(""),
            let spec = registry.property(String(path.dropLast()), on: type)?.spec, spec.keyedBy == "state", key != "set"
        {
            return items(["normal", "highlighted", "selected", "disabled", "focused"], Kind.enumMember, detail: "control state")
        }
        if let key = context.valueKey {
            if section == "rules", context.keys.isEmpty, key == "class" { return [] }
            guard let path = context.propertyPath(key), let spec = registry.property(path, on: type)?.spec else { return [] }
            return values(spec, names: names, imported: imported, item: item)
        }
        if section == "rules", context.keys.isEmpty { return items(ruleKeys, Kind.keyword) }
        // `layer.` below `layer:`, nothing directly under `set:`.
        guard let parent = context.propertyPath("") else { return [] }
        return registry.allProperties(of: type).filter { $0.key.hasPrefix(parent) }.sorted { $0.key < $1.key }.map {
            item(String($0.key.dropFirst(parent.count)), Kind.property, "\($0.value.kind)", StylesheetSchema.hoverText($0.value))
        }
    }

    private static func classes(
        _ registry: TypeRegistry, of kinds: [ClassKind], item: (String, Int, String?, String?) -> LSP.CompletionItem
    )
        -> [LSP.CompletionItem]
    {
        kinds.flatMap { kind in
            registry.typeNames(of: kind).sorted().map {
                item($0, Kind.class, "\(kind)", registry.classChain(of: $0).joined(separator: " → "))
            }
        }
    }

    /// The values a property of this kind takes.
    private static func values(
        _ spec: PropertySpec, names: DeclaredNames, imported: Imported, item: (String, Int, String?, String?) -> LSP.CompletionItem
    ) -> [LSP.CompletionItem] {
        func tokens(_ types: Set<String>, prefix: String) -> [LSP.CompletionItem] {
            imported.tokens.filter { $0.type.map(types.contains) == true }.map { token in
                item(prefix + token.name, Kind.constant, "\(token.type ?? "") token", token.alias.map { "→ {\($0)}" } ?? token.text)
            }
        }
        switch spec.kind {
        case .enumeration(let cases), .enumList(let cases):
            return cases.map { item($0, Kind.enumMember, spec.keyPath, spec.caseSummaries[$0]) }
        case .bool:
            return ["true", "false"].map { item($0, Kind.value, "bool", nil) }
        case .color:
            let palette =
                names.colors.map { item($0.name, Kind.color, "palette: " + $0.value, nil) }
                + imported.catalogColors.map { item($0, Kind.color, "asset catalog colour", nil) } + tokens(["color"], prefix: "")
            let system = SystemColors.allNames.sorted().map { name in
                item(name, Kind.color, "system colour", SystemColors.named(name).map { "\($0)" })
            }
            return palette + system
        case .number:
            return names.constants.map { item("$" + $0.name, Kind.constant, "constant: " + $0.value, nil) }
                + tokens(["dimension", "number"], prefix: "$")
        case .font:
            return DynamicType.styles.keys.sorted().map { item($0, Kind.value, "Dynamic Type text style", nil) }
                + tokens(["typography"], prefix: "$")
        default:
            return []
        }
    }
}
