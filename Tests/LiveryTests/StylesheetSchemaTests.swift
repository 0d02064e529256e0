import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// `livery schema`: generated from the registry, so it lists what the compiler accepts.
@Suite struct StylesheetSchemaTests {
    private func schema() throws -> [String: Any] {
        let data = Data(StylesheetSchema.jsonText().utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func rule(_ schema: [String: Any]) throws -> [String: Any] {
        let defs = try #require(schema["$defs"] as? [String: Any])
        let rule = try #require(defs["rule"] as? [String: Any])
        return try #require(rule["properties"] as? [String: Any])
    }

    @Test func listsEveryBuiltInKeypathAndAlias() throws {
        let set = try #require(try rule(schema())["set"] as? [String: Any])
        let keyPaths = try #require(set["properties"] as? [String: Any])
        let builtIn = Set(TypeRegistry.builtIn.typeNames.flatMap { TypeRegistry.builtIn.allProperties(of: $0).keys })
        #expect(Set(keyPaths.keys) == builtIn.union(["clipsToBounds"]))
        let curve = try #require(keyPaths["layer.cornerCurve"] as? [String: Any])
        #expect(curve["enum"] as? [String] == ["circular", "continuous"])
    }

    @Test func traitConditionsTakeTheParserValues() throws {
        let when = try #require(try rule(schema())["when"] as? [String: Any])
        let traits = try #require(when["properties"] as? [String: Any])
        #expect(traits.keys.sorted() == TraitSetting.names.sorted())
        let scale = try #require(traits["displayScale"] as? [String: Any])
        #expect(scale["enum"] as? [Int] == [1, 2, 3])
        let style = try #require(traits["userInterfaceStyle"] as? [String: Any])
        #expect(style["enum"] as? [String] == ["light", "dark"])
    }

    @Test func includesDeclaredTypes() throws {
        var registry = TypeRegistry.builtIn
        try registry.register(
            TypeSpec(
                name: "AvatarView", superclass: "UIView",
                properties: [PropertySpec("rank", .enumeration(["none", "king"]))]))
        let data = Data(StylesheetSchema.jsonText(registry: registry).utf8)
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let set = try #require(try rule(schema)["set"] as? [String: Any])
        let rank = try #require((set["properties"] as? [String: Any])?["rank"] as? [String: Any])
        #expect(rank["enum"] as? [String] == ["none", "king"])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let className = try #require(defs["className"] as? [String: Any])
        let choices = try #require((className["anyOf"] as? [[String: Any]])?.first?["enum"] as? [String])
        #expect(choices.contains("AvatarView"))
    }
}
