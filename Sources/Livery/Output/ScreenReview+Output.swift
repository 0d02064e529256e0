/// `livery diff`'s text and JSON (Docs/Review.md): the property changes and
/// the pixel changes of every screen.
extension ScreenReview {
    /// `--format json`: `{"changes": [...], "screens": [...]}`.
    public static func jsonText(_ reviews: [ScreenReview]) -> String {
        let changes = reviews.flatMap { review in
            review.changes.map { change -> OutputValue in
                .object([
                    ("tree", .string(review.tree)), ("variant", .string(review.variant)), ("scale", .number(Double(review.scale))),
                    ("view", change.view.map(OutputValue.string) ?? .null), ("path", .string(change.path)),
                    ("property", .string(change.keyPath)), ("old", change.old?.output ?? .null), ("new", change.new?.output ?? .null),
                    ("origin", change.origin.map(OutputValue.string) ?? .null),
                    ("cause", change.cause.map(OutputValue.string) ?? .null),
                ])
            }
        }
        let screens = reviews.map { review -> OutputValue in
            .object([
                ("tree", .string(review.tree)), ("variant", .string(review.variant)), ("scale", .number(Double(review.scale))),
                ("changedPixels", .number(Double(review.changedPixels))),
                (
                    "bounds",
                    review.bounds.map { .array([$0.x, $0.y, $0.width, $0.height].map(OutputValue.number)) } ?? .null
                ),
                ("before", review.before.map(OutputValue.string) ?? .null),
                ("after", review.after.map(OutputValue.string) ?? .null),
                ("difference", review.difference.map(OutputValue.string) ?? .null),
            ])
        }
        return JSONWriter(inlineDepth: 4).write(.object([("changes", .array(changes)), ("screens", .array(screens))]))
    }

    /// The text form: a line per changed screen, its property changes under it.
    /// The changes that only copy another change of the same screen down to
    /// a subview (an inherited `tintColor`): listed on the change they come
    /// from, not a line each; `folded` are those changes.
    static func heirs(of changes: [StyleChange]) -> (byChange: [Int: [String]], folded: Set<Int>) {
        var byChange: [Int: [String]] = [:]
        var folded: Set<Int> = []
        var sources: [String: [String: Int]] = [:]
        for (index, change) in changes.enumerated() where sources[change.path]?[change.keyPath] == nil {
            sources[change.path, default: [:]][change.keyPath] = index
        }
        for (index, change) in changes.enumerated() {
            guard let path = change.inheritedFrom, let source = sources[path]?[change.keyPath], source != index,
                changes[source].old == change.old, changes[source].new == change.new
            else { continue }
            byChange[source, default: []].append("'\(change.view ?? change.path)'")
            folded.insert(index)
        }
        return (byChange, folded)
    }

    /// One line of a screen's changes as the text and the report page list them.
    struct ChangeLine {
        /// The first of the changes the line stands for.
        var change: StyleChange
        /// The views it changed (one rule's one change on several views is one line).
        var views: [String]
        /// The views that inherit it, listed on it instead of a line each.
        var inheritedBy: [String]?
    }

    /// The screen's changes as lines: those without a cause first, then those
    /// of each changed line they follow from (a palette entry), each group in
    /// view order; inherited copies folded into their source; one rule's
    /// change on several views merged into one line.
    func listing() -> [ChangeLine] {
        let heirs = ScreenReview.heirs(of: changes)
        let shown = changes.indices.filter { !heirs.folded.contains($0) }
        var causes: [String] = []
        for index in shown { if let cause = changes[index].cause, !causes.contains(cause) { causes.append(cause) } }
        var lines: [ChangeLine] = []
        for cause in [nil] + causes.map(Optional.some) {
            var byLine: [String: Int] = [:]
            for index in shown where changes[index].cause == cause {
                let change = changes[index]
                let view = change.view ?? "view at path '\(change.path)'"
                let key = "\(change.keyPath)|\(String(describing: change.old))|\(String(describing: change.new))|\(change.origin ?? "")"
                if heirs.byChange[index] == nil, change.origin != nil, let at = byLine[key] {
                    lines[at].views.append(view)
                    continue
                }
                if heirs.byChange[index] == nil { byLine[key] = lines.count }
                lines.append(ChangeLine(change: change, views: [view], inheritedBy: heirs.byChange[index]))
            }
        }
        return lines
    }

    public static func text(_ reviews: [ScreenReview]) -> String {
        var lines: [String] = []
        for review in reviews where review.hasChanges {
            var line = "\(review.tree) \(review.variant) @\(review.scale)x: \(review.changedPixels) pixels changed"
            if let b = review.bounds {
                line += " in [\(formatNumber(b.x)), \(formatNumber(b.y)), \(formatNumber(b.width)), \(formatNumber(b.height))] pt"
            }
            lines.append(line)
            var cause: String?
            for line in review.listing() {
                if line.change.cause != cause, let next = line.change.cause { lines.append("  " + next) }
                cause = line.change.cause
                let change = line.change
                var origin = change.origin.map { "  (\($0))" } ?? ""
                if let names = line.inheritedBy {
                    origin += "; inherited by \(names.count == 1 ? "1 view" : "\(names.count) views"): \(names.boundedListing())"
                }
                let values = "\(change.old?.listingText ?? "none") → \(change.new?.listingText ?? "none")"
                lines.append("\(cause == nil ? "  " : "    ")\(line.views.boundedListing()) \(change.keyPath): \(values)\(origin)")
            }
        }
        let changed = reviews.filter(\.hasChanges).count
        lines.append(changed == 0 ? "no changes in \(reviews.count) screens" : "\(changed) of \(reviews.count) screens changed")
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }
}
