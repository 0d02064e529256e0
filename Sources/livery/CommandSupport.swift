import ArgumentParser
import Foundation
import Livery
import LiveryRender

/// Output shared by the subcommands: streams, diagnostics and exit status.
enum CommandSupport {
    static func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Lays out a resolved tree document as `render` would, printing the
    /// layout's warnings; a tree too deep to lay out is a located error.
    static func layout(_ document: TreeDocument, styles: ResolvedTree) throws -> LayoutEngine.Result {
        do {
            let result = try Renderer().layout(document.root, styles: styles)
            if !result.warnings.isEmpty { printDiagnostics(result.warnings) }
            return result
        } catch {
            printDiagnostics([error.diagnostic])
            throw ExitCode.failure
        }
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Prints diagnostics to standard error the way compilers do: located
    /// line, source line, caret, hint; then a one-line count.
    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        var formatter = DiagnosticFormatter()
        writeError(formatter.report(diagnostics))
    }

    /// Exit status 1 when the input had errors (or, with `strict`, warnings).
    static func exitStatus(for diagnostics: [Diagnostic], strict: Bool = false) -> ExitCode {
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        return failing ? .failure : .success
    }

    /// Drops repeats (a palette imported by several linted files is reported once).
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
