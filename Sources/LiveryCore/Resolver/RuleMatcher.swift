/// Finds the rules that match one view and ranks each (Docs/Stylesheets.md
/// §2): the matching half of the cascade. Trait conditions are checked here
/// when the view's traits are known, else once its interface-style override is.
enum RuleMatcher {
    /// The rules of every class in the view's chain that look at more than
    /// the view's class (style classes, containers) and match it, lowest
    /// precedence first; with `traits`, only those whose trait conditions
    /// hold in them too. The rules that name only the class are the same for
    /// every view of it: ``MatchCache`` has them. Adds the checks it made to `work`.
    /// `candidates` (empty) receives them.
    static func conditionalCandidates<N: StylableNode>(
        for node: N, chain: [Int], index: RuleIndex, ancestors: AncestorStack,
        traits: TraitCollection?, work: inout Int, into candidates: inout [Candidate]
    ) {
        var nodeClasses: [String]?
        let present = ancestors.classBits
        /// Adds the probe if the rest of its selector holds.
        func test(_ probe: RuleIndex.Probe, distance: Int) {
            work += 1
            guard probe.containerBits & ~present == 0 else { return }
            if probe.classCount > 0 {
                // A view carries a class or two: scanning them beats hashing them.
                let have = nodeClasses ?? node.styleClasses
                nodeClasses = have
                guard probe.classCount <= have.count, index.entries[probe.entry].classes.allSatisfy(have.contains) else { return }
            }
            if probe.traitCount > 0, let traits, !index.entries[probe.entry].traits.allSatisfy({ $0.holds(in: traits) }) { return }
            var outermost: Int?
            if probe.insideCount > 0 {
                work += probe.insideCount
                guard let depth = ancestors.outermostMatch(index.entries[probe.entry].inside) else { return }
                outermost = depth
            }
            // A view matches a few conditional rules: one allocation for them.
            if candidates.isEmpty { candidates.reserveCapacity(8) }
            candidates.append(
                Candidate(
                    entry: probe.entry,
                    rank: MatchRank(
                        classCount: probe.classCount, outermostContainerDepth: outermost,
                        insideLength: probe.insideCount, traitCount: probe.traitCount,
                        typeDistance: distance, sourceOrder: probe.sourceOrder)))
        }
        for (distance, classID) in chain.enumerated() {
            for probe in index.classProbesByClass[classID] { test(probe, distance: distance) }
            for group in index.insideProbesByClass[classID] where ancestors.contains(class: group.container) {
                for probe in group.probes { test(probe, distance: distance) }
            }
        }
        if candidates.count > 1 { candidates.sort { $0.rank < $1.rank } }
        work += candidates.count
    }
}

/// A rule that matched a view (everything but traits, until filtered), with its rank.
struct Candidate {
    var entry: Int
    var rank: MatchRank
}
