import Foundation
import Testing

/// Docs/Architecture.md: no cycles between the folders of any module, and
/// the renderer built on the core alone.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardized.path

    /// Every module with Swift sources.
    static func modules() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources).sorted().filter { module in
            let files = FileManager.default.enumerator(atPath: sources + "/" + module)?.compactMap { $0 as? String } ?? []
            return files.contains { $0.hasSuffix(".swift") }
        }
    }

    /// Each folder's Swift files (`Module/Folder`) in `module`, as text
    /// without comments and string literals.
    static func folders(of module: String) throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        try read(module: module, into: &result)
        return result
    }

    private static func read(module: String, into result: inout [String: [String]]) throws {
        let root = sources + "/" + module
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") {
            let parts = file.split(separator: "/")
            let folder = module + "/" + (parts.count > 1 ? String(parts[0]) : "")
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            result[folder, default: []].append(try code(of: text))
        }
    }

    /// Swift source without its comments and string literals.
    static func code(of text: String) throws -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
            .replacing(try Regex(#""(?:[^"\\\n]|\\.)*""#), with: "\"\"")
    }

    /// Which folder declares each top-level type and function.
    static func owners(_ folders: [String: [String]]) throws -> [String: String] {
        let declaration = try Regex(#"(?m)^(?:(?:public|package|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|func)\s+(\w+)"#)
        var owners: [String: String] = [:]
        for (folder, files) in folders {
            for text in files {
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { owners[String(name)] = owners[String(name)] ?? folder }
                }
            }
        }
        return owners
    }

    /// Which folders each folder uses: a name a folder declares, written in another.
    static func uses(_ folders: [String: [String]]) throws -> [String: Set<String>] {
        let owners = try owners(folders)
        let word = try Regex(#"\b[A-Za-z_]\w*\b"#).wordBoundaryKind(.simple)
        var uses: [String: Set<String>] = [:]
        for (folder, files) in folders {
            for text in files {
                for match in text.matches(of: word) {
                    if let owner = owners[String(text[match.range])], owner != folder { uses[folder, default: []].insert(owner) }
                }
            }
        }
        return uses
    }

    /// A cycle among the folders `uses` links, as the folders along it; nil when there is none.
    static func cycle(in uses: [String: Set<String>]) -> [String]? {
        func path(from start: String, to target: String, seen: inout Set<String>) -> [String]? {
            for next in uses[start, default: []].sorted() {
                if next == target { return [start, next] }
                if seen.insert(next).inserted, let rest = path(from: next, to: target, seen: &seen) { return [start] + rest }
            }
            return nil
        }
        for folder in uses.keys.sorted() {
            var seen: Set<String> = []
            if let cycle = path(from: folder, to: folder, seen: &seen) { return cycle }
        }
        return nil
    }

    @Test func theScanFindsDeclarationsUsesAndCycles() throws {
        let core = try Self.folders(of: "LiveryCore")
        let owners = try Self.owners(core)
        #expect(owners["ResolvedStyle"] == "LiveryCore/Style" && owners["Resolver"] == "LiveryCore/Resolver")
        let uses = try Self.uses(core)
        #expect(uses["LiveryCore/Resolver"]?.contains("LiveryCore/Tree") == true)
        // A use written back from the layout to the scene closes a cycle.
        var render = try Self.folders(of: "LiveryRender")
        #expect(try Self.cycle(in: Self.uses(render)) == nil)
        render["LiveryRender/Layout", default: []].append("func f(_ s: SceneBuilder) {}")
        let cycle = try #require(try Self.cycle(in: Self.uses(render)))
        #expect(cycle.contains("LiveryRender/Layout") && cycle.contains("LiveryRender/Scene"))
        // A name inside a string is no use.
        var strings = try Self.folders(of: "LiveryRender")
        strings["LiveryRender/Layout", default: []].append(try Self.code(of: "let s = \"SceneBuilder\""))
        #expect(try Self.cycle(in: Self.uses(strings)) == nil)
    }

    @Test(arguments: try modules()) func foldersFormNoCycle(module: String) throws {
        if let cycle = Self.cycle(in: try Self.uses(try Self.folders(of: module))) {
            Issue.record("folders form a cycle: \(cycle.joined(separator: " → "))")
        }
    }

    /// The renderer draws resolved styles: it imports the core, never the
    /// compiler (its gallery, which compiles, is LiveryGallery).
    @Test func theRendererImportsTheCoreOnly() throws {
        let root = Self.sources + "/LiveryRender"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                #expect(
                    ["import LiveryCore", "import Foundation", "import CText", "import CLibPNG", "import CPNGWriter", "import CShadowKernel"]
                        .contains(String(line)), "\(file): \(line)")
            }
        }
    }
}
