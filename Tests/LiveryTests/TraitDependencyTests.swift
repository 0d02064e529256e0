import Testing
@testable import Livery
@testable import LiveryCore

/// The table says which trait changes can change a style, so an app
/// re-styles only on those.
@Suite struct TraitDependencyTests {
    @Test func fixedValuesDependOnNothing() {
        var b = TableBuilder()
        b.rule("UIView", set("backgroundColor", fixedColor(1, 2, 3)), set("alpha", .number(0.5)))
        b.rule("UILabel", set("font", .font(.fixed(size: 15, weight: .bold, family: "system"))))
        #expect(b.table.traitDependencies.isEmpty)
    }

    @Test func conditionsDynamicColorsAndTextStylesAreDependencies() throws {
        var b = TableBuilder()
        b.rule("UIView", when: [("horizontalSizeClass", "regular")], set("alpha", .number(1)))
        b.rule("UILabel", set("font", .font(.textStyle("body"))))
        #expect(b.table.traitDependencies == [.horizontalSizeClass, .preferredContentSizeCategory])

        var colors = TableBuilder()
        colors.rule("UILabel", set("textColor", .color(DynamicColor(light: .black, dark: .white))))
        #expect(colors.table.traitDependencies == [.userInterfaceStyle])
        colors.rule("UIView", set("backgroundColor", .color(DynamicColor(light: .black, dark: .black, lightHighContrast: .white))))
        #expect(colors.table.traitDependencies == [.userInterfaceStyle, .accessibilityContrast])
        let elevated = try #require(SystemColors.named("systemBackground"))
        colors.rule("UIView", set("layer.borderColor", .color(elevated)))
        #expect(colors.table.traitDependencies == [.userInterfaceStyle, .accessibilityContrast, .userInterfaceLevel])
    }

    @Test func changedTraitsNamesWhatDiffers() {
        let light = TraitCollection()
        let dark = light.overriding([.userInterfaceStyle(.dark), .displayScale(3)])
        #expect(dark.changedTraits(from: light) == [.userInterfaceStyle, .displayScale])
        #expect(light.changedTraits(from: light).isEmpty)
    }
}
