import Foundation
import FuzzSupport
import Livery

/// The reader beneath `livery serve`'s folder (`ReadableRoot.read`): the
/// input is a request path, relative to the folder or absolute, over a
/// fixture holding links that stay inside, links that lead out (relative,
/// absolute, through a linked folder), a loop and an outside file. Whatever
/// it reads must be one of the inside files; everything else must be a
/// thrown error.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzDriver.bytes(data, size), as: UTF8.self)
    let fixture = Fixture.shared
    for path in [fixture.root.path + "/" + text, text] {
        guard let bytes = try? fixture.root.read(path, maxBytes: 1 << 10) else { continue }
        guard String(decoding: bytes, as: UTF8.self).hasPrefix("INSIDE:") else {
            fatalError("read a file outside the folder through '\(text)'")
        }
    }
    return 0
}

/// The folder and its neighbour, made once per process.
final class Fixture: Sendable {
    static let shared = Fixture()
    let root: ReadableRoot

    private init() {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("livery-fuzz-beneath-\(getpid())").path
        let manager = FileManager.default
        try? manager.removeItem(atPath: base)
        try? manager.createDirectory(atPath: base + "/served/sub/deep", withIntermediateDirectories: true)
        try? manager.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        let files = [
            "served/a.txt": "INSIDE:a", "served/sub/b.txt": "INSIDE:b", "served/sub/deep/c.txt": "INSIDE:c",
            "outside/secret.txt": "OUTSIDE",
        ]
        for (path, text) in files { manager.createFile(atPath: base + "/" + path, contents: Data(text.utf8)) }
        let links = [
            "served/sub/in-rel": "../a.txt", "served/sub/in-abs": base + "/served/a.txt", "served/dirlink": "sub",
            "served/sub/loop": "loop", "served/out-rel": "../outside/secret.txt", "served/out-abs": base + "/outside/secret.txt",
            "served/sub/out-dir": "../../outside", "served/sub/deep/up": "../..", "served/sub/deep/way-up": "../../..",
            "served/root": "/", "served/dot": ".",
        ]
        for (link, target) in links { try? manager.createSymbolicLink(atPath: base + "/" + link, withDestinationPath: target) }
        root = ReadableRoot(base + "/served")
    }
}

@_cdecl("FuzzReadBeneath_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
