import LiveryCore

/// Coverage of the compositor's common shapes, with a fast path: a rounded
/// rectangle (or a plain one, or a border ring) has a straight middle band in
/// which every pixel row is identical, so only the corner bands and one middle
/// row go through the rasterizer and the rest of the band repeats that row.
enum ShapeCoverage {
    /// A layer's background or clip, or its border: the ring between `outer`
    /// and `inner`, whose outline runs the other way so the accumulated areas
    /// subtract exactly.
    enum Outline {
        case roundedRect(RoundedRect)
        case ring(outer: RoundedRect, inner: RoundedRect)
    }

    /// An outline's edges within a clip, ready to scan (and to scan again),
    /// with the device rows that repeat the row above them: those where every
    /// shape has only its vertical sides.
    struct Prepared {
        fileprivate let shapes: [RoundedRect]
        fileprivate let table: EdgeTable
        fileprivate let repeating: Range<Int>?
    }

    static func roundedRect(_ shape: RoundedRect, clip: PixelRect) -> CoverageMask {
        mask(.roundedRect(shape), clip: clip)
    }

    static func mask(_ outline: Outline, clip: PixelRect) -> CoverageMask {
        prepare(outline, clip: clip).map(mask) ?? .empty
    }

    static func mask(_ outline: Prepared) -> CoverageMask {
        Rasterizer.coverage(of: outline.table, repeating: outline.repeating)
    }

    /// The outline's coverage, straight into `sink`.
    static func rasterize<Sink: CoverageSink>(_ outline: Prepared, scratch: RasterScratch, into sink: inout Sink) {
        Rasterizer.rasterize(outline.table, repeating: outline.repeating, scratch: scratch, into: &sink)
    }

    /// nil when the outline covers no pixel of `clip`.
    static func prepare(_ outline: Outline, clip: PixelRect) -> Prepared? {
        let shapes: [RoundedRect]
        let segments: [LineSegment]
        switch outline {
        case .roundedRect(let shape), .ring(let shape, _):
            guard !shape.rect.isEmpty, shape.rect.isFinite else { return nil }
            shapes = [shape]
            segments = shape.segments()
        }
        if case .ring(_, let inner) = outline, !inner.rect.isEmpty {
            return EdgeTable(segments + inner.segments(reversed: true), clip: clip).map { prepared(shapes + [inner], $0) }
        }
        return EdgeTable(segments, clip: clip).map { prepared(shapes, $0) }
    }

    /// The ring inside a prepared rounded rectangle (a layer's border inside
    /// its background): the outer edges are reused, the inner ones added.
    /// nil when `inner` is not inside it.
    static func ring(_ outer: Prepared, inner: RoundedRect) -> Prepared? {
        guard !inner.rect.isEmpty else { return outer }
        return outer.table.adding(inner.segments(reversed: true)).map { prepared(outer.shapes + [inner], $0) }
    }

    /// The border inside a prepared background kept as its inner edges
    /// alone, to be filled in the same pass as the background
    /// (`rasterize(_:border:…)`). nil when `inner` is empty (the border
    /// covers the whole shape) or not inside the background.
    static func border(inside outer: Prepared, inner: RoundedRect) -> Prepared? {
        guard !inner.rect.isEmpty else { return nil }
        return outer.table.alongside(inner.segments(reversed: true)).map { prepared(outer.shapes + [inner], $0) }
    }

    /// A background and, from `border(inside:inner:)`, its border, each into
    /// its own sink, scanning the background's edges once for both.
    static func rasterize<Back: CoverageSink, Ring: CoverageSink>(
        _ outline: Prepared, border: Prepared, scratch: RasterScratch, into back: inout Back, ring: inout Ring
    ) {
        Rasterizer.rasterize(
            outline.table, inner: border.table, repeating: border.repeating, scratch: scratch, into: &back, ring: &ring)
    }

    private static func prepared(_ shapes: [RoundedRect], _ table: EdgeTable) -> Prepared {
        var lo = -Double.infinity
        var hi = Double.infinity
        for s in shapes {
            lo = max(lo, s.rect.minY + max(s.extent(.minXMinY), s.extent(.maxXMinY)))
            hi = min(hi, s.rect.maxY - max(s.extent(.minXMaxY), s.extent(.maxXMaxY)))
        }
        let from = PixelRect.clampedInt(lo.rounded(.up)) &+ 1
        let to = PixelRect.clampedInt(hi.rounded(.down))
        return Prepared(shapes: shapes, table: table, repeating: from < to ? from..<to : nil)
    }
}
