/// The `index.html` of a `livery diff` report: each changed screen side by
/// side, as an overlay with a slider, and as its difference, with the
/// property changes under it. Inline CSS and script, relative image links:
/// it opens from disk or a CI artifact with no server and no network.
public enum DiffReportPage {
    public static func html(_ comparisons: [ScreenReview], old: String, new: String) -> String {
        let changed = comparisons.filter(\.hasChanges)
        var sections = ""
        for (n, comparison) in changed.enumerated() {
            sections += section(comparison, number: n)
        }
        let summary =
            changed.isEmpty
            ? "No screen changed."
            : "\(changed.count) of \(comparisons.count) screens changed."
        return HTMLPage.document(
            title: "Livery diff",
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
                """,
            body: """
                <h1>Livery diff</h1>
                <p class="meta"><code>\(old.htmlEscaped)</code> → <code>\(new.htmlEscaped)</code>. \(summary)</p>
                \(sections)
                """,
            script: """
                for (const slider of document.querySelectorAll('.overlay input')) {
                  slider.addEventListener('input', () => {
                    slider.parentElement.querySelector('.top').style.clipPath = `inset(0 ${100 - slider.value}% 0 0)`;
                  });
                }
                """)
    }

    private static func section(_ c: ScreenReview, number: Int) -> String {
        let title = "\(c.tree) · \(c.variant) @\(c.scale)x"
        let bounds =
            c.bounds.map { " in [\(formatNumber($0.x)), \(formatNumber($0.y)), \(formatNumber($0.width)), \(formatNumber($0.height))] pt" }
            ?? ""
        var html = "<section id=\"screen-\(number)\">\n<h2>\(title.htmlEscaped)</h2>\n"
        html +=
            "<p class=\"meta\">\(c.changedPixels) pixels changed\(bounds.htmlEscaped); \(c.changes.count) property \(c.changes.count == 1 ? "change" : "changes").</p>\n"
        if let before = c.before?.htmlEscaped, let after = c.after?.htmlEscaped {
            html += "<div class=\"views\">\n"
            html += "<figure><img src=\"\(before)\" alt=\"before\"><figcaption>before</figcaption></figure>\n"
            html += "<figure><img src=\"\(after)\" alt=\"after\"><figcaption>after</figcaption></figure>\n"
            html += """
                <figure><div class="overlay"><img src="\(before)" alt="before"><img class="top" src="\(after)" alt="after">\
                <input type="range" min="0" max="100" value="50" aria-label="before and after"></div>\
                <figcaption>overlay: after on the left of the slider, before on the right</figcaption></figure>

                """
            if let difference = c.difference?.htmlEscaped {
                html += "<figure><img src=\"\(difference)\" alt=\"difference\"><figcaption>difference</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if !c.changes.isEmpty {
            html += "<table>\n<tr><th>view</th><th>property</th><th>old</th><th>new</th><th>origin</th></tr>\n"
            for change in c.changes {
                let view = change.view ?? "path \(change.path.isEmpty ? "(root)" : change.path)"
                html += "<tr><td>\(view.htmlEscaped)</td><td>\(change.keyPath.htmlEscaped)</td>"
                html += "<td>\((change.old?.listingText ?? "—").htmlEscaped)</td><td>\((change.new?.listingText ?? "—").htmlEscaped)</td>"
                html += "<td>\((change.origin ?? "").htmlEscaped)</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</section>\n"
    }
}
