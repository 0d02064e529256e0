/// Why one view looks the way it does (`livery explain`): every rule that
/// matched it, in precedence order, and for each property slot the winner and
/// the precedence step that decided against each loser.
public struct Explanation: Sendable, Hashable {
    /// The view and its resolved style.
    public var view: ResolvedView
    /// The traits the view inherits with its own overrides, before its
    /// `overrideUserInterfaceStyle` (which is resolved in these).
    public var baseTraits: TraitCollection
    /// Matching rules, highest precedence first.
    public var matchedRules: [RuleMatch]
    /// One entry per (property, axis key) that something set, sorted by
    /// keypath then axis key; inherited values appear with no losers.
    public var properties: [PropertyExplanation]

    public init(view: ResolvedView, baseTraits: TraitCollection, matchedRules: [RuleMatch],
                properties: [PropertyExplanation]) {
        self.view = view
        self.baseTraits = baseTraits
        self.matchedRules = matchedRules
        self.properties = properties
    }
}

/// A rule that matched the view, and how strongly.
public struct RuleMatch: Sendable, Hashable {
    /// The rule's position in ``InvocationTable/rules`` (what ``ValueSource/rule(_:origin:)`` names).
    public var index: Int
    public var rule: Rule
    public var rank: MatchRank

    public init(index: Int, rule: Rule, rank: MatchRank) {
        self.index = index
        self.rule = rule
        self.rank = rank
    }
}

/// One value competing for a property slot.
public struct Contender: Sendable, Hashable {
    public var source: ValueSource
    public var value: Value

    public init(source: ValueSource, value: Value) {
        self.source = source
        self.value = value
    }
}

/// The contest for one property and axis key.
public struct PropertyExplanation: Sendable, Hashable {
    /// A contender that lost, and the step that decided against it.
    public struct Loser: Sendable, Hashable {
        public var contender: Contender
        public var decidedBy: PrecedenceStep

        public init(contender: Contender, decidedBy: PrecedenceStep) {
            self.contender = contender
            self.decidedBy = decidedBy
        }
    }

    public var keyPath: String
    /// The axis key for a keyed property, nil for a plain one.
    public var axisKey: String?
    /// Whether this slot gives the view its value for the property (for a
    /// keyed property: its current key, or the axis default it fell back to).
    public var isEffective: Bool
    public var winner: Contender
    /// Best first.
    public var losers: [Loser]

    public init(keyPath: String, axisKey: String?, isEffective: Bool, winner: Contender, losers: [Loser]) {
        self.keyPath = keyPath
        self.axisKey = axisKey
        self.isEffective = isEffective
        self.winner = winner
        self.losers = losers
    }
}
