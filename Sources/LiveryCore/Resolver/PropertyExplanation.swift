/// The contest for one property and axis key.
public struct PropertyExplanation: Sendable, Hashable {
    /// A contender that lost, and the step that decided against it.
    public struct Loser: Sendable, Hashable {
        public var contender: Contender
        public var decidedBy: PrecedenceStep

        package init(contender: Contender, decidedBy: PrecedenceStep) {
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

    package init(keyPath: String, axisKey: String?, isEffective: Bool, winner: Contender, losers: [Loser]) {
        self.keyPath = keyPath
        self.axisKey = axisKey
        self.isEffective = isEffective
        self.winner = winner
        self.losers = losers
    }
}
