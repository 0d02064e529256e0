import Foundation
import LiveryCore

/// Maps destination pixels to source pixels for one image draw. The scale is
/// the same everywhere in the image, so each destination column and row gets
/// its source indices and weight once, and the per-pixel work is a bilinear
/// blend (nearest is the same blend with weight 0).
struct ImageSampler {
    /// Per destination column (or row): the two source indices and the weight of the second.
    struct Axis {
        var i0: [Int32]
        var i1: [Int32]
        var f: [Float]

        /// Destination pixels `range` of an image spanning `destMin…destMin + destSize`
        /// that shows source pixels `srcMin…srcMin + srcSize` of `count`; edges clamp, to
        /// the image's or, with `clampsToSource`, to the pixels shown (a resizable image's
        /// piece, drawn as UIKit draws each piece: from that part of the image alone).
        init(
            range: Range<Int>, destMin: Double, destSize: Double, srcMin: Double, srcSize: Double,
            count: Int, nearest: Bool, clampsToSource: Bool = false
        ) {
            let k = srcSize / destSize
            var first = Int32(0)
            var last = Int32(count - 1)
            if clampsToSource, srcMin.isFinite, srcSize.isFinite {
                first = min(last, max(0, Int32(clamping: PixelRect.clampedInt(srcMin.rounded(.down)))))
                last = max(first, min(last, Int32(clamping: PixelRect.clampedInt((srcMin + srcSize).rounded(.up))) - 1))
            }
            var i0 = [Int32]()
            var i1 = [Int32]()
            var f = [Float]()
            i0.reserveCapacity(range.count)
            i1.reserveCapacity(range.count)
            f.reserveCapacity(range.count)
            for d in range {
                let u = srcMin + (Double(d) + 0.5 - destMin) * k
                if nearest {
                    let i = Int32(clamping: PixelRect.clampedInt(u.rounded(.down)))
                    let c = min(last, max(first, i))
                    i0.append(c)
                    i1.append(c)
                    f.append(0)
                } else {
                    let t = u - 0.5
                    let fl = t.rounded(.down)
                    let i = Int32(clamping: PixelRect.clampedInt(fl))
                    i0.append(min(last, max(first, i)))
                    i1.append(min(last, max(first, i &+ 1)))
                    f.append(Float(t - fl))
                }
            }
            self.i0 = i0
            self.i1 = i1
            self.f = f
        }
    }

    struct Level {
        var image: Canvas
        var columns: Axis
        var rows: Axis
    }

    /// One level, or two with the weight of the second (trilinear).
    var levels: [Level]
    var secondWeight: Float

    /// `region` is the destination pixels to draw; `dest` where the whole
    /// (contentsRect part of the) image lands; `contentsRect` in unit coordinates.
    init(
        image: Canvas, dest: DeviceRect, contentsRect cr: Rect, region: PixelRect,
        minification: SamplingFilter, magnification: SamplingFilter, clampsToSource: Bool = false
    ) {
        let srcW = cr.width * Double(image.width)
        let srcH = cr.height * Double(image.height)
        let ratio = max(srcW / dest.width, srcH / dest.height)
        let filter = ratio > 1 ? minification : magnification
        func level(_ c: Canvas, nearest: Bool) -> Level {
            let sx = Double(c.width) / Double(image.width)
            let sy = Double(c.height) / Double(image.height)
            return Level(
                image: c,
                columns: Axis(
                    range: region.x0..<region.x1, destMin: dest.minX, destSize: dest.width,
                    srcMin: cr.x * Double(image.width) * sx, srcSize: srcW * sx, count: c.width,
                    nearest: nearest, clampsToSource: clampsToSource),
                rows: Axis(
                    range: region.y0..<region.y1, destMin: dest.minY, destSize: dest.height,
                    srcMin: cr.y * Double(image.height) * sy, srcSize: srcH * sy, count: c.height,
                    nearest: nearest, clampsToSource: clampsToSource))
        }
        switch filter {
        case .nearest:
            levels = [level(image, nearest: true)]
            secondWeight = 0
        case .linear:
            levels = [level(image, nearest: false)]
            secondWeight = 0
        case .trilinear where ratio > 1:
            let lod = log2(ratio)
            let chain = MipChain(image, maxReduction: ratio * 2)
            // A minification by ∞ (a contentsRect as wide as the largest Double) takes the last level.
            let l0 = min(PixelRect.clampedInt(lod), chain.levels.count - 1)
            let l1 = min(l0 + 1, chain.levels.count - 1)
            levels = [level(chain.levels[l0], nearest: false), level(chain.levels[l1], nearest: false)]
            secondWeight = l1 == l0 ? 0 : Float(lod - Double(l0))
        case .trilinear:
            levels = [level(image, nearest: false)]
            secondWeight = 0
        }
    }

    /// The premultiplied sample for destination (column index, row index) within the region.
    @inline(__always)
    func sample(_ ci: Int, _ ri: Int, _ px: [UnsafeBufferPointer<UInt8>]) -> SIMD4<Float> {
        var out = bilinear(levels[0], px[0], ci, ri)
        if secondWeight > 0 {
            out += (bilinear(levels[1], px[1], ci, ri) - out) * secondWeight
        }
        return out
    }

    @inline(__always)
    private func bilinear(_ l: Level, _ p: UnsafeBufferPointer<UInt8>, _ ci: Int, _ ri: Int) -> SIMD4<Float> {
        let w = l.image.width
        let x0 = Int(l.columns.i0[ci])
        let x1 = Int(l.columns.i1[ci])
        let fx = l.columns.f[ci]
        let y0 = Int(l.rows.i0[ri])
        let y1 = Int(l.rows.i1[ri])
        let fy = l.rows.f[ri]
        @inline(__always) func px(_ x: Int, _ y: Int) -> SIMD4<Float> {
            let i = (y * w + x) * 4
            return SIMD4(Float(p[i]), Float(p[i + 1]), Float(p[i + 2]), Float(p[i + 3]))
        }
        let top = px(x0, y0) + (px(x1, y0) - px(x0, y0)) * fx
        let bottom = px(x0, y1) + (px(x1, y1) - px(x0, y1)) * fx
        return top + (bottom - top) * fy
    }
}
