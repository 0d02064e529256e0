import Foundation
import LiveryCore

/// The shapes the renderer fills, as paths.
extension Path {
    static func rect(_ r: DeviceRect) -> Path {
        RoundedRect(rect: r, radius: 0).path()
    }

    /// Four quarters of two cubics each, like `RoundedRect`'s circular corners.
    static func ellipse(in r: DeviceRect) -> Path {
        let cx = (r.minX + r.maxX) / 2
        let cy = (r.minY + r.maxY) / 2
        let a = r.width / 2
        let b = r.height / 2
        func at(_ t: Double) -> Vec2 { Vec2(x: cx + a * cos(t), y: cy + b * sin(t)) }
        func tangent(_ t: Double) -> Vec2 { Vec2(x: -a * sin(t), y: b * cos(t)) }
        let step = Double.pi / 4
        let h = 4.0 / 3.0 * tan(step / 4)
        var p = Path()
        p.move(to: at(0))
        for i in 0..<8 {
            let t0 = Double(i) * step
            let t1 = Double(i + 1) * step
            p.cubic(at(t0) + tangent(t0) * h, at(t1) - tangent(t1) * h, to: at(t1))
        }
        p.close()
        return p
    }

    /// SVG path data, already absolute.
    init(commands: [PathCommand]) {
        self.init()
        func v(_ p: Point) -> Vec2 { Vec2(x: p.x, y: p.y) }
        for c in commands {
            switch c {
            case .move(let p): move(to: v(p))
            case .line(let p): line(to: v(p))
            case .quad(let c, let p): quad(v(c), to: v(p))
            case .cubic(let c1, let c2, let p): cubic(v(c1), v(c2), to: v(p))
            case .close: close()
            }
        }
    }

    /// A `ShapeValue` in a layer's points; `bounds` is the layer's own bounds
    /// (origin 0,0) and `curve` the layer's corner curve, which `roundedBounds`
    /// and `roundedRect` follow so a shadow path matches the layer it belongs to.
    init(shape: ShapeValue, bounds: DeviceRect, curve: CornerCurve) {
        func dr(_ r: Rect) -> DeviceRect { DeviceRect(x: r.x, y: r.y, width: r.width, height: r.height) }
        switch shape {
        case .bounds: self = .rect(bounds)
        case .roundedBounds(let radius): self = RoundedRect(rect: bounds, radius: radius, curve: curve).path()
        case .rect(let r): self = .rect(dr(r))
        case .roundedRect(let r, let radius): self = RoundedRect(rect: dr(r), radius: radius, curve: curve).path()
        case .ellipse(let r): self = .ellipse(in: dr(r))
        case .path(let commands, _): self.init(commands: commands)
        }
    }
}
