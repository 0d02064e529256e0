extension Cascade {
    /// One competitor in a slot, ordered the way precedence tries them:
    /// explicit, then target, then rules by rank.
    private struct Competitor {
        enum Tier: Int { case explicit, target, rule }
        var tier: Tier
        var rank: MatchRank?
        var contender: Contender

        /// The step that lets `self` (the winner) beat `loser`.
        func decidingStep(against loser: Competitor) -> PrecedenceStep {
            switch tier {
            case .explicit: return .explicit
            case .target: return .target
            case .rule:
                // Two invocations of one rule for the same slot: the later one won.
                guard let rank, let other = loser.rank else { return .sourceOrder }
                return rank.compare(to: other)?.step ?? .sourceOrder
            }
        }
    }

    /// The explanation of this view, built from the cascade's intermediate results.
    func explanation(view: ResolvedView) -> Explanation {
        var competitors: [Slot: [Competitor]] = [:]
        for (slot, value) in explicitSlots {
            competitors[slot, default: []].append(Competitor(tier: .explicit, rank: nil,
                                                             contender: Contender(source: .explicit, value: value)))
        }
        for (slot, contender) in targetSlots {
            competitors[slot, default: []].append(Competitor(tier: .target, rank: nil, contender: contender))
        }
        // The interface-style override competes among the rules that match in
        // the base traits; every other slot among those matching in the final ones.
        let styleSlot = Slot(keyPath: RuleIndex.interfaceStyleOverride, axisKey: nil)
        let styleResolvedFirst = properties[styleSlot.keyPath] != nil
        let styleRules = styleResolvedFirst ? interfaceStyleCandidates : []
        func addRules(_ rules: [Candidate], where include: (Slot) -> Bool) {
            for candidate in rules.reversed() {
                for i in index.entries[candidate.entry].invocations.reversed() {
                    let invocation = index.table.invocations[i]
                    let slot = Slot(keyPath: invocation.keyPath, axisKey: invocation.axisKey)
                    guard include(slot) else { continue }
                    competitors[slot, default: []].append(Competitor(
                        tier: .rule, rank: candidate.rank,
                        contender: Contender(source: .rule(invocation.rule, origin: invocation.origin),
                                             value: invocation.value)))
                }
            }
        }
        addRules(matched) { !styleResolvedFirst || $0 != styleSlot }
        addRules(styleRules) { $0 == styleSlot }

        var entries: [PropertyExplanation] = []
        for slot in competitors.keys.sorted() {
            guard let list = competitors[slot], let winner = list.first else { continue }
            entries.append(PropertyExplanation(
                keyPath: slot.keyPath, axisKey: slot.axisKey, isEffective: effective[slot.keyPath]?.slot == slot,
                winner: winner.contender,
                losers: list.dropFirst().map { .init(contender: $0.contender, decidedBy: winner.decidingStep(against: $0)) }))
        }
        for keyPath in effective.keys.sorted() {
            guard let e = effective[keyPath], e.slot == nil else { continue }
            entries.append(PropertyExplanation(keyPath: keyPath, axisKey: nil, isEffective: true,
                                               winner: e.contender, losers: []))
        }
        entries.sort { ($0.keyPath, $0.axisKey ?? "") < ($1.keyPath, $1.axisKey ?? "") }

        var seen = Set<Int>()
        let rules = (matched + styleRules).sorted { $1.rank < $0.rank }.filter { seen.insert($0.entry).inserted }
        return Explanation(view: view, baseTraits: baseTraits,
                           matchedRules: rules.map {
                               let entry = index.entries[$0.entry]
                               return RuleMatch(index: entry.tableIndex, rule: entry.rule, rank: $0.rank)
                           },
                           properties: entries)
    }
}
