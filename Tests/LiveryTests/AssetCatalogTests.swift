import Foundation
import Testing

@testable import Livery

/// Asset catalogs as imports (Docs/Stylesheets.md, "Asset catalogs"):
/// colour sets in every component format and appearance Xcode writes,
/// namespaces, image sets by scale, and errors at their line in Contents.json.
@Suite struct AssetCatalogTests {
    /// A colour set's Contents.json with the given `colors` entries.
    static func colorSet(_ entries: String) -> String {
        "{\n  \"colors\" : [\n\(entries)\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    static func entry(_ components: String, space: String = "srgb", appearances: String? = nil) -> String {
        let appearance = appearances.map { "\"appearances\" : [\($0)],\n" } ?? ""
        return "    {\n      \(appearance)\"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \(components) } },\n      \"idiom\" : \"universal\"\n    }"
    }

    static let dark = "{ \"appearance\" : \"luminosity\", \"value\" : \"dark\" }"
    static let high = "{ \"appearance\" : \"contrast\", \"value\" : \"high\" }"

    func compile(_ files: [String: String], data: [String: [UInt8]] = [:], rules: String) -> (InvocationTable?, [Diagnostic]) {
        let fixture = Fixture(files: files, data: data)
        let result = fixture.compile("livery: 1\nimports: [Assets.xcassets]\nrules:\n" + rules)
        return (result.table, result.diagnostics)
    }

    @Test func colourSetsInTheThreeComponentFormatsAndTheirAppearances() throws {
        let (table, diagnostics) = compile(
            [
                // Floats 0–1, with a dark appearance.
                "Assets.xcassets/Float.colorset/Contents.json": Self.colorSet(
                    Self.entry("\"red\" : \"1.000\", \"green\" : \"0.500\", \"blue\" : \"0.000\", \"alpha\" : \"1.000\"") + ",\n"
                        + Self.entry(
                            "\"red\" : \"0.000\", \"green\" : \"0.000\", \"blue\" : \"1.000\", \"alpha\" : \"1.000\"", appearances: Self.dark)),
                // 8-bit integers, with high contrast.
                "Assets.xcassets/Integer.colorset/Contents.json": Self.colorSet(
                    Self.entry("\"red\" : \"255\", \"green\" : \"128\", \"blue\" : \"0\", \"alpha\" : \"1.000\"") + ",\n"
                        + Self.entry("\"red\" : \"0\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1.000\"", appearances: Self.high)),
                // 8-bit hex, in a folder that provides a namespace.
                "Assets.xcassets/Brand/Contents.json": "{ \"properties\" : { \"provides-namespace\" : true } }\n",
                "Assets.xcassets/Brand/Hex.colorset/Contents.json": Self.colorSet(
                    Self.entry("\"red\" : \"0xFF\", \"green\" : \"0x80\", \"blue\" : \"0x00\", \"alpha\" : \"0.500\"")),
                // A plain folder adds no namespace.
                "Assets.xcassets/Plain/Gray.colorset/Contents.json": Self.colorSet(
                    Self.entry("\"white\" : \"0.500\", \"alpha\" : \"1.000\"", space: "extended-gray")),
                "Assets.xcassets/Wide.colorset/Contents.json": Self.colorSet(
                    Self.entry("\"red\" : \"1.000\", \"green\" : \"0.000\", \"blue\" : \"0.000\", \"alpha\" : \"1.000\"", space: "display-p3")),
            ],
            rules: """
                  - { type: UILabel, set: { textColor: Float, layer.borderColor: Integer } }
                  - { type: UIView, set: { tintColor: Brand/Hex } }
                  - { type: UIButton, set: { backgroundColor: Gray, tintColor: Wide } }
                """)
        #expect(diagnostics == [], "\(diagnostics)")
        let values = try #require(table).invocations.reduce(into: [String: DynamicColor]()) { result, invocation in
            if case .color(let c) = invocation.value, let name = c.name { result[name] = c }
        }
        let float = try #require(values["Float"])
        #expect(float.light.hex == "#FF8000FF" && float.dark.hex == "#0000FFFF" && float.isCatalogColor)
        let integer = try #require(values["Integer"])
        #expect(integer.light.hex == "#FF8000FF" && integer.lightHighContrast.hex == "#000000FF")
        #expect(integer.dark.hex == "#FF8000FF" && integer.darkHighContrast.hex == "#000000FF", "no dark entry: any, then its high contrast")
        #expect(try #require(values["Brand/Hex"]).light.hex == "#FF800080")
        #expect(try #require(values["Gray"]).light.hex == "#808080FF")
        // Display P3's pure red lies outside sRGB: clipped to sRGB's red.
        #expect(try #require(values["Wide"]).light.hex == "#FF0000FF")
    }

    @Test func displayP3InsideSRGBConvertsExactly() {
        // sRGB's orange #FF8000 is Display P3 (0.9361, 0.5290, 0.1987): it comes back within rounding.
        let color = CatalogColorSpace.displayP3.srgb(red: 0.9361, green: 0.5290, blue: 0.1987, alpha: 1)
        #expect(abs(Int(color.red) - 255) <= 1 && abs(Int(color.green) - 128) <= 1 && Int(color.blue) <= 1, "\(color)")
    }

    @Test func imageSetsAreDrawnAtTheScaleRendered() throws {
        let (table, diagnostics) = compile(
            [
                "Assets.xcassets/Logo.imageset/Contents.json": """
                {
                  "images" : [
                    { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
                    { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
                    { "filename" : "logo.pdf", "idiom" : "universal", "scale" : "3x" }
                  ]
                }
                """,
                "Assets.xcassets/Vector.imageset/Contents.json": "{ \"images\" : [ { \"filename\" : \"v.pdf\", \"idiom\" : \"universal\" } ] }",
            ],
            data: [
                "Assets.xcassets/Logo.imageset/logo.png": Fixture.png, "Assets.xcassets/Logo.imageset/logo@2x.png": Fixture.png,
                "Assets.xcassets/Vector.imageset/v.pdf": [0x25],
            ],
            rules: "  - { type: UIImageView, set: { image: Logo } }\n")
        #expect(diagnostics == [])
        guard case .image(let image)? = try #require(table).invocations.first?.value else {
            Issue.record("no image")
            return
        }
        #expect(image.isCatalogImage && image.written == "Logo")
        #expect(image.file(forScale: 1).path.hasSuffix("/logo.png") && image.file(forScale: 1).scale == 1)
        #expect(image.file(forScale: 3).path.hasSuffix("/logo@2x.png") && image.file(forScale: 3).scale == 2)
        // A set with only a PDF is drawn from it at every scale (its scale, if given, is the page's); one with only an SVG is not drawn.
        let vector = compile(
            ["Assets.xcassets/Vector.imageset/Contents.json": "{ \"images\" : [ { \"filename\" : \"v.pdf\", \"idiom\" : \"universal\" } ] }"],
            data: ["Assets.xcassets/Vector.imageset/v.pdf": [0x25]], rules: "  - { type: UIImageView, set: { image: Vector } }\n")
        #expect(vector.1 == [])
        guard case .image(let pdf)? = try #require(vector.0).invocations.first?.value else {
            Issue.record("no image")
            return
        }
        #expect(pdf.file(forScale: 3).path.hasSuffix("/v.pdf") && pdf.file(forScale: 3).scale == 1)
        let svg = compile(
            ["Assets.xcassets/Vector.imageset/Contents.json": "{ \"images\" : [ { \"filename\" : \"v.svg\", \"idiom\" : \"universal\" } ] }"],
            data: ["Assets.xcassets/Vector.imageset/v.svg": [0x3C]], rules: "  - { type: UIImageView, set: { image: Vector } }\n")
        #expect(svg.1.map(\.code) == [.missingImage])
        #expect(svg.1.first?.message.contains("no PNG or PDF file") == true)
    }

    /// A file the set names that is missing is a warning, as Xcode's asset compiler gives: the set is built from its other
    /// files, and only a rule naming a set left with none is an error.
    @Test func aMissingFileOfAnImageSetIsAWarningAndItsOtherFilesDraw() throws {
        let set = "{ \"images\" : [ { \"filename\" : \"a.png\", \"scale\" : \"1x\", \"idiom\" : \"universal\" },"
            + " { \"filename\" : \"a@2x.png\", \"scale\" : \"2x\", \"idiom\" : \"universal\" } ] }"
        let files = ["Assets.xcassets/A.imageset/Contents.json": set, "Assets.xcassets/Gone.imageset/Contents.json": set]
        let (table, diagnostics) = compile(
            files, data: ["Assets.xcassets/A.imageset/a@2x.png": [0x89]], rules: "  - { type: UIImageView, set: { image: A } }\n")
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .warning], "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.code == .missingImage && $0.location.file.hasSuffix("Contents.json") })
        guard case .image(let image)? = try #require(table).invocations.first?.value else {
            Issue.record("no image")
            return
        }
        #expect(image.file(forScale: 1).path.hasSuffix("/a@2x.png"))
        let gone = compile(
            files, data: ["Assets.xcassets/A.imageset/a@2x.png": [0x89]], rules: "  - { type: UIImageView, set: { image: Gone } }\n")
        #expect(gone.0 == nil)
        let error = try #require(gone.1.first { $0.severity == .error })
        #expect(error.code == .missingImage && error.message.contains("names 'a.png', which is not in the set"), "\(error)")
    }

    /// `Contents.json` naming a file in one Unicode normalization (NFD, as some Macs write names) finds the checkout's
    /// file of the same name in another (NFC), as Apple's file systems do.
    @Test func anImageFileNamedInAnotherNormalizationIsFound() throws {
        let decomposed = "\u{1100}\u{1161}.pdf"
        let composed = "\u{AC00}.pdf"
        let (table, diagnostics) = compile(
            ["Assets.xcassets/Notice.imageset/Contents.json": "{ \"images\" : [ { \"filename\" : \"\(decomposed)\", \"idiom\" : \"universal\" } ] }"],
            data: ["Assets.xcassets/Notice.imageset/\(composed)": [0x25]], rules: "  - { type: UIImageView, set: { image: Notice } }\n")
        #expect(diagnostics == [])
        guard case .image(let image)? = try #require(table).invocations.first?.value else {
            Issue.record("no image")
            return
        }
        #expect(Array(image.file(forScale: 1).path.utf8).suffix(composed.utf8.count) == Array(composed.utf8))
    }

    @Test(arguments: [
        // A bad component: at its value.
        (Self.entry("\"red\" : \"1.5\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1\""), DiagnosticCode.outOfRange, 4, 68),
        (Self.entry("\"red\" : \"zero\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1\""), .badColor, 4, 68),
        (Self.entry("\"red\" : \"1\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1\"", space: "cmyk"), .badColor, 4, 35),
        (Self.entry("\"red\" : \"1\", \"green\" : \"0\", \"alpha\" : \"1\""), .missingKey, 4, 58),
        ("    { \"color\" : { \"reference\" : \"systemBlooColor\" }, \"idiom\" : \"universal\" }", .badColor, 3, 33),
    ])
    func problemsAreReportedInContentsJSON(entry: String, code: DiagnosticCode, line: Int, column: Int) throws {
        let (_, diagnostics) = compile(
            ["Assets.xcassets/Bad.colorset/Contents.json": Self.colorSet(entry)], rules: "  - { type: UIView, set: { tintColor: Bad } }\n")
        let problem = try #require(diagnostics.first { $0.location.file.hasSuffix("Contents.json") }, "\(diagnostics)")
        #expect(problem.code == code, "\(diagnostics)")
        #expect(problem.location.file.hasSuffix("Bad.colorset/Contents.json"))
        #expect("\(problem.location.line):\(problem.location.column)" == "\(line):\(column)")
    }

    /// The colour a colour set of `entries` comes to, compiled without a problem.
    func catalogColor(_ entries: String) throws -> DynamicColor {
        let (table, diagnostics) = compile(
            ["Assets.xcassets/Tested.colorset/Contents.json": Self.colorSet(entries)], rules: "  - { type: UIView, set: { tintColor: Tested } }\n")
        #expect(diagnostics == [])
        guard case .color(let color)? = try #require(table).invocations.first?.value else { throw CatalogColorMissing() }
        return color
    }

    struct CatalogColorMissing: Error {}

    /// A colour set is named as `UIColor(named:)` takes it, even where the name looks like a function.
    @Test func aColourSetNamedLikeAFunctionIsThatColourSet() throws {
        let (table, diagnostics) = compile(
            [
                "Assets.xcassets/Pantone 330U (45%).colorset/Contents.json": Self.colorSet(
                    Self.entry("\"red\" : \"0.412\", \"green\" : \"0.639\", \"blue\" : \"0.635\", \"alpha\" : \"1.000\""))
            ],
            rules: """
                  - { type: UILabel, set: { textColor: "Pantone 330U (45%)", tintColor: "rgb(255, 0, 0)" } }
                """)
        #expect(diagnostics == [], "\(diagnostics)")
        let names = try #require(table).invocations.compactMap { invocation -> String? in
            if case .color(let c) = invocation.value { return c.name ?? c.light.hex }
            return nil
        }
        #expect(names.contains("Pantone 330U (45%)"))
        #expect(names.contains("#FF0000FF"), "a function that names no colour set is still a function")
    }

    @Test func aSystemColourReferenceIsThatColour() throws {
        let c = try catalogColor("    { \"color\" : { \"platform\" : \"ios\", \"reference\" : \"systemBlueColor\" }, \"idiom\" : \"universal\" }")
        #expect(c.light == SystemColors.named("systemBlue")?.light)
        #expect(c.dark == SystemColors.named("systemBlue")?.dark, "the reference is dynamic itself")
    }

    /// A dark appearance naming a system colour takes that colour's dark value, as UIKit resolves it:
    /// `systemBackgroundColor` for dark is black, elevated a dark grey.
    @Test func aDarkAppearanceNamingASystemColourIsItsDarkValue() throws {
        let dark = "\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], "
        let c = try catalogColor(
            Self.entry("\"red\" : \"1.000\", \"green\" : \"1.000\", \"blue\" : \"1.000\", \"alpha\" : \"1\"") + ",\n"
                + "    { \(dark)\"color\" : { \"platform\" : \"ios\", \"reference\" : \"systemBackgroundColor\" }, \"idiom\" : \"universal\" }")
        let system = try #require(SystemColors.named("systemBackground"))
        #expect(c.light == Color(red: 255, green: 255, blue: 255))
        #expect(c.dark == system.dark)
        #expect(c.darkElevated == system.darkElevated)
        #expect(c.dark != c.light)
        // UIKit's text colours for dark and light backgrounds are system colours a colour set may name.
        let caption = try catalogColor("    { \"color\" : { \"platform\" : \"ios\", \"reference\" : \"lightTextColor\" }, \"idiom\" : \"universal\" }")
        #expect(caption.light == Color(red: 255, green: 255, blue: 255, alpha: 153))
    }

    /// Hostile catalogs: a JSON syntax error, a Contents.json past its limit,
    /// a symbolic link out of the catalog, a missing catalog: each a located
    /// error, never a crash, and nothing outside the catalog read.
    @Test func hostileCatalogsAreReportedNotFollowed() throws {
        let fixture = Fixture(files: [
            "Assets.xcassets/Broken.colorset/Contents.json": "{ \"colors\" : [ { \"color\" : ",
            "Assets.xcassets/Huge.colorset/Contents.json": "{ \"colors\" : [] }" + String(repeating: " ", count: AssetCatalog.maxContentsBytes),
            "Outside/Secret.colorset/Contents.json": Self.colorSet(Self.entry("\"red\" : \"1\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1\"")),
        ])
        try FileManager.default.createSymbolicLink(
            atPath: fixture.path("Assets.xcassets/Secret.colorset"), withDestinationPath: fixture.path("Outside/Secret.colorset"))
        let result = fixture.compile("livery: 1\nimports: [Assets.xcassets, Missing.xcassets]\nrules:\n  - { type: UIView, set: { tintColor: Secret } }\n")
        let codes = Set(result.diagnostics.map(\.code))
        #expect(codes.isSuperset(of: [.yamlSyntax, .inputTooLarge, .missingImport, .unknownColor]), "\(result.diagnostics)")
        #expect(result.diagnostics.first { $0.code == .yamlSyntax }?.location.file.hasSuffix("Broken.colorset/Contents.json") == true)
    }

    /// A colour set's Contents.json, a folder's, or an image set's PNG that
    /// is a symbolic link (to a file outside the catalog, or inside it) is
    /// not read, and nothing reported quotes what it points to: a message
    /// at the link's line would print the outside file's first line.
    @Test func linksInACatalogAreNeverReadNorQuoted() throws {
        let secret = "TOP-SECRET: the first line of a file outside the catalog"
        let fixture = Fixture(
            files: [
                "Outside/secret.txt": secret + "\n",
                "Outside/Red.json": Self.colorSet(Self.entry("\"red\" : \"1\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1\"")),
                "Assets.xcassets/Plain.colorset/Contents.json": Self.colorSet(
                    Self.entry("\"red\" : \"0\", \"green\" : \"0\", \"blue\" : \"1\", \"alpha\" : \"1\"")),
                "Assets.xcassets/Icon.imageset/Contents.json": "{ \"images\" : [ { \"filename\" : \"icon.png\", \"idiom\" : \"universal\", \"scale\" : \"2x\" } ] }",
            ],
            data: ["Outside/icon.png": [0x89, 0x50, 0x4E, 0x47]])
        let links = [
            "Assets.xcassets/Secret.colorset/Contents.json": "Outside/secret.txt",
            "Assets.xcassets/Red.colorset/Contents.json": "Outside/Red.json",
            "Assets.xcassets/Linked/Contents.json": "Outside/secret.txt",
            "Assets.xcassets/Icon.imageset/icon.png": "Outside/icon.png",
        ]
        for (link, target) in links {
            try FileManager.default.createDirectory(
                atPath: (fixture.path(link) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: fixture.path(link), withDestinationPath: fixture.path(target))
        }
        // A link to a file inside the catalog is not followed either, as documented.
        try FileManager.default.createDirectory(atPath: fixture.path("Assets.xcassets/Alias.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: fixture.path("Assets.xcassets/Alias.colorset/Contents.json"), withDestinationPath: "../Plain.colorset/Contents.json")

        let result = fixture.compile(
            "livery: 1\nimports: [Assets.xcassets]\nrules:\n  - { type: UIView, set: { tintColor: Red, backgroundColor: Plain } }\n")
        var formatter = DiagnosticFormatter()
        let report = formatter.report(result.diagnostics)
        #expect(!report.contains("TOP-SECRET"), "\(report)")
        #expect(!result.diagnostics.contains { $0.location.file.hasPrefix(fixture.path("Outside")) || $0.location.file.hasSuffix("Contents.json") && $0.code != .badImport })
        let refused = result.diagnostics.filter { $0.message.contains("symbolic link") }
        #expect(refused.count == 5, "\(result.diagnostics)")
        #expect(refused.allSatisfy { $0.location.file.hasSuffix("test.style.yaml") && $0.location.line == 2 })
        #expect(result.diagnostics.contains { $0.code == .unknownColor && $0.message.contains("'Red'") }, "the linked colour set is not read")
        #expect(!result.diagnostics.contains { $0.message.contains("'Plain'") }, "a plain colour set still is")
    }

    /// Sizes alone do not bound the work: 200 colour sets of just under the
    /// per-file limit took over 15 s to lint. The catalogs' files share one
    /// budget per compilation; past it reading stops, with one error at the
    /// import naming the file that would have gone over.
    @Test func catalogsShareOneByteBudget() throws {
        var files: [String: String] = [:]
        let set = Self.colorSet(Self.entry("\"red\" : \"1\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1\""))
        for index in 0..<10 { files["Assets.xcassets/C\(index).colorset/Contents.json"] = set }
        files["Second.xcassets/D.colorset/Contents.json"] = set
        var limits = StylesheetLimits.default
        limits.maxCatalogBytes = set.utf8.count * 4 + 10
        let result = Fixture(files: files).compile(
            "livery: 1\nimports: [Assets.xcassets, Second.xcassets]\nrules:\n  - { type: UIView, set: { tintColor: C3 } }\n", limits: limits)
        let limited = result.diagnostics.filter { $0.code == .importLimit }
        #expect(limited.count == 2, "\(result.diagnostics)")
        #expect(limited.first?.message == "asset catalogs' Contents.json files would total more than \(limits.maxCatalogBytes) bytes: 'C4.colorset/Contents.json' is \(set.utf8.count) bytes")
        #expect(limited.map(\.location.line) == [2, 2])
        #expect(limited.map(\.location.column) == [11, 28])
        #expect(!result.diagnostics.contains { $0.code == .unknownColor }, "the sets read before the budget ran out are colours")
    }
}
