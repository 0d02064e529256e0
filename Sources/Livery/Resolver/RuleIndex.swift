/// A compiled table arranged for matching, built once per table ("compile
/// once, resolve many"). Class names are interned to small integers; each
/// class's superclass chain and property map are precomputed; rules are
/// bucketed by their selector's class, so a view only ever looks at the rules
/// of the classes in its own chain (Docs/Resolution.md, "The index").
struct RuleIndex: Sendable {
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

    let table: InvocationTable
    /// Registered class name → id.
    let classIDs: [String: Int]
    /// Per class id: the ids of the class and its superclasses, the class first.
    let chains: [[Int]]
    /// Per class id: every property of the class, inherited ones included.
    let properties: [[String: PropertySpec]]
    /// Per class id: indices into `entries` of the rules whose selector names that class.
    let rulesByClass: [[Int]]
    let entries: [Entry]
    /// Keypaths of properties that descendants inherit (`tintColor`).
    let inheritedKeyPaths: [String]

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
        inheritedKeyPaths = Set(allProperties.flatMap { $0.values.filter(\.inherited).map(\.keyPath) }).sorted()

        var invocationsByRule = [[Int]](repeating: [], count: table.rules.count)
        for (i, invocation) in table.invocations.enumerated() where table.rules.indices.contains(invocation.rule) {
            invocationsByRule[invocation.rule].append(i)
        }
        var buckets = [[Int]](repeating: [], count: names.count)
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
            buckets[typeID].append(entries.count)
            entries.append(Entry(tableIndex: ruleIndex, rule: rule, inside: inside, traits: traits, classes: selector.classes.sorted(),
                                 invocations: invocations,
                                 setsInterfaceStyleOverride: invocations.contains {
                                     table.invocations[$0].keyPath == RuleIndex.interfaceStyleOverride
                                 }))
        }
        rulesByClass = buckets
        self.entries = entries
    }
}
