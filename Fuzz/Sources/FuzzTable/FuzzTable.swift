import FuzzSupport
import Livery

/// The compiled table reader: the input is a `.liverytable` file. Whatever
/// reads must survive writing and reading again unchanged, and must style a
/// small tree; anything else must be a thrown error, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.bytes(data, size)
    guard let table = try? InvocationTable(compiled: bytes, relativeTo: "/tables") else { return 0 }
    guard let again = try? InvocationTable(compiled: table.compiled(relativeTo: "/tables"), relativeTo: "/tables"),
        again.rules == table.rules, again.invocations == table.invocations, again.files == table.files,
        again.registry.names == table.registry.names
    else {
        fatalError("a table that reads must read back the same after writing")
    }
    let resolver = Resolver(table: table)
    FuzzDriver.checkOutput(of: resolver.resolve(FuzzDriver.sampleTree, traits: TraitCollection()))
    _ = resolver.explain(.path("1"), in: FuzzDriver.sampleTree)?.report()
    _ = table.traitDependencies
    return 0
}

@_cdecl("FuzzTable_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
