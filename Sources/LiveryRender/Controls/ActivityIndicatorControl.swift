import Foundation
import LiveryCore

/// `UIActivityIndicatorView`: 8 spokes (medium, 20 points) or 12 (large,
/// 37 points), the first at twelve o'clock fully opaque and the rest fading
/// clockwise.
struct ActivityIndicatorControl: Control {
    static let kind = ActivityIndicatorAppearance.kind
    let appearance: ActivityIndicatorAppearance

    init(_ style: ResolvedStyle) { appearance = ActivityIndicatorAppearance(style) }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize {
        appearance.style == .large ? .fixed(width: 37, height: 37) : .fixed(width: 20, height: 20)
    }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        Self.spokes(large: appearance.style == .large, color: appearance.color)
    }

    /// The spokes, in a box at the origin 20 points wide (37 when large).
    static func spokes(large: Bool, color: Color) -> [RenderLayer] {
        let count = large ? 12 : 8
        let side = large ? 37.0 : 20.0
        let (inner, outer, thickness) = large ? (8.5, 17.5, 3.5) : (4.5, 9.5, 2.2)
        let centre = Point(x: side / 2, y: side / 2)
        return (0..<count).map { i in
            let angle = Double(i) / Double(count) * 2 * .pi
            let alpha = 1 - Double(i) / Double(count) * 0.8
            var layer = RenderLayer(
                frame: Rect(x: 0, y: 0, width: side, height: side),
                backgroundColor: color.withAlpha(Double(color.alpha) / 255 * alpha))
            layer.mask = .shape(.path(Self.spoke(centre, angle: angle, from: inner, to: outer, thickness: thickness), source: "spoke"))
            return layer
        }
    }

    /// A capsule from `from` to `to` points out of `centre` at `angle`
    /// (clockwise from twelve o'clock), its ends rounded.
    private static func spoke(_ centre: Point, angle: Double, from inner: Double, to outer: Double, thickness: Double) -> [PathCommand] {
        let dx = sin(angle)
        let dy = -cos(angle)
        let half = thickness / 2
        var points: [Point] = []
        // Round caps as half circles of six steps each.
        for (radius, base) in [(outer, angle - .pi / 2), (inner, angle + .pi / 2)] {
            let cx = centre.x + dx * radius
            let cy = centre.y + dy * radius
            for k in 0...6 {
                let a = base + Double(k) / 6 * .pi
                points.append(Point(x: cx + sin(a) * half, y: cy - cos(a) * half))
            }
        }
        return [.move(points[0])] + points.dropFirst().map { .line($0) } + [.close]
    }
}
