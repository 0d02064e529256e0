import Foundation
import Testing

/// `livery lint` on a tree document checks it as a tree, with the types of
/// the stylesheet it names (or its sibling's), instead of reporting a
/// stylesheet's missing `livery: 1`.
extension CLITests {
    @Test func lintChecksATreeWithItsStylesheetsTypes() throws {
        _ = file("Card.style.yaml", "livery: 1\ntypes:\n  CardView: { inherits: UIView }\n")
        let good = file("Card.tree.yaml", "livery-tree: 1\nroot: { type: CardView, size: [10, 10] }\n")
        let run = try livery(["lint", good])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("livery: 1"))

        let bad = file("Other.tree.yaml", "livery-tree: 1\nstylesheet: Card.style.yaml\nroot: { type: CardVeiw, size: [10, 10] }\n")
        let failed = try livery(["lint", bad])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("Other.tree.yaml:3:15: error: unknown view type 'CardVeiw'"))
        #expect(failed.stderr.contains("did you mean 'CardView'?"))
        #expect(!failed.stderr.contains("missing 'livery: 1'"))
    }

    /// What `render` would warn of in a tree's layout, `lint` says first: a
    /// tree that lints clean renders without a layout warning.
    @Test func lintWarnsOfATreesLayoutAsRenderWould() throws {
        let tree = file(
            "Wide.tree.yaml", "livery-tree: 1\nroot:\n  type: UIView\n  size: [200, 100]\n  children:\n    - { type: UIView, size: [null, 20] }\n")
        let run = try livery(["lint", tree])
        #expect(run.status == 0, "a warning")
        #expect(run.stderr.contains("Wide.tree.yaml:6:7: warning: nothing gives this UIView a width"), "\(run.stderr)")
        #expect(run.stderr.contains("[no-size]"))
        #expect(try livery(["lint", "--strict", tree]).status == 1)
        let fixed = file("Fixed.tree.yaml", "livery-tree: 1\nroot:\n  type: UIView\n  size: [200, 100]\n  children:\n    - { type: UIView, size: [50, 20] }\n")
        #expect(try livery(["lint", "--strict", fixed]).status == 0)
    }

    /// A rule another outranks on every view of the tree it matches is
    /// reported at its line with the winner's; one that wins somewhere is not.
    @Test func lintOfATreeFindsARuleThatNeverWinsThere() throws {
        _ = file(
            "Tabs.style.yaml",
            """
            livery: 1
            rules:
              - { type: UIView, inside: [UITabBarController], set: { tintColor: red } }
              - { type: UINavigationBar, inside: [UINavigationController], set: { tintColor: blue } }
              - { type: UILabel, set: { textColor: red } }
            """)
        let tree = file(
            "Tabs.tree.yaml",
            """
            livery-tree: 1
            root:
              type: UIView
              controller: UITabBarController
              size: [300, 200]
              children:
                - type: UIView
                  controller: UINavigationController
                  frame: [0, 0, 300, 200]
                  children:
                    - { type: UINavigationBar, frame: [0, 0, 300, 44] }
                    - { type: UILabel, frame: [0, 50, 300, 20], set: { text: Hi, textColor: blue } }
            """)
        let run = try livery(["lint", tree])
        #expect(
            run.stderr.contains(
                "Tabs.style.yaml:4:5: warning: this rule never wins in Tabs.tree.yaml: on the view it matches, `UIView inside UITabBarController` (line 3) outranks it [rule-never-wins]"
            ), "\(run.stderr)")
        #expect(run.stderr.contains("0 errors, 1 warning"), "the label's rule loses only to the tree's own value")
    }
}
