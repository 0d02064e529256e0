/// Points → device pixels: a scale and a translation (the renderer never rotates).
struct AffineTransform: Equatable {
    var scaleX: Double
    var scaleY: Double
    var translateX: Double
    var translateY: Double

    init(scaleX: Double, scaleY: Double, translateX: Double, translateY: Double) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
    }

    init(scale: Double, translateX: Double, translateY: Double) {
        self.init(scaleX: scale, scaleY: scale, translateX: translateX, translateY: translateY)
    }

    func apply(_ p: Vec2) -> Vec2 {
        Vec2(x: p.x * scaleX + translateX, y: p.y * scaleY + translateY)
    }

    func apply(_ r: DeviceRect) -> DeviceRect {
        let a = apply(Vec2(x: r.minX, y: r.minY))
        let b = apply(Vec2(x: r.maxX, y: r.maxY))
        return DeviceRect(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
    }
}
