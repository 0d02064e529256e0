import Testing

/// `livery apply` and `livery explain`, end to end through the executable.
@Suite struct ApplyExplainCommandTests {
    static let stylesheet = """
    livery: 1
    rules:
      - type: UIView
        set: { backgroundColor: { light: "#FFFFFF", dark: "#000000" } }
      - type: UILabel
        inside: [UITableViewCell]
        set: { alpha: 0.5 }
      - type: UILabel
        set: { alpha: 0.25 }
    """

    static let tree = """
    livery-tree: 1
    root:
      type: UITableViewCell
      frame: [0, 0, 320, 44]
      children:
        - { type: UILabel, id: title }
    """

    @Test func applyPrintsJSONWithTraitOverrides() throws {
        let dir = try LiveryProcess.folder(["s.style.yaml": Self.stylesheet, "t.tree.yaml": Self.tree])
        let result = try LiveryProcess.run(["apply", "s.style.yaml", "t.tree.yaml", "--trait", "userInterfaceStyle=dark"],
                                           in: dir)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        {
          "views": [
            {
              "id": null,
              "type": "UITableViewCell",
              "path": "",
              "properties": {
                "backgroundColor": "#000000FF"
              }
            },
            {
              "id": "title",
              "type": "UILabel",
              "path": "0",
              "properties": {
                "alpha": 0.5,
                "backgroundColor": "#000000FF"
              }
            }
          ]
        }

        """)
    }

    @Test func applyPrintsYAML() throws {
        let dir = try LiveryProcess.folder(["s.style.yaml": Self.stylesheet, "t.tree.yaml": Self.tree])
        let result = try LiveryProcess.run(["apply", "s.style.yaml", "t.tree.yaml", "--format", "yaml"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("views:\n  - id: null\n    type: \"UITableViewCell\"\n"))
        #expect(result.stdout.contains("      alpha: 0.5\n      backgroundColor: \"#FFFFFFFF\"\n"))
    }

    @Test func explainCitesTheWinnerAndTheDecidingStep() throws {
        let dir = try LiveryProcess.folder(["s.style.yaml": Self.stylesheet, "t.tree.yaml": Self.tree])
        let result = try LiveryProcess.run(["explain", "s.style.yaml", "t.tree.yaml", "--view", "title", "--property", "alpha"],
                                           in: dir)
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
        matching rules, highest precedence first:
          #1 UILabel inside UITableViewCell  (s.style.yaml:5)
          #2 UILabel  (s.style.yaml:8)
          #0 UIView  (s.style.yaml:3)
        properties:
          alpha = 0.5  from rule #1 UILabel inside UITableViewCell (s.style.yaml:7); effective: 0.5
              beats rule #2 UILabel (s.style.yaml:9) = 0.25  [containment-outermost]

        """))
        #expect(!result.stdout.contains("backgroundColor ="))
    }

    @Test func errorsExitWithStatusOne() throws {
        let dir = try LiveryProcess.folder(["s.style.yaml": Self.stylesheet, "t.tree.yaml": Self.tree,
                                            "bad.tree.yaml": "livery-tree: 1\nroot: { type: UILable }\n"])
        let badTree = try LiveryProcess.run(["apply", "s.style.yaml", "bad.tree.yaml"], in: dir)
        #expect(badTree.status == 1)
        #expect(badTree.stdout == "")
        #expect(badTree.stderr.hasPrefix("bad.tree.yaml:2:15: error: unknown view type 'UILable' [unknown-type]\n"))

        let noView = try LiveryProcess.run(["explain", "s.style.yaml", "t.tree.yaml", "--view", "nope"], in: dir)
        #expect(noView.status == 1)
        #expect(noView.stderr == "error: no view has id 'nope' in t.tree.yaml\n")

        let badTrait = try LiveryProcess.run(["apply", "s.style.yaml", "t.tree.yaml", "--trait", "displayScale=5"], in: dir)
        #expect(badTrait.status == 64)
        #expect(badTrait.stderr.contains("'5' is not a value of trait 'displayScale'; expected one of 1, 2, 3"))
    }
}
