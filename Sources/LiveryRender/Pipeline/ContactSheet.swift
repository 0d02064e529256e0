import LiveryCore

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

    /// Where the panels go: rows left to right, each as tall as its tallest
    /// panel under a caption. Worked out from the panels' sizes alone, so a
    /// sheet can be checked against the limits before any panel is rendered.
    public struct Layout: Sendable {
        public let width: Int
        public let height: Int
        /// Each row's panel indices and height (caption included).
        let rows: [(panels: Range<Int>, height: Int)]
        let gap: Int
        let captionSize: Double
        let captionHeight: Int

        public init(sizes: [(width: Int, height: Int)], columns: Int? = nil, captionSize: Double = 24, spacing: Int = 24) {
            gap = min(max(0, spacing), 4096)
            self.captionSize = captionSize.isFinite ? min(max(captionSize, 1), 256) : 24
            captionHeight = Int((self.captionSize * 1.5).rounded(.up))
            let perRow = max(1, min(columns ?? sizes.count, max(sizes.count, 1)))
            var rows: [(panels: Range<Int>, height: Int)] = []
            let gap = self.gap
            var sheetWidth = 0
            var sheetHeight = gap
            for start in stride(from: 0, to: sizes.count, by: perRow) {
                let range = start..<min(start + perRow, sizes.count)
                // Sizes are canvases within the limits, so these sums cannot overflow.
                sheetWidth = max(sheetWidth, sizes[range].reduce(gap) { $0 + $1.width + gap })
                let rowHeight = captionHeight + (sizes[range].map(\.height).max() ?? 0)
                rows.append((range, rowHeight))
                sheetHeight += rowHeight + gap
            }
            width = sheetWidth
            height = sheetHeight
            self.rows = rows
        }

        /// Throws when the sheet would pass the canvas limits, naming its whole size.
        public func check(_ limits: RenderLimits) throws {
            try limits.checkCanvas(width: width, height: height)
        }
    }

    /// Lays the panels out in rows, left to right, each row as tall as its
    /// tallest panel.
    public func render(with renderer: Renderer) throws -> Canvas {
        let layout = Layout(
            sizes: panels.map { ($0.canvas.width, $0.canvas.height) }, columns: columns,
            captionSize: captionSize, spacing: spacing)
        try layout.check(renderer.limits)
        var sheet = Surface(rect: PixelRect(x0: 0, y0: 0, x1: layout.width, y1: layout.height))
        sheet.fill(sheet.rect, color: PremultipliedColor(background))
        var y = layout.gap
        for row in layout.rows {
            var x = layout.gap
            for p in panels[row.panels] {
                let label = LabelContent(
                    text: p.caption, color: captionColor,
                    font: ResolvedFont(family: "system", size: layout.captionSize, weight: .semibold))
                let captionRect = DeviceRect(
                    x: Double(x), y: Double(y), width: Double(p.canvas.width), height: Double(layout.captionHeight))
                try renderer.text.draw(
                    .label(label), in: captionRect, scale: 1, alpha: 1, into: &sheet, clip: nil,
                    limits: renderer.limits)
                sheet.composite(Surface(canvas: p.canvas, at: x, y + layout.captionHeight), alpha: 255, clip: nil)
                x += p.canvas.width + layout.gap
            }
            y += row.height + layout.gap
        }
        return sheet.canvas
    }
}
