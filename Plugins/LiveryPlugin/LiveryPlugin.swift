import Foundation
import PackagePlugin

/// Compiles every `*.style.yaml` of a target at build time with
/// `livery-compile`: a stylesheet error fails the build at its line, and
/// each stylesheet becomes a generated accessor, `LiveryStylesheets.<name>`.
///
/// A command's inputs are the stylesheet and every file it imports, found
/// by reading the `imports:` entries (Docs/Embedding.md), so editing an
/// imported palette rebuilds what imports it.
@main
struct LiveryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiler = try context.tool(named: "livery-compile")
        let stylesheets = target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".style.yaml") }
        return stylesheets.map { stylesheet in
            let name = String(stylesheet.lastPathComponent.dropLast(".style.yaml".count))
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(name + "+Livery.swift")
            return .buildCommand(
                displayName: "Compiling stylesheet \(stylesheet.lastPathComponent)",
                executable: compiler.url,
                arguments: [stylesheet.path, "--swift", output.path],
                inputFiles: [stylesheet] + ImportScanner.imports(of: stylesheet),
                outputFiles: [output])
        }
    }
}

/// Finds the files a stylesheet imports, and theirs, by reading `imports:`
/// as a block list, a flow list or a single path, with token imports written
/// `{ tokens: path, when: … }`: the forms the docs use.
/// The compiler reads imports exactly; this only tells SwiftPM what to watch.
enum ImportScanner {
    static func imports(of stylesheet: URL) -> [URL] {
        var found: [URL] = []
        var queue = [stylesheet]
        var seen: Set<String> = [stylesheet.standardizedFileURL.path]
        while let file = queue.popLast(), found.count < 1000 {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for path in entries(in: text) {
                let url = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent()).standardizedFileURL
                guard seen.insert(url.path).inserted else { continue }
                found.append(url)
                queue.append(url)
            }
        }
        return found
    }

    /// The paths of a file's top-level `imports:` key.
    static func entries(in text: String) -> [String] {
        var paths: [String] = []
        var inBlock = false
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("imports:") {
                let value = line.dropFirst("imports:".count).trimmingCharacters(in: .whitespaces)
                let uncommented = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                let inline = uncommented.trimmingCharacters(in: .whitespaces)
                if inline.hasPrefix("[") {
                    paths += inline.dropFirst().split(separator: ",").compactMap(path)
                } else if !inline.isEmpty {
                    paths += path(Substring(inline)).map { [$0] } ?? []
                }
                inBlock = inline.isEmpty
            } else if inBlock {
                if trimmed.hasPrefix("- ") {
                    paths += path(trimmed.dropFirst(2)).map { [$0] } ?? []
                } else if trimmed.hasPrefix("tokens:") {
                    paths += path(Substring(trimmed)).map { [$0] } ?? []
                } else if trimmed.hasPrefix("when:") || line.hasPrefix("    ") {
                    continue
                } else if !trimmed.isEmpty && !trimmed.hasPrefix("#") {
                    inBlock = false
                }
            }
        }
        return paths.filter { !$0.isEmpty }
    }

    /// A path, the path after `tokens:`, or nil for the rest of a token import (`when: …`).
    private static func path(_ piece: Substring) -> String? {
        if let key = piece.range(of: "tokens:") {
            let rest = piece[key.upperBound...]
            return unquote(rest.prefix { $0 != "," && $0 != "}" })
        }
        if piece.contains(where: { $0 == ":" || $0 == "{" || $0 == "}" }) { return nil }
        let path = unquote(piece.split(separator: "]", maxSplits: 1, omittingEmptySubsequences: false).first ?? piece)
        return path.isEmpty ? nil : path
    }

    private static func unquote(_ text: Substring) -> String {
        let withoutComment = text.split(separator: " #", maxSplits: 1, omittingEmptySubsequences: false).first ?? text
        return withoutComment.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
}
