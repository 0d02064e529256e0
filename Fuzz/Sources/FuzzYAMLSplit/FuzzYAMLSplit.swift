import FuzzSupport
import LiveryYAML

/// The two-core read of a long stylesheet, differentially: the input is read
/// whole and read split in its `rules:` list (at any size), and the two must
/// give the same node, marks included, or the same error. Traps otherwise.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.bytes(data, size)
    let whole = Result { () throws(YAMLError) in try YAMLReader.parse(bytes) }
    let split = Result { () throws(YAMLError) in try YAMLReader.parse(bytes, splittingAt: "rules", splitMinimumBytes: 0) }
    switch (whole, split) {
    case (.success(let a), .success(let b)) where a.isSameTree(as: b): return 0
    case (.failure(let a), .failure(let b)) where a == b: return 0
    default: fatalError("read in halves, the input gives \(split); read whole, \(whole)")
    }
}

@_cdecl("FuzzYAMLSplit_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
