/// The `index.html` of a `livery diff` report: each changed screen side by
/// side, as an overlay with a slider, and as its difference, with the
/// property changes under it. Inline CSS and script, relative image links:
/// it opens from disk or a CI artifact with no server and no network.
public enum DiffReportPage {
    public static func html(_ comparisons: [ScreenReview], old: String, new: String) -> String {
        let changed = comparisons.filter(\.hasChanges)
        let summary =
            changed.isEmpty
            ? "No screen changed."
            : "\(changed.count) of \(comparisons.count) screens changed."
        return page(
            title: "Livery diff",
            intro: "<code>\(old.htmlEscaped)</code> → <code>\(new.htmlEscaped)</code>. \(summary)",
            sections: changed.enumerated().map { section($0.element, number: $0.offset) })
    }

    /// One screen of a report: its images and a table of what changed.
    package struct Section: Sendable {
        package var title: String
        /// A line of plain text under the title.
        package var meta: String
        package var before: String?
        package var after: String?
        package var difference: String?
        package var columns: [String]
        package var rows: [[String]]
        /// Markup after the title (the review page's buttons), already escaped.
        package var actions: String = ""
        /// The section's element id.
        package var id: String

        package init(
            id: String, title: String, meta: String, before: String?, after: String?, difference: String?, columns: [String],
            rows: [[String]], actions: String = ""
        ) {
            self.id = id
            self.title = title
            self.meta = meta
            self.before = before
            self.after = after
            self.difference = difference
            self.columns = columns
            self.rows = rows
            self.actions = actions
        }
    }

    /// The page: `intro` (markup, already escaped) and each section, in the
    /// diff report's style; `script` runs after the page's own.
    package static func page(title: String, intro: String, sections: [Section], style: String = "", script: String = "") -> String {
        HTMLPage.document(
            title: title,
            style: """
                h2 { margin: 32px 0 8px; }
                .meta { color: #636366; }
                .views { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
                img { display: block; max-width: 420px; height: auto; }
                .overlay { position: relative; display: inline-block; }
                .overlay .top { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
                .overlay input { width: 100%; }
                table { border-collapse: collapse; margin-top: 12px; background: #fff; }
                td, th { padding: 4px 10px; border-bottom: 1px solid #e5e5ea; text-align: left; font: 12px ui-monospace, Menlo, monospace; }
                """ + (style.isEmpty ? "" : "\n" + style),
            body: """
                <h1>\(title.htmlEscaped)</h1>
                <p class="meta">\(intro)</p>
                \(sections.map(html).joined())
                """,
            script: """
                for (const slider of document.querySelectorAll('.overlay input')) {
                  slider.addEventListener('input', () => {
                    slider.parentElement.querySelector('.top').style.clipPath = `inset(0 ${100 - slider.value}% 0 0)`;
                  });
                }
                """ + (script.isEmpty ? "" : "\n" + script))
    }

    private static func section(_ c: ScreenReview, number: Int) -> Section {
        let bounds =
            c.bounds.map { " in [\(formatNumber($0.x)), \(formatNumber($0.y)), \(formatNumber($0.width)), \(formatNumber($0.height))] pt" }
            ?? ""
        return Section(
            id: "screen-\(number)", title: "\(c.tree) · \(c.variant) @\(c.scale)x",
            meta: "\(c.changedPixels) pixels changed\(bounds); \(c.changes.count) property \(c.changes.count == 1 ? "change" : "changes").",
            before: c.before, after: c.after, difference: c.difference, columns: ["view", "property", "old", "new", "origin"],
            rows: c.listing().map { line in
                let change = line.change
                var origin = change.origin ?? ""
                if let heirs = line.inheritedBy { origin += "; inherited by \(heirs.boundedListing())" }
                if let cause = change.cause { origin = origin.isEmpty ? cause : cause + "; " + origin }
                return [
                    line.views.boundedListing(), change.keyPath, change.old?.listingText ?? "—", change.new?.listingText ?? "—", origin,
                ]
            })
    }

    private static func html(_ s: Section) -> String {
        var html = "<section id=\"\(s.id.htmlEscaped)\">\n<h2>\(s.title.htmlEscaped)</h2>\n\(s.actions)"
        html += "<p class=\"meta\">\(s.meta.htmlEscaped)</p>\n"
        if s.before != nil || s.after != nil {
            html += "<div class=\"views\">\n"
            if let before = s.before?.htmlEscaped {
                html += "<figure><img src=\"\(before)\" alt=\"before\"><figcaption>before</figcaption></figure>\n"
            }
            if let after = s.after?.htmlEscaped {
                html += "<figure><img src=\"\(after)\" alt=\"after\"><figcaption>after</figcaption></figure>\n"
            }
            if let before = s.before?.htmlEscaped, let after = s.after?.htmlEscaped {
                html += """
                    <figure><div class="overlay"><img src="\(before)" alt="before"><img class="top" src="\(after)" alt="after">\
                    <input type="range" min="0" max="100" value="50" aria-label="before and after"></div>\
                    <figcaption>overlay: after on the left of the slider, before on the right</figcaption></figure>

                    """
            }
            if let difference = s.difference?.htmlEscaped {
                html += "<figure><img src=\"\(difference)\" alt=\"difference\"><figcaption>difference</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if !s.rows.isEmpty {
            html += "<table>\n<tr>" + s.columns.map { "<th>\($0.htmlEscaped)</th>" }.joined() + "</tr>\n"
            for row in s.rows { html += "<tr>" + row.map { "<td>\($0.htmlEscaped)</td>" }.joined() + "</tr>\n" }
            html += "</table>\n"
        }
        return html + "</section>\n"
    }
}
