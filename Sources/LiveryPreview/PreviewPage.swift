import Livery

/// The gallery page `livery serve` sends: every tree of the folder as a
/// card, switches for appearance, contrast, text size and scale, live
/// updates through `/events`, diagnostics with the last good image, and a
/// view's `explain` on click. One self-contained document, no network
/// beyond the server itself. Its markup, style and script are
/// `Page/PreviewPage.html`, `.css` and `.js`, compiled into the module, in ``HTMLPage``'s frame.
enum PreviewPage {
    /// The page, with a text-size menu of `sizes` (`large` chosen).
    static func html(
        sizes: [String] = TraitCollection.ContentSizeCategory.allCases.map(\.rawValue)
    ) throws(PageTemplate.Failure) -> String {
        HTMLPage.document(
            title: "Livery preview",
            style: try PageTemplate(resource: PackageResources.PreviewPage_css).filled([:]),
            body: try PageTemplate(resource: PackageResources.PreviewPage_html).filled(["size-options": sizeOptions(sizes)]),
            script: try PageTemplate(resource: PackageResources.PreviewPage_js).filled([:]))
    }

    /// The text-size menu's `<option>`s, each name escaped.
    static func sizeOptions(_ sizes: [String]) -> String {
        sizes.map { "<option\($0 == "large" ? " selected" : "")>\($0.htmlEscaped)</option>" }.joined()
    }
}
