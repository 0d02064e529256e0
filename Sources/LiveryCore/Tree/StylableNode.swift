/// What the resolver needs from a node of any view tree, so an embedding app
/// can style its own node type (Docs/Embedding.md) as well as ``ViewNode``.
///
/// The resolver walks from the root down and carries each node's ancestors
/// with it, so a node only has to expose its children, never its parent.
///
/// A non-final class hierarchy conforms once, at its base (`UIView` with
/// `StyleChild == UIView`), and a main-actor class with an isolated
/// conformance (`extension UIView: @MainActor StylableNode`): the resolver
/// calls a node synchronously on the caller's actor.
public protocol StylableNode {
    /// The type of the children: the node type itself for a value-type tree,
    /// the base class for a class hierarchy.
    associatedtype StyleChild: StylableNode where StyleChild.StyleChild == StyleChild
    /// The node's class as the ``TypeRegistry`` knows it (`UIButton`,
    /// `AvatarView`). Class types get their dynamic class name by default.
    var styleTypeName: String { get }
    /// The node's superclasses, nearest first: a node whose own class the
    /// registry lacks is matched as the first of these it knows, the way
    /// UIAppearance matches with `isKindOfClass`. Class types get their
    /// class chain by default; value types, none.
    var styleSuperclassNames: [String] { get }
    /// When the node is the root view of a view controller, that
    /// controller's class and superclasses, nearest first (UIKit's binding
    /// finds it through the responder chain); nil for most views. `inside:`
    /// matches controllers through it, the view itself included.
    var styleControllerClassNames: [String]? { get }
    /// The node's children in order.
    var styleChildren: [StyleChild] { get }
    /// Puts back the children after ``Resolver/apply(to:traits:)`` styled
    /// them: what a value-type tree needs to keep their styles. Class types
    /// share their children and get a default that does nothing.
    mutating func replaceStyleChildren(_ children: [StyleChild])
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
    public var styleSuperclassNames: [String] { [] }
    public var styleControllerClassNames: [String]? { nil }
    public var styleID: String? { nil }
    public var stylePart: String? { nil }
    public var styleClasses: [String] { [] }
    public var styleState: ControlState { .normal }
    public var styleTraitOverrides: [TraitSetting] { [] }
    public var styleExplicitValues: ExplicitValues { ExplicitValues() }
    /// Nodes that keep no style (Livery's own ``ViewNode``) ignore it.
    public mutating func applyStyle(_ style: ResolvedStyle) {}
}

extension StylableNode where Self: AnyObject {
    /// The dynamic class's name (`PrimaryButton`).
    public var styleTypeName: String { ClassNames.chain(of: self)[0] }
    /// The dynamic class's superclasses (`UIButton`, `UIControl`, `UIView`, …).
    public var styleSuperclassNames: [String] { Array(ClassNames.chain(of: self).dropFirst()) }
    /// Shared children need nothing put back.
    public func replaceStyleChildren(_ children: [StyleChild]) {}
}
