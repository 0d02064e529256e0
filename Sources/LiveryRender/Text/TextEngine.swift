import CText
import Foundation
import LiveryCore

/// Lays out and draws labels and button titles (Docs/Rendering.md, Text).
///
/// The system font is Inter (Inter Display from 20 pt) in the weight asked
/// for; `family:` names an installed family. Characters the face lacks fall
/// back to Noto Color Emoji, Noto, DejaVu Sans or any installed face.
/// Paragraphs are ordered by FriBidi, shaped by HarfBuzz (kerning,
/// ligatures, Arabic joining, marks) and broken into lines by ``TextLayout``.
/// Glyphs are unhinted outlines rendered by FreeType's anti-aliasing
/// rasterizer (exact-area coverage, like ours) at quarter-pixel horizontal
/// positions and whole-pixel baselines, cached per size and position; colour
/// emoji are bitmaps scaled from their strike.
///
/// FreeType faces are not thread-safe: each engine owns its own library and
/// faces, loaded on first use, and every call into FreeType holds `lock`.
final class TextEngine: @unchecked Sendable {
    /// Glyphs larger than this many pixels are drawn at this size.
    static let maxPixelSize = 1024.0
    /// The glyph cache is dropped whole when it would pass this many bytes.
    private static let maxCachedBytes = 32 << 20
    static let ellipsis: Unicode.Scalar = "\u{2026}"
    /// Paragraph analyses kept between measures and draws, counted in
    /// characters (about 40 bytes each); dropped whole when full.
    private static let maxCachedCharacters = 1 << 20

    let files: FontFiles
    let lock = NSLock()
    private var fonts: Fonts?
    private var glyphs: [GlyphKey: CoverageMask] = [:]
    private var colorGlyphs: [ColorKey: ColorGlyph?] = [:]
    private var paragraphs: [ParagraphKey: AnalyzedParagraph] = [:]
    /// Each font's face and metrics, worked out once (fonts are few).
    private var metricsByFont: [ResolvedFont: Metrics?] = [:]
    private var cachedCharacters = 0
    private var shapedLines: [LinesKey: [ShapedLine]] = [:]
    private var cachedLineGlyphs = 0
    private var cachedBytes = 0

    private struct GlyphKey: Hashable {
        var face: Int
        var glyph: UInt32
        var size: Int
        var phase: Int
    }

    private struct ColorKey: Hashable {
        var face: Int
        var glyph: UInt32
    }

    /// The FreeType library and the faces loaded so far, by index. The faces
    /// are released before the library, which frees what is left of them.
    final class Fonts {
        struct FallbackKey: Hashable {
            var scalar: UInt32
            var bold: Bool
        }

        let library: FT_Library
        private(set) var faces: [FontFace] = []
        private var indices: [FontLocation: Int] = [:]
        /// The face each character the chosen face lacked came from (nil: none has it).
        var fallbacks: [FallbackKey: Int?] = [:]

        init() throws {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0, let lib else {
                throw RenderError.fontUnavailable(path: "FreeType", reason: "FreeType failed to initialize")
            }
            library = lib
        }

        deinit {
            faces.removeAll()
            FT_Done_FreeType(library)
        }

        func face(at location: FontLocation) throws -> Int {
            if let known = indices[location] { return known }
            faces.append(try FontFace(library: library, location: location))
            indices[location] = faces.count - 1
            return faces.count - 1
        }
    }

    init(files: FontFiles) {
        self.files = files
    }

    /// Where text drawn in `rect` can reach: lines are laid out inside the
    /// width and centred vertically, so at most the overflow of one line
    /// taller than the rect (Inter's and DejaVu's line height is under
    /// 1.25 × size), a quarter of the size for overhanging glyphs, a button
    /// image's overflow, the shadow offset, and a label's taller line box and
    /// baseline offset. (A single character wider
    /// than its whole label, or a fallback face's mark reaching further above
    /// the line, can reach further; only a group's offscreen would crop it.)
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
        var overflow = max(0, 1.25 * px - rect.height, ih.isFinite ? ih - rect.height : 0) / 2
        var rise = 0.0
        var shadowReach = (0.0, 0.0)
        let typography: TextTypography =
            switch text {
            case .label(let l): l.typography
            case .button(let b): b.titleTypography
            }
        if typography != .plain {
            // A line box other than the font's puts the glyphs at its bottom
            // (or above a box cut short), and the baseline offset moves them.
            let box = LineBoxes.lineHeight(natural: 1.25 * px, typography)
            overflow = max(overflow, max(box.isFinite ? box : 0, 1.25 * px) - rect.height)
            rise = abs(typography.baselineOffset * scale)
            if typography.hasShadow {
                // The shadow's offset and blur, as far as the blur reaches (4σ, σ = half the radius).
                let t = typography
                let reach = 2 * max(0, t.shadowBlurRadius) * scale + 2
                let sx = abs(t.shadowOffset.width * scale) + reach
                let sy = abs(t.shadowOffset.height * scale) + reach
                shadowReach = (sx.isFinite ? sx : 0, sy.isFinite ? sy : 0)
            }
        }
        let gx = px / 4 + (iw.isFinite ? iw : 0) + max(dx.isFinite ? dx : 0, shadowReach.0)
        let gy = overflow + px / 4 + max(dy.isFinite ? dy : 0, shadowReach.1) + (rise.isFinite ? rise : 0)
        return rect.insetBy(dx: -gx, dy: -gy).enclosingPixels
    }

    /// One unwrapped line of `string` in `font`: its width, line height and
    /// baseline (from the line's top), as a control sizes itself around a
    /// title or puts a title on the baseline iOS draws it on.
    func measureLine(_ string: String, font: ResolvedFont, limits: RenderLimits) -> (width: Double, lineHeight: Double, baseline: Double) {
        let m = measure(LabelContent(text: string, font: font, numberOfLines: 1), maxWidth: .infinity, limits: limits)
        return (m.width, m.height, m.firstBaseline)
    }

    /// A label's text laid out at `maxWidth` points (∞: unwrapped), as
    /// `drawLabel` lays it out when the label's height holds every line.
    /// Text past the length limit, or a font that cannot load, measures as
    /// empty (the scene builder and the renderer report them).
    func measure(_ l: LabelContent, maxWidth: Double, limits: RenderLimits) -> TextMeasure {
        lock.lock()
        defer { lock.unlock() }
        guard (try? limits.checkText(l.text)) != nil, let m = try? metrics(l.font),
            let lines = try? planLines(l, m, width: maxWidth / m.size, maxLines: l.numberOfLines > 0 ? l.numberOfLines : nil)
        else { return .empty }
        let width = (lines.map { $0.width(within: maxWidth / m.size) }.max() ?? 0) * m.size
        let boxes = lineBoxes(lines.map { $0.range.lowerBound == 0 }, l, m)
        return TextMeasure(
            width: width, lineCount: lines.count, height: boxes.height, firstBaseline: boxes.baselines.first ?? 0,
            lastBaseline: boxes.baselines.last ?? 0)
    }

    /// The boxes of a label's lines (``LineBoxes``), those `startsParagraph` marks beginning paragraphs.
    func lineBoxes(_ startsParagraph: [Bool], _ l: LabelContent, _ m: Metrics) -> LineBoxes {
        LineBoxes(startsParagraph: startsParagraph, ascent: m.ascent, natural: m.lineHeight, typography: l.typography)
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

    // MARK: Fonts (lock held)

    func loadedFonts() throws -> Fonts {
        if let fonts { return fonts }
        let f = try Fonts()
        fonts = f
        return f
    }

    /// The face a font asks for: the system font's, or the named family's
    /// when it is installed (else the system font's; the scene builder warns).
    func primaryFace(_ font: ResolvedFont) throws -> Int {
        let fonts = try loadedFonts()
        let system = files.system(font.weight, size: font.size)
        var location = system
        if font.family != "system", !font.family.isEmpty, files.searchesInstalledFonts,
            let named = FontCatalog.shared.face(family: font.family, weight: font.weight)
        {
            location = named
        }
        guard let location else {
            throw RenderError.fontUnavailable(path: "system font", reason: "no face for weight \(font.weight.rawValue)")
        }
        return try fonts.face(at: location)
    }

    /// A font at a size, measured in points with its primary face's metrics.
    struct Metrics {
        let face: Int
        let bold: Bool
        let size: Double
        let ascent: Double
        let lineHeight: Double
        /// Points, y down from the baseline: the underline's and the strikeout's centres, and their thicknesses.
        let underlineY: Double
        let underlineThickness: Double
        let strikeoutY: Double
        let strikeoutThickness: Double
    }

    /// Nil for a size that draws nothing: not positive, or so small (or
    /// large) that the line height underflows to 0 (or overflows).
    func metrics(_ font: ResolvedFont) throws -> Metrics? {
        if let known = metricsByFont[font] { return known }
        let m = try measureMetrics(font)
        metricsByFont[font] = m
        return m
    }

    private func measureMetrics(_ font: ResolvedFont) throws -> Metrics? {
        guard font.size.isFinite, font.size > 0 else { return nil }
        let index = try primaryFace(font)
        let face = try loadedFonts().faces[index]
        let perUnit = font.size / face.unitsPerEm
        let m = Metrics(
            face: index, bold: font.weight.isBold, size: font.size, ascent: face.ascender * perUnit,
            lineHeight: face.lineHeight * perUnit, underlineY: -face.underlinePosition * perUnit,
            underlineThickness: face.underlineThickness * perUnit, strikeoutY: -face.strikeoutPosition * perUnit,
            strikeoutThickness: face.strikeoutThickness * perUnit)
        return m.lineHeight > 0 && m.lineHeight.isFinite ? m : nil
    }

    // MARK: Lines (lock held)

    /// The label's lines, shaped and in visual order (widths in ems): wrapped
    /// to `maxWidth` points unless one line is asked for with a truncating or
    /// clipping mode, at most `maxLines`, the last truncated with "…" by the
    /// line break mode when text remains.
    func layoutLines(_ l: LabelContent, _ m: Metrics, maxWidth: Double, maxLines: Int?) throws -> [ShapedLine] {
        let width = maxWidth / m.size
        let kern = l.typography.kern / m.size
        let key = LinesKey(
            text: l.text, face: m.face, bold: m.bold, numberOfLines: l.numberOfLines, lineBreakMode: l.lineBreakMode,
            rightToLeft: l.isRightToLeft, width: width, maxLines: maxLines, kern: kern)
        if let known = shapedLines[key] { return known }
        let lines = try planLines(l, m, width: width, maxLines: maxLines).map { line in
            var shaped =
                line.truncates
                ? try truncated(line.range, of: line.paragraph, l, m, width: width, always: line.always)
                : try shapeLine(line.range, of: line.paragraph.analysis, kern: kern)
            shaped.startsParagraph = line.range.lowerBound == 0
            return shaped
        }
        let glyphs = lines.reduce(0) { $0 + $1.glyphs.count }
        if cachedLineGlyphs + glyphs > TextEngine.maxCachedCharacters {
            shapedLines.removeAll(keepingCapacity: true)
            cachedLineGlyphs = 0
        }
        shapedLines[key] = lines
        cachedLineGlyphs += glyphs
        return lines
    }

    /// A label's shaped lines are the same whenever its text, font, mode and
    /// width are: a gallery or a live preview draws the same labels again.
    private struct LinesKey: Hashable {
        var text: String
        var face: Int
        var bold: Bool
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
        var rightToLeft: Bool
        var width: Double
        var maxLines: Int?
        /// Letter spacing, in ems.
        var kern: Double
    }

    /// One line of a label before shaping: a range of a paragraph, and
    /// whether it is the last line, cut by the line break mode.
    private struct PlannedLine {
        var paragraph: AnalyzedParagraph
        var range: Range<Int>
        var truncates = false
        /// Text follows (a later line or paragraph), so a truncating mode ends in "…".
        var always = false

        /// The line's width in ems: what it measures before shaping. A cut
        /// line fits the width it was cut to.
        func width(within limit: Double) -> Double {
            let natural = paragraph.layout.width(range)
            return truncates ? min(natural, limit) : natural
        }
    }

    /// A paragraph's analysis and its break opportunities, cached by text and font.
    struct AnalyzedParagraph {
        var analysis: ParagraphAnalysis
        var layout: TextLayout
    }

    private struct ParagraphKey: Hashable {
        var text: Substring
        var face: Int
        var bold: Bool
        var rightToLeft: Bool
    }

    /// The label's lines (wrapped to `width` ems unless one line is asked for
    /// with a truncating or clipping mode), at most `maxLines`.
    private func planLines(_ l: LabelContent, _ m: Metrics, width: Double, maxLines: Int?) throws -> [PlannedLine] {
        // Most labels are one paragraph: no need to split them.
        let paragraphs =
            l.text.utf8.contains(0x0A) ? l.text.split(separator: "\n", omittingEmptySubsequences: false) : [l.text[...]]
        let wraps = l.numberOfLines != 1 || l.lineBreakMode == .byWordWrapping || l.lineBreakMode == .byCharWrapping
        var out: [PlannedLine] = []
        for (p, text) in paragraphs.enumerated() {
            var paragraph = try analyzed(text, m, rightToLeft: l.isRightToLeft)
            paragraph.layout = paragraph.layout.kerned(l.typography.kern / m.size, clusterStarts: paragraph.analysis.clusterStarts)
            let layout = paragraph.layout
            let count = paragraph.analysis.scalars.count
            let ranges = wraps ? layout.lines(maxWidth: width, anyCharacter: l.lineBreakMode == .byCharWrapping) : [0..<count]
            for (i, range) in ranges.enumerated() {
                let moreFollows = i < ranges.count - 1 || p < paragraphs.count - 1
                let last = maxLines.map { out.count == $0 - 1 } ?? false
                if last && moreFollows || !wraps && layout.width(range) > width + TextLayout.tolerance {
                    out.append(PlannedLine(paragraph: paragraph, range: range.lowerBound..<count, truncates: true, always: moreFollows))
                    return out
                }
                out.append(PlannedLine(paragraph: paragraph, range: range))
            }
        }
        return out
    }

    /// The paragraph analysed, from the cache when the same text in the same
    /// face was laid out before (layout measures a label at several widths).
    func analyzed(_ text: Substring, _ m: Metrics, rightToLeft: Bool) throws -> AnalyzedParagraph {
        let key = ParagraphKey(text: text, face: m.face, bold: m.bold, rightToLeft: rightToLeft)
        if let known = paragraphs[key] { return known }
        let scalars = Array(text.unicodeScalars)
        let analysis = try analyze(scalars, primary: m.face, bold: m.bold, rightToLeft: rightToLeft)
        let paragraph = AnalyzedParagraph(analysis: analysis, layout: TextLayout(scalars, widths: analysis.widths))
        if cachedCharacters + scalars.count > TextEngine.maxCachedCharacters {
            paragraphs.removeAll(keepingCapacity: true)
            cachedCharacters = 0
        }
        paragraphs[key] = paragraph
        cachedCharacters += scalars.count
        return paragraph
    }

    /// The last line: `range` cut to fit with "…" where the mode puts it
    /// (byClipping and the wrapping modes cut without one).
    private func truncated(
        _ range: Range<Int>, of paragraph: AnalyzedParagraph, _ l: LabelContent, _ m: Metrics, width: Double, always: Bool
    ) throws -> ShapedLine {
        let analysis = paragraph.analysis
        let layout = paragraph.layout
        let scalars = analysis.scalars
        let kern = l.typography.kern / m.size
        switch l.lineBreakMode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            let lines = layout.lines(maxWidth: width, anyCharacter: l.lineBreakMode == .byCharWrapping)
            let first = lines.first { $0.lowerBound >= range.lowerBound } ?? range
            return try shapeLine(l.lineBreakMode == .byClipping ? range : first, of: analysis, kern: kern)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            if !always && layout.width(range) <= width + TextLayout.tolerance {
                return try shapeLine(range, of: analysis, kern: kern)
            }
            let ellipsis = try analyze([TextEngine.ellipsis], primary: m.face, bold: m.bold, rightToLeft: l.isRightToLeft)
            let budget = max(0, width - (ellipsis.widths.first ?? 0) - kern)
            var text: [Unicode.Scalar]
            switch l.lineBreakMode {
            case .byTruncatingHead:
                text = [TextEngine.ellipsis] + scalars[layout.suffixStart(range, budget: budget)..<range.upperBound]
            case .byTruncatingMiddle:
                let head = layout.prefixEnd(range, budget: budget / 2)
                let tail = layout.suffixStart(range, budget: budget / 2)
                text = Array(scalars[range.lowerBound..<head]) + [TextEngine.ellipsis] + scalars[max(head, tail)..<range.upperBound]
            default:
                var end = layout.prefixEnd(range, budget: budget)
                while end > range.lowerBound && scalars[end - 1].properties.isWhitespace { end -= 1 }
                text = Array(scalars[range.lowerBound..<end]) + [TextEngine.ellipsis]
            }
            let cut = try analyze(text, primary: m.face, bold: m.bold, rightToLeft: l.isRightToLeft)
            return try shapeLine(0..<text.count, of: cut, kern: kern)
        }
    }

    // MARK: Drawing (lock held)

    /// UILabel: lines wrapped to the width, as many as `numberOfLines` allows
    /// and the height holds (at least one), in their line boxes
    /// (``LineBoxes``), the block centred vertically; the underline and the
    /// strikethrough drawn over each line's glyphs.
    private func drawLabel(
        _ l: LabelContent, in rect: DeviceRect, scale: Double, alpha: Double,
        into surface: inout Surface, clip: CoverageMask?, limits: RenderLimits
    ) throws {
        try limits.checkText(l.text)
        guard !l.text.isEmpty, let m = try metrics(l.font) else { return }
        let height = rect.height / scale
        var lines = try layoutLines(l, m, maxWidth: rect.width / scale, maxLines: l.numberOfLines > 0 ? l.numberOfLines : nil)
        var boxes = lineBoxes(lines.map(\.startsParagraph), l, m)
        // A label taller than any canvas (its height overflowed to ∞) fits "all" lines.
        let fitting = height.isFinite ? boxes.fitting(height) : lines.count
        if fitting < lines.count {
            lines = try layoutLines(l, m, maxWidth: rect.width / scale, maxLines: fitting)
            boxes = lineBoxes(lines.map(\.startsParagraph), l, m)
        }
        let top = rect.minY + (rect.height - boxes.height * scale) / 2
        let rise = l.typography.baselineOffset.isFinite ? l.typography.baselineOffset : 0
        let alignment = l.alignment == .natural ? (l.isRightToLeft ? .right : .left) : l.alignment
        let placed = lines.enumerated().map { i, line -> (ShapedLine, Double, Double) in
            let width = line.width * m.size * scale
            let x: Double =
                switch alignment {
                case .left, .natural: rect.minX
                case .center: rect.minX + (rect.width - width) / 2
                case .right: rect.maxX - width
                }
            return (line, x, top + (boxes.baselines[min(i, boxes.baselines.count - 1)] - rise) * scale)
        }
        // byClipping: nothing past the label's edges.
        let limit = l.lineBreakMode == .byClipping ? (rect.minX, rect.maxX) : nil
        drawPlaced(
            placed, boxTops: boxes.tops.map { top + $0 * scale }, boxHeight: boxes.lineHeight * scale, l.typography, m,
            color: l.color, unblurred: l.shadowColor.map { ($0, l.shadowOffset) }, scale: scale, alpha: alpha, within: limit,
            into: &surface, clip: clip, limits: limits)
    }

    /// Lines at their pen x and baseline (device pixels), each in a box
    /// `boxHeight` high from its top in `boxTops`: the runs' backgrounds, the
    /// text shadow, UIKit's own unblurred shadow (a label's `shadowColor`, a
    /// button's `titleShadowColor`), then the glyphs in `color` and their
    /// underline and strikethrough.
    private func drawPlaced(
        _ placed: [(ShapedLine, Double, Double)], boxTops: [Double], boxHeight: Double, _ t: TextTypography, _ m: Metrics,
        color textColor: Color, unblurred: (Color, Size)?, scale: Double, alpha: Double, within limit: (Double, Double)?,
        into surface: inout Surface, clip: CoverageMask?, limits: RenderLimits
    ) {
        if let background = t.backgroundColor, background.alpha > 0 {
            // Behind each line's run, its box's height.
            for (i, (line, x, _)) in placed.enumerated() where i < boxTops.count {
                let run = DeviceRect(x: x, y: boxTops[i], width: line.width * m.size * scale, height: boxHeight)
                guard run.isFinite, !run.isEmpty, let mask = try? Rasterizer.coverage(of: .rect(run), clip: surface.rect) else { continue }
                surface.fill(mask, color: PremultipliedColor(background, opacity: alpha), clip: clip)
            }
        }
        if t.hasShadow {
            drawTextShadow(t, placed: placed, m, scale: scale, alpha: alpha, into: &surface, clip: clip, limits: limits)
        }
        if let (shadow, offset) = unblurred, shadow.alpha > 0 {
            let dx = offset.width * scale
            let dy = offset.height * scale
            if dx.isFinite, dy.isFinite {
                let color = PremultipliedColor(shadow, opacity: alpha)
                for (line, x, baseline) in placed {
                    drawLine(
                        line, m, x: x + dx, baseline: baseline + dy, scale: scale, color: color, alpha: 0, within: limit,
                        into: &surface, clip: clip)
                    drawDecorations(
                        t, width: line.width, m, x: x + dx, baseline: baseline + dy, scale: scale,
                        colors: (color, color), into: &surface, clip: clip)
                }
            }
        }
        let color = PremultipliedColor(textColor, opacity: alpha)
        let underline = t.underlineColor.map { PremultipliedColor($0, opacity: alpha) } ?? color
        let strikethrough = t.strikethroughColor.map { PremultipliedColor($0, opacity: alpha) } ?? color
        for (line, x, baseline) in placed {
            drawLine(
                line, m, x: x, baseline: baseline, scale: scale, color: color, alpha: alpha, within: limit,
                into: &surface, clip: clip)
            drawDecorations(
                t, width: line.width, m, x: x, baseline: baseline, scale: scale,
                colors: (underline, strikethrough), into: &surface, clip: clip)
        }
    }

    /// The text's NSShadow: its glyphs' coverage moved by the offset and
    /// blurred with σ = half the blur radius (Core Graphics' shadow blur, as
    /// a DTCG shadow's `blur` is twice a layer's `shadowRadius`), in the
    /// shadow's colour, black at a third when unset.
    private func drawTextShadow(
        _ t: TextTypography, placed: [(ShapedLine, Double, Double)], _ m: Metrics, scale: Double, alpha: Double,
        into surface: inout Surface, clip: CoverageMask?, limits: RenderLimits
    ) {
        let color = t.shadowColor ?? Color(red: 0, green: 0, blue: 0, alpha: 85)
        let dx = t.shadowOffset.width * scale
        let dy = t.shadowOffset.height * scale
        guard color.alpha > 0, dx.isFinite, dy.isFinite else { return }
        let moved = placed.map { ($0.0, $0.1 + dx, $0.2 + dy) }
        let sigma = min(max(0, t.shadowBlurRadius * scale / 2), limits.maxBlurSigma)
        // Glyphs further off the surface than the blur reaches cannot shade it.
        let reach = GaussianBlur.reach(sigma: sigma) + 1
        let limit = PixelRect(
            x0: surface.rect.x0 - reach, y0: surface.rect.y0 - reach, x1: surface.rect.x1 + reach, y1: surface.rect.y1 + reach)
        var mask = coverage(of: moved, m, scale: scale, limit: limit)
        guard !mask.isEmpty else { return }
        if sigma.isFinite, sigma > 0 { mask = GaussianBlur.blur(mask, sigma: sigma, limit: surface.rect) }
        surface.fill(mask, color: PremultipliedColor(color, opacity: alpha), clip: clip)
    }

    /// A line's underline and strikethrough, `width` ems long from `x`: at
    /// the font's underline position and its strikeout position, the font's
    /// thickness for `single`, twice it for `thick`, and for `double` two
    /// lines of it a thickness apart (the second below the first).
    private func drawDecorations(
        _ t: TextTypography, width: Double, _ m: Metrics, x: Double, baseline: Double, scale: Double,
        colors: (underline: PremultipliedColor, strikethrough: PremultipliedColor), into surface: inout Surface,
        clip: CoverageMask?
    ) {
        let length = width * m.size * scale
        let by = baseline.rounded()
        let lines: [(UnderlineStyle, Double, Double, PremultipliedColor)] = [
            (t.underlineStyle, m.underlineY, m.underlineThickness, colors.underline),
            (t.strikethroughStyle, m.strikeoutY, m.strikeoutThickness, colors.strikethrough),
        ]
        for (style, y, thickness, color) in lines where style != .none && !color.isTransparent {
            let t = thickness * scale
            let centre = by + y * scale
            let strokes: [(Double, Double)] =
                switch style {
                case .none: []
                case .single: [(centre, t)]
                case .thick: [(centre, 2 * t)]
                case .double: [(centre - t, t), (centre + t, t)]
                }
            for (middle, stroke) in strokes {
                let band = DeviceRect(x: x, y: middle - stroke / 2, width: length, height: stroke)
                guard band.isFinite, !band.isEmpty, let mask = try? Rasterizer.coverage(of: .rect(band), clip: surface.rect)
                else { continue }
                surface.fill(mask, color: color, clip: clip)
            }
        }
    }

    /// UIButton: the image, then the one-line title, centred together inside
    /// the bounds less `contentEdgeInsets`, `imagePadding` apart; each then
    /// moved by half the difference of its edge insets, as UIKit's
    /// `titleEdgeInsets` and `imageEdgeInsets` move them.
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
        var title: (ShapedLine, Metrics, Double)?
        if let text = b.title, !text.isEmpty, let m = try metrics(b.font) {
            try limits.checkText(text)
            let available = max(0, content.width - imageSize.0) / scale
            let label = LabelContent(
                text: text, font: b.font, numberOfLines: 1, typography: b.titleTypography, isRightToLeft: b.isRightToLeft)
            if let line = try layoutLines(label, m, maxWidth: available, maxLines: 1).first {
                title = (line, m, line.width * m.size * scale)
            }
        }
        let padding = b.image != nil && title != nil && b.imagePadding.isFinite ? b.imagePadding * scale : 0
        let total = imageSize.0 + padding + (title?.2 ?? 0)
        let x = content.minX + (content.width - total) / 2
        let midY = (content.minY + content.maxY) / 2
        func shift(_ insets: Insets) -> (Double, Double) {
            let dx = (insets.left - insets.right) / 2 * scale
            let dy = (insets.top - insets.bottom) / 2 * scale
            return (dx.isFinite ? dx : 0, dy.isFinite ? dy : 0)
        }
        if let image = b.image {
            let (dx, dy) = shift(b.imageEdgeInsets)
            let dest = DeviceRect(x: x + dx, y: midY - imageSize.1 / 2 + dy, width: imageSize.0, height: imageSize.1)
            surface.draw(image: image.canvas, dest: dest, alpha: Blend.unit(alpha), clip: clip)
        }
        guard let (line, m, _) = title else { return }
        let (tdx, tdy) = shift(b.titleEdgeInsets)
        let boxTop = midY - m.lineHeight / 2 * scale + tdy
        let rise = b.titleTypography.baselineOffset.isFinite ? b.titleTypography.baselineOffset : 0
        let baseline = boxTop + (m.ascent - rise) * scale
        let tx = x + imageSize.0 + padding + tdx
        drawPlaced(
            [(line, tx, baseline)], boxTops: [boxTop], boxHeight: m.lineHeight * scale, b.titleTypography, m,
            color: b.titleColor, unblurred: b.titleShadowColor.map { ($0, b.titleShadowOffset) }, scale: scale, alpha: alpha,
            within: nil, into: &surface, clip: clip, limits: limits)
    }

    /// One line from pen position `x` on the baseline (device pixels; the
    /// baseline snaps to a whole pixel, each glyph to the nearest quarter, so
    /// a glyph sits at most ⅛ px from its outline). Colour glyphs draw in
    /// their own colours at `alpha` (0 leaves them out: a shadow pass);
    /// `within` drops glyphs that start outside a horizontal span.
    private func drawLine(
        _ line: ShapedLine, _ m: Metrics, x: Double, baseline: Double, scale: Double,
        color: PremultipliedColor, alpha: Double, within: (Double, Double)?,
        into surface: inout Surface, clip: CoverageMask?
    ) {
        guard x.isFinite, baseline.isFinite, let fonts else { return }
        let pixelSize = min(m.size * scale, TextEngine.maxPixelSize)
        let size26d6 = Int((pixelSize * 64).rounded())
        guard size26d6 > 0 else { return }
        let by = PixelRect.clampedInt(baseline.rounded())
        for g in line.glyphs {
            let gx = x + (g.x + g.dx) * pixelSize
            let gy = Double(by) - g.dy * pixelSize
            if let (lo, hi) = within, gx < lo - 0.5 || gx >= hi { continue }
            let face = fonts.faces[g.face]
            if face.isColor {
                guard alpha > 0, let glyph = colorGlyph(g.glyph, face: g.face, in: face) else { continue }
                let k = pixelSize / glyph.pixelsPerEm
                let dest = DeviceRect(
                    x: gx + glyph.left * k, y: gy - glyph.top * k, width: Double(glyph.image.width) * k,
                    height: Double(glyph.image.height) * k)
                surface.draw(image: glyph.image, dest: dest, alpha: Blend.unit(alpha), clip: clip)
                continue
            }
            guard !color.isTransparent, let placed = outline(g, in: face, size: size26d6, x: gx, y: gy) else { continue }
            surface.fill(placed, color: color, clip: clip)
        }
    }

    /// An outline glyph's coverage with its pen at (`x`, `y`) device pixels:
    /// the nearest quarter-pixel horizontally, the whole pixel vertically.
    private func outline(_ g: ShapedLine.Glyph, in face: FontFace, size size26d6: Int, x: Double, y: Double) -> CoverageMask? {
        let quarters = (x * 4).rounded()
        let whole = (quarters / 4).rounded(.down)
        let ix = PixelRect.clampedInt(whole)
        let offset = quarters - whole * 4
        let phase = offset.isFinite ? min(3, max(0, Int(offset))) : 0
        let iy = PixelRect.clampedInt(y.rounded())
        guard let mask = glyph(g.glyph, face: g.face, size: size26d6, phase: phase, in: face), !mask.isEmpty else { return nil }
        var placed = mask
        placed.rect = mask.rect.offsetBy(dx: ix, dy: iy)
        return placed
    }

    /// The outline glyphs of `placed` lines (pen x and baseline in device
    /// pixels) as one coverage mask, overlaps at their greater coverage: what
    /// a blurred text shadow blurs, within `limit`. Colour glyphs cast none, as in the unblurred shadow.
    private func coverage(of placed: [(ShapedLine, Double, Double)], _ m: Metrics, scale: Double, limit: PixelRect) -> CoverageMask {
        guard let fonts else { return .empty }
        let pixelSize = min(m.size * scale, TextEngine.maxPixelSize)
        let size26d6 = Int((pixelSize * 64).rounded())
        guard size26d6 > 0 else { return .empty }
        var masks: [CoverageMask] = []
        for (line, x, baseline) in placed where x.isFinite && baseline.isFinite {
            let by = Double(PixelRect.clampedInt(baseline.rounded()))
            for g in line.glyphs where !fonts.faces[g.face].isColor {
                let gx = x + (g.x + g.dx) * pixelSize
                if let mask = outline(g, in: fonts.faces[g.face], size: size26d6, x: gx, y: by - g.dy * pixelSize)?.cropped(to: limit),
                    !mask.isEmpty
                {
                    masks.append(mask)
                }
            }
        }
        guard let first = masks.first?.rect else { return .empty }
        let union = masks.dropFirst().reduce(first) { $0.union($1.rect) }
        var out = CoverageMask(zeroed: union)
        for mask in masks {
            for y in mask.rect.y0..<mask.rect.y1 {
                let s = (y - mask.rect.y0) * mask.rect.width
                let d = (y - union.y0) * union.width + (mask.rect.x0 - union.x0)
                for x in 0..<mask.rect.width { out.data[d + x] = max(out.data[d + x], mask.data[s + x]) }
            }
        }
        return out
    }

    private func glyph(_ g: UInt32, face index: Int, size: Int, phase: Int, in face: FontFace) -> CoverageMask? {
        let key = GlyphKey(face: index, glyph: g, size: size, phase: phase)
        if let cached = glyphs[key] { return cached }
        guard let mask = face.render(g, pixelSize: size, phase: phase) else { return nil }
        makeRoom(mask.data.count)
        glyphs[key] = mask
        return mask
    }

    private func colorGlyph(_ g: UInt32, face index: Int, in face: FontFace) -> ColorGlyph? {
        let key = ColorKey(face: index, glyph: g)
        if let cached = colorGlyphs[key] { return cached }
        let rendered = face.renderColor(g)
        makeRoom(rendered?.image.pixels.count ?? 0)
        colorGlyphs[key] = rendered
        return rendered
    }

    /// Drops every cached glyph when `bytes` more would pass the budget.
    private func makeRoom(_ bytes: Int) {
        guard cachedBytes + bytes > TextEngine.maxCachedBytes else {
            cachedBytes += bytes
            return
        }
        glyphs.removeAll(keepingCapacity: true)
        colorGlyphs.removeAll(keepingCapacity: true)
        cachedBytes = bytes
    }
}
