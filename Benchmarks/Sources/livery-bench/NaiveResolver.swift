import Livery

/// The baseline any index must beat: every rule is tested against every view,
/// and each containment rule walks the view's ancestors. It uses only Livery's
/// public types (``MatchRank`` for precedence, ``ResolvedValue`` for trait
/// resolution) and produces the same ``ResolvedStyle``s, so the benchmark can
/// check the two agree.
///
/// Fair, not a straw man: each view's class chain and property map are looked
/// up once per view (not per rule), tests run cheapest first (type, classes,
/// traits, then containment), and each rule's invocations are grouped once —
/// a regrouping of the table, not an index for matching. It covers what the
/// benchmark's workload uses: matching, precedence per (property, axis key),
/// explicit values, state- and enum-keyed values and trait resolution; not
/// `overrideUserInterfaceStyle`, `target:` or inherited properties.
struct NaiveResolver {
    let table: InvocationTable
    private let invocationsByRule: [[Invocation]]
    /// Each class's schema, which a ``ResolvedStyle`` carries (built once, not per view).
    private let schemas: [String: ClassSchema]

    init(table: InvocationTable) {
        self.table = table
        var byRule = [[Invocation]](repeating: [], count: table.rules.count)
        for invocation in table.invocations where byRule.indices.contains(invocation.rule) {
            byRule[invocation.rule].append(invocation)
        }
        invocationsByRule = byRule
        schemas = Dictionary(uniqueKeysWithValues: table.registry.typeNames.map { ($0, table.registry.schema(of: $0)) })
    }

    /// One ancestor as the containment walk sees it.
    private struct Ancestor {
        var chain: [String]
    }

    /// Resolves every view, in pre-order (the order of ``ResolvedTree/views``).
    func resolve(_ root: ViewNode, traits: TraitCollection) -> [ResolvedStyle] {
        var styles: [ResolvedStyle] = []
        var ancestors: [Ancestor] = []
        // (node, traits it inherits, ancestors above it); children are pushed reversed.
        var stack: [(node: ViewNode, traits: TraitCollection, depth: Int)] = [(root, traits, 0)]
        while let (node, inherited, depth) = stack.popLast() {
            ancestors.removeSubrange(depth...)
            let chain = table.registry.classChain(of: node.type)
            let viewTraits = inherited.overriding(node.traits)
            styles.append(style(of: node, chain: chain, traits: viewTraits, ancestors: ancestors))
            ancestors.append(Ancestor(chain: chain))
            for child in node.children.reversed() { stack.append((child, viewTraits, depth + 1)) }
        }
        return styles
    }

    private func style(
        of node: ViewNode, chain: [String], traits: TraitCollection,
        ancestors: [Ancestor]
    ) -> ResolvedStyle {
        // Matching: every rule.
        var matched: [(rule: Int, rank: MatchRank)] = []
        for rule in table.rules {
            let selector = rule.selector
            guard let distance = chain.firstIndex(of: selector.type),
                selector.classes.allSatisfy(node.classes.contains),
                selector.traits.allSatisfy({ $0.holds(in: traits) })
            else { continue }
            var outermost: Int?
            if !selector.inside.isEmpty {
                guard let depth = outermostMatch(selector.inside, ancestors) else { continue }
                outermost = depth
            }
            matched.append(
                (
                    rule.index,
                    MatchRank(
                        classCount: selector.classes.count, outermostContainerDepth: outermost,
                        insideLength: selector.inside.count, traitCount: selector.traits.count,
                        typeDistance: distance, sourceOrder: rule.index)
                ))
        }
        matched.sort { $0.rank < $1.rank }

        // Precedence: replay from the weakest rule up, then explicit values.
        let properties = table.registry.allProperties(of: node.type)
        func axisDefault(_ keyPath: String) -> String? {
            guard let axis = properties[keyPath]?.keyedBy else { return nil }
            return axis == "state" ? ControlState.normal.key : enumDefault(axis, properties)
        }
        var slots: [SlotKey: (value: Value, source: ValueSource)] = [:]
        for m in matched {
            for invocation in invocationsByRule[m.rule] {
                slots[SlotKey(keyPath: table.keyPath(of: invocation), axisKey: table.axisKeyName(of: invocation))] =
                    (invocation.value, .rule(invocation.rule, origin: invocation.origin))
            }
        }
        for (keyPath, value) in node.explicitValues {
            let canonical = TypeRegistry.canonicalKeyPath(keyPath)
            slots[SlotKey(keyPath: canonical, axisKey: axisDefault(canonical))] = (value, .explicit)
        }
        for (keyPath, values) in node.explicitKeyedValues {
            let canonical = TypeRegistry.canonicalKeyPath(keyPath)
            let isState = properties[canonical]?.keyedBy == "state"
            for (key, value) in values {
                let axisKey = isState ? (ControlState(key: key)?.key ?? key) : key
                slots[SlotKey(keyPath: canonical, axisKey: axisKey)] = (value, .explicit)
            }
        }

        // Keyed values: the current key, else the axis default.
        var state = node.state
        if case .bool(false)? = slots[SlotKey(keyPath: "isEnabled", axisKey: nil)]?.value { state.insert(.disabled) }
        if case .bool(true)? = slots[SlotKey(keyPath: "isSelected", axisKey: nil)]?.value { state.insert(.selected) }
        if case .bool(true)? = slots[SlotKey(keyPath: "isHighlighted", axisKey: nil)]?.value { state.insert(.highlighted) }
        let names = table.registry.names
        func axisKey(_ name: String?) -> AxisKey? {
            name.flatMap { ControlState(key: $0).map(AxisKey.init) ?? names.axisKey($0) }
        }
        var resolved = PropertyMap<ResolvedProperty>()
        var keyedSlots: [PropertyID: [AxisKey: ResolvedProperty]] = [:]
        for keyPath in Set(slots.keys.map(\.keyPath)) {
            guard let id = names.id(keyPath) else { continue }
            var keys: [String?] = [nil]
            if let axis = properties[keyPath]?.keyedBy {
                for (slot, winner) in slots where slot.keyPath == keyPath {
                    guard let key = axisKey(slot.axisKey) else { continue }
                    keyedSlots[id, default: [:]][key] = ResolvedProperty(
                        value: ResolvedValue(winner.value, traits: traits),
                        specified: winner.value, source: winner.source, axisKey: key)
                }
                var current: String?
                if axis == "state" {
                    current = state.key
                } else if case .enumCase(let name)? = slots[SlotKey(keyPath: axis, axisKey: nil)]?.value {
                    current = name
                } else {
                    current = enumDefault(axis, properties)
                }
                keys = [current, axisDefault(keyPath)].compactMap { $0 }
            }
            for key in keys {
                guard let winner = slots[SlotKey(keyPath: keyPath, axisKey: key)] else { continue }
                resolved[id] = ResolvedProperty(
                    value: ResolvedValue(winner.value, traits: traits),
                    specified: winner.value, source: winner.source, axisKey: axisKey(key))
                break
            }
        }
        return ResolvedStyle(
            traits: traits, state: state, properties: resolved, keyedSlots: keyedSlots,
            schema: schemas[node.type] ?? table.registry.schema(of: node.type))
    }

    /// Walks up from the parent: each container but the outermost takes the
    /// nearest ancestor of its class above the previous match (the deepest
    /// choice leaves the most room), and the outermost takes the topmost one.
    /// Returns that ancestor's depth (root = 0), nil when the chain does not match.
    private func outermostMatch(_ inside: [String], _ ancestors: [Ancestor]) -> Int? {
        var level = ancestors.count - 1
        for container in inside.dropLast() {
            while level >= 0, !ancestors[level].chain.contains(container) { level -= 1 }
            guard level >= 0 else { return nil }
            level -= 1
        }
        guard let outermost = inside.last else { return nil }
        var found: Int?
        while level >= 0 {
            if ancestors[level].chain.contains(outermost) { found = level }
            level -= 1
        }
        return found
    }

    private func enumDefault(_ axis: String, _ properties: [String: PropertySpec]) -> String? {
        guard let spec = properties[axis] else { return nil }
        if case .enumCase(let name)? = spec.defaultValue { return name }
        if case .enumeration(let cases) = spec.kind { return cases.first }
        return nil
    }
}

/// One (property, axis key) pair: precedence is decided per slot.
private struct SlotKey: Hashable {
    var keyPath: String
    var axisKey: String?
}
