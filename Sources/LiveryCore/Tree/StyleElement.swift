/// One step of a ``StylePath``: what a view outside any tree (a SwiftUI view
/// wearing `.style(…)`) is to the stylesheet. Its `type` is the UIKit class
/// it stands for (`UILabel` for a `Text`, `UIButton` for a `Button`) or a
/// type the stylesheet declares; with its classes, id, control state and
/// trait overrides, rules match it exactly as they match a view of a tree.
public struct StyleElement: StylableNode, Sendable, Hashable {
    public var type: String
    public var classes: [String]
    public var id: String?
    public var state: ControlState
    public var traitOverrides: [TraitSetting]

    public init(_ type: String, classes: [String] = [], id: String? = nil, state: ControlState = .normal, traits: [TraitSetting] = []) {
        self.type = type
        self.classes = classes
        self.id = id
        self.state = state
        traitOverrides = traits
    }

    public var styleTypeName: String { type }
    /// A path's elements are each other's ancestors: none holds children.
    public var styleChildren: [StyleElement] { [] }
    public mutating func replaceStyleChildren(_ children: [StyleElement]) {}
    public var styleID: String? { id }
    public var styleClasses: [String] { classes }
    public var styleState: ControlState { state }
    public var styleTraitOverrides: [TraitSetting] { traitOverrides }
}
