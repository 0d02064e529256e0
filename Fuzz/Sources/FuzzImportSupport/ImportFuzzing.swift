import Foundation
import LiveryImport

/// `livery import` in process on one source file: the input is written as
/// the file and imported as the command does. The import must end in a
/// stylesheet and a report, or located diagnostics, never a trap or a stack
/// overflow; the stylesheet it writes must compile (anything else is the
/// importer's bug, which the command asks users to report).
public enum ImportFuzzing {
    /// A folder of this process's own.
    private static let folder: String = {
        let path = NSTemporaryDirectory() + "livery-fuzz-import-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Imports `bytes` as a file with this extension (`swift`, `m`).
    public static func run(_ bytes: [UInt8], fileExtension: String) {
        let file = folder + "/Input." + fileExtension
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else { return }
        let result = AppearanceImporter.run(.init(paths: [file], output: folder + "/Imported.style.yaml"))
        for diagnostic in result.diagnostics + result.stylesheetDiagnostics { _ = diagnostic.description }
        guard result.diagnostics.allSatisfy({ $0.location.file == file && $0.location.line >= 1 && $0.location.column >= 1 }) else {
            fatalError("a diagnostic is not located in the input: \(result.diagnostics)")
        }
        guard !result.stylesheetDiagnostics.contains(where: { $0.severity == .error }) else {
            fatalError("the imported stylesheet does not compile: \(result.stylesheetDiagnostics)\n\(result.stylesheet)")
        }
    }
}
