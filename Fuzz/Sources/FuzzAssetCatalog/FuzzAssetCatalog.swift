import Foundation
import FuzzSupport
import Livery

/// Asset catalogs: the input is a colour set's `Contents.json`, in a catalog
/// a stylesheet imports and uses. Compiling must end in a table or
/// diagnostics, never a trap, and a table must style a small tree.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.bytes(data, size)
    guard FileManager.default.createFile(atPath: CatalogFiles.contents, contents: Data(bytes)) else { return 0 }
    let (table, diagnostics) = StylesheetCompiler.compile(source: CatalogFiles.stylesheet, path: CatalogFiles.folder + "/c.style.yaml")
    for diagnostic in diagnostics { _ = diagnostic.description }
    if let table {
        FuzzDriver.checkOutput(of: Resolver(table: table).resolve(FuzzDriver.sampleTree, traits: TraitCollection()))
    }
    return 0
}

/// Where the input is written: a catalog of this process's own.
enum CatalogFiles {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "livery-fuzz-catalog-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path + "/Assets.xcassets/Ink.colorset", withIntermediateDirectories: true)
        return path
    }()
    static let contents = folder + "/Assets.xcassets/Ink.colorset/Contents.json"
    static let stylesheet = """
        livery: 1
        imports: [Assets.xcassets]
        rules:
          - type: UILabel
            set: { textColor: Ink, layer.borderColor: Ink }
        """
}

@_cdecl("FuzzAssetCatalog_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
