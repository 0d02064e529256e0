/// One view of Livery's own tree model: what a tree document describes
/// (Docs/Trees.md). Its styles are the resolver's ``ResolvedTree``, in
/// pre-order, which the renderer reads beside it; the node keeps none.
public struct ViewNode: Sendable, Hashable, StylableNode {
    /// The class name (`UIButton`, or a type the stylesheet declares).
    public var type: String
    public var id: String?
    /// The parent's name for this view (`badge`), unique among its siblings.
    public var part: String?
    /// Position and size in points, in the parent's coordinates: as written,
    /// or as the layout stage placed the view.
    public var frame: Rect
    /// Whether `frame` was written, or only a size, or neither.
    public var placement: ViewPlacement
    public var classes: [String]
    public var state: ControlState
    /// Values set explicitly, by canonical dotted keypath.
    public var explicitValues: [String: Value]
    /// Explicit keyed values: keypath, then axis key.
    public var explicitKeyedValues: [String: [String: Value]]
    /// Trait overrides for this view and its subtree.
    public var traits: [TraitSetting]
    public var children: [ViewNode]
    /// The class of the view controller whose root view this is (`controller:`
    /// in a tree document), for containment; nil for most views.
    public var controller: String? {
        get { rare?.controller }
        set { rare = Rare(rare, controller: newValue) }
    }
    /// The class a captured view really was (`_UIButtonBarButton`), when it
    /// is written as a known ancestor (`type`): what `explain` shows. It
    /// plays no part in matching.
    public var runtimeClass: String? {
        get { rare?.runtimeClass }
        set { rare = Rare(rare, runtimeClass: newValue) }
    }
    /// SwiftUI content the view hosts (`hosting:`), which a preview draws as
    /// a placeholder box.
    public var hosting: HostedContent? {
        get { rare?.hosting }
        set { rare = Rare(rare, hosting: newValue) }
    }
    /// Which end of its navigation bar an item stands at (`side:`); nil: by its order.
    public var barSide: BarItemSide? {
        get { rare?.barSide }
        set { rare = Rare(rare, barSide: newValue) }
    }
    /// What a view written as SwiftUI is (`swiftui:`), which lays it out at
    /// SwiftUI's metrics; nil for a UIKit view.
    package var swiftUI: SwiftUIView? {
        get { rare?.swiftUI }
        set { rare = Rare(rare, swiftUI: newValue) }
    }
    /// Where the node starts in its tree document, if it came from one.
    public var origin: SourceLocation?
    /// The screen the root fills (``Device``): its safe area, status bar and
    /// home indicator. Nil on every other view, and on a root without a device.
    package var device: Device? {
        get { rare?.device }
        set { rare = Rare(rare, device: newValue) }
    }

    /// What few views have, boxed and nil for the rest: the walk copies
    /// every node it visits, so a node stays small.
    private var rare: Rare?

    private final class Rare: Sendable, Hashable {
        let controller: String?
        let device: Device?
        let runtimeClass: String?
        let hosting: HostedContent?
        let barSide: BarItemSide?
        let swiftUI: SwiftUIView?

        /// `old` with the values given replaced; nil when nothing is left.
        init?(
            _ old: Rare?, controller: String?? = nil, device: Device?? = nil, runtimeClass: String?? = nil,
            hosting: HostedContent?? = nil, barSide: BarItemSide?? = nil, swiftUI: SwiftUIView?? = nil
        ) {
            self.controller = controller ?? old?.controller
            self.device = device ?? old?.device
            self.runtimeClass = runtimeClass ?? old?.runtimeClass
            self.hosting = hosting ?? old?.hosting
            self.barSide = barSide ?? old?.barSide
            self.swiftUI = swiftUI ?? old?.swiftUI
            guard
                self.controller != nil || self.device != nil || self.runtimeClass != nil || self.hosting != nil || self.barSide != nil
                    || self.swiftUI != nil
            else { return nil }
        }

        static func == (a: Rare, b: Rare) -> Bool {
            a.controller == b.controller && a.device == b.device && a.runtimeClass == b.runtimeClass && a.hosting == b.hosting
                && a.barSide == b.barSide && a.swiftUI == b.swiftUI
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(controller)
            hasher.combine(device)
            hasher.combine(runtimeClass)
            hasher.combine(hosting)
            hasher.combine(barSide)
            hasher.combine(swiftUI)
        }
    }

    public init(
        type: String, id: String? = nil, part: String? = nil, frame: Rect = .zero, placement: ViewPlacement = .frame,
        classes: [String] = [],
        state: ControlState = .normal, explicitValues: [String: Value] = [:],
        explicitKeyedValues: [String: [String: Value]] = [:], traits: [TraitSetting] = [],
        children: [ViewNode] = [], controller: String? = nil, origin: SourceLocation? = nil
    ) {
        self.type = type
        self.id = id
        self.part = part
        self.frame = frame
        self.placement = placement
        self.classes = classes
        self.state = state
        self.explicitValues = explicitValues
        self.explicitKeyedValues = explicitKeyedValues
        self.traits = traits
        self.children = children
        self.rare = Rare(nil, controller: controller)
        self.origin = origin
    }

    /// The tree on `device`: the root fills its screen (a written frame or
    /// size gives way), and the device's scale and size classes go over
    /// `traits` (the document's), as a device's own would.
    package func placed(on device: Device) -> ViewNode {
        var root = self
        root.device = device
        root.placement = .frame
        root.frame = Rect(x: 0, y: 0, width: device.size.width, height: device.size.height)
        return root
    }

    public var styleTypeName: String { type }
    /// The registry knows the controller's superclasses.
    public var styleControllerClassNames: [String]? { controller.map { [$0] } }
    public var styleChildren: [ViewNode] { children }
    public mutating func replaceStyleChildren(_ children: [ViewNode]) { self.children = children }
    public var styleID: String? { id }
    public var stylePart: String? { part }
    public var styleClasses: [String] { classes }
    public var styleState: ControlState { state }
    public var styleTraitOverrides: [TraitSetting] { traits }
    public var styleExplicitValues: ExplicitValues { ExplicitValues(explicitValues, keyed: explicitKeyedValues) }

    /// How many nodes the subtree has, this one included: the views a
    /// resolution of it produces, so their array is made once at its size.
    package var subtreeCount: Int {
        var count = 1
        var pending = [children]
        while let level = pending.popLast() {
            count += level.count
            for child in level where !child.children.isEmpty { pending.append(child.children) }
        }
        return count
    }

    /// The node at a child-index path (`""` is this node, `"0.1"` its first
    /// child's second child), as ``ResolvedView/path`` names it.
    package func descendant(atPath path: String) -> ViewNode? {
        var node = self
        for part in path.split(separator: ".") {
            guard let index = Int(part), node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }
}
