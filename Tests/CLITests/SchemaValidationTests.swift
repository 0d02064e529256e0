import Foundation
import Testing

/// `livery schema` and `lint --format sarif` checked by a real JSON Schema
/// validator (Python's `jsonschema`, through Scripts/validate-json-schema.py;
/// `make deps` installs it): the bundled stylesheets pass, broken ones fail
/// where they are broken, and SARIF validates against the official schema.
extension CLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs the validator; its output lines, with the folder of each file left out.
    func validate(schema: String, _ files: [String]) throws -> (status: Int32, problems: [String]) {
        let script = Self.root.appendingPathComponent("Scripts/validate-json-schema.py").path
        let run = try run("/usr/bin/env", ["python3", script, schema] + files)
        #expect(run.status == 0 || run.status == 1, "the validator failed: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { String($0).replacingOccurrences(of: directory.path + "/", with: "") }
        return (run.status, lines)
    }

    func schemaFile() throws -> String {
        let schema = try livery("schema")
        #expect(schema.status == 0)
        return file("stylesheet.schema.json", schema.stdout)
    }

    @Test func everyBundledStylesheetValidatesAgainstTheEditorSchema() throws {
        let folders = ["Stylesheets", "Stylesheets/Showcase", "Examples/StyledApp/Sources/StyledApp"]
        let stylesheets = folders.flatMap { folder -> [String] in
            let path = Self.root.appendingPathComponent(folder).path
            return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                .filter { $0.hasSuffix(".style.yaml") }.map { path + "/" + $0 }
        }
        #expect(stylesheets.count >= 8)
        let result = try validate(schema: try schemaFile(), stylesheets)
        #expect(result.status == 0)
        #expect(result.problems == [])
    }

    /// Each mistake is reported at its place, and only there: a property of
    /// another class, a value out of range, an unknown case, a bad state key,
    /// a bad trait value or range, an unknown rule key.
    @Test func brokenStylesheetsFailWhereTheyAreBroken() throws {
        let broken = file(
            "broken.style.yaml",
            """
            livery: 1
            rules:
              - type: UIView
                set: { textColor: red, alpha: 0.5 }
              - type: UILabel
                set: { alpha: 1.5, textAlignment: middle, numberOfLines: 2 }
              - type: UIButton
                when: { userInterfaceStyle: dim, preferredContentSizeCategory: { atLeast: huge } }
                set: { titleColor: { normal: red, pressed: blue } }
              - type: UIView
                sett: { alpha: 1 }
              - type: UIView
                set: { layer: { cornerRadius: -1, shadow: { color: red, blur: 3 } } }
              - type: UILabel
                when: { isAccessibilityCategory: true }
                set: { numberOfLines: 0, font: { size: 17, weight: semibold } }
            """)
        let result = try validate(schema: try schemaFile(), [broken])
        #expect(result.status == 1)
        #expect(
            result.problems == [
                "broken.style.yaml: /rules/0/set: Additional properties are not allowed ('textColor' was unexpected)",
                "broken.style.yaml: /rules/1/set/alpha: 1.5 is not valid under any of the given schemas",
                "broken.style.yaml: /rules/1/set/textAlignment: 'middle' is not valid under any of the given schemas",
                "broken.style.yaml: /rules/2/set/titleColor: {'normal': 'red', 'pressed': 'blue'} is not valid under any of the given schemas",
                "broken.style.yaml: /rules/2/when/preferredContentSizeCategory: {'atLeast': 'huge'} is not valid under any of the given schemas",
                "broken.style.yaml: /rules/2/when/userInterfaceStyle: 'dim' is not valid under any of the given schemas",
                "broken.style.yaml: /rules/3: {'type': 'UIView', 'sett': {'alpha': 1}} is not valid under any of the given schemas",
                "broken.style.yaml: /rules/3: Additional properties are not allowed ('sett' was unexpected)",
                "broken.style.yaml: /rules/4/set/layer/cornerRadius: -1 is not valid under any of the given schemas",
                "broken.style.yaml: /rules/4/set/layer/shadow: {'color': 'red', 'blur': 3} is not valid under any of the given schemas",
            ])
    }

    /// The image forms beside a name: a solid colour's and a resizable image's, plain and state-keyed.
    @Test func solidAndResizableImagesValidateAndAResizableOneNeedsItsCaps() throws {
        let images = file(
            "images.style.yaml",
            """
            livery: 1
            rules:
              - type: UINavigationBar
                set: { backgroundImage: { color: red }, shadowImage: none }
              - type: UIToolbar
                set: { backgroundImage: { image: Bar, capInsets: [0, 8, 0, 8], resizingMode: stretch } }
              - type: UIButton
                set: { backgroundImage: { normal: { image: Pill, capInsets: 12 } } }
              - type: UISearchBar
                set: { backgroundImage: { image: Bar } }
            """)
        let result = try validate(schema: try schemaFile(), [images])
        #expect(result.status == 1)
        #expect(result.problems == ["images.style.yaml: /rules/3/set/backgroundImage: {'image': 'Bar'} is not valid under any of the given schemas"])
    }

    @Test func sarifFromABrokenStylesheetValidatesAgainstTheOfficialSchema() throws {
        let path = file("s.style.yaml", CLITests.lintFormatStylesheet)
        let run = try livery("lint", path, "--format", "sarif", "--information-uri", "https://example.com/livery")
        #expect(run.status == 1)
        let sarif = file("report.sarif", run.stdout)
        let schema = Self.root.appendingPathComponent("Tests/Data/sarif-schema-2.1.0.json").path
        let result = try validate(schema: schema, [sarif])
        #expect(result.status == 0)
        #expect(result.problems == [])
        // Each result at its exact line and column, under a rule with help, from a driver with its informationUri.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let first = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((first["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == "https://example.com/livery")
        let regions = try #require(first["results"] as? [[String: Any]]).compactMap { result -> String? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let region = location?["region"] as? [String: Any]
            return "\(result["ruleId"] ?? "")@\(region?["startLine"] ?? 0):\(region?["startColumn"] ?? 0)"
        }
        #expect(regions == ["border-width-pixels@10:31", "out-of-range@10:44"])
        // The validator does reject a broken report: a result with no message.
        let broken = file("broken.sarif", run.stdout.replacingOccurrences(of: "\"message\"", with: "\"note\""))
        #expect(try validate(schema: schema, [broken]).status == 1)
        #expect(try livery("lint", path, "--format", "sarif", "--information-uri", "example.com").status == 64)
    }
}
