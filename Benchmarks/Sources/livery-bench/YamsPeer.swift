import Yams

/// What a Swift developer would reach for: Yams composing the file into its
/// `Node` tree (no schema checking, no values parsed).
enum YamsPeer {
    /// Returns the number of top-level entries, so the work is used.
    static func compose(_ text: String) -> Int {
        guard let node = try? Yams.compose(yaml: text) else { return -1 }
        return node.mapping?.count ?? 0
    }
}
