/// A rule that matched the view, and how strongly.
public struct RuleMatch: Sendable, Hashable {
    /// The rule's position in ``InvocationTable/rules`` (what ``ValueSource/rule(_:origin:)`` names).
    public var index: Int
    public var rule: Rule
    public var rank: MatchRank

    package init(index: Int, rule: Rule, rank: MatchRank) {
        self.index = index
        self.rule = rule
        self.rank = rank
    }
}
