import Foundation
import Testing

@testable import LiveryPreview

/// A stylesheet's own trait axes in `livery serve`: `/traits` lists a tree's,
/// `/render` and `/explain` take a value for each (`theme=sepia`), and a
/// trait the stylesheet does not have is refused by name.
@Suite(.serialized) struct TraitAxisRouteTests {
    let work = scratchFolder("livery-traits")

    init() {
        let style = """
            livery: 1
            traits: { theme: { values: [paper, night], default: paper } }
            rules:
              - { type: UIView, set: { backgroundColor: white } }
              - { type: UIView, when: { theme: night }, set: { backgroundColor: black } }
            """
        _ = FileManager.default.createFile(atPath: work + "/Book.style.yaml", contents: Data(style.utf8))
        let tree = "livery-tree: 1\nroot: { type: UIView, size: [10, 10] }\n"
        _ = FileManager.default.createFile(atPath: work + "/Book.tree.yaml", contents: Data(tree.utf8))
    }

    @Test func aTreesAxesArePickedAndRendered() async throws {
        try await PreviewServer(folder: work, port: 0).serving { port in
            let axes = try #require(await LoopbackHTTP.fetch(port: port, "/traits?tree=Book.tree.yaml"))
            #expect(axes.body == #"[{"name":"theme","values":["paper","night"],"default":"paper"}]"#)
            let base = "/render?tree=Book.tree.yaml&scale=1"
            let paper = try #require(await LoopbackHTTP.fetch(port: port, base))
            let night = try #require(await LoopbackHTTP.fetch(port: port, base + "&theme=night"))
            let named = try #require(await LoopbackHTTP.fetch(port: port, base + "&theme=paper"))
            #expect(paper.status == 200 && night.status == 200)
            #expect(night.body != paper.body, "the theme is drawn")
            #expect(named.body == paper.body)
            let wrong = try #require(await LoopbackHTTP.fetch(port: port, base + "&theme=sepia"))
            #expect(wrong.status == 400 && wrong.body.contains("sepia"), "\(wrong.body)")
            let unknown = try #require(await LoopbackHTTP.fetch(port: port, base + "&colour=red"))
            #expect(unknown.status == 400 && unknown.body.contains("colour"), "\(unknown.body)")
            let explained = try #require(await LoopbackHTTP.fetch(port: port, "/explain?tree=Book.tree.yaml&scale=1&x=1&y=1&theme=night"))
            #expect(explained.body.contains("theme=night"), "\(explained.body)")
        }
    }
}
