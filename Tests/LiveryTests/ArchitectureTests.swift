import Foundation
import Testing

/// Docs/Architecture.md: no cycles between the folders of `LiveryCore` and `Livery`.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardized.path

    /// Each folder's Swift files (`Module/Folder`), as text without comments.
    static func folders() throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for module in ["LiveryCore", "Livery"] {
            try read(module: module, into: &result)
        }
        return result
    }

    private static func read(module: String, into result: inout [String: [String]]) throws {
        let root = sources + "/" + module
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") {
            let parts = file.split(separator: "/")
            let folder = module + "/" + (parts.count > 1 ? String(parts[0]) : "")
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                .joined(separator: "\n")
            result[folder, default: []].append(code)
        }
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

    @Test func foldersFormNoCycle() throws {
        let folders = try Self.folders()
        let owners = try Self.owners(folders)
        #expect(owners["ResolvedStyle"] == "LiveryCore/Style" && owners["Resolver"] == "LiveryCore/Resolver", "the scan finds declarations")
        let word = try Regex(#"\b[A-Za-z_]\w*\b"#)
        var uses: [String: Set<String>] = [:]
        for (folder, files) in folders {
            for text in files {
                for match in text.matches(of: word) {
                    if let owner = owners[String(text[match.range])], owner != folder { uses[folder, default: []].insert(owner) }
                }
            }
        }
        #expect(uses["LiveryCore/Resolver"]?.contains("LiveryCore/Tree") == true, "the scan finds uses")
        // Depth-first search for a folder that reaches itself.
        func path(from start: String, to target: String, seen: inout Set<String>) -> [String]? {
            for next in uses[start, default: []].sorted() {
                if next == target { return [start, next] }
                if seen.insert(next).inserted, let rest = path(from: next, to: target, seen: &seen) { return [start] + rest }
            }
            return nil
        }
        for folder in folders.keys.sorted() {
            var seen: Set<String> = []
            if let cycle = path(from: folder, to: folder, seen: &seen) {
                Issue.record("folders form a cycle: \(cycle.joined(separator: " → "))")
            }
        }
    }
}
