import Testing

/// `livery apply` and `livery explain`, end to end through the executable.
extension CLITests {
    static let resolverStylesheet = """
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

    static let resolverTree = """
        livery-tree: 1
        root:
          type: UITableViewCell
          frame: [0, 0, 320, 44]
          children:
            - { type: UILabel, id: title }
        """

    @Test func applyPrintsJSONWithTraitOverrides() throws {
        let run = try livery(
            "apply", file("s.style.yaml", CLITests.resolverStylesheet), file("t.tree.yaml", CLITests.resolverTree),
            "--trait", "userInterfaceStyle=dark")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
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
        let run = try livery(
            "apply", file("s.style.yaml", CLITests.resolverStylesheet), file("t.tree.yaml", CLITests.resolverTree),
            "--format", "yaml")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("views:\n  - id: null\n    type: \"UITableViewCell\"\n"))
        #expect(run.stdout.contains("      alpha: 0.5\n      backgroundColor: \"#FFFFFFFF\"\n"))
    }

    @Test func explainCitesTheWinnerAndTheDecidingStep() throws {
        let stylesheet = file("s.style.yaml", CLITests.resolverStylesheet)
        let run = try livery(
            "explain", stylesheet, file("t.tree.yaml", CLITests.resolverTree), "--view", "title",
            "--property", "alpha")
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                """
                matching rules, highest precedence first:
                  #1 UILabel inside UITableViewCell  (\(stylesheet):5)
                  #2 UILabel  (\(stylesheet):8)
                  #0 UIView  (\(stylesheet):3)
                properties:
                  alpha = 0.5  from rule #1 UILabel inside UITableViewCell (\(stylesheet):7); effective: 0.5
                      beats rule #2 UILabel (\(stylesheet):9) = 0.25  [containment-outermost]

                """))
        #expect(!run.stdout.contains("backgroundColor ="))
    }

    @Test func applyAndExplainErrorsExitWithStatusOne() throws {
        let stylesheet = file("s.style.yaml", CLITests.resolverStylesheet)
        let tree = file("t.tree.yaml", CLITests.resolverTree)
        let badTreePath = file("bad.tree.yaml", "livery-tree: 1\nroot: { type: UILable }\n")
        let badTree = try livery("apply", stylesheet, badTreePath)
        #expect(badTree.status == 1)
        #expect(badTree.stdout == "")
        #expect(badTree.stderr.hasPrefix("\(badTreePath):2:15: error: unknown view type 'UILable' [unknown-type]\n"))

        let noView = try livery("explain", stylesheet, tree, "--view", "nope")
        #expect(noView.status == 1)
        #expect(noView.stderr == "error: no view has id 'nope' in \(tree)\n")

        let badTrait = try livery("apply", stylesheet, tree, "--trait", "displayScale=5")
        #expect(badTrait.status == 64)
        #expect(badTrait.stderr.contains("'5' is not a value of trait 'displayScale'; expected one of 1, 2, 3"))
    }
}
