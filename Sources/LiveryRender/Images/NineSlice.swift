import LiveryCore

/// How a resizable image (`resizableImage(withCapInsets:resizingMode:)`) fills
/// a rectangle: its corners at their size, its top and bottom caps stretched or
/// repeated across, its left and right caps down, its middle both ways.
enum NineSlice {
    /// One piece to draw: the part of the image (unit coordinates of the
    /// layer's `contentsRect`) and where it goes (points, like `dest`).
    struct Piece: Equatable {
        var source: Rect
        var dest: DeviceRect
    }

    /// The most pieces one image is drawn in by tiling; past it the middle is
    /// stretched (a one-point middle tiles to the look of a stretch anyway).
    static let maxPieces = 4_096

    /// The pieces of an image of `size` points drawn over `dest`. Caps wider
    /// or taller together than `dest` shrink in proportion, as UIKit's do.
    static func pieces(size: Size, resizing: ImageResizing, in dest: DeviceRect, contentsRect cr: Rect) -> [Piece] {
        guard size.width > 0, size.height > 0, !dest.isEmpty, dest.isFinite else { return [] }
        let caps = resizing.capInsets
        let columns = spans(
            length: size.width, lead: caps.left, trail: caps.right, from: dest.minX, to: dest.maxX, tiled: resizing.mode == .tile)
        let rows = spans(
            length: size.height, lead: caps.top, trail: caps.bottom, from: dest.minY, to: dest.maxY, tiled: resizing.mode == .tile)
        let (xs, ys) =
            columns.count * rows.count <= maxPieces
            ? (columns, rows)
            : (
                spans(length: size.width, lead: caps.left, trail: caps.right, from: dest.minX, to: dest.maxX, tiled: false),
                spans(length: size.height, lead: caps.top, trail: caps.bottom, from: dest.minY, to: dest.maxY, tiled: false)
            )
        var pieces: [Piece] = []
        pieces.reserveCapacity(xs.count * ys.count)
        for y in ys {
            for x in xs {
                pieces.append(
                    Piece(
                        source: Rect(
                            x: cr.x + x.source.lowerBound * cr.width, y: cr.y + y.source.lowerBound * cr.height,
                            width: (x.source.upperBound - x.source.lowerBound) * cr.width,
                            height: (y.source.upperBound - y.source.lowerBound) * cr.height),
                        dest: DeviceRect(minX: x.dest.lowerBound, minY: y.dest.lowerBound, maxX: x.dest.upperBound, maxY: y.dest.upperBound)))
            }
        }
        return pieces
    }

    /// One axis: the source span (0…1 of the image) and the destination span
    /// of each piece, leading cap, middle (one piece or its repeats), trailing cap.
    private static func spans(
        length: Double, lead: Double, trail: Double, from start: Double, to end: Double, tiled: Bool
    ) -> [(source: ClosedRange<Double>, dest: ClosedRange<Double>)] {
        // Caps past the image's own length keep what the image has.
        let capLead = min(max(0, lead), length)
        let capTrail = min(max(0, trail), length - capLead)
        let available = end - start
        let shrink = capLead + capTrail > available ? available / (capLead + capTrail) : 1
        let destLead = capLead * shrink
        let destTrail = capTrail * shrink
        let u0 = capLead / length
        let u1 = (length - capTrail) / length
        var out: [(source: ClosedRange<Double>, dest: ClosedRange<Double>)] = []
        if destLead > 0 { out.append((0...u0, start...(start + destLead))) }
        let middleStart = start + destLead
        let middleEnd = end - destTrail
        let middle = length - capLead - capTrail
        if middleEnd > middleStart {
            if middle <= 0 {
                // Caps that meet: the line where they meet fills the middle.
                let half = 0.5 / length
                out.append((max(0, u0 - half)...min(1, u0 + half), middleStart...middleEnd))
            } else if tiled {
                var x = middleStart
                while x < middleEnd, out.count <= maxPieces {
                    let step = min(middle, middleEnd - x)
                    out.append((u0...(u0 + step / length), x...(x + step)))
                    x += step
                }
            } else {
                out.append((u0...u1, middleStart...middleEnd))
            }
        }
        if destTrail > 0 { out.append((u1...1, (end - destTrail)...end)) }
        return out
    }
}
