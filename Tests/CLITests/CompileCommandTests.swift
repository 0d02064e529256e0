import Foundation
import Testing

/// `livery compile` and `.liverytable` inputs, end to end.
extension CLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bundled stylesheets, copied into the test's folder with their images.
    func copyOfTheStylesheets() throws -> URL {
        let copy = directory.appendingPathComponent("Stylesheets")
        try FileManager.default.copyItem(at: CLITests.repository.appendingPathComponent("Stylesheets"), to: copy)
        return copy
    }

    @Test func aCompiledTablePrintsExactlyWhatItsStylesheetPrints() throws {
        let folder = try copyOfTheStylesheets()
        let names = ["Avatars", "Buttons", "Card", "Palette", "ShowMore", "Showcase/Showcase"]
        for name in names {
            let yaml = folder.appendingPathComponent(name + ".style.yaml").path
            let compile = try livery("compile", yaml)
            #expect(compile.status == 0, "\(compile.stderr)")
            let table = folder.appendingPathComponent(name + ".liverytable").path
            for format in ["text", "json"] {
                let fromYAML = try livery("table", yaml, "--format", format)
                let fromTable = try livery("table", table, "--format", format)
                #expect(fromTable.status == 0 && fromTable.stdout == fromYAML.stdout, "\(name) --format \(format)")
            }
        }
        let tree = folder.appendingPathComponent("Showcase/Showcase.tree.yaml").path
        for format in ["json", "yaml"] {
            let fromYAML = try livery("apply", folder.appendingPathComponent("Showcase/Showcase.style.yaml").path, tree, "--format", format)
            let fromTable = try livery(
                "apply", folder.appendingPathComponent("Showcase/Showcase.liverytable").path, tree, "--format", format)
            #expect(fromTable.status == 0 && fromTable.stdout == fromYAML.stdout && !fromYAML.stdout.isEmpty)
        }
    }

    @Test func aStylesheetWithAnErrorWritesNoTable() throws {
        let path = file("Broken.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 2 }\n")
        let run = try livery("compile", path, "-o", directory.appendingPathComponent("out.liverytable").path)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Broken.style.yaml:4:19: error:") && run.stderr.contains("[out-of-range]"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.liverytable").path))
    }

    @Test func aCorruptTableIsALocatedError() throws {
        let path = file("Card.style.yaml", "livery: 1\nrules:\n  - type: UIView\n    set: { alpha: 0.5 }\n")
        let table = directory.appendingPathComponent("Card.liverytable").path
        #expect(try livery("compile", path).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: table))
        try bytes.prefix(bytes.count - 3).write(to: URL(fileURLWithPath: table))
        let run = try livery("table", table)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(table):1:1: error: '\(table)' cannot be read: the table is truncated at byte"))
        #expect(run.stderr.contains("[bad-table]") && !run.stderr.contains("LVRYTBL"))
    }
}
