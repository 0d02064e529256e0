import FuzzSupport
import Livery
import LiveryYAML

/// The number-expression evaluator (`$radius * 2 + 1`) and the color literals
/// that embed numbers (`rgb(…)`, `#RRGGBB`), through the public value parser.
/// The first byte picks the scalar's quoting (which moves diagnostic columns);
/// the rest is the scalar's text.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.bytes(data, size)
    guard let first = bytes.first else { return 0 }
    let styles: [YAMLScalar.Style] = [.plain, .singleQuoted, .doubleQuoted, .folded]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let node = YAMLNode(
        scalar: YAMLScalar(value: text, style: styles[Int(first & 3)]),
        start: YAMLMark(line: 3, column: 12), end: YAMLMark(line: 3, column: 12 + bytes.count))
    let context = ValueContext(
        file: "fuzz.style.yaml", baseDirectory: "",
        constants: [
            "radius": .number(8), "zero": .number(0), "huge": .number(1e308), "tiny": .number(.leastNonzeroMagnitude),
            "accent": .string("red"), "gap": .size(Size(width: 4, height: 4)),
        ])
    var diagnostics: [Diagnostic] = []
    for kind in [ValueKind.number, .color] {
        if ValueParser.parse(node, as: kind, context: context, diagnostics: &diagnostics) == nil, diagnostics.isEmpty {
            fatalError("no value and no diagnostic for \(kind)")
        }
    }
    return 0
}

@_cdecl("FuzzExpression_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
