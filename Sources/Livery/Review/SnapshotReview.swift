/// One screen of `livery snapshot verify` or `record`: how it stands
/// against its baseline, what changed, and the report's PNGs for it (file
/// names inside the report folder).
package struct SnapshotReview: Sendable {
    package enum Status: String, Sendable {
        /// The screen is as its baseline says.
        case unchanged
        /// It differs from its baseline; the new one is pending review.
        case changed
        /// It has no baseline yet; one is pending review.
        case missing
        /// Its baseline was written (a record mode).
        case recorded
    }

    /// The baseline's name (`Settings.dark@2x`).
    package var screen: String
    package var tree: String
    package var variant: String
    package var scale: Int
    package var status: Status
    package var changes: [SnapshotChange]
    /// Whether the image's digest differs (compared only when both sides were rendered).
    package var imageChanged: Bool
    package var before: String?
    package var after: String?
    package var difference: String?

    package init(
        screen: String, tree: String, variant: String, scale: Int, status: Status, changes: [SnapshotChange] = [],
        imageChanged: Bool = false
    ) {
        self.screen = screen
        self.tree = tree
        self.variant = variant
        self.scale = scale
        self.status = status
        self.changes = changes
        self.imageChanged = imageChanged
    }

    /// Whether the screen fails verification: changed, or without an approved baseline.
    package var fails: Bool { status == .changed || status == .missing }
}
