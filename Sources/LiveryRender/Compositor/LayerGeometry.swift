import LiveryCore

/// Where a layer lands in device pixels, and its rounded-rect shape there.
struct LayerGeometry {
    /// The layer's bounds in device pixels.
    let rect: DeviceRect
    /// Its bounds with the (scaled, clamped) corner radius: background, border and clip.
    let shape: RoundedRect
    /// The layer's own points → device pixels.
    let toDevice: AffineTransform
    let scale: Double

    /// nil when the frame is not finite. A negative size counts as zero.
    init?(_ layer: RenderLayer, origin: Vec2, scale: Double) {
        let f = layer.frame
        guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else { return nil }
        let x = origin.x + f.x * scale
        let y = origin.y + f.y * scale
        rect = DeviceRect(x: x, y: y, width: max(0, f.width) * scale, height: max(0, f.height) * scale)
        guard rect.isFinite else { return nil }
        self.scale = scale
        toDevice = AffineTransform(scale: scale, translateX: x, translateY: y)
        let radius = layer.cornerStyleRounded ? min(rect.width, rect.height) / 2 : layer.cornerRadius * scale
        shape = RoundedRect(rect: rect, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
    }

    /// The layer's own bounds in points (origin 0, 0).
    var localBounds: DeviceRect {
        DeviceRect(x: 0, y: 0, width: rect.width / scale, height: rect.height / scale)
    }

    /// Children's parent origin.
    var origin: Vec2 { Vec2(x: rect.minX, y: rect.minY) }
}
