/// What drew a baseline: the Livery that rendered it, the font files it drew
/// text with, and its stylesheet and tree, each by digest. The first two are
/// the machine's, not the change's: when they differ, every screen differs,
/// so `livery snapshot verify` reports that once instead of every screen.
package struct SnapshotFingerprint: Sendable, Hashable {
    package var livery: String
    package var fonts: String
    package var stylesheet: String
    package var tree: String

    package init(livery: String, fonts: String, stylesheet: String, tree: String) {
        self.livery = livery
        self.fonts = fonts
        self.stylesheet = stylesheet
        self.tree = tree
    }

    /// Whether `other` was drawn by another Livery or with other fonts.
    package func drawsDifferently(from other: SnapshotFingerprint) -> Bool {
        livery != other.livery || fonts != other.fonts
    }
}
