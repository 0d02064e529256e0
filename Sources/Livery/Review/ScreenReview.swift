/// One screen of `livery diff` — a tree in one variant at one scale — with
/// what changed in its styles and in its pixels, and the report's PNGs for
/// it (file names inside the report folder).
public struct ScreenReview: Sendable {
    /// The tree document's path, as given.
    public var tree: String
    /// The variant's name (`dark`, `light.accessibilityLarge`).
    public var variant: String
    public var scale: Int
    public var changes: [StyleChange]
    public var changedPixels: Int
    /// The changed pixels' bounding box in points, in the root's coordinates.
    public var bounds: Rect?
    public var before: String?
    public var after: String?
    public var difference: String?

    public init(
        tree: String, variant: String, scale: Int, changes: [StyleChange], changedPixels: Int, bounds: Rect?,
        before: String? = nil, after: String? = nil, difference: String? = nil
    ) {
        self.tree = tree
        self.variant = variant
        self.scale = scale
        self.changes = changes
        self.changedPixels = changedPixels
        self.bounds = bounds
        self.before = before
        self.after = after
        self.difference = difference
    }

    /// Whether the screen differs at all.
    public var hasChanges: Bool { changedPixels > 0 || !changes.isEmpty }
}
