import Foundation
import Livery
import LiveryGallery
import Testing

@testable import LiveryReview

/// `livery diff`'s comparison without the binary: the screens planned, the
/// properties and pixels each change touches, the report's images and page,
/// and a screen that cannot be drawn failing alone.
@Suite struct StylesheetDiffTests {
    static let stylesheet = """
        livery: 1
        rules:
          - type: UIView
            set: { backgroundColor: white }
          - type: UIView
            class: badge
            set: { backgroundColor: systemBlue, layer.cornerRadius: 4 }
        """
    static let tree = """
        livery-tree: 1
        root:
          type: UIView
          frame: [0, 0, 100, 50]
          children:
            - { type: UIView, id: badge, classes: [badge], frame: [10, 10, 20, 10] }
            - { type: UIView, id: plain, frame: [50, 10, 20, 10] }
        """

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(prefix: "livery-diff-test-")
        try Data(Self.tree.utf8).write(to: URL(fileURLWithPath: folder.path + "/screen.tree.yaml"))
        try Data(Self.tree.replacingOccurrences(of: "100, 50", with: "20000, 10").utf8)
            .write(to: URL(fileURLWithPath: folder.path + "/wide.tree.yaml"))
    }

    /// A stylesheet compiled from `text` and the trees (files in the folder) loaded with it.
    func side(_ text: String, trees: [String] = ["screen.tree.yaml"]) throws -> StylesheetDiff.Side {
        let (table, diagnostics) = StylesheetCompiler.compile(source: text, path: folder.path + "/sheet.style.yaml")
        let compiled = try #require(table, "\(diagnostics)")
        var loaded: [Diagnostic] = []
        let documents = try trees.map { tree in
            try #require(TreeLoader.load(contentsOf: folder.path + "/" + tree, registry: compiled.registry, diagnostics: &loaded))
        }
        return StylesheetDiff.Side(resolver: Resolver(table: compiled), trees: trees, documents: documents)
    }

    func diff(to text: String, trees: [String] = ["screen.tree.yaml"], scales: [Int] = [1]) throws -> StylesheetDiff {
        let plan = StylesheetDiff.plan(trees: trees, appearances: [.light, .dark], scales: scales)
        return StylesheetDiff(before: try side(Self.stylesheet, trees: trees), after: try side(text, trees: trees), plan: plan)
    }

    /// Trees × appearances × text sizes × scales, in that order; no scales is
    /// the default one, no text sizes each tree's own.
    @Test func thePlanIsEveryTreeInEveryVariant() {
        let plain = StylesheetDiff.plan(trees: ["a.tree.yaml", "git:HEAD:b.tree.yaml"], appearances: [.light, .dark], defaultScale: 3)
        #expect(plain.screens.map(\.fileName) == ["a.light@3x.png", "a.dark@3x.png", "git:HEAD:b.light@3x.png", "git:HEAD:b.dark@3x.png"])
        #expect(plain.screens.allSatisfy { $0.variant.contentSize == nil })
        let full = StylesheetDiff.plan(
            trees: ["a.tree.yaml"], appearances: [.dark], contentSizes: [.large, .xxLarge], scales: [1, 2], defaultScale: 3)
        #expect(
            full.screens.map(\.fileName) == [
                "a.dark.large@1x.png", "a.dark.large@2x.png", "a.dark.xxLarge@1x.png", "a.dark.xxLarge@2x.png",
            ])
    }

    /// A tree's colons (`git:REV:path`) would read as a URL scheme in the report's links.
    @Test func reportImagesAreNamedWithoutColons() {
        let screen = StylesheetDiff.plan(trees: ["git:HEAD:screen.tree.yaml"], appearances: [.light]).screens[0]
        #expect(DiffReport.baseName(of: screen) == "git-HEAD-screen.light@2x")
    }

    @Test func identicalSidesChangeNothingAndWriteNoImages() throws {
        let report = try DiffReport(folder: folder.path + "/report")
        let outcome = try diff(to: Self.stylesheet).compare(report: report)
        #expect(!outcome.failed)
        #expect(outcome.reviews.map(\.variant) == ["light", "dark"])
        #expect(outcome.reviews.allSatisfy { $0.changes.isEmpty && $0.changedPixels == 0 && $0.before == nil })
        #expect(!outcome.changed(threshold: 0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.folder).isEmpty)
    }

    /// One colour: the badge's background in both variants, nothing else;
    /// the changed pixels are the badge's frame, less its corners' outermost.
    @Test func aColourChangeIsExactlyWhatItTouches() throws {
        let report = try DiffReport(folder: folder.path + "/report")
        let outcome = try diff(to: Self.stylesheet.replacingOccurrences(of: "systemBlue", with: "systemRed")).compare(report: report)
        #expect(!outcome.failed)
        for review in outcome.reviews {
            #expect(review.changes.map { "\($0.view ?? "") \($0.keyPath)" } == ["badge backgroundColor"])
            #expect((180...200).contains(review.changedPixels))
            #expect(review.bounds == Rect(x: 10, y: 10, width: 20, height: 10))
        }
        #expect(outcome.changed(threshold: 100_000), "a property change counts whatever the pixels")
        #expect(outcome.reviews.map(\.difference) == ["screen.light@1x.difference.png", "screen.dark@1x.difference.png"])
        try report.writePage(outcome.reviews, old: "old <style>", new: "new")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: report.folder))
        #expect(
            files
                == Set(
                    ["index.html"]
                        + ["light", "dark"].flatMap { v in ["before", "after", "difference"].map { "screen.\(v)@1x.\($0).png" } }))
        let page = try String(contentsOfFile: report.folder + "/index.html", encoding: .utf8)
        #expect(page.contains("src=\"screen.dark@1x.difference.png\"") && page.contains("old &lt;style&gt;"))
    }

    /// A threshold forgives pixels, never a property.
    @Test func theThresholdForgivesPixelsOnly() {
        let review = ScreenReview(tree: "a.tree.yaml", variant: "light", scale: 2, changes: [], changedPixels: 5, bounds: nil)
        let outcome = StylesheetDiff.Outcome(reviews: [review])
        #expect(outcome.changed(threshold: 4))
        #expect(!outcome.changed(threshold: 5))
    }

    /// A screen past the renderer's limits fails, named; the others are still compared.
    @Test func aScreenThatCannotBeDrawnFailsByName() throws {
        let outcome = try diff(to: Self.stylesheet, trees: ["screen.tree.yaml", "wide.tree.yaml"]).compare()
        #expect(outcome.failed)
        #expect(outcome.reviews.map(\.tree) == ["screen.tree.yaml", "screen.tree.yaml"])
        #expect(outcome.errors.map { $0.prefix(while: { $0 != ":" }) } == ["wide.light@1x.png", "wide.dark@1x.png"])
        #expect(outcome.errors.allSatisfy { $0.contains("exceeds the limit") })
    }

    /// A tree only one side loaded has no screen to compare.
    @Test func aTreeOneSideLacksIsLeftOut() throws {
        let plan = StylesheetDiff.plan(trees: ["screen.tree.yaml"], appearances: [.light])
        let before = try side(Self.stylesheet)
        let after = try side(Self.stylesheet, trees: [])
        let outcome = StylesheetDiff(before: before, after: after, plan: plan).compare()
        #expect(outcome.reviews.isEmpty && !outcome.failed)
    }

    @Test func aReportFolderThatCannotBeMadeIsAnError() throws {
        _ = FileManager.default.createFile(atPath: folder.path + "/file", contents: Data())
        let failure = #expect(throws: DiffReport.Failure.self) { try DiffReport(folder: folder.path + "/file/report") }
        #expect(failure?.description.hasPrefix("cannot create '\(folder.path)/file/report'") == true)
    }
}
