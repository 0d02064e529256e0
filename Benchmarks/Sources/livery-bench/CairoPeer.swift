import CCairoPeer

/// Cairo drawing the render workload's geometry: rounded-rect fills and
/// strokes (inner borders), no shadows, no text.
enum CairoPeer {
    /// Draws the cards at `scale` into a fresh ARGB32 surface and hands its
    /// premultiplied pixels (B, G, R, A bytes on little-endian) to `read`.
    static func render<T>(_ scene: CardScene, scale: Double, read: (UnsafeBufferPointer<UInt8>, _ stride: Int) -> T) -> T? {
        let width = Int32(scene.width * scale)
        let height = Int32(scene.height * scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        setColor(cr, scene.background)
        cairo_paint(cr)
        for card in scene.cards {
            roundedRect(cr, card.x, card.y, card.width, card.height, card.radius)
            setColor(cr, card.fill)
            cairo_fill(cr)
            // An inner border: stroke the path inset by half the width.
            let w = card.borderWidth
            roundedRect(cr, card.x + w / 2, card.y + w / 2, card.width - w, card.height - w, max(card.radius - w / 2, 0))
            cairo_set_line_width(cr, w)
            setColor(cr, card.border)
            cairo_stroke(cr)
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return read(UnsafeBufferPointer(start: data, count: stride * Int(height)), stride)
    }

    private static func setColor(_ cr: OpaquePointer, _ c: (UInt8, UInt8, UInt8)) {
        cairo_set_source_rgb(cr, Double(c.0) / 255, Double(c.1) / 255, Double(c.2) / 255)
    }

    private static func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        let r = min(r, min(w, h) / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
