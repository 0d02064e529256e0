import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// A label's typography reaches the device as attributes of its
/// attributedText, over the text the label has: NSAttributedString's `kern`,
/// `baselineOffset`, underline and strikethrough, and one NSParagraphStyle
/// for the line height and spacing.
@MainActor @Suite struct TypographyBindingTests {
    func adapter(_ yaml: String) throws -> StyleAdapter<UIView> { try typographyAdapter(yaml) }
    func host(_ views: UIView...) -> UIWindow { hosted(views) }

    static let stylesheet = """
        rules:
          - type: UILabel
            set:
              kern: 1.5
              baselineOffset: 2
              lineHeightMultiple: 1.25
              minimumLineHeight: 20
              maximumLineHeight: 40
              lineSpacing: 4
              paragraphSpacing: 8
              paragraphSpacingBefore: 3
              underlineStyle: thick
              underlineColor: red
              strikethroughStyle: double
              shadow.shadowOffset: [0, 2]
              shadow.shadowBlurRadius: 3
        """

    @Test func aLabelsTextKeepsItsTextAndTakesTheAttributes() throws {
        let label = UILabel()
        label.text = "Sign in"
        try adapter(Self.stylesheet).style(host(label))
        #expect(label.text == "Sign in")
        let text = try #require(label.attributedText)
        #expect(text.string == "Sign in")
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.kern] as? CGFloat == 1.5)
        #expect(attributes[.baselineOffset] as? CGFloat == 2)
        #expect(attributes[.underlineStyle] as? Int == NSUnderlineStyle.thick.rawValue)
        #expect(attributes[.strikethroughStyle] as? Int == NSUnderlineStyle.double.rawValue)
        #expect(attributes[.underlineColor] is UIColor)
        #expect(attributes[.strikethroughColor] == nil, "unset: the text colour, as UIKit's default")
        let shadow = try #require(attributes[.shadow] as? NSShadow)
        #expect(shadow.shadowOffset == CGSize(width: 0, height: 2) && shadow.shadowBlurRadius == 3)
        // Unset, the colour is NSShadow's own, black at a third, which the preview draws too; nil would draw no shadow.
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 1)
        #expect((shadow.shadowColor as? UIColor)?.getRed(&r, green: &g, blue: &b, alpha: &a) == true)
        #expect(r == 0 && g == 0 && b == 0 && abs(a - 1.0 / 3) < 0.001)
        let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        #expect(paragraph.lineHeightMultiple == 1.25 && paragraph.minimumLineHeight == 20 && paragraph.maximumLineHeight == 40)
        #expect(paragraph.lineSpacing == 4 && paragraph.paragraphSpacing == 8 && paragraph.paragraphSpacingBefore == 3)
        // The paragraph style starts from the label's own, so a one-line label still truncates.
        #expect(paragraph.lineBreakMode == .byTruncatingTail && paragraph.alignment == .natural)
    }

    @Test func aLabelWithoutTextIsLeftWithout() throws {
        let label = UILabel()
        try adapter(Self.stylesheet).style(host(label))
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func aReloadWithoutTheRulePutsTheAttributesBack() throws {
        let label = UILabel()
        label.text = "Sign in"
        let adapter = try adapter(Self.stylesheet)
        // The adapter holds its roots weakly: the window lives through the reload.
        let window = host(label)
        adapter.style(window)
        let (plain, _) = StylesheetCompiler.compile(source: "livery: 1\nrules: []", path: "plain.style.yaml")
        adapter.reload(try #require(plain))
        #expect(label.text == "Sign in")
        let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
        #expect(attributes[.kern] == nil && attributes[.underlineStyle] == nil)
        #expect(attributes[.shadow] == nil, "every field back at NSShadow's default: no shadow")
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
        #expect((paragraph?.lineHeightMultiple ?? 0) == 0 && (paragraph?.lineSpacing ?? 0) == 0)
        #expect(label.styleRecord == nil)
    }
}

/// The character attributes go into the attribute dictionaries UIKit takes
/// them in: a navigation bar's title attributes, a segmented control's per
/// state, a text field's default attributes.
@MainActor @Suite struct TextAttributeTypographyBindingTests {
    @Test func theyAreKeysOfTheClassesAttributeDictionaries() throws {
        let adapter = try typographyAdapter(
            """
            rules:
              - type: UINavigationBar
                set: { titleTextAttributes.kern: 0.5, titleTextAttributes.foregroundColor: red, largeTitleTextAttributes.underlineStyle: single }
              - type: UISegmentedControl
                set: { titleTextAttributes.kern: { normal: 1, selected: 2 } }
              - type: UITextField
                set: { defaultTextAttributes.strikethroughStyle: double, defaultTextAttributes.backgroundColor: yellow }
              - type: UISegmentedControl
                set: { titleTextAttributes.shadow.shadowColor: { selected: black } }
            """)
        let bar = UINavigationBar()
        let segments = UISegmentedControl(items: nil)
        let field = UITextField()
        let window = hosted([bar, segments, field])
        adapter.style(window)
        #expect(bar.titleTextAttributes?[.kern] as? CGFloat == 0.5 && bar.titleTextAttributes?[.foregroundColor] is UIColor)
        #expect(bar.largeTitleTextAttributes?[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(segments.titleTextAttributes(for: .normal)?[.kern] as? CGFloat == 1)
        #expect(segments.titleTextAttributes(for: .selected)?[.kern] as? CGFloat == 2)
        #expect(field.defaultTextAttributes[.strikethroughStyle] as? Int == NSUnderlineStyle.double.rawValue)
        #expect(field.defaultTextAttributes[.backgroundColor] is UIColor)
        #expect((segments.titleTextAttributes(for: .selected)?[.shadow] as? NSShadow)?.shadowColor is UIColor)
        #expect(segments.titleTextAttributes(for: .normal)?[.shadow] == nil)
    }
}

/// A button's title typography is the state's attributed title: its title,
/// colour and font, with the attributes over them.
@MainActor @Suite struct ButtonTitleTypographyBindingTests {
    @Test func theStatesAttributedTitleKeepsItsTitleColourAndFont() throws {
        let adapter = try typographyAdapter(
            """
            rules:
              - type: UIButton
                set: { titleColor: red, titleTextAttributes.kern: { normal: 1, highlighted: 2 }, titleTextAttributes.strikethroughStyle: single }
            """)
        let button = UIButton(type: .custom)
        button.setTitle("Continue", for: .normal)
        let window = hosted([button])
        adapter.style(window)
        let normal = try #require(button.attributedTitle(for: .normal))
        #expect(normal.string == "Continue")
        let attributes = normal.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.kern] as? CGFloat == 1 && attributes[.strikethroughStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(attributes[.foregroundColor] is UIColor && attributes[.font] is UIFont, "the button's own colour and font")
        #expect(button.attributedTitle(for: .highlighted)?.attributes(at: 0, effectiveRange: nil)[.kern] as? CGFloat == 2)

        // The app's later title is taken up when the button is styled again.
        button.setTitle("Following", for: .normal)
        adapter.style(window)
        #expect(button.attributedTitle(for: .normal)?.string == "Following")
        // Without typography the plain title is back.
        adapter.reload(try #require(StylesheetCompiler.compile(source: "livery: 1\nrules:\n  - { type: UIButton, set: { titleColor: red } }", path: "/tmp/t.style.yaml").table))
        #expect(button.attributedTitle(for: .normal) == nil && button.attributedTitle(for: .highlighted) == nil, "\(String(describing: button.attributedTitle(for: .highlighted)))")
    }

    /// A label whose app-set attributed text has runs keeps them: the
    /// typography is added over the whole text.
    @Test func aLabelsRunsAreKept() throws {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Hello world")
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
        label.attributedText = text
        try typographyAdapter("rules:\n  - { type: UILabel, set: { kern: 2 } }").style(hosted([label]))
        let styled = try #require(label.attributedText)
        #expect(styled.attribute(.font, at: 0, effectiveRange: nil) != nil && styled.attribute(.font, at: 8, effectiveRange: nil) == nil)
        #expect(styled.attribute(.kern, at: 8, effectiveRange: nil) as? CGFloat == 2)
    }
}

/// A bar item's title typography goes into its title text attributes per
/// state, through the bar that holds it.
@MainActor @Suite struct BarItemTypographyBindingTests {
    @Test func aTabsAttributesPerState() throws {
        let adapter = try typographyAdapter(
            """
            rules:
              - { type: UITabBarItem, set: { titleTextAttributes.kern: { normal: 0.5, selected: 1 }, titleTextAttributes.shadow.shadowBlurRadius: { selected: 2 } } }
            """)
        let tabs = UITabBar()
        let inbox = UITabBarItem()
        tabs.items = [inbox]
        let window = hosted([tabs])
        adapter.style(window)
        #expect(inbox.titleTextAttributes(for: .normal)?[.kern] as? CGFloat == 0.5)
        #expect(inbox.titleTextAttributes(for: .selected)?[.kern] as? CGFloat == 1)
        #expect((inbox.titleTextAttributes(for: .selected)?[.shadow] as? NSShadow)?.shadowBlurRadius == 2)
        #expect(inbox.titleTextAttributes(for: .normal)?[.shadow] == nil)
    }
}

/// A navigation bar appearance's titles take the character attributes too,
/// slot by slot, as keys of the slot's title attributes.
@MainActor @Suite struct BarSlotTypographyBindingTests {
    @Test func aSlotsTitleAttributes() throws {
        let adapter = try typographyAdapter(
            """
            rules:
              - { type: UINavigationBar, set: { standardAppearance.titleTextAttributes.kern: 0.4, standardAppearance.largeTitleTextAttributes.shadow.shadowBlurRadius: 3 } }
            """)
        let bar = UINavigationBar()
        let window = hosted([bar])
        adapter.style(window)
        #expect(bar.standardAppearance.titleTextAttributes[.kern] as? CGFloat == 0.4)
        #expect((bar.standardAppearance.largeTitleTextAttributes[.shadow] as? NSShadow)?.shadowBlurRadius == 3)
    }

    /// A custom font written `relativeTo:` a text style reaches the device at
    /// its written size through `UIFontMetrics` for that style, which scales
    /// it at the device's text size; a fixed font is set as it is.
    @Test func aRelativeFontIsScaledByUIFontMetrics() throws {
        let scaled = UILabel(), fixed = UITextField()
        let adapter = try typographyAdapter(
            """
            rules:
              - { type: UILabel, set: { font: { size: 22, weight: semibold, family: Georgia, relativeTo: title2 } } }
              - { type: UITextField, set: { font: { size: 15, family: Georgia } } }
            """)
        let window = hosted([scaled, fixed])
        adapter.style(window)
        #expect(scaled.font.fontName == "Georgia" && scaled.font.pointSize == 22 && scaled.font.stubScaledLike == .title2)
        #expect(fixed.font?.pointSize == 15 && fixed.font?.stubScaledLike == nil)
    }
}

@MainActor func typographyAdapter(_ yaml: String) throws -> StyleAdapter<UIView> {
    let (table, diagnostics) = StylesheetCompiler.compile(source: "livery: 1\n" + yaml, path: "typography.style.yaml")
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    return StyleAdapter(table: try #require(table), appliers: PropertyApplier.uiKit, report: { _ in })
}

/// The views in a window, which the caller keeps: an adapter holds its roots weakly.
@MainActor func hosted(_ views: [UIView]) -> UIWindow {
    let window = UIWindow(frame: .zero)
    for view in views { window.addSubview(view) }
    return window
}
