import Foundation
import Livery

// livery-compile STYLESHEET --swift OUT.swift [--table OUT.liverytable]
// livery-compile --names OUT.swift STYLESHEET...
//
// The compiler LiveryPlugin runs at build time: it links the stylesheet
// compiler and not the renderer. Diagnostics go to standard error as
// `path:line:column: error: message [code]`, which SwiftPM and Xcode show at
// the line; any error exits 1 and writes nothing.

let usage = """
    usage: livery-compile STYLESHEET --swift OUT.swift [--table OUT.liverytable]
           livery-compile --names OUT.swift STYLESHEET...
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
var swiftOutput: String?
var tableOutput: String?
var namesOutput: String?
var stylesheets: [String] = []
while let argument = arguments.popFirst() {
    switch argument {
    case "--swift":
        guard let path = arguments.popFirst() else { fail(usage) }
        swiftOutput = path
    case "--table":
        guard let path = arguments.popFirst() else { fail(usage) }
        tableOutput = path
    case "--names":
        guard let path = arguments.popFirst() else { fail(usage) }
        namesOutput = path
    default:
        guard !argument.hasPrefix("-") else { fail(usage) }
        stylesheets.append(argument)
    }
}
var formatter = DiagnosticFormatter()

// The target's style names for SwiftUI (`StyleType.cardView`, `StyleClass.primary`).
// A stylesheet that does not compile is left out: its own command reports why.
if let namesOutput {
    guard swiftOutput == nil, tableOutput == nil else { fail(usage) }
    let tables = stylesheets.compactMap { path in StylesheetCompiler.compile(path: path).table.map { (file: path, table: $0) } }
    let (source, diagnostics) = StyleNameAccessors.source(for: tables)
    if !diagnostics.isEmpty { FileHandle.standardError.write(Data((formatter.report(diagnostics) + "\n").utf8)) }
    do { try AtomicFileWriter.write(source, to: namesOutput) } catch { fail("livery-compile: \(error)") }
    exit(0)
}

guard stylesheets.count == 1, let stylesheet = stylesheets.first, swiftOutput != nil || tableOutput != nil else { fail(usage) }

let (table, diagnostics) = StylesheetCompiler.compile(path: stylesheet)
if !diagnostics.isEmpty { FileHandle.standardError.write(Data((formatter.report(diagnostics) + "\n").utf8)) }
guard let table else { exit(1) }

let folder = FilePath.directory(of: stylesheet)
let bytes = table.compiled(relativeTo: folder)
do {
    if let tableOutput { try AtomicFileWriter.write(bytes, to: tableOutput) }
    if let swiftOutput { try AtomicFileWriter.write(StylesheetAccessor.source(forFile: stylesheet, table: bytes), to: swiftOutput) }
} catch {
    fail("livery-compile: \(error)")
}
