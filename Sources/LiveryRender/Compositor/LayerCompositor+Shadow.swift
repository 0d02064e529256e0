import LiveryCore

/// Shadows: which path computes one, and its σ, offset, color and reach.
extension LayerCompositor {
    func hasShadow(_ layer: RenderLayer) -> Bool {
        LayerCompositor.unit(layer.shadowOpacity) > 0 && layer.shadowColor.alpha > 0
    }

    /// σ in device pixels, clamped to `maxBlurSigma` (non-finite or negative → 0).
    func shadowSigma(_ layer: RenderLayer, scale: Double) -> Double {
        let s = layer.shadowRadius * scale
        return s.isFinite ? min(max(0, s), context.limits.maxBlurSigma) : (s > 0 ? context.limits.maxBlurSigma : 0)
    }

    func shadowOffset(_ layer: RenderLayer, scale: Double) -> (Double, Double) {
        let dx = layer.shadowOffset.width * scale
        let dy = layer.shadowOffset.height * scale
        return (dx.isFinite ? dx : 0, dy.isFinite ? dy : 0)
    }

    /// How far a shadow can reach beyond its source, in whole pixels, offset included.
    func shadowReach(_ layer: RenderLayer, scale: Double) -> Int {
        let (dx, dy) = shadowOffset(layer, scale: scale)
        return shadowBlurReach(layer, scale: scale) + PixelRect.clampedInt(max(abs(dx), abs(dy)).rounded(.up))
    }

    /// How far the blur alone spreads a shadow, in whole pixels, with one
    /// more for the bilinear shift by the offset's fraction.
    func shadowBlurReach(_ layer: RenderLayer, scale: Double) -> Int {
        let sigma = shadowSigma(layer, scale: scale)
        return max(GaussianBlur.reach(sigma: sigma), Int((3 * sigma).rounded(.up)) + 1) + 1
    }

    /// The device pixels whose alpha can cast a shadow into `limit`: `limit`
    /// moved back by the offset and widened by the blur's reach. An effect's
    /// offscreen needs no more, so it is never larger than what it shows
    /// plus that margin, however far the offset or the layer reaches.
    func shadowSource(_ layer: RenderLayer, scale: Double, reaching limit: PixelRect) -> PixelRect {
        let (dx, dy) = shadowOffset(layer, scale: scale)
        return limit.offsetBy(dx: -PixelRect.clampedInt(dx.rounded()), dy: -PixelRect.clampedInt(dy.rounded()))
            .insetBy(-shadowBlurReach(layer, scale: scale))
    }

    /// The rows of `limit` a general shadow is worked out in, top to bottom:
    /// one band when its source fits ``shadowBandPixels`` and what is left of
    /// the offscreen budget, else bands whose sources (each band's rows
    /// widened by the blur's reach) fit both. Each band's pixels are the ones
    /// the whole would give: a blurred pixel reads only its source within
    /// the reach, and the downsampled blur's blocks sit on the canvas's grid.
    /// `source` is the whole shadow's (the body's extent ∩ ``shadowSource(_:scale:reaching:)``).
    func shadowBands(_ layer: RenderLayer, scale: Double, limit: PixelRect, source whole: PixelRect) -> [PixelRect] {
        let room = min(LayerCompositor.shadowBandPixels, context.offscreenBytesLeft / 4)
        guard whole.area > room, whole.width > 0 else { return [limit] }
        // A band's source: its rows, the blur's reach above and below, and a row for the offset's rounding.
        let rows = max(1, room / whole.width - 2 * shadowBlurReach(layer, scale: scale) - 1)
        return stride(from: limit.y0, to: limit.y1, by: rows).map { y in
            PixelRect(x0: limit.x0, y0: y, x1: limit.x1, y1: min(limit.y1, y + rows))
        }
    }

    /// The most pixels a general shadow's source is worked on at once: its
    /// offscreen (4 bytes a pixel), alpha mask and the blur's float planes
    /// come to about 14 bytes a pixel, so a band stays near 224 MiB.
    static let shadowBandPixels = 16 << 20

    /// Draws a shadow whose source is a known shape: the `shadowPath`, or the
    /// background's rounded rect when nothing else can change the layer's
    /// alpha. False when the shadow must come from the composited body.
    /// Pixels hidden by `below` (the covers above the layer's background) or
    /// by `own` (the background) are neither computed nor drawn; a
    /// closed-form shadow with no clip goes straight into the pixels, with no
    /// mask, and leaves in `background` what `below` hides of the body's
    /// background, worked out once for both.
    func drawShapeShadow(
        _ layer: RenderLayer, _ g: LayerGeometry, alpha: Double, limit: PixelRect, clip: CoverageMask?,
        below: Occluders, own: [PixelRect], background: inout HiddenSpans??, into surface: inout Surface
    ) throws -> Bool {
        let occluders = below.adding(own)
        let opacity = LayerCompositor.unit(layer.shadowOpacity) * alpha
        let (dx, dy) = shadowOffset(layer, scale: g.scale)
        let sigma = shadowSigma(layer, scale: g.scale)
        let shape: RoundedRect
        let tint: Double
        if let path = layer.shadowPath {
            guard let rounded = roundedShape(path, layer, g) else {
                let device = Path(shape: path, bounds: g.localBounds, curve: layer.cornerCurve)
                    .applying(AffineTransform(scale: g.scale, translateX: g.rect.minX + dx, translateY: g.rect.minY + dy))
                let reach = GaussianBlur.reach(sigma: sigma)
                // Rasterized, then three box passes each way, then filled: charged before any of it.
                let area = (device.controlBounds?.enclosingPixels ?? .empty).intersection(limit.insetBy(-reach)).area
                try context.spend(pixels: area * 8)
                let coverage = try Rasterizer.coverage(of: device, clip: limit.insetBy(-reach))
                let blurred = GaussianBlur.blur(coverage, sigma: sigma, limit: limit)
                surface.fill(
                    blurred, color: PremultipliedColor(layer.shadowColor, opacity: opacity), clip: clip,
                    hidden: occluders.hidden(within: blurred.rect))
                return true
            }
            shape = rounded.offsetBy(dx: dx, dy: dy)
            tint = opacity
        } else {
            guard let bgAlpha = uniformBackgroundAlpha(layer, g) else { return false }
            shape = g.shape.offsetBy(dx: dx, dy: dy)
            tint = opacity * bgAlpha
        }
        let color = PremultipliedColor(layer.shadowColor, opacity: tint)
        if clip == nil, context.options.analyticShadows, RoundedRectShadow.canRender(shape, sigma: sigma) {
            // Coverage under the colour's first visible step changes no pixel:
            // stop where the shadow cannot reach it (a quarter step of margin).
            let floor = (Double(ColorFill.firstVisibleCoverage(color)) - 0.75) / 255
            let bounds = RoundedRectShadow.bounds(shape, sigma: sigma, limit: limit, floor: floor)
            // Unclipped, the body's background fills this area (`drawBody`).
            let area = g.shape.rect.enclosingPixels.intersection(limit)
            let shared = below.hidden(within: bounds.union(area))
            background = .some(shared?.narrowed(to: area))
            surface.withFill(color) { fill in
                RoundedRectShadow.render(
                    shape, sigma: sigma, over: bounds, hidden: shared, alsoHidden: own,
                    into: fill.shadowTarget(at: bounds))
            }
            return true
        }
        let mask = blurredShape(shape, sigma: sigma, limit: limit)
        surface.fill(mask, color: color, clip: clip, hidden: occluders.hidden(within: mask.rect))
        return true
    }

    /// The Gaussian-blurred coverage of a rounded rect: closed form when it
    /// applies (and the options allow it), otherwise rasterized and blurred.
    private func blurredShape(_ shape: RoundedRect, sigma: Double, limit: PixelRect) -> CoverageMask {
        if context.options.analyticShadows, RoundedRectShadow.canRender(shape, sigma: sigma) {
            return RoundedRectShadow.mask(shape, sigma: sigma, limit: limit)
        }
        let reach = GaussianBlur.reach(sigma: sigma)
        return GaussianBlur.blur(ShapeCoverage.roundedRect(shape, clip: limit.insetBy(-reach)), sigma: sigma, limit: limit)
    }

    /// A `shadowPath` that is a rectangle or rounded rectangle, in device pixels.
    private func roundedShape(_ shape: ShapeValue, _ layer: RenderLayer, _ g: LayerGeometry) -> RoundedRect? {
        func device(_ r: Rect) -> DeviceRect {
            g.toDevice.apply(DeviceRect(x: r.x, y: r.y, width: r.width, height: r.height))
        }
        switch shape {
        case .bounds: return RoundedRect(rect: g.rect, radius: 0)
        case .roundedBounds(let r): return RoundedRect(rect: g.rect, radius: r * g.scale, curve: layer.cornerCurve)
        case .rect(let r): return RoundedRect(rect: device(r), radius: 0)
        case .roundedRect(let r, let radius): return RoundedRect(rect: device(r), radius: radius * g.scale, curve: layer.cornerCurve)
        case .ellipse, .path: return nil
        }
    }

    /// When the layer's composited alpha is exactly its background's rounded
    /// rect times a constant, that constant (0…1). An opaque background hides
    /// whatever is drawn inside it, so contents, text and sublayers may exist
    /// as long as they are clipped to the bounds or provably inside the shape;
    /// a translucent one must be alone (no border either).
    private func uniformBackgroundAlpha(_ layer: RenderLayer, _ g: LayerGeometry) -> Double? {
        guard let bg = layer.backgroundColor, bg.alpha > 0, !g.rect.isEmpty else { return nil }
        let hasBorder = layer.borderWidth > 0 && layer.borderColor.alpha > 0
        let visibleSublayers = layer.sublayers.contains { !$0.isHidden && $0.opacity > 0 }
        let hasContent = layer.contents != nil || layer.text != nil || visibleSublayers
        if bg.alpha < 255 {
            return hasContent || hasBorder ? nil : Double(bg.alpha) / 255
        }
        if !hasContent || layer.masksToBounds || layer.contentMasksToBounds { return 1 }
        let inner = bodyExtent(of: layer, g, includeBounds: false).deviceRect
        return inner.isEmpty || g.shape.contains(inner) ? 1 : nil
    }
}

extension RoundedRect {
    func offsetBy(dx: Double, dy: Double) -> RoundedRect {
        RoundedRect(rect: rect.offsetBy(dx: dx, dy: dy), radius: radius, corners: corners, curve: curve)
    }
}
