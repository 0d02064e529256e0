import Foundation
import FuzzSupport
import Livery
import LiveryYAML

/// The YAML reader and the stylesheet compiler: the input is a stylesheet
/// file. Text that is not UTF-8 only reaches the reader (the compiler takes a
/// String). A compiled table then styles a small tree of built-in views, and
/// the diagnostics, the explanation and `apply`'s YAML and JSON are printed.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.bytes(data, size)
    guard let text = String(validating: bytes, as: UTF8.self) else {
        _ = try? YAMLReader.parse(bytes)
        return 0
    }
    // Imports resolve next to a folder that does not exist.
    let path = "/nonexistent/fuzz.style.yaml"
    let (table, diagnostics) = StylesheetCompiler.compile(source: text, path: path)
    let hasErrors = diagnostics.contains { $0.severity == .error }
    if (table == nil) != hasErrors { fatalError("a table must come back exactly when there is no error") }
    var formatter = DiagnosticFormatter()
    formatter.addSource(text, for: path)
    for diagnostic in diagnostics { _ = formatter.format(diagnostic) }
    guard let table else { return 0 }

    let resolver = Resolver(table: table)
    let tree = FuzzDriver.sampleTree
    let resolved = resolver.resolve(tree, traits: TraitCollection())
    FuzzDriver.checkOutput(of: resolved)
    _ = resolver.explain(.path("1"), in: tree)?.report()
    var dark = TraitCollection()
    dark.userInterfaceStyle = .dark
    _ = resolver.resolve(tree, traits: dark)
    return 0
}

@_cdecl("FuzzStylesheet_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
