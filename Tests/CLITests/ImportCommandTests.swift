import Foundation
import Testing

/// `livery import`, end to end: where the stylesheet, the appliers and the
/// report go, the exit status, and JSON for tools.
extension CLITests {
    static let importFixtures = repository.appendingPathComponent("Tests/LiveryImportTests/Fixtures/App").path
    static let readerCatalog = repository.appendingPathComponent("Stylesheets/Screens/Reader.xcassets").path

    @Test func importWritesTheStylesheetAndAppliersAndReportsEveryCall() throws {
        let output = directory.appendingPathComponent("App.style.yaml").path
        let run = try livery("import", Self.importFixtures + "/AppearanceSetup.swift", "--assets", Self.readerCatalog, "-o", output)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        let report = run.stdout.split(separator: "\n").map(String.init)
        #expect(report.contains { $0.hasSuffix("AppearanceSetup.swift:28:9: converted → \(output):28: UIView.appearance().tintColor = Brand.accent") })
        #expect(report.contains { $0.contains("AppearanceSetup.swift:71:13: obsolete (a branch of #available(iOS 13) that never runs on iOS 15 or later)") })
        // Each property given to an appearance object is a line of its own in the report.
        #expect(report.contains("33 appearance calls: 30 converted, 3 obsolete, 0 not converted (100 % carried over)"))
        #expect(report.last == "The app's own properties need appliers: " + directory.appendingPathComponent("AppAppliers.swift").path)
        // The stylesheet as written lints clean, strictly.
        let lint = try livery("lint", "--strict", output)
        #expect(lint.status == 0, "\(lint.stderr)")
        let stylesheet = try String(contentsOfFile: output, encoding: .utf8)
        #expect(stylesheet.split(separator: "\n", omittingEmptySubsequences: false)[27] == "      tintColor: accent  # line 28")
    }

    @Test func importExitsOneWhenACallIsNotConvertedAndTwoOnErrors() throws {
        let partly = try livery("import", Self.importFixtures + "/ThemeManager.swift")
        #expect(partly.status == 1)
        #expect(partly.stdout.hasPrefix("# Converted by `livery import` from "), "without -o the stylesheet goes to standard output")
        #expect(partly.stderr.contains("ThemeManager.swift:11:9: warning: not converted: a proxy passed to style(…); the importer does not follow it into the helper (stopped at style(…)) [not-converted]\n        style(UIToolbar.appearance())\n        ^\n"))
        #expect(partly.stderr.contains("6 appearance calls: 1 converted, 0 obsolete, 5 not converted (16 % carried over)"))

        let missing = try livery("import", directory.appendingPathComponent("Nowhere").path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Nowhere:1:1: error: cannot read '"))
        #expect(missing.stderr.contains("': no such file or folder [file-not-found]"))

        let badOutput = try livery("import", Self.importFixtures, "-o", directory.appendingPathComponent("App.yaml").path)
        #expect(badOutput.status != 0 && badOutput.stderr.contains("-o names a stylesheet: OUT.style.yaml."))
    }

    @Test func withAnOutputTheWholeReportIsOnStandardOutputAndTheConditionsAreTheCommandLines() throws {
        let source = directory.appendingPathComponent("Flags.swift").path
        try """
            import UIKit
            func configure() {
                #if BETA
                UISwitch.appearance().onTintColor = .systemRed
                #endif
                if #unavailable(iOS 17) {
                    UILabel.appearance().textColor = .systemRed
                }
            }

            """.write(toFile: source, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("Flags.style.yaml").path
        let plain = try livery("import", source, "-o", output)
        #expect(plain.status == 1)
        #expect(plain.stderr == "", "the not-converted warnings are part of the report, on standard output")
        #expect(plain.stdout.contains("Flags.swift:4:5: warning: not converted: inside a #if branch decided by BETA, a flag the import was not given (-D BETA)"))
        #expect(plain.stdout.contains("Flags.swift:7:9: warning: not converted: inside the branch of #unavailable(iOS 17) for iOS 15 to before 17"))
        #expect(!plain.stdout.contains("Version checks are decided from"))
        // An older target than Livery runs on is read as iOS 15, and the report says so.
        let older = try livery("import", source, "-o", output, "--deployment-target", "12.0")
        #expect(
            older.stdout.hasPrefix(
                "Version checks are decided from iOS 15.0, the oldest Livery runs on; a branch that runs only from the deployment target 12.0 "
                    + "to before 15.0 is reported, not converted.\n"))
        #expect(older.stdout.contains("Flags.swift:7:9: warning: not converted: inside the branch of #unavailable(iOS 17) for iOS 15 to before 17"))
        let given = try livery("import", source, "-o", output, "-D", "BETA", "--deployment-target", "17.0", "--format", "json")
        #expect(given.status == 0, "\(given.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(given.stdout.utf8)) as? [String: Any])
        #expect(json["summary"] as? [String: Int] == ["calls": 2, "converted": 1, "obsolete": 1, "notConverted": 0])
        let plainJSON = try livery("import", source, "-o", output, "--format", "json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(plainJSON.stdout.utf8)) as? [String: Any])
        let calls = try #require(report["calls"] as? [[String: Any]])
        #expect(calls.map { $0["stoppedAt"] as? String } == ["BETA", "#unavailable(iOS 17)"])
    }

    @Test func importReportsAsJSONForTools() throws {
        let run = try livery("import", Self.importFixtures + "/LegacyTheme.m", "--assets", Self.readerCatalog, "--format", "json")
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        // Lines 18 and 19 give the appearance object line 20 assigns its properties: each is an entry.
        #expect(json["summary"] as? [String: Int] == ["calls": 12, "converted": 11, "obsolete": 0, "notConverted": 1])
        let calls = try #require(json["calls"] as? [[String: Any]])
        let branch = try #require(calls.first { $0["line"] as? Int == 27 })
        #expect(branch["status"] as? String == "not-converted")
        #expect(branch["reason"] as? String == "inside a branch on self.useLargeTitles, which the importer does not follow")
        let first = try #require(calls.first)
        #expect(first["status"] as? String == "converted" && first["stylesheetLine"] as? Int != nil)
        #expect((json["stylesheetText"] as? String)?.contains("barTintColor: \"#1A334D\"  # line 7") == true)
    }
}
