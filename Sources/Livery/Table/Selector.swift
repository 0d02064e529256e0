/// Which views a rule applies to: a class, optional containers (innermost
/// first), trait conditions and style classes.
public struct Selector: Sendable, Hashable, CustomStringConvertible {
    /// Matches this class and its subclasses.
    public var type: String
    /// Container classes, innermost first; each must be an ancestor, in order.
    public var inside: [String]
    /// All must hold in the view's effective traits.
    public var traits: [TraitCondition]
    /// Style classes the view must all carry, sorted.
    public var classes: [String]

    public init(type: String, inside: [String] = [], traits: [TraitCondition] = [], classes: [String] = []) {
        self.type = type
        self.inside = inside
        self.traits = traits
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

/// One trait condition of a rule's `when:` (`userInterfaceStyle: dark`).
/// Values are kept as their case names; `displayScale` as its number's text.
public struct TraitCondition: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
    public var description: String { "\(name)=\(value)" }
}
