/// Where a layer's subtree paints whole pixels opaquely onto the surface it
/// is drawn on: the interior of each opaque background drawn at full alpha,
/// not inside a group, cut to its ancestors' clipping bounds. Built once per
/// surface, in the compositor's own order, and handed down with the layers.
struct CoverTree {
    /// The layer's own background.
    var own: [PixelRect] = []
    /// The sublayers' trees, in drawing order.
    var children: [CoverTree] = []
    /// The sublayers' covers, last sublayer first: `later[..<marks[i]]` are
    /// those drawn after sublayer `i`, and all of it is drawn after the
    /// layer's background.
    var later: [PixelRect] = []
    var marks: [Int] = []

    static let empty = CoverTree()

    private init() {}

    /// The covers above sublayer `i`.
    func after(_ i: Int) -> ArraySlice<PixelRect> {
        i < marks.count ? later[..<marks[i]] : []
    }

    /// The tree of a layer drawn straight onto the surface (not as a group)
    /// at `alpha`, within the clipping rects `clip` (nil: unclipped).
    init(_ layer: RenderLayer, _ g: LayerGeometry, alpha: Double, clip: [PixelRect]?) {
        guard alpha >= 1 else { return }
        if let bg = layer.backgroundColor, bg.alpha == 255 {
            own = CoverTree.cut(CoverTree.opaqueInterior(g.shape), by: clip)
        }
        var inner = clip
        if layer.masksToBounds || layer.contentMasksToBounds {
            inner = CoverTree.cut(CoverTree.opaqueInterior(g.shape), by: clip)
        }
        children = layer.sublayers.map { CoverTree(sublayer: $0, parent: g, alpha: alpha, clip: inner) }
        marks = [Int](repeating: 0, count: children.count)
        for i in children.indices.reversed() {
            marks[i] = later.count
            later += children[i].own
            later += children[i].later
        }
    }

    /// A sublayer's tree: empty unless it is drawn straight onto the surface at full alpha.
    private init(sublayer layer: RenderLayer, parent: LayerGeometry, alpha: Double, clip: [PixelRect]?) {
        let opacity = LayerCompositor.unit(layer.opacity)
        guard !layer.isHidden, alpha * opacity >= 1, !LayerCompositor.needsGroup(layer, opacity: opacity),
            let g = LayerGeometry(layer, origin: parent.origin, scale: parent.scale)
        else {
            self.init()
            return
        }
        self.init(layer, g, alpha: alpha * opacity, clip: clip)
    }

    /// The whole pixels inside a rounded rect's straight cross (its two
    /// bands), which its fill covers completely.
    static func opaqueInterior(_ s: RoundedRect) -> [PixelRect] {
        let e = max(s.extent(.minXMinY), s.extent(.minXMaxY), s.extent(.maxXMinY), s.extent(.maxXMaxY))
        func inner(_ r: DeviceRect) -> PixelRect {
            guard r.isFinite, !r.isEmpty else { return .empty }
            return PixelRect(
                x0: PixelRect.clampedInt(r.minX.rounded(.up)), y0: PixelRect.clampedInt(r.minY.rounded(.up)),
                x1: PixelRect.clampedInt(r.maxX.rounded(.down)), y1: PixelRect.clampedInt(r.maxY.rounded(.down)))
        }
        return [inner(s.rect.insetBy(dx: e, dy: 0)), inner(s.rect.insetBy(dx: 0, dy: e))].filter { !$0.isEmpty }
    }

    /// `rects` ∩ the union of `clip`, as at most four rects (the largest:
    /// dropping a cover only means drawing a few pixels that will not show).
    private static func cut(_ rects: [PixelRect], by clip: [PixelRect]?) -> [PixelRect] {
        guard let clip else { return rects }
        let pieces = rects.flatMap { r in clip.map { r.intersection($0) } }.filter { !$0.isEmpty }
        return pieces.count <= 4 ? pieces : Array(pieces.sorted { $0.area > $1.area }.prefix(4))
    }
}
