import Foundation
import Testing
@testable import Livery
@testable import LiveryCore

/// The typed keys and the ids behind them: one schema, one id per keypath.
@Suite struct PropertyKeyTests {
    /// Every built-in property but a bar slot's is declared through a typed
    /// key: the key is numbered with its spec, and the class's default reads
    /// through it, so a key's Swift type and its property's default cannot
    /// disagree (a bar slot's kind comes from ``BarSlot/Property``'s type).
    @Test func everyBuiltInPropertyIsDeclaredThroughAKeyOfItsKind() throws {
        let registry = TypeRegistry.builtIn
        let slotKeyPaths = Set(
            BarSlot.Bar.allCases.flatMap { bar in
                BarSlot.slots(of: bar).flatMap { slot in BarSlot.properties(of: bar).map { slot.keyPath($0.name) } }
            })
        var keyed = 0
        for type in registry.typeNames.compactMap(registry.type(named:)) {
            for spec in type.properties.values {
                guard let key = spec.key else {
                    #expect(slotKeyPaths.contains(spec.keyPath), "\(type.name).\(spec.keyPath) has no key")
                    continue
                }
                keyed += 1
                #expect(key.keyPath == spec.keyPath && key.id == spec.id && spec.id != .unknown)
                #expect(registry.names.keyPath(key.id) == key.keyPath)
                if let value = spec.defaultValue {
                    #expect(key.reads(ResolvedValue(value, traits: TraitCollection())), "\(type.name).\(spec.keyPath)'s default")
                }
            }
        }
        #expect(keyed > 150)
    }

    /// A key and a default of another kind are told apart: what the test above relies on.
    @Test func aKeyReadsOnlyItsOwnKind() {
        #expect(PropertyKeys.alpha.reads(.value(.number(1))))
        #expect(!PropertyKeys.alpha.reads(.value(.bool(true))))
        #expect(PropertyKeys.contentMode.reads(.value(.enumCase("center"))))
        #expect(!PropertyKeys.contentMode.reads(.value(.enumCase("resize"))), "a case of another enum")
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

    /// Every projection, made for a plain view of every class it can be
    /// read from, finds a value or a schema default for each property it reads
    /// as non-optional: none falls back to a zero that would be drawn.
    @Test func propertiesReadAsNonOptionalHaveSchemaDefaults() {
        let registry = TypeRegistry.builtIn
        let kinds: [any KindAppearance.Type] = Self.kindAppearances
        var misses: [String] = []
        for name in registry.typeNames where registry.kind(of: name) != .controller {
            let style = ResolvedStyle(schema: registry.schema(of: name))
            misses += ZeroReads.record {
                if registry.kind(of: name) == .view {
                    _ = LayerAppearance(style)
                    _ = LayoutAppearance(style)
                }
                if BarSlot.Bar.of(style.schema.isKind(of:)) != nil || style.schema.isKind(of: SearchBarAppearance.kind) {
                    _ = BarAppearance(style)
                }
                for kind in kinds where style.schema.isKind(of: kind.kind) { _ = kind.init(style) }
            }
        }
        #expect(misses == [])
    }

    /// A read of a property with no default is noted: the test above can fail.
    @Test func aZeroReadIsNoted() {
        let style = ResolvedStyle(schema: TypeRegistry.builtIn.schema(of: "UIView"))
        let misses = ZeroReads.record { _ = style.value(.backgroundColor) }
        #expect(misses == ["UIView.backgroundColor"])
    }

    /// Every `KindAppearance` in LiveryCore; the test below holds the list to the sources.
    static let kindAppearances: [any KindAppearance.Type] = [
        ActivityIndicatorAppearance.self, BarItemAppearance.self, ButtonAppearance.self, CellAppearance.self,
        DatePickerAppearance.self, HeaderFooterAppearance.self, ImageViewAppearance.self, LabelAppearance.self,
        NavigationBarAppearance.self, PageControlAppearance.self, ProgressAppearance.self, SearchBarAppearance.self,
        SegmentedControlAppearance.self, SliderAppearance.self, StackAppearance.self, StepperAppearance.self,
        SwitchAppearance.self, TabBarAppearance.self, TableAppearance.self, TextFieldAppearance.self,
    ]

    /// The list above names every type the sources declare as a `KindAppearance`.
    @Test func theListOfKindAppearancesIsComplete() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources/LiveryCore/Appearance")
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(": KindAppearance") && line.contains("struct ") {
                if let name = line.split(separator: " ").drop(while: { $0 != "struct" }).dropFirst().first {
                    declared.insert(String(name.prefix { $0 != ":" }))
                }
            }
        }
        #expect(declared == Set(Self.kindAppearances.map { "\($0)" }))
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
        for key in BuiltInTypes.all.flatMap({ $0.properties.values.compactMap(\.key) }) {
            #expect(registry.id(of: key.keyPath) == key.id)
        }
        let glow = try #require(registry.id(of: "glow"))
        #expect(Int(glow.rawValue) >= TypeRegistry.builtIn.names.count)
        #expect(registry.names.keyPath(glow) == "glow")
        #expect(registry.id(of: "clipsToBounds") == PropertyKeys.layerMasksToBounds.id, "aliases share the id")
    }
}
