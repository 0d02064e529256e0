/// Docs/Stylesheets.md §2's precedence, in one place: which values compete
/// for a view's slots and in what order. The cascade keeps the first value
/// it is offered for each slot; `explain` keeps them all and asks each
/// loser's deciding step. Both are offered values by ``visit(explicit:targets:rules:index:_:)``.
enum Precedence {
    /// One value competing for a slot.
    struct Competitor {
        enum Tier { case explicit, target, rule }
        var tier: Tier
        /// For a rule's value: the rule's rank.
        var rank: MatchRank?
        var contender: Contender

        /// The step that lets `self`, offered earlier, beat `loser`.
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

    /// Offers every competing value, strongest first: values set on the view,
    /// then values a target drives on it, then the invocations of `rules`
    /// (given lowest precedence first) from the strongest rule down, and
    /// within a rule the later invocation first. `offer` gets the slot, the
    /// slot's number in the index for a rule's value, and the competitor.
    static func visit(explicit: SmallMap<Slot, Value>, targets: SmallMap<Slot, Contender>, rules: [Candidate],
                      index: RuleIndex, _ offer: (Slot, Int?, Competitor) -> Void) {
        for entry in explicit.entries {
            offer(entry.key, nil, Competitor(tier: .explicit, rank: nil, contender: Contender(source: .explicit, value: entry.value)))
        }
        for entry in targets.entries {
            offer(entry.key, nil, Competitor(tier: .target, rank: nil, contender: entry.value))
        }
        for candidate in rules.reversed() {
            for i in index.entries[candidate.entry].invocations.reversed() {
                let number = index.invocationSlots[i]
                offer(index.slots[number], number, Competitor(tier: .rule, rank: candidate.rank, contender: index.contenders[i]))
            }
        }
    }
}
