import LiveryYAML

/// Compiles the `types:` of every file into the registry (Docs/Stylesheets.md §5).
///
/// Types may inherit from built-in classes or from each other in any order
/// and across files; a cycle is reported once and broken (the type then
/// inherits from UIView) so the rest of the stylesheet is still checked.
struct TypeDeclarations {
    /// The property types a declaration may name (besides `enum:`).
    static let valueTypes: [String: ValueKind] = [
        "number": .number, "bool": .bool, "string": .string, "color": .color, "image": .image, "font": .font,
        "size": .size, "point": .point, "rect": .rect, "insets": .insets, "shape": .shape,
    ]
    static let declarationKeys = ["inherits", "properties"]
    static let propertyKeys = ["type", "enum", "default", "keyedBy", "target"]

    private struct Declaration {
        var name: String
        /// The name's key, where the type is declared.
        var key: YAMLNode
        var file: Int
        var inherits: YAMLNode?
        var superclass = "UIView"
        var properties: [YAMLPair] = []
    }

    /// A `keyedBy:` or `target:` to check once every type's properties are known.
    private struct Reference {
        var type: String
        var property: String
        var file: Int
        var keyedBy: YAMLNode?
        var target: YAMLNode?
    }

    private var declarations: [Declaration] = []
    private var indexByName: [String: Int] = [:]

    /// Adds every file's declared types to `registry`, reporting through each file's reader.
    static func compile(_ files: [SourceFile], readers: inout [ValueReader], registry: inout TypeRegistry, maxDepth: Int) {
        var compiler = TypeDeclarations()
        compiler.collect(files, readers: &readers, registry: registry)
        guard !compiler.declarations.isEmpty else { return }
        compiler.resolveSuperclasses(readers: &readers, registry: registry)
        compiler.breakCycles(readers: &readers)
        compiler.register(readers: &readers, registry: &registry, maxDepth: maxDepth)
        let references = compiler.addProperties(readers: &readers, registry: &registry)
        guard !references.isEmpty else { return }
        let index = PropertyIndex(registry)
        for reference in references {
            compiler.check(reference, readers: &readers, registry: &registry, index: index)
        }
    }

    private mutating func collect(_ files: [SourceFile], readers: inout [ValueReader], registry: TypeRegistry) {
        for (f, file) in files.enumerated() {
            guard let node = file["types"], !node.isNull else { continue }
            guard let pairs = node.mapping else {
                readers[f].sink.report(.wrongKind, "'types' is a mapping of type names to declarations, found a \(node.kindName)", at: node)
                continue
            }
            for pair in pairs {
                guard let name = pair.key.text, Names.isIdentifier(name) else {
                    readers[f].sink.report(
                        .badName, "'\(pair.key.text ?? pair.key.kindName)' is not a valid type name", at: pair.key,
                        hint: "a type name is a letter or '_' followed by letters, digits or '_'")
                    continue
                }
                if registry.contains(name) || indexByName[name] != nil {
                    let previous =
                        indexByName[name].map { " (first declared in \(files[declarations[$0].file].path))" }
                        ?? " (a built-in or registered class)"
                    let first = indexByName[name].map { declarations[$0].key.location(in: files[declarations[$0].file].path) }
                    readers[f].sink.report(
                        .duplicateType, "type '\(name)' is already defined\(previous)", at: pair.key,
                        notes: first.map { [Diagnostic.Note("first declared here", at: $0)] } ?? [])
                    continue
                }
                var declaration = Declaration(name: name, key: pair.key, file: f)
                if let entries = pair.value.mapping {
                    for entry in entries {
                        switch entry.key.text {
                        case "inherits":
                            declaration.inherits = entry.value
                        case "properties":
                            if let properties = entry.value.mapping {
                                declaration.properties = Array(properties)
                            } else if !entry.value.isNull {
                                readers[f].sink.report(
                                    .wrongKind,
                                    "'properties' is a mapping of property names to declarations, found a \(entry.value.kindName)",
                                    at: entry.value)
                            }
                        default:
                            readers[f].sink.reportUnknownKey(entry.key, allowed: TypeDeclarations.declarationKeys, in: "a type declaration")
                        }
                    }
                } else if !pair.value.isNull {
                    readers[f].sink.report(
                        .wrongKind, "a type declaration is a mapping ({ inherits: UIView, properties: … }), found a \(pair.value.kindName)",
                        at: pair.value)
                }
                indexByName[name] = declarations.count
                declarations.append(declaration)
            }
        }
    }

    private mutating func resolveSuperclasses(readers: inout [ValueReader], registry: TypeRegistry) {
        for i in declarations.indices {
            guard let node = declarations[i].inherits else { continue }
            let f = declarations[i].file
            guard let name = node.text, !node.isNull else {
                readers[f].sink.report(.wrongKind, "'inherits' names one class, found a \(node.isNull ? "null" : node.kindName)", at: node)
                continue
            }
            if registry.contains(name) || indexByName[name] != nil {
                declarations[i].superclass = name
            } else {
                readers[f].sink.report(
                    .unknownType, "unknown class '\(name)'", at: node,
                    hint: readers[f].sink.suggestion(for: name, in: registry.typeNames + indexByName.keys))
            }
        }
    }

    /// Finds inheritance cycles in one pass (each type is walked once) and
    /// breaks each at its first member in source order.
    private mutating func breakCycles(readers: inout [ValueReader]) {
        var state = [UInt8](repeating: 0, count: declarations.count)  // 0 new, 1 on the current walk, 2 done
        for start in declarations.indices where state[start] == 0 {
            var path: [Int] = []
            var current: Int? = start
            while let i = current, state[i] == 0 {
                state[i] = 1
                path.append(i)
                current = indexByName[declarations[i].superclass]
            }
            if let i = current, state[i] == 1, let loopStart = path.firstIndex(of: i) {
                let loop = Array(path[loopStart...])
                let first = loop.min() ?? i
                let rotated = Array(loop.drop { $0 != first } + loop.prefix { $0 != first })
                let names = (rotated + [first]).map { declarations[$0].name }
                let at = declarations[first].inherits ?? declarations[first].key
                readers[declarations[first].file].sink.report(
                    .inheritanceCycle, "inheritance cycle: \(names.joined(separator: " → "))", at: at)
                declarations[first].superclass = "UIView"
            }
            for i in path { state[i] = 2 }
        }
    }

    /// Registers every type after its superclass. A type deeper than
    /// `maxDepth` is reported and registered under UIView instead.
    private mutating func register(readers: inout [ValueReader], registry: inout TypeRegistry, maxDepth: Int) {
        var depth: [String: Int] = [:]
        for start in declarations.indices where !registry.contains(declarations[start].name) {
            // Cycles are broken already, so each walk ends at a registered class.
            var pending: [Int] = []
            var current: Int? = start
            while let i = current, !registry.contains(declarations[i].name), pending.count < declarations.count {
                pending.append(i)
                current = indexByName[declarations[i].superclass]
            }
            for i in pending.reversed() {
                var d = declarations[i]
                let parentDepth = depth[d.superclass] ?? registry.classChain(of: d.superclass).count
                if parentDepth + 1 > maxDepth {
                    readers[d.file].sink.report(
                        .inheritanceTooDeep,
                        "'\(d.name)' is \(parentDepth + 1) classes below UIView; the limit is \(maxDepth)",
                        at: d.inherits ?? d.key)
                    d.superclass = "UIView"
                    declarations[i].superclass = "UIView"
                }
                depth[d.name] = (depth[d.superclass] ?? registry.classChain(of: d.superclass).count) + 1
                do {
                    try registry.register(
                        TypeSpec(
                            name: d.name, superclass: d.superclass,
                            declaredAt: d.key.location(in: readers[d.file].context.file)))
                } catch {
                    readers[d.file].sink.report(.duplicateType, error.description, at: d.key)
                }
            }
        }
    }

    /// Parses each declared property's kind and default; returns the
    /// `keyedBy:`/`target:` references to check afterwards.
    private func addProperties(readers: inout [ValueReader], registry: inout TypeRegistry) -> [Reference] {
        var references: [Reference] = []
        // The classes that declare each property name, so a redeclaration is
        // found without walking the superclass chain once per property.
        var owners: [String: [String]] = [:]
        for type in registry.typeNames {
            guard let properties = registry.type(named: type)?.properties else { continue }
            for keyPath in properties.keys { owners[keyPath, default: []].append(type) }
        }
        for d in declarations {
            let f = d.file
            let ancestors = registry.classChain(of: d.superclass)
            let ancestorSet = Set(ancestors)
            for pair in d.properties {
                guard let name = pair.key.text, Names.isIdentifier(name) else {
                    readers[f].sink.report(
                        .badName, "'\(pair.key.text ?? pair.key.kindName)' is not a valid property name", at: pair.key,
                        hint: "a property name is a letter or '_' followed by letters, digits or '_'")
                    continue
                }
                let canonical = TypeRegistry.canonicalKeyPath(name)
                if let owner = (owners[canonical] ?? []).filter(ancestorSet.contains).min(by: {
                    (ancestors.firstIndex(of: $0) ?? 0) < (ancestors.firstIndex(of: $1) ?? 0)
                }) {
                    let declaredAt = registry.type(named: owner)?.properties[canonical]?.declaredAt
                    readers[f].sink.report(
                        .redeclaredProperty, "'\(name)' is already a property of \(owner)", at: pair.key,
                        notes: declaredAt.map { [Diagnostic.Note("declared here", at: $0)] } ?? [])
                    continue
                }
                var reference = Reference(type: d.name, property: name, file: f)
                guard let kind = propertyKind(pair.value, reference: &reference, reader: &readers[f]) else { continue }
                var defaultValue: Value?
                if let node = pair.value["default"] {
                    defaultValue = readers[f].value(node, as: kind)
                }
                let spec = PropertySpec(name, kind, default: defaultValue, declaredAt: pair.key.location(in: readers[f].context.file))
                registry.addProperty(spec, to: d.name)
                owners[name, default: []].append(d.name)
                if reference.keyedBy != nil || reference.target != nil { references.append(reference) }
            }
        }
        return references
    }

    /// `image` or `{ type: image, … }` or `{ enum: [...], … }`.
    private func propertyKind(_ node: YAMLNode, reference: inout Reference, reader: inout ValueReader) -> ValueKind? {
        if node.isNull {
            reader.sink.report(
                .nullValue, "a property declaration needs a type", at: node,
                hint: "write `name: number` or `name: { type: color, default: red }`")
            return nil
        }
        if let text = node.text { return valueType(text, at: node, reader: &reader) }
        guard let entries = node.mapping else {
            reader.sink.report(.wrongKind, "a property declaration is a type name or a mapping, found a sequence", at: node)
            return nil
        }
        var kind: ValueKind?
        var named = false
        for entry in entries {
            switch entry.key.text {
            case "type":
                if named {
                    reader.sink.report(.unknownValueType, "a property has either 'type' or 'enum', not both", at: entry.key)
                    return nil
                }
                named = true
                guard let text = entry.value.text, !entry.value.isNull else {
                    reader.sink.report(.wrongKind, "'type' names a value type, found a \(entry.value.kindName)", at: entry.value)
                    return nil
                }
                kind = valueType(text, at: entry.value, reader: &reader)
            case "enum":
                if named {
                    reader.sink.report(.unknownValueType, "a property has either 'type' or 'enum', not both", at: entry.key)
                    return nil
                }
                named = true
                kind = enumKind(entry.value, reader: &reader)
            case "keyedBy":
                reference.keyedBy = entry.value
            case "target":
                reference.target = entry.value
            case "default":
                break
            default:
                reader.sink.reportUnknownKey(entry.key, allowed: TypeDeclarations.propertyKeys, in: "a property declaration")
            }
        }
        if !named {
            reader.sink.report(.missingKey, "a property declaration needs 'type' or 'enum'", at: node)
        }
        return kind
    }

    private func valueType(_ name: String, at node: YAMLNode, reader: inout ValueReader) -> ValueKind? {
        if let kind = TypeDeclarations.valueTypes[name] { return kind }
        reader.sink.report(
            .unknownValueType,
            "unknown value type '\(name)'; expected \(TypeDeclarations.valueTypes.keys.sorted().joined(separator: ", ")) or { enum: [...] }",
            at: node, hint: reader.sink.suggestion(for: name, in: TypeDeclarations.valueTypes.keys))
        return nil
    }

    private func enumKind(_ node: YAMLNode, reader: inout ValueReader) -> ValueKind? {
        guard let items = node.sequence, !items.isEmpty else {
            reader.sink.report(.wrongKind, "'enum' is a non-empty list of case names", at: node)
            return nil
        }
        var cases: [String] = []
        var seen: Set<String> = []
        for item in items {
            guard let name = item.text, Names.isIdentifier(name) else {
                reader.sink.report(.badName, "'\(item.text ?? item.kindName)' is not a valid case name", at: item)
                return nil
            }
            guard seen.insert(name).inserted else {
                reader.sink.report(.duplicateCase, "case '\(name)' is listed twice", at: item)
                return nil
            }
            cases.append(name)
        }
        return .enumeration(cases)
    }

    /// Checks `keyedBy:` and `target:`; a bad one is dropped so rules are still checked.
    private func check(_ reference: Reference, readers: inout [ValueReader], registry: inout TypeRegistry, index: PropertyIndex) {
        guard var spec = registry.type(named: reference.type)?.properties[reference.property] else { return }
        if let node = reference.keyedBy {
            spec.keyedBy = keyedBy(node, for: reference, reader: &readers[reference.file], registry: registry)
        }
        if let node = reference.target {
            spec.target = target(node, for: reference, spec: spec, reader: &readers[reference.file], registry: registry, index: index)
        }
        registry.addProperty(spec, to: reference.type)
    }

    private func keyedBy(_ node: YAMLNode, for reference: Reference, reader: inout ValueReader, registry: TypeRegistry) -> String? {
        guard let axis = node.text, !node.isNull else {
            reader.sink.report(.wrongKind, "'keyedBy' names an enum property or 'state', found a \(node.kindName)", at: node)
            return nil
        }
        if axis == "state" {
            guard registry.isKind(reference.type, of: "UIControl") else {
                reader.sink.report(
                    .badKeyedBy, "keyedBy: state needs a UIControl subclass; \(reference.type) is not one", at: node,
                    hint: "inherit from UIControl or UIButton, or key by an enum property of \(reference.type)")
                return nil
            }
            return axis
        }
        // One lookup along the chain; every property is listed only for a hint.
        if axis != reference.property, let found = registry.property(axis, on: reference.type),
            case .enumeration = found.spec.kind, found.spec.keyedBy == nil
        {
            return axis
        }
        let what = registry.property(axis, on: reference.type) == nil ? "is not a property of \(reference.type)" : "is not an enum property"
        var hint: String?
        if reader.sink.spendSuggestion() {
            let enums = registry.allProperties(of: reference.type).filter {
                if case .enumeration = $0.value.kind { return $0.value.keyedBy == nil && $0.key != reference.property }
                return false
            }
            hint = Suggestion.hint(for: axis, in: enums.keys)
        }
        reader.sink.report(
            .badKeyedBy, "keyedBy '\(axis)' \(what); it must name an enum property of \(reference.type), or 'state' on a UIControl",
            at: node, hint: hint)
        return nil
    }

    private func target(
        _ node: YAMLNode, for reference: Reference, spec: PropertySpec, reader: inout ValueReader,
        registry: TypeRegistry, index: PropertyIndex
    ) -> PropertyTarget? {
        guard let text = node.text, !node.isNull, !text.isEmpty else {
            reader.sink.report(.wrongKind, "'target' is part.property or property, found a \(node.kindName)", at: node)
            return nil
        }
        // `property` on the view itself, if the type has it; else `part.property`.
        if let own = registry.property(text, on: reference.type) {
            guard own.spec.keyPath != reference.property else {
                reader.sink.report(.badTarget, "'\(reference.property)' cannot target itself", at: node)
                return nil
            }
            guard TypeDeclarations.canDrive(spec.kind, own.spec.kind) else {
                reader.sink.report(
                    .badTarget,
                    "'\(text)' takes \(ValueReader.expectation(own.spec.kind)), but '\(reference.property)' is \(ValueReader.expectation(spec.kind))",
                    at: node)
                return nil
            }
            return .own(own.spec.keyPath)
        }
        guard let dot = text.firstIndex(of: "."), Names.isIdentifier(String(text[..<dot])), text.index(after: dot) < text.endIndex else {
            reader.sink.report(
                .badTarget, "'\(text)' is neither a property of \(reference.type) nor part.property", at: node,
                hint: reader.sink.spendSuggestion() ? Suggestion.hint(for: text, in: registry.allProperties(of: reference.type).keys) : nil)
            return nil
        }
        // The part's class is only known in the tree, so any class's property of that name will do.
        let property = TypeRegistry.canonicalKeyPath(String(text[text.index(after: dot)...]))
        let candidates = (index.owners[property] ?? []).map(\.spec)
        guard !candidates.isEmpty else {
            reader.sink.report(
                .badTarget, "no class has a property '\(property)'", at: node,
                hint: reader.sink.suggestion(for: property, in: index.owners.keys))
            return nil
        }
        guard candidates.contains(where: { TypeDeclarations.canDrive(spec.kind, $0.kind) }) else {
            reader.sink.report(
                .badTarget,
                "'\(property)' takes \(ValueReader.expectation(candidates[0].kind)), but '\(reference.property)' is \(ValueReader.expectation(spec.kind))",
                at: node)
            return nil
        }
        return .part(String(text[..<dot]), keyPath: property)
    }

    /// True when a value of kind `source` can be assigned to a property of kind `target`.
    static func canDrive(_ source: ValueKind, _ target: ValueKind) -> Bool {
        switch (source, target) {
        case (.shape, .shapeOrImage), (.image, .shapeOrImage): return true
        case (.enumeration(let a), .enumeration(let b)): return Set(a).isSubset(of: b)
        default: return source == target
        }
    }
}
