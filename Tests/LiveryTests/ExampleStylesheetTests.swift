import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// The shipped examples are documentation: they must compile without a single diagnostic.
@Suite struct ExampleStylesheetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Stylesheets").path

    static var examples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".style.yaml") }.sorted()
    }

    @Test func theExamplesAreThere() {
        #expect(
            ExampleStylesheetTests.examples == [
                "Avatars.style.yaml", "Buttons.style.yaml", "Card.style.yaml", "Palette.style.yaml",
                "Profile.style.yaml", "ShowMore.style.yaml",
            ])
    }

    @Test(arguments: examples)
    func compilesCleanly(_ name: String) {
        let (table, diagnostics) = StylesheetCompiler.compile(path: ExampleStylesheetTests.folder + "/" + name)
        #expect(diagnostics.map(\.description) == [])
        #expect(table != nil)
    }

    @Test func avatarBadgesAreKeyedByRank() throws {
        let table = try #require(StylesheetCompiler.compile(path: ExampleStylesheetTests.folder + "/Avatars.style.yaml").table)
        let badges = table.invocations.filter { table.keyPath(of: $0) == "badgeImage" }
        #expect(badges.map { table.axisKeyName(of: $0) } == ["adventurer", "knight", "king"])
        #expect(
            badges.map { if case .image(let i) = $0.value { return i.written } else { return "" } }
                == ["Images/Adventurer.png", "Images/Knight.png", "Images/Crown.png"])
    }
}
