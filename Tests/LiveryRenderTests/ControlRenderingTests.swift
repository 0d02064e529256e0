import Foundation
import Livery
import LiveryYAML
import Testing

@testable import LiveryRender

/// Each control's appearance properties change the right pixels, and its
/// default look follows dark mode (Docs/Controls.md).
@Suite struct ControlRenderingTests {
    /// Renders one view (written as a flow mapping) on a white or black
    /// 200 × 60 canvas at 1×.
    static func render(
        _ view: String, stylesheet: String = "livery: 1\n", dark: Bool = false, background: String? = nil
    ) throws -> Canvas {
        let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: "/tmp/controls.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tree = """
            livery-tree: 1
            root:
              type: UIView
              size: [200, 60]
              set: { backgroundColor: \(background ?? (dark ? "black" : "white")) }
              children:
                - \(view)
            """
        var loaded: [Diagnostic] = []
        let compiled = try #require(table)
        let yaml = try YAMLReader.parse(tree)
        let document = try #require(
            TreeLoader.load(yaml, file: "/tmp/controls.tree.yaml", registry: compiled.registry, diagnostics: &loaded),
            "\(loaded)")
        var traits = document.traits
        traits.userInterfaceStyle = dark ? .dark : .light
        traits.displayScale = 1
        return try Renderer().render(document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 1)
    }

    static func pixel(_ c: Canvas, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = Scenes.pixel(c, x, y)
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    static func isRed(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    static func isBlue(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.b > 180 && p.r < 100 && p.g < 100 }

    /// How many pixels of `c` in the box pass `test`.
    static func count(
        _ c: Canvas, x: Range<Int>, y: Range<Int>, _ test: ((r: Int, g: Int, b: Int)) -> Bool
    ) -> Int {
        var n = 0
        for row in y { for column in x where test(pixel(c, column, row)) { n += 1 } }
        return n
    }

    /// SwiftUI content hosted in UIKit is a placeholder box, its accessibility
    /// labels written in it: never nothing, never a screen that looks real.
    @Test func hostedSwiftUIIsAPlaceholderBoxWithItsLabels() throws {
        let hosted = try Self.render("{ type: UIView, frame: [0, 0, 200, 60], hosting: { labels: [Aaaa Aaaaaaaaa, Aaaaaa] } }")
        let empty = try Self.render("{ type: UIView, frame: [0, 0, 200, 60], hosting: { labels: [] } }")
        let plain = try Self.render("{ type: UIView, frame: [0, 0, 200, 60] }")
        let white = { (p: (r: Int, g: Int, b: Int)) in p.r > 250 && p.g > 250 && p.b > 250 }
        #expect(Self.count(plain, x: 0..<200, y: 0..<60, white) == 200 * 60)
        #expect(Self.count(hosted, x: 100..<190, y: 45..<55, white) == 0, "the box is filled")
        let dark = { (p: (r: Int, g: Int, b: Int)) in p.r < 120 && p.g < 120 && p.b < 120 }
        // "SwiftUI" and the first label are drawn; the second does not fit a 60-point box.
        #expect(Self.count(hosted, x: 8..<120, y: 26..<42, dark) > 20, "the first label is written")
        #expect(Self.count(empty, x: 8..<120, y: 26..<42, dark) == 0)
    }

    /// A captured image a tree keeps as a placeholder is a grey box of its
    /// size, with diagonals; one too large to draw is a located error, not a crash.
    @Test func aPlaceholderImageIsAGreyBoxOfItsSize() throws {
        let view = "{ type: UIImageView, frame: [0, 0, 200, 60], set: { contentMode: topLeft, image: { placeholder: [40, 20] } } }"
        let canvas = try Self.render(view)
        let grey = { (p: (r: Int, g: Int, b: Int)) in p == (209, 209, 214) || p == (160, 160, 168) }
        #expect(Self.count(canvas, x: 0..<40, y: 0..<20, grey) == 40 * 20)
        #expect(Self.count(canvas, x: 40..<200, y: 0..<60, grey) == 0)
        #expect(Self.count(canvas, x: 0..<40, y: 0..<20) { $0 == (160, 160, 168) } >= 40, "its diagonals")
        #expect(throws: (any Error).self) {
            try Self.render("{ type: UIImageView, frame: [0, 0, 200, 60], set: { image: { placeholder: [10000, 10000] } } }")
        }
    }

    @Test func switchFillsItsTrackWithOnTintOnlyWhenOn() throws {
        let style = "livery: 1\nrules:\n  - { type: UISwitch, set: { onTintColor: red } }\n"
        let on = try Self.render("{ type: UISwitch, frame: [0, 0, 51, 31], set: { isOn: true } }", stylesheet: style)
        let off = try Self.render("{ type: UISwitch, frame: [0, 0, 51, 31] }", stylesheet: style)
        // The track's left end shows beside the thumb when on, under nothing when off.
        #expect(Self.isRed(Self.pixel(on, 6, 15)))
        #expect(!Self.isRed(Self.pixel(off, 46, 15)) && !Self.isRed(Self.pixel(off, 6, 15)))
        // The thumb is white and moves: right when on, left when off.
        #expect(Self.pixel(on, 35, 15).r > 240 && Self.pixel(on, 35, 15).b > 240)
        #expect(Self.pixel(off, 15, 15).b > 240)
        // The off track is systemFill: light grey on white, dark grey on black.
        let light = Self.pixel(off, 46, 15)
        let dark = Self.pixel(try Self.render("{ type: UISwitch, frame: [0, 0, 51, 31] }", dark: true), 46, 15)
        #expect(light.r > 200 && light.r < 250)
        #expect(dark.r > 30 && dark.r < 90)
    }

    @Test func sliderFillsUpToItsThumbWithTheMinimumTrackColour() throws {
        let style = "livery: 1\nrules:\n  - { type: UISlider, set: { minimumTrackTintColor: red } }\n"
        let slider = try Self.render("{ type: UISlider, frame: [0, 0, 200, 31], set: { value: 0.75 } }", stylesheet: style)
        // Thumb centre at 16.5 + 0.75 × (200 − 33) = 141.75.
        #expect(Self.isRed(Self.pixel(slider, 60, 15)))
        #expect(!Self.isRed(Self.pixel(slider, 185, 15)))
        #expect(Self.pixel(slider, 143, 15).b > 240, "the white thumb")
        // Unset, the filled part is the tint (systemBlue).
        let tinted = try Self.render("{ type: UISlider, frame: [0, 0, 200, 31] }")
        let p = Self.pixel(tinted, 40, 15)
        #expect(p.b > 200 && p.r < 60)
        // The unfilled track is systemFill: light grey on white, dark grey on black.
        #expect(Self.pixel(tinted, 185, 15).r > 200 && Self.pixel(tinted, 185, 15).r < 250)
        let dark = try Self.render("{ type: UISlider, frame: [0, 0, 200, 31] }", dark: true)
        #expect(Self.pixel(dark, 185, 15).r > 30 && Self.pixel(dark, 185, 15).r < 110)
    }

    @Test func sliderImagesReplaceItsThumbAndTrack() throws {
        let folder = ImageBudgetTests.folder()
        // A 20 × 10 green thumb and the 12 × 4 caps image (red, green, yellow, blue columns) as the minimum track.
        let thumb = try Canvas(width: 20, height: 10, premultipliedPixels: Array(repeating: [0, 255, 0, 255], count: 200).flatMap { $0 })
        _ = FileManager.default.createFile(atPath: folder + "/Thumb.png", contents: Data(try PNGCodec.encode(thumb)))
        _ = try NineSliceTests.capsImage(in: folder)
        let stylesheet = """
            livery: 1
            rules:
              - type: UISlider
                set:
                  thumbImage: { normal: Thumb.png }
                  minimumTrackImage: { normal: { image: Caps.png, capInsets: [0, 4, 0, 4], resizingMode: stretch } }
                  maximumTrackTintColor: red
            """
        let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: folder + "/Slider.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tree = "livery-tree: 1\nroot:\n  type: UIView\n  size: [200, 34]\n  set: { backgroundColor: white }\n  children:\n"
            + "    - { type: UISlider, frame: [0, 0, 200, 34], set: { value: 0.5 } }\n"
        var loaded: [Diagnostic] = []
        let compiled = try #require(table)
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(tree), file: folder + "/Slider.tree.yaml", registry: compiled.registry, diagnostics: &loaded))
        var traits = document.traits
        traits.displayScale = 1
        let slider = try Renderer().render(document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 1)
        // The thumb's edges travel the track: its centre is 3 + 10 + 0.5 × (200 − 26) = 100; it is 20 × 10, centred.
        #expect(Self.pixel(slider, 100, 17) == (0, 255, 0))
        #expect(Self.pixel(slider, 100, 10) == (255, 255, 255), "no 27-point white thumb: the image is 10 tall")
        #expect(Self.pixel(slider, 88, 17) != (0, 255, 0))
        // The minimum track is the caps image at its 4-point height, stretched from 3 to the thumb's centre (its blue
        // cap under the thumb): the red cap, then the middle columns stretched, green before yellow.
        #expect(Self.pixel(slider, 4, 16) == (255, 0, 0))
        let green = Self.pixel(slider, 40, 16)
        let yellow = Self.pixel(slider, 80, 16)
        #expect(green.r < 20 && green.g > 240 && green.b < 20)
        #expect(yellow.r > 240 && yellow.g > 240 && yellow.b < 20)
        #expect(Self.pixel(slider, 40, 13) == (255, 255, 255), "4 points tall, centred")
        // The other side keeps its tint colour.
        #expect(Self.isRed(Self.pixel(slider, 150, 17)))
    }

    /// Writes a `width` × `height` PNG of one opaque colour into `folder`.
    static func solidImage(_ name: String, _ width: Int, _ height: Int, _ rgb: [UInt8], in folder: String) throws {
        let canvas = try Canvas(
            width: width, height: height, premultipliedPixels: Array(repeating: rgb + [255], count: width * height).flatMap { $0 })
        _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(try PNGCodec.encode(canvas)))
    }

    /// Renders `tree`'s children in a white 200-point-wide root, styled by `rules`, with images from `folder`.
    static func render(children tree: String, height: Int, rules: String, in folder: String) throws -> Canvas {
        let (table, diagnostics) = StylesheetCompiler.compile(source: "livery: 1\nrules:\n" + rules, path: folder + "/Bar.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let source = "livery-tree: 1\nroot:\n  type: UIView\n  size: [200, \(height)]\n  set: { backgroundColor: white }\n  children:\n" + tree
        var loaded: [Diagnostic] = []
        let compiled = try #require(table)
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(source), file: folder + "/Bar.tree.yaml", registry: compiled.registry, diagnostics: &loaded),
            "\(loaded)")
        var traits = document.traits
        traits.displayScale = 1
        return try Renderer().render(document.root, styledBy: Resolver(table: compiled), traits: traits, scale: 1)
    }

    @Test func aSegmentedControlsBackgroundImagesReplaceItsTrackAndRaisedSegment() throws {
        let folder = ImageBudgetTests.folder()
        try Self.solidImage("Off.png", 4, 4, [0, 200, 0], in: folder)
        try Self.solidImage("On.png", 4, 4, [0, 0, 220], in: folder)
        let rules = "  - type: UISegmentedControl\n    set: { backgroundImage: { normal: Off.png, selected: On.png } }\n"
        let tree = "    - { type: UISegmentedControl, frame: [0, 0, 200, 32], set: { segments: [A, B], selectedSegmentIndex: 1 } }\n"
        let control = try Self.render(children: tree, height: 40, rules: rules, in: folder)
        // Each segment (99.5 points wide, 1 apart) is its state's image stretched over it, corner to corner: no
        // rounded track, no raised segment inset 2 points.
        #expect(Self.pixel(control, 0, 0) == (0, 200, 0), "the normal image to the corner, unrounded")
        #expect(Self.pixel(control, 50, 4) == (0, 200, 0))
        #expect(Self.pixel(control, 101, 1) == (0, 0, 220), "the selected image to its edge, not inset")
        #expect(Self.pixel(control, 199, 31) == (0, 0, 220))
        #expect(Self.pixel(control, 100, 36) == (255, 255, 255))
    }

    @Test func aTabBarsSelectionIndicatorSitsBehindTheSelectedTab() throws {
        let folder = ImageBudgetTests.folder()
        try Self.solidImage("Mark.png", 20, 4, [255, 0, 0], in: folder)
        try Self.solidImage("Fill.png", 4, 4, [0, 200, 0], in: folder)
        let tabs = "    - type: UITabBar\n      frame: [0, 0, 200, 49]\n      set: { selectedIndex: 1 }\n      children:\n"
            + "        - { type: UITabBarItem, set: { title: One } }\n        - { type: UITabBarItem, set: { title: Two } }\n"
        // The plain image at its own size, centred on the second tab (100 to 200) at its top.
        let marked = try Self.render(
            children: tabs, height: 49, rules: "  - { type: UITabBar, set: { selectionIndicatorImage: Mark.png } }\n", in: folder)
        #expect(Self.isRed(Self.pixel(marked, 150, 2)))
        #expect(Self.isRed(Self.pixel(marked, 141, 2)) && Self.isRed(Self.pixel(marked, 158, 2)))
        #expect(!Self.isRed(Self.pixel(marked, 138, 2)) && !Self.isRed(Self.pixel(marked, 162, 2)), "20 points wide")
        #expect(!Self.isRed(Self.pixel(marked, 150, 6)), "4 points tall")
        #expect(!Self.isRed(Self.pixel(marked, 50, 2)), "only behind the selected tab")
        // One with cap insets fills the tab, behind its title.
        let filled = try Self.render(
            children: tabs, height: 49,
            rules: "  - { type: UITabBar, set: { selectionIndicatorImage: { image: Fill.png, capInsets: 1 } } }\n", in: folder)
        #expect(Self.pixel(filled, 102, 2) == (0, 200, 0))
        #expect(Self.pixel(filled, 198, 46) == (0, 200, 0))
        #expect(Self.pixel(filled, 98, 46) != (0, 200, 0))
    }

    @Test func aTextFieldsBackgroundImageAndClearButton() throws {
        let folder = ImageBudgetTests.folder()
        try Self.solidImage("Field.png", 4, 4, [0, 200, 0], in: folder)
        let fields = "    - { type: UITextField, frame: [0, 0, 200, 34], set: { text: Hi, clearButtonMode: always } }\n"
            + "    - { type: UITextField, frame: [0, 40, 200, 34], set: { text: Hi, clearButtonMode: whileEditing } }\n"
            + "    - { type: UITextField, frame: [0, 80, 200, 34], set: { clearButtonMode: always, background: Field.png } }\n"
            + "    - { type: UITextField, frame: [0, 120, 200, 34], set: { borderStyle: roundedRect, background: Field.png } }\n"
        let canvas = try Self.render(children: fields, height: 160, rules: "  - { type: UIView, set: {} }\n", in: folder)
        // The clear button: a 19-point grey circle 6 points from the trailing edge, centred, with a white x at its
        // centre; a field not being edited shows none for whileEditing, nor without text.
        let ring = Self.pixel(canvas, 184, 12)
        #expect(ring.r < 230 && ring.r == ring.g, "grey, \(ring)")
        #expect(Self.pixel(canvas, 184, 17) == (255, 255, 255), "the x's crossing")
        #expect(Self.pixel(canvas, 198, 17) == (255, 255, 255) && Self.pixel(canvas, 172, 17) == (255, 255, 255))
        #expect(Self.pixel(canvas, 184, 52) == (255, 255, 255), "whileEditing: no button in a preview")
        // The background image fills the field; no clear button without text; a roundedRect field ignores its image.
        #expect(Self.pixel(canvas, 2, 82) == (0, 200, 0) && Self.pixel(canvas, 184, 97) == (0, 200, 0))
        #expect(Self.pixel(canvas, 100, 137) != (0, 200, 0))
    }

    @Test func progressViewFillsItsProgress() throws {
        let style = "livery: 1\nrules:\n  - { type: UIProgressView, set: { progressTintColor: red, progress: 0.5 } }\n"
        let bar = try Self.render("{ type: UIProgressView, frame: [0, 10, 200, 4] }", stylesheet: style)
        #expect(Self.isRed(Self.pixel(bar, 50, 11)))
        #expect(!Self.isRed(Self.pixel(bar, 150, 11)))
        let dark = try Self.render("{ type: UIProgressView, frame: [0, 10, 200, 4] }", dark: true)
        #expect(Self.pixel(dark, 150, 11).r > 30, "the track shows on black")
    }

    @Test func pageControlHighlightsTheCurrentPage() throws {
        let style = "livery: 1\nrules:\n  - { type: UIPageControl, set: { currentPageIndicatorTintColor: red } }\n"
        let pages = try Self.render(
            "{ type: UIPageControl, frame: [0, 0, 104, 26], set: { numberOfPages: 5, currentPage: 2 } }", stylesheet: style)
        // Centres 17.67 apart around the middle: the third dot's is at 52, the first's at 16.67.
        #expect(Self.isRed(Self.pixel(pages, 52, 13)))
        #expect(!Self.isRed(Self.pixel(pages, 16, 13)))
        #expect(Self.pixel(pages, 16, 13).r < 230, "the other dots are grey")
    }

    @Test func textFieldDrawsItsPlaceholderInThePlaceholderColour() throws {
        let style =
            "livery: 1\nrules:\n  - { type: UITextField, set: { placeholderColor: red, textColor: blue, borderStyle: roundedRect } }\n"
        func inks(_ field: String) throws -> (red: Int, blue: Int) {
            let c = try Self.render(field, stylesheet: style)
            // Anti-aliased text: any strongly red or blue pixel counts.
            let red = Self.count(c, x: 0..<200, y: 0..<34) { $0.r > 180 && $0.g < 120 && $0.b < 120 }
            let blue = Self.count(c, x: 0..<200, y: 0..<34) { $0.b > 180 && $0.r < 120 && $0.g < 120 }
            return (red, blue)
        }
        let placeholder = try inks("{ type: UITextField, frame: [0, 0, 200, 34], set: { placeholder: Email } }")
        let text = try inks("{ type: UITextField, frame: [0, 0, 200, 34], set: { placeholder: Email, text: Maya } }")
        #expect(placeholder.red > 20 && placeholder.blue == 0)
        #expect(text.blue > 20 && text.red == 0)
    }

    @Test func systemButtonsAndTemplateImagesShowTheTint() throws {
        let style = "livery: 1\nrules:\n  - { type: UIView, set: { tintColor: red } }\n"
        func redInk(_ view: String) throws -> Int {
            Self.count(try Self.render(view, stylesheet: style), x: 0..<200, y: 0..<60, Self.isRed)
        }
        #expect(try redInk("{ type: UIButton, frame: [0, 0, 200, 40], set: { title: Buy, buttonType: system } }") > 30)
        // A custom button keeps titleColor's white; a system one with a titleColor keeps it.
        #expect(try redInk("{ type: UIButton, frame: [0, 0, 200, 40], set: { title: Buy } }") == 0)
        #expect(
            try redInk("{ type: UIButton, frame: [0, 0, 200, 40], set: { title: Buy, buttonType: system, titleColor: green } }") == 0)
        let crown = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Stylesheets/Images/Crown.png").path
        #expect(try redInk("{ type: UIImageView, frame: [0, 0, 32, 32], set: { image: \(crown), renderingMode: alwaysTemplate } }") > 100)
        #expect(try redInk("{ type: UIImageView, frame: [0, 0, 32, 32], set: { image: \(crown) } }") == 0)
    }

    @Test func tablesDrawSeparatorsBetweenCellsAndAccessories() throws {
        let style = """
            livery: 1
            rules:
              - { type: UITableView, set: { separatorColor: red, separatorInset: [0, 20, 0, 0] } }
              - { type: UITableViewCell, set: { tintColor: blue } }
            """
        let table = try Self.render(
            """
            { type: UITableView, frame: [0, 0, 200, 60], children: [ { type: UITableViewCell, size: [null, 30] },
                  { type: UITableViewCell, size: [null, 30], set: { accessoryType: checkmark } } ] }
            """, stylesheet: style)
        // A plain table's separators, at the bottom of each cell (the last one's too), from x = 20.
        #expect(Self.isRed(Self.pixel(table, 100, 29)))
        #expect(!Self.isRed(Self.pixel(table, 10, 29)))
        #expect(Self.isRed(Self.pixel(table, 100, 59)))
        // The checkmark sits 16 points in from the trailing edge, in the tint.
        #expect(Self.count(table, x: 160..<190, y: 30..<60, Self.isBlue) > 20)
    }

    @Test func aTableWhoseSeparatorStyleIsNoneDrawsNoSeparators() throws {
        let style = "livery: 1\nrules:\n  - { type: UITableView, set: { separatorColor: red, separatorStyle: none } }\n"
        let table = try Self.render(
            "{ type: UITableView, frame: [0, 0, 200, 60], children: [ { type: UITableViewCell, size: [null, 30] }, { type: UITableViewCell, size: [null, 30] } ] }",
            stylesheet: style)
        #expect(Self.count(table, x: 0..<200, y: 0..<60, Self.isRed) == 0)
    }

    @Test func activityIndicatorsDrawSpokesInTheirColour() throws {
        let style = "livery: 1\nrules:\n  - { type: UIActivityIndicatorView, set: { color: red } }\n"
        let spinner = try Self.render("{ type: UIActivityIndicatorView, frame: [0, 0, 37, 37], set: { style: large } }", stylesheet: style)
        // The first spoke points up from the centre, fully opaque.
        #expect(Self.isRed(Self.pixel(spinner, 18, 4)))
        #expect(!Self.isRed(Self.pixel(spinner, 18, 18)), "the centre is empty")
    }

    /// Controls size themselves as UIKit sizes them.
    @Test func controlsHaveUIKitsIntrinsicSizes() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [300, null]
              set: { axis: vertical, alignment: leading }
              children:
                - { type: UISwitch }
                - { type: UIActivityIndicatorView, set: { style: large } }
                - { type: UIPageControl, set: { numberOfPages: 3 } }
                - { type: UIProgressView }
            """
        let (result, _) = try LayoutTests.layout(tree)
        #expect(LayoutTests.frame(result, 1)[2...3] == [51, 31])
        #expect(LayoutTests.frame(result, 2)[2...3] == [37, 37])
        #expect(abs(LayoutTests.frame(result, 3)[2] - 72.67) < 0.01 && LayoutTests.frame(result, 3)[3] == 26)
        #expect(LayoutTests.frame(result, 4)[3] == 4)
    }
}

extension ControlRenderingTests {
    /// A navigation bar is 44 points (96 with a large title), draws its
    /// title and the hairline below it, and places its items at its edges.
    @Test func navigationBarsDrawTitleHairlineAndItems() throws {
        let style = """
            livery: 1
            rules:
              - { type: UINavigationBar, set: { barTintColor: white, shadowColor: red, titleTextAttributes: { foregroundColor: blue } } }
            """
        let tree = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [200, null]
              set: { axis: vertical }
              children:
                - type: UINavigationBar
                  set: { title: Title }
                  children:
                    - { type: UIButton, set: { title: Back, buttonType: system } }
                    - { type: UIButton, set: { title: Go, buttonType: system } }
                - { type: UIView, size: [null, 16], set: { backgroundColor: white } }
            """
        let (result, _) = try LayoutTests.layout(tree, stylesheet: style)
        #expect(LayoutTests.frame(result, 1)[3] == 44)
        #expect(LayoutTests.frame(result, 2)[0] == 16, "the first item at the leading edge")
        let go = LayoutTests.frame(result, 3)
        #expect(go[0] + go[2] == 184, "the others from the trailing edge")
        let bar = try Self.render("{ type: UINavigationBar, frame: [0, 0, 200, 44], set: { title: Title } }", stylesheet: style)
        // The hairline is one pixel below the bar.
        #expect(Self.isRed(Self.pixel(bar, 100, 44)))
        #expect(Self.count(bar, x: 60..<140, y: 0..<44, Self.isBlue) > 20, "the title, centred, in its foreground colour")
        let large = try LayoutTests.layout(
            tree.replacingOccurrences(of: "set: { title: Title }", with: "set: { title: Title, prefersLargeTitles: true }"),
            stylesheet: style)
        #expect(LayoutTests.frame(large.0, 1)[3] == 96)
    }
}

extension ControlRenderingTests {
    /// The selected segment is raised in `selectedSegmentTintColor` over the
    /// track; segments share the width; the control is 32 points high.
    @Test func segmentedControlRaisesTheSelectedSegment() throws {
        let style = "livery: 1\nrules:\n  - { type: UISegmentedControl, set: { selectedSegmentTintColor: red } }\n"
        let control = try Self.render(
            "{ type: UISegmentedControl, frame: [0, 0, 200, 32], set: { segments: [A, B], selectedSegmentIndex: 1 } }",
            stylesheet: style)
        // Segment 1 is 100…200: raised 2 points in; segment 0 shows the track.
        #expect(Self.isRed(Self.pixel(control, 104, 6)))
        #expect(!Self.isRed(Self.pixel(control, 50, 6)))
        let none = try Self.render(
            "{ type: UISegmentedControl, frame: [0, 0, 200, 32], set: { segments: [A, B] } }", stylesheet: style)
        #expect(!Self.isRed(Self.pixel(none, 104, 6)), "-1 selects nothing")
        let dark = try Self.render(
            "{ type: UISegmentedControl, frame: [0, 0, 200, 32], set: { segments: [A, B], selectedSegmentIndex: 0 } }", dark: true)
        #expect(Self.pixel(dark, 10, 6).r > 80 && Self.pixel(dark, 10, 6).r < 120, "dark mode raises a grey segment")
        let (layout, _) = try LayoutTests.layout(
            """
            livery-tree: 1
            root:
              type: UIStackView
              size: [300, 100]
              set: { alignment: leading }
              children:
                - { type: UISegmentedControl, set: { segments: [One, Two, Three] } }
            """)
        #expect(LayoutTests.frame(layout, 1)[3] == 32)
    }
}

extension ControlRenderingTests {
    /// A tab bar spreads its items evenly, draws the selected one in the
    /// tint and the others in `unselectedItemTintColor`, with a hairline on
    /// top; a toolbar spreads its items between 16-point margins.
    @Test func tabBarsTintTheSelectedItemAndToolbarsSpreadTheirs() throws {
        let style = """
            livery: 1
            rules:
              - { type: UITabBar, set: { tintColor: red, unselectedItemTintColor: blue, barTintColor: white } }
            """
        let knight = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Stylesheets/Showcase/Images/Knight.png").path
        let tree = """
            { type: UITabBar, frame: [0, 4, 200, 49], set: { selectedIndex: 1 }, children: [
                { type: UIButton, set: { title: One, image: \(knight) } },
                { type: UIButton, set: { title: Two, image: \(knight) } } ] }
            """
        let bar = try Self.render(tree, stylesheet: style)
        func count(_ x: Range<Int>, _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> Int { Self.count(bar, x: x, y: 4..<53, test) }
        #expect(count(100..<200, Self.isRed) > 40 && count(100..<200, Self.isBlue) == 0, "the selected item in the tint")
        #expect(count(0..<100, Self.isBlue) > 40 && count(0..<100, Self.isRed) == 0, "the other in unselectedItemTintColor")
        #expect(Self.pixel(bar, 100, 3).r < 200, "the hairline above the bar")
        let (layout, _) = try LayoutTests.layout(
            """
            livery-tree: 1
            root:
              type: UIStackView
              size: [300, null]
              set: { axis: vertical }
              children:
                - type: UIToolbar
                  children:
                    - { type: UIView, size: [40, 20] }
                    - { type: UIView, size: [40, 20] }
                    - { type: UIView, size: [40, 20] }
                - type: UITabBar
                  children:
                    - { type: UIButton, set: { title: A } }
                    - { type: UIButton, set: { title: B } }
            """)
        #expect(LayoutTests.frame(layout, 1)[3] == 44)
        #expect((2...4).map { LayoutTests.frame(layout, $0)[0] } == [16, 130, 244])
        #expect(LayoutTests.frame(layout, 5)[3] == 49)
        #expect(LayoutTests.frame(layout, 7) == [150, 0, 150, 49])
    }
}

extension ControlRenderingTests {
    /// A selected or highlighted cell shows its selection fill unless its
    /// style is `none`.
    @Test func selectedCellsShowTheirSelectionStyle() throws {
        func fill(_ cell: String) throws -> (r: Int, g: Int, b: Int) {
            let c = try Self.render("{ type: UITableView, frame: [0, 0, 200, 44], children: [ \(cell) ] }")
            return Self.pixel(c, 100, 20)
        }
        #expect(try fill("{ type: UITableViewCell, state: [selected] }").r < 230, "systemGray4")
        #expect(try fill("{ type: UITableViewCell }").r == 255)
        #expect(try fill("{ type: UITableViewCell, state: [highlighted], set: { selectionStyle: none } }").r == 255)
        let blue = try fill("{ type: UITableViewCell, state: [selected], set: { selectionStyle: blue } }")
        #expect(blue.b > 200 && blue.r < 60)
        // A selected background colour fills in place of the style's, and none still shows nothing.
        let red = try fill("{ type: UITableViewCell, state: [selected], set: { selectedBackgroundColor: \"#FF0000\" } }")
        #expect(red.r == 255 && red.g == 0 && red.b == 0)
        #expect(try fill("{ type: UITableViewCell, set: { selectedBackgroundColor: \"#FF0000\" } }").g == 255)
        #expect(try fill("{ type: UITableViewCell, state: [selected], set: { selectionStyle: none, selectedBackgroundColor: \"#FF0000\" } }").g == 255)
    }

    /// `imagePadding` separates a button's image from its title and widens
    /// its intrinsic size; `titleEdgeInsets` moves the title by half their difference.
    @Test func buttonPaddingAndEdgeInsetsMoveTheTitle() throws {
        let crown = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Stylesheets/Images/Crown.png").path
        func titleLeft(_ extra: String) throws -> Int {
            let c = try Self.render(
                "{ type: UIButton, frame: [0, 0, 200, 40], set: { title: H, titleColor: red, image: \(crown)\(extra) } }")
            for x in 0..<200 where (0..<40).contains(where: { Self.isRed(Self.pixel(c, x, $0)) }) { return x }
            return -1
        }
        let plain = try titleLeft("")
        #expect(plain > 0)
        // The pair is centred: 20 points of padding move the title 10 right.
        #expect(abs(try titleLeft(", imagePadding: 20") - (plain + 10)) <= 1)
        #expect(abs(try titleLeft(", titleEdgeInsets: [0, 30, 0, 0]") - (plain + 15)) <= 1)
        let (layout, _) = try LayoutTests.layout(
            """
            livery-tree: 1
            root:
              type: UIStackView
              size: [300, 100]
              set: { alignment: leading, axis: vertical }
              children:
                - { type: UIButton, set: { title: Go, image: \(crown) } }
                - { type: UIButton, set: { title: Go, image: \(crown), imagePadding: 8 } }
            """)
        #expect(LayoutTests.frame(layout, 2)[2] == LayoutTests.frame(layout, 1)[2] + 8)
    }
}

extension ControlRenderingTests {
    /// An appearance property, set to red by a rule, and where its pixels are.
    struct PropertyCase: CustomStringConvertible, Sendable {
        var property: String
        var view: String
        /// Pixels (x, y) that must turn red.
        var red: [(Int, Int)]
        var description: String { property }
    }

    static let propertyCases: [PropertyCase] = [
        PropertyCase(
            property: "UISwitch.thumbTintColor", view: "{ type: UISwitch, frame: [0, 0, 51, 31], set: { isOn: true } }",
            red: [(35, 15)]),
        PropertyCase(
            property: "UISlider.maximumTrackTintColor", view: "{ type: UISlider, frame: [0, 0, 200, 31], set: { value: 0.75 } }",
            red: [(185, 15)]),
        PropertyCase(
            property: "UISlider.thumbTintColor", view: "{ type: UISlider, frame: [0, 0, 200, 31], set: { value: 0.75 } }",
            red: [(143, 15)]),
        PropertyCase(
            property: "UIProgressView.trackTintColor",
            view: "{ type: UIProgressView, frame: [0, 10, 200, 4], set: { progress: 0.5 } }", red: [(150, 11)]),
        PropertyCase(
            property: "UIPageControl.pageIndicatorTintColor",
            view: "{ type: UIPageControl, frame: [0, 0, 104, 26], set: { numberOfPages: 5, currentPage: 2 } }",
            red: [(16, 13), (87, 13)]),
        PropertyCase(
            property: "UISegmentedControl.backgroundColor",
            view: "{ type: UISegmentedControl, frame: [0, 0, 200, 32], set: { segments: [A, B], selectedSegmentIndex: 1 } }",
            red: [(10, 4)]),
        PropertyCase(
            property: "UINavigationBar.barTintColor", view: "{ type: UINavigationBar, frame: [0, 0, 200, 44] }",
            red: [(100, 20)]),
        PropertyCase(property: "UITabBar.barTintColor", view: "{ type: UITabBar, frame: [0, 4, 200, 49] }", red: [(100, 30)]),
        PropertyCase(property: "UIToolbar.barTintColor", view: "{ type: UIToolbar, frame: [0, 4, 200, 44] }", red: [(100, 30)]),
        PropertyCase(
            property: "UIActivityIndicatorView.color", view: "{ type: UIActivityIndicatorView, frame: [0, 0, 20, 20] }",
            red: [(10, 2)]),
    ]

    /// Each appearance property changes the pixels it should, and only with
    /// its value: the same view without the rule draws no red there.
    @Test(arguments: ControlRenderingTests.propertyCases)
    func appearancePropertyChangesItsPixels(_ c: PropertyCase) throws {
        let parts = c.property.split(separator: ".", maxSplits: 1).map(String.init)
        let style = "livery: 1\nrules:\n  - { type: \(parts[0]), set: { \(parts[1]): red } }\n"
        let styled = try Self.render(c.view, stylesheet: style)
        let plain = try Self.render(c.view)
        for (x, y) in c.red {
            #expect(Self.isRed(Self.pixel(styled, x, y)), "\(c.property) at \(x), \(y): \(Self.pixel(styled, x, y))")
            #expect(!Self.isRed(Self.pixel(plain, x, y)))
        }
    }

    /// Each control's default look follows dark mode: on the same grey
    /// backdrop, its pixels differ between light and dark. (Switches,
    /// sliders and progress views draw their tracks in translucent
    /// systemFill, which barely changes over grey: their tests check the
    /// tracks on each mode's own background.)
    @Test(arguments: [
        "{ type: UIPageControl, frame: [0, 0, 104, 26], set: { numberOfPages: 5 } }",
        "{ type: UIActivityIndicatorView, frame: [0, 0, 37, 37], set: { style: large } }",
        "{ type: UITextField, frame: [0, 0, 200, 34], set: { text: Maya, borderStyle: roundedRect } }",
        "{ type: UISegmentedControl, frame: [0, 0, 200, 32], set: { segments: [A, B], selectedSegmentIndex: 0 } }",
        "{ type: UITableView, frame: [0, 0, 200, 60], children: [{ type: UITableViewCell, size: [null, 30], set: { accessoryType: disclosureIndicator } }, { type: UITableViewCell, size: [null, 30] }] }",
        "{ type: UINavigationBar, frame: [0, 0, 200, 44], set: { title: Title } }",
        "{ type: UITabBar, frame: [0, 4, 200, 49], children: [{ type: UIButton, set: { title: One } }] }",
        "{ type: UIToolbar, frame: [0, 4, 200, 44] }",
    ])
    func defaultLookFollowsDarkMode(_ view: String) throws {
        let light = try Self.render(view, background: "gray")
        let dark = try Self.render(view, dark: true, background: "gray")
        var changed = 0
        for (a, b) in zip(light.pixels, dark.pixels) where abs(Int(a) - Int(b)) > 24 { changed += 1 }
        #expect(changed > 40, "\(changed) channel values differ")
    }
}

extension ControlRenderingTests {
    /// Title attributes keyed by state: `selected` colours only the selected
    /// segment's title, `normal` the others.
    @Test func segmentTitlesTakeTheirStatesAttributes() throws {
        let style = """
            livery: 1
            rules:
              - type: UISegmentedControl
                set: { titleTextAttributes: { foregroundColor: { normal: blue, selected: red } } }
            """
        let c = try Self.render(
            "{ type: UISegmentedControl, frame: [0, 0, 200, 32], set: { segments: [MMM, MMM], selectedSegmentIndex: 1 } }",
            stylesheet: style)
        func count(_ x: Range<Int>, _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> Int { Self.count(c, x: x, y: 0..<32, test) }
        #expect(count(100..<200, Self.isRed) > 20 && count(100..<200, Self.isBlue) == 0)
        #expect(count(0..<100, Self.isBlue) > 20 && count(0..<100, Self.isRed) == 0)
    }

    /// `sectionHeaderTopPadding` leaves room above a table's first cell.
    @Test func sectionHeaderTopPaddingMovesTheCellsDown() throws {
        let (layout, _) = try LayoutTests.layout(
            """
            livery-tree: 1
            root:
              type: UITableView
              size: [300, 200]
              set: { sectionHeaderTopPadding: 22, style: insetGrouped }
              children:
                - { type: UITableViewCell }
                - { type: UITableViewCell }
            """)
        #expect(LayoutTests.frame(layout, 1) == [16, 22, 268, 44])
        #expect(LayoutTests.frame(layout, 2) == [16, 66, 268, 44])
    }
}

extension ControlRenderingTests {
    /// The four cell styles place the built-in labels as UIKit does: the
    /// text at the content margin; subtitle's detail below it; value1's at
    /// the trailing edge, before the accessory; value2's text right-aligned
    /// in a column in the tint, its detail after it.
    @Test func cellStylesPlaceTheirLabels() throws {
        func cell(_ style: String, accessory: String = "none") -> String {
            "{ type: UITableViewCell, frame: [0, 0, 200, 60], set: { cellStyle: \(style), accessoryType: \(accessory), "
                + "textLabel.text: TTT, detailTextLabel.text: DDD, textLabel.textColor: blue, detailTextLabel.textColor: red } }"
        }
        /// The box of `test`'s ink.
        func box(_ c: Canvas, _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
            var xs: [Int] = []
            var ys: [Int] = []
            for y in 0..<60 { for x in 0..<200 where test(Self.pixel(c, x, y)) { xs.append(x); ys.append(y) } }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
            return (x0...x1, y0...y1)
        }
        let plain = try Self.render(cell("default"))
        #expect(box(plain, Self.isRed) == nil, "a default cell has no detail label")
        #expect((box(plain, Self.isBlue)?.x.lowerBound ?? 0) >= 16 && (box(plain, Self.isBlue)?.x.lowerBound ?? 99) <= 18)

        let subtitle = try Self.render(cell("subtitle"))
        let (text, detail) = (try #require(box(subtitle, Self.isBlue)), try #require(box(subtitle, Self.isRed)))
        #expect(detail.y.lowerBound > text.y.upperBound && abs(detail.x.lowerBound - text.x.lowerBound) <= 1)

        let value1 = try #require(box(try Self.render(cell("value1")), Self.isRed))
        #expect(value1.x.upperBound >= 181 && value1.x.upperBound <= 184)
        // The chevron is 8 points wide, 16 in from the edge; the detail ends 10 before it.
        let beforeChevron = try #require(box(try Self.render(cell("value1", accessory: "disclosureIndicator")), Self.isRed))
        #expect(beforeChevron.x.upperBound <= 166)

        let value2 = try Self.render(
            "{ type: UITableViewCell, frame: [0, 0, 200, 60], set: { cellStyle: value2, tintColor: blue, "
                + "textLabel.text: TTT, detailTextLabel.text: DDD, detailTextLabel.textColor: red } }")
        let label = try #require(box(value2, Self.isBlue))
        let value = try #require(box(value2, Self.isRed))
        #expect(label.x.upperBound >= 93 && label.x.upperBound <= 96, "right-aligned in the 80-point column")
        #expect(value.x.lowerBound >= 102 && value.x.lowerBound <= 104)
    }

    /// A cell's `accessoryView` (`part: accessoryView`) stands inside the
    /// trailing margin, centred, in place of the accessory type's drawing; the
    /// value1 detail ends 10 points before it. A detail disclosure button is
    /// the info button and, at the margin, the chevron.
    @Test func aCellsAccessoryViewStandsWhereItsAccessoryWould() throws {
        let tree = """
            livery-tree: 1
            root:
              type: UITableView
              frame: [0, 0, 200, 60]
              children:
                - type: UITableViewCell
                  size: [null, 60]
                  set: { cellStyle: value1, accessoryType: checkmark, tintColor: blue, textLabel.text: T, detailTextLabel.text: DDD, detailTextLabel.textColor: red }
                  children:
                    - { type: UIView, part: accessoryView, size: [30, 20], set: { backgroundColor: green } }
            """
        let (layout, diagnostics) = try LayoutTests.layout(tree)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(LayoutTests.frame(layout, 2) == [154, 20, 30, 20], "16 from the trailing edge, centred")
        let canvas = try Self.render(
            "{ type: UITableView, frame: [0, 0, 200, 60], children: [{ type: UITableViewCell, size: [null, 60], "
                + "set: { cellStyle: value1, accessoryType: checkmark, tintColor: blue, textLabel.text: T, detailTextLabel.text: DDD, "
                + "detailTextLabel.textColor: red }, children: [{ type: UIView, part: accessoryView, size: [30, 20], set: { backgroundColor: green } }] }] }")
        #expect(Self.pixel(canvas, 170, 30).g > 100 && Self.pixel(canvas, 170, 30).r < 50, "the view's own fill")
        var blue = 0
        for y in 0..<60 { for x in 0..<200 where Self.isBlue(Self.pixel(canvas, x, y)) { blue += 1 } }
        #expect(blue == 0, "no checkmark beside the accessory view")
        var reddest = 0
        for y in 0..<60 { for x in 0..<200 where Self.isRed(Self.pixel(canvas, x, y)) { reddest = max(reddest, x) } }
        #expect(reddest <= 144, "the detail ends 10 points before the view")

        let free = "livery-tree: 1\nroot:\n  type: UITableViewCell\n  frame: [0, 0, 200, 44]\n  children: [{ type: UIView }]\n"
        let registry = try #require(StylesheetCompiler.compile(source: "livery: 1\n", path: "/tmp/c.style.yaml").table).registry
        var loaded: [Diagnostic] = []
        _ = TreeLoader.load(try YAMLReader.parse(free), file: "c.tree.yaml", registry: registry, diagnostics: &loaded)
        #expect(loaded.map(\.code) == [.missingFrame], "any other subview of a cell needs a frame")

        let detail = try Self.render(
            "{ type: UITableViewCell, frame: [0, 0, 200, 44], set: { accessoryType: detailDisclosureButton, tintColor: blue } }")
        var xs: [Int] = []
        for y in 0..<44 { for x in 0..<200 where Self.isBlue(Self.pixel(detail, x, y)) { xs.append(x) } }
        #expect((xs.max() ?? 0) <= 164 && (xs.min() ?? 0) >= 140, "the info button 12 points before the chevron: \(xs.min() ?? 0)…\(xs.max() ?? 0)")
    }

    /// A header or footer view between cells starts a new section: an
    /// inset-grouped table rounds each section's ends and draws no
    /// separator under a section's last cell.
    @Test func headerAndFooterViewsSplitSections() throws {
        let style = "livery: 1\nrules:\n  - { type: UITableView, set: { separatorColor: red } }\n"
        let table = try Self.render(
            """
            { type: UITableView, frame: [0, 0, 200, 60], set: { style: grouped }, children: [
                { type: UITableViewCell, size: [null, 20] },
                { type: UITableViewHeaderFooterView, size: [null, 20], set: { textLabel.text: Next } },
                { type: UITableViewCell, size: [null, 20] } ] }
            """, stylesheet: style)
        #expect(Self.count(table, x: 20..<200, y: 0..<60, Self.isRed) == 0, "one cell a section: nothing between")
        let (layout, _) = try LayoutTests.layout(
            "livery-tree: 1\nroot: { type: UITableView, size: [300, null], children: [ { type: UITableViewHeaderFooterView, set: { textLabel.text: Header } } ] }\n")
        #expect(LayoutTests.frame(layout, 1)[3] > 30, "a header is its line plus padding tall")
    }
}
