/// `livery snapshot`'s text and report sections (Docs/Snapshots.md): each
/// screen that changed or has no baseline, with every changed property, its
/// old and new value and the rule behind each.
extension SnapshotReview {
    /// A line per screen that fails or was recorded, its changes under it, then a count.
    package static func text(_ reviews: [SnapshotReview]) -> String {
        var lines: [String] = []
        for review in reviews where review.status != .unchanged {
            let label = "\(review.screen) (\(review.tree))"
            switch review.status {
            case .missing: lines.append("\(label): no baseline; a new one is pending review")
            case .recorded: lines.append("\(label): recorded")
            case .changed:
                let pixels = review.imageChanged ? ", image changed" : ""
                lines.append("\(label): \(review.changes.count) \(review.changes.count == 1 ? "change" : "changes")\(pixels)")
            case .unchanged: break
            }
            for change in review.changes {
                let view = change.view ?? "view at path '\(change.path)'"
                lines.append(
                    "  \(view) \(change.keyPath): \(change.old ?? "none")\(origin(change.oldOrigin)) → \(change.new ?? "none")\(origin(change.newOrigin))"
                )
            }
        }
        let failing = reviews.filter(\.fails).count
        let recorded = reviews.filter { $0.status == .recorded }.count
        let matching = reviews.count - failing - recorded
        var parts: [String] = []
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if failing > 0 { parts.append("\(failing) differ from their baselines or have none") }
        if matching > 0 || parts.isEmpty { parts.append("\(matching) match their baselines") }
        lines.append("\(reviews.count) screens: " + parts.joined(separator: ", "))
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    private static func origin(_ origin: String?) -> String { origin.map { " (\($0))" } ?? "" }

    /// The screen's section of a report page (`livery snapshot verify -o`, `livery serve`'s review).
    package func section(actions: String = "") -> DiffReportPage.Section {
        let meta: String
        switch status {
        case .missing: meta = "No baseline yet."
        case .recorded: meta = "Recorded."
        case .unchanged: meta = "As its baseline."
        case .changed:
            meta = "\(changes.count) \(changes.count == 1 ? "change" : "changes")\(imageChanged ? "; the image changed" : "")."
        }
        return DiffReportPage.Section(
            id: "screen-" + screen, title: "\(screen) · \(tree)", meta: meta, before: before, after: after, difference: difference,
            columns: ["view", "property", "old", "set by", "new", "set by"],
            rows: changes.map { change in
                [
                    change.view ?? "path \(change.path.isEmpty ? "(root)" : change.path)", change.keyPath, change.old ?? "—",
                    change.oldOrigin ?? "", change.new ?? "—", change.newOrigin ?? "",
                ]
            }, actions: actions)
    }
}
