import Testing
@testable import Livery
@testable import LiveryCore

/// The plugin's style names: a static per declared type and per style class
/// the rules use, once across the target's stylesheets, and a warning where
/// two names would be the same Swift identifier.
@Suite struct StyleNameAccessorsTests {
    static func table(_ source: String, _ path: String) throws -> (file: String, table: InvocationTable) {
        let (table, diagnostics) = StylesheetCompiler.compile(source: source, path: path)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        return (path, try #require(table))
    }

    static let app = """
        livery: 1
        types:
          CardView: { inherits: UIView }
          URLCell: { inherits: UITableViewCell }
        rules:
          - { type: CardView, class: elevated, set: { layer.cornerRadius: 12 } }
          - { type: UIButton, class: [primary, wide-button], set: { tintColor: red } }
        """

    static let other = """
        livery: 1
        rules:
          - { type: UILabel, class: primary, set: { textColor: blue } }
          - { type: UILabel, class: wideButton, set: { textColor: blue } }
          - { type: UILabel, class: default, set: { textColor: blue } }
        """

    @Test func eachDeclaredTypeAndClassHasOneStatic() throws {
        let (source, diagnostics) = StyleNameAccessors.source(for: [try Self.table(Self.app, "/app/App.style.yaml"), try Self.table(Self.other, "/app/Other.style.yaml")])
        #expect(source.contains("static let cardView = StyleType(\"CardView\")"))
        #expect(source.contains("static let urlCell = StyleType(\"URLCell\")"))
        #expect(source.contains("static let elevated = StyleClass(\"elevated\")"))
        #expect(source.contains("static let wideButton = StyleClass(\"wide-button\")"))
        #expect(source.contains("static let `default` = StyleClass(\"default\")"))
        // `primary` is used by both files: one static.
        #expect(source.components(separatedBy: "static let primary ").count == 2)
        // UIKit's own classes are StyleType's built-in statics, not generated.
        #expect(!source.contains("StyleType(\"UIButton\")"))
        #expect(source.contains("/// The type `CardView` (App.style.yaml:3)."))
        // `wideButton` in Other would be the same static as `wide-button` in App.
        let clash = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(clash.code == .styleNameClash && clash.severity == .warning)
        #expect(clash.location.file == "/app/Other.style.yaml" && clash.location.line == 4)
        #expect(clash.message == "'wideButton' and 'wide-button' would both be StyleClass.wideButton; only 'wide-button' has a static")
    }

    @Test func aTypeNamedAsABuiltInStaticIsReported() throws {
        let source = """
            livery: 1
            types:
              Label: { inherits: UILabel }
              SwiftUIClasses: { inherits: UIView }
            rules: []
            """
        let (generated, diagnostics) = StyleNameAccessors.source(for: [try Self.table(source, "/app/A.style.yaml")])
        #expect(!generated.contains("StyleType(\"Label\")") && !generated.contains("StyleType(\"SwiftUIClasses\")"))
        #expect(
            Set(diagnostics.map(\.message)) == [
                "'Label' would be StyleType.label, which Livery declares already; it has no static of its own",
                "'SwiftUIClasses' would be StyleType.swiftUIClasses, which Livery declares already; it has no static of its own",
            ])
    }

    @Test func identifiersAreLowerCamelCase() {
        #expect(StylesheetAccessor.identifier(for: "CardView") == "cardView")
        #expect(StylesheetAccessor.identifier(for: "URLCell") == "urlCell")
        #expect(StylesheetAccessor.identifier(for: "UI") == "ui")
        #expect(StylesheetAccessor.identifier(for: "order-summary") == "orderSummary")
        #expect(StylesheetAccessor.identifier(for: "2up") == "_2up")
        #expect(StylesheetAccessor.identifier(for: "_") == "`_`")
        #expect(StylesheetAccessor.identifier(forFile: "/a/Showcase.style.yaml") == "showcase")
        // A file's accessor keeps the name it always had.
        #expect(StylesheetAccessor.identifier(forFile: "/a/URLCells.style.yaml") == "uRLCells")
    }
}
