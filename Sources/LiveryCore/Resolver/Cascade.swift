/// A property's value on one view and the slot it came from (nil when inherited).
struct EffectiveValue {
    var slot: Slot?
    var ref: Precedence.Ref
}

/// Resolves one view once ``RuleMatcher`` has found its rules: precedence
/// per slot (``Precedence``), keyed lookup, targets, inheritance and trait
/// resolution (Docs/Stylesheets.md §2, §4, §5). Keeps its intermediate
/// results so that `explanation()` can show the losers too.
struct Cascade {
    let index: RuleIndex
    let path: String
    /// The view's class in the index; nil for a class the registry lacks.
    let classID: Int?
    let schema: ClassSchema
    /// The traits the view inherits, with its own overrides: what
    /// `overrideUserInterfaceStyle` is resolved in.
    let baseTraits: TraitCollection
    /// What the parent hands down for inherited properties.
    private let parentInherited: [PropertyID: InheritedContext.Inherited]
    /// `baseTraits` with the resolved `overrideUserInterfaceStyle`: what
    /// every other property is resolved in.
    private(set) var traits: TraitCollection
    /// The rules that name only the view's class (shared by every view of it).
    private var fixed: MatchCache.Fixed?
    /// The matching rules that look at more of the view, lowest precedence first.
    private var conditional: [Candidate] = []
    /// Whether the matches were found with the view's final traits; if not,
    /// `filteredMatches` holds those whose trait conditions hold.
    private var traitsChecked = true
    private var filteredMatches: [Candidate] = []
    private(set) var explicitSlots = SmallMap<Slot, Value>()
    private(set) var targetSlots = SmallMap<Slot, Contender>()
    /// Every slot's winning value, referred to, not copied (most views
    /// compare many more values than they keep).
    private(set) var slots = SmallMap<Slot, Precedence.Ref>()
    /// Values the cascade made: self targets and inherited values.
    private var made: [Contender] = []
    private(set) var state: ControlState = .normal
    /// The slot each property's effective value came from (nil for an inherited value).
    private(set) var effective = SmallMap<PropertyID, EffectiveValue>()

    /// `classID` is the node's class in the index (nil for a class the registry lacks).
    init<N: StylableNode>(
        node: borrowing N, classID: Int?, path: String, parent: borrowing InheritedContext, index: RuleIndex,
        ancestors: borrowing AncestorStack, matches: inout MatchCache
    ) {
        self.index = index
        self.path = path
        self.classID = classID
        swap(&conditional, &matches.spare.candidates)
        swap(&slots, &matches.spare.slots)
        swap(&effective, &matches.spare.effective)
        swap(&explicitSlots, &matches.spare.explicit)
        schema = index.schema(classID)
        baseTraits = parent.traits.overriding(node.styleTraitOverrides)
        traits = baseTraits
        parentInherited = parent.inherited
        collectExplicitAndTargets(node, parent: parent)
        // Unless the view's own interface style can be overridden, its traits
        // are known now and rules whose `when:` fails are never kept.
        // Asked of the stored parts: a getter called on `self` here copied the whole cascade.
        traitsChecked = !Cascade.overridesInterfaceStyle(
            schema: schema, index: index, explicit: explicitSlots, targets: targetSlots)
        if let classID {
            let chain = index.chains[classID]
            let known = traitsChecked ? baseTraits : nil
            fixed = matches.fixed(chain: chain, traits: known, index: index)
            RuleMatcher.conditionalCandidates(
                for: node, chain: chain, index: index, ancestors: ancestors, traits: known, work: &matches.work,
                into: &conditional)
        }
        if !traitsChecked {
            resolveInterfaceStyleOverride()
            filteredMatches = candidates.filter {
                $0.rank.traitCount == 0 || index.entries[$0.entry].traits.allSatisfy({ $0.holds(in: traits) })
            }
        }
        replay()
        computeState(node)
        pickEffectiveValues()
        applySelfTargets()
        inheritValues()
        // In id order, as the style keeps them (sorted while they are small references).
        if effective.count > 1 { effective.sort { $0.rawValue < $1.rawValue } }
    }

    // MARK: Precedence

    /// Explicit values (a plain value for a keyed property goes to the axis
    /// default) and the values the parent's targets drive on this view.
    private mutating func collectExplicitAndTargets<N: StylableNode>(_ node: N, parent: InheritedContext) {
        let explicit = node.styleExplicitValues
        let names = schema.names
        for (keyPath, value) in explicit.values {
            guard let id = names.id(keyPath) else { continue }
            explicitSlots[Slot(property: id, axisKey: schema.plainValueKey(id))] = value
        }
        for (keyPath, values) in explicit.keyed {
            guard let id = names.id(keyPath) else { continue }
            let isState = schema.axes[id] == .state
            for (written, value) in values {
                let key = isState ? ControlState(key: written).map(AxisKey.init) : names.axisKey(written)
                guard let key else { continue }
                explicitSlots[Slot(property: id, axisKey: key)] = value
            }
        }
        guard let part = node.stylePart else { return }
        for target in parent.targets[part] ?? [] where schema.has(target.property) {
            targetSlots[Slot(property: target.property, axisKey: schema.plainValueKey(target.property))] =
                Contender(source: .target(fromPath: target.fromPath, property: names.keyPath(target.from)), value: target.value)
        }
    }

    /// The slot of `overrideUserInterfaceStyle`, a plain property.
    static let interfaceStyleSlot = Slot(property: RuleIndex.interfaceStyleOverride, axisKey: nil)

    /// Whether something can set the view's `overrideUserInterfaceStyle`: a
    /// rule, the node or a target. Without that, the override stays unset.
    private static func overridesInterfaceStyle(
        schema: ClassSchema, index: RuleIndex, explicit: SmallMap<Slot, Value>, targets: SmallMap<Slot, Contender>
    ) -> Bool {
        schema.hasInterfaceStyleOverride
            && (index.setsInterfaceStyleOverride || explicit[Cascade.interfaceStyleSlot] != nil
                || targets[Cascade.interfaceStyleSlot] != nil)
    }

    /// `overrideUserInterfaceStyle` is resolved first, in the traits the view
    /// inherits; its result changes the traits every other property of the
    /// view (and its subtree) is matched and resolved in.
    private mutating func resolveInterfaceStyleOverride() {
        var decided: Value?
        Precedence.visit(explicit: explicitSlots, targets: targetSlots, rules: interfaceStyleCandidates, index: index) {
            slot, _, competitor in
            if decided == nil, slot == Cascade.interfaceStyleSlot { decided = contender(competitor.ref).value }
        }
        if case .enumCase(let name)? = decided, let style = TraitCollection.UserInterfaceStyle(rawValue: name) {
            traits.userInterfaceStyle = style
        }
    }

    /// Rules matching all but (unless checked) traits, lowest precedence
    /// first: every fixed rule ranks below every conditional one.
    var candidates: [Candidate] { (fixed?.candidates ?? []) + conditional }

    /// The matching rules whose traits hold in `traits`, lowest precedence first.
    var matched: [Candidate] { traitsChecked ? candidates : filteredMatches }

    /// The rules that set `overrideUserInterfaceStyle` and match in the base
    /// traits, lowest precedence first: the ones that compete for it.
    var interfaceStyleCandidates: [Candidate] {
        candidates.filter {
            index.entries[$0.entry].setsInterfaceStyleOverride && index.entries[$0.entry].traits.allSatisfy({ $0.holds(in: baseTraits) })
        }
    }

    /// Whether the interface-style override competes among the rules that
    /// match in the base traits rather than in the final ones.
    var resolvesInterfaceStyleFirst: Bool {
        schema.hasInterfaceStyleOverride && index.setsInterfaceStyleOverride
    }

    /// Fills every slot with the first value ``Precedence`` offers for it;
    /// rule slots are tracked by number in a bitset. With the traits known,
    /// the view's own rules are offered and then the fixed rules' winners,
    /// which rank below all of them.
    private mutating func replay() {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (index.slots.count + 63) / 64) { filled in
            filled.initialize(repeating: 0)
            replay(filled: filled)
        }
    }

    /// `filled` has a cleared bit per slot number of the index.
    private mutating func replay(filled: UnsafeMutableBufferPointer<UInt64>) {
        let styleFirst = resolvesInterfaceStyleFirst
        var slots = SmallMap<Slot, Precedence.Ref>()
        swap(&slots, &self.slots)
        slots.reserveCapacity(min(index.slots.count, 16))
        let rules = traitsChecked ? conditional : filteredMatches
        Precedence.visit(explicit: explicitSlots, targets: targetSlots, rules: rules, index: index) { slot, number, competitor in
            guard let number = number ?? index.slotNumber(slot) else {
                if slots[slot] == nil { slots.appendNew(slot, competitor.ref) }
                return
            }
            let bit = UInt64(1) << UInt64(number & 63)
            guard filled[number >> 6] & bit == 0 else { return }
            filled[number >> 6] |= bit
            // The override's rules compete in the base traits (resolveInterfaceStyleOverride).
            if styleFirst, competitor.tier == .rule, slot == Cascade.interfaceStyleSlot { return }
            slots.appendNew(slot, competitor.ref)
        }
        if traitsChecked, let fixed {
            for winner in fixed.winners {
                let bit = UInt64(1) << UInt64(winner.slot & 63)
                guard filled[winner.slot >> 6] & bit == 0 else { continue }
                filled[winner.slot >> 6] |= bit
                slots.appendNew(index.slots[winner.slot], .invocation(Int32(winner.invocation)))
            }
        }
        if styleFirst, slots[Cascade.interfaceStyleSlot] == nil {
            Precedence.visit(explicit: SmallMap(), targets: SmallMap(), rules: interfaceStyleCandidates, index: index) {
                slot, _, competitor in
                if slot == Cascade.interfaceStyleSlot, slots[slot] == nil { slots.appendNew(slot, competitor.ref) }
            }
        }
        self.slots = slots
    }

    // MARK: Keyed values

    /// The `state` key: the node's flags plus what its resolved `isEnabled`,
    /// `isSelected` and `isHighlighted` say.
    private mutating func computeState<N: StylableNode>(_ node: N) {
        state = node.styleState
        guard index.setsStateFlags || !explicitSlots.isEmpty || !targetSlots.isEmpty else { return }
        if case .bool(false)? = value(of: Slot(property: PropertyKeys.isEnabled.id, axisKey: nil)) { state.insert(.disabled) }
        if case .bool(true)? = value(of: Slot(property: PropertyKeys.isSelected.id, axisKey: nil)) { state.insert(.selected) }
        if case .bool(true)? = value(of: Slot(property: PropertyKeys.isHighlighted.id, axisKey: nil)) { state.insert(.highlighted) }
    }

    /// The view's current key on an axis: its state, or the resolved value of
    /// the enum property that names the axis.
    private func currentKey(_ axis: ClassSchema.Axis) -> AxisKey? {
        switch axis {
        case .state: return AxisKey(state)
        case .property(let id):
            guard case .enumCase(let name)? = value(of: Slot(property: id, axisKey: nil)) else { return nil }
            return schema.names.axisKey(name)
        }
    }

    /// The slot that gives a property its value: for a keyed property the
    /// exact current key, else the axis default, else none (UIKit's rule: an
    /// unset `highlighted+selected` falls back to `normal`, not `selected`).
    private func effectiveSlot(_ property: PropertyID) -> Slot? {
        guard schema.isKeyed(property), let axis = schema.axes[property] else {
            let slot = Slot(property: property, axisKey: nil)
            return slots[slot] == nil ? nil : slot
        }
        for key in [currentKey(axis), schema.axisDefaults[property]] {
            guard let key else { continue }
            let slot = Slot(property: property, axisKey: key)
            if slots[slot] != nil { return slot }
        }
        return nil
    }

    /// Each property's value: a plain property's is its one slot; a keyed
    /// property's is chosen by `effectiveSlot`.
    private mutating func pickEffectiveValues() {
        effective.reserveCapacity(slots.count)
        for entry in slots.entries {
            let slot = entry.key
            if !schema.isKeyed(slot.property) {
                // A plain property has one slot, so it is not in `effective` yet.
                if slot.axisKey == nil { effective.appendNew(slot.property, EffectiveValue(slot: slot, ref: entry.value)) }
            } else if effective[slot.property] == nil, let chosen = effectiveSlot(slot.property), let winner = slots[chosen] {
                effective.appendNew(slot.property, EffectiveValue(slot: chosen, ref: winner))
            }
        }
    }

    // MARK: Targets and inheritance

    /// A property declared with a target on the view's own property drives
    /// that property, unless the view sets it explicitly.
    private mutating func applySelfTargets() {
        guard !schema.targets.isEmpty else { return }
        let driving = effective.keys.filter { if case .own? = schema.targets[$0] { return true } else { return false } }
        for property in driving.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard case .own(let target)? = schema.targets[property], schema.has(target),
                let value = effectiveValue(property)
            else { continue }
            let slot = Slot(property: target, axisKey: schema.plainValueKey(target))
            if case .explicit? = slots[slot] { continue }
            let contender = Contender(source: .target(fromPath: path, property: schema.names.keyPath(property)), value: value)
            targetSlots[slot] = contender
            slots[slot] = make(contender)
            if let chosen = effectiveSlot(target), let winner = slots[chosen] {
                effective[target] = EffectiveValue(slot: chosen, ref: winner)
            }
        }
    }

    /// Inherited properties the view does not set take the nearest ancestor's value.
    private mutating func inheritValues() {
        guard !parentInherited.isEmpty else { return }
        for property in schema.inherited where effective[property] == nil {
            if let inherited = parentInherited[property] {
                effective[property] = EffectiveValue(
                    slot: nil,
                    ref: make(
                        Contender(
                            source: .inherited(fromPath: inherited.fromPath),
                            value: inherited.value)))
            }
        }
    }

    // MARK: Buffers

    /// The arrays every view's cascade fills, handed from one view to the next.
    struct Buffers {
        var candidates: [Candidate] = []
        var slots = SmallMap<Slot, Precedence.Ref>()
        var effective = SmallMap<PropertyID, EffectiveValue>()
        var explicit = SmallMap<Slot, Value>()
    }

    /// Gives this cascade's buffers, emptied, to the next view's (once its
    /// results have been read; the cascade is then spent).
    mutating func recycle(into spare: inout Buffers) {
        conditional.removeAll(keepingCapacity: true)
        slots.removeAll()
        effective.removeAll()
        explicitSlots.removeAll()
        swap(&conditional, &spare.candidates)
        swap(&slots, &spare.slots)
        swap(&effective, &spare.effective)
        swap(&explicitSlots, &spare.explicit)
    }

    // MARK: Results

    var style: ResolvedStyle {
        let resolved = PropertyMap(
            ordered: effective.entries.map { entry in
                PropertyMap.Entry(key: entry.key, value: resolvedProperty(entry.value.ref, axisKey: entry.value.slot?.axisKey))
            })
        var keyed: [KeyedSlot] = []
        if !schema.axes.isEmpty {
            // Ordered while the entries are small references, then resolved.
            var refs = slots.entries.filter { $0.key.axisKey != nil && schema.isKeyed($0.key.property) }
            refs.sort { KeyedSlot.orderKey($0.key.property, $0.key.axisKey) < KeyedSlot.orderKey($1.key.property, $1.key.axisKey) }
            keyed.reserveCapacity(refs.count)
            for entry in refs {
                guard let key = entry.key.axisKey else { continue }
                keyed.append(KeyedSlot(property: entry.key.property, axisKey: key, value: resolvedProperty(entry.value, axisKey: key)))
            }
        }
        return ResolvedStyle(traits: traits, state: state, properties: resolved, keyed: keyed, schema: schema)
    }

    /// A competing value resolved in the view's traits, read where it is kept (not copied first).
    private func resolvedProperty(_ ref: Precedence.Ref, axisKey: AxisKey?) -> ResolvedProperty {
        switch ref {
        case .invocation(let i):
            // Read field by field: a whole contender copied out and destroyed cost as much as resolving it.
            let value = index.contenders[Int(i)].value
            return ResolvedProperty(
                value: ResolvedValue(value, traits: traits), specified: value, source: index.contenders[Int(i)].source,
                axisKey: axisKey)
        case .explicit(let k): return ResolvedProperty(explicit: explicitSlots.entries[Int(k)].value, axisKey: axisKey, traits: traits)
        case .target(let k): return ResolvedProperty(targetSlots.entries[Int(k)].value, axisKey: axisKey, traits: traits)
        case .made(let k): return ResolvedProperty(made[Int(k)], axisKey: axisKey, traits: traits)
        }
    }

    /// The value a property ended with, if anything set it.
    func effectiveValue(_ property: PropertyID) -> Value? {
        effective[property].map { contender($0.ref).value }
    }

    /// The value a slot ended with, if anything set it.
    private func value(of slot: Slot) -> Value? {
        slots[slot].map { contender($0).value }
    }

    /// A competing value, wherever it is kept.
    func contender(_ ref: Precedence.Ref) -> Contender {
        switch ref {
        case .invocation(let i): return index.contenders[Int(i)]
        case .explicit(let k): return Contender(source: .explicit, value: explicitSlots.entries[Int(k)].value)
        case .target(let k): return targetSlots.entries[Int(k)].value
        case .made(let k): return made[Int(k)]
        }
    }

    /// Keeps a value the cascade made, for a slot or an effective value to refer to.
    private mutating func make(_ contender: Contender) -> Precedence.Ref {
        made.append(contender)
        return .made(Int32(made.count - 1))
    }

    /// The inherited properties (`tintColor`) the view sets itself, by a rule,
    /// an explicit value or a target: what it hands down from its own path.
    var ownInheritedValues: [(property: PropertyID, value: Value)] {
        index.inheritedProperties.compactMap { property in
            guard let e = effective[property] else { return nil }
            let winner = contender(e.ref)
            if case .inherited = winner.source { return nil }
            return (property, winner.value)
        }
    }

    /// The context for the view's children.
    var childContext: InheritedContext {
        // A value the view inherited (or, for a class the registry lacks, never
        // had) passes the ancestor's value through.
        var context = InheritedContext(traits: traits, inherited: parentInherited)
        context.handDown(ownInheritedValues, from: path)
        guard !schema.targets.isEmpty else { return context }
        let driving = effective.keys.filter { if case .part? = schema.targets[$0] { return true } else { return false } }
        for property in driving.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let value = effectiveValue(property), case .part(let part, let target)? = schema.targets[property] else { continue }
            context.targets[part, default: []].append(
                InheritedContext.Target(
                    property: target, value: value, fromPath: path, from: property))
        }
        return context
    }
}
