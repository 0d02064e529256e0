import LiveryCore

/// Where `contentMode` / `contentsGravity` puts content of a given size in a
/// layer's bounds (all in points).
enum ContentPlacement {
    static func rect(
        for mode: ContentMode, contentWidth w: Double, contentHeight h: Double,
        in b: DeviceRect
    ) -> DeviceRect {
        func at(_ x: Double, _ y: Double) -> DeviceRect { DeviceRect(x: x, y: y, width: w, height: h) }
        let midX = b.minX + (b.width - w) / 2
        let midY = b.minY + (b.height - h) / 2
        switch mode {
        case .scaleToFill:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
            let sx = b.width / w
            let sy = b.height / h
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let sw = w * s
            let sh = h * s
            return DeviceRect(x: b.minX + (b.width - sw) / 2, y: b.minY + (b.height - sh) / 2, width: sw, height: sh)
        case .center: return at(midX, midY)
        case .top: return at(midX, b.minY)
        case .bottom: return at(midX, b.maxY - h)
        case .left: return at(b.minX, midY)
        case .right: return at(b.maxX - w, midY)
        case .topLeft: return at(b.minX, b.minY)
        case .topRight: return at(b.maxX - w, b.minY)
        case .bottomLeft: return at(b.minX, b.maxY - h)
        case .bottomRight: return at(b.maxX - w, b.maxY - h)
        }
    }
}
