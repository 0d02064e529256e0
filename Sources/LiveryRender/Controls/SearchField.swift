import LiveryCore

/// A search field as UIKit draws it (iOS 15 and later): a 10-point rounded
/// fill (tertiarySystemFill, or a background image), the magnifier at the
/// leading end (a template image, else a drawn glyph), the text or the
/// placeholder after it, and the clear icon at the trailing end while there
/// is text. Shared by the search bar and its `UISearchTextField`.
enum SearchField {
    struct Content {
        var text: String?
        var placeholder: String?
        var textColor: Color
        var placeholderColor: Color
        var font: ResolvedFont
        var placeholderFont: ResolvedFont
        var fill: Color?
        var background: RenderImage?
        var searchIcon: RenderImage?
        var clearIcon: RenderImage?
    }

    /// Where the text's line starts, from the field's leading edge: its ink
    /// (an "S" of the placeholder) 32.33 points in, as iOS 17.5 draws it
    /// (Docs/Controls.md, "Measured against iOS").
    static let textStart = 94.0 / 3

    /// The field's layers in `frame`, in the coordinates of the view that draws it.
    static func layers(_ c: Content, in frame: Rect, _ context: ControlContext) -> [RenderLayer] {
        var layers: [RenderLayer] = []
        var field = RenderLayer(frame: frame, backgroundColor: c.fill ?? context.system("tertiarySystemFill"))
        field.cornerRadius = SearchBarAppearance.fieldCornerRadius
        field.cornerCurve = .continuous
        if let background = c.background {
            field.backgroundColor = nil
            field.contents = RenderContents(image: background, mode: .scaleToFill)
        }
        layers.append(field)
        let rtl = context.isRightToLeft
        let iconColor = context.system("secondaryLabel")
        // The magnifier: 16 points, 8 in from the leading edge, centred.
        let icon = Rect(x: rtl ? frame.x + frame.width - 24 : frame.x + 8, y: frame.y + (frame.height - 16) / 2, width: 16, height: 16)
        if let image = c.searchIcon {
            layers.append(RenderLayer(frame: context.bounds, backgroundColor: iconColor, mask: .image(image, frame: icon)))
        } else {
            layers.append(RenderLayer(frame: context.bounds, backgroundColor: iconColor, mask: .shape(magnifier(in: icon))))
        }
        let text = c.text.flatMap { $0.isEmpty ? nil : $0 }
        if let shown = text ?? c.placeholder, !shown.isEmpty {
            let clear = text != nil && c.clearIcon != nil ? 28.0 : 8
            let label = LabelContent(
                text: shown, color: text == nil ? c.placeholderColor : c.textColor, font: text == nil ? c.placeholderFont : c.font,
                alignment: .natural, numberOfLines: 1, lineBreakMode: .byTruncatingTail, isRightToLeft: rtl)
            let x = rtl ? frame.x + clear : frame.x + Self.textStart
            layers.append(
                RenderLayer(
                    frame: Rect(x: x, y: frame.y, width: max(0, frame.width - Self.textStart - clear), height: frame.height),
                    text: .label(label)))
        }
        if text != nil, let image = c.clearIcon {
            let clear = Rect(x: rtl ? frame.x + 8 : frame.x + frame.width - 24, y: frame.y + (frame.height - 16) / 2, width: 16, height: 16)
            layers.append(RenderLayer(frame: context.bounds, backgroundColor: iconColor, mask: .image(image, frame: clear)))
        }
        return layers
    }

    /// The magnifier glyph: a ring and a handle toward the bottom trailing corner, as a filled outline.
    static func magnifier(in r: Rect) -> ShapeValue {
        let s = r.width / 16
        func p(_ x: Double, _ y: Double) -> Point { Point(x: r.x + x * s, y: r.y + y * s) }
        // A circle of radius 6.5 at (6.75, 6.75) with a 1.75-wide stroke: two circles, wound opposite ways.
        let k = 0.5523
        func circle(_ cx: Double, _ cy: Double, _ radius: Double, clockwise: Bool) -> [PathCommand] {
            let d = radius * k
            let q: [(Point, Point, Point)] =
                clockwise
                ? [
                    (p(cx + d, cy - radius), p(cx + radius, cy - d), p(cx + radius, cy)),
                    (p(cx + radius, cy + d), p(cx + d, cy + radius), p(cx, cy + radius)),
                    (p(cx - d, cy + radius), p(cx - radius, cy + d), p(cx - radius, cy)),
                    (p(cx - radius, cy - d), p(cx - d, cy - radius), p(cx, cy - radius)),
                ]
                : [
                    (p(cx - d, cy - radius), p(cx - radius, cy - d), p(cx - radius, cy)),
                    (p(cx - radius, cy + d), p(cx - d, cy + radius), p(cx, cy + radius)),
                    (p(cx + d, cy + radius), p(cx + radius, cy + d), p(cx + radius, cy)),
                    (p(cx + radius, cy - d), p(cx + d, cy - radius), p(cx, cy - radius)),
                ]
            return [.move(p(cx, cy - radius))] + q.map { .cubic(control1: $0.0, control2: $0.1, to: $0.2) } + [.close]
        }
        let handle: [PathCommand] = [.move(p(10.9, 12.1)), .line(p(12.1, 10.9)), .line(p(15.8, 14.6)), .line(p(14.6, 15.8)), .close]
        return .path(
            circle(6.75, 6.75, 6.6, clockwise: true) + circle(6.75, 6.75, 4.85, clockwise: false) + handle, source: "magnifier")
    }
}
