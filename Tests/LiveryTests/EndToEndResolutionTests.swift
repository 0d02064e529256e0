import Foundation
import Testing
import Livery
import LiveryYAML

/// Stylesheet YAML → compiler → table; tree YAML → loader → resolver → JSON.
@Suite struct EndToEndResolutionTests {
    @Test func seedScenarioFromYAML() throws {
        let dir = TemporaryDirectory.make()
        defer { TemporaryDirectory.remove(dir) }
        for image in ["Crown.png", "Knight.png"] {
            #expect(FileManager.default.createFile(atPath: dir + "/" + image, contents: Data([0x89])))
        }
        let (compiled, compileDiagnostics) = StylesheetCompiler.compile(
            source: """
                livery: 1
                colors:
                  card: { light: "#FFFFFF", dark: "#1C1C1E" }
                types:
                  ShowMoreView: { inherits: UIView }
                  AvatarView:
                    inherits: UIView
                    properties:
                      rank: { enum: [none, adventurer, knight, king], default: none }
                      badgeImage: { type: image, keyedBy: rank, target: badge.image }
                rules:
                  - type: ShowMoreView
                    set: { cornerStyle: rounded, backgroundColor: card }  # livery:ignore preview-only
                  - type: UIImageView
                    inside: [AvatarView]
                    set:
                      layer.borderWidth: 1
                      layer.borderColor: darkGray
                  - type: AvatarView
                    set:
                      badgeImage: { king: Crown.png, knight: Knight.png }
                """, path: dir + "/avatars.style.yaml")
        #expect(compileDiagnostics == [])
        let table = try #require(compiled)

        var diagnostics: [Diagnostic] = []
        let tree = try #require(
            TreeLoader.load(
                try YAMLReader.parse(
                    """
                    livery-tree: 1
                    traits: { userInterfaceStyle: dark }
                    root:
                      type: UIView
                      frame: [0, 0, 200, 100]
                      children:
                        - type: ShowMoreView
                          id: more
                          size: [40, 20]
                        - type: AvatarView
                          id: avatar
                          size: [40, 40]
                          set: { rank: knight }
                          children:
                            - { type: UIImageView, part: badge, id: badge, size: [10, 10] }
                    """), file: dir + "/avatars.tree.yaml", registry: table.registry, diagnostics: &diagnostics))
        #expect(diagnostics == [])

        let resolved = Resolver(table: table).resolve(tree.root, traits: tree.traits)
        #expect(
            resolved.jsonText() == """
                {
                  "views": [
                    {
                      "id": null,
                      "type": "UIView",
                      "path": "",
                      "properties": {}
                    },
                    {
                      "id": "more",
                      "type": "ShowMoreView",
                      "path": "0",
                      "properties": {
                        "backgroundColor": "#1C1C1EFF",
                        "cornerStyle": "rounded"
                      }
                    },
                    {
                      "id": "avatar",
                      "type": "AvatarView",
                      "path": "1",
                      "properties": {
                        "badgeImage": "Knight.png",
                        "rank": "knight"
                      }
                    },
                    {
                      "id": "badge",
                      "type": "UIImageView",
                      "path": "1.0",
                      "properties": {
                        "image": "Knight.png",
                        "layer.borderColor": "#555555FF",
                        "layer.borderWidth": 1
                      }
                    }
                  ]
                }

                """)
    }
}

extension EndToEndResolutionTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Stylesheets").path

    /// The shipped example: Stylesheets/Avatars.style.yaml on Avatars.tree.yaml.
    @Test func shippedAvatarExample() throws {
        let table = try #require(StylesheetCompiler.compile(path: Self.examples + "/Avatars.style.yaml").table)
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                contentsOf: Self.examples + "/Avatars.tree.yaml", registry: table.registry,
                diagnostics: &diagnostics))
        #expect(diagnostics == [])
        let resolved = Resolver(table: table).resolve(document.root, traits: document.traits)
        func written(_ id: String) -> String? {
            if case .value(.image(let image))? = resolved.value(id, "image") { return image.written }
            return nil
        }
        #expect(written("kingBadge") == "Images/Crown.png")
        #expect(written("knightBadge") == "Images/Knight.png")
        #expect(written("nobodyBadge") == nil)
        #expect(written("kingPhoto") == nil)
        #expect(resolved.value("kingPhoto", "layer.borderColor") == resolvedColor(85, 85, 85))
        #expect(resolved.value("knightBadge", "layer.borderColor") == resolvedColor(170, 170, 170))
        #expect(resolved.value("nobodyBadge", "layer.masksToBounds") == .value(.bool(true)))
        #expect(resolved.value("king", "cornerStyle") == .value(.enumCase("rounded")))
    }
}
