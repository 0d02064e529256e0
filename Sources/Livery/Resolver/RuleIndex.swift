/// A compiled table arranged for matching, built once per table ("compile
/// once, resolve many"). Class names are interned to small integers; each
/// class's superclass chain and property map are precomputed; rules are
/// bucketed by their selector's class, so a view only ever looks at the rules
/// of the classes in its own chain (Docs/Resolution.md, "The index").
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
        var traits: [TraitSetting]
        /// Sorted style class names.
        var classes: [String]
        /// Indices into the table's invocations, in table order.
        var invocations: [Int]
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

    /// What the cascade asks of one class's properties, answered once here
    /// instead of by looking specs up per view. A class, so a cascade holds one
    /// reference to it.
    final class ClassInfo: Sendable {
        /// Keyed properties: keypath → axis (`state`, or an enum property's keypath).
        let axes: [String: String]
        /// Keyed properties: keypath → the axis default key (`normal`, or the
        /// enum's default, else its first case), where there is one.
        let axisDefaults: [String: String]
        /// Enum properties that key others: keypath → default case, else first case.
        let enumDefaults: [String: String]
        /// Properties declared with a `target:`, keypath → target.
        let targets: [String: String]
        /// The inherited keypaths (`tintColor`) the class has.
        let inherited: [String]
        let hasInterfaceStyleOverride: Bool

        /// A class the registry lacks: no properties.
        static let none = ClassInfo([:], inheritedKeyPaths: [])

        init(_ properties: [String: PropertySpec], inheritedKeyPaths: [String]) {
            var axes: [String: String] = [:], targets: [String: String] = [:]
            for (keyPath, spec) in properties {
                if let axis = spec.keyedBy { axes[keyPath] = axis }
                if let target = spec.target { targets[keyPath] = target }
            }
            var enumDefaults: [String: String] = [:]
            for axis in Set(axes.values) where axis != "state" {
                guard let spec = properties[axis] else { continue }
                if case .enumCase(let name)? = spec.defaultValue {
                    enumDefaults[axis] = name
                } else if case .enumeration(let cases) = spec.kind, let first = cases.first {
                    enumDefaults[axis] = first
                }
            }
            var axisDefaults: [String: String] = [:]
            for (keyPath, axis) in axes {
                axisDefaults[keyPath] = axis == "state" ? ControlState.normal.key : enumDefaults[axis]
            }
            self.axes = axes
            self.axisDefaults = axisDefaults
            self.enumDefaults = enumDefaults
            self.targets = targets
            inherited = inheritedKeyPaths.filter { properties[$0] != nil }
            hasInterfaceStyleOverride = properties[RuleIndex.interfaceStyleOverride] != nil
        }
    }

    let table: InvocationTable
    /// Registered class name → id.
    let classIDs: [String: Int]
    /// Per class id: the ids of the class and its superclasses, the class first.
    let chains: [[Int]]
    /// Per class id: every property of the class, inherited ones included.
    let properties: [[String: PropertySpec]]
    /// Per class id: its properties, digested for the cascade.
    let classInfo: [ClassInfo]
    /// Whether any invocation sets `isEnabled`, `isSelected` or `isHighlighted`,
    /// which feed the `state` key.
    let setsStateFlags: Bool
    /// Whether any invocation sets `overrideUserInterfaceStyle`.
    let setsInterfaceStyleOverride: Bool
    /// Per class id: the rules whose selector names that class, in table order.
    let probesByClass: [[Probe]]
    let entries: [Entry]
    /// Keypaths of properties that descendants inherit (`tintColor`).
    let inheritedKeyPaths: [String]
    /// Every (keypath, axis key) the table's invocations set, numbered, so
    /// replaying a view's rules tracks the slots it has filled in a bitset.
    let slots: [Slot]
    /// Per invocation: its slot's number in `slots`.
    let invocationSlots: [Int]
    /// Per invocation: its value and source as the cascade records a rule's value.
    let contenders: [Contender]

    static let interfaceStyleOverride = "overrideUserInterfaceStyle"

    init(table: InvocationTable) {
        self.table = table
        let registry = table.registry
        let names = registry.typeNames
        var ids: [String: Int] = [:]
        for (id, name) in names.enumerated() { ids[name] = id }
        classIDs = ids
        chains = names.map { name in registry.classChain(of: name).compactMap { ids[$0] } }
        let allProperties = names.map { registry.allProperties(of: $0) }
        properties = allProperties
        let inherited = Set(allProperties.flatMap { $0.values.filter(\.inherited).map(\.keyPath) }).sorted()
        inheritedKeyPaths = inherited
        classInfo = allProperties.map { ClassInfo($0, inheritedKeyPaths: inherited) }
        setsStateFlags = table.invocations.contains { Cascade.stateFlagKeyPaths.contains($0.keyPath) }
        setsInterfaceStyleOverride = table.invocations.contains { $0.keyPath == RuleIndex.interfaceStyleOverride }

        var slotIDs: [Slot: Int] = [:]
        var slots: [Slot] = []
        invocationSlots = table.invocations.map { invocation in
            let slot = Slot(keyPath: invocation.keyPath, axisKey: invocation.axisKey)
            if let id = slotIDs[slot] { return id }
            slotIDs[slot] = slots.count
            slots.append(slot)
            return slots.count - 1
        }
        self.slots = slots
        contenders = table.invocations.map { Contender(source: .rule($0.rule, origin: $0.origin), value: $0.value) }

        var invocationsByRule = [[Int]](repeating: [], count: table.rules.count)
        for (i, invocation) in table.invocations.enumerated() where table.rules.indices.contains(invocation.rule) {
            invocationsByRule[invocation.rule].append(i)
        }
        var buckets = [[Probe]](repeating: [], count: names.count)
        var entries: [Entry] = []
        for (ruleIndex, rule) in table.rules.enumerated() {
            let selector = rule.selector
            // A selector naming an unknown class or trait can never match; the
            // compiler reports those, so the index just leaves the rule out.
            guard let typeID = ids[selector.type] else { continue }
            let inside = selector.inside.compactMap { ids[$0] }
            let traits = selector.traits.compactMap { try? TraitSetting(name: $0.name, value: $0.value) }
            guard inside.count == selector.inside.count, traits.count == selector.traits.count else { continue }
            let invocations = invocationsByRule[ruleIndex]
            buckets[typeID].append(Probe(entry: entries.count,
                                         containerBits: inside.reduce(0) { $0 | AncestorStack.classBit($1) },
                                         classCount: selector.classes.count, insideCount: inside.count,
                                         traitCount: traits.count, sourceOrder: rule.index))
            entries.append(Entry(tableIndex: ruleIndex, rule: rule, inside: inside, traits: traits, classes: selector.classes.sorted(),
                                 invocations: invocations,
                                 setsInterfaceStyleOverride: invocations.contains {
                                     table.invocations[$0].keyPath == RuleIndex.interfaceStyleOverride
                                 }))
        }
        probesByClass = buckets
        self.entries = entries
    }
}
