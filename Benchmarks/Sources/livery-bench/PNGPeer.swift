import CPNGPeer

/// libpng with its default settings, through its simplified write API.
enum PNGPeer {
    /// Encodes straight-alpha RGBA8 pixels; returns the PNG's size in bytes.
    static func encode(rgba: [UInt8], width: Int, height: Int) -> Int {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_RGBA)
        var size: png_alloc_size_t = 0
        let ok = rgba.withUnsafeBytes { raw in
            png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, Int32(width * 4), nil)
        }
        guard ok != 0 else { return -1 }
        var out = [UInt8](repeating: 0, count: Int(size))
        let written = out.withUnsafeMutableBytes { raw in
            rgba.withUnsafeBytes { src in
                png_image_write_to_memory(&image, raw.baseAddress, &size, 0, src.baseAddress, Int32(width * 4), nil)
            }
        }
        png_image_free(&image)
        return written != 0 ? Int(size) : -1
    }
}
