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

extension SnapshotReview {
    /// A report's `snapshots.json`: every screen compared, as ``init(json:)`` reads it back to merge shards.
    package static func jsonText(_ reviews: [SnapshotReview]) -> String {
        func text(_ value: String?) -> OutputValue { value.map(OutputValue.string) ?? .null }
        let screens = reviews.map { review -> OutputValue in
            .object([
                ("screen", .string(review.screen)), ("tree", .string(review.tree)), ("variant", .string(review.variant)),
                ("scale", .number(Double(review.scale))), ("status", .string(review.status.rawValue)),
                ("imageChanged", .bool(review.imageChanged)),
                (
                    "changes",
                    .array(
                        review.changes.map { change in
                            .object([
                                ("view", text(change.view)), ("path", .string(change.path)), ("property", .string(change.keyPath)),
                                ("old", text(change.old)), ("oldOrigin", text(change.oldOrigin)), ("new", text(change.new)),
                                ("newOrigin", text(change.newOrigin)),
                            ])
                        })
                ),
                ("before", text(review.before)), ("after", text(review.after)), ("difference", text(review.difference)),
            ])
        }
        return JSONWriter(inlineDepth: 4).write(.object([("screens", .array(screens))]))
    }

    /// One screen of a `snapshots.json`, as ``jsonText(_:)`` wrote it; nil for anything else.
    package init?(json: [String: Any]) {
        guard let screen = json["screen"] as? String, let tree = json["tree"] as? String, let variant = json["variant"] as? String,
            let scale = json["scale"] as? Int, let status = (json["status"] as? String).flatMap(Status.init(rawValue:)),
            let changes = json["changes"] as? [[String: Any]]
        else { return nil }
        var parsed: [SnapshotChange] = []
        for change in changes {
            guard let path = change["path"] as? String, let keyPath = change["property"] as? String else { return nil }
            parsed.append(
                SnapshotChange(
                    view: change["view"] as? String, path: path, keyPath: keyPath, old: change["old"] as? String, new: change["new"] as? String,
                    oldOrigin: change["oldOrigin"] as? String, newOrigin: change["newOrigin"] as? String))
        }
        self.init(
            screen: screen, tree: tree, variant: variant, scale: scale, status: status, changes: parsed,
            imageChanged: json["imageChanged"] as? Bool ?? false)
        before = json["before"] as? String
        after = json["after"] as? String
        difference = json["difference"] as? String
    }
}
