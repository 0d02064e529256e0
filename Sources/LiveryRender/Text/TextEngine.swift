import CFreeType
import Foundation
import Livery

/// Lays out and draws labels and button titles with FreeType.
///
/// Glyphs are DejaVu outlines, unhinted (FT_LOAD_NO_HINTING), rendered by
/// FreeType's own anti-aliasing rasterizer (exact-area coverage, like ours),
/// at quarter-pixel horizontal positions and whole-pixel baselines, and cached
/// per size and position. Advances are the fonts' unhinted advances in points,
/// so line breaks do not change with the scale. No kerning: DejaVu keeps its
/// kerning in GPOS, which needs a shaping engine.
///
/// FreeType faces are not thread-safe: each engine owns its own library and
/// faces, loaded on first use, and every call into FreeType holds `lock`.
final class TextEngine: @unchecked Sendable {
    /// Glyphs larger than this many pixels are drawn at this size.
    static let maxPixelSize = 1024.0
    /// The glyph cache is dropped whole when it would pass this many bytes.
    private static let maxCachedBytes = 32 << 20

    private let files: FontFiles
    private let lock = NSLock()
    private var fonts: Fonts?
    private var glyphs: [GlyphKey: CoverageMask] = [:]
    private var cachedBytes = 0

    private struct GlyphKey: Hashable {
        var bold: Bool
        var glyph: UInt32
        var size: Int
        var phase: Int
    }

    /// The FreeType library and both faces. FT_Done_FreeType frees the faces
    /// with the library, so `FontFace` never frees its own.
    private final class Fonts {
        let library: FT_Library
        let regular: FontFace
        let bold: FontFace

        init(_ files: FontFiles) throws {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0, let lib else {
                throw RenderError.fontUnavailable(path: files.regular, reason: "FreeType failed to initialize")
            }
            let r: FontFace
            let b: FontFace
            do {
                r = try FontFace(library: lib, path: files.regular)
                b = try FontFace(library: lib, path: files.bold)
            } catch {
                FT_Done_FreeType(lib)
                throw error
            }
            library = lib
            regular = r
            bold = b
        }

        deinit { FT_Done_FreeType(library) }

        func face(bold b: Bool) -> FontFace { b ? bold : regular }
    }

    init(files: FontFiles) {
        self.files = files
    }

    /// Where text drawn in `rect` can reach: lines are laid out inside the
    /// width and centred vertically, so at most the overflow of one line
    /// taller than the rect (line height ≤ 1.25 × size for DejaVu), a quarter
    /// of the size for overhanging glyphs, a button image's overflow, and the
    /// shadow offset. (A single character wider than its whole label can
    /// reach further; that label's own drawing is unaffected.)
    static func extent(of text: TextContent, in rect: DeviceRect, scale: Double) -> PixelRect {
        let (size, offset, image): (Double, Size, Size) =
            switch text {
            case .label(let l): (l.font.size, l.shadowColor == nil ? .zero : l.shadowOffset, .zero)
            case .button(let b): (b.font.size, b.titleShadowColor == nil ? .zero : b.titleShadowOffset, b.image?.size ?? .zero)
            }
        let px = min(max(0, size.isFinite ? size : 0) * scale, maxPixelSize)
        let dx = abs(offset.width * scale)
        let dy = abs(offset.height * scale)
        let iw = image.width * scale
        let ih = image.height * scale
        let overflow = max(0, 1.25 * px - rect.height, ih.isFinite ? ih - rect.height : 0) / 2
        let gx = px / 4 + (iw.isFinite ? iw : 0) + (dx.isFinite ? dx : 0)
        let gy = overflow + px / 4 + (dy.isFinite ? dy : 0)
        return rect.insetBy(dx: -gx, dy: -gy).enclosingPixels
    }

    func draw(
        _ text: TextContent, in rect: DeviceRect, scale: Double, alpha: Double,
        into surface: inout Surface, clip: CoverageMask?, limits: RenderLimits
    ) throws {
        lock.lock()
        defer { lock.unlock() }
        switch text {
        case .label(let l):
            try drawLabel(l, in: rect, scale: scale, alpha: alpha, into: &surface, clip: clip, limits: limits)
        case .button(let b):
            try drawButton(b, in: rect, scale: scale, alpha: alpha, into: &surface, clip: clip, limits: limits)
        }
    }

    /// A label's text laid out at `maxWidth` points (∞: unwrapped), as
    /// `drawLabel` lays it out when the label's height holds every line.
    /// Text past the length limit measures as empty (the scene builder reports it).
    func measure(_ l: LabelContent, maxWidth: Double, limits: RenderLimits) -> TextMeasure {
        lock.lock()
        defer { lock.unlock() }
        guard (try? limits.checkText(l.text)) != nil, let m = try? metrics(l.font) else { return .empty }
        let lines = TextLayout.lines(
            l.text, maxWidth: maxWidth, maxLines: l.numberOfLines > 0 ? l.numberOfLines : nil, advance: m.advance)
        let width = lines.map { TextLayout.width($0, m.advance) }.max() ?? 0
        return TextMeasure(width: width, lineCount: lines.count, ascent: m.ascent, lineHeight: m.lineHeight)
    }

    // MARK: Layout and drawing (lock held)

    private func loadedFonts() throws -> Fonts {
        if let fonts { return fonts }
        let f = try Fonts(files)
        fonts = f
        return f
    }

    /// A font at a size, measured in points.
    private struct Metrics {
        let face: FontFace
        let bold: Bool
        let size: Double

        var perUnit: Double { size / face.unitsPerEm }
        var ascent: Double { face.ascender * perUnit }
        var lineHeight: Double { (face.ascender - face.descender) * perUnit }

        func advance(_ c: Character) -> Double {
            c.unicodeScalars.reduce(0) { $0 + face.advance(face.glyphIndex($1)) } * perUnit
        }
    }

    /// Nil for a size that draws nothing: not positive, or so small (or
    /// large) that the line height underflows to 0 (or overflows).
    private func metrics(_ font: ResolvedFont) throws -> Metrics? {
        guard font.size.isFinite, font.size > 0 else { return nil }
        let m = Metrics(face: try loadedFonts().face(bold: font.weight.isBold), bold: font.weight.isBold, size: font.size)
        return m.lineHeight > 0 && m.lineHeight.isFinite ? m : nil
    }

    /// UILabel: lines wrapped to the width, as many as `numberOfLines` allows
    /// and the height holds (at least one), the block centred vertically.
    private func drawLabel(
        _ l: LabelContent, in rect: DeviceRect, scale: Double, alpha: Double,
        into surface: inout Surface, clip: CoverageMask?, limits: RenderLimits
    ) throws {
        try limits.checkText(l.text)
        guard !l.text.isEmpty, let m = try metrics(l.font) else { return }
        // A label taller than any canvas (its height overflowed to ∞) fits "all" lines.
        let fitting = max(1, PixelRect.clampedInt(((rect.height / scale) / m.lineHeight + 1e-6).rounded(.down)))
        let maxLines = l.numberOfLines > 0 ? min(l.numberOfLines, fitting) : fitting
        let lines = TextLayout.lines(l.text, maxWidth: rect.width / scale, maxLines: maxLines, advance: m.advance)
        let top = rect.minY + (rect.height - Double(lines.count) * m.lineHeight * scale) / 2
        let placed = lines.enumerated().map { i, line -> (String, Double, Double) in
            let width = TextLayout.width(line, m.advance) * scale
            let x: Double =
                switch l.alignment {
                case .left, .natural: rect.minX
                case .center: rect.minX + (rect.width - width) / 2
                case .right: rect.maxX - width
                }
            return (line, x, top + (m.ascent + Double(i) * m.lineHeight) * scale)
        }
        if let shadow = l.shadowColor, shadow.alpha > 0 {
            let dx = l.shadowOffset.width * scale
            let dy = l.shadowOffset.height * scale
            if dx.isFinite, dy.isFinite {
                for (line, x, baseline) in placed {
                    drawLine(
                        line, m, x: x + dx, baseline: baseline + dy, scale: scale,
                        color: PremultipliedColor(shadow, opacity: alpha), into: &surface, clip: clip)
                }
            }
        }
        for (line, x, baseline) in placed {
            drawLine(
                line, m, x: x, baseline: baseline, scale: scale,
                color: PremultipliedColor(l.color, opacity: alpha), into: &surface, clip: clip)
        }
    }

    /// UIButton: the image, then the one-line title, centred together inside
    /// the bounds less `contentEdgeInsets`.
    private func drawButton(
        _ b: ButtonContent, in rect: DeviceRect, scale: Double, alpha: Double,
        into surface: inout Surface, clip: CoverageMask?, limits: RenderLimits
    ) throws {
        let i = b.contentEdgeInsets
        let content = DeviceRect(
            minX: rect.minX + i.left * scale, minY: rect.minY + i.top * scale,
            maxX: rect.maxX - i.right * scale, maxY: rect.maxY - i.bottom * scale)
        guard content.isFinite else { return }
        let imageSize = b.image.map { ($0.size.width * scale, $0.size.height * scale) } ?? (0, 0)
        var title: (String, Metrics, Double)?
        if let text = b.title, !text.isEmpty, let m = try metrics(b.font) {
            try limits.checkText(text)
            let available = max(0, content.width - imageSize.0) / scale
            let line = TextLayout.lines(text, maxWidth: available, maxLines: 1, advance: m.advance).first ?? ""
            title = (line, m, TextLayout.width(line, m.advance) * scale)
        }
        let total = imageSize.0 + (title?.2 ?? 0)
        let x = content.minX + (content.width - total) / 2
        let midY = (content.minY + content.maxY) / 2
        if let image = b.image {
            let dest = DeviceRect(x: x, y: midY - imageSize.1 / 2, width: imageSize.0, height: imageSize.1)
            surface.draw(image: image.canvas, dest: dest, alpha: Blend.unit(alpha), clip: clip)
        }
        guard let (line, m, _) = title else { return }
        let baseline = midY + (m.ascent - m.lineHeight / 2) * scale
        let tx = x + imageSize.0
        if let shadow = b.titleShadowColor, shadow.alpha > 0 {
            let dx = b.titleShadowOffset.width * scale
            let dy = b.titleShadowOffset.height * scale
            if dx.isFinite, dy.isFinite {
                drawLine(
                    line, m, x: tx + dx, baseline: baseline + dy, scale: scale,
                    color: PremultipliedColor(shadow, opacity: alpha), into: &surface, clip: clip)
            }
        }
        drawLine(
            line, m, x: tx, baseline: baseline, scale: scale,
            color: PremultipliedColor(b.titleColor, opacity: alpha), into: &surface, clip: clip)
    }

    /// One line from pen position `x` on the baseline (device pixels; the
    /// baseline snaps to a whole pixel, x to the nearest quarter, so a glyph
    /// sits at most ⅛ px from its outline).
    private func drawLine(
        _ line: String, _ m: Metrics, x: Double, baseline: Double, scale: Double,
        color: PremultipliedColor, into surface: inout Surface, clip: CoverageMask?
    ) {
        guard !color.isTransparent, x.isFinite, baseline.isFinite else { return }
        let pixelSize = min(m.size * scale, TextEngine.maxPixelSize)
        let size26d6 = Int((pixelSize * 64).rounded())
        guard size26d6 > 0 else { return }
        let perUnit = pixelSize / m.face.unitsPerEm
        let by = PixelRect.clampedInt(baseline.rounded())
        var pen = x
        for scalar in line.unicodeScalars {
            let g = m.face.glyphIndex(scalar)
            let quarters = (pen * 4).rounded()
            let whole = (quarters / 4).rounded(.down)
            let ix = PixelRect.clampedInt(whole)
            let offset = quarters - whole * 4
            let phase = offset.isFinite ? min(3, max(0, Int(offset))) : 0
            if let mask = glyph(g, bold: m.bold, size: size26d6, phase: phase, face: m.face), !mask.isEmpty {
                var placed = mask
                placed.rect = mask.rect.offsetBy(dx: ix, dy: by)
                surface.fill(placed, color: color, clip: clip)
            }
            pen += m.face.advance(g) * perUnit
        }
    }

    private func glyph(_ g: UInt32, bold: Bool, size: Int, phase: Int, face: FontFace) -> CoverageMask? {
        let key = GlyphKey(bold: bold, glyph: g, size: size, phase: phase)
        if let cached = glyphs[key] { return cached }
        guard let mask = face.render(g, pixelSize: size, phase: phase) else { return nil }
        if cachedBytes + mask.data.count > TextEngine.maxCachedBytes {
            glyphs.removeAll(keepingCapacity: true)
            cachedBytes = 0
        }
        glyphs[key] = mask
        cachedBytes += mask.data.count
        return mask
    }
}
