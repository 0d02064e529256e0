import CLibPNG
import CPNGWriter

/// PNG in and out through libpng's simplified API (`png_image_*`), and its
/// write API for fast encodes (``CPNGWriter``): libpng reports errors with
/// longjmp, and the simplified entry points catch it inside libpng
/// (png_safe_execute), the fast writer in its own C, each returning 0 with a
/// message, so no jump ever crosses a Swift frame.
public enum PNGCodec {
    /// PNG_FORMAT_RGBA, a macro expression Swift does not import.
    private static let rgba = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// Decodes to premultiplied RGBA8. Width and height are read from the header
    /// and checked against `limits` before any pixel memory is allocated; a
    /// truncated or corrupt file is an error, never a partial image.
    public static func decode(_ bytes: [UInt8], limits: RenderLimits = .default) throws -> Canvas {
        guard !bytes.isEmpty else { throw RenderError.invalidImage("empty file") }
        _ = try PNGStructure.check(bytes)
        return try bytes.withUnsafeBytes { raw -> Canvas in
            // libpng reads from `raw` until finish_read, so both calls stay inside this closure.
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                defer { png_image_free(&image) }
                throw RenderError.invalidImage(message(of: image))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            // Both sides come from 32-bit header fields, so the product cannot overflow.
            guard width > 0, height > 0, width <= limits.maxImageDimension, height <= limits.maxImageDimension,
                width * height <= limits.maxImagePixels
            else {
                png_image_free(&image)
                throw RenderError.imageTooLarge(
                    width: width, height: height, maxDimension: limits.maxImageDimension,
                    maxPixels: limits.maxImagePixels)
            }
            image.format = rgba
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let ok = pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
            }
            guard ok != 0 else {
                // finish_read has already released libpng's state on failure.
                throw RenderError.invalidImage(message(of: image))
            }
            premultiply(&pixels)
            return Canvas(width: width, height: height, checkedPixels: pixels)
        }
    }

    /// Canvases larger than this are always written fast: libpng's full
    /// filter search and deflate take seconds on a noisy canvas near the
    /// size limit (16 Mi pixels, a 4096×4096 canvas).
    public static let fastEncodingPixels = 16 << 20

    /// Encodes as 8-bit RGBA PNG with straight (un-premultiplied) alpha.
    /// `fast` trades size for speed (the Up filter and zlib's run-length
    /// strategy at level 1, ``CPNGWriter``: several times faster than
    /// libpng's own fast setting on a noisy canvas, and smaller on flat
    /// ones), for images made to be seen at once and thrown away, as
    /// `livery serve` makes them, and for every canvas over
    /// ``fastEncodingPixels``: the pixels are the same, the file larger.
    public static func encode(_ canvas: Canvas, fast: Bool = false) throws -> [UInt8] {
        let fast = fast || canvas.width * canvas.height > fastEncodingPixels
        guard canvas.width > 0, canvas.height > 0 else {
            throw RenderError.encodingFailed("a PNG needs at least one pixel, the canvas is \(canvas.width)×\(canvas.height)")
        }
        var straight = canvas.pixels
        unpremultiply(&straight)
        let bound = maxEncodedSize(width: canvas.width, height: canvas.height)
        if fast {
            var message = [CChar](repeating: 0, count: 256)
            var written = false
            let encoded = straight.withUnsafeBufferPointer { src in
                // Written straight into the array that is returned: no second copy of a large image's bytes.
                [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                    var size = 0
                    written =
                        livery_png_write_fast(
                            src.baseAddress, UInt32(canvas.width), UInt32(canvas.height), buffer.baseAddress, bound, &size, &message) != 0
                    count = written ? size : 0
                }
            }
            guard written else {
                throw RenderError.encodingFailed(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            return encoded
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(canvas.width)
        image.height = png_uint_32(canvas.height)
        image.format = rgba
        let stride = png_int_32(canvas.width * 4)
        // One compression pass into a buffer of the worst-case size (asking
        // libpng for the size first would compress the image twice). Should
        // zlib ever exceed the bound, libpng reports the size it needs.
        var capacity = png_alloc_size_t(bound)
        return try straight.withUnsafeBytes { src -> [UInt8] in
            for _ in 0..<2 {
                // Written straight into the array that is returned: no second copy of a large image's bytes.
                var size = capacity
                var written = false
                let encoded = [UInt8](unsafeUninitializedCapacity: Int(capacity)) { buffer, count in
                    written = png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, src.baseAddress, stride, nil) != 0
                    count = written ? Int(size) : 0
                }
                if written { return encoded }
                guard size > capacity else { break }
                capacity = size
            }
            throw RenderError.encodingFailed(message(of: image))
        }
    }

    /// libpng's PNG_IMAGE_PNG_SIZE_MAX for 8-bit RGBA (a macro Swift does not
    /// import): zlib's deflate bound of the filtered rows plus the chunks around them.
    static func maxEncodedSize(width: Int, height: Int) -> Int {
        let raw = height * (width * 4 + 1)
        let deflated = raw + (raw + 7) / 8 + (raw + 63) / 64 + 11
        return deflated + 12 * (deflated / 8192 + 1) + 256
    }

    private static func message(of image: png_image) -> String {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "unknown libpng error" : text
    }

    static func premultiply(_ p: inout [UInt8]) {
        p.withUnsafeMutableBufferPointer { px in
            var i = 0
            while i < px.count {
                let a = UInt32(px[i + 3])
                if a != 255 {
                    px[i] = UInt8(truncatingIfNeeded: Blend.div255(UInt32(px[i]) * a))
                    px[i + 1] = UInt8(truncatingIfNeeded: Blend.div255(UInt32(px[i + 1]) * a))
                    px[i + 2] = UInt8(truncatingIfNeeded: Blend.div255(UInt32(px[i + 2]) * a))
                }
                i += 4
            }
        }
    }

    /// c·255/a rounded; fully transparent pixels become 0,0,0,0.
    static func unpremultiply(_ p: inout [UInt8]) {
        p.withUnsafeMutableBufferPointer { px in
            var i = 0
            while i < px.count {
                let a = UInt32(px[i + 3])
                if a == 0 {
                    px[i] = 0
                    px[i + 1] = 0
                    px[i + 2] = 0
                } else if a != 255 {
                    for c in 0..<3 { px[i + c] = UInt8(min(255, (UInt32(px[i + c]) * 255 + a / 2) / a)) }
                }
                i += 4
            }
        }
    }
}
