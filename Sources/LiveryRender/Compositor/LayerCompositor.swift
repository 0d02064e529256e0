import LiveryCore

/// Draws a layer tree the way Core Animation composites it (Docs/Rendering.md):
/// per layer, shadow, background, contents, sublayers, border, then mask and
/// opacity. Everything is in one device space (pixels of the final canvas, or
/// of a rasterized layer's own bitmap), so offscreens are just surfaces placed
/// where they belong and are only as large as what they can show.
struct LayerCompositor {
    let context: RenderContext

    /// Draws `layer`, whose parent's bounds origin is at `origin` (device pixels),
    /// at `scale` pixels per point, faded by `alpha` (the product of the
    /// non-group opacities above it) and clipped by `clip`.
    func draw(
        _ layer: RenderLayer, origin: Vec2, scale: Double, into surface: inout Surface,
        clip: CoverageMask?, alpha: Double, depth: Int
    ) throws {
        try context.enterLayer(depth: depth)
        let opacity = LayerCompositor.unit(layer.opacity)
        guard !layer.isHidden, opacity > 0, clip?.isEmpty != true,
            let g = LayerGeometry(layer, origin: origin, scale: scale)
        else { return }

        let needsGroup = layer.shouldRasterize || layer.mask != nil || (opacity < 1 && layer.allowsGroupOpacity)
        guard needsGroup else {
            try drawLayer(layer, g, into: &surface, clip: clip, alpha: alpha * opacity, depth: depth)
            return
        }
        // Group: the whole subtree (shadow included) into an offscreen, then
        // one composite through the mask and the clip, faded once.
        var visible = surface.rect
        if let clip { visible = visible.intersection(clip.rect) }
        var combined = clip
        if let mask = layer.mask {
            let m = try maskCoverage(mask, layer, g, within: visible)
            visible = visible.intersection(m.rect)
            combined = LayerCompositor.intersect(clip, m)
        }
        guard !visible.isEmpty else { return }
        let fade = Blend.unit(alpha * opacity)
        let rs = layer.rasterizationScale
        if layer.shouldRasterize, rs.isFinite, rs > 0, abs(rs - scale) > 1e-9 {
            try drawRasterized(
                layer, parent: origin, scale: scale, at: min(rs, context.limits.maxScale),
                into: &surface, visible: visible, fade: fade, clip: combined, depth: depth)
            return
        }
        let extent = extent(of: layer, g).intersection(visible)
        guard !extent.isEmpty else { return }
        var offscreen = try context.allocate(extent)
        defer { context.release(offscreen) }
        try context.spend(pixels: extent.area)
        try drawLayer(layer, g, into: &offscreen, clip: nil, alpha: 1, depth: depth)
        surface.composite(offscreen, alpha: fade, clip: combined)
    }

    /// `shouldRasterize` at a `rasterizationScale` other than the canvas's: the
    /// subtree is drawn into a bitmap at that scale and the bitmap is drawn,
    /// bilinearly, at the canvas's (soft at CA's default of 1 on a 2× canvas).
    private func drawRasterized(
        _ layer: RenderLayer, parent: Vec2, scale: Double, at rs: Double,
        into surface: inout Surface, visible: PixelRect, fade: UInt32, clip: CoverageMask?,
        depth: Int
    ) throws {
        // The bitmap's device space: the parent's origin at 0, rs pixels per point.
        guard let own = LayerGeometry(layer, origin: Vec2(x: 0, y: 0), scale: rs) else { return }
        // What is visible, in the bitmap's pixels (one more for the bilinear footprint).
        let k = rs / scale
        let seen = DeviceRect(
            minX: (Double(visible.x0) - parent.x) * k, minY: (Double(visible.y0) - parent.y) * k,
            maxX: (Double(visible.x1) - parent.x) * k, maxY: (Double(visible.y1) - parent.y) * k)
        let extent = extent(of: layer, own).intersection(seen.enclosingPixels.insetBy(-1))
        guard !extent.isEmpty else { return }
        var bitmap = try context.allocate(extent)
        defer { context.release(bitmap) }
        try drawLayer(layer, own, into: &bitmap, clip: nil, alpha: 1, depth: depth)
        let dest = DeviceRect(
            minX: parent.x + Double(extent.x0) / k, minY: parent.y + Double(extent.y0) / k,
            maxX: parent.x + Double(extent.x1) / k, maxY: parent.y + Double(extent.y1) / k)
        surface.draw(image: bitmap.canvas, dest: dest, alpha: fade, clip: clip)
    }

    /// Steps 1–5: the shadow, then the body (background, contents, sublayers, border).
    func drawLayer(
        _ layer: RenderLayer, _ g: LayerGeometry, into surface: inout Surface,
        clip: CoverageMask?, alpha: Double, depth: Int
    ) throws {
        guard hasShadow(layer) else {
            try drawBody(layer, g, into: &surface, clip: clip, alpha: alpha, depth: depth)
            return
        }
        let shadowClip =
            layer.masksToBounds
            ? LayerCompositor.intersect(clip, boundsCoverage(g, within: LayerCompositor.visible(surface, clip)))
            : clip
        let limit = LayerCompositor.visible(surface, shadowClip)
        let color = layer.shadowColor
        if let mask = try shapeShadow(layer, g, alpha: alpha, limit: limit, unclipped: shadowClip == nil) {
            surface.fill(mask.coverage, color: PremultipliedColor(color, opacity: mask.opacity), clip: shadowClip)
            try drawBody(layer, g, into: &surface, clip: clip, alpha: alpha, depth: depth)
            return
        }
        // The general case: the shadow is the blurred alpha of the composited body.
        guard hasBody(layer) else { return }
        // Only the body that can cast into `limit`: at most `limit` and the blur's
        // margin, which may take the offscreen past the canvas limits (an effect
        // on a view as large as the largest canvas); its bytes still count.
        let needed = bodyExtent(of: layer, g).intersection(shadowSource(layer, scale: g.scale, reaching: limit))
        guard !needed.isEmpty else {
            try drawBody(layer, g, into: &surface, clip: clip, alpha: alpha, depth: depth)
            return
        }
        var body = try context.allocate(needed, margin: shadowBlurReach(layer, scale: g.scale))
        defer { context.release(body) }
        try drawBody(layer, g, into: &body, clip: nil, alpha: alpha, depth: depth)
        // A blur is three box passes each way over the shadow's area, then a fill and a composite.
        try context.spend(pixels: needed.area * 8)
        let (dx, dy) = shadowOffset(layer, scale: g.scale)
        let shadow = GaussianBlur.blur(
            body.alphaMask.translated(dx: dx, dy: dy), sigma: shadowSigma(layer, scale: g.scale),
            limit: limit)
        surface.fill(
            shadow, color: PremultipliedColor(color, opacity: LayerCompositor.unit(layer.shadowOpacity)),
            clip: shadowClip)
        surface.composite(body, alpha: 255, clip: clip)
    }

    /// Steps 2–5.
    private func drawBody(
        _ layer: RenderLayer, _ g: LayerGeometry, into surface: inout Surface,
        clip: CoverageMask?, alpha: Double, depth: Int
    ) throws {
        let visible = LayerCompositor.visible(surface, clip)
        try context.spend(pixels: g.rect.enclosingPixels.intersection(visible).area)
        var bounds: CoverageMask?
        func boundsMask() -> CoverageMask {
            if let bounds { return bounds }
            let m = boundsCoverage(g, within: visible)
            bounds = m
            return m
        }
        // Unclipped, the background's edges are filled straight into the pixels
        // and kept for the border, which adds only its inner edges to them.
        var outline: ShapeCoverage.Prepared?
        if let bg = layer.backgroundColor, bg.alpha > 0 {
            let color = PremultipliedColor(bg, opacity: alpha)
            if clip == nil {
                outline = ShapeCoverage.prepare(.roundedRect(g.shape), clip: visible)
                if let outline { surface.fill(outline, color: color, scratch: context.raster) }
            } else {
                surface.fill(boundsMask(), color: color, clip: clip)
            }
        }
        let contentClip =
            layer.masksToBounds || layer.contentMasksToBounds
            ? LayerCompositor.intersect(clip, boundsMask()) : clip
        if let contents = layer.contents {
            drawContents(contents, g, into: &surface, alpha: alpha, clip: contentClip)
        }
        if let text = layer.text {
            try context.text.draw(
                text, in: g.rect, scale: g.scale, alpha: alpha, into: &surface, clip: contentClip,
                limits: context.limits)
        }
        for sub in layer.sublayers {
            try draw(sub, origin: g.origin, scale: g.scale, into: &surface, clip: contentClip, alpha: alpha, depth: depth + 1)
        }
        let width = layer.borderWidth * g.scale
        if width.isFinite, width > 0, layer.borderColor.alpha > 0 {
            let inner = g.shape.inset(by: width)
            let color = PremultipliedColor(layer.borderColor, opacity: alpha)
            if let clip {
                surface.fill(ShapeCoverage.mask(.ring(outer: g.shape, inner: inner), clip: visible), color: color, clip: clip)
            } else if let ring = outline.flatMap({ ShapeCoverage.ring($0, inner: inner) })
                ?? ShapeCoverage.prepare(.ring(outer: g.shape, inner: inner), clip: visible)
            {
                surface.fill(ring, color: color, scratch: context.raster)
            }
        }
    }

    private func drawContents(
        _ c: RenderContents, _ g: LayerGeometry, into surface: inout Surface,
        alpha: Double, clip: CoverageMask?
    ) {
        let size = c.image.size
        let cr = c.contentsRect
        let placed = ContentPlacement.rect(
            for: c.mode, contentWidth: size.width * cr.width,
            contentHeight: size.height * cr.height, in: g.localBounds)
        surface.draw(
            image: c.image.canvas, dest: g.toDevice.apply(placed), contentsRect: cr,
            minification: c.minificationFilter, magnification: c.magnificationFilter,
            alpha: Blend.unit(alpha), clip: clip)
    }

    /// `layer.mask` as coverage in device space.
    private func maskCoverage(
        _ mask: RenderMask, _ layer: RenderLayer, _ g: LayerGeometry,
        within visible: PixelRect
    ) throws -> CoverageMask {
        switch mask {
        case .shape(let shape):
            let path = Path(shape: shape, bounds: g.localBounds, curve: layer.cornerCurve).applying(g.toDevice)
            return try Rasterizer.coverage(of: path, clip: visible)
        case .image(let image, let frame):
            let f = frame.map { DeviceRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? g.localBounds
            let dest = g.toDevice.apply(f)
            let area = dest.enclosingPixels.intersection(visible)
            guard !area.isEmpty else { return .empty }
            var scratch = try context.allocate(area)
            defer { context.release(scratch) }
            scratch.draw(image: image.canvas, dest: dest, alpha: 255, clip: nil)
            return scratch.alphaMask
        }
    }

    func boundsCoverage(_ g: LayerGeometry, within visible: PixelRect) -> CoverageMask {
        ShapeCoverage.roundedRect(g.shape, clip: visible)
    }

    // MARK: Helpers

    static func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    static func intersect(_ a: CoverageMask?, _ b: CoverageMask) -> CoverageMask {
        a.map { $0.intersected(with: b) } ?? b
    }

    static func visible(_ surface: Surface, _ clip: CoverageMask?) -> PixelRect {
        clip.map { surface.rect.intersection($0.rect) } ?? surface.rect
    }
}
