import Livery
import LiveryRender

/// The `index.html` of a gallery folder: every screen of the plan, grouped
/// by tree, each captioned with its variant and linked to its PNG. It uses
/// relative links only, so it works opened from disk, from a CI artifact, or
/// merged from shards into one folder.
public enum GalleryPage {
    public static func html(for plan: GalleryPlan, title: String = "Livery gallery") -> String {
        var groups: [(tree: String, screens: [GalleryPlan.Screen])] = []
        for screen in plan.screens {
            if groups.last?.tree == screen.tree {
                groups[groups.count - 1].screens.append(screen)
            } else {
                groups.append((screen.tree, [screen]))
            }
        }
        var body = ""
        for group in groups {
            body += "<section>\n<h2>\(GalleryPlan.stem(of: group.tree).htmlEscaped)</h2>\n<div class=\"grid\">\n"
            for screen in group.screens {
                let file = screen.fileName.htmlEscaped
                body += """
                    <figure><a href="\(file)"><img src="\(file)" alt="\(file)" loading="lazy"></a>\
                    <figcaption>\((screen.device.map { $0.description + " · " } ?? "").htmlEscaped)\(screen.variant.name.htmlEscaped) @\(screen.variant.scale)x</figcaption></figure>

                    """
            }
            body += "</div>\n</section>\n"
        }
        return HTMLPage.document(
            title: title,
            style: """
                h2 { margin: 28px 0 8px; }
                .grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
                img { display: block; max-width: 360px; height: auto; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
                """,
            body: "<h1>\(title.htmlEscaped)</h1>\n<p>\(plan.screens.count) screens.</p>\n" + body)
    }
}
