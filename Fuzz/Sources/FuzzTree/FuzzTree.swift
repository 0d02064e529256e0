import Foundation
import FuzzSupport
import Livery
import LiveryRender
import LiveryYAML

/// The tree loader and the resolver: the input is a tree document, styled by
/// the showcase stylesheet (so its declared types, parts and keyed values are
/// all in play). A loaded tree is resolved in light and dark, explained, and
/// laid out (stacks, intrinsic sizes, text measured by the text engine),
/// turned into layers (decoding the showcase images it names), and
/// `apply`'s YAML and JSON are checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let yaml = try? YAMLReader.parse(FuzzDriver.bytes(data, size)) else { return 0 }
    var diagnostics: [Diagnostic] = []
    // Image paths in `set:` resolve next to the showcase's own tree.
    let file = showcase.folder + "/fuzz.tree.yaml"
    guard
        let document = TreeLoader.load(
            yaml, file: file, registry: showcase.resolver.table.registry,
            diagnostics: &diagnostics)
    else {
        if !diagnostics.contains(where: { $0.severity == .error }) { fatalError("no tree and no error") }
        return 0
    }
    let root = document.root
    let resolved = showcase.resolver.resolve(root, traits: document.traits)
    FuzzDriver.checkOutput(of: resolved)
    if let id = resolved.views.compactMap(\.id).last {
        _ = showcase.resolver.explain(.id(id), in: document.root, traits: document.traits)?.report()
    }
    var dark = document.traits
    dark.userInterfaceStyle = .dark
    _ = showcase.resolver.resolve(document.root, traits: dark)
    guard let laidOut = try? renderer.layout(root, styles: resolved) else { return 0 }
    if laidOut.frames.count != resolved.views.count { fatalError("layout lost views") }
    var builder = SceneBuilder(renderer: renderer)
    _ = try? builder.build(laidOut.root, styles: resolved)
    return 0
}

/// One renderer for every input: its fonts load once.
let renderer = Renderer()

/// The showcase stylesheet, compiled once.
private let showcase: (resolver: Resolver, folder: String) = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Stylesheets/Showcase").standardized.path
    guard let table = StylesheetCompiler.compile(path: folder + "/Showcase.style.yaml").table else {
        fatalError("the showcase stylesheet does not compile")
    }
    return (Resolver(table: table), folder)
}()

@_cdecl("FuzzTree_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, testOneInput)
}
