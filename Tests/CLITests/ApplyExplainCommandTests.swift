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
            - { type: UILabel, id: title, frame: [16, 11, 200, 22] }
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
                      "frame": [0, 0, 320, 44],
                      "properties": {
                        "backgroundColor": "#000000FF"
                      }
                    },
                    {
                      "id": "title",
                      "type": "UILabel",
                      "path": "0",
                      "frame": [16, 11, 200, 22],
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

    /// A captured view written as its known ancestor: `explain` names the
    /// class it really was, and matching goes by the ancestor.
    @Test func explainNamesACapturedViewsRuntimeClass() throws {
        let stylesheet = file("s.style.yaml", "livery: 1\nrules:\n  - { type: UIButton, set: { alpha: 0.5 } }\n")
        let tree = file(
            "captured.tree.yaml",
            """
            livery-tree: 1
            root:
              type: UIView
              frame: [0, 0, 100, 50]
              children:
                - { type: UIButton, runtimeClass: "_UIButtonBarButton", id: back, frame: [0, 0, 44, 44] }
            """)
        let run = try livery("explain", stylesheet, tree, "--view", "back")
        #expect(run.status == 0)
        #expect(run.stdout.contains("alpha = 0.5"))
        #expect(run.stdout.contains("captured from a _UIButtonBarButton, written as its known ancestor UIButton\n"))
        let typed = try livery(
            "explain", stylesheet, file("typed.tree.yaml", "livery-tree: 1\nroot: { type: UIButton, id: b, size: [10, 10] }\n"), "--view",
            "b")
        #expect(!typed.stdout.contains("captured from"))
        let hosting = try livery(
            "explain", stylesheet,
            file("hosting.tree.yaml", "livery-tree: 1\nroot: { type: UIView, id: card, size: [10, 10], hosting: { labels: [Aaaa] } }\n"),
            "--view", "card")
        #expect(hosting.stdout.contains("hosts SwiftUI content (1 accessibility labels)"), "\(hosting.stdout)")
    }

    /// An inherited value names the ancestor by its id; a bar item is placed by its bar, not "its UIStackView".
    @Test func explainNamesTheAncestorAndTheParentThatPlacedTheView() throws {
        let stylesheet = file("e.style.yaml", "livery: 1\n")
        let tree = file(
            "e.tree.yaml",
            """
            livery-tree: 1
            root:
              type: UIView
              id: screen
              size: [200, 100]
              set: { tintColor: red }
              children:
                - { type: UINavigationBar, frame: [0, 0, 200, 44], children: [{ type: UIBarButtonItem, id: done, set: { title: Done } }] }
                - { type: UIStackView, frame: [0, 50, 200, 40], children: [{ type: UISwitch, id: toggle }] }
            """)
        let toggle = try livery("explain", stylesheet, tree, "--view", "toggle")
        #expect(toggle.stdout.contains("tintColor = \"#FF0000FF\"  from view 'screen', inherited;"), "\(toggle.stdout)")
        #expect(toggle.stdout.hasSuffix("(placed by its UIStackView)\n"))
        let done = try livery("explain", stylesheet, tree, "--view", "done")
        #expect(done.stdout.hasSuffix("(placed by its UINavigationBar)\n"), "\(done.stdout)")
    }

    /// `explain` ends with the laid-out frame and where it came from.
    @Test func explainSaysWhereTheFrameCameFrom() throws {
        let stylesheet = file("s.style.yaml", "livery: 1\nrules:\n  - { type: UIStackView, set: { spacing: 10 } }\n")
        let tree = file(
            "stack.tree.yaml",
            """
            livery-tree: 1
            root:
              type: UIStackView
              id: row
              size: [300, 40]
              children:
                - { type: UIView, id: fixed, size: [50, 40] }
                - { type: UIView, id: rest }
            """)
        let root = try livery("explain", stylesheet, tree, "--view", "row")
        #expect(root.stdout.hasSuffix("frame: [0, 0, 300, 40] (its size: in the tree, at its parent's origin)\n"))
        let rest = try livery("explain", stylesheet, tree, "--view", "rest")
        #expect(rest.stdout.hasSuffix("frame: [60, 0, 240, 40] (placed by its UIStackView)\n"))
        let apply = try livery("apply", stylesheet, tree)
        #expect(apply.stdout.contains("\"frame\": [60, 0, 240, 40]"))
    }

    @Test func applyAndExplainErrorsExitWithStatusOne() throws {
        let stylesheet = file("s.style.yaml", CLITests.resolverStylesheet)
        let tree = file("t.tree.yaml", CLITests.resolverTree)
        let badTreePath = file("bad.tree.yaml", "livery-tree: 1\nroot: { type: UILable, size: [1, 1] }\n")
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

    /// Names from input reach the terminal as text: escape sequences and
    /// bells are escaped in every message, and a keypath the view lacks is an
    /// error rather than an empty answer.
    @Test func messagesEscapeControlCharactersAndBadKeypathsAreErrors() throws {
        let stylesheet = file("s.style.yaml", CLITests.resolverStylesheet)
        let tree = file("t.tree.yaml", CLITests.resolverTree)
        let trait = try livery("apply", stylesheet, tree, "--trait", "userInterfaceStyle=\u{1B}[31mdark\u{7}")
        #expect(trait.status == 64)
        #expect(!trait.stderr.contains("\u{1B}") && !trait.stderr.contains("\u{7}"))
        #expect(trait.stderr.contains("'\\u{1B}[31mdark\\u{7}' is not a value of trait 'userInterfaceStyle'"))

        let view = try livery("explain", stylesheet, tree, "--view", "\u{1B}]0;pwned\u{7}")
        #expect(view.status == 1)
        #expect(view.stderr == "error: no view has id '\\u{1B}]0;pwned\\u{7}' in \(tree)\n")

        let key = file("k.style.yaml", "livery: 1\nrules:\n  - { type: UIView, set: { \"a\\e[2Jb\": 1 } }\n")
        let lint = try livery("lint", key)
        #expect(lint.status == 1)
        #expect(!lint.stderr.contains("\u{1B}"))
        #expect(lint.stderr.contains("unknown property 'a\\u{1B}[2Jb' for UIView"))

        let property = try livery("explain", stylesheet, tree, "--view", "title", "--property", "alpa")
        #expect(property.status == 1)
        #expect(property.stderr == "error: 'alpa' is not a property of UILabel; did you mean 'alpha'?\n")
    }
}
