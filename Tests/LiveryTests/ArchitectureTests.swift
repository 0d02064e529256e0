import Foundation
import Testing

/// Docs/Architecture.md: no cycles between the folders of any module, at
/// any depth, the renderer built on the core alone, and the page's tables of
/// modules and folders true to the package.
@Suite struct ArchitectureTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
    static let sources = package + "/Sources"

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
                    ["import LiveryCore", "import Foundation", "import CText", "import CLibPNG", "import CPoppler", "import CPNGWriter", "import CShadowKernel"]
                        .contains(String(line)), "\(file): \(line)")
            }
        }
    }

    // MARK: The page's tables

    /// Every Markdown table of `text`: its header's cells, and its rows' cells.
    static func tables(in text: String) -> [(header: [String], rows: [[String]])] {
        func cells(_ line: Substring) -> [String] {
            let inner = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            return inner.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        var tables: [(header: [String], rows: [[String]])] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("|"), lines.first?.hasPrefix("|---") == true else { continue }
            lines.removeFirst()
            tables.append((cells(line), lines.prefix { $0.hasPrefix("|") }.map(cells)))
            lines = lines.drop { $0.hasPrefix("|") }
        }
        return tables
    }

    /// The names a cell writes in backticks.
    static func quoted(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every target of Package.swift but the tests, with its folder.
    static func targets(inManifest manifest: String) throws -> [String: String] {
        let declaration = try Regex(#"\.(target|executableTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)"(?:\s*,\s*path:\s*"([^"]+)")?"#)
        var targets: [String: String] = [:]
        for match in manifest.matches(of: declaration) {
            guard let kind = match.output[1].substring, let name = match.output[2].substring.map(String.init) else { continue }
            targets[name] = match.output[3].substring.map(String.init) ?? (kind == "plugin" ? "Plugins/" : "Sources/") + name
        }
        return targets
    }

    /// The module table: each module's folder, as the page gives it.
    static func documentedModules(_ page: String) -> [String: String] {
        let rows = tables(in: page).first { $0.header.first == "module" }?.rows ?? []
        return Dictionary(rows.map { (quoted($0[0]).first ?? $0[0], quoted($0[1]).first ?? $0[1]) }) { first, _ in first }
    }

    /// The folders the folder tables name, as `Module/Folder`: a table's
    /// header names its modules, the first the one its rows belong to; a row
    /// marked `*(Module)*` belongs to that module alone, and one whose
    /// description holds the mark belongs to both. A row names the folders
    /// inside its own as `Folder/Inner`.
    static func documentedFolders(_ page: String) -> Set<String> {
        var folders: Set<String> = []
        for table in tables(in: page) where table.header.first?.hasSuffix(" folder") == true {
            let modules = quoted(table.header[0])
            for row in table.rows where row.count > 1 {
                let names = quoted(row[0])
                let marked = modules.filter { row[0].contains("*(\($0))*") }
                let also = modules.filter { row[1].contains("*(\($0))*") }
                let inner = quoted(row[1]).filter { path in names.contains { path.hasPrefix($0 + "/") } }
                for module in (marked.isEmpty ? Array(modules.prefix(1)) + also : marked) {
                    for name in names + inner { folders.insert(module + "/" + name) }
                }
            }
        }
        return folders
    }

    /// Every folder under `Sources/` as `Module/Folder/…`, but a C module's `include`.
    static func folders(under sources: String) throws -> Set<String> {
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
        return Set(
            files.filter { path in
                var isDirectory: ObjCBool = false
                return path.contains("/") && !path.hasSuffix("/include")
                    && FileManager.default.fileExists(atPath: sources + "/" + path, isDirectory: &isDirectory) && isDirectory.boolValue
            })
    }

    static func page() throws -> String {
        try String(contentsOfFile: package + "/Docs/Architecture.md", encoding: .utf8)
    }

    /// The module table is Package.swift's targets, tests aside, each in its
    /// folder, and the folders under `Sources/` are its modules'.
    @Test func theModuleTableIsThePackagesTargets() throws {
        let documented = Self.documentedModules(try Self.page())
        let targets = try Self.targets(inManifest: String(contentsOfFile: Self.package + "/Package.swift", encoding: .utf8))
        #expect(documented == targets, "Architecture.md's module table against Package.swift's targets")
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources).filter { !$0.hasPrefix(".") }
        #expect(Set(modules.map { "Sources/" + $0 }) == Set(documented.values.filter { $0.hasPrefix("Sources/") }))
        for folder in documented.values {
            #expect(FileManager.default.fileExists(atPath: Self.package + "/" + folder), "\(folder)")
        }
    }

    /// The folder tables name every folder of every module, at every depth,
    /// and none that is not there; every `Module/Folder` the page writes is there.
    @Test func theFolderTablesAreTheFoldersUnderSources() throws {
        let page = try Self.page()
        let actual = try Self.folders(under: Self.sources)
        let documented = Self.documentedFolders(page)
        #expect(actual.subtracting(documented).sorted() == [], "folders under Sources/ that Architecture.md's folder tables leave out")
        #expect(documented.subtracting(actual).sorted() == [], "folders Architecture.md's folder tables name that are not there")
        let modules = Set(Self.documentedModules(page).keys)
        let written = page.split(separator: "\n").flatMap { Self.quoted(String($0)) }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        for path in Set(written) where path.contains("/") && modules.contains(String(path.prefix { $0 != "/" })) {
            #expect(actual.contains(path), "Architecture.md names \(path), which is not a folder under Sources/")
        }
    }

    /// The parsing itself, on a page made up for it.
    @Test func theTablesAreReadAsThePageWritesThem() throws {
        let page = """
            | module | folder | what it is |
            |---|---|---|
            | `A` | `Sources/A` | a |
            | `P` | `Plugins/P` | p |

            | `A` and `B` folder | holds | uses |
            |---|---|---|
            | `Both` | things; *(B)* more | — |
            | `Core`, `Other` | things | Both |
            | `Compiler` *(B)* | things; inside it `Compiler/Inner` | Core |
            """
        #expect(Self.documentedModules(page) == ["A": "Sources/A", "P": "Plugins/P"])
        #expect(
            Self.documentedFolders(page) == ["A/Both", "B/Both", "A/Core", "A/Other", "B/Compiler", "B/Compiler/Inner"])
        let manifest = """
            .systemLibrary(name: "CLib", pkgConfig: "lib"),
            .target(name: "A", dependencies: ["CLib"]),
            .plugin(name: "P", capability: .buildTool()),
            .testTarget(name: "ATests", dependencies: ["A"]),
            .target(name: "UIKit", path: "Surface/UIKit"),
            """
        let targets = try Self.targets(inManifest: manifest)
        #expect(targets == ["CLib": "Sources/CLib", "A": "Sources/A", "P": "Plugins/P", "UIKit": "Surface/UIKit"])
    }
}
