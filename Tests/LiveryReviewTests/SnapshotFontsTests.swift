import Foundation
import Testing

import LiveryCore
@testable import LiveryRender
@testable import LiveryReview

/// The snapshot font set's digest covers the icon font symbols are drawn
/// from, found by path beside Inter (never through fontconfig), so baselines
/// drawn with another icon font fingerprint apart.
@Suite struct SnapshotFontsTests {
    /// A folder holding the set's eighteen file names, each with `bytes`.
    static func folder(_ bytes: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for weight in FontWeight.allCases {
            let (text, display) = SnapshotFonts.fileNames(for: weight)
            for name in [text, display] { try Data(bytes.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        }
        return folder
    }

    @Test func theIconFontBesideTheSetIsDrawnWithAndDigested() throws {
        let folder = try Self.folder("inter")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let icons = folder + "/MaterialIcons-Regular.ttf"
        try Data("icons one".utf8).write(to: URL(fileURLWithPath: icons))
        let one = try SnapshotFonts(folder: folder)
        #expect(one.files.symbols?.path == icons)
        try Data("icons two".utf8).write(to: URL(fileURLWithPath: icons))
        let two = try SnapshotFonts(folder: folder)
        #expect(one.digest != two.digest, "another icon font is another font set")
    }
}
