import LiveryYAML

/// Compiles rules into ``Rule``s and their ``Invocation``s: one record per
/// (rule, canonical keypath, axis key), in source order.
///
/// Nested keypaths (`layer: { cornerRadius: 8 }`) are flattened to the dotted
/// form, aliases (`clipsToBounds`) to their canonical keypath, and axis keys
/// to their canonical spelling (`selected+highlighted` → `highlighted+selected`).
struct RuleCompiler {
    static let ruleKeys = ["type", "inside", "when", "class", "set"]

    let registry: TypeRegistry
    private(set) var rules: [Rule] = []
    private(set) var invocations: [Invocation] = []
    /// Per class: every property by keypath, and every proper keypath prefix (`layer`).
    private var propertyCache: [String: (properties: [String: PropertySpec], prefixes: Set<String>)] = [:]

    init(registry: TypeRegistry) {
        self.registry = registry
    }

    /// The axis of a keyed property, as it applies to one rule's class.
    private struct Axis {
        var name: String
        /// The key a plain value is recorded under (`normal`, an enum's default).
        var defaultKey: String
        /// Valid keys, for suggestions.
        var keys: [String]
        var isState: Bool

        func canonical(_ key: String) -> String? {
            if isState { return ControlState(key: key)?.key }
            return keys.contains(key) ? key : nil
        }
    }

    // MARK: Rules

    mutating func compileRule(_ node: YAMLNode, reader: inout ValueReader) {
        guard let pairs = node.mapping else {
            reader.report(.wrongKind, "a rule is a mapping (type:, set:, …), found a \(node.kindName)", at: node)
            return
        }
        var type: String?
        var hasType = false
        var inside: [String] = []
        var traits: [TraitCondition] = []
        var classes: [String] = []
        var set: YAMLNode?
        for pair in pairs {
            switch pair.key.text {
            case "type":
                hasType = true
                type = className(pair.value, reader: &reader)
            case "inside":
                inside = classNames(pair.value, reader: &reader)
            case "when":
                traits = traitConditions(pair.value, reader: &reader)
            case "class":
                classes = styleClasses(pair.value, reader: &reader)
            case "set":
                set = pair.value
            default:
                let name = pair.key.text ?? "a \(pair.key.kindName)"
                reader.report(.unknownRuleKey, "unknown rule key '\(name)'; expected \(RuleCompiler.ruleKeys.joined(separator: ", "))",
                              at: pair.key, hint: Suggestion.hint(for: name, in: RuleCompiler.ruleKeys))
            }
        }
        if !hasType { reader.report(.missingKey, "a rule needs 'type', the class it styles", at: node) }
        if set == nil { reader.report(.missingKey, "a rule needs 'set', the properties it sets", at: node) }
        // Without a known class there is nothing to check the properties against.
        guard let type else { return }
        let index = rules.count
        rules.append(Rule(index: index, selector: Selector(type: type, inside: inside, traits: traits, classes: classes),
                          origin: node.location(in: reader.context.file)))
        guard let set, !set.isNull else {
            if let set { reader.report(.nullValue, "'set' has no properties", at: set, hint: ValueReader.nullHint) }
            return
        }
        guard set.mapping != nil else {
            reader.report(.wrongKind, "'set' is a mapping of property keypaths to values, found a \(set.kindName)", at: set)
            return
        }
        var seen: [String: SourceLocation] = [:]
        compileSet(set, prefix: "", type: type, rule: index, seen: &seen, reader: &reader)
    }

    private func className(_ node: YAMLNode, reader: inout ValueReader) -> String? {
        guard let name = node.text, !node.isNull else {
            reader.report(node.isNull ? .nullValue : .wrongKind, "expected a class name, found \(node.isNull ? "no value" : "a \(node.kindName)")",
                          at: node)
            return nil
        }
        guard registry.contains(name) else {
            reader.report(.unknownType, "unknown class '\(name)'", at: node, hint: Suggestion.hint(for: name, in: registry.typeNames)
                ?? "declare it under types:, e.g. `\(name): { inherits: UIView }`")
            return nil
        }
        return name
    }

    /// `inside:` — one class or a list, innermost first.
    private func classNames(_ node: YAMLNode, reader: inout ValueReader) -> [String] {
        guard let items = node.sequence else { return className(node, reader: &reader).map { [$0] } ?? [] }
        return items.compactMap { className($0, reader: &reader) }
    }

    private func traitConditions(_ node: YAMLNode, reader: inout ValueReader) -> [TraitCondition] {
        guard let pairs = node.mapping else {
            reader.report(.wrongKind, "'when' is a mapping of trait names to values (userInterfaceStyle: dark), found a \(node.kindName)", at: node)
            return []
        }
        let names = TraitVocabulary.values.keys.sorted()
        var conditions: [TraitCondition] = []
        for pair in pairs {
            guard let name = pair.key.text, let allowed = TraitVocabulary.values[name] else {
                let written = pair.key.text ?? "a \(pair.key.kindName)"
                reader.report(.unknownTrait, "unknown trait '\(written)'; expected \(names.joined(separator: ", "))", at: pair.key,
                              hint: Suggestion.hint(for: written, in: names))
                continue
            }
            guard let text = pair.value.text, let value = TraitVocabulary.canonicalValue(text, for: name) else {
                let written = pair.value.text ?? "a \(pair.value.kindName)"
                reader.report(.badTraitValue, "'\(written)' is not a value of \(name); expected \(allowed.joined(separator: ", "))",
                              at: pair.value, hint: Suggestion.hint(for: written, in: allowed))
                continue
            }
            conditions.append(TraitCondition(name: name, value: value))
        }
        return conditions.sorted { $0.name < $1.name }
    }

    private func styleClasses(_ node: YAMLNode, reader: inout ValueReader) -> [String] {
        let items = node.sequence ?? [node]
        var classes: [String] = []
        for item in items {
            guard let name = item.text, Names.isStyleClass(name) else {
                reader.report(.badName, "'\(item.text ?? item.kindName)' is not a valid style-class name", at: item,
                              hint: "a style class is a letter or '_' followed by letters, digits, '_' or '-'")
                continue
            }
            if !classes.contains(name) { classes.append(name) }
        }
        return classes
    }

    // MARK: Properties

    private mutating func properties(of type: String) -> (properties: [String: PropertySpec], prefixes: Set<String>) {
        if let cached = propertyCache[type] { return cached }
        let properties = registry.allProperties(of: type)
        var prefixes = Set<String>()
        for keyPath in properties.keys {
            var path = Substring(keyPath)
            while let dot = path.lastIndex(of: ".") {
                path = path[..<dot]
                prefixes.insert(String(path))
            }
        }
        propertyCache[type] = (properties, prefixes)
        return (properties, prefixes)
    }

    private mutating func compileSet(_ node: YAMLNode, prefix: String, type: String, rule: Int,
                                     seen: inout [String: SourceLocation], reader: inout ValueReader) {
        let known = properties(of: type)
        for pair in node.mapping ?? [] {
            guard let key = pair.key.text, !pair.key.isNull, !key.isEmpty else {
                reader.report(.wrongKind, "a property keypath is a name, found a \(pair.key.kindName)", at: pair.key)
                continue
            }
            let path = prefix.isEmpty ? key : prefix + "." + key
            let keyPath = TypeRegistry.canonicalKeyPath(path)
            if let spec = known.properties[keyPath] {
                compileValue(pair.value, spec: spec, keyPath: keyPath, type: type, rule: rule, seen: &seen, reader: &reader)
            } else if pair.value.mapping != nil, known.prefixes.contains(path) {
                compileSet(pair.value, prefix: path, type: type, rule: rule, seen: &seen, reader: &reader)
            } else {
                reportUnknownProperty(path, at: pair.key, type: type, known: known, reader: &reader)
            }
        }
    }

    private func reportUnknownProperty(_ path: String, at node: YAMLNode, type: String,
                                       known: (properties: [String: PropertySpec], prefixes: Set<String>), reader: inout ValueReader) {
        let keyPath = TypeRegistry.canonicalKeyPath(path)
        var hint: String?
        if known.prefixes.contains(path) {
            hint = "'\(path)' groups properties: write a mapping, e.g. `\(path): { \(known.properties.keys.sorted().first { $0.hasPrefix(path + ".") }?.dropFirst(path.count + 1) ?? "…"): … }`"
        } else if let suggestion = Suggestion.closest(to: path, in: Array(known.properties.keys) + TypeRegistry.aliases.keys) {
            hint = "did you mean '\(suggestion)'?"
        } else {
            let owners = registry.typeNames.filter { registry.type(named: $0)?.properties[keyPath] != nil }
            if !owners.isEmpty { hint = "'\(path)' is a property of \(owners.joined(separator: ", ")), not of \(type)" }
        }
        reader.report(.unknownProperty, "unknown property '\(path)' for \(type)", at: node, hint: hint)
    }

    private mutating func compileValue(_ node: YAMLNode, spec: PropertySpec, keyPath: String, type: String, rule: Int,
                                       seen: inout [String: SourceLocation], reader: inout ValueReader) {
        let mappingKeys = RuleCompiler.mappingKeys(of: spec.kind)
        guard let axisName = spec.keyedBy, let axis = axis(axisName, type: type) else {
            if let first = node.mapping?.first?.key.text, ControlState(key: first) != nil, !mappingKeys.contains(first) {
                reader.report(.notKeyed, "'\(keyPath)' is not keyed: it takes one value, not one per state", at: node.mapping?.first?.key ?? node)
                return
            }
            if let value = reader.value(node, as: spec.kind) {
                record(keyPath, axisKey: nil, value: value, at: node, rule: rule, seen: &seen, reader: &reader)
            }
            return
        }
        // A mapping is per-key values unless it is the value's own mapping form
        // (a keyed color may be `{ light:, dark: }`).
        if let pairs = node.mapping, pairs.first.map({ axis.canonical($0.key.text ?? "") != nil || !mappingKeys.contains($0.key.text ?? "") }) ?? true {
            for pair in pairs {
                guard let written = pair.key.text, let key = axis.canonical(written) else {
                    let name = pair.key.text ?? "a \(pair.key.kindName)"
                    let expected = axis.isState ? "normal, highlighted, disabled, selected, focused or a combination joined with +"
                        : axis.keys.joined(separator: ", ")
                    reader.report(.unknownAxisKey, "'\(name)' is not a \(axis.name) key of '\(keyPath)'; expected \(expected)", at: pair.key,
                                  hint: Suggestion.hint(for: name, in: axis.keys))
                    continue
                }
                if let value = reader.value(pair.value, as: spec.kind) {
                    record(keyPath, axisKey: key, value: value, at: pair.value, rule: rule, seen: &seen, reader: &reader)
                }
            }
        } else if let value = reader.value(node, as: spec.kind) {
            record(keyPath, axisKey: axis.defaultKey, value: value, at: node, rule: rule, seen: &seen, reader: &reader)
        }
    }

    private func axis(_ name: String, type: String) -> Axis? {
        if name == "state" {
            return Axis(name: "state", defaultKey: ControlState.normal.key,
                        keys: ["normal"] + ControlState.flagNames.map(\.0), isState: true)
        }
        guard let spec = registry.property(name, on: type)?.spec, case .enumeration(let cases) = spec.kind,
              let first = cases.first else { return nil }
        var defaultKey = first
        if case .enumCase(let c)? = spec.defaultValue { defaultKey = c }
        return Axis(name: name, defaultKey: defaultKey, keys: cases, isState: false)
    }

    private mutating func record(_ keyPath: String, axisKey: String?, value: Value, at node: YAMLNode, rule: Int,
                                 seen: inout [String: SourceLocation], reader: inout ValueReader) {
        let location = node.location(in: reader.context.file)
        let id = axisKey.map { keyPath + "[" + $0 + "]" } ?? keyPath
        if let first = seen[id] {
            reader.report(.duplicateProperty, "'\(id)' is set twice in this rule (first at line \(first.line), column \(first.column))",
                          at: node, hint: "dotted and nested keypaths, and aliases such as clipsToBounds, name the same property")
            return
        }
        seen[id] = location
        invocations.append(Invocation(rule: rule, keyPath: keyPath, axisKey: axisKey, value: value, origin: location))
    }

    /// The keys of a kind's own mapping form, which a keyed property's mapping is not.
    static func mappingKeys(of kind: ValueKind) -> Set<String> {
        switch kind {
        case .color: return ValueReader.colorKeys
        case .size: return ["width", "height"]
        case .point: return ["x", "y"]
        case .rect: return ["x", "y", "width", "height"]
        case .insets: return ["top", "left", "bottom", "right"]
        case .font: return ["size", "weight", "family"]
        case .shape, .shapeOrImage: return ValueReader.shapeKeys
        default: return []
        }
    }
}
