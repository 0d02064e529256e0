import Testing
@testable import Livery
@testable import LiveryCore

/// `keyPath[axis]=value` for each invocation, for compact exact assertions.
private func records(_ table: InvocationTable?) -> [String] {
    guard let table else { return [] }
    return table.invocations.map { i in
        let keyPath = table.keyPath(of: i)
        let key = table.axisKeyName(of: i).map { "\(keyPath)[\($0)]" } ?? keyPath
        return "\(i.rule):\(key)=\(text(i.value))"
    }
}

private func text(_ value: Value) -> String {
    switch value {
    case .number(let n): return formatNumber(n)
    case .bool(let b): return String(b)
    case .string(let s): return "'\(s)'"
    case .color(let c): return c.description
    case .enumCase(let e): return e
    case .enumList(let l): return l.joined(separator: "|")
    case .image(let image): return image.written
    default: return String(describing: value)
    }
}

@Suite struct StylesheetCompilerTests {
    @Test func compilesRulesIntoInvocationsInSourceOrder() throws {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            rules:
              - type: UIView
                set: { backgroundColor: white, alpha: 0.5 }
              - type: UILabel
                set: { textColor: black }
            """)
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        #expect(t.rules.map(\.selector.type) == ["UIView", "UILabel"])
        #expect(t.rules.map(\.index) == [0, 1])
        #expect(t.rules.map { "\($0.origin.line):\($0.origin.column)" } == ["3:5", "5:5"])
        #expect(records(t) == ["0:backgroundColor=white #FFFFFFFF", "0:alpha=0.5", "1:textColor=black #000000FF"])
        #expect(t.invocations.map { "\($0.origin.line):\($0.origin.column)" } == ["4:29", "4:43", "6:23"])
    }

    @Test func dottedNestedAndAliasedKeypathsAreTheSameProperty() {
        let dotted = Fixture.compile(Fixture.rule("UIView", "layer.cornerRadius: 8", "layer.shadowOffset: [0, 2]", "clipsToBounds: true"))
        let nested = Fixture.compile(
            Fixture.rule("UIView", "layer: { cornerRadius: 8, shadowOffset: { width: 0, height: 2 }, masksToBounds: true }"))
        let expected = [
            "0:layer.cornerRadius=8", "0:layer.shadowOffset=size(LiveryCore.Size(width: 0.0, height: 2.0))", "0:layer.masksToBounds=true",
        ]
        #expect(records(dotted.table) == expected)
        #expect(records(nested.table) == expected)
    }

    @Test func stateKeyedValuesAreCanonicalAndPlainValuesMeanNormal() {
        let (table, diagnostics) = Fixture.compile(
            Fixture.rule(
                "UIButton",
                "titleColor: { normal: label, selected+highlighted: systemBlue, disabled: gray }",
                "title: Buy"))
        #expect(
            records(table) == [
                "0:titleColor[normal]=label {light: #000000FF, dark: #FFFFFFFF}",
                "0:titleColor[highlighted+selected]=systemBlue {light: #007AFFFF, dark: #0A84FFFF}",
                "0:titleColor[disabled]=gray #808080FF", "0:title[normal]='Buy'",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func aKeyedColorMayBeADynamicColorMapping() {
        let (table, _) = Fixture.compile(Fixture.rule("UIButton", "titleColor: { light: black, dark: white }"))
        #expect(records(table) == ["0:titleColor[normal]={light: #000000FF, dark: #FFFFFFFF}"])
    }

    @Test func customTypesWithEnumAxisAndTarget() throws {
        let fixture = Fixture(data: ["Crown.png": Fixture.png, "Knight.png": Fixture.png])
        let (table, diagnostics) = fixture.compile(
            """
            livery: 1
            types:
              AvatarView:
                inherits: UIView
                properties:
                  rank: { enum: [none, adventurer, knight, king], default: none }
                  badgeImage: { type: image, keyedBy: rank, target: badge.image }
            rules:
              - type: AvatarView
                set:
                  badgeImage: { king: Crown.png, knight: Knight.png }
              - type: AvatarView
                class: plain
                set: { badgeImage: Knight.png, rank: king }
            """)
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        let badge = try #require(t.registry.property("badgeImage", on: "AvatarView")?.spec)
        #expect(badge.keyedBy == "rank")
        #expect(badge.target == .part("badge", keyPath: "image"))
        #expect(badge.declaredAt == SourceLocation(file: fixture.path("test.style.yaml"), line: 7, column: 7))
        #expect(t.registry.type(named: "AvatarView")?.superclass == "UIView")
        #expect(
            records(t) == [
                "0:badgeImage[king]=Crown.png", "0:badgeImage[knight]=Knight.png", "1:badgeImage[none]=Knight.png", "1:rank=king",
            ])
    }

    @Test func unknownEnumAxisKeysAreSuggested() {
        let diagnostics = Fixture.compile(
            """
            livery: 1
            types:
              AvatarView:
                properties:
                  rank: { enum: [none, knight, king] }
                  tint: { type: color, keyedBy: rank }
            rules:
              - type: AvatarView
                set: { tint: { kng: red } }
            """
        ).diagnostics
        #expect(diagnostics.summary == ["unknown-axis-key@9:20"])
        #expect(diagnostics.first?.hint == "did you mean 'king'?")
    }

    @Test func whenConditionsAreCheckedLikeTreeTraits() {
        let diagnostics = Fixture.compile(
            """
            livery: 1
            rules:
              - type: UIView
                when: { userInterfaceStlye: dark, displayScale: 4 }
                set: { alpha: 1 }
            """
        ).diagnostics
        #expect(diagnostics.summary == ["unknown-trait@4:13", "bad-trait-value@4:53"])
        #expect(diagnostics.map(\.message) == ["unknown trait 'userInterfaceStlye'", "'4' is not a value of trait 'displayScale'"])
        #expect(diagnostics.map(\.hint) == ["did you mean 'userInterfaceStyle'?", "expected one of 1, 2, 3"])
    }

    @Test func aPlainValueForAnEnumKeyedPropertyUsesTheFirstCaseWithoutADefault() {
        let (table, _) = Fixture.compile(
            """
            livery: 1
            types:
              Badge: { properties: { size: { enum: [small, large] }, tint: { type: color, keyedBy: size } } }
            rules:
              - { type: Badge, set: { tint: red } }
            """)
        #expect(records(table) == ["0:tint[small]=red #FF0000FF"])
    }

    @Test func typesMayInheritFromLaterDeclarationsAndStateKeysNeedAControl() {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            types:
              PillButton: { inherits: BaseButton, properties: { glow: { type: color, keyedBy: state } } }
              BaseButton: { inherits: UIButton, properties: { pad: number } }
            rules:
              - type: PillButton
                set: { pad: 4, glow: { highlighted: red }, titleColor: white }
            """)
        #expect(diagnostics.isEmpty)
        #expect(records(table) == ["0:pad=4", "0:glow[highlighted]=red #FF0000FF", "0:titleColor[normal]=white #FFFFFFFF"])
        #expect(table?.registry.classChain(of: "PillButton") == ["PillButton", "BaseButton", "UIButton", "UIControl", "UIView"])
    }

    @Test func typesRegisteredFromSwiftAreAvailable() throws {
        var registry = TypeRegistry.builtIn
        try registry.register(TypeSpec(name: "RatingView", superclass: "UIView", properties: [PropertySpec("stars", .number)]))
        let (table, diagnostics) = Fixture.compile(Fixture.rule("RatingView", "stars: 4", "alpha: 1"), registry: registry)
        #expect(diagnostics.isEmpty)
        #expect(records(table) == ["0:stars=4", "0:alpha=1"])
    }

    @Test func targetsMustNameAPropertyOfAMatchingKind() {
        let diagnostics = Fixture.compile(
            """
            livery: 1
            types:
              V:
                properties:
                  a: { type: color, target: badge.image }
                  b: { type: number, target: layer.cornerRadius }
                  c: { type: color, target: c }
                  d: { enum: [circular], target: layer.cornerCurve }
            """
        ).diagnostics
        #expect(diagnostics.summary == ["bad-target@5:33", "bad-target@7:33"])
        #expect(diagnostics.first?.message == "'image' takes an image path, but 'a' is a color")
    }

    @Test func selectorsAreCanonical() throws {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            rules:
              - type: UILabel
                inside: [UITableViewCell, UITableView]
                when: { userInterfaceStyle: dark, displayScale: 2.0 }
                class: [secondary, compact-row]
                set: { alpha: 1 }
              - { type: UILabel, inside: UITableView, class: primary, set: { alpha: 1 } }
            """)
        #expect(diagnostics.isEmpty)
        let selectors = try #require(table).rules.map(\.selector)
        #expect(
            selectors[0]
                == Selector(
                    type: "UILabel", inside: ["UITableViewCell", "UITableView"],
                    traits: [.equals(.displayScale(2)), .equals(.userInterfaceStyle(.dark))],
                    classes: ["compact-row", "secondary"]))
        #expect(selectors[1] == Selector(type: "UILabel", inside: ["UITableView"], classes: ["primary"]))
    }

    @Test func constantsAreInferredAndUsedByKind() {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            constants:
              gap: 4
              double: $gap * 2
              pad: [1, 2, 3, 4]
              offset: { width: 0, height: 2 }
              accent: systemRed
              curve: continuous
              dim: { color: black, alpha: 0.25 }
              on: true
            colors:
              shade: rgba(0, 0, 0, $gap / 16)
            rules:
              - type: UIButton
                set:
                  contentEdgeInsets: $pad
                  layer.cornerRadius: $double + 1
                  layer.shadowOffset: $offset
                  layer.shadowColor: $dim
                  layer.cornerCurve: $curve
                  layer.borderColor: shade
                  tintColor: $accent
                  isHidden: $on
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            records(table) == [
                "0:contentEdgeInsets=insets(LiveryCore.Insets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0))",
                "0:layer.cornerRadius=9", "0:layer.shadowOffset=size(LiveryCore.Size(width: 0.0, height: 2.0))",
                "0:layer.shadowColor=#00000040", "0:layer.cornerCurve=continuous", "0:layer.borderColor=shade #00000040",
                "0:tintColor=systemRed {light: #FF3B30FF, dark: #FF453AFF}", "0:isHidden=true",
            ])
    }

    @Test func importsComeFirstAndShareTheirNames() throws {
        let fixture = Fixture(files: [
            "Palette.style.yaml": """
            livery: 1
            colors: { brand: "#1E6FD9", ink: black }
            constants: { radius: 10 }
            rules:
              - { type: UIView, set: { tintColor: brand } }
            """,
            "Shared/Base.style.yaml": """
            livery: 1
            imports: [../Palette.style.yaml]
            rules:
              - { type: UILabel, set: { textColor: ink } }
            """,
        ])
        let (table, diagnostics) = fixture.compile(
            """
            livery: 1
            imports: [Palette.style.yaml, Shared/Base.style.yaml]
            colors: { ink: "#111111" }
            rules:
              - { type: UIButton, set: { layer.cornerRadius: $radius, tintColor: brand, titleColor: ink } }
            """)
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        // The palette, imported twice (a diamond), is read once and comes first.
        #expect(t.files == ["Palette.style.yaml", "Shared/Base.style.yaml", "test.style.yaml"].map(fixture.path))
        #expect(
            records(t) == [
                "0:tintColor=brand #1E6FD9FF", "1:textColor=ink #000000FF", "2:layer.cornerRadius=10", "2:tintColor=brand #1E6FD9FF",
                "2:titleColor[normal]=ink #111111FF",
            ])
        #expect(t.rules.map(\.origin.file) == t.files)
    }

    @Test func aTableComesBackWithWarningsButNotWithErrors() {
        let warned = Fixture.compile(Fixture.rule("UIView", "layer.borderWidth: 0.5"))
        #expect(warned.table != nil)
        #expect(warned.diagnostics.map(\.severity) == [.warning])
        let failed = Fixture.compile(Fixture.rule("UIView", "alpha: high"))
        #expect(failed.table == nil)
        #expect(failed.diagnostics.map(\.severity) == [.error])
    }

    @Test func setMustBeAMappingOfProperties() {
        let diagnostics = Fixture.compile("livery: 1\nrules:\n  - { type: UIView, set: }\n  - { type: UIView, set: [alpha] }\n").diagnostics
        #expect(diagnostics.summary == ["null-value@3:26", "wrong-kind@4:26"])
    }

    @Test func compilesFromAString() {
        let (table, diagnostics) = StylesheetCompiler.compile(source: Fixture.rule("UIView", "alpha: 0.5"), path: "inline.style.yaml")
        #expect(diagnostics.isEmpty)
        #expect(table?.files == ["inline.style.yaml"])
        #expect(table?.invocations.first?.origin == SourceLocation(file: "inline.style.yaml", line: 5, column: 14))
    }

    @Test func unknownPropertiesExplainWhereTheyBelong() {
        let diagnostics = Fixture.compile(Fixture.rule("UIView", "numberOfLines: 2", "layer: 4")).diagnostics
        #expect(
            diagnostics.map(\.hint) == [
                "'numberOfLines' is a property of UILabel, not of UIView",
                "'layer' groups properties: write a mapping, e.g. `layer: { allowsGroupOpacity: … }`",
            ])
    }
}
