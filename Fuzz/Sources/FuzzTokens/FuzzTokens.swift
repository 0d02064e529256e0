import Foundation
import FuzzSupport
import Livery

/// Design-token files: the input is a `.tokens.json` file, imported twice by
/// a stylesheet (as the base and as a dark mode) that uses names tokens
/// commonly have. Compiling must end in a table or diagnostics, never a
/// trap, and a table must style a small tree.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.bytes(data, size)
    guard FileManager.default.createFile(atPath: TokenFiles.tokens, contents: Data(bytes)) else { return 0 }
    let (table, diagnostics) = StylesheetCompiler.compile(source: TokenFiles.stylesheet, path: TokenFiles.folder + "/t.style.yaml")
    for diagnostic in diagnostics { _ = diagnostic.description }
    if let table {
        FuzzDriver.checkOutput(of: Resolver(table: table).resolve(FuzzDriver.sampleTree, traits: TraitCollection()))
    }
    return 0
}

/// Where the input is written: a folder of this process's own.
enum TokenFiles {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "livery-fuzz-tokens-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
    static let tokens = folder + "/input.tokens.json"
    static let stylesheet = """
        livery: 1
        imports:
          - input.tokens.json
          - { tokens: input.tokens.json, when: { userInterfaceStyle: dark } }
        rules:
          - type: UIView
            set: { backgroundColor: color.brand, layer.cornerRadius: $radius.md, layer.shadow: $shadow.card }
          - type: UILabel
            set: { font: $font.body, textColor: color.text }
        """
}

@_cdecl("FuzzTokens_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
