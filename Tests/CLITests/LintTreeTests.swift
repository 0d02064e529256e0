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
}
