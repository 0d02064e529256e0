/// The step of Docs/Stylesheets.md §2's precedence that decided between two values
/// for one property and axis key, in the order the steps are tried.
public enum PrecedenceStep: String, Sendable, Hashable, CaseIterable {
    /// A value set on the view itself beats every other.
    case explicit
    /// A value a parent's `target:` property drives beats the view's own rules
    /// (like a setter called on the subview after its appearance was applied).
    case target
    /// More style classes win.
    case classes
    /// Containment: a rule with `inside` beats one without; among rules with
    /// `inside`, the one whose outermost container matched closer to the root wins.
    case containmentOutermost = "containment-outermost"
    /// Still tied, the longer `inside` chain wins.
    case containmentLength = "containment-length"
    /// More trait conditions win.
    case traits
    /// A rule for a closer class in the view's class chain wins.
    case typeDistance = "type-distance"
    /// The later rule in source order wins.
    case sourceOrder = "source-order"
}
