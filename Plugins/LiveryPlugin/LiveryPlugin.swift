import Foundation
import PackagePlugin

/// Compiles every `*.style.yaml` of a target at build time with
/// `livery-compile`: a stylesheet error fails the build at its line, and
/// each stylesheet becomes a generated accessor, `LiveryStylesheets.<name>`;
/// the types and style classes they declare become `StyleType` and
/// `StyleClass` statics for SwiftUI's `.style(…)` (one file per target).
/// It runs in SwiftPM targets (`BuildToolPlugin`) and in Xcode app targets
/// (`XcodeBuildToolPlugin`, below), with the same command for each file.
///
/// A command's inputs are the stylesheet and every file it imports, found
/// by reading the `imports:` entries (Docs/Embedding.md), so editing an
/// imported palette rebuilds what imports it.
@main
struct LiveryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiler = try context.tool(named: "livery-compile")
        return LiveryPlugin.commands(compiling: target.sourceFiles.map(\.url), with: compiler.url, into: context.pluginWorkDirectoryURL)
    }

    /// A command per stylesheet among `files`, and one for their names.
    static func commands(compiling files: [URL], with compiler: URL, into workDirectory: URL) -> [Command] {
        let stylesheets = files.filter(isStylesheet)
        guard !stylesheets.isEmpty else { return [] }
        return stylesheets.map { command(compiling: $0, with: compiler, into: workDirectory) }
            + [namesCommand(for: stylesheets, with: compiler, into: workDirectory)]
    }

    static func isStylesheet(_ file: URL) -> Bool { file.lastPathComponent.hasSuffix(".style.yaml") }

    /// The build command for one stylesheet: `livery-compile STYLESHEET --swift OUT`.
    static func command(compiling stylesheet: URL, with compiler: URL, into workDirectory: URL) -> Command {
        let name = String(stylesheet.lastPathComponent.dropLast(".style.yaml".count))
        let output = workDirectory.appendingPathComponent(name + "+Livery.swift")
        return .buildCommand(
            displayName: "Compiling stylesheet \(stylesheet.lastPathComponent)",
            executable: compiler,
            arguments: [stylesheet.path, "--swift", output.path],
            inputFiles: [stylesheet] + ImportScanner.imports(of: stylesheet),
            outputFiles: [output])
    }

    /// The build command for the target's style names: `livery-compile --names OUT STYLESHEET...`.
    static func namesCommand(for stylesheets: [URL], with compiler: URL, into workDirectory: URL) -> Command {
        // Not `<name>+Livery.swift`, which a stylesheet named StyleNames would write.
        let output = workDirectory.appendingPathComponent("LiveryStyleNames.swift")
        return .buildCommand(
            displayName: "Generating style names",
            executable: compiler,
            arguments: ["--names", output.path] + stylesheets.map(\.path),
            inputFiles: stylesheets + stylesheets.flatMap(ImportScanner.imports(of:)),
            outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// Xcode app targets (Build Phases → Run Build Tool Plug-ins): the
    /// target's `*.style.yaml` files, compiled as in a package target.
    extension LiveryPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let compiler = try context.tool(named: "livery-compile")
            return LiveryPlugin.commands(compiling: target.inputFiles.map(\.url), with: compiler.url, into: context.pluginWorkDirectoryURL)
        }
    }
#endif

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
