import Foundation
import Livery
import LiveryYAML
import Testing

@testable import LiveryRender

/// A tree on a device (Docs/Trees.md, "Devices"): the screen's size and
/// safe area, `frame: safeArea`, stacks that arrange inside their margins,
/// and the status bar and home indicator drawn over the app.
@Suite struct DeviceRenderingTests {
    static func document(_ yaml: String, device: String? = nil) throws -> TreeDocument {
        var diagnostics: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(try YAMLReader.parse(yaml), file: "d.tree.yaml", registry: .builtIn, diagnostics: &diagnostics),
            "\(diagnostics)")
        return try device.map { document.placed(on: try #require(Device.named($0))) } ?? document
    }

    /// A resolver with no rules: the schema's defaults and the tree's own values.
    static func resolver() throws -> Resolver {
        let (table, _) = StylesheetCompiler.compile(source: "livery: 1\n", path: "/tmp/d.style.yaml")
        return Resolver(table: try #require(table))
    }

    static func layout(_ document: TreeDocument) throws -> LayoutEngine.Result {
        let styles = try resolver().resolve(document.root, traits: document.traits)
        return try Renderer().layout(document.root, styles: styles)
    }

    /// The document drawn at one pixel a point.
    static func render(_ document: TreeDocument) throws -> Canvas {
        try Renderer().render(document.root, styledBy: try resolver(), traits: document.traits, scale: 1)
    }

    @Test func theCatalogueHasApplesFigures() throws {
        let pro = try #require(Device.named("iPhone 16 Pro"))
        #expect(pro.size == Size(width: 402, height: 874) && pro.scale == 3 && pro.safeArea.top == 62 && pro.safeArea.bottom == 34)
        let landscape = try #require(Device.named("IPHONE 16 PRO landscape"))
        #expect(landscape.size == Size(width: 874, height: 402) && landscape.safeArea == Insets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(Device.named("iPhone 16")?.safeArea.top == 59)
        #expect(Device.named("iPhone SE (3rd generation)")?.hasHomeIndicator == false)
        #expect(Device.named("iPhone 15") == nil)
        // Names are unique, so --devices can list any two.
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
    }

    /// A misspelt or shortened device name, and a misspelt `safeArea`, are
    /// errors whose hints name what was meant.
    @Test func wrongNamesAreHinted() throws {
        #expect(Device.suggestion(for: "ipad mini") == "did you mean 'iPad mini (A17 Pro)'?")
        #expect(Device.suggestion(for: "iPhone 16 Prp") == "did you mean 'iPhone 16 Pro'?")
        #expect(Device.suggestion(for: "iPad") == nil, "several devices begin with it")
        var diagnostics: [Diagnostic] = []
        let yaml = "livery-tree: 1\nroot: { type: UIView, size: [1, 1], children: [ { type: UIView, frame: safeAreaa } ] }\n"
        _ = TreeLoader.load(try YAMLReader.parse(yaml), file: "d.tree.yaml", registry: .builtIn, diagnostics: &diagnostics)
        #expect(diagnostics.first?.code == .wrongKind && diagnostics.first?.hint == "did you mean 'safeArea'?")
    }

    @Test func withoutADeviceNothingChanges() throws {
        let yaml = "livery-tree: 1\nroot: { type: UIView, size: [100, 50], children: [ { type: UIView, frame: safeArea } ] }\n"
        let plain = try Self.layout(try Self.document(yaml))
        #expect(plain.frames == [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 0, width: 100, height: 50)])
        let document = try Self.document(yaml)
        #expect(document.root.device == nil && document.traits == TraitCollection())
    }

    @Test func safeAreaFillsTheParentsSafeArea() throws {
        let yaml = """
            livery-tree: 1
            device: iPhone 16 Pro
            root:
              type: UIView
              children:
                - { type: UIView, frame: safeArea, children: [ { type: UIView, frame: safeArea } ] }
                - { type: UIView, frame: [0, 0, 402, 100], children: [ { type: UIView, frame: safeArea } ] }
            """
        let document = try Self.document(yaml)
        #expect(document.traits.displayScale == 3 && document.root.device?.name == "iPhone 16 Pro")
        let result = try Self.layout(document)
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(result.frames[1] == Rect(x: 0, y: 62, width: 402, height: 874 - 62 - 34))
        // Inside the safe area, nothing is unsafe any more.
        #expect(result.frames[2] == Rect(x: 0, y: 0, width: 402, height: 874 - 62 - 34))
        // A view at the top keeps the part of the inset that reaches into it.
        #expect(result.frames[4] == Rect(x: 0, y: 62, width: 402, height: 38))
    }

    @Test func stacksArrangingInsideTheirMarginsKeepOutOfTheUnsafeArea() throws {
        let yaml = """
            livery-tree: 1
            root:
              type: UIStackView
              size: [100, 100]
              set: { axis: vertical, isLayoutMarginsRelativeArrangement: true, layoutMargins: [0, 0, 0, 0] }
              children:
                - { type: UIView, size: [null, 44] }
                - { type: UIView }
            """
        let result = try Self.layout(try Self.document(yaml, device: "iPhone 16 Pro landscape"))
        #expect(result.frames[1] == Rect(x: 62, y: 0, width: 874 - 124, height: 44))
        #expect(result.frames[2].y + result.frames[2].height == 402 - 21)
    }

    /// Bars on the safe area's edges extend their backgrounds to the
    /// screen's: a navigation bar under the status bar, a tab bar under the
    /// home indicator; a bar elsewhere does not.
    @Test func barsOnTheSafeAreasEdgesReachTheScreensEdges() throws {
        let yaml = """
            livery-tree: 1
            device: iPhone 16 Pro
            root:
              type: UIStackView
              set: { axis: vertical, isLayoutMarginsRelativeArrangement: true, layoutMargins: [0, 0, 0, 0], backgroundColor: white }
              children:
                - { type: UINavigationBar, set: { barTintColor: red } }
                - { type: UIView }
                - { type: UITabBar, set: { barTintColor: blue } }
            """
        let canvas = try Self.render(try Self.document(yaml))
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = Scenes.pixel(canvas, x, y)
            return (Int(p.red), Int(p.green), Int(p.blue))
        }
        // Above the bar, beside the status bar's items, and inside it: red.
        #expect(pixel(201, 5) == (255, 0, 0) && pixel(201, 80) == (255, 0, 0))
        // Below the tab bar, under the home indicator's side: blue; the middle stays white.
        #expect(pixel(20, 874 - 5) == (0, 0, 255) && pixel(201, 400) == (255, 255, 255))
    }

    @Test func theStatusBarAndHomeIndicatorAreDrawnInTheContentsColour() throws {
        let yaml = "livery-tree: 1\nroot: { type: UIView, size: [10, 10], set: { backgroundColor: systemBackground } }\n"
        for dark in [false, true] {
            var document = try Self.document(yaml, device: "iPhone 16 Pro")
            document.traits.userInterfaceStyle = dark ? .dark : .light
            let canvas = try Self.render(document)
            #expect(canvas.width == 402 && canvas.height == 874)
            let ink: (Int, Int) -> Int = { x, y in
                let p = Scenes.pixel(canvas, x, y)
                return dark ? Int(p.red) : 255 - Int(p.red)
            }
            // The time in the left ear, the battery in the right, the indicator at the bottom.
            let time = (50...90).flatMap { x in (20...40).map { ink(x, $0) } }.max() ?? 0
            let battery = (330...370).flatMap { x in (24...36).map { ink(x, $0) } }.max() ?? 0
            #expect(time > 200 && battery > 200, "dark: \(dark)")
            #expect(ink(201, 874 - 11) > 200 && ink(201, 874 - 20) < 30)
            // Nothing is drawn over the middle of the screen.
            #expect(ink(201, 400) < 30)
        }
    }

    /// openhab/openhab-ios (8a6615d9), `doc/sitemap.png`, an iPhone 15 Pro
    /// screenshot on iOS 17 (393 points wide, the Dynamic Island): the time's
    /// ink centred 71.83 from the side (IceCubes' "1:02", 71.5), the
    /// battery's ending at 360.33. Drawn at 3 pixels a point on the iPhone
    /// 16, the same screen.
    @Test func theStatusBarStandsWhereIOSPutsIt() throws {
        let yaml = "livery-tree: 1\nroot: { type: UIView, size: [10, 10], set: { backgroundColor: white } }\n"
        let document = try Self.document(yaml, device: "iPhone 16")
        let canvas = try Renderer().render(document.root, styledBy: try Self.resolver(), traits: document.traits, scale: 3)
        func inked(_ xs: Range<Int>) -> [Int] { xs.filter { x in (60..<115).contains { 255 - Int(Scenes.pixel(canvas, x, $0).red) > 100 } } }
        let time = inked(0..<450)
        let first = try #require(time.first), last = try #require(time.last)
        #expect(abs(Double(first + last + 1) / 6 - 71.67) <= 0.67, "\(Double(first + last + 1) / 6)")
        let battery = try #require(inked(900..<1179).last)
        #expect(abs(Double(battery + 1) / 3 - 360.33) <= 0.67)
    }
}
