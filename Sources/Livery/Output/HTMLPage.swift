/// The frame of every page Livery writes or serves — the gallery index, the
/// diff report, the live preview: one self-contained HTML document with
/// the shared look (system font, grouped background, white cards) and the
/// page's own style, body and script. Nothing is fetched from the network.
public enum HTMLPage {
    /// The look the pages share.
    static let baseStyle = """
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 22px; } h2 { font-size: 17px; }
        figure { margin: 0; background: #fff; padding: 8px; border-radius: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        figcaption { margin-top: 6px; color: #636366; font-size: 12px; }
        code, pre { font: 12px ui-monospace, Menlo, monospace; }
        [hidden] { display: none !important; }
        """

    /// `title` is escaped; `style`, `body` and `script` are the page's own markup.
    public static func document(title: String, style: String, body: String, script: String = "") -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title.htmlEscaped)</title>
        <style>
        \(baseStyle)
        \(style)
        </style>
        </head>
        <body>
        \(body)\(script.isEmpty ? "" : "<script>\n" + script + "\n</script>\n")</body>
        </html>

        """
    }
}
