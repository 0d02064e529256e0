import ArgumentParser
import Foundation
import Livery
import LiveryImport

/// `livery import PATH... [--assets X.xcassets]... [-o OUT.style.yaml] [--format text|json]`
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an app's appearance code (Swift, Objective-C) into a stylesheet.",
        discussion: """
            Reads UIAppearance calls, appearance(whenContainedInInstancesOf:), appearance(for:) and bar \
            appearance objects, and writes the stylesheet they amount to, with a report of every call: \
            the stylesheet line it became, or why it was not converted. Exits 0 when every call converted, \
            1 when some did not, 2 on errors (Docs/Import.md).
            """
    )

    @Argument(help: "Swift and Objective-C files, or folders to read them from.")
    var paths: [String]

    @Option(name: .customLong("assets"), help: "An asset catalog (.xcassets) the code's UIColor(named:) and UIImage(named:) use; repeatable.")
    var assets: [String] = []

    @Option(name: .shortAndLong, help: "Write the stylesheet here (and the app's appliers beside it); the report goes to standard output.")
    var output: String?

    @Option(help: "The report as compiler-style text, or as JSON on standard output.")
    var format: OutputFormat = .text

    @Option(help: "The oldest iOS the app runs on: #available and #unavailable branches are decided against it (from 15.0, the oldest Livery runs on).")
    var deploymentTarget = "15.0"

    @Option(name: .customShort("D"), help: "A compilation flag the app is built with (DEBUG); repeatable. A #if on a flag not given takes its other branch.")
    var flags: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Name at least one Swift or Objective-C file or folder.") }
        if let output, !output.hasSuffix(".style.yaml") { throw ValidationError("-o names a stylesheet: OUT.style.yaml.") }
        if Int(deploymentTarget.split(separator: ".").first ?? "") == nil {
            throw ValidationError("--deployment-target is an iOS version: 15.0, 17.")
        }
    }

    func run() throws {
        // The stylesheet's folder, made first: its imports are checked from there.
        if let output {
            let folder = FilePath.directory(of: output)
            if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        }
        let result = AppearanceImporter.run(
            .init(paths: paths, assets: assets, output: output, deploymentTarget: deploymentTarget, flags: flags))
        CommandSupport.printDiagnostics(result.diagnostics)
        // A problem of a catalog given with --assets is the input's, printed above; any other is the importer's.
        let own = result.stylesheetDiagnostics.filter { problem in
            problem.severity == .error && !result.diagnostics.contains { $0.code == problem.code && $0.message == problem.message }
        }
        if !own.isEmpty {
            CommandSupport.writeError("livery import wrote a stylesheet that does not compile; please report this with the input:")
            var formatter = DiagnosticFormatter()
            formatter.addSource(result.stylesheet, for: output ?? "Imported.style.yaml")
            CommandSupport.writeError(formatter.report(own))
        }
        var appliersPath: String?
        if let output {
            do {
                try AtomicFileWriter.write(Array(result.stylesheet.utf8), to: output)
                if let appliers = result.appliers {
                    let stem = (output as NSString).lastPathComponent.replacingOccurrences(of: ".style.yaml", with: "")
                    let path = FilePath.resolve(stem + "Appliers.swift", relativeTo: FilePath.directory(of: output))
                    try AtomicFileWriter.write(Array(appliers.utf8), to: path)
                    appliersPath = path
                }
            } catch {
                CommandSupport.writeError("error: \(error)")
                throw ExitCode(2)
            }
        }
        switch format {
        case .json:
            CommandSupport.writeOutput(jsonReport(result, appliersPath: appliersPath))
        case .text:
            if output == nil { CommandSupport.writeOutput(result.stylesheet) }
            let report = textReport(result, appliersPath: appliersPath)
            if output == nil { CommandSupport.writeError(report) } else { CommandSupport.writeOutput(report) }
            let skipped = result.calls.filter { $0.status == .notConverted }.map {
                Diagnostic.warning(
                    "not converted: \($0.reason ?? "")" + ($0.stoppedAt.map { " (stopped at \($0))" } ?? ""), code: .notConverted, at: SourceLocation(file: $0.file, line: $0.line, column: $0.column))
            }
            // The report is one stream: standard output with -o, standard error when the stylesheet takes standard output.
            if output == nil {
                CommandSupport.printDiagnostics(skipped)
            } else if !skipped.isEmpty {
                var formatter = DiagnosticFormatter()
                CommandSupport.writeOutput(formatter.report(skipped))
            }
        }
        if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
    }

    private func textReport(_ result: AppearanceImporter.Result, appliersPath: String?) -> String {
        let sheet = output ?? "the stylesheet"
        var lines: [String] = []
        if let raised = AppearanceImporter.raisedDeploymentTarget(deploymentTarget) {
            lines.append(
                "Version checks are decided from iOS \(raised), the oldest Livery runs on; a branch that runs only from the deployment target "
                    + "\(deploymentTarget) to before \(raised) is reported, not converted.")
        }
        for call in result.calls where call.status != .notConverted {
            switch call.status {
            case .converted:
                let target = call.stylesheetLine.map { "→ \(sheet):\($0)" } ?? "(nothing to write: nil is UIKit's default)"
                lines.append("\(call.file):\(call.line):\(call.column): converted \(target): \(call.call)" + (call.reason.map { " (\($0))" } ?? ""))
            case .obsolete:
                lines.append("\(call.file):\(call.line):\(call.column): obsolete (\(call.reason ?? "")): \(call.call)")
            case .notConverted:
                break
            }
        }
        let converted = result.calls.filter { $0.status == .converted }.count
        let obsolete = result.calls.filter { $0.status == .obsolete }.count
        let total = result.calls.count
        let share = total == 0 ? 100 : (converted + obsolete) * 100 / total
        lines.append(
            "\(total) appearance call\(total == 1 ? "" : "s"): \(converted) converted, \(obsolete) obsolete, "
                + "\(total - converted - obsolete) not converted (\(share) % carried over)")
        if let appliersPath { lines.append("The app's own properties need appliers: \(appliersPath)") }
        return lines.joined(separator: "\n")
    }

    private func jsonReport(_ result: AppearanceImporter.Result, appliersPath: String?) -> String {
        struct Report: Encodable {
            var stylesheet: String?
            var stylesheetText: String?
            var appliers: String?
            var calls: [AppearanceImporter.Call]
            var summary: [String: Int]
        }
        let converted = result.calls.filter { $0.status == .converted }.count
        let obsolete = result.calls.filter { $0.status == .obsolete }.count
        let report = Report(
            stylesheet: output, stylesheetText: output == nil ? result.stylesheet : nil, appliers: appliersPath, calls: result.calls,
            summary: [
                "calls": result.calls.count, "converted": converted, "obsolete": obsolete,
                "notConverted": result.calls.count - converted - obsolete,
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
