/// A half-open rectangle of whole pixels, [x0, x1) × [y0, y1).
struct PixelRect: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var area: Int { width * height }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func insetBy(_ d: Int) -> PixelRect {
        let r = PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d)
        return r.isEmpty ? .empty : r
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }

    var deviceRect: DeviceRect {
        DeviceRect(minX: Double(x0), minY: Double(y0), maxX: Double(x1), maxY: Double(y1))
    }

    /// Far enough out that no sum or product of two such coordinates overflows,
    /// while still far beyond any canvas: the safe way from Double to Int.
    static let coordinateBound = 1 << 30

    static func clampedInt(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? coordinateBound : -coordinateBound }
        let b = Double(coordinateBound)
        return Int(min(b, max(-b, v)))
    }
}
