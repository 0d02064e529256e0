import Foundation
import LiveryYAML

/// Compiles rules into ``Rule``s and their ``Invocation``s: one record per
/// (rule, canonical keypath, axis key), in source order. The selector is
/// checked here; the `set:` mapping is read by ``PropertySetReader``.
struct RuleCompiler {
    static let ruleKeys = RuleKey.allCases.map(\.name.description)

    let registry: TypeRegistry
    /// The stylesheet's declared trait axes, which `when:` may test.
    let axes: [CustomTraitAxis]
    let styles: NamedStyles
    private var properties: PropertySetReader
    private(set) var rules: [Rule] = []
    private(set) var invocations: [Invocation] = []
    /// An included set's values for a class, read once however many rules
    /// include it (its problems are reported once too).
    private var includedSets: [IncludedSet: [PropertyAssignment]] = [:]
    /// Values recorded through `include:`, against `StylesheetLimits.maxIncludedValues`
    /// (once past it, reported once and no more includes are read).
    private var includedValues = 0
    private let maxIncludedValues: Int

    private struct IncludedSet: Hashable {
        var file: Int
        var line: Int
        var column: Int
        var type: String
    }

    /// Lists at least this long are compiled in two halves on two cores.
    static let parallelThreshold = 1_000
    /// This compiler's threshold (tests compare both ways of compiling).
    private let parallelFrom: Int

    /// The index of this compiler's first rule in the table (the second
    /// half's compiler numbers its rules after the first half's).
    private let firstIndex: Int

    init(
        registry: TypeRegistry, styles: NamedStyles, axes: [CustomTraitAxis], maxIncludedValues: Int,
        parallelFrom: Int = RuleCompiler.parallelThreshold, firstIndex: Int = 0
    ) {
        self.axes = axes
        self.parallelFrom = parallelFrom
        self.firstIndex = firstIndex
        self.registry = registry
        self.styles = styles
        self.maxIncludedValues = maxIncludedValues
        self.properties = PropertySetReader(registry: registry)
    }

    /// One rule to compile: its node and the file (reader) it belongs to.
    struct Item {
        var file: Int
        var node: YAMLNode
    }

    // MARK: Rules

    /// Compiles `items` in order, each reporting through `readers[item.file]`.
    ///
    /// Rules are independent once the files' scopes are built, so a long
    /// list is split in two and the second half compiled on another thread,
    /// by a compiler and readers of its own, then appended. The result is
    /// the sequential one: the only state a rule hands the rules after it is
    /// each file's "did you mean" budget and the include budget, so when the
    /// first half reported anything, or the halves together pass the include
    /// budget, the second half's work is dropped and it is compiled again
    /// after the first, as it would have been.
    mutating func compile(_ items: [Item], readers: inout [ValueReader]) {
        guard items.count >= parallelFrom, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            reserve(for: items)
            for item in items { compileRule(item.node, file: item.file, readers: &readers) }
            return
        }
        let middle = items.count / 2
        reserve(for: items[..<middle])
        // A half with no problems makes a rule of every item, so the second
        // half's rules are numbered from there; the join checks it.
        let secondFirstIndex = firstIndex + rules.count + middle
        let second = zip(items[middle...], YAMLNode.detached(items[middle...].map(\.node))).map { Item(file: $0.file, node: $1) }
        let job = BackgroundJob { [registry, styles, axes, maxIncludedValues, readers] in
            var compiler = RuleCompiler(
                registry: registry, styles: styles, axes: axes, maxIncludedValues: maxIncludedValues, parallelFrom: .max,
                firstIndex: secondFirstIndex)
            var readers = readers.map { $0.withEmptySink() }
            compiler.reserve(for: second)
            for item in second { compiler.compileRule(item.node, file: item.file, readers: &readers) }
            return (compiler, readers)
        }
        let reportedBefore = readers.map(\.diagnostics.count)
        for item in items[..<middle] { compileRule(item.node, file: item.file, readers: &readers) }
        guard let (other, otherReaders) = job.join(), firstIndex + rules.count == secondFirstIndex,
            readers.map(\.diagnostics.count) == reportedBefore, includedValues + other.includedValues <= maxIncludedValues
        else {
            for item in second { compileRule(item.node, file: item.file, readers: &readers) }
            return
        }
        rules += other.rules
        invocations += other.invocations
        includedValues += other.includedValues
        for f in readers.indices { readers[f].sink.append(otherReaders[f].sink) }
    }

    /// Room for the rules of `items` and an invocation per entry of their
    /// `set:` mappings (keyed values add more), so the tables rarely regrow.
    private mutating func reserve(for items: some Collection<Item>) {
        rules.reserveCapacity(rules.count + items.count)
        var entries = 0
        for item in items {
            guard let pairs = item.node.mapping, let set = pairs.first(where: { RuleKey($0.key) == .set }) else { continue }
            entries += set.value.mapping?.count ?? 0
        }
        invocations.reserveCapacity(invocations.count + entries)
    }

    mutating func compileRule(_ node: YAMLNode, file: Int, readers: inout [ValueReader]) {
        guard let pairs = node.mapping else {
            readers[file].sink.report(.wrongKind, "a rule is a mapping (type:, set:, …), found a \(node.kindName)", at: node)
            return
        }
        var include: YAMLNode?
        var type: String?
        var hasType = false
        var inside: [String] = []
        var traits: [TraitCondition] = []
        var classes: [String] = []
        var set: YAMLNode?
        let reportedBefore = readers[file].sink.diagnostics.count
        for pair in pairs {
            switch RuleKey(pair.key) {
            case .type:
                hasType = true
                type = className(pair.value, role: .type, reader: &readers[file])
            case .inside:
                inside = classNames(pair.value, reader: &readers[file])
            case .when:
                traits = traitConditions(pair.value, reader: &readers[file])
            case .class:
                classes = styleClasses(pair.value, reader: &readers[file])
            case .set:
                set = pair.value
            case .include:
                include = pair.value
            case nil:
                let name = pair.key.text ?? "a \(pair.key.kindName)"
                readers[file].sink.report(
                    .unknownRuleKey, "unknown rule key '\(name)'; expected \(RuleCompiler.ruleKeys.joined(separator: ", "))",
                    at: pair.key, hint: readers[file].sink.suggestion(for: name, in: RuleCompiler.ruleKeys))
            }
        }
        if !hasType { readers[file].sink.report(.missingKey, "a rule needs 'type', the class it styles", at: node) }
        if set == nil && include == nil {
            readers[file].sink.report(.missingKey, "a rule needs 'set' (or 'include'), the properties it sets", at: node)
        }
        // Without a known class there is nothing to check the properties against.
        guard let type else { return }
        // A selector with an error (a dropped condition, a bad class name) would
        // match more than was written: its values are checked but not recorded,
        // so no lint compares it with the rules it seems to equal.
        let records = readers[file].sink.diagnostics.count == reportedBefore
        let index = firstIndex + rules.count
        rules.append(
            Rule(
                index: index, selector: Selector(type: type, inside: inside, traits: traits, classes: classes),
                origin: node.location(in: readers[file].context.file)))
        guard let include else {
            guard let set else { return }
            properties.read(set, type: type, reader: &readers[file]) { assignment in
                guard records else { return }
                invocations.append(
                    Invocation(
                        rule: index, property: assignment.property, axisKey: assignment.axisKey,
                        value: assignment.value, origin: assignment.origin))
            }
            return
        }
        // Included styles in order, the rule's own set last: a later value for
        // the same property and axis key replaces an earlier one in its place.
        guard includedValues <= maxIncludedValues else { return }
        var sets = styles.sets(included: include, from: file, readers: &readers)
        let included = sets.count
        if let set { sets.append((file, set)) }
        var order: [Slot] = []
        var values: [Slot: PropertyAssignment] = [:]
        for (i, (f, set)) in sets.enumerated() {
            let assignments: [PropertyAssignment]
            if i == included {
                // The rule's own set is read every time.
                var own: [PropertyAssignment] = []
                properties.read(set, type: type, reader: &readers[f]) { own.append($0) }
                assignments = own
            } else {
                let key = IncludedSet(file: f, line: set.start.line, column: set.start.column, type: type)
                if let known = includedSets[key] {
                    assignments = known
                } else {
                    var read: [PropertyAssignment] = []
                    properties.read(set, type: type, reader: &readers[f]) { read.append($0) }
                    includedSets[key] = read
                    assignments = read
                }
                includedValues += assignments.count
                if includedValues > maxIncludedValues {
                    readers[file].sink.report(
                        .includeLimit, "includes record more than \(maxIncludedValues) values", at: include)
                    return
                }
            }
            for assignment in assignments {
                let slot = Slot(property: assignment.property, axisKey: assignment.axisKey)
                if values.updateValue(assignment, forKey: slot) == nil { order.append(slot) }
            }
        }
        for slot in order where records {
            guard let assignment = values[slot] else { continue }
            invocations.append(
                Invocation(
                    rule: index, property: assignment.property, axisKey: assignment.axisKey, value: assignment.value,
                    origin: assignment.origin))
        }
    }

    /// A rule's key, told from its bytes: a rule has a handful, and making
    /// each a `String` to compare cost more than the comparisons.
    private enum RuleKey: CaseIterable {
        case type, inside, when, `class`, include, set

        init?(_ node: YAMLNode) {
            let key = node.withText { text -> RuleKey? in
                func matches(_ key: RuleKey) -> Bool {
                    guard let bytes = text.baseAddress, key.name.utf8CodeUnitCount == text.count else { return false }
                    return memcmp(key.name.utf8Start, bytes, text.count) == 0
                }
                // Told apart by length first: one comparison for most keys.
                switch text.count {
                case 3: return matches(.set) ? .set : nil
                case 4: return matches(.type) ? .type : matches(.when) ? .when : nil
                case 5: return matches(.class) ? .class : nil
                case 6: return matches(.inside) ? .inside : nil
                case 7: return matches(.include) ? .include : nil
                default: return nil
                }
            }
            guard let key, let key else { return nil }
            self = key
        }

        var name: StaticString {
            switch self {
            case .type: "type"
            case .inside: "inside"
            case .when: "when"
            case .class: "class"
            case .include: "include"
            case .set: "set"
            }
        }
    }

    /// Where a rule names a class: what it styles, or what contains it.
    private enum ClassRole {
        case type, inside

        /// The kinds of class that may stand there.
        var kinds: Set<ClassKind> { self == .type ? [.view, .item] : [.view, .controller] }
    }

    private func className(_ node: YAMLNode, role: ClassRole, reader: inout ValueReader) -> String? {
        guard let name = node.text, !node.isNull else {
            reader.sink.report(
                node.isNull ? .nullValue : .wrongKind, "expected a class name, found \(node.isNull ? "no value" : "a \(node.kindName)")",
                at: node)
            return nil
        }
        guard let kind = registry.kind(of: name) else {
            // Suggest among the kinds that may stand here; a name that reads as
            // an item or a controller, only among those.
            let likely = NonViewClasses.likelyKind(of: name)
            let kinds = likely == .view ? role.kinds : role.kinds.intersection([likely])
            let candidates = registry.typeNames.filter { registry.kind(of: $0).map(kinds.contains) ?? false }
            reader.sink.report(
                .unknownType, "unknown class '\(name)'", at: node,
                hint: NonViewClasses.hint(for: name) ?? reader.sink.suggestion(for: name, in: candidates)
                    ?? otherKindHint(for: name, role: role)
                    ?? "declare it under types:, e.g. `\(name): { inherits: \(likely == .controller ? "UIViewController" : "UIView") }`")
            return nil
        }
        guard role.kinds.contains(kind) else {
            reader.sink.report(
                .notStylable,
                role == .type
                    ? "'\(name)' is \(kind.noun), which has no appearance of its own"
                    : "'\(name)' is \(kind.noun), which contains no views", at: node,
                hint: role == .type
                    ? "style the views it shows, inside it: `type: UINavigationBar, inside: [\(name)]`"
                    : "name the bar that holds it, or the controller whose views it is among")
            return nil
        }
        return name
    }

    /// A misspelling of a class that cannot stand here (a controller in
    /// `type:`): named, with what to write instead.
    private func otherKindHint(for name: String, role: ClassRole) -> String? {
        let others = registry.typeNames.filter { registry.kind(of: $0).map { !role.kinds.contains($0) } ?? false }
        guard let closest = Suggestion.closest(to: name, in: others), let kind = registry.kind(of: closest) else { return nil }
        return role == .type
            ? "did you mean '\(closest)'? It is \(kind.noun), which has no appearance of its own: style its views with `inside: [\(closest)]`"
            : "did you mean '\(closest)'? It is \(kind.noun), which contains no views: name its bar"
    }

    /// `inside:` — one class or a list, innermost first.
    private func classNames(_ node: YAMLNode, reader: inout ValueReader) -> [String] {
        guard let items = node.sequence else { return className(node, role: .inside, reader: &reader).map { [$0] } ?? [] }
        return items.compactMap { className($0, role: .inside, reader: &reader) }
    }

    private func traitConditions(_ node: YAMLNode, reader: inout ValueReader) -> [TraitCondition] {
        TraitMappingReader.readConditions(
            node, what: "'when' is a mapping of trait names to values (userInterfaceStyle: dark)", axes: axes, sink: &reader.sink)
    }

    private func styleClasses(_ node: YAMLNode, reader: inout ValueReader) -> [String] {
        let items = node.sequence.map(Array.init) ?? [node]
        var classes: [String] = []
        var seen: Set<String> = []
        for item in items {
            guard let name = item.text, Names.isStyleClass(name) else {
                reader.sink.report(
                    .badName, "'\(item.text ?? item.kindName)' is not a valid style-class name", at: item,
                    hint: "a style class is a letter or '_' followed by letters, digits, '_' or '-'")
                continue
            }
            if seen.insert(name).inserted { classes.append(name) }
        }
        return classes
    }
}
