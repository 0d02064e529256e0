import LiveryCore

/// What a preview draws for SwiftUI content hosted in UIKit (``HostedContent``),
/// over the hosting view's own layer: a box marked "SwiftUI", listing what
/// its accessibility elements say, a line each, as many as fit. It stands
/// for content only SwiftUI draws, so it looks like a placeholder, not like a screen.
enum HostedPlaceholder {
    /// Characters of one label drawn: a label is a line, truncated anyway.
    static let maxLabelCharacters = 200
    static let inset = 8.0

    static func layers(_ content: HostedContent, _ context: ControlContext) -> [RenderLayer] {
        let box = RenderLayer(
            frame: context.bounds, backgroundColor: context.system("tertiarySystemFill"), cornerRadius: 8,
            borderWidth: 1, borderColor: context.system("separator"))
        var layers = [box]
        let width = max(0, context.size.width - 2 * inset)
        var y = inset
        let heading = ResolvedFont(family: "system", size: 13, weight: .semibold)
        let body = ResolvedFont(family: "system", size: 13, weight: .regular)
        let lines = [("SwiftUI (approximate)", heading, context.system("secondaryLabel"))]
            + content.labels.lazy.map { (String($0.prefix(maxLabelCharacters)), body, context.system("label")) }
        for (text, font, color) in lines {
            let height = context.measure(text, font).lineHeight
            guard y + height <= context.size.height - inset else { break }
            let label = LabelContent(
                text: text, color: color, font: font, alignment: .natural, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                isRightToLeft: context.isRightToLeft)
            layers.append(RenderLayer(frame: Rect(x: inset, y: y, width: width, height: height), text: .label(label)))
            y += height + 2
        }
        return layers
    }
}
