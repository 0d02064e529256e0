/// How strongly a matching rule applies to one view: the facts precedence
/// compares (Docs/Stylesheets.md §2), measured once per rule and view. The rank does
/// not depend on the property, so one ordering of a view's matching rules
/// decides every property.
public struct MatchRank: Sendable, Hashable, Comparable {
    /// How many style classes the selector requires.
    public var classCount: Int
    /// The depth (root = 0) of the ancestor the outermost `inside` container
    /// matched, taking the match that puts it highest; nil without `inside`.
    public var outermostContainerDepth: Int?
    /// How many containers `inside` lists.
    public var insideLength: Int
    /// How many trait conditions `when` lists.
    public var traitCount: Int
    /// Superclass steps from the view's class to the selector's (0 = its own).
    public var typeDistance: Int
    /// The rule's position in source order.
    public var sourceOrder: Int

    public init(
        classCount: Int, outermostContainerDepth: Int?, insideLength: Int, traitCount: Int,
        typeDistance: Int, sourceOrder: Int
    ) {
        self.classCount = classCount
        self.outermostContainerDepth = outermostContainerDepth
        self.insideLength = insideLength
        self.traitCount = traitCount
        self.typeDistance = typeDistance
        self.sourceOrder = sourceOrder
    }

    /// The first step at which the two ranks differ, and whether `self` wins
    /// there; nil when they are equal. A rule without `inside` counts as
    /// infinitely deep, so containment-outermost also decides "with `inside`
    /// beats without".
    package func compare(to other: MatchRank) -> (step: PrecedenceStep, wins: Bool)? {
        if classCount != other.classCount { return (.classes, classCount > other.classCount) }
        let depth = outermostContainerDepth ?? Int.max
        let otherDepth = other.outermostContainerDepth ?? Int.max
        if depth != otherDepth { return (.containmentOutermost, depth < otherDepth) }
        if insideLength != other.insideLength { return (.containmentLength, insideLength > other.insideLength) }
        if traitCount != other.traitCount { return (.traits, traitCount > other.traitCount) }
        if typeDistance != other.typeDistance { return (.typeDistance, typeDistance < other.typeDistance) }
        if sourceOrder != other.sourceOrder { return (.sourceOrder, sourceOrder > other.sourceOrder) }
        return nil
    }

    /// `a < b` when `b` takes precedence over `a`: the order of ``compare(to:)``,
    /// written out because every view's matching rules are sorted by it.
    public static func < (a: MatchRank, b: MatchRank) -> Bool {
        if a.classCount != b.classCount { return a.classCount < b.classCount }
        let depthA = a.outermostContainerDepth ?? Int.max
        let depthB = b.outermostContainerDepth ?? Int.max
        if depthA != depthB { return depthA > depthB }
        if a.insideLength != b.insideLength { return a.insideLength < b.insideLength }
        if a.traitCount != b.traitCount { return a.traitCount < b.traitCount }
        if a.typeDistance != b.typeDistance { return a.typeDistance > b.typeDistance }
        return a.sourceOrder < b.sourceOrder
    }
}
