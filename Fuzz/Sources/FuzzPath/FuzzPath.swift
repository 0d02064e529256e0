import FuzzSupport
import Livery
import LiveryRender
import LiveryYAML

/// The SVG path parser, through the public value parser (`{ path: "…" }` as a
/// shape); a path that parses is then flattened and filled as a layer mask
/// and a shadow path, so extreme coordinates reach the rasterizer.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzDriver.bytes(data, size), as: UTF8.self)
    let mark = YAMLMark(line: 2, column: 20)
    let key = YAMLNode(scalar: YAMLScalar(value: "path", style: .plain), start: mark, end: mark)
    let value = YAMLNode(
        scalar: YAMLScalar(value: text, style: .doubleQuoted), start: mark,
        end: YAMLMark(line: 2, column: 22 + size))
    let node = YAMLNode(mapping: [YAMLPair(key: key, value: value)], start: mark, end: value.end)
    var diagnostics: [Diagnostic] = []
    let context = ValueContext(file: "fuzz.style.yaml", baseDirectory: "")
    guard case .shape(let shape)? = ValueParser.parse(node, as: .shape, context: context, diagnostics: &diagnostics) else {
        if diagnostics.isEmpty { fatalError("no shape and no diagnostic") }
        return 0
    }
    let layer = RenderLayer(
        frame: Rect(x: 4, y: 4, width: 16, height: 16), backgroundColor: .white,
        shadowOpacity: 1, shadowRadius: 2, shadowPath: shape, mask: .shape(shape))
    _ = try? renderer.render(RenderLayer(frame: Rect(x: 0, y: 0, width: 24, height: 24), sublayers: [layer]), scale: 2)
    return 0
}

private let renderer = Renderer()

@_cdecl("FuzzPath_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
