import Foundation
import Testing
import Livery
import LiveryYAML
@testable import LiveryRender

/// The layout stage against frames worked out by hand from UIKit's rules
/// (Docs/Layout.md). Plain views with written sizes keep the numbers exact;
/// labels are checked against the text engine's own measure.
@Suite struct LayoutTests {
    typealias Item = StackArrangement.Item

    static func rects(_ placed: [(start: Double, length: Double)]) -> [[Double]] {
        placed.map { [$0.start, $0.length] }
    }

    // MARK: Along the axis

    @Test func fillStretchesTheLowestHuggingAndTheLaterOfATie() {
        let fill = StackArrangement(distribution: .fill, spacing: 10)
        // 300 − 2 × 10 − (50 + 60 + 70) = 100 spare.
        let items = [Item(length: 50, hugging: 250), Item(length: 60, hugging: 200), Item(length: 70, hugging: 250)]
        #expect(Self.rects(fill.arrange(items, available: 300)) == [[0, 50], [60, 160], [230, 70]])
        let tie = [Item(length: 50, hugging: 251), Item(length: 60, hugging: 251)]
        #expect(Self.rects(fill.arrange(tie, available: 200)) == [[0, 50], [60, 140]])
        // No intrinsic length: no hugging constraint, so it stretches first.
        let spacer = [Item(length: 50, hugging: 1), Item(length: nil), Item(length: 20)]
        #expect(Self.rects(fill.arrange(spacer, available: 200)) == [[0, 50], [60, 110], [180, 20]])
    }

    @Test func fillSqueezesTheLowestCompressionResistanceFirst() {
        let fill = StackArrangement(distribution: .fill, spacing: 0)
        // 100 too long: the 700 item gives 60 of its 60, then the later 750 item gives 40.
        let items = [
            Item(length: 80, compressionResistance: 750), Item(length: 60, compressionResistance: 700),
            Item(length: 60, compressionResistance: 750),
        ]
        #expect(Self.rects(fill.arrange(items, available: 100)) == [[0, 80], [80, 0], [80, 20]])
        // A written length never changes.
        let fixed = [Item(length: 80, isFixed: true), Item(length: 80, compressionResistance: 1000)]
        #expect(Self.rects(fill.arrange(fixed, available: 100)) == [[0, 80], [80, 20]])
    }

    @Test func fillEquallyAndProportionally() {
        let items = [Item(length: 10), Item(length: 30), Item(length: 60)]
        #expect(
            Self.rects(StackArrangement(distribution: .fillEqually, spacing: 6).arrange(items, available: 312))
                == [[0, 100], [106, 100], [212, 100]])
        #expect(
            Self.rects(StackArrangement(distribution: .fillProportionally, spacing: 0).arrange(items, available: 200))
                == [[0, 20], [20, 60], [80, 120]])
        #expect(StackArrangement(distribution: .fillEqually, spacing: 6).naturalLength(items) == 192)
    }

    @Test func equalSpacingAndEqualCentering() {
        let items = [Item(length: 20), Item(length: 40), Item(length: 20)]
        // 200 − 80 = 120 slack over two gaps.
        #expect(
            Self.rects(StackArrangement(distribution: .equalSpacing, spacing: 5).arrange(items, available: 200))
                == [[0, 20], [80, 40], [180, 20]])
        // Centres at 10, 100, 190: 90 apart, first and last flush.
        #expect(
            Self.rects(StackArrangement(distribution: .equalCentering, spacing: 5).arrange(items, available: 200))
                == [[0, 20], [80, 40], [180, 20]])
        let uneven = [Item(length: 20), Item(length: 20), Item(length: 100)]
        // Centres 10, 85, 160 (75 apart): the first gap is 55, the second 15.
        #expect(
            Self.rects(StackArrangement(distribution: .equalCentering, spacing: 5).arrange(uneven, available: 210))
                == [[0, 20], [75, 20], [110, 100]])
        // One subview is pinned to both edges whatever the distribution.
        #expect(
            Self.rects(StackArrangement(distribution: .equalSpacing, spacing: 5).arrange([Item(length: 20)], available: 90))
                == [[0, 90]])
    }

    // MARK: Trees

    static func layout(
        _ tree: String, stylesheet: String = "livery: 1\n", traits: TraitCollection = TraitCollection()
    ) throws -> (LayoutEngine.Result, [Diagnostic]) {
        let (table, compileDiagnostics) = StylesheetCompiler.compile(source: stylesheet, path: "/tmp/layout.style.yaml")
        #expect(compileDiagnostics.isEmpty)
        let registry = try #require(table).registry
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "t.tree.yaml", registry: registry, diagnostics: &diagnostics),
            "\(diagnostics)")
        let resolver = Resolver(table: try #require(table))
        let styles = resolver.resolve(document.root, traits: document.traits.overriding(traits.settings))
        return (try Renderer().layout(document.root, styles: styles), diagnostics)
    }

    /// A navigation bar's item goes to the end its `side:` says: one trailing
    /// item needs no leading placeholder; without `side:` the first leads.
    @Test func navigationBarItemsStandAtTheSideTheySay() throws {
        func xs(_ items: String) throws -> [Double] {
            let tree = "livery-tree: 1\nroot:\n  type: UINavigationBar\n  frame: [0, 0, 400, 44]\n  children: [\(items)]\n"
            let (result, diagnostics) = try Self.layout(tree)
            #expect(diagnostics.isEmpty)
            return result.frames.dropFirst().map { $0.x + $0.width }
        }
        let done = "{ type: UIBarButtonItem, side: trailing, set: { title: Done } }"
        #expect(try xs(done) == [384], "alone, at the trailing edge")
        #expect(try xs("{ type: UIBarButtonItem, set: { title: Done } }").first.map { $0 < 200 } == true, "the first item leads")
        let two = try xs("{ type: UIBarButtonItem, side: leading, set: { title: A } }, { type: UIBarButtonItem, side: leading, set: { title: B } }, \(done)")
        #expect(two[2] == 384 && two[0] < two[1] && two[1] < 200, "two leading items from the leading edge inwards")
    }

    /// `navigationItem.searchController`: a search bar a navigation bar holds
    /// takes a 52-point row below the title rows (below the large title when
    /// the bar prefers one), its field 16 points from the sides, and the bar
    /// grows by the row when its height is left to it.
    @Test func aSearchBarInANavigationBarTakesARowBelowTheTitles() throws {
        func frames(_ large: Bool, height: String) throws -> [Rect] {
            let tree = """
                livery-tree: 1
                root:
                  type: UIView
                  frame: [0, 0, 402, 300]
                  children:
                    - type: UINavigationBar
                      size: [402, \(height)]
                      children:
                        - { type: UIBarButtonItem, side: trailing, set: { title: Edit } }
                        - type: UISearchBar
                          children: [{ type: UISearchTextField }]
                """
            let sheet = "livery: 1\nrules:\n  - { type: UINavigationBar, set: { prefersLargeTitles: \(large) } }\n"
            let (result, diagnostics) = try Self.layout(tree, stylesheet: sheet)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            return result.frames
        }
        let compact = try frames(false, height: "null")
        #expect(compact[1].height == 96, "44 + 52")
        #expect(compact[3] == Rect(x: 0, y: 44, width: 402, height: 52))
        #expect(compact[4] == Rect(x: 16, y: 1, width: 370, height: 36))
        #expect(compact[2].y < 44, "the item stays in the top row")
        let large = try frames(true, height: "null")
        #expect(large[1].height == 148, "44 + 52 for the large title + 52")
        #expect(large[3].y == 96)
    }

    /// A stack forced right to left lays its arranged views out from the
    /// right in a left-to-right screen; its subviews do not inherit it.
    @Test func aForcedSemanticContentAttributeLaysTheViewsSubviewsOutItsWay() throws {
        func xs(_ attribute: String) throws -> [Double] {
            let tree = """
                livery-tree: 1
                root:
                  type: UIStackView
                  frame: [0, 0, 100, 20]
                  set: { axis: horizontal, semanticContentAttribute: \(attribute) }
                  children:
                    - { type: UIView, size: [30, 20] }
                    - { type: UIView, size: [30, 20] }
                """
            return try Self.layout(tree).0.frames.dropFirst().map(\.x)
        }
        #expect(try xs("unspecified") == [0, 30])
        #expect(try xs("forceRightToLeft") == [70, 40])
    }

    static func frame(_ result: LayoutEngine.Result, _ index: Int) -> [Double] {
        let f = result.frames[index]
        return [f.x, f.y, f.width, f.height]
    }

    static let row = """
        livery-tree: 1
        root:
          type: UIStackView
          size: [300, 100]
          set: { spacing: 10, alignment: ALIGN }
          children:
            - { type: UIView, size: [50, 20] }
            - { type: UIView, size: [null, 40] }
            - { type: UIView, size: [60, 30] }
        """

    @Test func everyAlignmentAcrossAHorizontalStack() throws {
        let expected: [String: [[Double]]] = [
            "fill": [[0, 0, 50, 20], [60, 0, 170, 40], [240, 0, 60, 30]],
            "top": [[0, 0, 50, 20], [60, 0, 170, 40], [240, 0, 60, 30]],
            "center": [[0, 40, 50, 20], [60, 30, 170, 40], [240, 35, 60, 30]],
            "bottom": [[0, 80, 50, 20], [60, 60, 170, 40], [240, 70, 60, 30]],
            // No text: each view's baseline is its bottom edge, so bottoms line up at the lowest.
            "firstBaseline": [[0, 20, 50, 20], [60, 0, 170, 40], [240, 10, 60, 30]],
        ]
        for (alignment, frames) in expected {
            let (result, _) = try Self.layout(Self.row.replacingOccurrences(of: "ALIGN", with: alignment))
            #expect((1...3).map { Self.frame(result, $0) } == frames, "\(alignment)")
        }
        // `fill` stretches a view whose height is not written.
        let (filled, _) = try Self.layout(
            Self.row.replacingOccurrences(of: "ALIGN", with: "fill").replacingOccurrences(of: "[null, 40]", with: "[null, null]"))
        #expect(Self.frame(filled, 2) == [60, 0, 170, 100])
    }

    @Test func verticalStackWithMarginsHiddenViewsAndRightToLeft() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [200, null]
              set: { axis: vertical, spacing: 8, alignment: leading, isLayoutMarginsRelativeArrangement: true,
                     layoutMargins: [10, 20, 30, 40] }
              children:
                - { type: UIView, size: [50, 20] }
                - { type: UIView, size: [60, 25], set: { isHidden: true } }
                - { type: UIView, size: [70, 30] }
            """
        let (ltr, _) = try Self.layout(tree)
        // Height from content: 10 + 20 + 8 + 30 + 30; the hidden view takes no space or spacing.
        #expect(Self.frame(ltr, 0) == [0, 0, 200, 98])
        #expect(Self.frame(ltr, 1) == [20, 10, 50, 20])
        #expect(Self.frame(ltr, 2)[2...3] == [0, 0])
        #expect(Self.frame(ltr, 3) == [20, 38, 70, 30])
        var rtl = TraitCollection()
        rtl.layoutDirection = .rightToLeft
        let (mirrored, _) = try Self.layout(tree, traits: rtl)
        // Margins swap: 40 on the left, 20 on the right; leading is the right edge.
        #expect(Self.frame(mirrored, 1) == [130, 10, 50, 20])
        #expect(Self.frame(mirrored, 3) == [110, 38, 70, 30])
    }

    @Test func rightToLeftHorizontalStackStartsAtTheRight() throws {
        let tree = Self.row.replacingOccurrences(of: "ALIGN", with: "top")
        var rtl = TraitCollection()
        rtl.layoutDirection = .rightToLeft
        let (result, _) = try Self.layout(tree, traits: rtl)
        #expect((1...3).map { Self.frame(result, $0) } == [[250, 0, 50, 20], [70, 0, 170, 40], [0, 0, 60, 30]])
    }

    @Test func nestedStacksAndStyledSpacing() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UIView
              size: [320, 200]
              children:
                - type: UIStackView
                  classes: outer
                  frame: [10, 10, 300, 180]
                  set: { axis: vertical, alignment: fill }
                  children:
                    - type: UIStackView
                      set: { alignment: center }
                      children:
                        - { type: UIView, size: [40, 40] }
                        - { type: UIView, size: [null, 20] }
                    - { type: UIView, size: [null, 30] }
            """
        let stylesheet = "livery: 1\nrules:\n  - { type: UIStackView, set: { spacing: 12 } }\n"
        let (result, _) = try Self.layout(tree, stylesheet: stylesheet)
        // The inner row is 40 high (its tallest); the column gives the slack to
        // the row, the later of two views whose hugging ties… the row has no
        // written height, the last view has: so the row takes 180 − 30 − 12 = 138.
        #expect(Self.frame(result, 2) == [0, 0, 300, 138])
        #expect(Self.frame(result, 3) == [0, 49, 40, 40])
        #expect(Self.frame(result, 4) == [52, 59, 248, 20])
        #expect(Self.frame(result, 5) == [0, 150, 300, 30])
    }

    @Test func labelsSizeToTheirTextAndGrowWithDynamicType() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [390, null]
              set: { axis: vertical }
              children:
                - { type: UILabel, set: { text: "Notifications" } }
                - { type: UILabel, set: { text: "Allow notifications from every app you use every day of the week", numberOfLines: 0 } }
            """
        let (regular, _) = try Self.layout(tree)
        var large = TraitCollection()
        large.preferredContentSizeCategory = .accessibilityExtraLarge
        let (big, _) = try Self.layout(tree, traits: large)
        let engine = Renderer().text
        let body17 = engine.measure(
            LabelContent(text: "Notifications", font: ResolvedFont(family: "system", size: 17, weight: .regular)),
            maxWidth: .infinity, limits: .default)
        #expect(Self.frame(regular, 1)[3] == body17.height)
        #expect(Self.frame(big, 1)[3] > Self.frame(regular, 1)[3] * 2)
        // The long label wraps to the stack's width: more lines when the text is larger.
        #expect(Self.frame(big, 2)[3] / Self.frame(big, 1)[3] > Self.frame(regular, 2)[3] / Self.frame(regular, 1)[3])
        #expect(Self.frame(regular, 0)[3] == Self.frame(regular, 1)[3] + Self.frame(regular, 2)[3])
    }

    @Test func aWrappingLabelInARowGrowsTheRow() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [200, null]
              set: { alignment: top, spacing: 8 }
              children:
                - { type: UILabel, set: { text: "A label long enough to wrap onto more lines", numberOfLines: 0, contentCompressionResistancePriority: { horizontal: 700 } } }
                - { type: UIView, size: [51, 31] }
            """
        let (result, _) = try Self.layout(tree)
        #expect(Self.frame(result, 1)[2] == 200 - 8 - 51)
        #expect(Self.frame(result, 2) == [149, 0, 51, 31])
        #expect(Self.frame(result, 1)[3] > 40)
        #expect(Self.frame(result, 0)[3] == Self.frame(result, 1)[3])
    }

    @Test func sizeEntriesLeftNullComeFromTheContentAndNothingIsANoSizeWarning() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UIView
              size: [300, 100]
              children:
                - { type: UILabel, size: [null, 30], set: { text: "Hi" } }
                - { type: UIView, size: [null, 10] }
            """
        let (result, _) = try Self.layout(tree)
        #expect(Self.frame(result, 1)[0...1] == [0, 0])
        #expect(Self.frame(result, 1)[2] > 10)
        #expect(result.sources[1] == .size)
        #expect(
            result.warnings.map(\.description) == [
                "t.tree.yaml:7:7: warning: nothing gives this UIView a width: no frame, size, intrinsic content size or stretching stack [no-size]"
            ])
    }

    @Test func treeDocumentsSayWhereFramesComeFrom() throws {
        var diagnostics: [Diagnostic] = []
        let yaml = try YAMLReader.parse(
            """
            livery-tree: 1
            root:
              type: UIView
              size: [100, 100]
              children:
                - { type: UIView }
                - type: UIStackView
                  frame: [0, 0, 100, 50]
                  children:
                    - { type: UIView, frame: [5, 5, 20, 20] }
                    - { type: UIView, size: [10, 10], frame: [0, 0, 1, 1] }
            """)
        _ = TreeLoader.load(yaml, file: "t.tree.yaml", registry: .builtIn, diagnostics: &diagnostics)
        #expect(
            diagnostics.map(\.description) == [
                "t.tree.yaml:6:7: error: a view needs 'frame:' or 'size:' unless a stack, a table or a bar arranges it [missing-frame]",
                "t.tree.yaml:10:34: warning: the stack places its arranged subviews: this frame's position is ignored [frame-in-stack]",
                "t.tree.yaml:11:33: error: a view has either 'frame:' or 'size:' (frame at 11:50) [bad-frame]",
            ])
    }
}

/// Layout of hostile but valid trees: extreme numbers, wide and deep stacks.
/// Each must lay out (frames may be huge, never a crash) and render or fail
/// with a located error.
@Suite struct HostileLayoutTests {
    @Test func extremeSpacingMarginsAndPrioritiesLayOutWithoutTrapping() throws {
        for spacing in ["1e300", "-1e300", "1.7976931348623157e308", "-5"] {
            let tree = """
                livery-tree: 1
                root:
                  type: UIStackView
                  size: [390, null]
                  set: { axis: vertical, spacing: \(spacing), isLayoutMarginsRelativeArrangement: true,
                         layoutMargins: [1e308, -1e308, 1e308, 1e308], distribution: equalCentering }
                  children:
                    - { type: UILabel, set: { text: "x", numberOfLines: 0, contentHuggingPriority: { vertical: 1000 } } }
                    - { type: UIView, size: [1e308, 1e308] }
                    - type: UIStackView
                      set: { spacing: \(spacing), distribution: fillProportionally, alignment: lastBaseline }
                      children:
                        - { type: UILabel, set: { text: "a b c" } }
                        - { type: UIView }
                """
            let (result, _) = try LayoutTests.layout(tree)
            #expect(result.frames.count == 6)
            // Drawing it is a picture or a clear error, never a trap.
            var diagnostics: [Diagnostic] = []
            let document = try #require(
                TreeLoader.load(try YAMLReader.parse(tree), file: "t.tree.yaml", registry: .builtIn, diagnostics: &diagnostics))
            var warnings: [Diagnostic] = []
            do {
                _ = try Renderer().render(
                    document.root, styledBy: Resolver(table: try #require(Self.noRules)), traits: TraitCollection(), scale: 1,
                    warnings: &warnings)
            } catch let error as RenderError {
                #expect(!error.description.isEmpty)
            }
        }
    }

    /// A table with no rules: the tree's own values and the schema's defaults.
    static let noRules: InvocationTable? = StylesheetCompiler.compile(source: "livery: 1\n", path: "none.style.yaml").table

    /// 5,000 arranged subviews in one stack, every distribution.
    @Test func aWideStackLaysOutEveryView() throws {
        for distribution in StackDistribution.allCases {
            let children = (0..<5_000).map { i in
                ViewNode(type: "UIView", placement: .size(width: Double(i % 7), height: 3))
            }
            let root = ViewNode(
                type: "UIStackView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                explicitValues: ["distribution": .enumCase(distribution.rawValue), "spacing": .number(1)], children: children)
            let styles = Resolver(table: try #require(Self.noRules)).resolve(root)
            let result = try Renderer().layout(root, styles: styles)
            #expect(result.frames.count == 5_001)
            #expect(result.frames.allSatisfy { $0.x.isFinite && $0.width.isFinite })
        }
    }

    /// Stacks nested as deep as the renderer allows lay out in linear work
    /// (each view is measured once per offered width), and deeper is the
    /// renderer's `too-deep` error.
    @Test func deepAlternatingStacksStayLinearAndTooDeepIsAnError() throws {
        func nested(_ depth: Int) -> ViewNode {
            var node = ViewNode(
                type: "UILabel", placement: .arranged,
                explicitValues: ["text": .string("innermost label that wraps"), "numberOfLines": .number(0)])
            for level in 0..<depth {
                node = ViewNode(
                    type: "UIStackView", placement: .arranged,
                    explicitValues: [
                        "axis": .enumCase(level % 2 == 0 ? "horizontal" : "vertical"), "alignment": .enumCase("center"),
                    ],
                    children: [node, ViewNode(type: "UILabel", placement: .arranged, explicitValues: ["text": .string("\(level)")])])
            }
            node.placement = .size(width: 390, height: nil)
            return node
        }
        let limits = RenderLimits.default
        let fine = nested(limits.maxDepth)
        let styles = Resolver(table: try #require(Self.noRules)).resolve(fine)
        #expect(try Renderer().layout(fine, styles: styles).frames.count == styles.views.count)
        let deep = nested(limits.maxDepth + 1)
        #expect(throws: LayoutError.self) {
            try Renderer().layout(deep, styles: Resolver(table: try #require(Self.noRules)).resolve(deep))
        }
    }
}

extension LayoutTests {
    /// An image view is its image's size in points (a `@2x` file at half its
    /// pixels); a button is its title plus `contentEdgeInsets`.
    @Test func imageViewsAndButtonsSizeToTheirContent() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Stylesheets/Screens").path
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [400, 400]
              set: { axis: vertical, alignment: leading }
              children:
                - { type: UIImageView, set: { image: \(folder)/Images/Trail@2x.png } }
                - { type: UIButton, set: { title: "Go", titleFont: { size: 17 }, contentEdgeInsets: [10, 20, 10, 20] } }
                - { type: UIView, size: [10, null] }
            """
        let (result, _) = try Self.layout(tree)
        #expect(Self.frame(result, 1) == [0, 0, 300, 180])
        let title = Renderer().text.measure(
            LabelContent(text: "Go", font: ResolvedFont(family: "system", size: 17, weight: .regular), numberOfLines: 1),
            maxWidth: .infinity, limits: .default)
        #expect(Self.frame(result, 2)[2] == title.width + 40)
        #expect(Self.frame(result, 2)[3] == title.height + 20)
        #expect(result.sources[1] == .stack)
    }

    @Test func trailingAndLastBaselineAlignment() throws {
        let (trailing, _) = try Self.layout(Self.row.replacingOccurrences(of: "ALIGN", with: "trailing"))
        #expect((1...3).map { Self.frame(trailing, $0)[1] } == [80, 60, 70])
        let labels = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [300, 100]
              set: { alignment: lastBaseline }
              children:
                - { type: UILabel, set: { text: "Small", font: { size: 12 } } }
                - { type: UILabel, set: { text: "Large", font: { size: 40 } } }
            """
        let (result, _) = try Self.layout(labels)
        let engine = Renderer().text
        func lastBaseline(_ index: Int, size: Double) -> Double {
            let m = engine.measure(
                LabelContent(text: "x", font: ResolvedFont(family: "system", size: size, weight: .regular)),
                maxWidth: .infinity, limits: .default)
            let f = Self.frame(result, index)
            return f[1] + m.baselines(inHeight: f[3]).last
        }
        #expect(abs(lastBaseline(1, size: 12) - lastBaseline(2, size: 40)) < 1e-9)
        #expect(Self.frame(result, 1)[1] > Self.frame(result, 2)[1])
    }
}

extension HostileLayoutTests {
    /// Text layout is budgeted by the characters measured (each label once per
    /// width it is offered): past the budget nothing more is shaped, and the
    /// layout fails at the label where it ran out.
    @Test func textPastTheLayoutsCharacterBudgetIsAnErrorAtTheLabel() throws {
        let text = String(repeating: "wrap me ", count: 25)  // 200 characters
        let labels = (0..<10).map { i in
            ViewNode(
                type: "UILabel", placement: .arranged, explicitValues: ["text": .string(text), "numberOfLines": .number(0)],
                origin: SourceLocation(file: "t.tree.yaml", line: i + 1, column: 5))
        }
        let root = ViewNode(
            type: "UIStackView", placement: .size(width: 100, height: nil), explicitValues: ["axis": .enumCase("vertical")],
            children: labels)
        let styles = Resolver(table: try #require(Self.noRules)).resolve(root)
        // Each label is measured unwrapped, then at the stack's width: 400 characters a label.
        let renderer = Renderer(limits: RenderLimits(maxLaidOutCharacters: 2_000))
        do {
            _ = try renderer.layout(root, styles: styles)
            Issue.record("expected the text budget to run out")
        } catch let error as LayoutError {
            #expect(error.diagnostic.code == .textTooLong)
            #expect(error.diagnostic.location.line == 6)
            #expect(error.diagnostic.message.contains("more than 2000 characters"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(try Renderer(limits: RenderLimits(maxLaidOutCharacters: 4_000)).layout(root, styles: styles).frames.count == 11)
    }
}
