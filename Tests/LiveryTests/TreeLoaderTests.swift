import Foundation
import Testing
import Livery
import LiveryYAML

@Suite struct TreeLoaderTests {
    /// Loads `text` as `tree.yaml`; returns the document and the one-line diagnostics.
    static func load(
        _ text: String, registry: TypeRegistry = .builtIn,
        limits: TreeLoader.Limits = TreeLoader.Limits()
    ) throws -> (TreeDocument?, [String]) {
        var diagnostics: [Diagnostic] = []
        let document = TreeLoader.load(
            try YAMLReader.parse(text), file: "tree.yaml", registry: registry, limits: limits,
            diagnostics: &diagnostics)
        return (document, diagnostics.map(\.description))
    }

    @Test func loadsAWholeDocument() throws {
        let (document, diagnostics) = try TreeLoaderTests.load(
            """
            livery-tree: 1
            traits:
              userInterfaceStyle: dark
              displayScale: 3
            root:
              type: UIView
              frame: [0, 0, 390, 844]
              children:
                - type: UIButton
                  id: buy
                  part: button
                  frame: [20, 20.5, 160, 44]
                  classes: [primary, large]
                  state: [highlighted, selected]
                  traits: { preferredContentSizeCategory: xLarge }
                - type: UILabel
                  classes: caption
                  size: [100, 20]
            """)
        #expect(diagnostics == [])
        let doc = try #require(document)
        #expect(doc.traits.userInterfaceStyle == .dark)
        #expect(doc.traits.displayScale == 3)
        #expect(doc.root.type == "UIView")
        #expect(doc.root.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(doc.root.origin == SourceLocation(file: "tree.yaml", line: 6, column: 3))
        let buy = doc.root.children[0]
        #expect(buy.id == "buy")
        #expect(buy.part == "button")
        #expect(buy.frame == Rect(x: 20, y: 20.5, width: 160, height: 44))
        #expect(buy.classes == ["primary", "large"])
        #expect(buy.state == [.highlighted, .selected])
        #expect(buy.traits == [.preferredContentSizeCategory(.xLarge)])
        #expect(doc.root.children[1].classes == ["caption"])
        #expect(doc.root.children[1].id == nil)
    }

    @Test func unknownKeysAreErrorsWithSuggestions() throws {
        let (document, diagnostics) = try TreeLoaderTests.load(
            """
            livery-tree: 1
            root:
              type: UIView
              childen: []
              size: [1, 1]
            extra: 1
            """)
        #expect(document == nil)
        #expect(
            diagnostics == [
                "tree.yaml:4:3: error: unknown key 'childen' in a view; expected type, runtimeClass, controller, hosting, id, part, side, frame, size, classes, state, set, traits, children [unknown-key]",
                "tree.yaml:6:1: error: unknown key 'extra' in a tree document; expected livery-tree, stylesheet, device, traits, root [unknown-key]",
            ])
    }

    /// `hosting:` is SwiftUI content's accessibility labels; anything else there is located.
    @Test func aHostingNodeKeepsItsLabelsAndRejectsOtherShapes() throws {
        var diagnostics: [Diagnostic] = []
        let good = try YAMLReader.parse(
            "livery-tree: 1\nroot:\n  type: UIView\n  size: [100, 60]\n  hosting: { labels: [Aaaa, \"Aaaaa 0\"] }\n")
        let document = try #require(TreeLoader.load(good, file: "t.yaml", registry: .builtIn, diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(document.root.hosting == HostedContent(labels: ["Aaaa", "Aaaaa 0"]))
        for (hosting, expected) in [
            ("true", "t.yaml:5:12: error: 'hosting' is a mapping: { labels: [...] }, what the hosted SwiftUI content's accessibility elements say [wrong-kind]"),
            ("{ labels: Aaaa }", "t.yaml:5:22: error: 'labels' is a list of texts [wrong-kind]"),
            ("{ label: [Aaaa] }", "t.yaml:5:14: error: unknown key 'label' in a hosting; expected labels [unknown-key]"),
        ] {
            var found: [Diagnostic] = []
            let yaml = try YAMLReader.parse("livery-tree: 1\nroot:\n  type: UIView\n  size: [100, 60]\n  hosting: \(hosting)\n")
            _ = TreeLoader.load(yaml, file: "t.yaml", registry: .builtIn, diagnostics: &found)
            #expect(found.map(\.description) == [expected])
        }
    }

    /// A captured image: by the stylesheet's catalog name, or a placeholder
    /// of its size; a placeholder is a tree's only, never a stylesheet's.
    @Test func aTreeNamesCatalogImagesAndPlaceholders() throws {
        let crown = ImageReference(written: "Crown", resolvedPath: "/catalog/Crown.imageset/crown.png")
        let tree = """
            livery-tree: 1
            root:
              type: UIView
              size: [100, 100]
              children:
                - { type: UIImageView, id: named, frame: [0, 0, 10, 10], set: { image: Crown } }
                - { type: UIImageView, id: hidden, frame: [0, 0, 10, 10], set: { image: { placeholder: [120, 80] } } }
            """
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "t.yaml", registry: .builtIn, images: ["Crown": crown], diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(document.root.children[0].explicitValues["image"] == .image(crown))
        #expect(document.root.children[1].explicitValues["image"] == .image(.placeholder(Size(width: 120, height: 80))))
        for (value, expected) in [
            ("{ placeholder: [-1, 80] }", "t.yaml:3:69: error: a placeholder image's sides are 0 to 10000 points, found [-1, 80] [out-of-range]"),
            ("{ placeholder: [1, 80], alpha: 1 }", "t.yaml:3:78: error: unknown key 'alpha' in an image; expected placeholder [unknown-key]"),
            ("{ size: [1, 1] }", "t.yaml:3:56: error: unknown key 'size' in an image; expected image, symbol, color, placeholder [unknown-key]"),
        ] {
            var found: [Diagnostic] = []
            let yaml = try YAMLReader.parse("livery-tree: 1\nroot:\n  { type: UIImageView, size: [10, 10], set: { image: \(value) } }\n")
            _ = TreeLoader.load(yaml, file: "t.yaml", registry: .builtIn, diagnostics: &found)
            #expect(found.map(\.description) == [expected])
        }
        let (_, styleDiagnostics) = StylesheetCompiler.compile(
            source: "livery: 1\nrules:\n  - { type: UIImageView, set: { image: { placeholder: [1, 1] } } }\n", path: "s.style.yaml")
        #expect(styleDiagnostics.map(\.description) == ["s.style.yaml:3:40: error: expected an image path, found a mapping [wrong-kind]"])
    }

    @Test func sideIsABarItemsLeadingOrTrailingEnd() throws {
        var diagnostics: [Diagnostic] = []
        let good = try YAMLReader.parse(
            "livery-tree: 1\nroot:\n  type: UINavigationBar\n  size: [300, 44]\n  children: [{ type: UIBarButtonItem, side: trailing }]\n")
        let document = try #require(TreeLoader.load(good, file: "t.yaml", registry: .builtIn, diagnostics: &diagnostics))
        #expect(document.root.children.first?.barSide == .trailing)
        for (child, expected) in [
            ("{ type: UIBarButtonItem, side: trailling }", "t.yaml:5:45: error: 'side' is leading or trailing, found 'trailling' [wrong-kind]"),
            ("{ type: UILabel, side: leading }", "t.yaml:5:37: error: 'side' places a navigation bar's item; a UILabel is not a bar item [wrong-kind]"),
        ] {
            var found: [Diagnostic] = []
            let yaml = try YAMLReader.parse("livery-tree: 1\nroot:\n  type: UINavigationBar\n  size: [300, 44]\n  children: [\(child)]\n")
            _ = TreeLoader.load(yaml, file: "t.yaml", registry: .builtIn, diagnostics: &found)
            #expect(found.map(\.description) == [expected])
        }
    }

    @Test func unknownTypeSuggestsTheClosestName() throws {
        var diagnostics: [Diagnostic] = []
        let yaml = try YAMLReader.parse("livery-tree: 1\nroot:\n  type: UIView\n  size: [1, 1]\n  children:\n    - type: UILable\n")
        #expect(TreeLoader.load(yaml, file: "t.yaml", registry: .builtIn, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description) == ["t.yaml:6:13: error: unknown view type 'UILable' [unknown-type]"])
        #expect(diagnostics.first?.hint == "did you mean 'UILabel'?")
    }

    @Test func declaredTypesAreKnown() throws {
        var registry = TypeRegistry.builtIn
        try registry.register(TypeSpec(name: "AvatarView", superclass: "UIView"))
        let (document, diagnostics) = try TreeLoaderTests.load(
            "livery-tree: 1\nroot: { type: AvatarView, size: [1, 1] }\n",
            registry: registry)
        #expect(diagnostics == [])
        #expect(document?.root.type == "AvatarView")
    }

    @Test func duplicateIdsAndSiblingParts() throws {
        let (_, diagnostics) = try TreeLoaderTests.load(
            """
            livery-tree: 1
            root:
              type: UIView
              id: a
              size: [1, 1]
              children:
                - { type: UIImageView, part: badge, id: b, size: [1, 1] }
                - { type: UIImageView, part: badge, id: a, size: [1, 1] }
                - type: UIView
                  size: [1, 1]
                  children:
                    - { type: UIImageView, part: badge, size: [1, 1] }
            """)
        #expect(
            diagnostics == [
                "tree.yaml:8:34: error: duplicate part 'badge' among siblings (first used at 7:34) [duplicate-part]",
                "tree.yaml:8:45: error: duplicate id 'a' (first used at 4:7) [duplicate-id]",
            ])
    }

    @Test func badFrames() throws {
        let (_, diagnostics) = try TreeLoaderTests.load(
            """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 100]
              children:
                - { type: UIView, frame: [0, 0, -1, 10] }
                - { type: UIView, frame: [0, .nan, 1, 10] }
                - { type: UIView, frame: [0, 0, 1e400, 10] }
                - { type: UIView, frame: [0, 0, ten, 10] }
                - { type: UIView, frame: [0, 0, "10", 10] }
                - { type: UIView, frame: [-5, -5, 10, 10] }
            """)
        // Frames are read as a stylesheet's rects are (the same messages and
        // codes); only a negative size is the tree's own `bad-frame`.
        #expect(
            diagnostics == [
                "tree.yaml:4:10: error: a rect [x, y, width, height] has 4 numbers, found 3 [wrong-count]",
                "tree.yaml:6:37: error: a frame's width must not be negative, found -1 [bad-frame]",
                "tree.yaml:7:34: error: '.nan' is not a finite number [number-not-finite]",
                "tree.yaml:8:37: error: '1e400' is too large to be a finite number [number-not-finite]",
                "tree.yaml:9:37: error: expected a number, found 'ten' [bad-expression]",
            ])
    }

    @Test func unknownStateFlag() throws {
        let (_, diagnostics) = try TreeLoaderTests.load(
            """
            livery-tree: 1
            root: { type: UIButton, state: [selected, pressed], size: [1, 1] }
            """)
        #expect(diagnostics == ["tree.yaml:2:43: error: unknown state flag 'pressed' [unknown-state]"])
    }

    @Test func badTraits() throws {
        var diagnostics: [Diagnostic] = []
        let yaml = try YAMLReader.parse(
            """
            livery-tree: 1
            traits: { userInterfaceStyle: dim }
            root:
              type: UIView
              size: [1, 1]
              traits:
                dispalyScale: 2
            """)
        _ = TreeLoader.load(yaml, file: "tree.yaml", registry: .builtIn, diagnostics: &diagnostics)
        #expect(
            diagnostics.map(\.description) == [
                "tree.yaml:2:31: error: 'dim' is not a value of trait 'userInterfaceStyle' [bad-trait-value]",
                "tree.yaml:7:5: error: unknown trait 'dispalyScale' [unknown-trait]",
            ])
        #expect(diagnostics.map(\.hint) == ["expected one of light, dark", "did you mean 'displayScale'?"])
    }

    @Test func nodeBudgetIsEnforced() throws {
        let (document, diagnostics) = try TreeLoaderTests.load(
            """
            livery-tree: 1
            root:
              type: UIView
              size: [1, 1]
              children:
                - { type: UIView, size: [1, 1] }
                - { type: UIView, size: [1, 1] }
                - { type: UIView, size: [1, 1] }
            """, limits: TreeLoader.Limits(maxNodes: 3))
        #expect(document == nil)
        #expect(diagnostics == ["tree.yaml:8:7: error: the tree has more than 3 nodes [node-budget]"])
    }

    @Test func versionAndRequiredKeys() throws {
        #expect(
            try TreeLoaderTests.load("root: { type: UIView, size: [1, 1] }\n").1
                == ["tree.yaml:1:1: error: missing 'livery-tree: 1' (the format version) [missing-key]"])
        #expect(
            try TreeLoaderTests.load("livery-tree: 2\nroot: { type: UIView, size: [1, 1] }\n").1
                == ["tree.yaml:1:14: error: unsupported tree document version; expected 'livery-tree: 1' [unsupported-version]"])
        #expect(
            try TreeLoaderTests.load("livery-tree: 1\n").1
                == ["tree.yaml:1:1: error: missing 'root:' (the root view) [missing-key]"])
        #expect(
            try TreeLoaderTests.load("livery-tree: 1\nroot: { id: x }\n").1
                == ["tree.yaml:2:7: error: a view needs 'type:' [missing-key]"])
        #expect(
            try TreeLoaderTests.load("- 1\n").1
                == ["tree.yaml:1:1: error: a tree document is a mapping with 'livery-tree: 1' and 'root:' [wrong-kind]"])
        #expect(
            try TreeLoaderTests.load("livery-tree: 1\nroot: { type: UIView, children: {}, size: [1, 1] }\n").1
                == ["tree.yaml:2:33: error: 'children' is a list of views [wrong-kind]"])
    }

    @Test func readsFilesAndReportsYAMLErrorsWithTheirPosition() throws {
        let dir = TemporaryDirectory.make()
        defer { TemporaryDirectory.remove(dir) }
        let path = dir + "/broken.tree.yaml"
        try "livery-tree: 1\nroot: { type: UIView\n".write(toFile: path, atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        #expect(TreeLoader.load(contentsOf: path, registry: .builtIn, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.code.rawValue) == ["yaml-syntax"])
        #expect(diagnostics.first?.location.file == path)
        #expect(diagnostics.first?.location.line == 3)

        diagnostics = []
        #expect(TreeLoader.load(contentsOf: dir + "/missing.yaml", registry: .builtIn, diagnostics: &diagnostics) == nil)
        #expect(
            diagnostics.map(\.description) == [
                "\(dir)/missing.yaml:1:1: error: cannot read tree document '\(dir)/missing.yaml': no such file [file-not-found]"
            ])
    }
}

/// A node's `set:`: the same forms and diagnostics as a rule's `set:`.
@Suite struct TreeExplicitValueTests {
    @Test func explicitValuesInEveryForm() throws {
        let dir = TemporaryDirectory.make()
        defer { TemporaryDirectory.remove(dir) }
        try FileManager.default.createDirectory(atPath: dir + "/img", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: dir + "/img/Crown.png", contents: Data([0x89])))
        let path = dir + "/screen.tree.yaml"
        try """
        livery-tree: 1
        root:
          type: UIView
          size: [100, 100]
          set:
            backgroundColor: "#FF000080"
            layer: { cornerRadius: 8, borderWidth: 1 }
            clipsToBounds: true
          children:
            - type: UIButton
              size: [10, 10]
              set:
                title: Buy
                titleColor: { normal: white, selected+highlighted: systemBlue }
                image: img/Crown.png
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        let document = try #require(TreeLoader.load(contentsOf: path, registry: .builtIn, diagnostics: &diagnostics))
        #expect(diagnostics == [])
        #expect(
            document.root.explicitValues == [
                "backgroundColor": .color(DynamicColor(Color(red: 255, green: 0, blue: 0, alpha: 128))),
                "layer.cornerRadius": .number(8), "layer.borderWidth": .number(1), "layer.masksToBounds": .bool(true),
            ])
        let button = document.root.children[0]
        #expect(button.explicitValues == [:])
        #expect(
            button.explicitKeyedValues == [
                "title": ["normal": .string("Buy")],
                "titleColor": [
                    "normal": .color(DynamicColor(.white)),
                    "highlighted+selected": .color(SystemColors.table["systemBlue"]!),
                ],
                "image": ["normal": .image(ImageReference(written: "img/Crown.png", resolvedPath: dir + "/img/Crown.png"))],
            ])
    }

    @Test func badExplicitValuesAreReportedWhereTheyAre() throws {
        let (document, diagnostics) = try TreeLoaderTests.load(
            """
            livery-tree: 1
            root:
              type: UILabel
              size: [1, 1]
              set:
                textColour: red
                alpha: "#12"
                font: { size: 12, weight: chunky }
                text: Hello
                image: nothere.png
            """)
        #expect(document == nil)
        #expect(
            diagnostics == [
                "tree.yaml:6:5: error: unknown property 'textColour' for UILabel [unknown-property]",
                "tree.yaml:7:12: error: expected a number, found '#' [bad-expression]",
                "tree.yaml:8:31: error: unknown font weight 'chunky'; expected ultraLight, thin, light, regular, medium, "
                    + "semibold, bold, heavy, black [bad-font]",
                "tree.yaml:10:5: error: unknown property 'image' for UILabel [unknown-property]",
            ])
    }
}
