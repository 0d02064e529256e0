/// One difference between a screen's baseline and the screen as it is now:
/// a view's property (or its frame, or its class) with the old and the new
/// value, and the rule that set each, as a designer reads it.
package struct SnapshotChange: Sendable, Hashable {
    /// The view's id, if it has one.
    package var view: String?
    /// The view's path, as `apply` prints it.
    package var path: String
    /// A keypath, or `frame` or `class`.
    package var keyPath: String
    /// Nil where the view or property is on one side only.
    package var old: String?
    package var new: String?
    package var oldOrigin: String?
    package var newOrigin: String?

    /// Every difference in the views of two baselines of one screen, in view
    /// order (the new one's, then views only the old one has), then keypath
    /// order. Views are paired by path.
    package static func between(_ old: SnapshotBaseline, _ new: SnapshotBaseline) -> [SnapshotChange] {
        // The usual case, an unchanged screen, without pairing anything.
        guard old.views != new.views || old.style != new.style else { return [] }
        var olds: [String: SnapshotBaseline.View] = [:]
        for view in old.views { olds[view.path] = view }
        var changes: [SnapshotChange] = []
        for view in new.views { changes += between(olds.removeValue(forKey: view.path), view, of: old, new) }
        for view in old.views where olds[view.path] != nil { changes += between(view, nil, of: old, new) }
        return changes
    }

    private static func between(
        _ old: SnapshotBaseline.View?, _ new: SnapshotBaseline.View?, of oldBaseline: SnapshotBaseline, _ newBaseline: SnapshotBaseline
    ) -> [SnapshotChange] {
        guard let view = new ?? old else { return [] }
        func entries(_ view: SnapshotBaseline.View?, in baseline: SnapshotBaseline) -> [String: (value: String, origin: String?)] {
            guard let view else { return [:] }
            var entries: [String: (value: String, origin: String?)] = ["class": (view.type, nil), "frame": (view.frame, nil)]
            for property in view.properties { entries[property.keyPath] = (property.value, baseline.origin(property.origin)) }
            return entries
        }
        let before = entries(old, in: oldBaseline)
        let after = entries(new, in: newBaseline)
        return Set(before.keys).union(after.keys).sorted().compactMap { keyPath in
            let a = before[keyPath]
            let b = after[keyPath]
            // A rule that moved to another line but sets the same value changes nothing.
            guard a?.value != b?.value else { return nil }
            return SnapshotChange(
                view: view.id, path: view.path, keyPath: keyPath, old: a?.value, new: b?.value, oldOrigin: a?.origin,
                newOrigin: b?.origin)
        }
    }
}
