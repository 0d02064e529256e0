/// What a view hands down to its children.
struct InheritedContext: Sendable {
    struct Inherited: Sendable {
        var value: Value
        var fromPath: String
    }

    struct Target: Sendable {
        /// The built-in property driven on the child.
        var keyPath: String
        var value: Value
        var fromPath: String
        /// The parent's property whose declaration has the `target:`.
        var property: String
    }

    var traits: TraitCollection
    /// Values of inherited properties (`tintColor`), by keypath.
    var inherited: [String: Inherited] = [:]
    /// Values the parent's `target: part.property` declarations drive, by part.
    var targets: [String: [Target]] = [:]

    /// Records the inherited values a view sets itself, `from` its path, for its subtree.
    mutating func handDown(_ values: [(keyPath: String, value: Value)], from path: String) {
        for (keyPath, value) in values {
            inherited[keyPath] = Inherited(value: value, fromPath: path)
        }
    }
}

/// One (property, axis key) pair: precedence is decided per slot.
struct Slot: Hashable, Comparable {
    var keyPath: String
    var axisKey: String?

    static func < (a: Slot, b: Slot) -> Bool {
        (a.keyPath, a.axisKey ?? "") < (b.keyPath, b.axisKey ?? "")
    }
}

/// A property's value on one view and the slot it came from (nil when inherited).
struct EffectiveValue {
    var slot: Slot?
    var contender: Contender
}

/// A rule that matched a view (everything but traits, until filtered), with its rank.
struct Candidate {
    var entry: Int
    var rank: MatchRank
}

/// Resolves one view: matching, precedence per slot, keyed lookup, targets,
/// inheritance and trait resolution (Docs/Stylesheets.md §2, §4, §5). Keeps its
/// intermediate results so that `explanation()` can show the losers too.
struct Cascade {
    let index: RuleIndex
    let path: String
    /// The view's class in the index; nil for a class the registry lacks.
    let classID: Int?
    let properties: [String: PropertySpec]
    let info: RuleIndex.ClassInfo
    /// The traits the view inherits, with its own overrides: what
    /// `overrideUserInterfaceStyle` is resolved in.
    let baseTraits: TraitCollection
    /// What the parent hands down for inherited properties.
    private let parentInherited: [String: InheritedContext.Inherited]
    /// `baseTraits` with the resolved `overrideUserInterfaceStyle`: what
    /// every other property is resolved in.
    private(set) var traits: TraitCollection
    /// Rules matching all but traits, lowest precedence first.
    private(set) var candidates: [Candidate] = []
    /// Candidates whose traits hold in `traits`, lowest precedence first.
    private(set) var matched: [Candidate] = []
    /// The strongest rule value for `overrideUserInterfaceStyle`, matched in `baseTraits`.
    private var interfaceStyleRuleValue: Contender?
    private(set) var explicitSlots: [Slot: Value] = [:]
    private(set) var targetSlots: [Slot: Contender] = [:]
    /// Every slot's winning value.
    private(set) var slots = SmallMap<Slot, Contender>()
    private(set) var state: ControlState = .normal
    /// The slot each property's effective value came from, by keypath
    /// (nil for an inherited value).
    private(set) var effective = SmallMap<String, EffectiveValue>()

    /// `classID` is the node's class in the index (nil for a class the registry lacks).
    init<N: StylableNode>(node: N, classID: Int?, path: String, parent: InheritedContext, index: RuleIndex,
                          ancestors: AncestorStack) {
        self.index = index
        self.path = path
        self.classID = classID
        properties = classID.map { index.properties[$0] } ?? [:]
        info = classID.map { index.classInfo[$0] } ?? RuleIndex.ClassInfo.none
        baseTraits = parent.traits.overriding(node.styleTraitOverrides)
        traits = baseTraits
        parentInherited = parent.inherited
        if let classID { match(node, chain: index.chains[classID], ancestors: ancestors) }
        collectExplicitAndTargets(node, parent: parent)
        resolveInterfaceStyleOverride()
        matched = candidates.filter { $0.rank.traitCount == 0 || index.entries[$0.entry].traits.allSatisfy(traits.contains) }
        replay()
        computeState(node)
        pickEffectiveValues()
        applySelfTargets()
        inheritValues()
    }

    // MARK: Matching

    /// Collects the rules of every class in the view's chain whose style
    /// classes and containers match; traits are checked later, once the
    /// view's own interface-style override is known.
    private mutating func match<N: StylableNode>(_ node: N, chain: [Int], ancestors: AncestorStack) {
        var nodeClasses: Set<String>?
        let present = ancestors.classBits
        candidates.reserveCapacity(64)
        for (distance, classID) in chain.enumerated() {
            for probe in index.probesByClass[classID] where probe.containerBits & ~present == 0 {
                if probe.classCount > 0 {
                    let have = nodeClasses ?? Set(node.styleClasses)
                    nodeClasses = have
                    guard index.entries[probe.entry].classes.allSatisfy(have.contains) else { continue }
                }
                var outermost: Int?
                if probe.insideCount > 0 {
                    guard let depth = ancestors.outermostMatch(index.entries[probe.entry].inside) else { continue }
                    outermost = depth
                }
                candidates.append(Candidate(entry: probe.entry, rank: MatchRank(
                    classCount: probe.classCount, outermostContainerDepth: outermost,
                    insideLength: probe.insideCount, traitCount: probe.traitCount,
                    typeDistance: distance, sourceOrder: probe.sourceOrder)))
            }
        }
        candidates.sort { $0.rank < $1.rank }
    }

    // MARK: Precedence

    /// Explicit values (a plain value for a keyed property goes to the axis
    /// default) and the values the parent's targets drive on this view.
    private mutating func collectExplicitAndTargets<N: StylableNode>(_ node: N, parent: InheritedContext) {
        let explicit = node.styleExplicitValues
        for (keyPath, value) in explicit.values {
            let canonical = TypeRegistry.canonicalKeyPath(keyPath)
            explicitSlots[Slot(keyPath: canonical, axisKey: axisDefault(of: canonical))] = value
        }
        for (keyPath, values) in explicit.keyed {
            let canonical = TypeRegistry.canonicalKeyPath(keyPath)
            let axis = info.axes[canonical]
            for (key, value) in values {
                let axisKey = axis == "state" ? (ControlState(key: key)?.key ?? key) : key
                explicitSlots[Slot(keyPath: canonical, axisKey: axisKey)] = value
            }
        }
        guard let part = node.stylePart else { return }
        for target in parent.targets[part] ?? [] where properties[target.keyPath] != nil {
            targetSlots[Slot(keyPath: target.keyPath, axisKey: axisDefault(of: target.keyPath))] =
                Contender(source: .target(fromPath: target.fromPath, property: target.property), value: target.value)
        }
    }

    /// `overrideUserInterfaceStyle` is resolved first, in the traits the view
    /// inherits; its result changes the traits every other property of the
    /// view (and its subtree) is matched and resolved in.
    private mutating func resolveInterfaceStyleOverride() {
        // Without a value for it from a rule, the node or a target, the override stays unset.
        guard info.hasInterfaceStyleOverride,
              index.setsInterfaceStyleOverride || !explicitSlots.isEmpty || !targetSlots.isEmpty else { return }
        let slot = Slot(keyPath: RuleIndex.interfaceStyleOverride, axisKey: nil)
        interfaceStyleRuleValue = interfaceStyleRuleWinner()
        let decided = explicitSlots[slot] ?? targetSlots[slot]?.value ?? interfaceStyleRuleValue?.value
        if case .enumCase(let name)? = decided, let style = TraitCollection.UserInterfaceStyle(rawValue: name) {
            traits.userInterfaceStyle = style
        }
    }

    /// The rules that set `overrideUserInterfaceStyle` and match in the base
    /// traits, lowest precedence first.
    var interfaceStyleCandidates: [Candidate] {
        candidates.filter {
            index.entries[$0.entry].setsInterfaceStyleOverride && index.entries[$0.entry].traits.allSatisfy(baseTraits.contains)
        }
    }

    private func interfaceStyleRuleWinner() -> Contender? {
        for candidate in interfaceStyleCandidates.reversed() {
            let invocations = index.entries[candidate.entry].invocations
            if let i = invocations.last(where: { isInterfaceStyleOverride(index.table.invocations[$0]) }) {
                return contender(invocation: i)
            }
        }
        return nil
    }

    private func isInterfaceStyleOverride(_ invocation: Invocation) -> Bool {
        invocation.keyPath == RuleIndex.interfaceStyleOverride && invocation.axisKey == nil
    }

    private func contender(invocation i: Int) -> Contender {
        index.contenders[i]
    }

    /// Replays the matching rules' invocations: each slot ends with the value
    /// of the strongest rule that sets it (the last such invocation within that
    /// rule), so they are visited from the strongest down and a slot already
    /// filled is skipped. Then targets, then explicit values, which beat every rule.
    private mutating func replay() {
        var filled = [UInt64](repeating: 0, count: (index.slots.count + 63) / 64)
        slots.reserveCapacity(min(index.slots.count, 16))
        for candidate in matched.reversed() {
            for i in index.entries[candidate.entry].invocations.reversed() {
                let id = index.invocationSlots[i], bit = UInt64(1) << UInt64(id & 63)
                guard filled[id >> 6] & bit == 0 else { continue }
                filled[id >> 6] |= bit
                slots.appendNew(index.slots[id], contender(invocation: i))
            }
        }
        if info.hasInterfaceStyleOverride && index.setsInterfaceStyleOverride {
            slots[Slot(keyPath: RuleIndex.interfaceStyleOverride, axisKey: nil)] = interfaceStyleRuleValue
        }
        for (slot, contender) in targetSlots { slots[slot] = contender }
        for (slot, value) in explicitSlots { slots[slot] = Contender(source: .explicit, value: value) }
    }

    // MARK: Keyed values

    /// Keypaths whose resolved values add to the `state` key.
    static let stateFlagKeyPaths: Set<String> = ["isEnabled", "isSelected", "isHighlighted"]

    /// The `state` key: the node's flags plus what its resolved `isEnabled`,
    /// `isSelected` and `isHighlighted` say.
    private mutating func computeState<N: StylableNode>(_ node: N) {
        state = node.styleState
        guard index.setsStateFlags || !explicitSlots.isEmpty || !targetSlots.isEmpty else { return }
        if case .bool(false)? = slots[Slot(keyPath: "isEnabled", axisKey: nil)]?.value { state.insert(.disabled) }
        if case .bool(true)? = slots[Slot(keyPath: "isSelected", axisKey: nil)]?.value { state.insert(.selected) }
        if case .bool(true)? = slots[Slot(keyPath: "isHighlighted", axisKey: nil)]?.value { state.insert(.highlighted) }
    }

    /// The default key of a keyed property's axis (`normal`, or the enum
    /// property's default, else its first case); nil for a plain property.
    private func axisDefault(of keyPath: String) -> String? {
        info.axes.isEmpty ? nil : info.axisDefaults[keyPath]
    }

    /// The view's current key on an axis: its state, or the resolved value of
    /// the enum property that names the axis.
    private func currentKey(_ axis: String) -> String? {
        if axis == "state" { return state.key }
        if case .enumCase(let name)? = slots[Slot(keyPath: axis, axisKey: nil)]?.value { return name }
        return info.enumDefaults[axis]
    }

    /// The slot that gives a property its value: for a keyed property the
    /// exact current key, else the axis default, else none (UIKit's rule: an
    /// unset `highlighted+selected` falls back to `normal`, not `selected`).
    private func effectiveSlot(_ keyPath: String) -> Slot? {
        guard let axis = info.axes.isEmpty ? nil : info.axes[keyPath] else {
            let slot = Slot(keyPath: keyPath, axisKey: nil)
            return slots[slot] == nil ? nil : slot
        }
        for key in [currentKey(axis), axisDefault(of: keyPath)].compactMap({ $0 }) {
            let slot = Slot(keyPath: keyPath, axisKey: key)
            if slots[slot] != nil { return slot }
        }
        return nil
    }

    /// Each property's value: a plain property's is its one slot; a keyed
    /// property's is chosen by `effectiveSlot`.
    private mutating func pickEffectiveValues() {
        effective.reserveCapacity(slots.count)
        for entry in slots.entries {
            let slot = entry.key, contender = entry.value
            if info.axes.isEmpty || info.axes[slot.keyPath] == nil {
                if slot.axisKey == nil { effective[slot.keyPath] = EffectiveValue(slot: slot, contender: contender) }
            } else if effective[slot.keyPath] == nil, let chosen = effectiveSlot(slot.keyPath), let winner = slots[chosen] {
                effective[slot.keyPath] = EffectiveValue(slot: chosen, contender: winner)
            }
        }
    }

    // MARK: Targets and inheritance

    /// A property declared `target: property` (no part) drives that property
    /// of the view itself, unless the view sets it explicitly.
    private mutating func applySelfTargets() {
        guard !info.targets.isEmpty else { return }
        let driving = effective.keys.filter { info.targets[$0].map { !$0.contains(".") } ?? false }
        for keyPath in driving.sorted() {
            guard let target = info.targets[keyPath], properties[target] != nil,
                  let value = effective[keyPath]?.contender.value else { continue }
            let slot = Slot(keyPath: target, axisKey: axisDefault(of: target))
            if slots[slot]?.source == .explicit { continue }
            let contender = Contender(source: .target(fromPath: path, property: keyPath), value: value)
            targetSlots[slot] = contender
            slots[slot] = contender
            if let chosen = effectiveSlot(target), let winner = slots[chosen] {
                effective[target] = EffectiveValue(slot: chosen, contender: winner)
            }
        }
    }

    /// Inherited properties the view does not set take the nearest ancestor's value.
    private mutating func inheritValues() {
        guard !parentInherited.isEmpty else { return }
        for keyPath in info.inherited where effective[keyPath] == nil {
            if let inherited = parentInherited[keyPath] {
                effective[keyPath] = EffectiveValue(slot: nil, contender: Contender(source: .inherited(fromPath: inherited.fromPath),
                                                                                    value: inherited.value))
            }
        }
    }

    // MARK: Results

    var style: ResolvedStyle {
        var resolved: [String: ResolvedProperty] = [:]
        resolved.reserveCapacity(effective.count)
        for entry in effective.entries {
            resolved[entry.key] = ResolvedProperty(entry.value.contender, axisKey: entry.value.slot?.axisKey, traits: traits)
        }
        return ResolvedStyle(traits: traits, state: state, properties: resolved)
    }

    /// The value a property ended with, if anything set it.
    func effectiveValue(_ keyPath: String) -> Value? {
        effective[keyPath]?.contender.value
    }

    /// The inherited properties (`tintColor`) the view sets itself, by a rule,
    /// an explicit value or a target: what it hands down from its own path.
    var ownInheritedValues: [(keyPath: String, value: Value)] {
        index.inheritedKeyPaths.compactMap { keyPath in
            guard let e = effective[keyPath] else { return nil }
            if case .inherited = e.contender.source { return nil }
            return (keyPath, e.contender.value)
        }
    }

    /// The context for the view's children.
    var childContext: InheritedContext {
        // A value the view inherited (or, for a class the registry lacks, never
        // had) passes the ancestor's value through.
        var context = InheritedContext(traits: traits, inherited: parentInherited)
        context.handDown(ownInheritedValues, from: path)
        let driving = info.targets.isEmpty ? [] : effective.keys.filter { info.targets[$0]?.contains(".") ?? false }
        for keyPath in driving.sorted() {
            guard let e = effective[keyPath], let target = info.targets[keyPath], let dot = target.firstIndex(of: ".") else { continue }
            let part = String(target[..<dot])
            context.targets[part, default: []].append(InheritedContext.Target(
                keyPath: String(target[target.index(after: dot)...]), value: e.contender.value,
                fromPath: path, property: keyPath))
        }
        return context
    }
}
