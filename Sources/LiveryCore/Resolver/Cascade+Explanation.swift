extension Cascade {
    /// The explanation of this view, built from the cascade's intermediate
    /// results: every value ``Precedence`` offers for each slot, the first
    /// one the winner, each later one a loser with its deciding step.
    func explanation(view: ResolvedView) -> Explanation {
        var competitors: [Slot: [Precedence.Competitor]] = [:]
        // The interface-style override competes among the rules that match in
        // the base traits; every other slot among those matching in the final ones.
        let styleFirst = resolvesInterfaceStyleFirst
        let styleRules = styleFirst ? interfaceStyleCandidates : []
        Precedence.visit(explicit: explicitSlots, targets: targetSlots, rules: matched, index: index) { slot, _, competitor in
            if styleFirst, competitor.tier == .rule, slot == Cascade.interfaceStyleSlot { return }
            competitors[slot, default: []].append(competitor)
        }
        Precedence.visit(explicit: SmallMap(), targets: SmallMap(), rules: styleRules, index: index) { slot, _, competitor in
            if slot == Cascade.interfaceStyleSlot { competitors[slot, default: []].append(competitor) }
        }

        let names = schema.names
        var entries: [PropertyExplanation] = []
        for (slot, list) in competitors {
            guard let winner = list.first else { continue }
            entries.append(
                PropertyExplanation(
                    keyPath: names.keyPath(slot.property), axisKey: slot.axisKey.map(names.name),
                    isEffective: effective[slot.property]?.slot == slot, winner: contender(winner.ref),
                    losers: list.dropFirst().map { .init(contender: contender($0.ref), decidedBy: winner.decidingStep(against: $0)) }))
        }
        for entry in effective.entries where entry.value.slot == nil {
            entries.append(
                PropertyExplanation(
                    keyPath: names.keyPath(entry.key), axisKey: nil, isEffective: true,
                    winner: contender(entry.value.ref), losers: []))
        }
        entries.sort { ($0.keyPath, $0.axisKey ?? "") < ($1.keyPath, $1.axisKey ?? "") }

        var seen = Set<Int>()
        let rules = (matched + styleRules).sorted { $1.rank < $0.rank }.filter { seen.insert($0.entry).inserted }
        return Explanation(
            view: view, baseTraits: baseTraits,
            matchedRules: rules.map {
                let entry = index.entries[$0.entry]
                return RuleMatch(index: entry.tableIndex, rule: entry.rule, rank: $0.rank)
            },
            properties: entries)
    }
}
