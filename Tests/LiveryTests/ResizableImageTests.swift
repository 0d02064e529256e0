import LiveryYAML
import Testing

@testable import Livery
@testable import LiveryCore

/// `{image: …, capInsets: …, resizingMode: …}` (Docs/Stylesheets.md, "Images"): an image set or
/// file made resizable, checked with located diagnostics, kept by a compiled table and printed
/// by `apply` with its caps.
@Suite struct ResizableImageTests {
    private func compile(_ value: String, type: String = "UINavigationBar", key: String = "backgroundImage")
        -> (table: InvocationTable?, image: ImageReference?, diagnostics: [Diagnostic])
    {
        let fixture = Fixture(data: ["Bar.png": Fixture.png])
        let result = fixture.compile(Fixture.rule(type, "\(key): " + value))
        let image = result.table?.invocations.lazy.compactMap { invocation -> ImageReference? in
            if case .image(let image) = invocation.value { return image }
            return nil
        }.first
        return (result.table, image, result.diagnostics)
    }

    @Test func theCapsAndModeAreKeptWithTheFile() throws {
        let tiled = try #require(compile("{image: Bar.png, capInsets: [0, 8, 0, 8]}").image)
        #expect(tiled.written == "Bar.png")
        #expect(tiled.resizing == ImageResizing(capInsets: Insets(top: 0, left: 8, bottom: 0, right: 8), mode: .tile))
        let stretched = try #require(compile("{image: Bar.png, capInsets: 5, resizingMode: stretch}", type: "UIToolbar").image)
        #expect(stretched.resizing == ImageResizing(capInsets: Insets(top: 5, left: 5, bottom: 5, right: 5), mode: .stretch))
        #expect(stretched.unresized.resizing == nil)
        #expect(Value.image(stretched).listingText == "{image: Bar.png, capInsets: [5, 5, 5, 5], resizingMode: stretch}")
    }

    @Test func onAStateKeyedPropertyTheMapIsTheNormalStatesValue() throws {
        let (table, image, diagnostics) = compile("{image: Bar.png, capInsets: 6}", type: "UIButton")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(image?.resizing?.capInsets == Insets(top: 6, left: 6, bottom: 6, right: 6))
        #expect(table?.invocations.first.map { table?.axisKeyName(of: $0) } == "normal")
    }

    @Test(arguments: [
        ("{image: Bar.png}", "missing-key@5:24"),
        ("{image: Bar.png, capInsets: [0, -1, 0, 0]}", "out-of-range@5:52"),
        ("{image: Bar.png, capInsets: [0, 1, 0, 0], resizingMode: squash}", "unknown-enum-case@5:80"),
        ("{image: Bar.png, capInsets: 2, scale: 2}", "unknown-key@5:55"),
        ("{image: none, capInsets: 2}", "wrong-kind@5:32"),
        ("{image: Missing.png, capInsets: 2}", "missing-image@5:32"),
        ("{image: {symbol: star}, capInsets: 2}", "wrong-kind@5:32"),
    ])
    func aBadResizableImageIsReportedWhereItIsWritten(_ value: String, _ expected: String) {
        let (_, image, diagnostics) = compile(value)
        #expect(image == nil)
        #expect(diagnostics.summary == [expected], "\(diagnostics)")
    }

    @Test func aCompiledTableKeepsTheCapsAndTreesNameTheImageWhole() throws {
        let table = try #require(compile("{image: Bar.png, capInsets: [1, 2, 3, 4], resizingMode: stretch}").table)
        let decoded = try InvocationTable(compiled: table.compiled(relativeTo: "/"), relativeTo: "/")
        #expect(decoded.invocations == table.invocations)
        guard case .image(let image)? = decoded.invocations.first?.value else {
            Issue.record("no image")
            return
        }
        #expect(image.resizing == ImageResizing(capInsets: Insets(top: 1, left: 2, bottom: 3, right: 4), mode: .stretch))
        #expect(table.images["Bar"]?.resizing == nil, "a tree's UIImage(named:) is the image before resizableImage")
    }

    @Test func aTableWithANegativeCapOrAnUnknownModeIsMalformed() throws {
        let table = try #require(compile("{image: Bar.png, capInsets: [1, 2, 3, 4]}").table)
        let bytes = table.compiled(relativeTo: "/")
        func f64(_ v: Double) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64($0))) } }
        // The four insets as written (Docs/TableFormat.md), then the mode.
        let insets = f64(1) + f64(2) + f64(3) + f64(4)
        let at = try #require((0...(bytes.count - insets.count)).first { Array(bytes[$0..<($0 + insets.count)]) == insets })
        #expect(bytes[at - 1] == 1 && bytes[at + 32] == 0, "the flag, then tile")
        var unknownMode = bytes
        unknownMode[at + 32] = 7
        #expect(throws: TableFormatError.self) { try InvocationTable(compiled: unknownMode, relativeTo: "/") }
        var negative = bytes
        negative.replaceSubrange(at..<(at + 8), with: f64(-1))
        #expect(throws: TableFormatError.self) { try InvocationTable(compiled: negative, relativeTo: "/") }
        var unknownFlag = bytes
        unknownFlag[at - 1] = 2
        #expect(throws: TableFormatError.self) { try InvocationTable(compiled: unknownFlag, relativeTo: "/") }
    }
}
