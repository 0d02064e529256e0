import FuzzSupport
import LiveryRender

/// The PNG decoder, with the default limits: a decoded image is encoded and
/// decoded again, and must come back the same size.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let canvas = try? PNGCodec.decode(FuzzDriver.bytes(data, size)) else { return 0 }
    do {
        let again = try PNGCodec.decode(try PNGCodec.encode(canvas))
        if again.width != canvas.width || again.height != canvas.height { fatalError("round trip changed the size") }
    } catch {
        fatalError("a decoded image does not round-trip: \(error)")
    }
    return 0
}

@_cdecl("FuzzPNG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
