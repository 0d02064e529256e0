import LiveryCore

/// Why a tree could not be laid out (nested past the depth limit, text past
/// the layout's character budget), located at the view.
public struct LayoutError: LocatedError {
    public var diagnostic: Diagnostic

    public init(diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
