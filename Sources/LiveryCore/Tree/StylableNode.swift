/// What the resolver needs from a node of any view tree, so an embedding app
/// can style its own node type (Docs/Embedding.md) as well as ``ViewNode``.
///
/// The resolver walks from the root down and carries each node's ancestors
/// with it, so a node only has to expose its children, never its parent.
public protocol StylableNode {
    /// The node's class as the ``TypeRegistry`` knows it (`UIButton`,
    /// `AvatarView`). A name the registry lacks matches no rule.
    var styleTypeName: String { get }
    /// The node's children in order. ``Resolver/apply(to:traits:)`` reads them,
    /// styles each, and assigns back the same nodes; a reference type whose
    /// children are shared objects may implement the setter as a no-op.
    var styleChildren: [Self] { get set }
    /// A document-unique name (`buy`), for `explain` and the output.
    var styleID: String? { get }
    /// The parent's name for this node, what `target: part.property` reaches.
    var stylePart: String? { get }
    /// Style classes, matched by a rule's `class:`.
    var styleClasses: [String] { get }
    /// UIControl state flags, the `state` axis key (with `isEnabled`,
    /// `isSelected` and `isHighlighted` resolved values added).
    var styleState: ControlState { get }
    /// Traits this node overrides for itself and its subtree.
    var styleTraitOverrides: [TraitSetting] { get }
    /// Values set on the node directly; they beat every rule.
    var styleExplicitValues: ExplicitValues { get }
    /// Receives the node's resolved style, replacing any earlier one.
    mutating func applyStyle(_ style: ResolvedStyle)
}

extension StylableNode {
    public var styleID: String? { nil }
    public var stylePart: String? { nil }
    public var styleClasses: [String] { [] }
    public var styleState: ControlState { .normal }
    public var styleTraitOverrides: [TraitSetting] { [] }
    public var styleExplicitValues: ExplicitValues { ExplicitValues() }
    /// Nodes that keep no style (Livery's own ``ViewNode``) ignore it.
    public mutating func applyStyle(_ style: ResolvedStyle) {}
}
