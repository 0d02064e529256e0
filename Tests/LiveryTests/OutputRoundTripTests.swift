import Testing
import Foundation
@testable import Livery
@testable import LiveryCore
import LiveryYAML

/// Strings `apply` writes read back as written, in YAML as in JSON.
@Suite struct OutputRoundTripTests {
    @Test func lineSeparatorsAndControlsAreEscaped() throws {
        let tricky = "a\u{85}b\u{2028}c\u{2029}d\u{1B}[31m\u{7F}\u{9F}e\u{FEFF}f"
        let quoted = tricky.jsonQuoted
        #expect(!quoted.unicodeScalars.contains { $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x1B })
        let yaml = try YAMLReader.parse("k: " + quoted + "\n")
        #expect(yaml["k"]?.text == tricky)
        let json = try JSONSerialization.jsonObject(with: Data(("[" + quoted + "]").utf8)) as? [String]
        #expect(json == [tricky])
    }
}
