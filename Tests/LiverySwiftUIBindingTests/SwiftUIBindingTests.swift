import Foundation
import Testing

@testable import Livery
@testable import LiveryCore
@testable import LiverySwiftUI
import SwiftUI

/// The SwiftUI glue against the surface (Surface/SwiftUI): the environment's
/// traits, the modifiers a style becomes, the button and toggle styles'
/// states, `.styleTrait`, and a live reload through the store.
@MainActor @Suite struct SwiftUIBindingTests {
    static let stylesheet = """
        livery: 1
        traits:
          theme: { values: [plain, sepia], default: plain }
        types:
          Card: { inherits: UIView }
        rules:
          - type: Card
            set:
              backgroundColor: { light: "#FFFFFF", dark: "#000000" }
              layer.cornerRadius: 12
              layer.borderWidth: 2
              layer.borderColor: "#CCCCCC"
              layer.shadowOpacity: 0.5
              layer.shadowRadius: 6
              layer.shadowOffset: [0, 3]
              layoutMargins: [8, 12, 8, 12]
          - type: Card
            when: { theme: sepia }
            set: { backgroundColor: "#F4ECD8" }
          - type: UILabel
            set:
              font: { size: 15, family: Georgia, relativeTo: body }
              textColor: "#222222"
              kern: 0.5
              strikethroughStyle: single
              textAlignment: center
              numberOfLines: 3
          - type: UIButton
            set:
              titleColor: { normal: "#FFFFFF", highlighted: "#CCCCCC", disabled: "#888888", selected: "#FFD700" }
          - type: UISwitch
            set: { onTintColor: "#34C759" }
          - type: UITableViewCell
            set: { backgroundColor: "#EEEEEE" }
        """

    static func table(_ source: String = stylesheet) throws -> InvocationTable {
        let (compiled, diagnostics) = StylesheetCompiler.compile(source: source, path: "/tmp/binding.style.yaml")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        return try #require(compiled)
    }

    static func environment() throws -> StyleEnvironment {
        StyleEnvironment(resolver: Resolver(table: try table()))
    }

    /// The recorded modifiers of a view the glue built, by name.
    static func modifiers(_ view: Any) throws -> [String: [Any]] {
        let inspected = try #require(view as? StubInspectable)
        return Dictionary(inspected.stubModifiers.map { ($0.name, $0.arguments) }, uniquingKeysWith: { $1 })
    }

    static func srgb(_ hex: UInt32, opacity: Double = 1) -> SwiftUI.Color {
        SwiftUI.Color(
            .sRGB, red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            opacity: opacity)
    }

    @Test func theEnvironmentsValuesAreUIKitsTraits() {
        let traits = TraitCollection(
            colorScheme: .dark, contrast: .increased, dynamicTypeSize: .accessibility1, layoutDirection: .rightToLeft,
            legibilityWeight: .bold, displayScale: 3
        ).withSizeClasses(horizontal: .regular, vertical: .compact)
        #expect(traits.userInterfaceStyle == .dark && traits.accessibilityContrast == .high)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)
        #expect(traits.preferredContentSizeCategory == .accessibilityMedium)
        #expect(traits.layoutDirection == .rightToLeft && traits.legibilityWeight == .bold && traits.displayScale == 3)
        // Unset size classes and weight keep UIKit's defaults; every Dynamic Type size has its category.
        let plain = TraitCollection(
            colorScheme: .light, contrast: .standard, dynamicTypeSize: .large, layoutDirection: .leftToRight, legibilityWeight: nil,
            displayScale: 2
        ).withSizeClasses(horizontal: nil, vertical: nil)
        #expect(plain == TraitCollection())
        #expect(DynamicTypeSize.allCases.map(TraitCollection.ContentSizeCategory.init) == TraitCollection.ContentSizeCategory.allCases)
    }

    /// What an app writes: `.style(type, classes…, id:, selected:)` makes the element rules match.
    @Test func styleNamesTheElement() throws {
        let view = SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).style(
            .label, "title", StyleClass("large"), id: "headline", selected: true)
        let modifier = try #require(view as? ModifiedContent<SwiftUI.Color, StyleModifier>).modifier
        #expect(modifier.element == StyleElement("UILabel", classes: ["title", "large"], id: "headline", state: .selected))
        let plain = try #require(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).style() as? ModifiedContent<SwiftUI.Color, StyleModifier>)
        #expect(plain.modifier.element == StyleElement("UIView"))
    }

    @Test func aCardBecomesPaddingBackgroundBorderAndShadow() throws {
        let style = try #require(try Self.environment().placing(StyleElement("Card"), traits: TraitCollection()).style)
        let applied = try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styled(SwiftUIStyle(style)))
        #expect(applied["padding"]?.first as? EdgeInsets == EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        #expect(applied["background"]?.first as? SwiftUI.Color == Self.srgb(0xFFFFFF))
        #expect((applied["background"]?.last as? RoundedRectangle)?.cornerSize == CGSize(width: 12, height: 12))
        let border = try Self.modifiers(try #require(applied["overlay"]?.first))
        #expect(border["strokeBorder"]?.first as? SwiftUI.Color == Self.srgb(0xCCCCCC))
        #expect(border["strokeBorder"]?.last as? CGFloat == 2)
        let shadow = try #require(applied["shadow"])
        #expect(shadow[0] as? SwiftUI.Color == SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 128.0 / 255))
        #expect(shadow[1] as? CGFloat == 6 && shadow[2] as? CGFloat == 0 && shadow[3] as? CGFloat == 3)
        // Nothing the rules leave unset: no font, colour, tint or opacity.
        #expect(applied["font"] == nil && applied["foregroundColor"] == nil && applied["tint"] == nil && applied["opacity"] == nil)
    }

    @Test func aCellsBackgroundIsItsRowsBackground() throws {
        let style = try #require(try Self.environment().placing(StyleElement("UITableViewCell"), traits: TraitCollection()).style)
        let applied = try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styled(SwiftUIStyle(style)))
        #expect(applied["listRowBackground"]?.first as? SwiftUI.Color == Self.srgb(0xEEEEEE))
        #expect(applied["background"] == nil)
    }

    /// A `List` has a background of its own from iOS 16: a list's colour hides it.
    @Test func aListsBackgroundHidesTheListsOwn() throws {
        let environment = StyleEnvironment(
            resolver: Resolver(table: try Self.table("livery: 1\nrules:\n  - { type: UITableView, set: { backgroundColor: \"#F2F2F7\" } }\n")))
        let style = try #require(environment.placing(StyleElement("UITableView"), traits: TraitCollection()).style)
        let applied = try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styled(SwiftUIStyle(style)))
        #expect(applied["scrollContentBackground"]?.first as? Visibility == .hidden)
        #expect(applied["background"]?.first as? SwiftUI.Color == Self.srgb(0xF2F2F7))
        let card = try #require(try Self.environment().placing(StyleElement("Card"), traits: TraitCollection()).style)
        #expect(try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styled(SwiftUIStyle(card)))["scrollContentBackground"] == nil)
    }

    @Test func lightAndDarkGiveTheirBackgrounds() throws {
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        let environment = try Self.environment()
        for (traits, color) in [(TraitCollection(), Self.srgb(0xFFFFFF)), (dark, Self.srgb(0x000000))] {
            let style = try #require(environment.placing(StyleElement("Card"), traits: traits).style)
            #expect(
                try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styled(SwiftUIStyle(style)))["background"]?.first
                    as? SwiftUI.Color == color)
        }
    }

    @Test func aCustomFontScalesWithDynamicTypeAndTextGetsItsTypography() throws {
        let card = try Self.environment().placing(StyleElement("Card"), traits: TraitCollection()).inner
        let style = try #require(card.placing(StyleElement("UILabel"), traits: TraitCollection()).style)
        let applied = try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styled(SwiftUIStyle(style)))
        let font = try #require(applied["font"]?.first as? Font)
        #expect(font.stubMaking == .custom("Georgia", size: 15, relativeTo: .body))
        #expect(applied["foregroundColor"]?.first as? SwiftUI.Color == Self.srgb(0x222222))
        #expect(applied["kerning"]?.first as? CGFloat == 0.5)
        #expect(applied["strikethrough"]?.first as? Bool == true)
        #expect(applied["multilineTextAlignment"]?.first as? SwiftUI.TextAlignment == .center)
        #expect(applied["lineLimit"]?.first as? Int == 3)
        // Unset: no underline, baseline offset or line spacing.
        #expect(applied["underline"] == nil && applied["baselineOffset"] == nil && applied["lineSpacing"] == nil)
        #expect(Font(.textStyle("caption1")).stubMaking == .system(.caption))
        #expect(Font(.system(size: 17, weight: .semibold)).stubMaking == .systemSize(17, .semibold))
        #expect(Font(.fixed(family: "Menlo", size: 12)).stubMaking == .customFixed("Menlo", size: 12))
    }

    /// A button's title colour in each state, worn through its button style
    /// as the UIKit path keys it: pressed is highlighted, a disabled
    /// environment disabled, `selected:` selected.
    @Test(arguments: [
        (false, true, false, 0xFFFFFF), (true, true, false, 0xCCCCCC), (false, false, false, 0x888888), (false, true, true, 0xFFD700),
    ])
    func aButtonStylesStatesAreUIKits(pressed: Bool, enabled: Bool, selected: Bool, hex: UInt32) throws {
        let placed = StyleModifier.place(
            StyleElement("UIButton", state: selected ? .selected : .normal), in: try Self.environment(), isEnabled: true,
            traits: TraitCollection())
        // The modifier hands the button to its button style…
        #expect(
            try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).wearing(placed.style))["buttonStyle"]?.first
                is LiveryButtonStyle)
        // …which resolves it again in the button's state.
        let state = LiveryButtonStyle.state(pressed: pressed, enabled: enabled)
        let style = try #require(placed.inner.styleOfLast(adding: state, traits: TraitCollection()))
        let label = ButtonStyleConfiguration(stubPressed: pressed).label.styled(SwiftUIStyle(style))
        #expect(try Self.modifiers(label)["foregroundColor"]?.first as? SwiftUI.Color == Self.srgb(hex))
        #expect(SwiftUIStyle(style).foregroundColor == ButtonAppearance(style).titleColor)
    }

    @Test func aDisabledEnvironmentDisablesAControlNotAView() throws {
        let environment = try Self.environment()
        let button = StyleModifier.place(StyleElement("UIButton"), in: environment, isEnabled: false, traits: TraitCollection())
        #expect(button.inner.path.elements.last?.state == .disabled)
        let card = StyleModifier.place(StyleElement("Card"), in: environment, isEnabled: false, traits: TraitCollection())
        #expect(card.inner.path.elements.last?.state == .normal)
    }

    @Test func aToggleWearsItsOnTintAsItsTintAndIsOnAsSelected() throws {
        let placed = try Self.environment().placing(StyleElement("UISwitch"), traits: TraitCollection())
        #expect(
            try Self.modifiers(SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).wearing(placed.style))["toggleStyle"]?.first
                is LiveryToggleStyle)
        for on in [false, true] {
            let state = LiveryToggleStyle.state(on: on, enabled: true)
            let style = try #require(placed.inner.styleOfLast(adding: state, traits: TraitCollection()))
            #expect(style.state == (on ? .selected : .normal))
            let toggle = Toggle(ToggleStyleConfiguration(stubOn: on)).styled(SwiftUIStyle(style))
            #expect(try Self.modifiers(toggle)["tint"]?.first as? SwiftUI.Color == Self.srgb(0x34C759))
        }
        #expect(LiveryToggleStyle.state(on: true, enabled: false) == [.selected, .disabled])
    }

    @Test func aStyleTraitMatchesItsRules() throws {
        let view = SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styleTrait("theme", "sepia")
        let transform = try #require(try Self.modifiers(view)["transformEnvironment"]?.last as? (inout StyleEnvironment) -> Void)
        var environment = try Self.environment()
        transform(&environment)
        #expect(environment.customTraits == ["theme": "sepia"])
        let style = try #require(environment.placing(StyleElement("Card"), traits: TraitCollection()).style)
        #expect(SwiftUIStyle(style).backgroundColor == LiveryCore.Color(red: 0xF4, green: 0xEC, blue: 0xD8))
    }

    @Test func aReloadedTableRestylesThroughTheStore() throws {
        let store = StyleStore(table: try Self.table())
        let root = StylesheetModifier(store: store)
        func cardBackground() throws -> LiveryCore.Color? {
            let body = root.body(content: _ViewModifier_Content(stubView: SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0)))
            let transform = try #require(try Self.modifiers(body)["transformEnvironment"]?.last as? (inout StyleEnvironment) -> Void)
            var environment = StyleEnvironment()
            transform(&environment)
            return SwiftUIStyle(try #require(environment.placing(StyleElement("Card"), traits: TraitCollection()).style)).backgroundColor
        }
        #expect(try cardBackground() == LiveryCore.Color(red: 255, green: 255, blue: 255))
        store.reload(try Self.table(Self.stylesheet.replacingOccurrences(of: "light: \"#FFFFFF\"", with: "light: \"#FF0000\"")))
        #expect(try cardBackground() == LiveryCore.Color(red: 255, green: 0, blue: 0))
    }

    /// SwiftUI re-styles a view when the environment it reads changed: a
    /// reload, another path or another trait value; not an equal copy.
    @Test func theEnvironmentChangesWithAReloadAPathOrATrait() throws {
        let store = StyleStore(table: try Self.table())
        var environment = StyleEnvironment(resolver: store.resolver, source: store.version)
        let copy = environment
        #expect(environment == copy)
        store.reload(try Self.table())
        #expect(StyleEnvironment(resolver: store.resolver, source: store.version) != copy)
        #expect(environment.placing(StyleElement("Card"), traits: TraitCollection()).inner != copy)
        environment.customTraits["theme"] = "sepia"
        #expect(environment != copy)
    }
}
