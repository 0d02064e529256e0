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
    /// non-group opacities above it) and clipped by `clip`. `occluders` are
    /// the covers drawn after it on this surface and `covers` its own
    /// subtree's (nil: built here, for a layer that starts a surface).
    func draw(
        _ layer: RenderLayer, origin: Vec2, scale: Double, into surface: inout Surface,
        clip: CoverageMask?, alpha: Double, depth: Int,
        occluders: Occluders = .none, covers: CoverTree? = nil
    ) throws {
        try context.enterLayer(depth: depth)
        let opacity = LayerCompositor.unit(layer.opacity)
        guard !layer.isHidden, opacity > 0, clip?.isEmpty != true,
            let g = LayerGeometry(layer, origin: origin, scale: scale)
        else { return }

        guard LayerCompositor.needsGroup(layer, opacity: opacity) else {
            let tree = covers ?? coverTree(layer, g, alpha: alpha * opacity, clip: clip)
            try drawLayer(
                layer, g, into: &surface, clip: clip, alpha: alpha * opacity, depth: depth,
                occluders: occluders, covers: tree)
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
        try drawLayer(
            layer, g, into: &offscreen, clip: nil, alpha: 1, depth: depth,
            occluders: .none, covers: coverTree(layer, g, alpha: 1, clip: nil))
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
        try drawLayer(
            layer, own, into: &bitmap, clip: nil, alpha: 1, depth: depth,
            occluders: .none, covers: coverTree(layer, own, alpha: 1, clip: nil))
        let dest = DeviceRect(
            minX: parent.x + Double(extent.x0) / k, minY: parent.y + Double(extent.y0) / k,
            maxX: parent.x + Double(extent.x1) / k, maxY: parent.y + Double(extent.y1) / k)
        surface.draw(image: bitmap.canvas, dest: dest, alpha: fade, clip: clip)
    }

    /// Whether the layer is drawn through an offscreen of its own.
    static func needsGroup(_ layer: RenderLayer, opacity: Double) -> Bool {
        layer.shouldRasterize || layer.mask != nil || (opacity < 1 && layer.allowsGroupOpacity)
    }

    /// The covers of a layer that starts a surface (or, unclipped, the
    /// canvas), when the options allow skipping what they hide.
    private func coverTree(_ layer: RenderLayer, _ g: LayerGeometry, alpha: Double, clip: CoverageMask?) -> CoverTree {
        context.options.occlusion && clip == nil ? CoverTree(layer, g, alpha: alpha, clip: nil) : .empty
    }

    /// Steps 1–5: the shadow, then the body (background, contents, sublayers, border).
    func drawLayer(
        _ layer: RenderLayer, _ g: LayerGeometry, into surface: inout Surface,
        clip: CoverageMask?, alpha: Double, depth: Int, occluders: Occluders, covers: CoverTree
    ) throws {
        func body(
            into target: inout Surface, clip: CoverageMask?, occluders: Occluders, covers: CoverTree,
            background: HiddenSpans?? = nil
        ) throws {
            try drawBody(
                layer, g, into: &target, clip: clip, alpha: alpha, depth: depth, occluders: occluders, covers: covers,
                background: background)
        }
        guard hasShadow(layer) else {
            try body(into: &surface, clip: clip, occluders: occluders, covers: covers)
            return
        }
        let shadowClip =
            layer.masksToBounds
            ? LayerCompositor.intersect(clip, boundsCoverage(g, within: LayerCompositor.visible(surface, clip)))
            : clip
        let limit = LayerCompositor.visible(surface, shadowClip)
        // Everything the layer draws lies above its shadow: what hides its
        // background (the covers drawn after it) and the background itself.
        let belowBackground = occluders.adding(covers.later)
        var background: HiddenSpans?? = nil
        if try drawShapeShadow(
            layer, g, alpha: alpha, limit: limit, clip: shadowClip, below: belowBackground, own: covers.own,
            background: &background, into: &surface)
        {
            try body(into: &surface, clip: clip, occluders: occluders, covers: covers, background: background)
            return
        }
        // The general case: the shadow is the blurred alpha of the composited body.
        guard hasBody(layer) else { return }
        // Only the body that can cast into `limit`: at most `limit` and the blur's
        // margin, which may take the offscreen past the canvas limits (an effect
        // on a view as large as the largest canvas); its bytes still count.
        let extent = bodyExtent(of: layer, g)
        let needed = extent.intersection(shadowSource(layer, scale: g.scale, reaching: limit))
        guard !needed.isEmpty else {
            try body(into: &surface, clip: clip, occluders: occluders, covers: covers)
            return
        }
        let color = PremultipliedColor(layer.shadowColor, opacity: LayerCompositor.unit(layer.shadowOpacity))
        let hidden = belowBackground.adding(covers.own)
        let bands = shadowBands(layer, scale: g.scale, limit: limit, source: needed)
        // One band's offscreen holds the body too: kept to composite it.
        var kept: Surface?
        defer { if let kept { context.release(kept) } }
        for band in bands {
            let source = bands.count == 1 ? needed : extent.intersection(shadowSource(layer, scale: g.scale, reaching: band))
            guard !source.isEmpty else { continue }
            var offscreen = try context.allocate(source, margin: shadowBlurReach(layer, scale: g.scale))
            defer { if bands.count > 1 { context.release(offscreen) } }
            // The offscreen is blurred whole: only covers inside it may skip pixels.
            try body(into: &offscreen, clip: nil, occluders: .none, covers: covers)
            // A blur is three box passes each way over the shadow's area, then a fill and a composite.
            try context.spend(pixels: source.area * 8)
            let (dx, dy) = shadowOffset(layer, scale: g.scale)
            let shadow = GaussianBlur.blur(
                offscreen.alphaMask.translated(dx: dx, dy: dy), sigma: shadowSigma(layer, scale: g.scale), limit: band)
            surface.fill(shadow, color: color, clip: shadowClip, hidden: hidden.hidden(within: shadow.rect))
            if bands.count == 1 { kept = offscreen }
        }
        // The body is composited from the offscreen when that holds all of it
        // that shows; otherwise (a shadow offset past the canvas's edge, or
        // one drawn in bands) drawn again.
        let shown = extent.intersection(LayerCompositor.visible(surface, clip))
        if let offscreen = kept, shown.intersection(needed) == shown {
            surface.composite(offscreen, alpha: 255, clip: clip)
        } else {
            try body(into: &surface, clip: clip, occluders: occluders, covers: covers)
        }
    }

    /// Steps 2–5. `background`: what hides the background, when the shadow
    /// has worked it out already (over an area holding both).
    private func drawBody(
        _ layer: RenderLayer, _ g: LayerGeometry, into surface: inout Surface,
        clip: CoverageMask?, alpha: Double, depth: Int, occluders: Occluders, covers: CoverTree,
        background: HiddenSpans?? = nil
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
        let area = g.shape.rect.enclosingPixels.intersection(visible)
        // What hides the border hides the background too, with the
        // sublayers' covers besides; without sublayers it is worked out once.
        var belowBorder: HiddenSpans??
        let borderWidth = layer.borderWidth * g.scale
        let hasBorder = borderWidth.isFinite && borderWidth > 0 && layer.borderColor.alpha > 0
        var borderDrawn = false
        if let bg = layer.backgroundColor, bg.alpha > 0 {
            let color = PremultipliedColor(bg, opacity: alpha)
            // The background lies under everything else the layer draws.
            let hidden = background ?? occluders.adding(covers.later).hidden(within: area)
            if covers.later.isEmpty { belowBorder = .some(hidden) }
            if clip == nil {
                outline = ShapeCoverage.prepare(.roundedRect(g.shape), clip: visible)
                // With nothing drawn between them, the border is filled in the background's pass.
                if let outline, hasBorder, layer.contents == nil, layer.text == nil, layer.sublayers.isEmpty,
                    let border = ShapeCoverage.border(inside: outline, inner: g.shape.inset(by: borderWidth))
                {
                    surface.fill(
                        outline, color: color, border: border,
                        borderColor: PremultipliedColor(layer.borderColor, opacity: alpha), scratch: context.raster,
                        hidden: hidden)
                    borderDrawn = true
                } else if let outline {
                    surface.fill(outline, color: color, scratch: context.raster, hidden: hidden)
                }
            } else {
                surface.fill(boundsMask(), color: color, clip: clip, hidden: hidden)
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
        for (i, sub) in layer.sublayers.enumerated() {
            try draw(
                sub, origin: g.origin, scale: g.scale, into: &surface, clip: contentClip, alpha: alpha, depth: depth + 1,
                occluders: occluders.adding(covers.after(i)), covers: i < covers.children.count ? covers.children[i] : .empty)
        }
        if hasBorder, !borderDrawn {
            let inner = g.shape.inset(by: borderWidth)
            let color = PremultipliedColor(layer.borderColor, opacity: alpha)
            let hidden = belowBorder ?? occluders.hidden(within: area)
            if let clip {
                surface.fill(
                    ShapeCoverage.mask(.ring(outer: g.shape, inner: inner), clip: visible), color: color, clip: clip,
                    hidden: hidden)
            } else if let ring = outline.flatMap({ ShapeCoverage.ring($0, inner: inner) })
                ?? ShapeCoverage.prepare(.ring(outer: g.shape, inner: inner), clip: visible)
            {
                surface.fill(ring, color: color, scratch: context.raster, hidden: hidden)
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
        guard let resizing = c.image.resizing else {
            surface.draw(
                image: c.image.canvas, dest: g.toDevice.apply(placed), contentsRect: cr,
                minification: c.minificationFilter, magnification: c.magnificationFilter,
                alpha: Blend.unit(alpha), clip: clip)
            return
        }
        for piece in NineSlice.pieces(size: size, resizing: resizing, in: placed, contentsRect: cr) {
            surface.draw(
                image: c.image.canvas, dest: g.toDevice.apply(piece.dest), contentsRect: piece.source,
                minification: c.minificationFilter, magnification: c.magnificationFilter,
                alpha: Blend.unit(alpha), clip: clip, clampsToSource: true)
        }
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
