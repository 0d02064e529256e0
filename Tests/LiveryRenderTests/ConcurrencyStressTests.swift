import Foundation
import Testing
import Livery
import LiveryRender

/// The compiler, tree loader, resolver and renderer are Sendable and keep no
/// global mutable state, so one resolver and one renderer can serve many
/// tasks at once, and parallel work gives exactly the bytes serial work gives.
@Suite struct ConcurrencyStressTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Stylesheets/Showcase").path

    struct Showcase: Sendable {
        var resolver: Resolver
        var document: TreeDocument

        /// Compiles the stylesheet and loads the tree.
        static func load() throws -> Showcase {
            let table = try #require(StylesheetCompiler.compile(path: folder + "/Showcase.style.yaml").table)
            var diagnostics: [Diagnostic] = []
            let document = try #require(
                TreeLoader.load(
                    contentsOf: folder + "/Showcase.tree.yaml", registry: table.registry,
                    diagnostics: &diagnostics))
            return Showcase(resolver: Resolver(table: table), document: document)
        }

        /// Resolves, builds the layers and renders at 1×, as `livery render` does, and encodes the PNG.
        func png(with renderer: Renderer) throws -> [UInt8] {
            let styles = resolver.resolve(document.root, traits: document.traits)
            var builder = SceneBuilder(limits: renderer.limits)
            return try PNGCodec.encode(try renderer.render(try builder.build(document.root, styles: styles), scale: 1))
        }
    }

    /// Six tasks at once: the odd ones share one compiled showcase, the even
    /// ones compile and load their own; all but every third share one renderer
    /// (and so its font faces and glyph cache).
    @Test func showcaseRendersByteIdenticallyFromParallelTasks() async throws {
        let shared = try Showcase.load()
        let renderer = Renderer()
        let reference = try shared.png(with: Renderer())
        let pngs = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for task in 0..<6 {
                group.addTask {
                    let showcase = task.isMultiple(of: 2) ? try Showcase.load() : shared
                    return try showcase.png(with: task.isMultiple(of: 3) ? Renderer() : renderer)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pngs.count == 6)
        #expect(reference.count > 10_000)
        for png in pngs { #expect(png == reference) }
    }
}
