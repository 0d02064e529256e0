import LiveryCore

/// One view of a captured screen, as a tree document writes it
/// (Docs/Trees.md): what ``ViewRecorder`` read from a live view.
public struct CapturedView: Sendable, Hashable {
    /// A value the app set in code, written in the node's `set:`; in keypath order, a keyed property's slots by axis key.
    public struct Setting: Sendable, Hashable, Comparable {
        public var keyPath: String
        /// The axis key's name for one slot of a keyed property (`highlighted`).
        public var axisKey: String?
        public var value: ResolvedValue

        public init(keyPath: String, axisKey: String? = nil, value: ResolvedValue) {
            self.keyPath = keyPath
            self.axisKey = axisKey
            self.value = value
        }

        public static func < (lhs: Setting, rhs: Setting) -> Bool {
            (lhs.keyPath, lhs.axisKey ?? "") < (rhs.keyPath, rhs.axisKey ?? "")
        }
    }

    /// The nearest class the registry knows.
    public var type: String
    /// The view's own class when the registry does not know it (a private
    /// subclass): written beside the type as a comment, for a reader.
    public var runtimeClass: String?
    /// The view controller class whose root view this is.
    public var controller: String?
    public var id: String?
    /// How the document places the view.
    public enum Placement: Sendable, Hashable {
        /// At its frame.
        case frame
        /// By its parent (a stack's arranged subview): only its size is written.
        case arranged
        /// By its bar, as a bar item is: neither is written.
        case item
    }

    /// In points, in the parent's coordinates.
    public var frame: Rect
    public var placement = Placement.frame
    /// A navigation bar item's end: the back and left items lead, the right ones trail.
    public var barSide: BarItemSide?
    /// The view's role in its parent: a cell's `accessoryView`, which the cell places.
    public var part: String?
    public var classes: [String] = []
    public var state: ControlState = .normal
    /// Declared traits the view sets for its subtree (a theme).
    public var traits: [TraitSetting] = []
    /// In keypath order, a keyed property's slots by axis key.
    public var settings: [Setting] = []
    /// SwiftUI content the view hosts: written as what its accessibility
    /// elements say, without subviews; approximate.
    public var hosting: HostedContent?
    public var children: [CapturedView] = []

    public init(type: String, frame: Rect) {
        self.type = type
        self.frame = frame
    }
}
