import CPoppler
import Foundation
import LiveryCore

/// A PDF image (an image set's vector PDF, or a `.pdf` file named directly),
/// drawn as Xcode rasterizes it at build time: the first page, one PDF unit
/// (1/72 inch) to a point at the set's scale, drawn at the render's scale.
/// Poppler reads the file and cairo draws the page; neither's types leave
/// this file.
enum PDFImage {
    /// Largest PDF read, in bytes. A PDF's drawing work grows with what its
    /// streams inflate to, which nothing bounds before poppler draws them;
    /// image-set PDFs are icons (the 794 of the apps measured in
    /// Docs/Import.md: median 4 KiB, largest 1.3 MiB).
    static let maxFileBytes = 4 << 20

    /// Largest side of a page, in PDF units: the 200 inches the PDF
    /// specification allows (ISO 32000-1, Annex C).
    static let maxPageSide = 14_400.0

    /// Whether `bytes` are a PDF: `%PDF-` within the first 1,024 bytes, where readers look for it.
    static func isPDF(_ bytes: [UInt8]) -> Bool {
        let marker = Array("%PDF-".utf8)
        let window = bytes.prefix(1_024)
        guard window.count >= marker.count else { return false }
        return (0...(window.count - marker.count)).contains { start in
            window[start..<(start + marker.count)].elementsEqual(marker)
        }
    }

    /// The first page's size in PDF units, which Xcode takes as points at 1x.
    static func pageSize(_ bytes: [UInt8]) throws(RenderError) -> Size {
        try withFirstPage(bytes) { _, size in size }
    }

    /// The pixels a page of `size` units takes at `pixelsPerUnit`, rounded up to whole pixels and checked
    /// against `limits` before any pixel memory is taken.
    static func pixels(of size: Size, pixelsPerUnit: Double, limits: RenderLimits) throws(RenderError) -> (width: Int, height: Int) {
        let (w, h) = ((size.width * pixelsPerUnit).rounded(.up), (size.height * pixelsPerUnit).rounded(.up))
        let side = Double(limits.maxImageDimension)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= side, h <= side, w * h <= Double(limits.maxImagePixels) else {
            // As told in the error: a side past any limit (a scale of 0 makes it infinite) as a billion.
            func told(_ pixels: Double) -> Int { pixels.isFinite ? Int(max(0, min(pixels, 1e9))) : 1_000_000_000 }
            throw .imageTooLarge(
                width: told(w), height: told(h), maxDimension: limits.maxImageDimension, maxPixels: limits.maxImagePixels)
        }
        return (Int(w), Int(h))
    }

    /// The first page drawn at `pixelsPerUnit`, premultiplied RGBA8, read and drawn in one opening of the file.
    static func rasterize(_ bytes: [UInt8], pixelsPerUnit: Double, limits: RenderLimits) throws(RenderError) -> Canvas {
        try withFirstPage(bytes) { page, size throws(RenderError) -> Canvas in
            let (width, height) = try pixels(of: size, pixelsPerUnit: pixelsPerUnit, limits: limits)
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
                throw .invalidImage("cairo could not make a \(width)×\(height) surface")
            }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
                throw .invalidImage("cairo could not make a \(width)×\(height) surface")
            }
            cairo_scale(context, Double(width) / size.width, Double(height) / size.height)
            poppler_page_render(page, context)
            cairo_destroy(context)
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else {
                throw .invalidImage("cairo kept no pixels for the page")
            }
            let stride = Int(cairo_image_surface_get_stride(surface))
            // Cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel.
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let i = (y * width + x) * 4
                    pixels[i] = UInt8(truncatingIfNeeded: word >> 16)
                    pixels[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    pixels[i + 2] = UInt8(truncatingIfNeeded: word)
                    pixels[i + 3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
            return Canvas(width: width, height: height, checkedPixels: pixels)
        }
    }

    /// Poppler sets up its global state on a document's first use, and not
    /// under a lock: one PDF is read at a time (a render reads each file once).
    private static let lock = NSLock()

    /// Opens `bytes`, checks the first page's size and hands the page to `body`.
    private static func withFirstPage<T>(
        _ bytes: [UInt8], _ body: (OpaquePointer, Size) throws(RenderError) -> T
    ) throws(RenderError) -> T {
        guard bytes.count <= maxFileBytes else {
            throw .invalidImage("a PDF of \(bytes.count) bytes, over the \(maxFileBytes) a PDF image may have")
        }
        guard isPDF(bytes) else { throw .invalidImage("not a PDF file") }
        lock.lock()
        defer { lock.unlock() }
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "poppler could not read it"
            if let error { g_error_free(error) }
            throw .invalidImage("not a readable PDF: \(message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw .invalidImage("a PDF with no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= maxPageSide, height <= maxPageSide else {
            throw .invalidImage("a PDF page of \(width)×\(height) units; a page is from 0 to \(Int(maxPageSide)) units a side")
        }
        return try body(page, Size(width: width, height: height))
    }
}
