import CText

/// One font face: FreeType for outlines, metrics and colour bitmaps, and a
/// HarfBuzz font on the same face for shaping. Not thread-safe: only
/// `TextEngine` touches it, under its lock. The FreeType face belongs to the
/// engine's FT_Library and is freed with it; the HarfBuzz objects are
/// released here.
final class FontFace {
    let face: FT_Face
    /// Shapes in font units (its scale is the em), so positions do not depend on the size.
    let shaper: OpaquePointer
    private let shaperFace: OpaquePointer
    let unitsPerEm: Double
    /// Font units, y up: ascender > 0, descender < 0; `lineHeight` includes the line gap.
    let ascender: Double
    let descender: Double
    let lineHeight: Double
    /// Font units, y up: the underline's centre and thickness (FreeType, from
    /// the `post` table) and the strikeout's centre and thickness (HarfBuzz,
    /// from the `OS/2` table); a face without them falls back to an underline
    /// ⅛ em below the baseline and a strikeout at a third of the ascender,
    /// each 1/14 em thick.
    let underlinePosition: Double
    let underlineThickness: Double
    let strikeoutPosition: Double
    let strikeoutThickness: Double
    /// A bitmap colour font (Noto Color Emoji): glyphs are BGRA images at a fixed strike.
    let isColor: Bool
    private var pixelSize26d6: Int = -1

    init(library: FT_Library, location: FontLocation) throws {
        var f: FT_Face?
        let err = FT_New_Face(library, location.path, FT_Long(location.index), &f)
        guard err == 0, let f else {
            throw RenderError.fontUnavailable(path: location.path, reason: "FreeType error \(err) (missing or not a font file)")
        }
        let flags = f.pointee.face_flags
        let scalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let color = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0
        guard scalable || color else {
            FT_Done_Face(f)
            throw RenderError.fontUnavailable(path: location.path, reason: "not a scalable font")
        }
        // HarfBuzz reads the em from the `head` table, which bitmap fonts
        // have too (FreeType reports 0 for them).
        guard let hbFace = hb_ft_face_create_referenced(f), let hbFont = hb_font_create(hbFace),
            hb_face_get_upem(hbFace) > 0
        else {
            FT_Done_Face(f)
            throw RenderError.fontUnavailable(path: location.path, reason: "HarfBuzz cannot read it")
        }
        let em = Int32(hb_face_get_upem(hbFace))
        hb_font_set_scale(hbFont, em, em)
        face = f
        shaperFace = hbFace
        shaper = hbFont
        isColor = color && !scalable
        unitsPerEm = Double(em)
        ascender = Double(f.pointee.ascender)
        descender = Double(f.pointee.descender)
        let height = Double(f.pointee.height)
        lineHeight = height > 0 ? height : ascender - descender
        let fallbackThickness = Double(em) / 14
        let underlineSize = Double(f.pointee.underline_thickness)
        underlineThickness = underlineSize > 0 ? underlineSize : fallbackThickness
        let underlineY = Double(f.pointee.underline_position)
        underlinePosition = underlineY != 0 ? underlineY : -Double(em) / 8
        var strikeY: hb_position_t = 0
        var strikeSize: hb_position_t = 0
        let hasStrikeY = hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, &strikeY) != 0
        let hasStrikeSize = hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_STRIKEOUT_SIZE, &strikeSize) != 0
        strikeoutThickness = hasStrikeSize && strikeSize > 0 ? Double(strikeSize) : underlineThickness
        // OS/2's yStrikeoutPosition is the stroke's top; FreeType's underline position is already its centre.
        strikeoutPosition = hasStrikeY && strikeY > 0 ? Double(strikeY) - strikeoutThickness / 2 : ascender / 3
    }

    deinit {
        hb_font_destroy(shaper)
        hb_face_destroy(shaperFace)
    }

    func hasGlyph(_ s: Unicode.Scalar) -> Bool {
        glyphIndex(s) != 0
    }

    /// The face's glyph for a character; 0 (.notdef) when it has none.
    func glyphIndex(_ s: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(s.value)))
    }

    /// The glyph's coverage at `pixelSize` (26.6), shifted right by `phase`/4 px,
    /// relative to the pen on the baseline; nil when FreeType cannot render it.
    func render(_ glyph: UInt32, pixelSize: Int, phase: Int) -> CoverageMask? {
        if pixelSize != pixelSize26d6 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize), 72, 72) == 0 else { return nil }
            pixelSize26d6 = pixelSize
        }
        var delta = FT_Vector(x: FT_Pos(phase * 16), y: 0)
        FT_Set_Transform(face, nil, &delta)
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return nil }
        return coverage(of: slot)
    }

    /// The glyph's outline's horizontal extent in font units, and its
    /// advance; nil when it has no outline.
    func outlineExtent(_ glyph: UInt32) -> (xMin: Double, xMax: Double)? {
        pixelSize26d6 = -1
        FT_Set_Transform(face, nil, nil)
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        guard box.xMax > box.xMin else { return nil }
        return (Double(box.xMin), Double(box.xMax))
    }

    /// The glyph's coverage at `pixelSize` (26.6 pixels per em) with its
    /// outline made `embolden` (26.6 pixels, negative thins) wider and higher
    /// by FreeType's `FT_Outline_Embolden`, moved by `offset` (26.6 pixels);
    /// relative to the pen on the baseline. Nil when FreeType cannot render it.
    func renderEmboldened(_ glyph: UInt32, pixelSize: Int, embolden: Int, offset: (x: Int, y: Int)) -> CoverageMask? {
        pixelSize26d6 = -1
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize), 72, 72) == 0 else { return nil }
        FT_Set_Transform(face, nil, nil)
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        if embolden != 0 { FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(embolden)) }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(offset.x), FT_Pos(offset.y))
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        return coverage(of: slot)
    }

    /// The rendered bitmap of a glyph slot as coverage, y down from the baseline.
    private func coverage(of slot: FT_GlyphSlot) -> CoverageMask {
        let bm = slot.pointee.bitmap
        let w = Int(bm.width)
        let h = Int(bm.rows)
        let pitch = Int(bm.pitch)
        let rect = PixelRect(
            x0: Int(slot.pointee.bitmap_left), y0: -Int(slot.pointee.bitmap_top),
            x1: Int(slot.pointee.bitmap_left) + w, y1: -Int(slot.pointee.bitmap_top) + h)
        guard w > 0, h > 0, let buffer = bm.buffer, bm.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
            return CoverageMask(rect: .empty, data: [])
        }
        var data = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = pitch >= 0 ? y * pitch : (h - 1 - y) * -pitch
            for x in 0..<w { data[y * w + x] = buffer[row + x] }
        }
        return CoverageMask(rect: rect, data: data)
    }

    /// A colour glyph at the face's first strike: the premultiplied image and
    /// where it sits from the pen on the baseline, in strike pixels, with the
    /// strike's pixels per em. Nil when the glyph has no bitmap.
    func renderColor(_ glyph: UInt32) -> ColorGlyph? {
        guard FT_Select_Size(face, 0) == 0 else { return nil }
        pixelSize26d6 = -1
        FT_Set_Transform(face, nil, nil)
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
            let size = face.pointee.size
        else { return nil }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width)
        let h = Int(bm.rows)
        let pitch = Int(bm.pitch)
        guard w > 0, h > 0, let buffer = bm.buffer, bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let row = pitch >= 0 ? y * pitch : (h - 1 - y) * -pitch
            for x in 0..<w {
                // FreeType's BGRA is premultiplied, as our canvases are.
                let s = row + x * 4
                let d = (y * w + x) * 4
                pixels[d] = buffer[s + 2]
                pixels[d + 1] = buffer[s + 1]
                pixels[d + 2] = buffer[s]
                pixels[d + 3] = buffer[s + 3]
            }
        }
        return ColorGlyph(
            image: Canvas(width: w, height: h, checkedPixels: pixels), left: Double(slot.pointee.bitmap_left),
            top: Double(slot.pointee.bitmap_top), pixelsPerEm: Double(size.pointee.metrics.y_ppem))
    }
}

/// A colour glyph's bitmap at its strike, placed from the pen on the baseline.
struct ColorGlyph {
    var image: Canvas
    var left: Double
    var top: Double
    var pixelsPerEm: Double
}
