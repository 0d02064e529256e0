import Foundation
import Testing
@testable import Livery
@testable import LiveryPreview

/// What `livery serve` may read: paths resolve inside its folder or not at
/// all, symbolic links included; and how its requests are read.
@Suite struct PreviewFolderTests {
    let work = scratchFolder("livery-preview", with: "served/sub")
    let clock = FileClock()

    /// Writes a file and gives it the clock's next modification time, so
    /// two saves never share a stamp however quickly they follow.
    func write(_ relative: String, _ text: String = "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n") {
        let path = work + "/" + relative
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        do {
            try FileManager.default.setAttributes([.modificationDate: clock.next()], ofItemAtPath: path)
        } catch {
            Issue.record("\(relative) keeps the time it was written: \(error)")
        }
    }

    /// Modification times a second apart, on the tests' own clock rather
    /// than the file system's, whose ticks two quick saves can share.
    final class FileClock: @unchecked Sendable {
        private let lock = NSLock()
        private var seconds: TimeInterval = 1_000_000_000

        func next() -> Date {
            lock.withLock {
                seconds += 1
                return Date(timeIntervalSince1970: seconds)
            }
        }
    }

    @Test func pathsResolveOnlyInsideTheFolder() throws {
        write("served/A.tree.yaml")
        write("served/sub/B.tree.yaml")
        write("outside.tree.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: work + "/served/Link.tree.yaml", withDestinationPath: work + "/outside.tree.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: work + "/served/Inner.tree.yaml", withDestinationPath: work + "/served/A.tree.yaml")
        let folder = PreviewFolder(work + "/served")
        #expect(folder.resolve("A.tree.yaml") != nil)
        #expect(folder.resolve("sub/B.tree.yaml") != nil)
        #expect(folder.resolve("Inner.tree.yaml") != nil)
        for hostile in [
            "../outside.tree.yaml", "sub/../../outside.tree.yaml", "sub/../A.tree.yaml", "./A.tree.yaml", work + "/outside.tree.yaml",
            "Link.tree.yaml", "sub", "", "A.tree.yaml\0x", "sub\\..\\..\\outside.tree.yaml", "Missing.tree.yaml",
        ] {
            #expect(folder.resolve(hostile) == nil, "\(hostile)")
        }
        // The listing has the trees inside, not the link out.
        let trees = PreviewFolder.trees(in: folder.scan().keys, folder: folder)
        #expect(trees == ["A.tree.yaml", "Inner.tree.yaml", "sub/B.tree.yaml"])
    }

    /// What previews draw is watched: stylesheets, trees, catalogs' JSON and their PNG and PDF images, nothing else.
    @Test func imagesPreviewsDrawAreWatched() throws {
        try FileManager.default.createDirectory(atPath: work + "/served/Assets.xcassets/Arrow.imageset", withIntermediateDirectories: true)
        for name in ["A.style.yaml", "Assets.xcassets/Arrow.imageset/Contents.json", "Assets.xcassets/Arrow.imageset/arrow.pdf", "logo.png", "notes.txt", "photo.heic"] {
            write("served/" + name)
        }
        let watched = PreviewFolder(work + "/served").scan().keys.map { ($0 as NSString).lastPathComponent }.sorted()
        #expect(watched == ["A.style.yaml", "Contents.json", "arrow.pdf", "logo.png"])
    }

    @Test func aTreesStylesheetIsItsKeyOrItsSibling() throws {
        write("served/A.tree.yaml")
        write("served/A.style.yaml", "livery: 1\n")
        write("served/sub/B.tree.yaml", "livery-tree: 1\nstylesheet: ../A.style.yaml\nroot: { type: UIView }\n")
        write("served/sub/C.tree.yaml", "livery-tree: 1\nstylesheet: ../../Out.style.yaml\nroot: { type: UIView }\n")
        write("Out.style.yaml", "livery: 1\n")
        let folder = PreviewFolder(work + "/served")
        let root = folder.root.path
        #expect(folder.stylesheet(forTree: root + "/A.tree.yaml") == root + "/A.style.yaml")
        #expect(folder.stylesheet(forTree: root + "/sub/B.tree.yaml").map(ReadableRoot.canonical) == root + "/A.style.yaml")
        #expect(folder.stylesheet(forTree: root + "/sub/C.tree.yaml") == nil)
        #expect(folder.namedStylesheet("A", among: [root + "/A.style.yaml"]) == root + "/A.style.yaml")
        for hostile in ["../A", "A/..", "", "A.style"] {
            #expect(folder.namedStylesheet(hostile, among: [root + "/A.style.yaml"]) == nil)
        }
    }

    /// A click lands on the deepest view under it, later siblings first.
    @Test func hitTestingFindsTheTopmostDeepestView() {
        let root = ViewNode(
            type: "UIView", frame: Rect(x: 50, y: 50, width: 100, height: 100),
            children: [
                ViewNode(
                    type: "UIView", frame: Rect(x: 10, y: 10, width: 50, height: 50),
                    children: [ViewNode(type: "UIView", frame: Rect(x: 5, y: 5, width: 10, height: 10))]),
                ViewNode(type: "UIView", frame: Rect(x: 40, y: 40, width: 50, height: 50)),
            ])
        #expect(ViewHitTest.path(at: Point(x: 17, y: 17), in: root) == "0.0")
        #expect(ViewHitTest.path(at: Point(x: 45, y: 45), in: root) == "1")
        #expect(ViewHitTest.path(at: Point(x: 12, y: 30), in: root) == "0")
        #expect(ViewHitTest.path(at: Point(x: 95, y: 5), in: root) == "")
    }

    @Test func aSavedFileIsNoticedAndNamesTheTreesThatReadIt() async throws {
        write("served/A.tree.yaml")
        write("served/A.style.yaml", "livery: 1\n")
        write("served/sub/B.tree.yaml")
        write("served/sub/B.style.yaml", "livery: 1\n")
        let workspace = PreviewWorkspace(folder: PreviewFolder(work + "/served"))
        for tree in ["A.tree.yaml", "sub/B.tree.yaml"] {
            guard case .ready = await workspace.prepare(tree) else {
                Issue.record("\(tree) did not prepare")
                return
            }
        }
        #expect(await workspace.rescan() == nil)
        write("served/A.style.yaml", "livery: 1\nrules:\n  - { type: UIView, set: { alpha: 0.5 } }\n")
        // A change is taken when the next scan agrees: a file still being written is not reported.
        #expect(await workspace.rescan() == nil)
        let change = try #require(await workspace.rescan())
        #expect(change.trees == ["A.tree.yaml"])
        #expect(!change.listChanged)
        #expect(await workspace.rescan() == nil, "reported once")
        write("served/C.tree.yaml")
        _ = await workspace.rescan()
        #expect(await workspace.rescan()?.listChanged == true)
        if case .notFound = await workspace.prepare("../A.tree.yaml") {} else { Issue.record("a path out was prepared") }
    }

    /// `serve --device` shows every tree on the device: the prepared tree
    /// fills its screen, with its scale.
    @Test func aServersDeviceShowsEveryTreeOnIt() async throws {
        write("served/A.tree.yaml")
        write("served/A.style.yaml", "livery: 1\n")
        let device = try #require(Device.named("iPhone 16 Pro"))
        let workspace = PreviewWorkspace(folder: PreviewFolder(work + "/served"), device: device)
        guard case .ready(_, let document) = await workspace.prepare("A.tree.yaml") else {
            Issue.record("A.tree.yaml did not prepare")
            return
        }
        #expect(document.root.device == device && document.root.frame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(document.traits.displayScale == 3)
    }

    /// The kernel's word that a file is whole is taken at once; a save that
    /// leaves the compiled table as it was (a comment) re-renders nothing.
    @Test func aSettledSaveIsTakenAtOnceAndAnUnchangedTableIsNotReported() async throws {
        let rule = "livery: 1\nrules:\n  - { type: UIView, set: { alpha: 0.5 } }\n"
        write("served/A.tree.yaml")
        write("served/A.style.yaml", rule)
        let workspace = PreviewWorkspace(folder: PreviewFolder(work + "/served"))
        guard case .ready = await workspace.prepare("A.tree.yaml") else {
            Issue.record("A.tree.yaml did not prepare")
            return
        }
        write("served/A.style.yaml", rule + "# the same rules\n")
        #expect(await workspace.rescan(settled: true) == nil, "a comment changes no screen")
        write("served/A.style.yaml", rule.replacingOccurrences(of: "0.5", with: "0.25"))
        #expect(await workspace.rescan(settled: true)?.trees == ["A.tree.yaml"])
        write("served/A.tree.yaml", "livery-tree: 1\nroot: { type: UIView, size: [20, 20] }\n")
        #expect(await workspace.rescan(settled: true)?.trees == ["A.tree.yaml"], "its own tree changed")
    }

    /// A file written in two steps between scans is reported once, when whole.
    @Test func aFileWrittenAcrossScansIsReportedOnce() async throws {
        write("served/A.tree.yaml")
        write("served/A.style.yaml", "livery: 1\n")
        let workspace = PreviewWorkspace(folder: PreviewFolder(work + "/served"))
        write("served/A.style.yaml", "livery: 1\nrules:\n")
        #expect(await workspace.rescan() == nil)
        write("served/A.style.yaml", "livery: 1\nrules:\n  - { type: UIView, set: { alpha: 0.5 } }\n")
        #expect(await workspace.rescan() == nil, "still changing")
        #expect(await workspace.rescan()?.trees == ["A.tree.yaml"])
        #expect(await workspace.rescan() == nil)
    }

    @Test func tablesCarryAStableETag() async throws {
        write("served/A.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 0.5 }\n")
        let workspace = PreviewWorkspace(folder: PreviewFolder(work + "/served"))
        guard case .success(let first) = await workspace.table(named: "A"),
            case .success(let second) = await workspace.table(named: "A")
        else {
            Issue.record("no table")
            return
        }
        #expect(first.etag == second.etag && first.etag.hasPrefix("\""))
        #expect(try InvocationTable(compiled: first.bytes).invocations.count == 1)
        if case .failure(.notFound) = await workspace.table(named: "Nope") {} else { Issue.record("a missing table was found") }
    }
}

extension PreviewFolderTests {
    /// The last good images are bounded: the least recently rendered goes first.
    @Test func lastGoodImagesAreBounded() async {
        let workspace = PreviewWorkspace(folder: PreviewFolder(work + "/served"))
        let limit = PreviewWorkspace.maxLastGoodImages
        for i in 0...limit { await workspace.remember([UInt8(i % 256)], for: "screen \(i)") }
        #expect(await workspace.lastGoodImage(for: "screen 0") == nil)
        #expect(await workspace.lastGoodImage(for: "screen 1") == [1])
        await workspace.remember([9], for: "screen 1")
        await workspace.remember([7], for: "another")
        #expect(await workspace.lastGoodImage(for: "screen 1") == [9])
        #expect(await workspace.lastGoodImage(for: "screen 2") == nil)
    }

    /// Five large screens do not add up past the byte budget: the oldest go first.
    @Test func lastGoodImagesKeepToTheirByteBudget() async {
        let workspace = PreviewWorkspace(folder: PreviewFolder(work + "/served"))
        let large = [UInt8](repeating: 1, count: PreviewWorkspace.maxLastGoodBytes / 3)
        for i in 0..<5 { await workspace.remember(large, for: "large \(i)") }
        #expect(await workspace.lastGoodImage(for: "large 1") == nil)
        #expect(await workspace.lastGoodImage(for: "large 2") != nil)
        #expect(await workspace.lastGoodImage(for: "large 4") != nil)
    }

    /// The watcher's cap counts files, not folders: one folder of many files
    /// is scanned only up to the cap, and only watched files are stat'ed.
    @Test func theScanCapCountsEveryFile() throws {
        let crowded = work + "/served/crowded"
        try FileManager.default.createDirectory(atPath: crowded, withIntermediateDirectories: true)
        for i in 0..<300 { _ = FileManager.default.createFile(atPath: crowded + "/\(i).tree.yaml", contents: Data()) }
        let folder = PreviewFolder(work + "/served", maxFiles: 100)
        #expect(folder.scan().count == 100)
        // Names that no request can spell are not listed.
        _ = FileManager.default.createFile(atPath: work + "/served/back\\slash.tree.yaml", contents: Data())
        #expect(!PreviewFolder(work + "/served").scan().keys.contains { $0.contains("\\") })
    }
}
