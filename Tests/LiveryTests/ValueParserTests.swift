import Testing
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// Parses `text` as the value of a one-line mapping (`v: text`), as ValueParser's callers do.
private func parse(
    _ text: String, as kind: ValueKind, context: ValueContext = ValueContext(file: "t.yaml", baseDirectory: "")
)
    throws -> (value: Value?, diagnostics: [Diagnostic])
{
    let node = try #require(try YAMLReader.parse("v: " + text)["v"])
    var diagnostics: [Diagnostic] = []
    let value = ValueParser.parse(node, as: kind, context: context, diagnostics: &diagnostics)
    return (value, diagnostics)
}

private func color(_ text: String, context: ValueContext = ValueContext(file: "t.yaml", baseDirectory: "")) throws -> DynamicColor? {
    if case .color(let c)? = try parse(text, as: .color, context: context).value { return c }
    return nil
}

private func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> DynamicColor {
    DynamicColor(Color(red: r, green: g, blue: b, alpha: a))
}

@Suite struct ColorParsingTests {
    @Test(arguments: [
        ("\"#F00\"", rgba(255, 0, 0)),
        ("\"#F008\"", rgba(255, 0, 0, 0x88)),
        ("\"#1E6FD9\"", rgba(0x1E, 0x6F, 0xD9)),
        ("\"#1e6fd980\"", rgba(0x1E, 0x6F, 0xD9, 0x80)),
        ("rgb(255, 0, 0)", rgba(255, 0, 0)),
        ("rgba(255, 128, 0, 0.5)", rgba(255, 128, 0, 0x80)),
        ("rgba(100%, 0%, 50%, 25%)", rgba(255, 0, 128, 64)),
        ("hsl(210, 80%, 50%)", rgba(26, 128, 230)),
        ("hsl(0, 100%, 50%)", rgba(255, 0, 0)),
        ("hsl(-240, 100%, 50%)", rgba(0, 255, 0)),
        ("hsla(120, 100%, 25%, 0.5)", rgba(0, 128, 0, 128)),
        ("hsl(0, 0%, 50%)", rgba(128, 128, 128)),
        ("darkGray", rgba(85, 85, 85)),
        ("clear", rgba(0, 0, 0, 0)),
        ("{ color: red, alpha: 0.5 }", rgba(255, 0, 0, 128)),
        ("{ color: \"#00000080\", alpha: 1 }", rgba(0, 0, 0, 255)),
    ])
    func fixedForms(_ text: String, _ expected: DynamicColor) throws {
        #expect(try color(text) == expected)
    }

    @Test func systemColorsKeepAllVariants() throws {
        #expect(try color("systemBlue") == SystemColors.table["systemBlue"])
        #expect(try color("{ color: label, alpha: 0.5 }")?.dark == Color(red: 255, green: 255, blue: 255, alpha: 128))
    }

    @Test func dynamicColorsFallBack() throws {
        let c = try #require(try color("{ light: white, dark: \"#1C1C1E\", darkElevated: \"#2C2C2E\" }"))
        #expect(c.light == .white)
        #expect(c.lightHighContrast == .white)
        #expect(c.dark == Color(red: 0x1C, green: 0x1C, blue: 0x1E))
        #expect(c.darkHighContrast == c.dark)
        #expect(c.darkElevated == Color(red: 0x2C, green: 0x2C, blue: 0x2E))
        #expect(c.darkElevatedHighContrast == c.darkElevated)
    }

    @Test func aDynamicVariantTakesTheSameVariantOfANestedColor() throws {
        let c = try #require(try color("{ light: systemBlue, dark: label, darkHighContrast: systemBlue }"))
        #expect(c.light == Color(red: 0, green: 122, blue: 255))
        #expect(c.dark == .white)
        #expect(c.darkHighContrast == Color(red: 64, green: 156, blue: 255))
    }

    @Test func paletteNamesShadowUIKitNames() throws {
        let context = ValueContext(file: "t.yaml", baseDirectory: "", colors: ["red": rgba(200, 0, 0), "brand": rgba(1, 2, 3)])
        #expect(try color("red", context: context) == rgba(200, 0, 0))
        #expect(try color("{ color: brand, alpha: 0 }", context: context) == rgba(1, 2, 3, 0))
    }

    @Test func colorFunctionArgumentsAreExpressions() throws {
        let context = ValueContext(file: "t.yaml", baseDirectory: "", constants: ["a": .number(0.5), "c": .number(100)])
        #expect(try color("rgba($c * 2, 0, ($c), $a)", context: context) == rgba(200, 0, 100, 128))
    }

    @Test(arguments: [
        ("\"#12345\"", "bad-color"), ("\"#GG0000\"", "bad-color"), ("rgb(1, 2)", "bad-color"), ("rgb(1, 2, 3", "bad-color"),
        ("cmyk(0, 0, 0, 0)", "bad-color"), ("rgb(256, 0, 0)", "out-of-range"), ("rgba(0, 0, 0, 1.5)", "out-of-range"),
        ("hsl(0, 120%, 50%)", "out-of-range"), ("{ color: red, alpha: 2 }", "out-of-range"), ("{ light: white }", "missing-key"),
        ("{ color: red }", "missing-key"), ("{ lite: white, dark: black }", "unknown-key"), ("[255, 0, 0]", "wrong-kind"),
        ("redd", "unknown-color"), ("", "null-value"), ("rgb(0, 0, 1/0)", "division-by-zero"),
    ])
    func badColorsReportTheirCode(_ text: String, _ code: String) throws {
        let result = try parse(text, as: .color)
        #expect(result.value == nil)
        #expect(result.diagnostics.first?.code.rawValue == code)
    }

    @Test func anUnquotedHexStringGetsAHint() throws {
        let result = try parse("FF0000", as: .color)
        #expect(result.diagnostics.first?.hint == "hex colors start with '#' and must be quoted: \"#FF0000\"")
    }
}

@Suite struct ScalarAndGeometryParsingTests {
    let context = ValueContext(
        file: "t.yaml", baseDirectory: "",
        constants: [
            "radius": .number(10), "offset": .size(Size(width: 0, height: 2)),
            "accent": .string("systemRed"), "mode": .string("scaleAspectFill"),
            "box": .rect(Rect(x: 1, y: 2, width: 3, height: 4)),
        ])

    @Test(arguments: [
        ("12", Value.number(12)), ("$radius * 2 + 1", .number(21)), ("true", .bool(true)), ("false", .bool(false)),
    ])
    func numbersAndBools(_ text: String, _ expected: Value) throws {
        let kind: ValueKind = if case .bool = expected { .bool } else { .number }
        #expect(try parse(text, as: kind, context: context).value == expected)
    }

    @Test func stringsAreTakenAsWritten() throws {
        #expect(try parse("\"Show More\"", as: .string).value == .string("Show More"))
        #expect(try parse("12", as: .string).value == .string("12"))
    }

    @Test func boolsAreOnlyTrueOrFalse() throws {
        let result = try parse("yes", as: .bool)
        #expect(result.value == nil)
        #expect(result.diagnostics.first?.hint == "write true or false")
    }

    @Test(arguments: [
        ("[3, 4]", ValueKind.size, Value.size(Size(width: 3, height: 4))),
        ("{ width: 3, height: $radius }", .size, .size(Size(width: 3, height: 10))),
        ("[1, -2]", .point, .point(Point(x: 1, y: -2))),
        ("{ x: 1, y: 2 }", .point, .point(Point(x: 1, y: 2))),
        ("[0, 0, 10, 20]", .rect, .rect(Rect(x: 0, y: 0, width: 10, height: 20))),
        ("{ x: 0, y: 1, width: 2, height: 3 }", .rect, .rect(Rect(x: 0, y: 1, width: 2, height: 3))),
        ("8", .insets, .insets(Insets(top: 8, left: 8, bottom: 8, right: 8))),
        ("[1, 2, 3, 4]", .insets, .insets(Insets(top: 1, left: 2, bottom: 3, right: 4))),
        ("{ top: 4, right: 2 }", .insets, .insets(Insets(top: 4, left: 0, bottom: 0, right: 2))),
        ("$offset", .point, .point(Point(x: 0, y: 2))),
        ("$box", .insets, .insets(Insets(top: 1, left: 2, bottom: 3, right: 4))),
        ("$radius", .insets, .insets(Insets(top: 10, left: 10, bottom: 10, right: 10))),
    ])
    func geometry(_ text: String, _ kind: ValueKind, _ expected: Value) throws {
        #expect(try parse(text, as: kind, context: context).value == expected)
    }

    @Test func stringConstantsAreReadAsTheKindAsks() throws {
        #expect(try parse("$accent", as: .color, context: context).value == .color(SystemColors.table["systemRed"]!))
        #expect(try parse("$mode", as: ContentMode.kind, context: context).value == .enumCase("scaleAspectFill"))
        let wrong = try parse("$offset", as: .color, context: context)
        #expect(wrong.diagnostics.map(\.message) == ["constant '$offset' is a size, not a color"])
    }

    @Test func sizesNeedBothDimensions() throws {
        let result = try parse("{ width: 3 }", as: .size)
        #expect(result.diagnostics.map(\.message) == ["a size [width, height] needs 'height'"])
    }

    @Test func fonts() throws {
        #expect(try parse("headline", as: .font).value == .font(.textStyle("headline")))
        #expect(
            try parse("{ size: 15, weight: semibold }", as: .font).value == .font(.fixed(size: 15, weight: .semibold, family: "system")))
        #expect(try parse("{ size: 12, family: Menlo }", as: .font).value == .font(.fixed(size: 12, weight: .regular, family: "Menlo")))
        #expect(try parse("{ size: 0 }", as: .font).diagnostics.first?.code.rawValue == "out-of-range")
        #expect(
            try parse("{ size: 15, relativeTo: body }", as: .font).value
                == .font(.scaled(size: 15, weight: .regular, family: "system", relativeTo: "body")))
        #expect(try parse("{ size: 15, relativeTo: bod }", as: .font).diagnostics.first?.code.rawValue == "bad-font")
        #expect(try parse("{ size: 15, weight: semibld }", as: .font).diagnostics.first?.hint == "did you mean 'semibold'?")
        #expect(try parse("17", as: .font).diagnostics.first?.hint == "a fixed size is written { size: 17 }")
    }

    @Test func enumsAndEnumLists() throws {
        let corners = CornerMask.kind
        #expect(try parse("continuous", as: .enumeration(["circular", "continuous"])).value == .enumCase("continuous"))
        #expect(try parse("[minXMinY, maxXMinY, minXMinY]", as: corners).value == .enumList(["minXMinY", "maxXMinY"]))
        #expect(try parse("maxXMaxY", as: corners).value == .enumList(["maxXMaxY"]))
        #expect(try parse("[]", as: corners).value == .enumList([]))
        #expect(try parse("[minXMinY, topLeft]", as: corners).value == nil)
    }

    @Test func shapes() throws {
        #expect(try parse("bounds", as: .shape).value == .shape(.bounds))
        #expect(try parse("{ roundedBounds: $radius }", as: .shape, context: context).value == .shape(.roundedBounds(radius: 10)))
        #expect(try parse("{ rect: [0, 0, 4, 4] }", as: .shape).value == .shape(.rect(Rect(x: 0, y: 0, width: 4, height: 4))))
        #expect(
            try parse("{ roundedRect: [0, 0, 4, 4], radius: 2 }", as: .shape).value
                == .shape(.roundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 2)))
        #expect(try parse("{ ellipse: [1, 1, 2, 2] }", as: .shape).value == .shape(.ellipse(Rect(x: 1, y: 1, width: 2, height: 2))))
        #expect(
            try parse("{ path: \"M0 0 H4 V4 Z\" }", as: .shape).value
                == .shape(
                    .path(
                        [.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)), .line(Point(x: 4, y: 4)), .close], source: "M0 0 H4 V4 Z")))
        #expect(try parse("{ roundedRect: [0, 0, 4, 4] }", as: .shape).diagnostics.map(\.message) == ["a roundedRect shape needs 'radius'"])
        #expect(try parse("{ rect: [0, 0, 1, 1], ellipse: [0, 0, 1, 1] }", as: .shape).diagnostics.first?.code.rawValue == "bad-shape")
        #expect(try parse("{ rect: [0, 0, 1, 1], radius: 2 }", as: .shape).diagnostics.first?.code.rawValue == "unknown-key")
    }

    @Test func imagesResolveAgainstTheBaseDirectory() throws {
        let fixture = Fixture(data: ["Images/Crown.png": Fixture.png])
        let context = ValueContext(file: "t.yaml", baseDirectory: fixture.directory)
        #expect(
            try parse("Images/Crown.png", as: .image, context: context).value
                == .image(ImageReference(written: "Images/Crown.png", resolvedPath: fixture.directory + "/Images/Crown.png")))
        #expect(try parse("Images", as: .image, context: context).diagnostics.first?.code.rawValue == "missing-image")
        #expect(try parse("bounds", as: .shapeOrImage, context: context).value == .shape(.bounds))
        #expect(
            try parse("Images/Crown.png", as: .shapeOrImage, context: context).value
                == .image(ImageReference(written: "Images/Crown.png", resolvedPath: fixture.directory + "/Images/Crown.png")))
    }

    @Test func diagnosticsCarryTheContextsFile() throws {
        let result = try parse("nope", as: .color, context: ValueContext(file: "tree.yaml", baseDirectory: ""))
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "tree.yaml", line: 1, column: 4)])
    }
}

extension ScalarAndGeometryParsingTests {
    /// `relativeTo:` scales a fixed size as the text style scales (UIFontMetrics).
    @Test func relativeToFontsScaleWithTheirTextStyle() {
        let font = FontValue.scaled(size: 15, weight: .medium, family: "system", relativeTo: "body")
        #expect(DynamicType.resolve(font, category: .large).size == 15)
        #expect(abs(DynamicType.resolve(font, category: .accessibilityExtraLarge).size - 15 * 40 / 17) < 1e-9)
        #expect(DynamicType.resolve(.fixed(size: 15, weight: .medium, family: "system"), category: .xSmall).size == 15)
    }
}
