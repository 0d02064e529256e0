import Foundation
import FuzzSupport
import LiveryLanguageServer

/// The language server: the input is read as a session (``SessionPlan``),
/// a sequence of messages an editor could send, with fuzzed document text,
/// edits at fuzzed ranges and requests at fuzzed positions (negative and
/// past the protocol's range among them), framed and run through
/// `LanguageServer` in process. Every message must be answered or dropped,
/// never a trap, and the session must end at its `exit`.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var plan = SessionPlan(FuzzDriver.bytes(data, size), folder: Workspace.folder)
    var input = plan.bytes()
    let server = LanguageServer(
        readChunk: {
            let chunk = input
            input = []
            return chunk
        }, write: { _ in })
    _ = server.run()
    return 0
}

/// A workspace folder of this process's own, holding a stylesheet that
/// references and renames read from disk.
enum Workspace {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "livery-fuzz-lsp-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let sheet =
            "livery: 1\ncolors:\n  brand: \"#1E6FD9\"\nconstants:\n  radius: 8\nrules:\n  - { type: UIView, set: { tintColor: brand, layer.cornerRadius: $radius } }\n"
        FileManager.default.createFile(atPath: path + "/Disk.style.yaml", contents: Data(sheet.utf8))
        return path
    }()
}

@_cdecl("FuzzLanguageServer_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
