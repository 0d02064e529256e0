import Testing

@testable import Livery
@testable import LiveryCore
@testable import LiverySwiftUI

/// What a SwiftUI view wears for a resolved style (``SwiftUIStyle``): a
/// card's background, corners, border and shadow; light and dark; a custom
/// font that scales with Dynamic Type; a label's typography; and a button's
/// three states, each the value the UIKit path gives the same view in a tree.
@Suite struct SwiftUIStyleTests {
    static let stylesheet = """
        livery: 1
        types:
          Card: { inherits: UIView }
        colors:
          surface: { light: "#FFFFFF", dark: "#1C1C1E" }
        rules:
          - type: Card
            set:
              backgroundColor: surface
              layer.cornerRadius: 12
              layer.cornerCurve: continuous
              layer.borderWidth: 1
              layer.borderColor: "#DDDDDD"
              layer.shadowColor: "#000000"
              layer.shadowOpacity: 0.25
              layer.shadowRadius: 8
              layer.shadowOffset: [0, 4]
              layoutMargins: [16, 20, 16, 20]
          - type: UILabel
            class: body
            set:
              font: { size: 15, family: Georgia, relativeTo: body }
              textColor: "#333333"
              kern: -0.2
              lineSpacing: 4
              underlineStyle: single
              underlineColor: "#FF0000"
              textAlignment: right
              numberOfLines: 0
          - type: UILabel
            class: title
            set: { font: title1 }
          - type: UILabel
            class: scaled
            set: { font: { size: 17, weight: medium, relativeTo: body } }
          - type: UIButton
            class: primary
            set:
              titleColor: { normal: "#FFFFFF", highlighted: "#FFFFFFAA", disabled: "#8E8E93" }
              backgroundColor: "#0A4FA8"
              titleFont: { size: 17, weight: semibold }
              contentEdgeInsets: [10, 16, 10, 16]
          - type: UISwitch
            set: { onTintColor: "#34C759" }
          - type: UISlider
            set: { minimumTrackTintColor: "#FF2D55" }
          - type: UIProgressView
            set: { progressTintColor: "#5856D6" }
          - type: UIActivityIndicatorView
            set: { color: "#8E8E93" }
          - type: UIView
            class: screen
            set: { tintColor: "#007AFF" }
        """

    static let tree = """
        livery-tree: 1
        root:
          type: Card
          frame: [0, 0, 358, 200]
          children:
            - { type: UIButton, classes: [primary], frame: [16, 16, 120, 44] }
            - { type: UIButton, classes: [primary], state: [highlighted], frame: [16, 70, 120, 44] }
            - { type: UIButton, classes: [primary], state: [disabled], frame: [16, 124, 120, 44] }
        """

    static func resolver() throws -> Resolver {
        let (compiled, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: "/tmp/swiftui.style.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return Resolver(table: try #require(compiled))
    }

    static func style(_ elements: [StyleElement], _ traits: TraitCollection = TraitCollection()) throws -> ResolvedStyle {
        try #require(try resolver().resolve(StylePath(elements), traits: traits))
    }

    @Test func aCardWearsItsBackgroundCornersBorderShadowAndPadding() throws {
        let card = SwiftUIStyle(try Self.style([StyleElement("Card")]))
        #expect(card.backgroundColor == Color(red: 255, green: 255, blue: 255))
        #expect(card.cornerRadius == 12 && card.continuousCorners)
        #expect(card.border == SwiftUIStyle.Border(width: 1, color: Color(red: 0xDD, green: 0xDD, blue: 0xDD)))
        // The shadow's colour carries the layer's shadow opacity: black at a quarter.
        #expect(
            card.shadow
                == SwiftUIStyle.Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 64), radius: 8, offset: Size(width: 0, height: 4)))
        #expect(card.padding == Insets(top: 16, left: 20, bottom: 16, right: 20))
        #expect(card.opacity == 1 && !card.isHidden)
        // A container has no text: no font, colour or typography is worn.
        #expect(card.font == nil && card.foregroundColor == nil && card.typography == nil)
    }

    @Test func aPlainViewWearsNothing() throws {
        let plain = SwiftUIStyle(try Self.style([StyleElement("UIView")]))
        #expect(plain.backgroundColor == nil && plain.border == nil && plain.shadow == nil && plain.padding == nil && plain.tint == nil)
        // A label a rule does not colour keeps SwiftUI's foreground.
        let label = SwiftUIStyle(try Self.style([StyleElement("UILabel")]))
        #expect(label.foregroundColor == nil && label.font == nil)
    }

    @Test func darkModePicksTheDarkVariant() throws {
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        #expect(SwiftUIStyle(try Self.style([StyleElement("Card")], dark)).backgroundColor == Color(red: 0x1C, green: 0x1C, blue: 0x1E))
    }

    @Test func aCustomFontIsHandedToSwiftUIToScaleWithDynamicType() throws {
        let elements = [StyleElement("Card"), StyleElement("UILabel", classes: ["body"])]
        var large = TraitCollection()
        large.preferredContentSizeCategory = .accessibilityExtraLarge
        // The same at every size: SwiftUI scales the base size relative to body itself.
        for traits in [TraitCollection(), large] {
            #expect(SwiftUIStyle(try Self.style(elements, traits)).font == .custom(family: "Georgia", size: 15, relativeTo: "body"))
        }
        #expect(SwiftUIStyle(try Self.style([StyleElement("UILabel", classes: ["title"])])).font == .textStyle("title1"))
        // A scaled system size is the size Livery resolves for the Dynamic Type size, as UIKit's UIFontMetrics gives it.
        let scaled = [StyleElement("UILabel", classes: ["scaled"])]
        #expect(SwiftUIStyle(try Self.style(scaled)).font == .system(size: 17, weight: .medium))
        #expect(SwiftUIStyle(try Self.style(scaled, large)).font == .system(size: 40, weight: .medium))
        // A fixed system size stays fixed.
        #expect(SwiftUIStyle(try Self.style([StyleElement("UIButton", classes: ["primary"])])).font == .system(size: 17, weight: .semibold))
    }

    @Test func aLabelWearsItsColourAndTypography() throws {
        let body = SwiftUIStyle(try Self.style([StyleElement("UILabel", classes: ["body"])]))
        #expect(body.foregroundColor == Color(red: 0x33, green: 0x33, blue: 0x33))
        let typography = try #require(body.typography)
        #expect(typography.kern == -0.2 && typography.lineSpacing == 4)
        #expect(typography.underlineStyle == .single && typography.underlineColor == Color(red: 255, green: 0, blue: 0))
        // `right` is trailing left to right and leading right to left; 0 lines is no limit.
        #expect(body.textAlignment == .trailing && body.lineLimit == 0)
        var rightToLeft = TraitCollection()
        rightToLeft.layoutDirection = .rightToLeft
        #expect(SwiftUIStyle(try Self.style([StyleElement("UILabel", classes: ["body"])], rightToLeft)).textAlignment == .leading)
        // Unset, SwiftUI's own alignment and line limit stay.
        let title = SwiftUIStyle(try Self.style([StyleElement("UILabel", classes: ["title"])]))
        #expect(title.textAlignment == nil && title.lineLimit == nil)
    }

    /// SwiftUI's tint colours what the control's own UIKit colour does.
    @Test(arguments: [
        ("UISwitch", Color(red: 0x34, green: 0xC7, blue: 0x59)), ("UISlider", Color(red: 0xFF, green: 0x2D, blue: 0x55)),
        ("UIProgressView", Color(red: 0x58, green: 0x56, blue: 0xD6)),
        ("UIActivityIndicatorView", Color(red: 0x8E, green: 0x8E, blue: 0x93)),
    ])
    func aControlsOwnColourIsItsTint(type: String, color: Color) throws {
        let screen = StyleElement("UIView", classes: ["screen"])
        #expect(SwiftUIStyle(try Self.style([screen, StyleElement(type)])).tint == color)
        // Under the screen's tint, a view without a colour of its own takes the inherited tint.
        #expect(SwiftUIStyle(try Self.style([screen, StyleElement("UIStepper")])).tint == Color(red: 0, green: 0x7A, blue: 0xFF))
    }

    @Test func aTemplateImageIsDrawnInItsTint() throws {
        let image = SwiftUIStyle(try Self.style([StyleElement("UIView", classes: ["screen"]), StyleElement("UIImageView")]))
        #expect(image.foregroundColor == Color(red: 0, green: 0x7A, blue: 0xFF) && image.tint == image.foregroundColor)
        #expect(SwiftUIStyle(try Self.style([StyleElement("UIImageView")])).foregroundColor == nil)
    }

    @Test func aButtonsThreeStatesAreTheUIKitPaths() throws {
        let resolver = try Self.resolver()
        var loaded: [Diagnostic] = []
        let document = try #require(
            TreeLoader.load(
                Array(Self.tree.utf8), file: "buttons.tree.yaml", registry: resolver.table.registry, axes: resolver.table.customTraits,
                diagnostics: &loaded), "\(loaded)")
        let views = resolver.resolve(document.root, traits: document.traits).views
        let states: [ControlState] = [.normal, .highlighted, .disabled]
        var colors: [Color?] = []
        for (index, state) in states.enumerated() {
            let inTree = try #require(ButtonAppearance.of(views[index + 1].style))
            let path = [StyleElement("Card"), StyleElement("UIButton", classes: ["primary"], state: state)]
            let worn = SwiftUIStyle(try #require(resolver.resolve(StylePath(path), traits: document.traits)))
            #expect(worn.foregroundColor == inTree.titleColor, "\(state)")
            #expect(worn.padding == inTree.contentEdgeInsets)
            colors.append(worn.foregroundColor)
        }
        #expect(
            colors == [
                Color(red: 255, green: 255, blue: 255), Color(red: 255, green: 255, blue: 255, alpha: 0xAA),
                Color(red: 0x8E, green: 0x8E, blue: 0x93),
            ])
    }
}
