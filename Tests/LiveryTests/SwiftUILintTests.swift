import Testing

@testable import Livery
@testable import LiveryCore

/// `livery lint --swiftui` (`not-in-swiftui`): what a stylesheet shared with
/// SwiftUI views sets that no SwiftUI view wears, or that UIAppearance, the
/// only way to SwiftUI's own bars, does not take.
@Suite struct SwiftUILintTests {
    static let stylesheet = """
        livery: 1
        types:
          CardView: { inherits: UIView }
          AppNavBar: { inherits: UINavigationBar }
        rules:
          - { type: UISwitch, set: { onTintColor: green, thumbTintColor: white } }
          - { type: UILabel, set: { textColor: label, lineHeightMultiple: 1.2 } }
          - { type: CardView, set: { backgroundColor: white, layer.cornerRadius: 12 } }
          - { type: UIStackView, set: { spacing: 8 } }
          - { type: UINavigationBar, set: { barTintColor: white, titleTextAttributes.foregroundColor: label } }
          - { type: UINavigationBar, class: modal, set: { barTintColor: black } }
          - { type: UITabBar, set: { isTranslucent: false } }
          - { type: UISegmentedControl, set: { selectedSegmentTintColor: white } }
          - { type: UISegmentedControl, inside: [CardView], set: { selectedSegmentTintColor: red } }
          - { type: AppNavBar, set: { barTintColor: white } }
        """

    static func lint(swiftUI: Bool) -> [Diagnostic] {
        StylesheetCompiler.compile(path: "/tmp/app.style.yaml", text: Array(stylesheet.utf8), registry: .builtIn, limits: .default, swiftUI: swiftUI)
            .diagnostics
    }

    @Test func whatDoesNotReachSwiftUIIsReportedWhereItIsSet() {
        let found = Self.lint(swiftUI: true).filter { $0.code == .notInSwiftUI }
        #expect(
            found.map { "\($0.location.line): \($0.message)" } == [
                "6: thumbTintColor does not reach SwiftUI views: LiverySwiftUI has no SwiftUI modifier for it on a view standing for UISwitch",
                "7: lineHeightMultiple does not reach SwiftUI views: LiverySwiftUI has no SwiftUI modifier for it on a view standing for UILabel",
                "11: SwiftUI's UINavigationBar is styled only through UIAppearance, which takes rules that name just the type; this rule's class: keeps it from SwiftUI",
                "12: isTranslucent does not reach SwiftUI views: UITabBar's header does not mark it UI_APPEARANCE_SELECTOR, so its appearance proxy, the only way to SwiftUI's, does not take it",
                "14: selectedSegmentTintColor does not reach SwiftUI views: LiverySwiftUI has no SwiftUI modifier for it on a view standing for UISegmentedControl",
                "15: a rule for AppNavBar reaches no SwiftUI bar: SwiftUI's bars are styled only through UINavigationBar's own appearance proxy",
            ])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func itRunsOnlyWhenAsked() {
        #expect(!Self.lint(swiftUI: false).contains { $0.code == .notInSwiftUI })
    }
}
