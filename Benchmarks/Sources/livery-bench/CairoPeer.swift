import CCairoPeer

/// Cairo drawing the render workload's geometry: rounded-rect fills and
/// strokes (inner borders), no shadows, no text.
enum CairoPeer {
    /// Draws the cards at `scale` into a fresh ARGB32 surface; returns a pixel
    /// checksum so the drawing is used.
    static func render(_ scene: CardScene, scale: Double) -> Int {
        let width = Int32(scene.width * scale), height = Int32(scene.height * scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return -1 }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return -1 }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.97)
        cairo_paint(cr)
        for card in scene.cards {
            roundedRect(cr, card.x, card.y, card.width, card.height, card.radius)
            cairo_set_source_rgba(cr, card.fill.0, card.fill.1, card.fill.2, 1)
            cairo_fill(cr)
            // An inner border: stroke the path inset by half the width.
            let w = card.borderWidth
            roundedRect(cr, card.x + w / 2, card.y + w / 2, card.width - w, card.height - w, max(card.radius - w / 2, 0))
            cairo_set_line_width(cr, w)
            cairo_set_source_rgba(cr, card.border.0, card.border.1, card.border.2, 1)
            cairo_stroke(cr)
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return -1 }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var sum = 0
        for y in Swift.stride(from: 0, to: Int(height), by: 97) { sum &+= Int(data[y * stride + y % stride]) }
        return sum
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
