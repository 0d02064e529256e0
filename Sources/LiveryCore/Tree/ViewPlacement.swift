/// What a tree document says about a view's frame (Docs/Layout.md): the
/// layout stage works out the rest.
public enum ViewPlacement: Sendable, Hashable {
    /// `frame: [x, y, w, h]`, in the parent's coordinates: wins where given.
    case frame
    /// `size: [w, h]` without a position; a nil entry comes from the view's
    /// intrinsic content size or, in a stack, from the stack.
    case size(width: Double?, height: Double?)
    /// Neither: an arranged subview of a stack view, placed by the stack.
    case arranged
    /// `frame: safeArea`: the parent's bounds inset by its safe area (a
    /// device's screen, and what a view inherits of it); the bounds without a device.
    case safeArea
}
