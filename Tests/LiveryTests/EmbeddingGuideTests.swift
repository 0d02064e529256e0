import Testing
import Livery

// The code of Docs/Embedding.md, compiled and run so the guide cannot rot.
// Keep the two in step.

// MARK: - Docs/Embedding.md, step 1

/// The app's own view objects.
final class AppView {
    let className: String
    var subviews: [AppView]
    var name: String?
    var isPressed = false
    var backgroundColor: Color?
    var cornerRadius = 0.0

    init(_ className: String, name: String? = nil, _ subviews: AppView...) {
        self.className = className
        self.name = name
        self.subviews = subviews
    }
}

extension AppView: StylableNode {
    var styleTypeName: String { className }
    var styleChildren: [AppView] { subviews }
    var styleID: String? { name }
    var styleState: ControlState { isPressed ? .highlighted : .normal }

    /// Everything a stylesheet does not set goes back to its default, so
    /// re-styling with a new stylesheet undoes what the old one set.
    func applyStyle(_ style: ResolvedStyle) {
        let layer = LayerAppearance(style)  // typed, with the schema's defaults
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius
    }
}

// MARK: - Docs/Embedding.md, steps 2–5

func styleTheApp(stylesheet: String, then newStylesheet: String) throws -> AppView? {
    // 2. Register the app's classes: the same registry a stylesheet's `types:` fills.
    var registry = TypeRegistry.builtIn
    try registry.register(
        TypeSpec(
            name: "CardView", superclass: "UIView",
            properties: [
                PropertySpec("elevation", .enumeration(["flat", "raised"]), default: .enumCase("flat"))
            ]))

    // 3. Compile the stylesheet (once; a Resolver indexes it once too).
    let (table, diagnostics) = StylesheetCompiler.compile(source: stylesheet, path: "App.style.yaml", registry: registry)
    guard let table else {
        for diagnostic in diagnostics { print(diagnostic) }
        return nil
    }

    // 4. Resolve and apply, in the window's traits.
    var root = AppView("UIView", AppView("CardView", name: "card", AppView("UIButton", name: "ok")))
    var traits = TraitCollection()
    traits.userInterfaceStyle = .dark
    Resolver(table: table).apply(to: &root, traits: traits)

    // 5. Re-style live: compile the edited stylesheet and apply it again.
    if let edited = StylesheetCompiler.compile(source: newStylesheet, path: "App.style.yaml", registry: registry).table {
        Resolver(table: edited).apply(to: &root, traits: traits)
    }
    return root
}

// MARK: -

@Suite struct EmbeddingGuideTests {
    @Test func theGuidesCodeStylesAndRestylesAnAppsOwnViews() throws {
        let first = """
            livery: 1
            rules:
              - type: CardView
                set: { backgroundColor: { light: "#FFFFFF", dark: "#1C1C1E" }, layer.cornerRadius: 12 }
            """
        let second = """
            livery: 1
            rules:
              - type: UIButton
                inside: [CardView]
                set: { backgroundColor: systemBlue }
            """
        let root = try #require(try styleTheApp(stylesheet: first, then: second))
        let card = root.subviews[0]
        #expect(card.backgroundColor == nil)
        #expect(card.cornerRadius == 0)
        #expect(card.subviews[0].backgroundColor == Color(red: 10, green: 132, blue: 255))

        let once = try #require(try styleTheApp(stylesheet: first, then: "not: a stylesheet"))
        #expect(once.subviews[0].backgroundColor == Color(red: 28, green: 28, blue: 30))
        #expect(once.subviews[0].cornerRadius == 12)
    }
}
