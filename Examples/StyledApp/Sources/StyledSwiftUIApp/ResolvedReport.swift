#if os(Linux)
    import LiveryCore
    import LiverySwiftUI
    import SwiftUI
    import UIKit
    import LiveryUIKit

    /// What ContentView's `.style(…)` modifiers resolved, printed in the UIKit
    /// example's line format where the two overlap: ContentView is evaluated
    /// by the surface's renderer (Surface/SwiftUI, `StubRenderer`) as SwiftUI's
    /// graph would evaluate it, through LiverySwiftUI's modifiers, button
    /// style and toggle style, and each line reads the SwiftUI modifiers they
    /// applied (`background`, `shadow`, `foregroundColor`, `tint`).
    @MainActor struct ResolvedReport {
        let table: InvocationTable

        func print() {
            let styles = StyleStore(table: table)
            for scheme in [ColorScheme.light, .dark] {
                let name = scheme == .dark ? "dark" : "light"
                var environment = EnvironmentValues()
                environment.colorScheme = scheme
                let views = StubRenderer().render(ContentView().stylesheet(styles), in: environment)
                if let card = views.first(where: { "\(type(of: $0.view))".hasPrefix("VStack<") && $0.modifier("background") != nil }) {
                    Swift.print(line(name, card: card))
                    Swift.print(line(name, shadow: card))
                }
                if let title = text("Livery", in: views) {
                    let font = describe(title.modifier("font")?.first)
                    Swift.print("\(name): Text font \(font), color \(hex(title.modifier("foregroundColor")?.first))")
                }
                if let toggle = views.last(where: { $0.view is Toggle<ToggleStyleConfiguration.Label> }) {
                    Swift.print("\(name): switch onTintColor \(hex(toggle.modifier("tint")?.first))")
                }
            }
            Swift.print(buyButtonLine())
            // The system chrome a SwiftUI app draws with UIKit: its appearance proxies, from the same table.
            AppearanceProxies().apply(table)
            Swift.print("chrome: UINavigationBar barTintColor \(hex(UINavigationBar.appearance().barTintColor))")
        }

        func line(_ name: String, card: StubRenderedView) -> String {
            let background = card.modifier("background") ?? []
            let radius = (background.count > 1 ? background[1] as? RoundedRectangle : nil)?.cornerSize.width
            return "\(name): card \(hex(background.first)), radius \(radius.map { "\($0)" } ?? "none")"
        }

        func line(_ name: String, shadow card: StubRenderedView) -> String {
            guard let shadow = card.modifier("shadow"), shadow.count == 4 else { return "\(name): card shadow none" }
            return "\(name): card shadow \(hex(shadow[0])), radius \(shadow[1]), offset \(shadow[2]), \(shadow[3])"
        }

        /// The Buy button's title colour in light: normal, pressed, and disabled (`.disabled(true)` above it).
        func buyButtonLine() -> String {
            let styles = StyleStore(table: table)
            let states: [(pressed: Bool, disabled: Bool)] = [(false, false), (true, false), (false, true)]
            let colors = states.map { state -> String in
                let screen = ContentView().stylesheet(styles).disabled(state.disabled)
                let views = StubRenderer(pressesButtons: state.pressed).render(screen)
                return hex(text("Buy", in: views)?.modifier("foregroundColor")?.first)
            }
            return "light: BuyButton titleColor normal \(colors[0]), highlighted \(colors[1]), disabled \(colors[2])"
        }

        func text(_ content: String, in views: [StubRenderedView]) -> StubRenderedView? {
            views.first { ($0.view as? Text)?.stubContent == content }
        }

        /// A SwiftUI colour's (or a UIKit colour's) components as `#RRGGBBAA`.
        func hex(_ value: Any?) -> String {
            let byte = { (unit: Double) in UInt8(max(0, min(255, (unit * 255).rounded()))) }
            if let color = value as? SwiftUI.Color {
                return LiveryCore.Color(
                    red: byte(color.stubRed), green: byte(color.stubGreen), blue: byte(color.stubBlue), alpha: byte(color.stubOpacity)
                ).hex
            }
            if let color = value as? UIColor {
                var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return "?" }
                return LiveryCore.Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a)).hex
            }
            return "none"
        }

        func describe(_ font: Any?) -> String {
            guard let font = font as? SwiftUI.Font else { return "none" }
            switch font.stubMaking {
            case .system(let style): return "\(style)"
            case .systemSize(let size, _): return "system \(size)"
            case .custom(let name, let size, _), .customFixed(let name, let size): return "\(name) \(size)"
            }
        }
    }
#endif
