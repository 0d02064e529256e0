import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// `livery schema`: generated from the registry, so it lists what the compiler
/// accepts, class by class, with a description on every key and enum value.
/// (Tests/CLITests/SchemaValidationTests.swift runs a real validator on it.)
@Suite struct StylesheetSchemaTests {
    private func schema(_ registry: TypeRegistry = .builtIn) throws -> [String: Any] {
        let data = Data(StylesheetSchema.jsonText(registry: registry).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func def(_ name: String, in schema: [String: Any]) throws -> [String: Any] {
        let defs = try #require(schema["$defs"] as? [String: Any])
        return try #require(defs[name] as? [String: Any], "no $defs/\(name)")
    }

    /// A `$ref`'s target, or the node itself.
    private func resolved(_ node: [String: Any], in schema: [String: Any]) throws -> [String: Any] {
        guard let ref = node["$ref"] as? String else { return node }
        return try def(String(ref.dropFirst("#/$defs/".count)), in: schema)
    }

    private func consts(_ node: [String: Any]) -> [String] {
        ((node["anyOf"] as? [[String: Any]]) ?? []).compactMap { $0["const"] as? String }
    }

    /// Keys that are no property of their own: an alias, a shorthand, and
    /// the groups nested keypaths are written under.
    static let groupsAndAliases: Set<String> = [
        "clipsToBounds", "layer.shadow", "layer", "contentHuggingPriority", "contentCompressionResistancePriority",
        "titleTextAttributes", "largeTitleTextAttributes", "badgeTextAttributes", "textLabel", "detailTextLabel", "imageView",
        "defaultTextAttributes", "placeholderTextAttributes", "attributedTitle", "shadow",
        "standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance", "appearance",
    ]

    @Test func theGeneralSetListsEveryBuiltInKeypathAliasAndGroup() throws {
        let s = try schema()
        let keys = try #require(try def("set", in: s)["properties"] as? [String: Any])
        let builtIn = Set(TypeRegistry.builtIn.typeNames.flatMap { TypeRegistry.builtIn.allProperties(of: $0).keys })
        let shorthand = Set(
            builtIn.filter { $0.hasPrefix("standardAppearance.") }.map { "appearance." + $0.dropFirst("standardAppearance.".count) })
        #expect(Set(keys.keys) == builtIn.union(StylesheetSchemaTests.groupsAndAliases).union(shorthand))
        let curve = try resolved(try #require(keys["layer.cornerCurve"] as? [String: Any]), in: s)
        #expect(consts(curve) == ["circular", "continuous"])
    }

    /// A rule's `set:` is checked against its own class: UIView has no
    /// `textColor`; UILabel has it and inherits `alpha`.
    @Test func eachClassHasExactlyItsOwnAndInheritedProperties() throws {
        let s = try schema()
        let registry = TypeRegistry.builtIn
        let styled = registry.typeNames.filter { registry.kind(of: $0) != .controller }
        for name in styled {
            let set = try def("set." + name, in: s)
            #expect(set["additionalProperties"] as? Bool == false)
            let keys = Set(try #require(set["properties"] as? [String: Any]).keys)
            let own = Set(TypeRegistry.builtIn.allProperties(of: name).keys)
            #expect(own.isSubset(of: keys), "\(name)")
            // `appearance.…` is the shorthand for every bar appearance slot.
            #expect(
                keys.subtracting(own).filter { !$0.hasPrefix("appearance.") }.isSubset(of: StylesheetSchemaTests.groupsAndAliases),
                "\(name)")
        }
        let view = Set(try #require(try def("set.UIView", in: s)["properties"] as? [String: Any]).keys)
        let label = Set(try #require(try def("set.UILabel", in: s)["properties"] as? [String: Any]).keys)
        #expect(!view.contains("textColor") && label.contains("textColor") && label.contains("alpha"))
        let rule = try def("rule", in: s)
        let branches = try #require(rule["allOf"] as? [[String: Any]])
        #expect(branches.count == styled.count + 1)
        // Controllers are containers only: named by `inside:`, never by `type:`.
        let containers = try #require(try def("containerName", in: s)["anyOf"] as? [[String: Any]]).compactMap { $0["const"] as? String }
        let types = try #require(try def("className", in: s)["anyOf"] as? [[String: Any]]).compactMap { $0["const"] as? String }
        #expect(containers.contains("UINavigationController") && containers.contains("UIView"))
        #expect(!types.contains("UINavigationController") && types.contains("UIView"))
    }

    @Test func traitConditionsTakeTheParserValuesRangesAndAccessibility() throws {
        let s = try schema()
        let traits = try #require(try def("when", in: s)["properties"] as? [String: Any])
        #expect(Set(traits.keys) == Set(TraitSetting.names + ["isAccessibilityCategory"]))
        let scale = try #require(traits["displayScale"] as? [String: Any])
        #expect(((scale["anyOf"] as? [[String: Any]]) ?? []).compactMap { $0["const"] as? Int } == [1, 2, 3])
        let style = try #require(traits["userInterfaceStyle"] as? [String: Any])
        #expect(consts(style) == ["light", "dark"])
        let size = try #require(traits["preferredContentSizeCategory"] as? [String: Any])
        let forms = try #require(size["anyOf"] as? [[String: Any]])
        let range = try #require(forms.last?["properties"] as? [String: Any])
        #expect(Set(range.keys) == ["atLeast", "atMost"])
    }

    /// Hover text says how a property reaches a device: a preview-only one
    /// with its reason, each class's spec with its own description.
    @Test func hoverTextShowsEachClassesDescriptionAndReach() throws {
        let s = try schema()
        func hover(_ type: String, _ key: String) throws -> String {
            let set = try def("set." + type, in: s)
            let property = try resolved(try #require((set["properties"] as? [String: Any])?[key] as? [String: Any]), in: s)
            return try #require(property["description"] as? String)
        }
        let cornerStyle = try hover("UIView", "cornerStyle")
        #expect(cornerStyle.contains("Preview only: UIKit has no radius that follows the view's size"))
        #expect(try !hover("UIView", "backgroundColor").contains("Preview only"))
        #expect(try hover("UITableView", "style").hasPrefix("plain, grouped or insetGrouped"))
        #expect(try hover("UIActivityIndicatorView", "style").hasPrefix("The indicator's size"))
        #expect(try hover("UIView", "clipsToBounds").hasPrefix("UIView's name for layer.masksToBounds."))
    }

    @Test func includesDeclaredTypes() throws {
        var registry = TypeRegistry.builtIn
        try registry.register(
            TypeSpec(
                name: "AvatarView", superclass: "UIView",
                properties: [PropertySpec("rank", .enumeration(["none", "king"]))]))
        let s = try schema(registry)
        let set = try def("set.AvatarView", in: s)
        let rank = try resolved(try #require((set["properties"] as? [String: Any])?["rank"] as? [String: Any]), in: s)
        #expect(consts(rank) == ["none", "king"])
        #expect(consts(try def("className", in: s)).contains("AvatarView"))
    }

    /// Hover text everywhere: every enum value (`const`) and every key of
    /// every `properties` mapping has a description, directly or through its `$ref`.
    @Test func everyKeyAndEnumValueHasADescription() throws {
        let s = try schema()
        var missing: [String] = []
        // Walks schemas only: `properties` values, `$defs`, the branches of
        // anyOf/allOf, `then`, `items`, `additionalProperties`; not the
        // machinery of `if`/`not`.
        func walk(_ node: [String: Any], path: String) throws {
            if node["const"] != nil, node["description"] == nil { missing.append(path) }
            for (key, value) in (node["properties"] as? [String: Any]) ?? [:] {
                guard let value = value as? [String: Any] else { continue }
                if value["description"] == nil, try resolved(value, in: s)["description"] == nil {
                    missing.append(path + "/" + key)
                }
                try walk(value, path: path + "/properties/" + key)
            }
            for (key, value) in (node["$defs"] as? [String: Any]) ?? [:] {
                if let value = value as? [String: Any] { try walk(value, path: "/$defs/" + key) }
            }
            for key in ["anyOf", "allOf"] {
                for (i, branch) in ((node[key] as? [[String: Any]]) ?? []).enumerated() {
                    try walk(branch, path: path + "/\(key)/\(i)")
                }
            }
            for key in ["then", "items", "additionalProperties"] {
                if let value = node[key] as? [String: Any] { try walk(value, path: path + "/" + key) }
            }
        }
        try walk(s, path: "")
        #expect(missing.sorted() == [])
    }

    /// Every built-in enum case has its own line from its property's
    /// declaration, every trait value and font weight from the language's
    /// table, and the table holds nothing else (a property's line is its
    /// spec's: PropertyKeyTests).
    @Test func everyBuiltInCaseIsWrittenUp() {
        for name in TypeRegistry.builtIn.typeNames {
            for spec in TypeRegistry.builtIn.allProperties(of: name).values {
                switch spec.kind {
                case .enumeration(let list), .enumList(let list):
                    #expect(list.filter { spec.caseSummaries[$0]?.isEmpty != false } == [], "\(name).\(spec.keyPath)")
                    #expect(Set(spec.caseSummaries.keys) == Set(list), "\(name).\(spec.keyPath): a line for a case it lacks")
                default:
                    #expect(spec.caseSummaries.isEmpty, "\(name).\(spec.keyPath)")
                }
            }
        }
        var traitValues: Set<String> = []
        for name in TraitSetting.names where name != "displayScale" && name != "preferredContentSizeCategory" {
            traitValues.formUnion(TraitSetting.values(of: name))
        }
        #expect(traitValues == Set(SchemaDescriptions.traitValues.keys))
        #expect(Set(FontWeight.allCases.map(\.rawValue)) == Set(SchemaDescriptions.fontWeights.keys))
    }
}
