import Foundation
import Livery
import LiveryYAML
import Testing
@testable import LiveryRender

/// SwiftUI's layout (Docs/Layout.md, "SwiftUI views"): the parent proposes,
/// the child chooses. Figures worked out by hand from SwiftUI's rules, on
/// views whose sizes are written (`.frame`) so the numbers are exact.
@Suite struct SwiftUILayoutTests {
    typealias Item = SwiftUIStackArrangement.Item

    /// A fixed-size view: an empty `ZStack` with a `.frame`.
    static func box(_ width: Double, _ height: Double) -> String {
        "{ swiftui: ZStack, frame: { width: \(width), height: \(height) } }"
    }

    /// Every view's frame, in pre-order, for a root laid out at 300 × 200.
    static func frames(_ root: String, stylesheet: String = "livery: 1\n") throws -> [[Double]] {
        let tree = "livery-tree: 1\nroot:\n  swiftui: ZStack\n  frame: { width: 300, height: 200 }\n  children:\n    - " + root + "\n"
        let (result, diagnostics) = try LayoutTests.layout(tree, stylesheet: stylesheet)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return result.frames.map { [$0.x, $0.y, $0.width, $0.height] }
    }

    @Test func theLeastFlexibleChoosesFirstAndTheRestShareWhatIsLeft() {
        let stack = SwiftUIStackArrangement(spacings: [8, 8])
        // 200 − 16 spacing: the fixed 50 first, then 134 shared by the two that take anything.
        let items = [Item(minimum: 0, ideal: 10, maximum: .infinity), Item(minimum: 50, ideal: 50, maximum: 50), Item(minimum: 0, ideal: 10, maximum: .infinity)]
        #expect(stack.lengths(items, proposal: 200) == [67, 50, 67])
        // A text shorter than its share (ideal 30) leaves the rest to the other.
        let text = [Item(minimum: 0, ideal: 30, maximum: 30), Item(minimum: 0, ideal: 10, maximum: .infinity)]
        #expect(SwiftUIStackArrangement(spacings: [8]).lengths(text, proposal: 100) == [30, 62])
        // Asked for its ideal size, every child gives its ideal.
        #expect(stack.lengths(items, proposal: nil) == [10, 50, 10])
        #expect(stack.starts([10, 50, 10]) == [0, 18, 76])
        #expect(stack.total([10, 50, 10]) == 86)
    }

    @Test func anHStackFitsItsContentWithTheDefaultSpacingAndIsCentred() throws {
        let frames = try Self.frames("{ swiftui: HStack, children: [\(Self.box(40, 20)), \(Self.box(30, 30))] }")
        // 40 + 8 + 30 = 78 wide, 30 high, centred in 300 × 200; the short child centred across.
        #expect(frames[1] == [111, 85, 78, 30])
        #expect(frames[2] == [0, 5, 40, 20])
        #expect(frames[3] == [48, 0, 30, 30])
    }

    /// Right to left, an HStack runs from the right edge and a VStack's
    /// leading alignment is the right edge.
    @Test func rightToLeftMirrorsStacks() throws {
        func frames(_ root: String) throws -> [Rect] {
            let tree = "livery-tree: 1\nroot:\n  swiftui: ZStack\n  frame: { width: 300, height: 200 }\n  children:\n    - " + root + "\n"
            var traits = TraitCollection()
            traits.layoutDirection = .rightToLeft
            return try LayoutTests.layout(tree, traits: traits).0.frames
        }
        let row = try frames("{ swiftui: HStack, children: [\(Self.box(40, 20)), \(Self.box(30, 30))] }")
        #expect(row[2].x == 38 && row[3].x == 0)
        let column = try frames("{ swiftui: VStack, alignment: leading, children: [\(Self.box(40, 20)), \(Self.box(80, 10))] }")
        #expect(column[2].x == 40 && column[3].x == 0)
    }

    @Test func aVStackAlignsAcrossItsAxisAndSpaces() throws {
        let leading = try Self.frames("{ swiftui: VStack, alignment: leading, spacing: 4, children: [\(Self.box(40, 20)), \(Self.box(80, 10))] }")
        #expect(leading[1] == [110, 83, 80, 34])
        #expect(leading[2] == [0, 0, 40, 20] && leading[3] == [0, 24, 80, 10])
        let trailing = try Self.frames("{ swiftui: VStack, alignment: trailing, children: [\(Self.box(40, 20)), \(Self.box(80, 10))] }")
        #expect(trailing[2] == [40, 0, 40, 20] && trailing[3] == [0, 28, 80, 10])
    }

    @Test func aSpacerTakesTheRestAndHasNoSpacingBesideIt() throws {
        let frames = try Self.frames("{ swiftui: HStack, children: [\(Self.box(40, 20)), { swiftui: Spacer }, \(Self.box(30, 30))] }")
        #expect(frames[1] == [0, 85, 300, 30])
        #expect(frames[2][0] == 0 && frames[3] == [40, 15, 230, 0] && frames[4][0] == 270)
        // Its minimum length holds when the stack is short of room.
        let tight = try Self.frames("{ swiftui: HStack, frame: { width: 60 }, children: [\(Self.box(40, 20)), { swiftui: Spacer, minLength: 12 }, \(Self.box(30, 30))] }")
        #expect(tight[3][2] == 12)
    }

    @Test func paddingDefaultsToSixteenAndMaxWidthFills() throws {
        let padded = try Self.frames("{ swiftui: VStack, padding: true, children: [\(Self.box(40, 20))] }")
        #expect(padded[1] == [114, 74, 72, 52] && padded[2] == [16, 16, 40, 20])
        let edges = try Self.frames("{ swiftui: VStack, padding: { leading: 10, vertical: 5 }, children: [\(Self.box(40, 20))] }")
        #expect(edges[1][2] == 50 && edges[1][3] == 30 && edges[2] == [10, 5, 40, 20])
        let filled = try Self.frames("{ swiftui: VStack, frame: { maxWidth: infinity }, children: [\(Self.box(40, 20))] }")
        #expect(filled[1] == [0, 90, 300, 20] && filled[2] == [130, 0, 40, 20])
    }

    /// cashapp/AccessibilitySnapshot's `testListWithSectionHeaders_18_5_402x874@3x.png`
    /// (iOS 18.5, iPhone 16 Pro): a `List` of two sections of text rows.
    /// Its cells start at 100.67 (the safe area's 62 and a header), are 44
    /// apart, and the next section's first cell is at 289; each text 20
    /// points into its cell.
    @Test func aListOfSectionsPlacesItsRowsWhereIOS18Does() throws {
        let tree = """
            livery-tree: 1
            device: iPhone 16 Pro
            root:
              swiftui: List
              children:
                - { swiftui: Section, header: Fruits, children: [{ swiftui: Text, text: Apple }, { swiftui: Text, text: Banana }, { swiftui: Text, text: Cherry }] }
                - { swiftui: Section, header: Vegetables, children: [{ swiftui: Text, text: Carrot }, { swiftui: Text, text: Peas }] }
            """
        let (result, _) = try LayoutTests.layout(tree)
        let cells: [Rect] = [2, 4, 6, 9, 11].map { result.frames[$0] }
        // In pixels at 3×: 302 is 100.67 points.
        let tops: [Double] = cells.map { ($0.y * 3).rounded() }
        let expected: [Double] = [302, 434, 566, 867, 999]
        #expect(tops == expected, "\(tops)")
        #expect(cells.allSatisfy { $0.x == 20 && $0.width == 362 && $0.height == 44 })
        #expect(result.frames[3].x == 20, "the text 20 points into its cell")
    }

    /// A section's footer wraps at the content margins and grows by its
    /// lines; a row's separator starts under its text, after its icon.
    @Test func aListsFooterWrapsAndItsSeparatorsStartUnderTheText() throws {
        let long = String(repeating: "A footer long enough to wrap. ", count: 4)
        let tree = """
            livery-tree: 1
            device: iPhone 16 Pro
            root:
              swiftui: List
              children:
                - swiftui: Section
                  footer: \(long)
                  children:
                    - { swiftui: HStack, spacing: 12, children: [\(Self.box(29, 29)), { swiftui: Text, text: Wi-Fi }] }
                    - { swiftui: Text, text: Last }
            """
        let (result, _) = try LayoutTests.layout(tree)
        #expect(result.frames[7].height > TableRows.footerHeight + 10, "\(result.frames[7])")
        let sheet = "livery: 1\nrules:\n  - { type: UITableView, set: { separatorColor: red } }\n"
        let (table, _) = StylesheetCompiler.compile(source: sheet, path: "/tmp/list.style.yaml")
        let compiled = try #require(table)
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: "/tmp/list.tree.yaml", registry: compiled.registry, diagnostics: &diagnostics))
        var traits = document.traits
        traits.displayScale = 1
        let canvas = try Renderer().render(document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 1)
        // The first row is 44 high from the list's top (y 0): its separator is the row's last pixel row.
        let y = Int(result.frames[1].y + result.frames[1].height) - 1
        // The text starts at 20 + 29 + 12 = 61 points from the row's edge, 81 from the screen's.
        #expect(!ControlRenderingTests.isRed(ControlRenderingTests.pixel(canvas, 60, y)))
        #expect(ControlRenderingTests.isRed(ControlRenderingTests.pixel(canvas, 90, y)))
    }

    /// A toggle is a row: the stylesheet's switch (its `onTintColor` from a
    /// `UISwitch` rule) at its trailing end, centred, where UIKit's switch
    /// stands at its origin; a text field as wide as it is offered.
    @Test func aToggleDrawsTheStyledSwitchAtItsRowsTrailingEnd() throws {
        let sheet = "livery: 1\nrules:\n  - { type: UISwitch, set: { onTintColor: red } }\n"
        let toggle = try ControlRenderingTests.render("{ swiftui: Toggle, title: A, isOn: true }", stylesheet: sheet)
        // The 200 × 60 row: the track from x 149, y 14.5; its thumb on the trailing side when on.
        #expect(ControlRenderingTests.isRed(ControlRenderingTests.pixel(toggle, 154, 30)))
        #expect(!ControlRenderingTests.isRed(ControlRenderingTests.pixel(toggle, 5, 15)))
        let uikit = try ControlRenderingTests.render("{ type: UISwitch, frame: [0, 0, 51, 31], set: { isOn: true } }", stylesheet: sheet)
        #expect(ControlRenderingTests.isRed(ControlRenderingTests.pixel(uikit, 5, 15)))
        let field = try Self.frames("{ swiftui: VStack, children: [{ swiftui: TextField, title: Name }, { swiftui: Slider }, { swiftui: ProgressView }] }")
        #expect(field[2][0] == 0 && field[2][2] == 300)
        #expect(field[3][2] == 300 && field[3][3] == 34, "a slider as wide as it is offered, UIKit's height")
        #expect(field[4][2] == 20 && field[4][3] == 20, "a spinner at its own size")
    }

    /// A text is as wide as its line, or wraps to a narrower offer and grows taller.
    @Test func textWrapsToTheWidthItIsOffered() throws {
        let words = "Display and Brightness sets the text size for every app"
        let one = try Self.frames("{ swiftui: Text, text: Hi }")
        let wrapped = try Self.frames("{ swiftui: VStack, frame: { width: 100 }, children: [{ swiftui: Text, text: \"\(words)\" }] }")
        #expect(one[1][2] > 0 && one[1][2] < 40)
        #expect(wrapped[2][2] <= 100 && wrapped[2][3] >= 3 * one[1][3], "\(wrapped[2])")
    }

    /// On an iPhone 16 Pro: the bar below the safe area, an inset-grouped
    /// list's rows 20 in, at least 44 high or their content and 6 above and
    /// below; a toggle's row full width with its label leading.
    @Test func listRowsAndToggleRows() throws {
        let tree = """
            livery-tree: 1
            device: iPhone 16 Pro
            root:
              swiftui: NavigationStack
              title: Settings
              children:
                - swiftui: List
                  children:
                    - { swiftui: Text, text: Hello }
                    - { swiftui: Toggle, title: Wi-Fi }
                    - { swiftui: HStack, children: [\(Self.box(29, 29)), { swiftui: Text, text: Icon }] }
                    - { swiftui: ZStack, frame: { height: 50 } }
            """
        let (result, _) = try LayoutTests.layout(tree)
        let f = result.frames
        #expect(f[1] == Rect(x: 0, y: 62, width: 402, height: 96), "the large-title bar below the safe area")
        #expect(f[2] == Rect(x: 0, y: 158, width: 402, height: 874 - 158), "the list runs on to the bottom edge")
        #expect(f[3].x == 20 && f[3].width == 362 && f[3].height == 44 && f[3].y == 0)
        #expect(f[4].x == 20 && f[4].y > 0 && f[4].y < 22, "the text at the row's margin, centred")
        #expect(f[5] == Rect(x: 20, y: 44, width: 362, height: 44))
        #expect(f[6] == Rect(x: 20, y: 6.5, width: 322, height: 31), "the toggle: the row less its margins, the switch's height")
        #expect(f[7].x == 0)
        #expect(f[8].height == 44, "a 29-point icon and 6 above and below: under the least height")
        #expect(f[12].height == 62, "50 points of content and 6 above and below")
    }
}
