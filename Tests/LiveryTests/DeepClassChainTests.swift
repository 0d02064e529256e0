import Testing
@testable import Livery
@testable import LiveryCore

/// A deep chain of classes that each declare many properties: every class
/// still sees every inherited property, default and axis, though past a
/// few hundred entries a class links to its superclass's maps instead of
/// copying them.
@Suite struct DeepClassChainTests {
    static let levels = 12
    static let perLevel = 100

    static func source() -> String {
        var lines = ["livery: 1", "types:"]
        for level in 0..<levels {
            lines += ["  L\(level):", "    inherits: \(level == 0 ? "UIView" : "L\(level - 1)")", "    properties:"]
            for p in 0..<perLevel { lines.append("      p\(level)_\(p): { type: number, default: \(level * 1000 + p) }") }
        }
        lines += ["      rank: { enum: [low, high], default: high }", "      badge: { type: color, keyedBy: rank }"]
        lines += ["rules:", "  - type: L\(levels - 1)", "    set: { p0_0: 7, badge: { low: red, high: blue } }"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyInheritedPropertyIsSeenThroughTheLayers() throws {
        let (table, diagnostics) = StylesheetCompiler.compile(source: Self.source(), path: "deep.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let registry = try #require(table).registry
        let leaf = registry.schema(of: "L\(Self.levels - 1)")
        #expect(leaf.specs.count == Self.levels * Self.perLevel + 2 + ClassSchema.view.specs.count)
        #expect(Self.levels * Self.perLevel > LayeredMap<PropertyID, PropertySpec>.maxCopied)
        for level in [0, Self.levels / 2, Self.levels - 1] {
            let id = try #require(registry.id(of: "p\(level)_3"))
            #expect(leaf.has(id))
            #expect(leaf.defaults[id] == .number(Double(level * 1000 + 3)))
        }
        #expect(leaf.has(PropertyKeys.backgroundColor.id) && leaf.defaults[PropertyKeys.alpha.id] == .number(1))
        let badge = try #require(registry.id(of: "badge"))
        #expect(leaf.axisDefaults[badge] == registry.names.axisKey("high"))

        let style = Resolver(table: try #require(table)).resolve(ViewNode(type: "L\(Self.levels - 1)")).views[0].style
        #expect(style["p0_0"] == .value(.number(7)))
        #expect(style.property("badge")?.axisKey == registry.names.axisKey("high"))
    }
}
