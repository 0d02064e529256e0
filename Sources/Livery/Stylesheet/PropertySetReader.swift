import LiveryYAML

/// Reads a `set:` mapping for a view of a given class into assignments, the
/// same way for stylesheet rules and for tree nodes' explicit values.
///
/// Nested keypaths (`layer: { cornerRadius: 8 }`) are flattened to the dotted
/// form, aliases (`clipsToBounds`) to their canonical keypath, and axis keys
/// to their canonical spelling (`selected+highlighted` → `highlighted+selected`);
/// a plain value for a keyed property is assigned to the axis default.
struct PropertySetReader {
    let registry: TypeRegistry
    let index: PropertyIndex
    /// Per class, what reading its `set:` needs, worked out once.
    private var propertyCache: [String: KnownProperties] = [:]

    /// One class's properties as `set:` keys name them: by keypath and by
    /// alias (`clipsToBounds`), each with its axis if it is keyed; and every
    /// proper keypath prefix (`layer`).
    ///
    /// A class copies its superclass's entries while they are few, so a key
    /// usually costs one lookup; past ``maxCopied`` it links to them instead,
    /// so a deep chain of classes with many properties each costs linear
    /// memory, not a full copy per class.
    private final class KnownProperties: Sendable {
        struct Entry {
            let spec: PropertySpec
            let axis: Axis?
        }

        static let maxCopied = 512

        let entries: [String: Entry]
        let prefixes: Set<String>
        /// The superclass's properties, when they were too many to copy.
        let inherited: KnownProperties?

        init(entries: [String: Entry], prefixes: Set<String>, inherited: KnownProperties?) {
            self.entries = entries
            self.prefixes = prefixes
            self.inherited = inherited
        }

        static let none = KnownProperties(entries: [:], prefixes: [], inherited: nil)

        func entry(_ path: String) -> Entry? {
            var known: KnownProperties? = self
            while let current = known {
                if let entry = current.entries[path] { return entry }
                known = current.inherited
            }
            return nil
        }

        func isPrefix(_ path: String) -> Bool {
            var known: KnownProperties? = self
            while let current = known {
                if current.prefixes.contains(path) { return true }
                known = current.inherited
            }
            return false
        }

        /// Every keypath and alias, for suggestions.
        var keyPaths: [String] {
            var all: [String] = []
            var known: KnownProperties? = self
            while let current = known {
                all += current.entries.keys
                known = current.inherited
            }
            return all
        }

        /// A subclass's: this class's entries copied while they are few, else linked.
        func extended(by own: [String: Entry], prefixes ownPrefixes: Set<String>) -> KnownProperties {
            guard entries.count + own.count <= KnownProperties.maxCopied else {
                return KnownProperties(entries: own, prefixes: ownPrefixes, inherited: self)
            }
            return KnownProperties(
                entries: entries.merging(own) { _, subclass in subclass }, prefixes: prefixes.union(ownPrefixes),
                inherited: inherited)
        }
    }

    init(registry: TypeRegistry) {
        self.registry = registry
        self.index = PropertyIndex(registry)
    }

    /// The axis of a keyed property, as it applies to one class.
    private struct Axis {
        var name: String
        /// The key a plain value is recorded under (`normal`, an enum's default).
        var defaultKey: AxisKey
        /// Valid keys, for suggestions.
        var keys: [String]
        var isState: Bool

        func canonical(_ key: String, names: PropertyNames) -> AxisKey? {
            if isState { return ControlState(key: key).map(AxisKey.init) }
            return keys.contains(key) ? names.axisKey(key) : nil
        }
    }

    /// Reads one `set:` mapping and hands each assignment to `accept`, in
    /// source order. Problems go to `reader`'s sink; a bad entry is skipped
    /// and the rest are still read.
    mutating func read(_ set: YAMLNode, type: String, reader: inout ValueReader, accept: (PropertyAssignment) -> Void) {
        if set.isNull {
            reader.sink.report(.nullValue, "'set' has no properties", at: set)
            return
        }
        guard set.mapping != nil else {
            reader.sink.report(.wrongKind, "'set' is a mapping of property keypaths to values, found a \(set.kindName)", at: set)
            return
        }
        // One set's slots at a time: the buffer is kept for the next. The
        // result holds `accept` only while the set is read.
        withoutActuallyEscaping(accept) { accept in
            var result = Result(slots: recorded, accept: accept)
            recorded = []
            result.slots.removeAll(keepingCapacity: true)
            readSet(set, prefix: "", type: type, into: &result, reader: &reader)
            recorded = result.slots
        }
    }

    /// The slots of the set being read, kept between calls for their capacity.
    private var recorded: [Result.Recorded] = []

    /// What one set has assigned so far, each (property, axis key) once.
    private struct Result {
        /// Sets with fewer assignments find an earlier one by scanning (most set a handful).
        static let linearLimit = 16

        struct Recorded {
            var slot: Int64
            var origin: SourceLocation
        }

        var slots: [Recorded]
        let accept: (PropertyAssignment) -> Void
        /// While the `appearance:` shorthand is expanded: a slot the set
        /// already assigns keeps its own value, silently.
        var yieldsToEarlier = false
        /// Slot → index in `slots`; built only once there are `linearLimit` of them.
        var indexBySlot: [Int64: Int]?

        init(slots: [Recorded], accept: @escaping (PropertyAssignment) -> Void) {
            self.slots = slots
            self.accept = accept
        }

        /// One number per (property, axis key).
        static func slot(_ property: PropertyID, _ axisKey: AxisKey?) -> Int64 {
            Int64(property.rawValue) << 32 | Int64(UInt32(bitPattern: axisKey?.rawValue ?? -1))
        }

        mutating func record(
            _ property: PropertyID, axisKey: AxisKey?, value: Value, at node: YAMLNode, names: PropertyNames,
            reader: inout ValueReader
        ) {
            let slot = Result.slot(property, axisKey)
            if let first = firstOrigin(slot) {
                if yieldsToEarlier { return }
                let written = names.keyPath(property) + (axisKey.map { "[" + names.name($0) + "]" } ?? "")
                reader.sink.report(
                    .duplicateProperty,
                    "'\(written)' is set twice (first at line \(first.line), column \(first.column))",
                    at: node, hint: "dotted and nested keypaths, and aliases such as clipsToBounds, name the same property",
                    notes: [Diagnostic.Note("first set here", at: first)])
                return
            }
            let origin = node.location(in: reader.context.file)
            indexBySlot?[slot] = slots.count
            slots.append(Recorded(slot: slot, origin: origin))
            accept(PropertyAssignment(property: property, axisKey: axisKey, value: value, origin: origin))
        }

        private mutating func firstOrigin(_ slot: Int64) -> SourceLocation? {
            if indexBySlot == nil, slots.count < Result.linearLimit {
                return slots.first { $0.slot == slot }?.origin
            }
            if indexBySlot == nil {
                var index: [Int64: Int] = [:]
                for (i, recorded) in slots.enumerated() { index[recorded.slot] = i }
                indexBySlot = index
            }
            return indexBySlot?[slot].map { slots[$0].origin }
        }
    }

    /// A class's known properties: its superclass's (worked out first, once)
    /// plus its own, so a stylesheet's many small subclasses cost little.
    private mutating func properties(of type: String) -> KnownProperties {
        if let cached = propertyCache[type] { return cached }
        let chain = registry.classChain(of: type)
        var known = KnownProperties.none
        var toBuild = chain[...]
        if let cachedIndex = chain.firstIndex(where: { propertyCache[$0] != nil }), let cached = propertyCache[chain[cachedIndex]] {
            known = cached
            toBuild = chain[..<cachedIndex]
        }
        for name in toBuild.reversed() {
            var entries: [String: KnownProperties.Entry] = [:]
            var prefixes: Set<String> = []
            for (keyPath, spec) in registry.type(named: name)?.properties ?? [:] {
                var path = Substring(keyPath)
                while let dot = path.lastIndex(of: ".") {
                    path = path[..<dot]
                    prefixes.insert(String(path))
                }
                let entry = KnownProperties.Entry(spec: spec, axis: spec.keyedBy.flatMap { axis($0, type: name) })
                entries[keyPath] = entry
                for (alias, canonical) in TypeRegistry.aliases where canonical == keyPath { entries[alias] = entry }
            }
            known = known.extended(by: entries, prefixes: prefixes)
            propertyCache[name] = known
        }
        return known
    }

    private mutating func readSet(
        _ node: YAMLNode, prefix: String, type: String, into result: inout Result,
        reader: inout ValueReader
    ) {
        guard let pairs = node.mapping else { return }
        let known = properties(of: type)
        var shorthand: [(rest: String, pair: YAMLPair)] = []
        for pair in pairs {
            guard let key = pair.key.text, !pair.key.isNull, !key.isEmpty else {
                reader.sink.report(.wrongKind, "a property keypath is a name, found a \(pair.key.kindName)", at: pair.key)
                continue
            }
            let path = prefix.isEmpty ? key : prefix + "." + key
            if let rest = PropertySetReader.appearanceRest(path), known.isPrefix(BarSlot.standard.name) {
                shorthand.append((rest, pair))
            } else if let entry = known.entry(path) {
                readValue(pair.value, spec: entry.spec, axis: entry.axis, into: &result, reader: &reader)
            } else if pair.value.mapping != nil, known.isPrefix(path) {
                readSet(pair.value, prefix: path, type: type, into: &result, reader: &reader)
            } else if path == PropertySetReader.shadowShorthand, known.entry("layer.shadowColor") != nil {
                readShadow(pair.value, known: known, into: &result, reader: &reader)
            } else {
                reportUnknownProperty(path, at: pair.key, type: type, known: known, reader: &reader)
            }
        }
        for (rest, pair) in shorthand { readAppearance(rest, pair, type: type, known: known, into: &result, reader: &reader) }
    }

    /// `appearance:`, the shorthand for every slot of a bar's appearance objects.
    static let appearanceShorthand = "appearance"

    /// What follows `appearance` in a keypath (`""` for itself); nil for another keypath.
    static func appearanceRest(_ path: String) -> String? {
        if path == appearanceShorthand { return "" }
        guard path.hasPrefix(appearanceShorthand + ".") else { return nil }
        return String(path.dropFirst(appearanceShorthand.count + 1))
    }

    /// Reads a shorthand value into every slot the bar has, after the set's
    /// own keys: a slot set on its own keeps its value. A problem in the
    /// value is reported once, not once per slot.
    private mutating func readAppearance(
        _ rest: String, _ pair: YAMLPair, type: String, known: KnownProperties, into result: inout Result, reader: inout ValueReader
    ) {
        let slots = BarSlot.all.filter { known.isPrefix($0.name) }
        result.yieldsToEarlier = true
        defer { result.yieldsToEarlier = false }
        for (n, slot) in slots.enumerated() {
            let reported = reader.sink.diagnostics.count
            let path = rest.isEmpty ? slot.name : slot.name + "." + rest
            if let entry = known.entry(path) {
                readValue(pair.value, spec: entry.spec, axis: entry.axis, into: &result, reader: &reader)
            } else if pair.value.mapping != nil, known.isPrefix(path) {
                readSet(pair.value, prefix: path, type: type, into: &result, reader: &reader)
            } else if n == 0 {
                reportUnknownProperty(
                    rest.isEmpty ? PropertySetReader.appearanceShorthand : PropertySetReader.appearanceShorthand + "." + rest, at: pair.key,
                    type: type, known: known, reader: &reader)
                return
            }
            if n > 0 { reader.sink.keepFirst(reported) }
        }
    }

    private func reportUnknownProperty(
        _ path: String, at node: YAMLNode, type: String, known: KnownProperties,
        reader: inout ValueReader
    ) {
        let keyPath = TypeRegistry.canonicalKeyPath(path)
        var hint: String?
        if let split = YAMLError.splitValueHint(forKey: path) {
            hint = split
        } else if known.isPrefix(path) {
            hint =
                "'\(path)' groups properties: write a mapping, e.g. `\(path): { \(known.keyPaths.sorted().first { $0.hasPrefix(path + ".") }?.dropFirst(path.count + 1) ?? "…"): … }`"
        } else if reader.sink.spendSuggestion(), let suggestion = Suggestion.hint(for: path, in: known.keyPaths) {
            hint = suggestion
        } else {
            let owners = (index.owners[keyPath] ?? []).map(\.type)
            if !owners.isEmpty { hint = "'\(path)' is a property of \(owners.boundedListing()), not of \(type)" }
        }
        reader.sink.report(.unknownProperty, "unknown property '\(path)' for \(type)", at: node, hint: hint)
    }

    /// `axis` is the property's, for a keyed one.
    /// `layer.shadow: { color, opacity, radius, offset }`: the four shadow
    /// properties in one mapping, each checked and recorded as if written on
    /// its own, at its own value.
    static let shadowShorthand = "layer.shadow"
    static let shadowParts: KeyValuePairs<String, String> = [
        "color": "layer.shadowColor", "opacity": "layer.shadowOpacity", "radius": "layer.shadowRadius",
        "offset": "layer.shadowOffset",
    ]

    private func readShadow(_ node: YAMLNode, known: KnownProperties, into result: inout Result, reader: inout ValueReader) {
        if let name = reader.constantName(node) {
            readShadowToken(name, at: node, known: known, into: &result, reader: &reader)
            return
        }
        guard let pairs = node.mapping else {
            reader.sink.report(
                .wrongKind, "'layer.shadow' is a mapping of color, opacity, radius and offset, found a \(node.kindName)", at: node,
                hint: "layer.shadow: { color: black, opacity: 0.2, radius: 8, offset: [0, 4] }")
            return
        }
        for pair in pairs {
            guard let name = pair.key.text, let keyPath = PropertySetReader.shadowParts.first(where: { $0.key == name })?.value,
                let entry = known.entry(keyPath)
            else {
                reader.sink.reportUnknownKey(pair.key, allowed: PropertySetReader.shadowParts.map(\.key), in: "'layer.shadow'")
                continue
            }
            readValue(pair.value, spec: entry.spec, axis: entry.axis, into: &result, reader: &reader)
        }
    }

    /// `layer.shadow: $shadow.card`: a shadow token's four values, each at the shorthand's value.
    private func readShadowToken(
        _ name: String, at node: YAMLNode, known: KnownProperties, into result: inout Result, reader: inout ValueReader
    ) {
        guard let shadow = reader.context.shadows[name] else {
            let hint = Suggestion.closest(to: name, in: reader.context.shadows.allNames).map { "did you mean '$\($0)'?" }
            reader.sink.report(.undefinedConstant, "no shadow token '$\(name)'", at: node, hint: hint)
            return
        }
        let values: [(String, Value)] = [
            ("layer.shadowColor", .color(shadow.color)), ("layer.shadowOpacity", .number(shadow.opacity)),
            ("layer.shadowRadius", .number(shadow.radius)), ("layer.shadowOffset", .size(shadow.offset)),
        ]
        for (keyPath, value) in values {
            guard let entry = known.entry(keyPath), let checked = checked(value, spec: entry.spec, at: node, reader: &reader)
            else { continue }
            result.record(entry.spec.id, axisKey: nil, value: checked, at: node, names: registry.names, reader: &reader)
        }
    }

    private func readValue(
        _ node: YAMLNode, spec: PropertySpec, axis: Axis?, into result: inout Result,
        reader: inout ValueReader
    ) {
        let names = registry.names
        let keyPath = spec.keyPath
        guard let axis else {
            if let first = node.mapping?.first?.key.text, ControlState(key: first) != nil,
                !PropertySetReader.mappingKeys(of: spec.kind).contains(first)
            {
                reader.sink.report(
                    .notKeyed, "'\(keyPath)' is not keyed: it takes one value, not one per state", at: node.mapping?.first?.key ?? node)
                return
            }
            if let value = checked(reader.value(node, as: spec.kind), spec: spec, at: node, reader: &reader) {
                result.record(spec.id, axisKey: nil, value: value, at: node, names: names, reader: &reader)
            }
            return
        }
        // A mapping is per-key values unless it is the value's own mapping form
        // (a keyed color may be `{ light:, dark: }`).
        if let pairs = node.mapping,
            pairs.first.map({
                axis.canonical($0.key.text ?? "", names: names) != nil
                    || !PropertySetReader.mappingKeys(of: spec.kind).contains($0.key.text ?? "")
            }) ?? true
        {
            for pair in pairs {
                guard let written = pair.key.text, let key = axis.canonical(written, names: names) else {
                    let name = pair.key.text ?? "a \(pair.key.kindName)"
                    let expected =
                        axis.isState
                        ? "normal, highlighted, disabled, selected, focused or a combination joined with +"
                        : axis.keys.boundedListing()
                    reader.sink.report(
                        .unknownAxisKey, "'\(name)' is not a \(axis.name) key of '\(keyPath)'; expected \(expected)", at: pair.key,
                        hint: reader.sink.suggestion(for: name, in: axis.keys))
                    continue
                }
                if let value = checked(reader.value(pair.value, as: spec.kind), spec: spec, at: pair.value, reader: &reader) {
                    result.record(spec.id, axisKey: key, value: value, at: pair.value, names: names, reader: &reader)
                }
            }
        } else if let value = checked(reader.value(node, as: spec.kind), spec: spec, at: node, reader: &reader) {
            result.record(spec.id, axisKey: axis.defaultKey, value: value, at: node, names: names, reader: &reader)
        }
    }

    /// The value if it is within the property's range; else reports it, at
    /// the value, with the range the schema allows.
    private func checked(_ value: Value?, spec: PropertySpec, at node: YAMLNode, reader: inout ValueReader) -> Value? {
        guard let range = spec.range, case .number(let number)? = value, !range.contains(number) else { return value }
        reader.sink.report(.outOfRange, "\(spec.keyPath) \(formatNumber(number)) is out of range: it takes \(range)", at: node)
        return nil
    }

    /// The `state` axis, the same for every class.
    private static let stateAxis = Axis(
        name: "state", defaultKey: .normal,
        keys: ["normal"] + ControlState.flagNames.map(\.0), isState: true)

    private func axis(_ name: String, type: String) -> Axis? {
        if name == "state" { return PropertySetReader.stateAxis }
        guard let spec = registry.property(name, on: type)?.spec, case .enumeration(let cases) = spec.kind,
            let defaultKey = ClassSchema.defaultCase(of: spec).flatMap(registry.names.axisKey)
        else { return nil }
        return Axis(name: name, defaultKey: defaultKey, keys: cases, isState: false)
    }

    /// The keys of a kind's own mapping form, which a keyed property's mapping is not.
    static func mappingKeys(of kind: ValueKind) -> Set<String> {
        switch kind {
        case .color: return ValueReader.colorKeys
        case .size: return ["width", "height"]
        case .point: return ["x", "y"]
        case .rect: return ["x", "y", "width", "height"]
        case .insets: return ["top", "left", "bottom", "right"]
        case .font: return ["size", "weight", "family", "relativeTo"]
        case .image: return Set(ValueReader.symbolKeys + ["placeholder", "color", "image", "capInsets", "resizingMode"])
        case .shape, .shapeOrImage: return ValueReader.shapeKeys
        default: return []
        }
    }
}
