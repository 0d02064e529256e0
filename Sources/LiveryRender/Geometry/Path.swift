/// A vector outline: subpaths of lines and Bézier curves, filled with the
/// non-zero rule unless a caller asks for even-odd. Open subpaths are closed
/// implicitly when filled.
struct Path: Equatable {
    enum Element: Equatable {
        case move(Vec2)
        case line(Vec2)
        case quad(Vec2, Vec2)
        case cubic(Vec2, Vec2, Vec2)
        case close
    }

    private(set) var elements: [Element] = []

    mutating func move(to p: Vec2) { elements.append(.move(p)) }
    mutating func line(to p: Vec2) { elements.append(.line(p)) }
    mutating func quad(_ c: Vec2, to p: Vec2) { elements.append(.quad(c, p)) }
    mutating func cubic(_ c1: Vec2, _ c2: Vec2, to p: Vec2) { elements.append(.cubic(c1, c2, p)) }
    mutating func close() { elements.append(.close) }

    mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: return .close
            }
        }
        return out
    }

    /// The control-point bounding box, which contains the outline; nil when empty
    /// or when a coordinate is not finite.
    var controlBounds: DeviceRect? {
        var r: DeviceRect?
        func add(_ p: Vec2) {
            if let b = r {
                r = DeviceRect(minX: min(b.minX, p.x), minY: min(b.minY, p.y), maxX: max(b.maxX, p.x), maxY: max(b.maxY, p.y))
            } else {
                r = DeviceRect(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)
            }
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p):
                add(c)
                add(p)
            case .cubic(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        guard let b = r, b.isFinite else { return nil }
        return b
    }
}
