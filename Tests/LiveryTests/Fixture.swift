import Foundation
@testable import Livery
@testable import LiveryCore

/// Writes stylesheets (and images) into a fresh temporary folder and compiles them.
/// The folder goes with the fixture.
final class Fixture {
    let directory: String

    init(files: [String: String] = [:], data: [String: [UInt8]] = [:]) {
        directory = TemporaryDirectory.make()
        for (name, text) in files { write(name, Array(text.utf8)) }
        for (name, bytes) in data { write(name, bytes) }
    }

    deinit { TemporaryDirectory.remove(directory) }

    func path(_ name: String) -> String { directory + "/" + name }

    func write(_ name: String, _ bytes: [UInt8]) {
        let url = URL(fileURLWithPath: path(name))
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
    }

    /// Compiles `root` (written as test.style.yaml) from disk, so imports and images resolve.
    func compile(
        _ root: String, registry: TypeRegistry = .builtIn, limits: StylesheetLimits = .default
    )
        -> (table: InvocationTable?, diagnostics: [Diagnostic])
    {
        write("test.style.yaml", Array(root.utf8))
        return StylesheetCompiler.compile(path: path("test.style.yaml"), registry: registry, limits: limits)
    }

    /// Compiles `root` in a throwaway folder.
    static func compile(
        _ root: String, files: [String: String] = [:], registry: TypeRegistry = .builtIn,
        limits: StylesheetLimits = .default
    ) -> (table: InvocationTable?, diagnostics: [Diagnostic]) {
        Fixture(files: files).compile(root, registry: registry, limits: limits)
    }

    /// A stylesheet with one rule for `type` whose `set:` holds `lines` (each at
    /// 6 spaces' indent): the first set line is line 5, its text at column 7.
    static func rule(_ type: String = "UIView", _ lines: String...) -> String {
        "livery: 1\nrules:\n  - type: \(type)\n    set:\n" + lines.map { "      " + $0 + "\n" }.joined()
    }

    /// A minimal valid 1×1 PNG (the compiler only checks that image files exist).
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0x0F, 0x00, 0x00,
        0x01, 0x01, 0x00, 0x05, 0x18, 0xD8, 0x4D, 0x5E, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ]
}

extension Array where Element == Diagnostic {
    /// `code@line:column` for each diagnostic, for compact exact assertions.
    var summary: [String] { map { "\($0.code)@\($0.location.line):\($0.location.column)" } }
}
