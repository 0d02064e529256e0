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

    package init(
        view: ResolvedView, baseTraits: TraitCollection, matchedRules: [RuleMatch],
        properties: [PropertyExplanation]
    ) {
        self.view = view
        self.baseTraits = baseTraits
        self.matchedRules = matchedRules
        self.properties = properties
    }
}
