/// Finds the rules that match one view, apart from their trait conditions
/// (checked once the view's own interface-style override is known), and
/// ranks each (Docs/Stylesheets.md §2): the matching half of the cascade.
enum RuleMatcher {
    /// The rules of every class in the view's chain whose style classes and
    /// containers match, lowest precedence first; with `traits`, only those
    /// whose trait conditions hold in them too.
    static func candidates<N: StylableNode>(for node: N, chain: [Int], index: RuleIndex, ancestors: AncestorStack,
                                             traits: TraitCollection?) -> [Candidate] {
        var candidates: [Candidate] = []
        candidates.reserveCapacity(32)
        var nodeClasses: [String]?
        let present = ancestors.classBits
        for (distance, classID) in chain.enumerated() {
            for probe in index.probesByClass[classID] where probe.containerBits & ~present == 0 {
                if probe.classCount > 0 {
                    // A view carries a class or two: scanning them beats hashing them.
                    let have = nodeClasses ?? node.styleClasses
                    nodeClasses = have
                    guard probe.classCount <= have.count, index.entries[probe.entry].classes.allSatisfy(have.contains) else { continue }
                }
                if probe.traitCount > 0, let traits, !index.entries[probe.entry].traits.allSatisfy(traits.contains) { continue }
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
        return candidates
    }
}

/// A rule that matched a view (everything but traits, until filtered), with its rank.
struct Candidate {
    var entry: Int
    var rank: MatchRank
}
