import Livery

/// Several canvases side by side on one sheet, each under a one-line caption:
/// light and dark, at each scale, for review at a glance.
public struct ContactSheet: Sendable {
    public struct Panel: Sendable {
        public var caption: String
        public var canvas: Canvas
        public init(caption: String, canvas: Canvas) {
            self.caption = caption
            self.canvas = canvas
        }
    }

    public var panels: [Panel]
    /// Caption font size in pixels.
    public var captionSize: Double
    /// Pixels around and between panels (at most 4096).
    public var spacing: Int
    public var background: Color
    public var captionColor: Color
    /// Panels per row; nil puts them all in one row.
    public var columns: Int?

    public init(
        panels: [Panel], columns: Int? = nil, captionSize: Double = 24, spacing: Int = 24,
        background: Color = Color(red: 128, green: 128, blue: 128), captionColor: Color = .white
    ) {
        self.panels = panels
        self.columns = columns
        self.captionSize = captionSize
        self.spacing = spacing
        self.background = background
        self.captionColor = captionColor
    }

    /// Lays the panels out in rows, left to right, each row as tall as its
    /// tallest panel.
    public func render(with renderer: Renderer) throws -> Canvas {
        let gap = min(max(0, spacing), 4096)
        let size = captionSize.isFinite ? min(max(captionSize, 1), 256) : 24
        let captionHeight = Int((size * 1.5).rounded(.up))
        let perRow = max(1, min(columns ?? panels.count, max(panels.count, 1)))
        let rows = stride(from: 0, to: panels.count, by: perRow).map { Array(panels[$0..<min($0 + perRow, panels.count)]) }

        var width = 0
        var height = gap
        var rowHeights: [Int] = []
        for row in rows {
            var rowWidth = gap
            var tallest = 0
            for p in row {
                rowWidth += p.canvas.width + gap
                tallest = max(tallest, p.canvas.height)
                try renderer.limits.checkCanvas(width: rowWidth, height: 0)
            }
            width = max(width, rowWidth)
            rowHeights.append(captionHeight + tallest)
            height += captionHeight + tallest + gap
            try renderer.limits.checkCanvas(width: width, height: height)
        }
        var sheet = Surface(rect: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        sheet.fill(CoverageMask.solid(sheet.rect), color: PremultipliedColor(background), clip: nil)
        var y = gap
        for (row, rowHeight) in zip(rows, rowHeights) {
            var x = gap
            for p in row {
                let label = LabelContent(
                    text: p.caption, color: captionColor,
                    font: ResolvedFont(family: "system", size: size, weight: .semibold))
                let captionRect = DeviceRect(
                    x: Double(x), y: Double(y), width: Double(p.canvas.width),
                    height: Double(captionHeight))
                try renderer.text.draw(
                    .label(label), in: captionRect, scale: 1, alpha: 1, into: &sheet, clip: nil,
                    limits: renderer.limits)
                sheet.composite(Surface(canvas: p.canvas, at: x, y + captionHeight), alpha: 255, clip: nil)
                x += p.canvas.width + gap
            }
            y += rowHeight + gap
        }
        return sheet.canvas
    }
}
