import FuzzSupport
import Glibc
import LiveryRender

/// The renderer: the input describes a small layer tree (``LayerGenerator``),
/// rendered and encoded as `livery render` does. The canvas limits are small
/// so each input stays fast; every other limit is the default.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var generator = LayerGenerator(FuzzDriver.bytes(data, size))
    let (root, scale) = generator.scene()
    // To turn a crasher into a test: FUZZ_PRINT_SCENE=1 FuzzRender crash-…
    if getenv("FUZZ_PRINT_SCENE") != nil {
        print("scale \(scale)\n\(root)")
        fflush(nil)
    }
    guard let canvas = try? renderer.render(root, scale: scale) else { return 0 }
    if canvas.width > 0, canvas.height > 0, (try? PNGCodec.encode(canvas)) == nil {
        fatalError("a rendered canvas does not encode")
    }
    return 0
}

private let renderer = Renderer(
    limits: RenderLimits(
        maxCanvasDimension: 1024, maxCanvasPixels: 1 << 18,
        maxOffscreenBytes: 1 << 24))

@_cdecl("FuzzRender_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
