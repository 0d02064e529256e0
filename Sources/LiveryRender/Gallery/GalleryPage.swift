import Livery

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
                    <figcaption>\(screen.variant.name.htmlEscaped) @\(screen.variant.scale)x</figcaption></figure>

                    """
            }
            body += "</div>\n</section>\n"
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.htmlEscaped)</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            h1 { font-size: 22px; } h2 { font-size: 17px; margin: 28px 0 8px; }
            .grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; background: #fff; padding: 8px; border-radius: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
            img { display: block; max-width: 360px; height: auto; image-rendering: auto; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            figcaption { margin-top: 6px; color: #636366; font-size: 12px; }
            </style>
            </head>
            <body>
            <h1>\(title.htmlEscaped)</h1>
            <p>\(plan.screens.count) screens.</p>
            \(body)</body>
            </html>

            """
    }
}
