import Testing
@testable import Livery
@testable import LiveryCore

/// The typed keys and the ids behind them: one schema, one id per keypath.
@Suite struct PropertyKeyTests {
    /// Every key names a built-in property, under the name its keypath gives
    /// (dots dropped, camel case), and reads that property's kind.
    @Test func everyKeyNamesABuiltInPropertyOfItsKind() throws {
        let registry = TypeRegistry.builtIn
        for key in PropertyKeys.all {
            #expect(key.id != PropertyID.unknown, "\(key.keyPath) is not a built-in keypath")
            #expect(registry.names.keyPath(key.id) == key.keyPath)
        }
        let builtIn = Set(BuiltInTypes.all.flatMap { $0.properties.keys })
        #expect(
            Set(PropertyKeys.all.map(\.keyPath)) == builtIn.subtracting(BarSlot.allKeyPaths),
            "every built-in property has a key, but bar appearance slots, which BarSlot names")
        #expect(BarSlot.allKeyPaths.isSubset(of: builtIn) && BarSlot.allKeyPaths.allSatisfy { registry.id(of: $0) != nil })
    }

    /// Each class's spec of a property carries its own one-line description,
    /// beside its reach: no text is shared by keypath across classes that
    /// mean different things by it (a slider's `value`, a table's `style`).
    @Test func everyBuiltInSpecHasItsOwnDescription() {
        var texts: [String: Set<String>] = [:]
        for type in BuiltInTypes.all {
            for spec in type.properties.values {
                let summary = spec.summary ?? ""
                #expect(!summary.isEmpty, "\(type.name).\(spec.keyPath) has no description")
                #expect(summary.hasSuffix("."), "\(type.name).\(spec.keyPath): a description is a sentence")
                texts[summary, default: []].insert(spec.keyPath)
                if let reason = spec.reach.previewOnlyReason {
                    #expect(!reason.isEmpty && !reason.hasSuffix("."), "\(type.name).\(spec.keyPath): a reason is a clause")
                }
            }
        }
        for (text, keyPaths) in texts {
            #expect(keyPaths.count == 1, "'\(text)' describes \(keyPaths.sorted())")
        }
        let registry = TypeRegistry.builtIn
        #expect(
            registry.allProperties(of: "UITableView")["style"]?.summary
                != registry.allProperties(of: "UIActivityIndicatorView")["style"]?.summary)
        #expect(registry.allProperties(of: "UITextField")["text"]?.summary?.contains("UITextField") == true)
    }

    /// Every default in the catalogue reads back through its typed key, so a
    /// key's Swift type matches its property's kind.
    @Test func defaultsReadThroughTheirKeys() {
        let style = ResolvedStyle(schema: TypeRegistry.builtIn.schema(of: "UIButton"))
        #expect(style[.alpha] == 1)
        #expect(style[.layerShadowOffset] == Size(width: 0, height: -3))
        #expect(style[.layerMaskedCorners] == .all)
        #expect(style[.layerContentsGravity] == .resize)
        #expect(style[.layerCornerCurve] == .circular)
        #expect(style[.titleFont] == ResolvedFont(family: "system", size: 15, weight: .regular))
        #expect(style[.backgroundColor] == nil, "no default: UIKit's nil")
        let label = ResolvedStyle(schema: TypeRegistry.builtIn.schema(of: "UILabel"))
        #expect(label[.textAlignment] == .natural)
        #expect(label[.numberOfLines] == 1)
    }

    /// The appearances read these properties as non-optional: each must have
    /// a schema default, or the projection would draw a zero.
    @Test func propertiesReadAsNonOptionalHaveSchemaDefaults() {
        let required: [(String, [PropertyKeys])] = [
            (
                "UIView",
                [
                    PropertyKeys.alpha, .isHidden, .cornerStyle, .contentMasksToBounds, .layerCornerRadius, .layerCornerCurve,
                    .layerMaskedCorners, .layerBorderWidth, .layerBorderColor, .layerShadowColor, .layerShadowOpacity,
                    .layerShadowRadius, .layerShadowOffset, .layerMasksToBounds, .layerOpacity, .layerAllowsGroupOpacity,
                    .layerShouldRasterize, .layerRasterizationScale, .layerContentsGravity, .layerContentsRect,
                    .layerMinificationFilter, .layerMagnificationFilter,
                ]
            ),
            ("UILabel", [PropertyKeys.textColor, .font, .textAlignment, .numberOfLines, .shadowOffset]),
            ("UIImageView", [PropertyKeys.contentMode]),
            ("UIButton", [PropertyKeys.titleColor, .titleFont, .contentEdgeInsets]),
        ]
        for (type, keys) in required {
            let schema = TypeRegistry.builtIn.schema(of: type)
            for key in keys { #expect(schema.defaults[key.id] != nil, "\(type).\(key.keyPath) has no default") }
        }
    }

    /// Declaring types adds ids after the built-in ones, which stay put.
    @Test func builtInIDsAreTheSameInEveryRegistry() throws {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            types:
              Badge: { inherits: UIView, properties: { glow: color, aura: number } }
            rules: []
            """)
        #expect(diagnostics.isEmpty)
        let registry = try #require(table).registry
        for key in PropertyKeys.all { #expect(registry.id(of: key.keyPath) == key.id) }
        let glow = try #require(registry.id(of: "glow"))
        #expect(Int(glow.rawValue) >= TypeRegistry.builtIn.names.count)
        #expect(registry.names.keyPath(glow) == "glow")
        #expect(registry.id(of: "clipsToBounds") == PropertyKeys.layerMasksToBounds.id, "aliases share the id")
    }
}
