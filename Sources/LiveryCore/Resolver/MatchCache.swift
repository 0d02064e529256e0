/// The rules that match every view of a class in given traits — those that
/// name only the class, no style classes or containers — ranked, with the
/// value each gives the slots it wins among them, kept for one walk. Most
/// rules are of that kind and most views of a class share their traits, so
/// each view then only tests and replays the rules that look at it further.
///
/// Precedence makes this exact: a rule with style classes or containers
/// always beats one without (classes are compared first, then containment),
/// so the fixed rules only ever fill the slots the others leave.
struct MatchCache {
    /// One class's fixed rules in one trait environment.
    final class Fixed {
        /// Lowest precedence first.
        let candidates: [Candidate]
        /// Per slot they set, the invocation that wins it among them (slot
        /// number in the index, invocation index), strongest rule first.
        let winners: [(slot: Int, invocation: Int)]
        /// The traits the rules were checked in; nil when not checked.
        let traits: TraitCollection?

        init(candidates: [Candidate], winners: [(slot: Int, invocation: Int)], traits: TraitCollection?) {
            self.candidates = candidates
            self.winners = winners
            self.traits = traits
        }
    }

    /// By class id (an array: every view asks).
    private var entries: [Fixed?] = []
    /// A finished cascade's buffers, emptied, for the next view's: the walk
    /// then allocates a view's slots and candidates once, not once per view.
    var spare = Cascade.Buffers()
    /// Rule checks made so far in the walk (a probe, each container it tests,
    /// each candidate it ranks), against ``Resolver``'s work limit.
    var work = 0

    /// The fixed rules of the class `chain` starts with; with `traits`, those
    /// whose trait conditions hold in them.
    mutating func fixed(chain: [Int], traits: TraitCollection?, index: RuleIndex) -> Fixed {
        let classID = chain.first ?? -1
        if entries.indices.contains(classID), let entry = entries[classID], entry.traits == traits { return entry }
        var candidates: [Candidate] = []
        for (distance, id) in chain.enumerated() {
            for probe in index.fixedProbesByClass[id] {
                if probe.traitCount > 0, let traits, !index.entries[probe.entry].traits.allSatisfy({ $0.holds(in: traits) }) { continue }
                candidates.append(
                    Candidate(
                        entry: probe.entry,
                        rank: MatchRank(
                            classCount: 0, outermostContainerDepth: nil, insideLength: 0, traitCount: probe.traitCount,
                            typeDistance: distance, sourceOrder: probe.sourceOrder)))
            }
        }
        candidates.sort { $0.rank < $1.rank }
        var winners: [(slot: Int, invocation: Int)] = []
        var taken = Set<Int>()
        Precedence.visit(explicit: SmallMap(), targets: SmallMap(), rules: candidates, index: index) { _, number, competitor in
            guard let number, case .invocation(let i) = competitor.ref, taken.insert(number).inserted else { return }
            winners.append((number, Int(i)))
        }
        let entry = Fixed(candidates: candidates, winners: winners, traits: traits)
        if classID >= 0 {
            if classID >= entries.count { entries += [Fixed?](repeating: nil, count: classID + 1 - entries.count) }
            entries[classID] = entry
        }
        return entry
    }
}
