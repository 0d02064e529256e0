import LiveryCore

// Stand-ins for UIKit's classes, so the example runs anywhere; an iOS app
// uses LiveryUIKit's StyleAdapter on its real views instead.

@MainActor class UIView {
    let subviews: [UIView]
    let classes: [String]
    var style = ResolvedStyle()

    init(classes: [String] = [], _ subviews: UIView...) {
        self.classes = classes
        self.subviews = subviews
    }
}

@MainActor class UIButton: UIView {}
@MainActor class UILabel: UIView {}

/// The app's own button: the stylesheet's `UIButton` rules reach it, as
/// UIAppearance's do a subclass.
@MainActor final class BuyButton: UIButton {}

extension UIView: @MainActor StylableNode {
    var styleChildren: [UIView] { subviews }
    var styleClasses: [String] { classes }
    func applyStyle(_ style: ResolvedStyle) { self.style = style }
}

@MainActor func main() throws {
    // The table the plugin compiled from App.style.yaml (and Palette.style.yaml) at build time.
    let table = try LiveryStylesheets.app.table()
    let resolver = Resolver(table: table)
    let title = UILabel()
    let buy = BuyButton(title)
    var card: UIView = UIView(classes: ["card"], buy)

    print("re-style on: " + table.traitDependencies.sorted().map(\.rawValue).joined(separator: ", "))
    for style in [TraitCollection.UserInterfaceStyle.light, .dark] {
        var traits = TraitCollection()
        traits.userInterfaceStyle = style
        resolver.apply(to: &card, traits: traits)
        let background = card.style[.backgroundColor].map(\.hex) ?? "none"
        let titleColors = buy.style.slots(.titleColor).sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\(buy.style.name($0.key)) \(Color(resolved: $0.value.value)?.hex ?? "?")" }
        let font = title.style[.font].map { "\($0.family) \($0.size)" } ?? "default"
        print("\(style): card \(background), radius \(card.style[.layerCornerRadius] ?? 0)")
        print("\(style): BuyButton as \(buy.style.schema.typeName): titleColor \(titleColors.joined(separator: ", "))")
        print("\(style): title font \(font)")
    }
}

try MainActor.assumeIsolated { try main() }
