/// A walk over a PNG's chunks before libpng decodes it: the header's size,
/// and a check that the compressed image data is no longer than any encoder
/// needs for that size. libpng's simplified reader inflates every IDAT byte
/// to the end of the file, so an 8×8 image whose IDAT inflates 16 GiB of
/// zeros would otherwise cost a minute of work for 256 bytes of pixels.
enum PNGStructure {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The image's width and height, after checking the chunk layout and
    /// the IDAT bound; throws `invalidImage` on anything else.
    static func check(_ bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int) {
        guard bytes.count >= 8 + 25, Array(bytes[0..<8]) == signature else {
            throw .invalidImage("not a PNG file")
        }
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        guard u32(8) == 13, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw .invalidImage("the first chunk is not the image header")
        }
        let width = u32(16)
        let height = u32(20)
        let bitDepth = Int(bytes[24])
        let channels: Int
        switch bytes[25] {
        case 0, 3: channels = 1
        case 4: channels = 2
        case 2: channels = 3
        case 6: channels = 4
        default: throw .invalidImage("unknown PNG colour type \(bytes[25])")
        }
        // Each row is a filter byte and its samples; Adam7 interlacing at most
        // doubles that with its seven passes' extra rows and filter bytes.
        let rowBytes = (width * channels * max(1, bitDepth) + 7) / 8 + 1
        let interlaced = bytes[28] != 0
        let (raw, overflow) = (height + 7).multipliedReportingOverflow(by: rowBytes * (interlaced ? 2 : 1))
        // Deflate never needs more than the stored form: 5 bytes per 65,535-byte
        // block, plus zlib's 6. A header too large for the sum is refused later
        // by the image size limits; here it only means no bound.
        let maxCompressed = overflow || raw > Int.max / 2 ? Int.max : raw + (raw / 65_535 + 1) * 5 + 6 + 1_024

        var offset = 8
        var compressed = 0
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = bytes[(offset + 4)..<(offset + 8)]
            guard length <= bytes.count - offset - 12 else { throw .invalidImage("a chunk runs past the end of the file") }
            if type.elementsEqual("IDAT".utf8) {
                compressed += length
                if compressed > maxCompressed {
                    throw .invalidImage(
                        "the compressed image data (over \(maxCompressed) bytes) is longer than a \(width)×\(height) image needs")
                }
            }
            if type.elementsEqual("IEND".utf8) { break }
            offset += 12 + length
        }
        return (width, height)
    }
}
