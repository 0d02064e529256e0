import Livery
import Testing
@testable import LiveryRender

@Suite struct RasterizerTests {
    /// Largest difference, in 8-bit steps, between the mask and `expected(x, y)` (0…1) over `area`.
    static func maxError(_ mask: CoverageMask, over area: PixelRect, _ expected: (Int, Int) -> Double) -> Int {
        var worst = 0
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let want = Int((expected(x, y) * 255).rounded())
                worst = max(worst, abs(Int(mask.value(x: x, y: y)) - want))
            }
        }
        return worst
    }

    /// Even on the sheared lattice, 16×16 point samples misjudge a curved edge
    /// by up to ±6/255 of a pixel's area (measured against 256×256), so the
    /// reference takes 16×16 samples in each of 8×8 sub-pixels (128×128 in all):
    /// the ±2/255 bound then measures the rasterizer, not the reference.
    @Test(arguments: [CornerCurve.circular, .continuous])
    func roundedRectCoverageMatchesSupersampledReference(curve: CornerCurve) {
        // r is within the continuous limit min(w, h)/2/1.52866483 = 9.07.
        let (x0, y0, x1, y1, r) = (3.3, 2.71, 41.15, 30.45, 8.3)
        let shape = RoundedRect(rect: DeviceRect(minX: x0, minY: y0, maxX: x1, maxY: y1), radius: r, curve: curve)
        let area = PixelRect(x0: 0, y0: 0, x1: 45, y1: 34)
        let mask = ShapeCoverage.roundedRect(shape, clip: area)
        let worst = Self.maxError(mask, over: area) { x, y in
            Reference.supersample(x, y, 128) { px, py in
                Reference.insideRoundedRect(
                    px, py, minX: x0, minY: y0, maxX: x1, maxY: y1, radius: r,
                    continuous: curve == .continuous)
            }
        }
        // Circular corners are filled from the circle itself, with chords that straddle it.
        #expect(worst <= (curve == .circular ? 1 : 2))
    }

    /// Scaling a pixel scales each channel alone, rounded as `div255`: every
    /// channel value and factor, with the other channels set.
    @Test func scalingAPixelRoundsEachChannelAlone() {
        for k in UInt32(0)...255 {
            for v in UInt32(0)...255 {
                for p in [v | 0xFF << 8 | 0x7F << 16 | 0xFF << 24, 0xFF | v << 8 | 0xFF << 16 | 0x80 << 24, v << 16 | v << 24] {
                    let expected = (0..<4).reduce(UInt32(0)) { sum, i in
                        sum | Blend.div255(((p >> (8 * UInt32(i))) & 0xFF) * k) << (8 * UInt32(i))
                    }
                    if Blend.scalePixel(p, k) != expected {
                        Issue.record("\(String(p, radix: 16)) × \(k)")
                        return
                    }
                }
            }
        }
    }

    /// Four pixels blended at once give the bytes of one at a time: every
    /// coverage, for opaque and translucent colours over assorted pixels.
    @Test func blendingFourPixelsAtOnceMatchesOneAtATime() {
        let colors: [UInt32] = [0xFF10_80F0, 0x4000_0000, 0x8040_2010, 0x0000_0000, 0xFFFF_FFFF, 0x7F7F_7F7F]
        let destinations: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0x8040_2010, 0x0000_0000, 0xFFF2_F2F7, 0x0102_0304]
        for color in colors {
            let lanes = Blend.Lanes(color)
            for c in stride(from: UInt32(0), through: 255, by: 4) {
                let coverage: [UInt8] = (0..<4).map { UInt8(min(255, c + $0)) }
                for d in destinations {
                    var pixels: [UInt32] = [d, d &+ 0x0101_0101 & 0xFFFF_FFFF, d ^ 0x00FF_00FF, d >> 1]
                    let expected = zip(pixels, coverage).map { Blend.over(Blend.scalePixel(color, UInt32($1)), $0) }
                    pixels.withUnsafeMutableBufferPointer { p in
                        coverage.withUnsafeBufferPointer { cov in
                            Blend.over4(lanes, Blend.Lanes.coverage(cov.baseAddress!), p.baseAddress!)
                        }
                    }
                    #expect(pixels == expected, "colour \(String(color, radix: 16)) coverage \(c) over \(String(d, radix: 16))")
                }
            }
        }
    }

    /// The first coverage at which a colour shows, worked out in closed form,
    /// against trying every coverage: for each largest channel, in each place.
    @Test func firstVisibleCoverageIsTheFirstThatShows() {
        for largest in UInt32(0)...255 {
            for place in 0..<4 {
                var channels: [UInt32] = [largest / 3, largest / 2, largest / 5, largest / 7]
                channels[place] = largest
                let color = PremultipliedColor(r: channels[0], g: channels[1], b: channels[2], a: channels[3])
                let packed = ColorFill.pack(color)
                let tried = (1...255).first { Blend.scalePixel(packed, UInt32($0)) != 0 } ?? 256
                #expect(ColorFill.firstVisibleCoverage(color) == tried, "channels \(channels)")
            }
        }
    }

    @Test func axisAlignedRectHasExactFractionalEdges() {
        let mask = ShapeCoverage.roundedRect(
            RoundedRect(rect: DeviceRect(minX: 1.25, minY: 0.5, maxX: 4.75, maxY: 3), radius: 0),
            clip: PixelRect(x0: 0, y0: 0, x1: 8, y1: 8))
        #expect(mask.rect == PixelRect(x0: 1, y0: 0, x1: 5, y1: 3))
        #expect(mask.value(x: 1, y: 0) == 96)  // 0.75 × 0.5 × 255 = 95.6
        #expect(mask.value(x: 2, y: 0) == 128)  // 0.5
        #expect(mask.value(x: 2, y: 1) == 255)
        #expect(mask.value(x: 4, y: 2) == 191)  // 0.75
    }

    @Test func ringIsOuterMinusInner() {
        let outer = RoundedRect(rect: DeviceRect(minX: 0, minY: 0, maxX: 10, maxY: 10), radius: 0)
        let ring = ShapeCoverage.mask(
            .ring(outer: outer, inner: outer.inset(by: 2.5)), clip: PixelRect(x0: 0, y0: 0, x1: 10, y1: 10))
        #expect(ring.value(x: 1, y: 5) == 255)
        #expect(ring.value(x: 2, y: 5) == 128)
        #expect(ring.value(x: 5, y: 5) == 0)
        #expect(ring.value(x: 5, y: 2) == 128)
    }

    @Test func evenOddAndNonZeroDifferOnOverlap() throws {
        var p = Path.rect(DeviceRect(minX: 0, minY: 0, maxX: 4, maxY: 4))
        p.append(.rect(DeviceRect(minX: 2, minY: 0, maxX: 6, maxY: 4)))
        let clip = PixelRect(x0: 0, y0: 0, x1: 8, y1: 4)
        #expect(try Rasterizer.coverage(of: p, fillRule: .nonZero, clip: clip).value(x: 3, y: 1) == 255)
        #expect(try Rasterizer.coverage(of: p, fillRule: .evenOdd, clip: clip).value(x: 3, y: 1) == 0)
        #expect(try Rasterizer.coverage(of: p, fillRule: .evenOdd, clip: clip).value(x: 1, y: 1) == 255)
    }

    @Test func shapeLeftOfTheClipStillCoversIt() throws {
        let mask = try Rasterizer.coverage(
            of: .rect(DeviceRect(minX: -50, minY: 0, maxX: 2.5, maxY: 1)),
            clip: PixelRect(x0: 0, y0: 0, x1: 4, y1: 1))
        #expect(mask.value(x: 0, y: 0) == 255)
        #expect(mask.value(x: 2, y: 0) == 128)
        #expect(mask.value(x: 3, y: 0) == 0)
    }

    /// Outlines of every kind, at fractional positions, some beyond the surface.
    static func outlines() -> [ShapeCoverage.Outline] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func unit() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var out: [ShapeCoverage.Outline] = []
        for i in 0..<60 {
            let rect = DeviceRect(x: unit() * 90 - 20, y: unit() * 70 - 15, width: 4 + unit() * 70, height: 4 + unit() * 50)
            let curve: CornerCurve = i % 3 == 0 ? .continuous : .circular
            let corners: CornerMask = i % 5 == 0 ? [.minXMinY, .maxXMaxY] : .all
            let shape = RoundedRect(rect: rect, radius: i % 7 == 0 ? 0 : unit() * 30, corners: corners, curve: curve)
            out.append(i % 2 == 0 ? .roundedRect(shape) : .ring(outer: shape, inner: shape.inset(by: 0.5 + unit() * 6)))
        }
        return out
    }

    /// An edge table lists its edges as a stable sort by top would: for the
    /// outlines above (a few runs, merged) and for jagged polygons of many
    /// runs with repeated tops (the library's sort).
    @Test func edgeTablesAreInStableOrderOfTops() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func unit() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var polygons: [[LineSegment]] = Self.outlines().compactMap {
            guard case .roundedRect(let shape) = $0 else { return nil }
            return shape.segments() + shape.inset(by: 1).segments(reversed: true)
        }
        for n in [3, 7, 20, 90] {
            let points = (0..<n).map { _ in (unit() * 60, (unit() * 12).rounded() * 4) }
            polygons.append(
                points.indices.map { i in
                    let (a, b) = (points[i], points[(i + 1) % n])
                    return LineSegment(x0: a.0, y0: a.1, x1: b.0, y1: b.1)
                })
        }
        let clip = PixelRect(x0: -100, y0: -100, x1: 200, y1: 200)
        for segments in polygons {
            guard let table = EdgeTable(segments, clip: clip) else { continue }
            // Tops in outline order, then the stable order by top.
            let tops = segments.filter { $0.y0 != $0.y1 }.map { Float(min($0.y0, $0.y1) - Double(table.rect.y0)) }
            let expected = tops.indices.sorted { tops[$0] < tops[$1] || (tops[$0] == tops[$1] && $0 < $1) }.map { tops[$0] }
            #expect(table.edges.map(\.y0) == expected)
            let dirs = segments.filter { $0.y0 != $0.y1 }.map { Float($0.y1 > $0.y0 ? 1 : -1) }
            let expectedDirs = tops.indices.sorted { tops[$0] < tops[$1] || (tops[$0] == tops[$1] && $0 < $1) }.map { dirs[$0] }
            #expect(table.edges.map(\.dir) == expectedDirs, "ties keep outline order")
        }
    }

    /// A background and its border scanned in one pass give the background's
    /// bytes exactly and the border's as its own table does, but for the
    /// order in which a cell's areas are added (at most one step, rarely).
    @Test func oneScanOfBackgroundAndBorderMatchesTwo() {
        let clip = PixelRect(x0: 0, y0: 0, x1: 64, y1: 48)
        var differing = 0
        var total = 0
        for outline in Self.outlines() {
            guard case .ring(let outer, let inner) = outline,
                let prepared = ShapeCoverage.prepare(.roundedRect(outer), clip: clip),
                let border = ShapeCoverage.border(inside: prepared, inner: inner),
                let ringTable = ShapeCoverage.ring(prepared, inner: inner)
            else { continue }
            let back = ShapeCoverage.mask(prepared)
            let ring = ShapeCoverage.mask(ringTable)
            var oneBack = CoverageMask(zeroed: back.rect)
            var oneRing = CoverageMask(zeroed: back.rect)
            ShapeCoverage.rasterize(prepared, border: border, scratch: RasterScratch(), into: &oneBack, ring: &oneRing)
            #expect(oneBack.data == back.data)
            #expect(oneRing.rect == ring.rect)
            for (a, b) in zip(oneRing.data, ring.data) {
                #expect(abs(Int(a) - Int(b)) <= 1)
                if a != b { differing += 1 }
                total += 1
            }
        }
        #expect(total > 10_000)
        #expect(differing * 1000 < total, "\(differing) of \(total) border pixels differ")
    }

    /// Repeating the straight middle's first row gives the bytes a full
    /// rasterization gives.
    @Test func repeatedMiddleRowsMatchRowsComputedInFull() {
        let clip = PixelRect(x0: 0, y0: 0, x1: 100, y1: 80)
        for outline in Self.outlines() {
            var segments: [LineSegment]
            switch outline {
            case .roundedRect(let s): segments = s.segments()
            case .ring(let outer, let inner):
                segments = outer.segments()
                segments += inner.segments(reversed: true)
            }
            let full = Rasterizer.coverage(of: segments, clip: clip)
            let banded = ShapeCoverage.mask(outline, clip: clip)
            #expect(banded.rect == full.rect)
            #expect(banded.data == full.data)
        }
    }

    /// Filling straight from the rasterizer's spans changes exactly the
    /// pixels, by exactly the amounts, that filling through a mask does: on
    /// an offscreen away from the origin, over translucent pixels, in opaque
    /// and translucent colours.
    @Test func spansFillLikeTheirMask() {
        let area = PixelRect(x0: 7, y0: -5, x1: 95, y1: 70)
        var viaMask = Surface(rect: area)
        viaMask.fill(PixelRect(x0: 0, y0: 0, x1: 60, y1: 40), color: PremultipliedColor(r: 40, g: 80, b: 20, a: 128))
        var viaSpans = viaMask
        // One scratch for every outline, as in a render: each leaves it clean for the next.
        let scratch = RasterScratch()
        let colors = [
            PremultipliedColor(r: 200, g: 10, b: 90, a: 255), PremultipliedColor(r: 30, g: 60, b: 90, a: 100),
        ]
        for (i, outline) in Self.outlines().enumerated() {
            let color = colors[i % 2]
            viaMask.fill(ShapeCoverage.mask(outline, clip: area), color: color, clip: nil)
            if let prepared = ShapeCoverage.prepare(outline, clip: area) {
                viaSpans.fill(prepared, color: color, scratch: scratch)
            }
        }
        #expect(viaSpans.canvas == viaMask.canvas)
        #expect(viaSpans.canvas.pixels.contains { $0 != 0 })
    }

    /// A border made from its background's edges plus the inner outline is
    /// the ring made from scratch, byte for byte.
    @Test func ringFromItsBackgroundsEdgesIsTheRing() {
        let clip = PixelRect(x0: 0, y0: 0, x1: 100, y1: 80)
        for case .ring(let outer, let inner) in Self.outlines() {
            guard let background = ShapeCoverage.prepare(.roundedRect(outer), clip: clip) else { continue }
            let reused = ShapeCoverage.ring(background, inner: inner).map(ShapeCoverage.mask)
            let fresh = ShapeCoverage.mask(.ring(outer: outer, inner: inner), clip: clip)
            #expect(reused?.rect == fresh.rect)
            #expect(reused?.data == fresh.data)
        }
    }
}
