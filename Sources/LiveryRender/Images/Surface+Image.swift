import LiveryCore

extension Surface {
    /// Source-over of an image stretched over `dest` (device pixels, fractional
    /// edges anti-aliased by their area), showing the `contentsRect` part of it
    /// (unit coordinates, edge pixels extend beyond the image), scaled by
    /// `alpha` (0…255) and `clip`. With `clampsToSource`, samples come from the part shown alone.
    mutating func draw(
        image: Canvas, dest: DeviceRect, contentsRect: Rect = LayerAppearance.view.contentsRect,
        minification: SamplingFilter = LayerAppearance.view.minificationFilter,
        magnification: SamplingFilter = LayerAppearance.view.magnificationFilter,
        alpha: UInt32, clip: CoverageMask?, clampsToSource: Bool = false
    ) {
        guard image.width > 0, image.height > 0, dest.isFinite, !dest.isEmpty, alpha > 0,
            contentsRect.width > 0, contentsRect.height > 0,
            contentsRect.x.isFinite, contentsRect.y.isFinite, contentsRect.width.isFinite, contentsRect.height.isFinite
        else { return }
        var region = dest.enclosingPixels.intersection(rect)
        if let clip { region = region.intersection(clip.rect) }
        guard !region.isEmpty else { return }
        let sampler = ImageSampler(
            image: image, dest: dest, contentsRect: contentsRect, region: region,
            minification: minification, magnification: magnification, clampsToSource: clampsToSource)
        // Area of each destination pixel inside `dest`, per column and per row.
        func overlap(_ p: Int, _ lo: Double, _ hi: Double) -> Float {
            Float(max(0, min(Double(p + 1), hi) - max(Double(p), lo)))
        }
        let colCover = (region.x0..<region.x1).map { overlap($0, dest.minX, dest.maxX) }
        let rowCover = (region.y0..<region.y1).map { overlap($0, dest.minY, dest.maxY) }
        let a = Float(alpha) / 255
        let cw = canvas.width
        let clipW = clip?.rect.width ?? 0
        let clipData = clip?.data ?? []
        let level0 = sampler.levels[0].image.pixels
        let level1 = sampler.levels.count > 1 ? sampler.levels[1].image.pixels : []
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            level0.withUnsafeBufferPointer { l0 in
                level1.withUnsafeBufferPointer { l1 in
                    clipData.withUnsafeBufferPointer { cp in
                        let sources = [l0, l1]
                        for ri in 0..<region.height {
                            let y = region.y0 + ri
                            let rowK = rowCover[ri] * a
                            let pi = ((y - rect.y0) * cw + (region.x0 - rect.x0)) * 4
                            let ci = clip.map { (y - $0.rect.y0) * clipW + (region.x0 - $0.rect.x0) } ?? 0
                            for i in 0..<region.width {
                                var k = rowK * colCover[i]
                                if clip != nil { k *= Float(cp[ci + i]) / 255 }
                                if k <= 0 { continue }
                                let s = sampler.sample(i, ri, sources) * k
                                let sa = s[3]
                                if sa <= 0 { continue }
                                let p = pi + i * 4
                                let inv = 1 - sa / 255
                                for c in 0..<4 {
                                    let v = s[c] + Float(px[p + c]) * inv
                                    px[p + c] = UInt8(min(255, v + 0.5))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
