import LiveryCore

/// SF Symbols drawn from the Material Icons font (Docs/Rendering.md,
/// "Symbols"): each mapped name's glyph (``SymbolGlyphs``), sized as UIKit
/// sizes a symbol to text, thickened or thinned by weight.
///
/// A symbol's image is as high as its point size times its scale (small
/// 0.8, medium 1, large 1.3): Material draws its icons on a 24-unit grid
/// whose middle 20 units hold the icon, so the glyph is drawn at 1.2 × that
/// height per em and the grid's middle fills the image from top to bottom;
/// centring the image on a line of text puts the icon's middle near the
/// cap height's middle, as UIKit places a symbol beside text. The image is
/// as wide as the glyph's ink (a chevron is narrow, a square is square).
/// A few Material glyphs are drawn smaller in their grid than SF draws the
/// same symbol (the plus, minus and cross fill 14 of the 20 units where SF's
/// fill nearly the whole height): the table enlarges those about the
/// grid's middle (``SymbolGlyphs/Glyph/scale``).
extension TextEngine {
    /// The em of the Material grid per point of a symbol's height.
    static let symbolEmPerPoint = 24.0 / 20.0
    /// How much wider a symbol's strokes are than Material's Regular, per
    /// weight, as a fraction of the em (FreeType's `FT_Outline_Embolden`;
    /// Material's stroke is 2/24 of the em, about regular's).
    static func symbolEmbolden(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: -0.045
        case .thin: -0.035
        case .light: -0.02
        case .regular: 0
        case .medium: 0.012
        case .semibold: 0.024
        case .bold: 0.036
        case .heavy: 0.05
        case .black: 0.064
        }
    }

    /// A symbol's height in points in a content size category.
    static func symbolHeight(_ symbol: SymbolImage, category: TraitCollection.ContentSizeCategory) -> Double {
        symbol.pointSize(category: category) * (symbol.scale ?? .medium).factor
    }

    /// A symbol's size in points; nil when it is unmapped or the font is
    /// missing (a preview draws a placeholder of ``symbolPlaceholderSize``).
    func symbolSize(_ symbol: SymbolImage, category: TraitCollection.ContentSizeCategory) -> Size? {
        lock.lock()
        defer { lock.unlock() }
        guard let (face, glyph, enlarge) = symbolFace(symbol) else { return nil }
        let height = TextEngine.symbolHeight(symbol, category: category)
        guard let extent = face.outlineExtent(glyph) else { return Size(width: height, height: height) }
        let em = height * TextEngine.symbolEmPerPoint * enlarge
        let bold = TextEngine.symbolEmbolden(symbol.drawnWeight) * height * TextEngine.symbolEmPerPoint
        let width = (extent.xMax - extent.xMin) / face.unitsPerEm * em + bold
        return Size(width: max(1, width), height: height)
    }

    /// A symbol's image at `scale` pixels per point: its glyph's coverage as
    /// the alpha of `color` (black for a template), premultiplied. Nil when
    /// it is unmapped or the font is missing (a placeholder, sized as
    /// ``SymbolPlaceholder`` sizes it, takes its place); a glyph that cannot
    /// be drawn leaves its place, the size ``symbolSize`` gave, empty.
    func symbolImage(
        _ symbol: SymbolImage, category: TraitCollection.ContentSizeCategory, scale: Double, color: Color,
        limits: RenderLimits
    ) throws -> RenderImage? {
        guard let size = symbolSize(symbol, category: category) else { return nil }
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        try limits.checkCanvas(width: width, height: height)
        lock.lock()
        defer { lock.unlock() }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let empty = RenderImage(canvas: Canvas(width: width, height: height, checkedPixels: pixels), scale: scale)
        guard let (face, glyph, enlarge) = symbolFace(symbol), let extent = face.outlineExtent(glyph) else { return empty }
        let emPixels = size.height * TextEngine.symbolEmPerPoint * scale * enlarge
        guard emPixels.isFinite, emPixels * 64 < Double(Int32.max) else { return empty }
        let bold = TextEngine.symbolEmbolden(symbol.drawnWeight) * size.height * TextEngine.symbolEmPerPoint * scale
        // The ink's left edge (less half the emboldening) at x 0.
        let shiftX = -extent.xMin / face.unitsPerEm * emPixels + bold / 2
        guard
            let mask = face.renderEmboldened(
                glyph, pixelSize: Int((emPixels * 64).rounded()), embolden: Int((bold * 64).rounded()),
                offset: (Int((shiftX * 64).rounded()), 0))
        else { return empty }
        // The grid's middle (the em box's, its bottom edge at the face's
        // descender) at the image's middle: the baseline is that far below it.
        let gridMiddle = face.descender / face.unitsPerEm + 0.5
        let base = Int((Double(height) / 2 + gridMiddle * emPixels).rounded())
        for y in 0..<mask.rect.height {
            let py = base + mask.rect.y0 + y
            guard py >= 0, py < height else { continue }
            for x in 0..<mask.rect.width {
                let px = mask.rect.x0 + x
                guard px >= 0, px < width else { continue }
                let c = Int(mask.data[y * mask.rect.width + x])
                guard c > 0 else { continue }
                let a = c * Int(color.alpha) / 255
                let i = (py * width + px) * 4
                pixels[i] = UInt8(Int(color.red) * a / 255)
                pixels[i + 1] = UInt8(Int(color.green) * a / 255)
                pixels[i + 2] = UInt8(Int(color.blue) * a / 255)
                pixels[i + 3] = UInt8(a)
            }
        }
        return RenderImage(canvas: Canvas(width: width, height: height, checkedPixels: pixels), scale: scale)
    }

    /// The icon font's face, the symbol's glyph in it and how much larger
    /// than the grid the table draws it; nil when unmapped, without the
    /// font, or when the font lacks the glyph. Call under `lock`.
    private func symbolFace(_ symbol: SymbolImage) -> (FontFace, UInt32, Double)? {
        guard let mapped = SymbolGlyphs.glyph(symbol.name), let location = files.symbols,
            let fonts = try? loadedFonts(), let index = try? fonts.face(at: location)
        else { return nil }
        let face = fonts.faces[index]
        let glyph = face.glyphIndex(mapped.codepoint)
        return glyph == 0 ? nil : (face, glyph, mapped.scale)
    }
}

/// What a preview draws for a symbol it has no glyph for: a grey rounded
/// box as high as the symbol would be, with the symbol's name in it, so the
/// screen reads "a symbol named this was here" (`livery lint` warns
/// `unmapped-symbol`). Opaque grey, whatever the tint.
enum SymbolPlaceholder {
    static let fill = Color(red: 209, green: 209, blue: 214, alpha: 255)
    static let ink = Color(red: 99, green: 99, blue: 102, alpha: 255)

    /// The name's font: a third of the box's height, at least 6 points.
    static func font(height: Double) -> ResolvedFont {
        ResolvedFont(family: "system", size: max(6, height / 3), weight: .medium)
    }

    /// The box's size: the symbol's height, and the name's width plus a
    /// quarter of the height each side (at least square).
    static func size(_ symbol: SymbolImage, category: TraitCollection.ContentSizeCategory, text: TextEngine, limits: RenderLimits)
        -> Size
    {
        let height = TextEngine.symbolHeight(symbol, category: category)
        let name = text.measure(LabelContent(text: symbol.name, font: font(height: height), numberOfLines: 1), maxWidth: .infinity, limits: limits)
        return Size(width: max(height, name.width + height / 2), height: height)
    }

    static func image(
        _ symbol: SymbolImage, category: TraitCollection.ContentSizeCategory, scale: Double, text: TextEngine, limits: RenderLimits
    ) throws -> RenderImage {
        let points = size(symbol, category: category, text: text, limits: limits)
        let width = max(1, Int((points.width * scale).rounded(.up)))
        let height = max(1, Int((points.height * scale).rounded(.up)))
        try limits.checkCanvas(width: width, height: height)
        let radius = Double(height) * 0.22
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Distance outside the rounded rect, through its corner circles.
                let cx = min(max(Double(x) + 0.5, radius), Double(width) - radius)
                let cy = min(max(Double(y) + 0.5, radius), Double(height) - radius)
                let dx = Double(x) + 0.5 - cx
                let dy = Double(y) + 0.5 - cy
                let outside = (dx * dx + dy * dy).squareRoot() - radius
                let coverage = min(1, max(0, 0.5 - outside))
                guard coverage > 0 else { continue }
                let a = Int((coverage * 255).rounded())
                let i = (y * width + x) * 4
                pixels[i] = UInt8(Int(fill.red) * a / 255)
                pixels[i + 1] = UInt8(Int(fill.green) * a / 255)
                pixels[i + 2] = UInt8(Int(fill.blue) * a / 255)
                pixels[i + 3] = UInt8(a)
            }
        }
        var surface = Surface(canvas: Canvas(width: width, height: height, checkedPixels: pixels), at: 0, 0)
        let label = LabelContent(
            text: symbol.name, color: ink, font: font(height: points.height), alignment: .center, numberOfLines: 1,
            lineBreakMode: .byTruncatingMiddle)
        try text.draw(
            .label(label), in: DeviceRect(x: 0, y: 0, width: Double(width), height: Double(height)), scale: scale, alpha: 1,
            into: &surface, clip: nil, limits: limits)
        return RenderImage(canvas: surface.canvas, scale: scale)
    }
}
