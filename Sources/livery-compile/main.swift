import Foundation
import Livery

// livery-compile STYLESHEET --swift OUT.swift [--table OUT.liverytable]
//
// The compiler LiveryPlugin runs at build time: it links the stylesheet
// compiler and not the renderer. Diagnostics go to standard error as
// `path:line:column: error: message [code]`, which SwiftPM and Xcode show at
// the line; any error exits 1 and writes nothing.

let usage = "usage: livery-compile STYLESHEET --swift OUT.swift [--table OUT.liverytable]"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
var stylesheet: String?
var swiftOutput: String?
var tableOutput: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--swift":
        guard let path = arguments.popFirst() else { fail(usage) }
        swiftOutput = path
    case "--table":
        guard let path = arguments.popFirst() else { fail(usage) }
        tableOutput = path
    default:
        guard stylesheet == nil, !argument.hasPrefix("-") else { fail(usage) }
        stylesheet = argument
    }
}
guard let stylesheet, swiftOutput != nil || tableOutput != nil else { fail(usage) }

let (table, diagnostics) = StylesheetCompiler.compile(path: stylesheet)
var formatter = DiagnosticFormatter()
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
