import Livery

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

    static func roundedRect(_ shape: RoundedRect, clip: PixelRect) -> CoverageMask {
        mask(.roundedRect(shape), clip: clip)
    }

    static func ring(outer: RoundedRect, inner: RoundedRect, clip: PixelRect) -> CoverageMask {
        mask(.ring(outer: outer, inner: inner), clip: clip)
    }

    static func mask(_ outline: Outline, clip: PixelRect) -> CoverageMask {
        guard let plan = plan(outline) else { return .empty }
        return Rasterizer.coverage(of: plan.segments, clip: clip, repeating: plan.repeating)
    }

    /// The outline's coverage within `clip`, straight into `sink`.
    static func rasterize<Sink: CoverageSink>(_ outline: Outline, clip: PixelRect, into sink: inout Sink) {
        guard let plan = plan(outline) else { return }
        Rasterizer.rasterize(plan.segments, clip: clip, repeating: plan.repeating, into: &sink)
    }

    /// The outline's edges, and the device rows that repeat the row above
    /// them: those where every shape has only its vertical sides.
    private static func plan(_ outline: Outline) -> (segments: [LineSegment], repeating: Range<Int>?)? {
        let shapes: [RoundedRect]
        var segments: [LineSegment]
        switch outline {
        case .roundedRect(let shape):
            shapes = [shape]
            segments = shape.segments()
        case .ring(let outer, let inner) where inner.rect.isEmpty:
            shapes = [outer]
            segments = outer.segments()
        case .ring(let outer, let inner):
            shapes = [outer, inner]
            segments = outer.segments()
            segments.append(contentsOf: inner.segments(reversed: true))
        }
        guard let first = shapes.first, !first.rect.isEmpty, first.rect.isFinite else { return nil }
        var lo = -Double.infinity
        var hi = Double.infinity
        for s in shapes {
            lo = max(lo, s.rect.minY + max(s.extent(.minXMinY), s.extent(.maxXMinY)))
            hi = min(hi, s.rect.maxY - max(s.extent(.minXMaxY), s.extent(.maxXMaxY)))
        }
        let from = PixelRect.clampedInt(lo.rounded(.up)) &+ 1
        let to = PixelRect.clampedInt(hi.rounded(.down))
        return (segments, from < to ? from..<to : nil)
    }
}
