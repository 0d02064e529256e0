/// Where a laid-out frame came from, as `livery explain` reports it.
public enum FrameSource: String, Sendable, Hashable {
    /// `frame:` in the tree document.
    case explicit
    /// `size:` in the tree document (entries left null come from the content).
    case size
    /// Placed by its parent stack view.
    case stack
    /// Its intrinsic content size, at the origin of its parent.
    case intrinsic
    /// Placed by SwiftUI's layout: a view written as SwiftUI, or inside one.
    case swiftUI
}
