import Livery
import LiveryUIKit
import Testing

@MainActor @Suite struct StyleAdapterTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 128, blue: 0)

    func table(_ yaml: String) throws -> InvocationTable {
        let (table, diagnostics) = StylesheetCompiler.compile(source: "livery: 1\n" + yaml, path: "app.style.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(table)
    }

    @Test func propertiesAreAppliedThroughTheirAppliers() throws {
        let adapter = StyleAdapter(
            table: try table(
                """
                rules:
                  - type: UIView
                    set: { backgroundColor: "#0000FF" }
                  - type: UIButton
                    set:
                      layer.cornerRadius: 8
                      titleColor: { normal: "#FF0000", highlighted: "#008000" }
                  - type: UILabel
                    inside: [UIButton]
                    set: { alpha: 0.5 }
                """), appliers: mockAppliers)
        let label = UILabel()
        let button = PrimaryButton(label)
        let window = UIView(button)
        adapter.style(window)
        #expect(window.backgroundColor == Self.blue)
        #expect(button.cornerRadius == 8)
        // Every state's slot is set, not only the current one.
        #expect(button.titleColor(for: .normal) == Self.red)
        #expect(button.titleColor(for: .highlighted) == Self.green)
        #expect(label.alpha == 0.5)
        #expect(window.cornerRadius == 0 && window.styleRecord?.slots == [.init(keyPath: "backgroundColor")])
    }

    @Test func aNewTableRevertsWhatTheOldOneSetAndLeavesCodeAlone() throws {
        let adapter = StyleAdapter(
            table: try table(
                """
                rules:
                  - type: UILabel
                    set: { backgroundColor: "#FF0000", alpha: 0.5, textColor: "#000000" }
                """), appliers: mockAppliers)
        let label = UILabel()
        label.backgroundColor = Self.green  // set in code before Livery
        label.cornerRadius = 4  // set in code, never by Livery
        let window = UIView(label)
        adapter.style(window)
        #expect(label.backgroundColor == Self.red && label.alpha == 0.5 && label.textColor == .black)

        adapter.reload(
            try table(
                """
                rules:
                  - type: UILabel
                    set: { alpha: 0.8 }
                """))
        #expect(label.backgroundColor == Self.green)
        #expect(label.textColor == nil)
        #expect(label.alpha == 0.8)
        #expect(label.cornerRadius == 4)
        #expect(label.styleRecord?.slots == [.init(keyPath: "alpha")])

        adapter.reload(try table("rules: []"))
        #expect(label.alpha == 1 && label.styleRecord == nil)
    }

    @Test func aTraitChangeTheTableDoesNotDependOnRestylesNothing() throws {
        let adapter = StyleAdapter(
            table: try table(
                """
                rules:
                  - type: UIView
                    set: { alpha: 0.9 }
                  - type: UIView
                    when: { userInterfaceStyle: dark }
                    set: { backgroundColor: "#FF0000" }
                """), appliers: mockAppliers)
        #expect(adapter.traitDependencies == [.userInterfaceStyle])
        let child = UIView()
        let window = UIView(child)
        adapter.style(window)
        let writes = child.writes

        var previous = window.traits
        window.traits.displayScale = 3
        window.traits.preferredContentSizeCategory = .accessibilityLarge
        #expect(!adapter.traitsDidChange(window, previous: previous))
        #expect(child.writes == writes)

        previous = window.traits
        window.traits.userInterfaceStyle = .dark
        #expect(adapter.traitsDidChange(window, previous: previous))
        #expect(child.backgroundColor == Self.red)

        previous = window.traits
        window.traits.userInterfaceStyle = .light
        #expect(adapter.traitsDidChange(window, previous: previous))
        #expect(child.backgroundColor == nil && child.alpha == 0.9)
    }

    @Test func aViewJoiningAWindowIsStyledInPlace() throws {
        let adapter = StyleAdapter(
            table: try table(
                """
                rules:
                  - type: UILabel
                    inside: [UIButton]
                    set: { textColor: "#FF0000" }
                  - type: UIView
                    set: { tintColor: "#0000FF" }
                """), appliers: mockAppliers)
        let button = UIButton()
        let window = UIView(UIView(button))
        window.traits.userInterfaceStyle = .dark
        adapter.style(window)
        let label = UILabel()
        let before = window.writes
        button.addSubview(label)
        adapter.viewDidMoveToWindow(label)
        #expect(label.textColor == Self.red)
        #expect(window.writes == before)  // only the new view is styled
    }

    @Test func anAppAddsAppliersForItsOwnProperties() throws {
        let badge = PropertyApplier<UIView>(
            "badgeCount", on: BadgeView.self, get: { $0.badgeCount }, set: { $0.badgeCount = $1 },
            convert: { Double(resolved: $0.value).map { Int($0) } })
        let adapter = StyleAdapter(
            table: try table(
                """
                types:
                  BadgeView:
                    inherits: UIView
                    properties:
                      badgeCount: { type: number }
                rules:
                  - type: BadgeView
                    set: { badgeCount: 3 }
                """), appliers: mockAppliers + [badge])
        let view = BadgeView()
        adapter.style(UIView(view))
        #expect(view.badgeCount == 3)
    }

    /// A value the device cannot convert (a font it lacks) leaves the view's
    /// value alone, never writing nil, and is reported once however many
    /// views and re-stylings meet it.
    @Test func aFailedConversionLeavesTheValueAloneAndIsReportedOnce() throws {
        var failures: [ConversionFailure] = []
        let sheet = """
            rules:
              - type: UILabel
                set: { font: { size: 17, family: NoSuchFont } }
            """
        let adapter = StyleAdapter(table: try table(sheet), appliers: mockAppliers) { failures.append($0) }
        let first = UILabel()
        let second = UILabel()
        let window = UIView(first, second)
        adapter.style(window)
        adapter.style(window)
        #expect(first.fontFamily == "Original" && second.fontFamily == "Original")
        #expect(first.writes == 0, "nothing is written for a value that cannot be converted")
        #expect(failures == [ConversionFailure(keyPath: "font", value: "NoSuchFont")])
    }

    /// A reload whose value cannot be converted keeps what Livery set before
    /// rather than putting back the original: the view keeps its value.
    @Test func aFailedConversionAfterAGoodOneKeepsTheGoodOne() throws {
        let adapter = StyleAdapter(
            table: try table("rules:\n  - { type: UILabel, set: { font: { size: 17, family: Georgia } } }"), appliers: mockAppliers
        ) { _ in }
        let label = UILabel()
        let window = UIView(label)
        adapter.style(window)
        #expect(label.fontFamily == "Georgia")
        adapter.reload(try table("rules:\n  - { type: UILabel, set: { font: { size: 17, family: Missing } } }"))
        #expect(label.fontFamily == "Georgia")
        adapter.reload(try table("rules: []"))
        #expect(label.fontFamily == "Original", "a table that no longer sets it puts the original back")
    }

    /// Appliers run in the order given, whatever the properties' ids: a
    /// slider's range is set before its value, which UIKit clamps to it.
    @Test func appliersRunInTheOrderGiven() throws {
        var order: [String] = []
        func logging(_ key: PropertyKeys) -> PropertyApplier<UIView> {
            PropertyApplier(key.keyPath, on: UIView.self, get: { _ in 0.0 }, set: { _, _ in order.append(key.keyPath) }) {
                Double(resolved: $0.value)
            }
        }
        let sheet = "rules:\n  - { type: UIView, set: { layer.cornerRadius: 2, alpha: 0.5, layer.borderWidth: 1 } }"
        let adapter = StyleAdapter(
            table: try table(sheet), appliers: [logging(.layerBorderWidth), logging(.alpha), logging(.layerCornerRadius)])
        adapter.style(UIView())
        #expect(order == ["layer.borderWidth", "alpha", "layer.cornerRadius"])
    }
}
