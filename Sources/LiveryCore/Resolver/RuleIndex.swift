/// A compiled table arranged for matching, built once per table ("compile
/// once, resolve many"). Class names are interned to small integers; each
/// class's superclass chain and schema are precomputed; rules are bucketed by
/// their selector's class, so a view only ever looks at the rules of the
/// classes in its own chain (Docs/Resolution.md, "The index").
/// A class, so each view's cascade holds one reference rather than a copy of
/// every table.
final class RuleIndex: Sendable {
    /// One rule, with its selector pre-digested.
    struct Entry: Sendable {
        /// The rule's position in the table's `rules`.
        var tableIndex: Int
        var rule: Rule
        /// Container class ids, innermost first.
        var inside: [Int]
        var traits: [TraitCondition]
        /// Sorted style class names.
        var classes: [String]
        /// Where the rule's invocations are listed in ``RuleIndex/ruleInvocations``
        /// (a range, so offering them retains no array).
        var invocations: Range<Int>
        /// Whether the rule sets `overrideUserInterfaceStyle`, which is resolved
        /// before the view's other properties.
        var setsInterfaceStyleOverride: Bool
    }

    /// A rule as the matching loop first sees it: plain numbers, nothing to
    /// retain, so scanning a bucket is a walk over contiguous memory.
    struct Probe: Sendable {
        var entry: Int
        /// ``AncestorStack/classBit(_:)`` of each container: unless the
        /// ancestors have all these bits, the rule cannot match.
        var containerBits: UInt64
        var classCount: Int
        var insideCount: Int
        var traitCount: Int
        var sourceOrder: Int
    }

    let table: InvocationTable
    /// Registered class name → id.
    let classIDs: [String: Int]
    /// Per class id: the ids of the class and its superclasses, the class first.
    let chains: [[Int]]
    /// Per class id: its schema.
    let schemas: [ClassSchema]
    /// Per class id: whether it is a view controller class.
    let controllerClasses: [Bool]
    /// Whether any rule names a controller in `inside:`: else no view's controller is asked for.
    let hasControllers: Bool
    /// The schema of a class the registry lacks: `UIView`'s defaults.
    let unknownClassSchema: ClassSchema
    /// Whether any invocation sets `isEnabled`, `isSelected` or `isHighlighted`,
    /// which feed the `state` key.
    let setsStateFlags: Bool
    /// Whether any invocation sets `overrideUserInterfaceStyle`.
    let setsInterfaceStyleOverride: Bool
    /// Per class id: the rules whose selector names that class and nothing
    /// more of the view (no style classes, no containers), in table order:
    /// they match every view of the class whose traits they accept.
    let fixedProbesByClass: [[Probe]]
    /// Per class id: the rules whose selector names that class and style
    /// classes but no containers, in table order.
    let classProbesByClass: [[Probe]]
    /// Per class id: the rules whose selector names that class and
    /// containers, grouped by their innermost container's class id (an
    /// ancestor must be a kind of it), each group in table order. A view then
    /// looks only at the groups whose container is among its ancestors.
    let insideProbesByClass: [[(container: Int, probes: [Probe])]]
    let entries: [Entry]
    /// Properties that descendants inherit (`tintColor`), in any class.
    let inheritedProperties: [PropertyID]
    /// Every (property, axis key) the table's invocations set, numbered, so
    /// replaying a view's rules tracks the slots it has filled in a bitset.
    let slots: [Slot]
    /// Slot numbers grouped by property id (a scan of one or a few, where
    /// hashing the slot cost more than the rest of the lookup).
    private let slotsByProperty: FlatGroups
    /// Per invocation: its slot's number in `slots`.
    let invocationSlots: [Int]
    /// The invocations of every rule, rule by rule, each rule's in table order.
    let ruleInvocations: [Int]
    /// Per invocation: its value and source as the cascade records a rule's value.
    let contenders: [Contender]

    static let interfaceStyleOverride = PropertyKeys.overrideUserInterfaceStyle.id
    /// The properties whose resolved values add to the `state` key.
    static let stateFlags = [PropertyKeys.isEnabled.id, PropertyKeys.isSelected.id, PropertyKeys.isHighlighted.id]

    init(table: InvocationTable) {
        self.table = table
        let registry = table.registry
        let names = registry.typeNames
        var ids: [String: Int] = [:]
        for (id, name) in names.enumerated() { ids[name] = id }
        classIDs = ids
        chains = names.map { name in registry.classChain(of: name).compactMap { ids[$0] } }
        let controllerClasses = names.map { registry.kind(of: $0) == .controller }
        self.controllerClasses = controllerClasses
        hasControllers = table.rules.contains { $0.selector.inside.contains { ids[$0].map { controllerClasses[$0] } ?? false } }
        let schemas = registry.schemas(of: names)
        self.schemas = schemas
        unknownClassSchema = registry.schema(of: "UIView")
        inheritedProperties = Set(schemas.flatMap(\.inherited)).sorted { $0.rawValue < $1.rawValue }
        setsStateFlags = table.invocations.contains { RuleIndex.stateFlags.contains($0.property) }
        setsInterfaceStyleOverride = table.invocations.contains { $0.property == RuleIndex.interfaceStyleOverride }

        var slotNumbers: [Slot: Int] = [:]
        var slots: [Slot] = []
        invocationSlots = table.invocations.map { invocation in
            let slot = Slot(property: invocation.property, axisKey: invocation.axisKey)
            if let id = slotNumbers[slot] { return id }
            slotNumbers[slot] = slots.count
            slots.append(slot)
            return slots.count - 1
        }
        self.slots = slots
        slotsByProperty = FlatGroups(
            count: (slots.map { Int($0.property.rawValue) }.max() ?? -1) + 1,
            keys: slots.map { Int($0.property.rawValue) })
        contenders = table.invocations.map { Contender(source: .rule($0.rule, origin: $0.origin), value: $0.value) }

        let byRule = table.invocationsByRule
        ruleInvocations = byRule.order
        var buckets = [[Probe]](repeating: [], count: names.count)
        var entries: [Entry] = []
        for (ruleIndex, rule) in table.rules.enumerated() {
            let selector = rule.selector
            // A selector naming an unknown class can never match; the compiler
            // reports those, so the index just leaves the rule out.
            guard let typeID = ids[selector.type] else { continue }
            let inside = selector.inside.compactMap { ids[$0] }
            guard inside.count == selector.inside.count else { continue }
            let invocations = byRule.range(ruleIndex)
            buckets[typeID].append(
                Probe(
                    entry: entries.count,
                    containerBits: inside.reduce(0) { $0 | AncestorStack.classBit($1) },
                    classCount: selector.classes.count, insideCount: inside.count,
                    traitCount: selector.traits.count, sourceOrder: rule.index))
            entries.append(
                Entry(
                    tableIndex: ruleIndex, rule: rule, inside: inside, traits: selector.traits,
                    classes: selector.classes.sorted(), invocations: invocations,
                    setsInterfaceStyleOverride: ruleInvocations[invocations].contains {
                        table.invocations[$0].property == RuleIndex.interfaceStyleOverride
                    }))
        }
        fixedProbesByClass = buckets.map { $0.filter { $0.classCount == 0 && $0.insideCount == 0 } }
        classProbesByClass = buckets.map { $0.filter { $0.classCount > 0 && $0.insideCount == 0 } }
        insideProbesByClass = buckets.map { bucket in
            var groups: [Int: [Probe]] = [:]
            for probe in bucket where probe.insideCount > 0 {
                groups[entries[probe.entry].inside[0], default: []].append(probe)
            }
            return groups.keys.sorted().map { (container: $0, probes: groups[$0] ?? []) }
        }
        self.entries = entries
    }

    /// The id of the node's class, else of its nearest superclass the
    /// registry knows (UIAppearance's `isKindOfClass`); nil when none is known.
    func classID<N: StylableNode>(of node: N) -> Int? {
        if let id = classIDs[node.styleTypeName] { return id }
        for name in node.styleSuperclassNames {
            if let id = classIDs[name] { return id }
        }
        return nil
    }

    /// The class chain of the controller whose root view the node is, as
    /// ids: its own class's, else its nearest superclass's the registry knows
    /// as a controller. Empty for most views.
    func controllerChain<N: StylableNode>(of node: N) -> [Int] {
        guard hasControllers, let names = node.styleControllerClassNames else { return [] }
        for name in names {
            if let id = classIDs[name], controllerClasses[id] { return chains[id] }
        }
        return []
    }

    /// The number of a slot some invocation sets; nil for a slot no rule sets.
    func slotNumber(_ slot: Slot) -> Int? {
        let p = Int(slot.property.rawValue)
        guard p >= 0, p + 1 < slotsByProperty.starts.count else { return nil }
        for k in slotsByProperty.range(p) where slots[slotsByProperty.order[k]].axisKey == slot.axisKey {
            return slotsByProperty.order[k]
        }
        return nil
    }

    /// The schema of a class id, or of a class the registry lacks.
    func schema(_ classID: Int?) -> ClassSchema {
        classID.map { schemas[$0] } ?? unknownClassSchema
    }
}
