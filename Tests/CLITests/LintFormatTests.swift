import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// `lint`'s CI and editor formats, `# livery:ignore` and `--quiet`.
extension CLITests {
    static let lintFormatStylesheet = """
        livery: 1
        rules:
          - type: UIView
            set: { layer.borderWidth: 0.5 }  # livery:ignore border-width-pixels
          - type: UILabel
            # livery:ignore low-contrast
            set: { textColor: lightGray, backgroundColor: white }
          - type: UIView
            class: x
            set: { layer.borderWidth: 0.25, alpha: 2 }
        """

    @Test func ignoreCommentsSilenceTheirCodeOnTheirLineAndTheNext() throws {
        let run = try livery("lint", file("s.style.yaml", CLITests.lintFormatStylesheet), "--format", "xcode")
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
        #expect(
            lines == [
                "s.style.yaml:10:31: warning: border width 0.25 is 0.5 pixels at scale 2, not a whole number: its edges will look soft [border-width-pixels]",
                "s.style.yaml:10:44: error: alpha 2 is out of range: it takes 0…1 [out-of-range]",
            ])
    }

    @Test func githubAnnotationsAreEscapedWorkflowCommands() throws {
        let path = file("s.style.yaml", CLITests.lintFormatStylesheet)
        let run = try livery("lint", path, "--format", "github")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("::error file=") && lines[1].contains(",line=10,col=44,title=out-of-range::alpha 2 is out of range"))
        #expect(lines[0].hasPrefix("::warning "))
        // A message with a newline or a percent sign stays one command.
        let odd = file("odd.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { \"a%b\\nc\": 1 }\n")
        let escaped = try livery("lint", odd, "--format", "github").stdout
        #expect(escaped.split(separator: "\n").count == 1 && escaped.contains("a%25b%0Ac"))
    }

    @Test func sarifHasARulePerCodeAndResultsAtTheirLines() throws {
        let run = try livery("lint", file("s.style.yaml", CLITests.lintFormatStylesheet), "--format", "sarif")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let runs = try #require(json["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["border-width-pixels", "out-of-range"])
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String && $0["help"] != nil })
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["level"] as? String } == ["warning", "error"])
        let region =
            ((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 10 && region?["startColumn"] as? Int == 44)
    }

    @Test func junitHasACasePerStylesheetAndAFailurePerError() throws {
        let good = file("good.style.yaml", "livery: 1\n")
        let bad = file("s.style.yaml", CLITests.lintFormatStylesheet)
        let run = try livery("lint", good, bad, "--format", "junit")
        #expect(run.stdout.contains("<testsuite name=\"livery lint\" tests=\"2\" failures=\"1\">"))
        #expect(run.stdout.components(separatedBy: "<testcase ").count == 3)
        #expect(run.stdout.contains("<failure type=\"out-of-range\""))
        #expect((try? XMLDocument(xmlString: run.stdout)) != nil)
    }

    @Test func quietKeepsWarningsOutOfApply() throws {
        let style = file("w.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { layer.borderWidth: 0.5 }\n")
        let tree = file("t.tree.yaml", "livery-tree: 1\nroot: { type: UIView, frame: [0, 0, 10, 10] }\n")
        #expect(try livery("apply", style, tree).stderr.contains("[border-width-pixels]"))
        let quiet = try livery("apply", style, tree, "--quiet")
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }
}

extension CLITests {
    /// A design-token file is linted on its own, its problems at their places in it.
    @Test func lintChecksATokenFileOnItsOwn() throws {
        let good = file("good.tokens.json", ##"{ "c": { "$type": "color", "a": { "$value": "#112233" } } }"##)
        #expect(try livery("lint", good).status == 0)
        let bad = file("bad.tokens.json", "{\n  \"c\": { \"$type\": \"color\", \"a\": { \"$value\": \"{c.b}\" } }\n}\n")
        let run = try livery("lint", bad, "--format", "xcode")
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("bad.tokens.json:2:45: error: '{c.b}' names no token [unknown-token]\n"))
        let missing = try livery("lint", directory.appendingPathComponent("missing.tokens.json").path)
        #expect(missing.status == 1 && missing.stderr.contains("missing.tokens.json:1:1: error: cannot read"))
    }
}
