/// Which views a rule applies to: a class, optional containers (innermost
/// first), trait conditions and style classes.
public struct Selector: Sendable, Hashable, CustomStringConvertible {
    /// Matches this class and its subclasses.
    public var type: String
    /// Container classes, innermost first; each must be an ancestor, in order.
    public var inside: [String]
    /// All must hold in the view's effective traits; sorted by key.
    public var traits: [TraitCondition]
    /// Style classes the view must all carry, sorted.
    public var classes: [String]

    package init(type: String, inside: [String] = [], traits: [TraitCondition] = [], classes: [String] = []) {
        self.type = type
        self.inside = inside
        self.traits = traits.sorted { ($0.key, $0.value) < ($1.key, $1.value) }
        self.classes = classes.sorted()
    }

    /// CSS-like text: `UIImageView < AvatarView [dark] .primary`.
    public var description: String {
        var s = type + classes.map { "." + $0 }.joined()
        if !inside.isEmpty { s += " inside " + inside.joined(separator: " < ") }
        if !traits.isEmpty { s += " when " + traits.map(\.description).joined(separator: ", ") }
        return s
    }
}
