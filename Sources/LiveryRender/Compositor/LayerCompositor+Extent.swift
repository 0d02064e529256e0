import LiveryCore

/// How far a layer's drawing can reach, so offscreens are no larger than needed.
extension LayerCompositor {
    /// Everything the layer draws, its shadow and mask included.
    func extent(of layer: RenderLayer, _ g: LayerGeometry) -> PixelRect {
        var e = bodyExtent(of: layer, g)
        if hasShadow(layer) {
            var shadow: PixelRect
            if let path = layer.shadowPath {
                let device = Path(shape: path, bounds: g.localBounds, curve: layer.cornerCurve).applying(g.toDevice)
                shadow = device.controlBounds?.enclosingPixels ?? .empty
            } else {
                shadow = hasBody(layer) ? e : .empty
            }
            shadow = shadow.insetBy(-shadowReach(layer, scale: g.scale))
            if layer.masksToBounds { shadow = shadow.intersection(g.rect.enclosingPixels) }
            e = e.union(shadow)
        }
        if let mask = layer.mask {
            switch mask {
            case .shape(let s):
                let device = Path(shape: s, bounds: g.localBounds, curve: layer.cornerCurve).applying(g.toDevice)
                e = e.intersection(device.controlBounds?.enclosingPixels ?? .empty)
            case .image(_, let frame):
                let f = frame.map { DeviceRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? g.localBounds
                e = e.intersection(g.toDevice.apply(f).enclosingPixels)
            }
        }
        return e
    }

    /// Steps 2–5 only: bounds, contents, text, sublayers (with their own shadows).
    func bodyExtent(of layer: RenderLayer, _ g: LayerGeometry, includeBounds: Bool = true) -> PixelRect {
        let bounds = g.rect.enclosingPixels
        var e = includeBounds ? bounds : .empty
        var inner = PixelRect.empty
        if let c = layer.contents {
            let size = c.image.size
            let placed = ContentPlacement.rect(
                for: c.mode, contentWidth: size.width * c.contentsRect.width,
                contentHeight: size.height * c.contentsRect.height, in: g.localBounds)
            inner = inner.union(g.toDevice.apply(placed).enclosingPixels)
        }
        if let text = layer.text {
            inner = inner.union(TextEngine.extent(of: text, in: g.rect, scale: g.scale))
        }
        for sub in layer.sublayers where !sub.isHidden {
            guard let sg = LayerGeometry(sub, origin: g.origin, scale: g.scale) else { continue }
            inner = inner.union(extent(of: sub, sg))
        }
        if layer.masksToBounds || layer.contentMasksToBounds { inner = inner.intersection(bounds) }
        e = e.union(inner)
        return e
    }

    /// Whether the body draws anything at all (an empty layer casts no shadow).
    func hasBody(_ layer: RenderLayer) -> Bool {
        (layer.backgroundColor.map { $0.alpha > 0 } ?? false)
            || (layer.borderWidth > 0 && layer.borderColor.alpha > 0)
            || layer.contents != nil || layer.text != nil
            || layer.sublayers.contains { !$0.isHidden }
    }
}
