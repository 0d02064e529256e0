/// Docs/Stylesheets.md §2's precedence, in one place: which values compete
/// for a view's slots and in what order. The cascade keeps the first value
/// it is offered for each slot; `explain` keeps them all and asks each
/// loser's deciding step. Both are offered values by ``visit(explicit:targets:rules:index:_:)``.
enum Precedence {
    /// Where a competing value is, without copying it: an invocation of the
    /// table, or an entry of the view's explicit or target values.
    enum Ref: Hashable {
        case invocation(Int32)
        case explicit(Int32)
        case target(Int32)
        /// A value the cascade made itself (a self target, an inherited value).
        case made(Int32)
    }

    /// One value competing for a slot.
    struct Competitor {
        enum Tier { case explicit, target, rule }
        var tier: Tier
        /// For a rule's value: the rule's rank.
        var rank: MatchRank?
        var ref: Ref

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
    @inline(__always)
    static func visit(
        explicit: SmallMap<Slot, Value>, targets: SmallMap<Slot, Contender>, rules: [Candidate],
        index: RuleIndex, _ offer: (Slot, Int?, Competitor) -> Void
    ) {
        for (k, entry) in explicit.entries.enumerated() {
            offer(entry.key, nil, Competitor(tier: .explicit, rank: nil, ref: .explicit(Int32(k))))
        }
        for (k, entry) in targets.entries.enumerated() {
            offer(entry.key, nil, Competitor(tier: .target, rank: nil, ref: .target(Int32(k))))
        }
        for candidate in rules.reversed() {
            for k in index.entries[candidate.entry].invocations.reversed() {
                let i = index.ruleInvocations[k]
                let number = index.invocationSlots[i]
                offer(index.slots[number], number, Competitor(tier: .rule, rank: candidate.rank, ref: .invocation(Int32(i))))
            }
        }
    }
}
