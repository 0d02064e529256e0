import Foundation
import Testing

/// Docs/Architecture.md: no cycles between the folders of any module, at
/// any depth, and the renderer built on the core alone.
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

    /// The Swift files below `parent` in `module` (the module's top when
    /// empty), by the folder directly below it (`Module/Parent/Folder`), as
    /// text without comments and string literals. The top's own files are a
    /// folder of their own (`Module/`); a folder's own files are left out
    /// (they join its parts, which may use the types it shares).
    static func folders(of module: String, under parent: String = "") throws -> [String: [String]] {
        let root = sources + "/" + module
        let prefix = parent.isEmpty ? "" : parent + "/"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        var result: [String: [String]] = [:]
        for file in files where file.hasSuffix(".swift") && file.hasPrefix(prefix) {
            let parts = file.dropFirst(prefix.count).split(separator: "/")
            guard parts.count > 1 || parent.isEmpty else { continue }
            let folder = module + "/" + prefix + (parts.count > 1 ? String(parts[0]) : "")
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            result[folder, default: []].append(try code(of: text))
        }
        return result
    }

    /// Every folder of `module` that holds folders, its top (`""`) first: at
    /// each, the folders directly below must form no cycle.
    static func parents(in module: String) throws -> [String] {
        let root = sources + "/" + module
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        var parents: Set<String> = [""]
        for file in files where file.hasSuffix(".swift") {
            let folders = file.split(separator: "/").dropLast()
            for depth in folders.indices.dropLast() { parents.insert(folders[...depth].joined(separator: "/")) }
        }
        return parents.sorted()
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
        // One level down: the values reading a token type closes a cycle with the tokens, which read values.
        #expect(try Self.parents(in: "Livery").contains("Stylesheet"))
        var stylesheet = try Self.folders(of: "Livery", under: "Stylesheet")
        #expect(try Self.cycle(in: Self.uses(stylesheet)) == nil)
        stylesheet["Livery/Stylesheet/Values", default: []].append("func f(_ t: TokenSet) {}")
        let planted = try #require(try Self.cycle(in: Self.uses(stylesheet)))
        #expect(planted.contains("Livery/Stylesheet/Values") && planted.contains("Livery/Stylesheet/Tokens"))
    }

    /// At every depth: the module's folders, and the folders inside each folder.
    @Test(arguments: try modules()) func foldersFormNoCycle(module: String) throws {
        for parent in try Self.parents(in: module) {
            if let cycle = Self.cycle(in: try Self.uses(try Self.folders(of: module, under: parent))) {
                Issue.record("folders form a cycle: \(cycle.joined(separator: " → "))")
            }
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
