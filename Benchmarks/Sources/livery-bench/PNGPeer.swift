import CPNGPeer

/// libpng with its default settings, through its simplified write API, used
/// the fast way: one compression pass into a buffer of the worst-case size.
enum PNGPeer {
    /// Encodes straight-alpha RGBA8 pixels; returns the PNG's size in bytes.
    static func encode(rgba: [UInt8], width: Int, height: Int) -> Int {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // libpng's PNG_IMAGE_PNG_SIZE_MAX, which Swift does not import: zlib's
        // deflate bound of the filtered rows plus the chunk overhead.
        let raw = height * (width * 4 + 1)
        let deflated = raw + (raw + 7) / 8 + (raw + 63) / 64 + 11
        var capacity = png_alloc_size_t(deflated + 12 * (deflated / 8192 + 1) + 256)
        for _ in 0..<2 {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(capacity), alignment: 16)
            defer { buffer.deallocate() }
            var size = capacity
            let ok = rgba.withUnsafeBytes { src in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, src.baseAddress, Int32(width * 4), nil)
            }
            if ok != 0 {
                png_image_free(&image)
                return Array(UnsafeRawBufferPointer(rebasing: buffer[..<Int(size)])).count
            }
            guard size > capacity else { break }
            capacity = size
        }
        png_image_free(&image)
        return -1
    }
}
