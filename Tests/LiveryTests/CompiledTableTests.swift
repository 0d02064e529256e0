import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// Compiled tables read back exactly what was compiled, and hostile bytes
/// give an error, never a trap.
@Suite struct CompiledTableTests {
    static var stylesheets: [String] {
        let folder = ExampleStylesheetTests.folder
        return ExampleStylesheetTests.examples.map { folder + "/" + $0 } + [folder + "/Showcase/Showcase.style.yaml"]
    }

    static func compile(_ path: String) throws -> InvocationTable {
        try #require(StylesheetCompiler.compile(path: path).table)
    }

    @Test(arguments: stylesheets)
    func everyBundledStylesheetRoundTrips(_ path: String) throws {
        let table = try Self.compile(path)
        let folder = FilePath.directory(of: path)
        let decoded = try InvocationTable(compiled: table.compiled(relativeTo: folder), relativeTo: folder)
        #expect(decoded.rules == table.rules)
        #expect(decoded.invocations == table.invocations)
        // Colour names are outside equality: compare them on their own.
        #expect(decoded.invocations.map(\.value.colorName) == table.invocations.map(\.value.colorName))
        #expect(decoded.files == table.files)
        #expect(decoded.registry.names == table.registry.names)
        #expect(decoded.registry.typeNames == table.registry.typeNames)
        for name in table.registry.typeNames {
            #expect(decoded.registry.type(named: name) == table.registry.type(named: name), "\(name)")
        }
        // Built-in types are not stored: they must be the built-ins.
        for name in TypeRegistry.builtIn.typeNames {
            #expect(table.registry.type(named: name) == TypeRegistry.builtIn.type(named: name))
        }
    }

    @Test func pathsAreStoredRelativeToTheStylesheetsFolder() throws {
        let table = try Self.compile(ExampleStylesheetTests.folder + "/Avatars.style.yaml")
        let bytes = table.compiled(relativeTo: ExampleStylesheetTests.folder)
        #expect(!String(decoding: bytes, as: UTF8.self).contains(ExampleStylesheetTests.folder))
        let elsewhere = try InvocationTable(compiled: bytes, relativeTo: "/tables")
        #expect(elsewhere.files == ["/tables/Avatars.style.yaml"])
        let images = elsewhere.invocations.compactMap { if case .image(let i) = $0.value { i.resolvedPath } else { nil } }
        #expect(images.first == "/tables/Images/Adventurer.png")
    }

    @Test func anotherVersionOrAnotherFileIsRefused() {
        // Version 1 tables predate trait ranges.
        var bytes = Array("LVRYTBL".utf8) + [0, 1, 0, 0, 0]
        #expect(throws: TableFormatError.unsupportedVersion(1)) { try InvocationTable(compiled: bytes) }
        bytes = Array("livery: 1\n".utf8)
        #expect(throws: TableFormatError.notATable) { try InvocationTable(compiled: bytes) }
        #expect(throws: TableFormatError.notATable) { try InvocationTable(compiled: []) }
    }

    @Test func everyTruncationThrows() throws {
        let bytes = try Self.compile(ExampleStylesheetTests.folder + "/Buttons.style.yaml").compiled()
        for length in 0..<bytes.count {
            #expect(throws: TableFormatError.self) { try InvocationTable(compiled: Array(bytes[0..<length])) }
        }
        #expect(throws: TableFormatError.trailingBytes(at: bytes.count)) { try InvocationTable(compiled: bytes + [0]) }
    }

    /// Every single-bit flip either reads as some table or throws.
    @Test func bitFlipsNeverTrap() throws {
        let bytes = try Self.compile(ExampleStylesheetTests.folder + "/Avatars.style.yaml").compiled()
        var thrown = 0
        for index in bytes.indices {
            for bit in [0, 3, 7] {
                var flipped = bytes
                flipped[index] ^= 1 << bit
                do {
                    _ = Resolver(table: try InvocationTable(compiled: flipped))
                } catch {
                    thrown += 1
                }
            }
        }
        #expect(thrown > bytes.count)
    }

    @Test func hugeCountsThrowBeforeAllocating() throws {
        var bytes = try Self.compile(ExampleStylesheetTests.folder + "/Card.style.yaml").compiled()
        // The string count follows the magic and the version.
        bytes.replaceSubrange(12..<16, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(throws: TableFormatError.truncated(at: 16)) { try InvocationTable(compiled: bytes) }
    }

    /// The compiler stops class chains at 32; a table is held to the same
    /// depth when read, before a 10,000-deep chain costs quadratic schema work.
    @Test func aClassChainDeeperThanTheCompilersIsRefused() throws {
        func table(depth: Int) throws -> [UInt8] {
            var registry = TypeRegistry.builtIn
            for level in 1..<depth {  // UIView is the first class of the chain
                try registry.register(TypeSpec(name: "C\(level)", superclass: level == 1 ? "UIView" : "C\(level - 1)"))
            }
            return InvocationTable(registry: registry).compiled()
        }
        let deepest = try InvocationTable(compiled: try table(depth: TypeRegistry.maxClassDepth))
        #expect(deepest.registry.classChain(of: "C\(TypeRegistry.maxClassDepth - 1)").count == TypeRegistry.maxClassDepth)
        do {
            _ = try InvocationTable(compiled: try table(depth: TypeRegistry.maxClassDepth + 1))
            Issue.record("a chain of \(TypeRegistry.maxClassDepth + 1) classes was read")
        } catch {
            #expect("\(error)".contains("class 'C32' is 33 classes below UIView; the stylesheet compiler's limit is 32"))
        }
    }

    @Test func aRegistryThatContradictsTheBuiltInsIsRefused() throws {
        let table = try Self.compile(ExampleStylesheetTests.folder + "/Card.style.yaml")
        var bytes = table.compiled()
        // Swap the first two built-in keypaths in the string table's references.
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("backgroundColor"))
        guard let range = bytes.firstRange(of: Array("alpha".utf8)) else { return }
        bytes.replaceSubrange(range, with: Array("alphA".utf8))
        #expect(throws: TableFormatError.self) { try InvocationTable(compiled: bytes) }
    }
}

extension Value {
    fileprivate var colorName: String? {
        if case .color(let c) = self { return c.name }
        return nil
    }
}
