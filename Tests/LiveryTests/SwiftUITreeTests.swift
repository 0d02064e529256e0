import Foundation
import Livery
import Testing

/// SwiftUI views in tree documents (Docs/Trees.md, "SwiftUI views"): each
/// styled as its UIKit class, its SwiftUI parameters read and checked where
/// they are written.
@Suite struct SwiftUITreeTests {
    static func load(_ root: String) throws -> (TreeDocument?, [String]) {
        try TreeLoaderTests.load("livery-tree: 1\ndevice: iPhone 16 Pro\nroot:\n" + root)
    }

    @Test func aSwiftUIViewIsStyledAsItsUIKitClassWithItsParameters() throws {
        let (document, diagnostics) = try Self.load(
            """
              swiftui: VStack
              alignment: leading
              spacing: 12
              padding: { horizontal: true, top: 4 }
              children:
                - { swiftui: Text, id: name, classes: title, text: Hello }
                - { swiftui: Image, symbol: star.fill, frame: { width: 29, height: 29 } }
                - { swiftui: Button, style: UIButton, title: Buy }
                - { swiftui: Spacer, minLength: 20 }
                - { swiftui: HStack, alignment: bottom, frame: { maxWidth: infinity } }
                - { swiftui: Slider, value: 0.25 }
                - { swiftui: ProgressView, value: 0.5 }
                - { swiftui: ProgressView }
            """)
        #expect(diagnostics == [])
        let root = try #require(document?.root)
        #expect(root.type == "UIView")
        let stack = try #require(root.swiftUI)
        #expect(stack.kind == .vStack && stack.spacing == 12 && stack.horizontalAlignment == .leading)
        #expect(stack.padding == Insets(top: 4, left: 16, bottom: 0, right: 16))
        let text = root.children[0]
        #expect(text.type == "UILabel" && text.id == "name" && text.classes == ["title"])
        #expect(text.explicitValues["text"] == .string("Hello"))
        #expect(text.explicitValues["numberOfLines"] == .number(0), "a Text wraps")
        let image = root.children[1]
        #expect(image.type == "UIImageView" && image.swiftUI?.width == 29 && image.swiftUI?.height == 29)
        guard case .image(let reference)? = image.explicitValues["image"] else {
            Issue.record("no image")
            return
        }
        #expect(reference.symbol?.name == "star.fill")
        #expect(root.children[2].explicitValues["title"] == .string("Buy"))
        #expect(root.children[2].explicitValues["buttonType"] == .enumCase("system"))
        #expect(root.children[3].swiftUI?.minLength == 20)
        #expect(root.children[4].swiftUI?.verticalAlignment == .trailing && root.children[4].swiftUI?.fillsWidth == true)
        #expect(root.children[5].type == "UISlider" && root.children[5].explicitValues["value"] == .number(0.25))
        #expect(root.children[6].type == "UIProgressView" && root.children[6].explicitValues["progress"] == .number(0.5))
        #expect(root.children[7].type == "UIActivityIndicatorView", "ProgressView() without a value spins")
    }

    /// What SwiftUI draws as views of their own becomes nodes the stylesheet styles.
    @Test func partsBecomeNodes() throws {
        let (document, diagnostics) = try Self.load(
            """
              swiftui: NavigationStack
              title: Settings
              titleDisplayMode: inline
              children:
                - swiftui: List
                  children:
                    - swiftui: Section
                      header: Connectivity
                      footer: Off in flight.
                      children:
                        - { swiftui: Toggle, title: Wi-Fi, isOn: true }
                        - swiftui: NavigationLink
                          children: [{ swiftui: Text, text: General }]
                    - { swiftui: Text, text: Loose }
            """)
        #expect(diagnostics == [])
        let root = try #require(document?.root)
        let bar = root.children[0]
        #expect(bar.type == "UINavigationBar" && bar.explicitValues["title"] == .string("Settings"))
        #expect(bar.explicitValues["prefersLargeTitles"] == .bool(false))
        let list = root.children[1]
        #expect(list.type == "UITableView" && list.explicitValues["style"] == .enumCase("insetGrouped"))
        #expect(list.children.map(\.type) == [
            "UITableViewHeaderFooterView", "UITableViewCell", "UITableViewCell", "UITableViewHeaderFooterView", "UITableViewCell",
        ])
        #expect(list.children[0].explicitValues["textLabel.text"] == .string("CONNECTIVITY"), "a grouped list's header in capitals")
        #expect(list.children[3].explicitValues["textLabel.text"] == .string("Off in flight."))
        let toggle = list.children[1].children[0]
        #expect(toggle.type == "UISwitch" && toggle.explicitValues["isOn"] == .bool(true))
        #expect(toggle.children.map(\.type) == ["UILabel"] && toggle.children[0].explicitValues["text"] == .string("Wi-Fi"))
        #expect(list.children[2].explicitValues["accessoryType"] == .enumCase("disclosureIndicator"), "a link's row has the chevron")
        #expect(list.children[1].explicitValues["accessoryType"] == nil)
    }

    @Test(arguments: [
        ("swiftui: Texts\n  text: a", "4:12: error: unknown SwiftUI view 'Texts'", "unknown-type"),
        ("swiftui: Text\n  type: UILabel\n  text: a", "5:9: error: a SwiftUI view names its kind with 'swiftui:'", "wrong-kind"),
        ("swiftui: Text\n  text: a\n  spacing: 4", "6:3: error: unknown key 'spacing' in a SwiftUI Text", "unknown-key"),
        ("swiftui: Text", "4:3: error: a Text needs 'text:'", "missing-key"),
        ("swiftui: VStack\n  alignment: top", "5:14: error: a VStack's alignment is leading, center, trailing; found 'top'", "wrong-kind"),
        ("swiftui: Text\n  style: UISwitch\n  text: a", "6:9: error: a Text styled as 'UISwitch' cannot show its 'text'", "wrong-kind"),
        ("swiftui: Text\n  style: UILabl\n  text: a", "5:10: error: unknown view type 'UILabl'", "unknown-type"),
        ("swiftui: Button\n  style: UIBarButtonItem", "5:10: error: 'UIBarButtonItem' is a bar item, not a view", "not-stylable"),
        ("swiftui: Toggle\n  isOn: maybe", "5:9: error:", "wrong-kind"),
        ("swiftui: HStack\n  spacing: -1", "5:12: error: 'spacing' must not be negative", "wrong-kind"),
        ("swiftui: HStack\n  padding: { sides: 4 }", "5:14: error: unknown key 'sides' in a padding", "unknown-key"),
        ("swiftui: HStack\n  frame: [0, 0, 10, 10]", "5:10: error: a SwiftUI view's 'frame' is its .frame", "wrong-kind"),
        ("swiftui: HStack\n  frame: { maxWidth: 300 }", "5:22: error: 'maxWidth' is infinity", "wrong-kind"),
        ("swiftui: Toggle\n  title: A\n  children: []", "5:10: error: a Toggle's label is its 'title:' or its 'children:'", "wrong-kind"),
        ("swiftui: VStack\n  children: [{ swiftui: Section }]", "5:25: error: a Section belongs in a List", "wrong-kind"),
        ("swiftui: List\n  listStyle: sidebar", "5:14: error: 'listStyle' is plain, grouped, insetGrouped", "wrong-kind"),
        ("swiftui: NavigationStack\n  titleDisplayMode: automatic", "5:21: error: 'titleDisplayMode' is large or inline", "wrong-kind"),
    ])
    func mistakesAreLocated(root: String, message: String, code: String) throws {
        let (document, diagnostics) = try Self.load("  " + root + "\n")
        #expect(document == nil)
        #expect(diagnostics.contains { $0.hasPrefix("tree.yaml:" + message) && $0.hasSuffix("[\(code)]") }, "\(diagnostics)")
    }

    /// Without a device a SwiftUI root's `.frame` is the canvas.
    @Test func aSwiftUIRootNeedsADeviceOrAFrame() throws {
        let (_, diagnostics) = try TreeLoaderTests.load("livery-tree: 1\nroot:\n  swiftui: VStack\n")
        #expect(diagnostics.contains { $0.contains("a SwiftUI root view needs 'device:'") && $0.hasSuffix("[missing-frame]") })
        let (document, framed) = try TreeLoaderTests.load("livery-tree: 1\nroot:\n  swiftui: VStack\n  frame: { width: 300, height: 200 }\n")
        #expect(framed == [] && document != nil)
    }
}
