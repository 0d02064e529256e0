import Testing
@testable import Livery
@testable import LiveryCore

/// Small messages that used to mislead.
@Suite struct PlainMessageTests {
    @Test func truncatedUTF8SaysTheInputEndsInsideACharacter() {
        var bytes = Array("livery: 1\nrules: []\n# ".utf8)
        bytes += [0xE2, 0x82]
        let fixture = Fixture(data: ["test.style.yaml": bytes])
        let result = StylesheetCompiler.compile(path: fixture.path("test.style.yaml"))
        #expect(result.diagnostics.first?.message == "incomplete UTF-8 octet sequence (the input ends inside a character)")
    }

    @Test func aFolderNamedAsAnImageIsCalledAFolder() {
        let fixture = Fixture(data: ["Images/a.png": Fixture.png])
        let (_, diagnostics) = fixture.compile(Fixture.rule("UIImageView", "image: Images"))
        #expect(diagnostics.summary == ["missing-image@5:14"])
        #expect(diagnostics.first?.message.hasPrefix("'Images' is a folder, not an image file") == true)
    }
}
