import FuzzImportSupport
import FuzzSupport

/// `livery import` on Objective-C appearance code: the input is one `.m` file (ImportFuzzing).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImportFuzzing.run(FuzzDriver.bytes(data, size), fileExtension: "m")
    return 0
}

@_cdecl("FuzzImportObjC_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
