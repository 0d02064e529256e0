// Appearance code in the shapes real apps write it, for `livery import`'s
// tests (AppearanceImporterTests). Read as text; not compiled.
import UIKit

enum Brand {
    static let ink = UIColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
    static let accent = #colorLiteral(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
    static let hairline = UIColor(white: 0, alpha: 0.2)
    static let radius: CGFloat = 12
}

extension UIColor {
    static let paper = UIColor(named: "Reader/Paper")!
    static let mist = UIColor(light: UIColor(hex: "#F2F4F7"), dark: .systemGray6)
}

final class GlowButton: UIButton {
    @objc dynamic var glowColor: UIColor?
    @objc dynamic var glowRadius: CGFloat = 0
}

final class CardView: UIView {}
final class ArticleViewController: UIViewController {}

final class AppearanceSetup {
    func apply() {
        // Proxies: plain, inside a view, inside a controller, for traits, held in a local.
        UIView.appearance().tintColor = Brand.accent
        UILabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = Brand.ink
        UILabel.appearance(whenContainedInInstancesOf: [ArticleViewController.self]).font = UIFont.preferredFont(forTextStyle: .body)
        UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemYellow
        let card = CardView.appearance()
        card.backgroundColor = .paper
        card.tintColor = .mist

        // State setters and text-attribute dictionaries.
        UIButton.appearance().setTitleColor(Brand.accent, for: .normal)
        UIButton.appearance().setTitleColor(Brand.accent.withAlphaComponent(0.5), for: .highlighted)
        UISegmentedControl.appearance().setTitleTextAttributes(
            [.font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.secondaryLabel], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).setTitleTextAttributes(
            [.foregroundColor: Brand.accent], for: .normal)
        UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
        UINavigationBar.appearance().shadowImage = UIImage()
        UINavigationBar.appearance().barTintColor = nil
        UITextField.appearance().font = UIFont(name: "Georgia", size: 15)!
        UIProgressView.appearance().progressTintColor = UIColor(red: 30 / 255, green: 111 / 255, blue: 217 / 255, alpha: 1)
        UIProgressView.appearance().trackTintColor = Brand.hairline

        // A bar appearance object built step by step and assigned to every slot.
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .paper
        bar.shadowColor = .clear
        bar.titleTextAttributes = [.foregroundColor: Brand.ink]
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
        UINavigationBar.appearance().compactAppearance = bar
        UINavigationBar.appearance().compactScrollEdgeAppearance = bar

        // One built by a helper, assigned to one slot.
        UITabBar.appearance().standardAppearance = makeTabBarAppearance()

        // The app's own class and properties.
        GlowButton.appearance().glowColor = UIColor(white: 1, alpha: 0.8)
        GlowButton.appearance().glowRadius = Brand.radius / 2

        if #available(iOS 13.0, *) {
            UISearchTextField.appearance().backgroundColor = .secondarySystemBackground
        } else {
            UITextField.appearance().backgroundColor = .white
        }
    }

    private func makeTabBarAppearance() -> UITabBarAppearance {
        let appearance = UITabBarAppearance()
        appearance.configureWithDefaultBackground()
        let item = UITabBarItemAppearance()
        item.normal.iconColor = .secondaryLabel
        item.selected.iconColor = Brand.accent
        appearance.stackedLayoutAppearance = item
        return appearance
    }
}
