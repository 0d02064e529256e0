import Livery

/// Coverage of the compositor's common shapes, with span fast paths: a rounded
/// rectangle (or a plain one, or a border ring) has a straight middle band in
/// which every pixel row is identical, so only the corner bands and one middle
/// row go through the rasterizer and the rest of the band is copied.
enum ShapeCoverage {
    static func roundedRect(_ shape: RoundedRect, clip: PixelRect) -> CoverageMask {
        guard !shape.rect.isEmpty, shape.rect.isFinite else { return .empty }
        return banded(shape.path(), bands: [shape], clip: clip)
    }

    /// The ring between `outer` and `inner` (the border): the inner outline
    /// runs the other way, so the accumulated areas subtract exactly.
    static func ring(outer: RoundedRect, inner: RoundedRect, clip: PixelRect) -> CoverageMask {
        guard !inner.rect.isEmpty else { return roundedRect(outer, clip: clip) }
        var p = outer.path()
        p.append(inner.path(reversed: true))
        return banded(p, bands: [outer, inner], clip: clip)
    }

    /// Rasterizes `path` except the rows where every shape in `bands` has only
    /// its vertical sides, which repeat the first such row; and in the rows it
    /// does rasterize, the columns where every shape has only its horizontal
    /// sides are one value, repeated.
    private static func banded(_ path: Path, bands: [RoundedRect], clip: PixelRect) -> CoverageMask {
        let segments = PathFlattener.segments(of: path)
        var lo = -Double.infinity
        var hi = Double.infinity
        var left = -Double.infinity
        var right = Double.infinity
        for s in bands {
            let top = max(s.extent(.minXMinY), s.extent(.maxXMinY))
            let bottom = max(s.extent(.minXMaxY), s.extent(.maxXMaxY))
            lo = max(lo, s.rect.minY + top)
            hi = min(hi, s.rect.maxY - bottom)
            left = max(left, s.rect.minX + max(s.extent(.minXMinY), s.extent(.minXMaxY)))
            right = min(right, s.rect.maxX - max(s.extent(.maxXMinY), s.extent(.maxXMaxY)))
        }
        // An edge ending in column c adds to cells c and c + 1, so the flat
        // columns start two past the left corners' last column and end at the
        // right corners' first.
        let flatFrom = PixelRect.clampedInt(left.rounded(.down)) &+ 2
        let flatTo = PixelRect.clampedInt(right.rounded(.down))
        let flat: Range<Int>? = flatFrom < flatTo ? flatFrom..<flatTo : nil
        let first = PixelRect.clampedInt(lo.rounded(.up))
        let end = PixelRect.clampedInt(hi.rounded(.down))
        let lower = max(first, clip.y0)
        let upper = min(end, clip.y1)
        guard upper - lower > 1 else { return Rasterizer.coverage(of: segments, clip: clip, flatColumns: flat) }
        let visible = lower..<upper
        var mask = Rasterizer.coverage(
            of: segments, clip: clip,
            rows: [
                clip.y0..<visible.lowerBound + 1, visible.upperBound..<clip.y1,
            ], flatColumns: flat)
        let w = mask.rect.width
        guard w > 0, visible.lowerBound >= mask.rect.y0, visible.upperBound <= mask.rect.y1 else { return mask }
        mask.data.withUnsafeMutableBufferPointer { d in
            guard let base = d.baseAddress else { return }
            let src = base + (visible.lowerBound - mask.rect.y0) * w
            for y in (visible.lowerBound + 1)..<visible.upperBound {
                (base + (y - mask.rect.y0) * w).update(from: src, count: w)
            }
        }
        return mask
    }
}
