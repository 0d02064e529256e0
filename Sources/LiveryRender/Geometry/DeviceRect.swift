/// A rectangle with fractional edges, in device pixels (or points before scaling).
/// Kept apart from Livery's `Rect` so the renderer's geometry helpers stay internal.
struct DeviceRect: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var isEmpty: Bool { !(maxX > minX && maxY > minY) }
    var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    func insetBy(dx: Double, dy: Double) -> DeviceRect {
        DeviceRect(minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy)
    }

    func offsetBy(dx: Double, dy: Double) -> DeviceRect {
        DeviceRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The smallest whole-pixel rectangle covering this one.
    var enclosingPixels: PixelRect {
        guard isFinite, !isEmpty else { return .empty }
        return PixelRect(
            x0: PixelRect.clampedInt(minX.rounded(.down)), y0: PixelRect.clampedInt(minY.rounded(.down)),
            x1: PixelRect.clampedInt(maxX.rounded(.up)), y1: PixelRect.clampedInt(maxY.rounded(.up)))
    }
}
