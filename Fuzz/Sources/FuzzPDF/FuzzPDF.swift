import FuzzSupport
import LiveryRender

/// An image file read as a PDF (or, without its header, refused as neither
/// PNG nor PDF): poppler reads it and cairo draws its first page at 2×, within
/// limits small enough that each input stays quick. A decoded image has the
/// pixels its size needs.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let limits = RenderLimits(maxImageDimension: 512, maxImagePixels: 1 << 16)
    guard let image = try? ImageFile(bytes: FuzzDriver.bytes(data, size)).decode(renderScale: 2, limits: limits) else { return 0 }
    if image.canvas.pixels.count != image.canvas.width * image.canvas.height * 4 { fatalError("a decoded PDF's pixels do not fill it") }
    return 0
}

@_cdecl("FuzzPDF_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
