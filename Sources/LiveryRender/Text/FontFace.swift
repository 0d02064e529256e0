import CFreeType

/// One FreeType face and what the renderer caches from it. Not thread-safe:
/// only `TextEngine` touches it, under its lock. The face belongs to its
/// FT_Library and is freed with it.
final class FontFace {
    let face: FT_Face
    let unitsPerEm: Double
    /// Font units, y up: ascender > 0, descender < 0.
    let ascender: Double
    let descender: Double
    private var advances: [UInt32: Double] = [:]
    private var glyphIndices: [Unicode.Scalar: UInt32] = [:]
    private var pixelSize26d6: Int = -1

    init(library: FT_Library, path: String) throws {
        var f: FT_Face?
        let err = FT_New_Face(library, path, 0, &f)
        guard err == 0, let f else {
            throw RenderError.fontUnavailable(path: path, reason: "FreeType error \(err) (missing or not a font file)")
        }
        guard f.pointee.units_per_EM > 0 else {
            FT_Done_Face(f)
            throw RenderError.fontUnavailable(path: path, reason: "not a scalable font")
        }
        face = f
        unitsPerEm = Double(f.pointee.units_per_EM)
        ascender = Double(f.pointee.ascender)
        descender = Double(f.pointee.descender)
    }

    func glyphIndex(_ s: Unicode.Scalar) -> UInt32 {
        if let g = glyphIndices[s] { return g }
        let g = UInt32(FT_Get_Char_Index(face, FT_ULong(s.value)))
        glyphIndices[s] = g
        return g
    }

    /// The unhinted advance in font units.
    func advance(_ glyph: UInt32) -> Double {
        if let a = advances[glyph] { return a }
        FT_Set_Transform(face, nil, nil)
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        let ok = FT_Load_Glyph(face, glyph, flags) == 0
        let a = ok ? face.pointee.glyph.map { Double($0.pointee.advance.x) } ?? 0 : 0
        advances[glyph] = a
        return a
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
}
