import LiveryYAML
import Testing
@testable import Livery
@testable import LiveryCore

/// `image: {color: …}` (Docs/Stylesheets.md, "Images"): a solid colour's image, read with any
/// colour a colour property takes, checked with located diagnostics and kept by a compiled table.
@Suite struct SolidImageTests {
    private func compile(_ value: String, type: String = "UINavigationBar", key: String = "backgroundImage")
        -> (image: ImageReference?, diagnostics: [Diagnostic])
    {
        let result = Fixture.compile(Fixture.rule(type, "\(key): " + value))
        let image = result.table?.invocations.lazy.compactMap { invocation -> ImageReference? in
            if case .image(let image) = invocation.value { return image }
            return nil
        }.first
        return (image, result.diagnostics)
    }

    @Test func aColourOfAnyFormIsTheImagesFill() throws {
        let fixed = try #require(compile(##"{color: "#FF3B00"}"##).image)
        #expect(fixed.fill == DynamicColor(Color(red: 0xFF, green: 0x3B, blue: 0)))
        #expect(fixed.written == "{color: #FF3B00FF}")
        let dynamic = try #require(compile(##"{color: {light: white, dark: "#202020"}}"##, type: "UISearchBar").image?.fill)
        #expect(dynamic.light == Color(red: 255, green: 255, blue: 255))
        #expect(dynamic.dark == Color(red: 0x20, green: 0x20, blue: 0x20))
        #expect(try #require(compile("{color: systemRed}", type: "UIToolbar").image).written == "{color: systemRed}")
    }

    @Test(arguments: [
        ("{color: nocolor}", "unknown-color@5:32"),
        ("{color: red, size: 2}", "unknown-key@5:37"),
        ("{colour: red}", "unknown-key@5:25"),
    ])
    func aBadColourImageIsReportedWhereItIsWritten(_ value: String, _ expected: String) {
        let (image, diagnostics) = compile(value)
        #expect(image == nil)
        #expect(diagnostics.summary == [expected], "\(diagnostics)")
    }

    @Test func aCompiledTableKeepsTheColour() throws {
        let table = try #require(Fixture.compile(Fixture.rule("UINavigationBar", ##"shadowImage: {color: {light: "#00000022", dark: white}}"##)).table)
        let decoded = try InvocationTable(compiled: table.compiled(relativeTo: "/"), relativeTo: "/")
        #expect(decoded.invocations == table.invocations)
        guard case .image(let image)? = decoded.invocations.first?.value else {
            Issue.record("no image")
            return
        }
        #expect(image.fill?.light == Color(red: 0, green: 0, blue: 0, alpha: 0x22))
        #expect(image.fill?.dark == Color(red: 255, green: 255, blue: 255))
        #expect(table.images.isEmpty, "a solid colour is no image the app loads by UIImage(named:)")
    }
}
