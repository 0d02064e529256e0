import FuzzImportSupport
import FuzzSupport

/// `livery import` on Swift appearance code: the input is one `.swift` file (ImportFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportFuzzing.run(FuzzDriver.bytes(data, size), fileExtension: "swift")
    return 0
}

@_cdecl("FuzzImportSwift_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
