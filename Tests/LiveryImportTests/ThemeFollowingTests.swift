import Foundation
import Livery
import Testing

@testable import LiveryImport

/// A value taken from the theme object the user picks at run time, where the
/// code fixes the themes (Docs/Import.md, "Themes the user picks"): a trait of
/// the stylesheet's own, a value per theme; what does not follow is reported
/// with the name evaluation stopped at.
@Suite struct ThemeFollowingTests {
    let sources = SourceFolder("livery-themes")

    func run() -> AppearanceImporter.Result {
        AppearanceImporter.run(.init(paths: [sources.path], output: sources.path + "/Out/App.style.yaml"))
    }

    func call(_ result: AppearanceImporter.Result, _ file: String, _ line: Int) throws -> AppearanceImporter.Call {
        try #require(result.calls.first { $0.file.hasSuffix("/" + file) && $0.line == line }, "no call at \(file):\(line)")
    }

    /// The stylesheet's lines, trimmed, comments left out.
    func lines(_ result: AppearanceImporter.Result) -> [String] {
        result.stylesheet.split(separator: "\n").map { line in
            let code = line.range(of: "  # ").map { line[..<$0.lowerBound] } ?? line
            return code.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The `set:` lines of the rule for `type` with `when`, in the stylesheet's text.
    func rule(_ result: AppearanceImporter.Result, _ type: String, when: String? = nil) -> [String] {
        let all = lines(result)
        var found: [String] = []
        var index = 0
        while index < all.count {
            guard all[index] == "- type: \(type)" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < all.count, !all[end].hasPrefix("- type:"), all[end] != "" { end += 1 }
            let body = Array(all[(index + 1)..<end])
            let condition = body.first { $0.hasPrefix("when:") }
            if condition == when.map({ "when: { \($0) }" }) { found += body.filter { $0 != "set:" && !$0.hasPrefix("when:") && !$0.hasPrefix("inside:") } }
            index = end
        }
        return found
    }

    // MARK: Static instances made by an initializer

    static let palettes = """
        import UIKit
        final class ColorPalette: NSObject {
            let isDark: Bool
            let accent: UIColor
            let text: UIColor
            init(isDark: Bool, accent: UIColor, text: UIColor) {
                self.isDark = isDark
                self.accent = accent
                self.text = text
            }
        }
        let brightPalette = ColorPalette(isDark: false, accent: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), text: .black)
        let darkPalette = ColorPalette(isDark: true, accent: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), text: .white)
        final class PresentationTheme: NSObject {
            static let brightTheme = PresentationTheme(colors: brightPalette)
            static let darkTheme = PresentationTheme(colors: darkPalette)
            static var current: PresentationTheme = { PresentationTheme.respective() }()
            let colors: ColorPalette
            init(colors: ColorPalette) {
                self.colors = colors
            }
            var isDark: Bool { return colors.isDark }
        }
        final class AppearanceManager {
            class func setupAppearance(theme: PresentationTheme = PresentationTheme.current) {
                UISwitch.appearance().onTintColor = theme.colors.accent
                UILabel.appearance().textColor = theme.colors.text
                UITextField.appearance().keyboardAppearance = theme.isDark ? .dark : .light
            }
        }

        """

    @Test func staticInstancesMadeByAnInitializerBecomeATraitWithARulePerTheme() throws {
        sources.write("Theme.swift", Self.palettes)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("presentationTheme: { values: [brightTheme, darkTheme], default: brightTheme }"))
        // The same value in every theme: one rule, no trait condition.
        #expect(rule(result, "UISwitch") == ["onTintColor: accent"])
        #expect(lines(result).contains("accent: \"#FF8000\""))
        // The value of the default theme in the plain rule; the other theme's in its own.
        #expect(rule(result, "UILabel") == ["textColor: text"])
        #expect(rule(result, "UILabel", when: "presentationTheme: darkTheme") == ["textColor: text2"])
        #expect(lines(result).contains("text: black"))
        #expect(lines(result).contains("text2: white"))
        // A computed property read through the instance, deciding a choice.
        #expect(rule(result, "UITextField") == ["keyboardAppearance: light"])
        #expect(rule(result, "UITextField", when: "presentationTheme: darkTheme") == ["keyboardAppearance: dark"])
        for line in [26, 27, 28] { #expect(try call(result, "Theme.swift", line).status == .converted) }
    }

    // MARK: Types conforming to a theme protocol

    static let protocols = """
        import UIKit
        public protocol Theme {
            var isDark: Bool { get }
            var background: UIColor { get }
            var tint: UIColor { get }
            var badge: UIColor { get }
        }
        public protocol DarkTheme: Theme {}
        extension Theme {
            public var isDark: Bool { return false }
            public var background: UIColor { return UIColor.white }
            public var tint: UIColor { return UIColor.systemPurple }
            public var badge: UIColor { return tint }
        }
        extension DarkTheme {
            public var isDark: Bool { return true }
            public var background: UIColor { return UIColor.black }
        }
        public struct DefaultTheme: Theme {}
        public struct GreenTheme: Theme {
            public var tint: UIColor { return UIColor.systemGreen }
        }
        public struct DefaultDarkTheme: DarkTheme {}
        public struct CustomTheme: Theme {
            init(baseColor: UIColor) { tint = baseColor }
            public var tint: UIColor
        }
        public class ThemeService {
            public var theme: Theme = DefaultTheme()
            func applyTheme() {
                UITableView.appearance().backgroundColor = theme.background
                UITabBarItem.appearance().badgeColor = theme.badge
                if theme.isDark {
                    UISearchBar.appearance().barStyle = .black
                } else {
                    UISearchBar.appearance().barStyle = .default
                }
            }
        }

        """

    @Test func conformingTypesOverridesAndExtensionDefaultsAreFollowedPerTheme() throws {
        sources.write("Theme.swift", Self.protocols)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        // The stored property's initial value is the default; a theme made from a run-time value is not a value.
        #expect(lines(result).contains("theme: { values: [DefaultTheme, GreenTheme, DefaultDarkTheme], default: DefaultTheme }"))
        // A protocol extension's default, the more specific protocol's first.
        #expect(rule(result, "UITableView") == ["backgroundColor: background"])
        #expect(rule(result, "UITableView", when: "theme: DefaultDarkTheme") == ["backgroundColor: background2"])
        #expect(lines(result).contains("background: white"))
        #expect(lines(result).contains("background2: black"))
        // A computed property naming another member (`badge` is `tint`) reads the instance's own, overridden in GreenTheme.
        #expect(rule(result, "UITabBarItem") == ["badgeColor: badge"])
        #expect(rule(result, "UITabBarItem", when: "theme: GreenTheme") == ["badgeColor: badge2"])
        let badge = try call(result, "Theme.swift", 32)
        #expect(badge.status == .converted)
        #expect(badge.reason?.contains("CustomTheme") == true)
        // A branch on the theme: each side written for the themes that take it.
        #expect(rule(result, "UISearchBar", when: "theme: DefaultDarkTheme") == ["barStyle: black"])
        #expect(rule(result, "UISearchBar", when: "theme: DefaultTheme") == ["barStyle: default"])
        #expect(rule(result, "UISearchBar", when: "theme: GreenTheme") == ["barStyle: default"])
        #expect(rule(result, "UISearchBar").isEmpty)
        for line in [31, 32, 34, 36] { #expect(try call(result, "Theme.swift", line).status == .converted) }
    }

    /// A theme picked from a list by an index the user's defaults store starts at the element the getter gives
    /// when nothing is stored yet, not at a guess.
    @Test func aThemeListIndexedByAStoredSettingStartsWhereNothingIsStored() throws {
        sources.write(
            "Themes.swift",
            """
            import UIKit
            protocol Theme { var tint: UIColor { get } }
            struct DarkTheme: Theme { var tint: UIColor { .blue } }
            struct GreenTheme: Theme { var tint: UIColor { .green } }
            struct AmberTheme: Theme { var tint: UIColor { .orange } }
            final class ThemeManager {
                let themes: [Theme] = [DarkTheme(), GreenTheme(), AmberTheme()]
                var themeIndex: Int {
                    get {
                        if let index = UserDefaults.standard.object(forKey: "theme") as? NSNumber {
                            return min(themes.count - 1, index.intValue)
                        }
                        return 1
                    }
                    set { UserDefaults.standard.set(newValue, forKey: "theme") }
                }
                func activate() { activate(themes[themeIndex]) }
                func next() { themeIndex += 1; activate(themes[themeIndex]) }
                func activate(_ theme: Theme) {
                    UINavigationBar.appearance().tintColor = theme.tint
                }
            }

            """)
        let result = run()
        #expect(lines(result).contains("theme: { values: [DarkTheme, GreenTheme, AmberTheme], default: GreenTheme }"))
        let call = try call(result, "Themes.swift", 20)
        #expect(call.status == .converted)
        #expect(call.reason == nil, "the start is known, not a guess: \(call.reason ?? "")")
    }

    @Test func memberwiseStructsAndClassOverridesAreFollowed() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            struct Palette {
                var tint: UIColor
            }
            class BaseTheme {
                var palette: Palette { return Palette(tint: .systemRed) }
                var bar: UIColor { return .white }
            }
            class NightTheme: BaseTheme {
                override var palette: Palette { return Palette(tint: .systemBlue) }
            }
            final class Appearance {
                static func apply(_ theme: BaseTheme) {
                    UISlider.appearance().minimumTrackTintColor = theme.palette.tint
                    UIToolbar.appearance().barTintColor = theme.bar
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("baseTheme: { values: [BaseTheme, NightTheme], default: BaseTheme }"))
        #expect(rule(result, "UISlider") == ["minimumTrackTintColor: tint"])
        #expect(rule(result, "UISlider", when: "baseTheme: NightTheme") == ["minimumTrackTintColor: tint2"])
        #expect(rule(result, "UIToolbar") == ["barTintColor: bar"])
    }

    @Test func aPlainValueAnotherCallSetsIsNotOutrankedByAThemesOwnRule() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            final class Skin {
                static let day = Skin(tint: .systemRed)
                static let night = Skin(tint: .systemBlue)
                let tint: UIColor
                init(tint: UIColor) { self.tint = tint }
            }
            func apply(skin: Skin) {
                UISwitch.appearance().onTintColor = skin.tint
                UISwitch.appearance().thumbTintColor = skin.tint
            }
            func later() {
                UISwitch.appearance().onTintColor = .systemGreen
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        let themed = try call(result, "Theme.swift", 9)
        #expect(themed.status == .notConverted)
        #expect(themed.stoppedAt == "onTintColor")
        #expect(try call(result, "Theme.swift", 13).status == .notConverted)
        #expect(!result.stylesheet.contains("onTintColor"))
        // The other property of the themed call is written per theme.
        #expect(rule(result, "UISwitch", when: "skin: night") == ["thumbTintColor: tint2"])
    }

    @Test func aPlainValueSetLaterReplacesEveryThemesOwn() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            final class Skin {
                static let day = Skin(tint: .systemRed)
                static let night = Skin(tint: .systemBlue)
                let tint: UIColor
                init(tint: UIColor) { self.tint = tint }
            }
            func apply(skin: Skin) {
                UISwitch.appearance().onTintColor = skin.tint
                UISwitch.appearance().onTintColor = .systemGreen
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(rule(result, "UISwitch") == ["onTintColor: systemGreen"])
        #expect(rule(result, "UISwitch", when: "skin: night").isEmpty)
        #expect(try call(result, "Theme.swift", 9).status == .obsolete)
    }

    @Test func aPlainCallAndAThemedCallInOneFunctionKeepTheirOrder() throws {
        sources.write(
            "Order.swift",
            """
            import UIKit
            enum Mode { case light, dark, sepia }
            final class Styler {
                var mode: Mode = .light
                func apply() {
                    UINavigationBar.appearance().tintColor = .green
                    switch mode { case .dark: UINavigationBar.appearance().tintColor = .red; default: break }
                    switch mode { case .dark: UITabBar.appearance().tintColor = .red; default: break }
                    UITabBar.appearance().tintColor = .green
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        // The theme's own value, set later, outranks the earlier plain one.
        #expect(try call(result, "Order.swift", 6).status == .converted)
        #expect(try call(result, "Order.swift", 7).status == .converted)
        #expect(rule(result, "UINavigationBar").count == 1)
        #expect(rule(result, "UINavigationBar", when: "mode: dark").count == 1)
        // A plain value set later replaces the theme's own.
        #expect(try call(result, "Order.swift", 8).status == .obsolete)
        #expect(try call(result, "Order.swift", 9).status == .converted)
        #expect(rule(result, "UITabBar").count == 1)
        #expect(rule(result, "UITabBar", when: "mode: dark").isEmpty)
    }

    @Test func aSwitchOnAStoredEnumThemeIsWrittenPerCase() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            enum AppTheme { case light, dark, sepia }
            final class ThemeManager {
                var current: AppTheme = .dark
                func apply() {
                    switch current {
                    case .light, .sepia:
                        UINavigationBar.appearance().barStyle = .default
                    case .dark:
                        UINavigationBar.appearance().barStyle = .black
                    }
                }
            }
            func styleSwitch(mode: AppTheme) {
                switch mode {
                case .dark: UISwitch.appearance().onTintColor = .systemRed
                default: break
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("appTheme: { values: [light, dark, sepia], default: dark }"))
        #expect(rule(result, "UINavigationBar", when: "appTheme: light") == ["barStyle: default"])
        #expect(rule(result, "UINavigationBar", when: "appTheme: sepia") == ["barStyle: default"])
        #expect(rule(result, "UINavigationBar", when: "appTheme: dark") == ["barStyle: black"])
        #expect(rule(result, "UINavigationBar").isEmpty)
        // An enum passed to a function is its caller's choice: not followed.
        let given = try call(result, "Theme.swift", 16)
        #expect(given.status == .notConverted)
        #expect(given.stoppedAt == "mode")
    }

    /// A type's static property declared of an enum and computed where it is read (the
    /// user's defaults) is the theme object; one with a value written is that value.
    @Test func aStaticPropertyComputedFromTheUsersSettingsIsTheTheme() throws {
        sources.write(
            "Defaults.swift",
            """
            import UIKit
            enum Palette: Int { case automatic, light, dark }
            enum Density { case compact, regular }
            final class AppDefaults {
                static var palette: Palette {
                    get { Palette(rawValue: UserDefaults.standard.integer(forKey: "palette")) ?? .automatic }
                    set { UserDefaults.standard.set(newValue.rawValue, forKey: "palette") }
                }
                static var density: Density = .compact
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func updateStyle() {
                    switch AppDefaults.palette {
                    case .automatic: window?.overrideUserInterfaceStyle = .unspecified
                    case .light: window?.overrideUserInterfaceStyle = .light
                    case .dark: window?.overrideUserInterfaceStyle = .dark
                    }
                    switch AppDefaults.density {
                    case .compact: UISwitch.appearance().onTintColor = .systemRed
                    default: UISwitch.appearance().onTintColor = .systemGreen
                    }
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("palette: { values: [automatic, light, dark], default: automatic }"))
        #expect(rule(result, "UIWindow", when: "palette: dark") == ["overrideUserInterfaceStyle: dark"])
        #expect(rule(result, "UIWindow", when: "palette: automatic") == ["overrideUserInterfaceStyle: unspecified"])
        #expect(try call(result, "Defaults.swift", 15).reason?.contains("is a guess") == true)
        // A theme written out is a named value: the switch on it is not followed.
        #expect(try call(result, "Defaults.swift", 20).status == .notConverted)
    }

    /// An enum theme whose computed members switch on `self`: read through a stored theme, through a
    /// function choosing the user's theme (`ThemeManager.currentTheme()`), and through a parameter a caller
    /// passes that function's value; the case it returns when nothing is stored is the one the app starts with.
    @Test func anEnumThemeChosenByAFunctionIsFollowedThroughItsMembers() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            enum Theme: Int {
                case normal, dark, coral
                var barStyle: UIBarStyle {
                    switch self {
                    case .normal, .coral: return .default
                    case .dark: return .black
                    }
                }
                var tint: UIColor {
                    switch self {
                    case .normal: return .systemBlue
                    case .dark: return .white
                    case .coral: return .systemPink
                    }
                }
                var barTint: UIColor {
                    switch self {
                    case .dark: return .black
                    default: return tint
                    }
                }
            }
            struct ThemeManager {
                static func applyTheme(theme: Theme) {
                    UINavigationBar.appearance().barStyle = theme.barStyle
                    UITabBar.appearance().barTintColor = theme.barTint
                    UISwitch.appearance().onTintColor = ThemeManager.currentTheme().tint
                    UITableViewCell.appearance().selectionColor = theme.tint
                }
                static func currentTheme() -> Theme {
                    if UserDefaults.standard.object(forKey: "theme") == nil {
                        return .coral
                    }
                    guard let stored = Theme(rawValue: UserDefaults.standard.integer(forKey: "theme")) else { return .normal }
                    return stored
                }
            }
            final class Launch {
                func start() { ThemeManager.applyTheme(theme: ThemeManager.currentTheme()) }
                func pick(_ themes: [Theme], _ row: Int) { ThemeManager.applyTheme(theme: themes[row]) }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("theme: { values: [normal, dark, coral], default: coral }"))
        #expect(rule(result, "UINavigationBar") == ["barStyle: default"])
        #expect(rule(result, "UINavigationBar", when: "theme: dark") == ["barStyle: black"])
        // `default: return tint`: the getter read bare is the case's own.
        #expect(rule(result, "UITabBar", when: "theme: normal") == ["barTintColor: systemBlue"])
        #expect(rule(result, "UITabBar") == ["barTintColor: systemPink"])
        #expect(rule(result, "UITabBar", when: "theme: dark") == ["barTintColor: black"])
        #expect(rule(result, "UISwitch", when: "theme: dark") == ["onTintColor: white"])
        for line in [26, 27, 28] {
            let converted = try call(result, "Theme.swift", line)
            #expect(converted.status == .converted)
            #expect(converted.reason == nil)
        }
        // A property the schema lacks is every theme's: the reason names no theme.
        #expect(try call(result, "Theme.swift", 29).reason == "UITableViewCell has no property 'selectionColor' in Livery's schema")

        // Returning two cases written out, with no test of nothing stored: the first, as a guess.
        sources.write(
            "Theme.swift",
            (try String(contentsOfFile: sources.path + "/Theme.swift", encoding: .utf8))
                .replacingOccurrences(of: "if UserDefaults.standard.object(forKey: \"theme\") == nil {", with: "if UserDefaults.standard.bool(forKey: \"x\") {"))
        let guessed = run()
        #expect(lines(guessed).contains("theme: { values: [normal, dark, coral], default: coral }"))
        #expect(try call(guessed, "Theme.swift", 26).reason?.contains("default, coral, is a guess") == true)
    }

    /// A theme class whose instances are made by its class functions (`Theme.dark()`) and by its own
    /// defaults (`Theme.init()`), held by a singleton the launch reads (`ThemeManager.shared.theme`).
    @Test func aSingletonsThemeMadeByFactoriesIsFollowedPerTheme() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            class Theme {
                let toolbar: UIColor
                let keyboardLook: UIKeyboardAppearance
                init(toolbar: UIColor = .white, keyboardLook: UIKeyboardAppearance = .default) {
                    self.toolbar = toolbar
                    self.keyboardLook = keyboardLook
                }
                class func dark() -> Theme {
                    return Theme(toolbar: .black, keyboardLook: .dark)
                }
            }
            final class ThemeManager: NSObject {
                static let shared = ThemeManager()
                var theme: Theme
                private override init() {
                    guard UserDefaults.standard.string(forKey: "theme") == "Dark" else {
                        self.theme = Theme.init()
                        super.init()
                        return
                    }
                    self.theme = Theme.dark()
                    super.init()
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UIToolbar.appearance().barTintColor = ThemeManager.shared.theme.toolbar
                    UITextField.appearance().keyboardAppearance = ThemeManager.shared.theme.keyboardLook
                    App.theme = Factory.makeTheme()
                    UISwitch.appearance().onTintColor = App.theme.toolbar
                    return true
                }
            }
            enum App { static var theme: Theme! }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("theme: { values: [default, dark], default: default }"))
        #expect(rule(result, "UIToolbar") == ["barTintColor: toolbar"])
        #expect(rule(result, "UIToolbar", when: "theme: dark") == ["barTintColor: toolbar2"])
        #expect(lines(result).contains("toolbar2: black"))
        #expect(rule(result, "UITextField", when: "theme: dark") == ["keyboardAppearance: dark"])
        let converted = try call(result, "Theme.swift", 28)
        #expect(converted.status == .converted)
        #expect(converted.reason?.contains("default, default, is a guess") == true)
        // A stored static property launch code assigns (a factory per build target) holds a theme the files do not choose.
        let assigned = try call(result, "Theme.swift", 31)
        #expect(assigned.status == .notConverted)
        #expect(assigned.stoppedAt == "App.theme")
    }

    @Test func theDefaultThemeOfAParameterIsTheOneItsCallersPassOrItsDefault() throws {
        let theme = "struct Theme { let tint: UIColor; static let light = Theme(tint: .red); static let dark = Theme(tint: .blue) }\n"
        sources.write(
            "Passed.swift",
            "import UIKit\n" + theme
                + "func style(_ theme: Theme) { UINavigationBar.appearance().tintColor = theme.tint }\nfunc launch() { style(Theme.dark) }\n")
        var result = run()
        #expect(lines(result).contains("theme: { values: [light, dark], default: dark }"))
        #expect(try call(result, "Passed.swift", 3).reason == nil)

        sources.write(
            "Passed.swift",
            "import UIKit\n" + theme
                + "func style(_ theme: Theme = .dark) { UINavigationBar.appearance().tintColor = theme.tint }\nfunc launch() { style() }\n")
        result = run()
        #expect(lines(result).contains("theme: { values: [light, dark], default: dark }"))

        // No caller and no default: the first instance, with a caution that it is a guess.
        sources.write("Passed.swift", "import UIKit\n" + theme + "func style(_ theme: Theme) { UINavigationBar.appearance().tintColor = theme.tint }\n")
        result = run()
        #expect(lines(result).contains("theme: { values: [light, dark], default: light }"))
        let guessed = try call(result, "Passed.swift", 3)
        #expect(guessed.status == .converted)
        #expect(guessed.reason?.contains("default, light, is a guess") == true)
    }

    @Test func whatFollowsABranchOnTheThemeThatReturnsIsWrittenForTheOtherThemesOnly() throws {
        sources.write(
            "Early.swift",
            """
            import UIKit
            struct Theme { let tint: UIColor; let isDark: Bool; static let light = Theme(tint: .red, isDark: false); static let dark = Theme(tint: .blue, isDark: true) }
            enum Mode { case day, night }
            final class Styler {
                var theme: Theme = .light
                var mode: Mode = .day
                func apply() -> Bool {
                    if theme.isDark { return true }
                    UINavigationBar.appearance().tintColor = theme.tint
                    return true
                }
                func other() {
                    switch mode { case .night: return; default: break }
                    UITabBar.appearance().tintColor = .green
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(try call(result, "Early.swift", 9).status == .converted)
        #expect(rule(result, "UINavigationBar", when: "theme: dark").isEmpty)
        #expect(rule(result, "UINavigationBar").isEmpty)
        #expect(rule(result, "UINavigationBar", when: "theme: light").count == 1)
        // After a switch on the theme that returns: not followed.
        let after = try call(result, "Early.swift", 14)
        #expect(after.status == .notConverted)
        #expect(after.stoppedAt == "mode")
    }

    @Test func aMemberOfATypeNameDeclaredTwiceIsNotFollowed() throws {
        sources.write(
            "Nested.swift",
            """
            import UIKit
            protocol Theme { var tint: UIColor { get } }
            struct LightTheme: Theme { enum Colors { static let tint = UIColor.red }; var tint: UIColor { Colors.tint } }
            struct DarkTheme: Theme { enum Colors { static let tint = UIColor.blue }; var tint: UIColor { Colors.tint } }
            func apply(theme: Theme) {
                UINavigationBar.appearance().tintColor = theme.tint
            }

            """)
        let result = run()
        let nested = try call(result, "Nested.swift", 6)
        #expect(nested.status == .notConverted)
        #expect(nested.reason?.contains("declared more than once") == true)
        #expect(nested.stoppedAt == "Colors.tint")
        #expect(!result.stylesheet.contains("tintColor"))
    }

    @Test func traitNamesAreOnesTheCompilerTakesAndTheirNumberIsCapped() throws {
        sources.write(
            "Style.swift",
            """
            import UIKit
            enum UserInterfaceStyle { case yes, no, `default` }
            final class Styler {
                var theme: UserInterfaceStyle = .no
                func apply() {
                    switch theme {
                    case .yes: UINavigationBar.appearance().tintColor = .red
                    case .no: UINavigationBar.appearance().tintColor = .blue
                    default: UINavigationBar.appearance().tintColor = .green
                    }
                }
            }

            """)
        var result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("userInterfaceStyleTheme: { values: [yes, no, default], default: no }"))
        #expect(rule(result, "UINavigationBar", when: "userInterfaceStyleTheme: default").count == 1)

        // Seventeen theme types: the seventeenth trait is past the stylesheet's sixteen.
        var text = "import UIKit\n"
        for index in 0..<17 {
            text += "final class Skin\(index) { static let a = Skin\(index)(tint: .red); static let b = Skin\(index)(tint: .blue); "
            text += "let tint: UIColor; init(tint: UIColor) { self.tint = tint } }\n"
        }
        text += "func apply(" + (0..<17).map { "s\($0): Skin\($0)" }.joined(separator: ", ") + ") {\n"
        for index in 0..<17 { text += "    UIView.appearance(whenContainedInInstancesOf: [V\(index).self]).tintColor = s\(index).tint\n" }
        text += "}\n"
        let many = SourceFolder("livery-traits")
        many.write("Skins.swift", text)
        result = AppearanceImporter.run(.init(paths: [many.path], output: many.path + "/Out/App.style.yaml"))
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).filter { $0.hasPrefix("skin") && $0.contains("values:") }.count == 16)
        let past = try call(result, "Skins.swift", 20 + 16)
        #expect(past.status == .notConverted)
        #expect(past.reason?.contains("already declares 16 traits") == true)
        #expect(past.stoppedAt?.hasPrefix("s16") == true)
    }

    // MARK: Where it stops

    @Test func aThemeValueThatDoesNotFollowIsReportedWithTheNameItStoppedAt() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            struct LightTheme: Theme {}
            struct DarkTheme: Theme {
                var tint: UIColor { return UIColor.black.darker(by: 10) }
            }
            protocol Theme {}
            extension Theme {
                var tint: UIColor { return UIColor.white }
                var loop: UIColor { return loop }
            }
            func apply(theme: Theme) {
                UISwitch.appearance().onTintColor = theme.tint
                UISwitch.appearance().thumbTintColor = theme.loop
                UIStepper.appearance().tintColor = theme.unknown
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        let computed = try call(result, "Theme.swift", 12)
        #expect(computed.status == .notConverted)
        #expect(computed.reason?.contains("for the theme DarkTheme") == true)
        #expect(computed.stoppedAt == "UIColor.black.darker(…)")
        // A member naming itself ends at the depth limit, at the call.
        let loop = try call(result, "Theme.swift", 13)
        #expect(loop.status == .notConverted)
        #expect(loop.reason?.contains("theme.loop") == true)
        #expect(loop.stoppedAt == "theme")
        // A member no theme declares stops at the theme object.
        let unknown = try call(result, "Theme.swift", 14)
        #expect(unknown.status == .notConverted)
        #expect(unknown.stoppedAt?.hasPrefix("theme") == true)
    }

    @Test func membersReadingTheNextManyTimesOverEndFastInALocatedRefusal() throws {
        var text = "import UIKit\nstruct Theme {\n    let isDark: Bool\n"
        text += "    static let a = Theme(isDark: false)\n    static let b = Theme(isDark: true)\n"
        for level in 0..<10 {
            let arguments = Array(repeating: "c\(level + 1)", count: 16).joined(separator: ", ")
            text += "    var c\(level): UIColor { UIColor.mix(\(arguments)) }\n"
        }
        text += "    var c10: UIColor { .red }\n}\n"
        text += "func apply(theme: Theme) {\n    UINavigationBar.appearance().tintColor = theme.c0\n}\n"
        sources.write("Mix.swift", text)
        let clock = ContinuousClock()
        let started = clock.now
        let result = run()
        #expect(clock.now - started < .seconds(5))
        let mixed = try call(result, "Mix.swift", 19)
        #expect(mixed.status == .notConverted)
        #expect(mixed.reason?.contains("stopped after \(ThemeModel.maxReduceSteps) steps") == true)
        #expect(mixed.stoppedAt?.hasPrefix("theme") == true)
    }

    @Test func aThemeTypeOfTenThousandInstancesEndsInALocatedRefusal() throws {
        var text = "import UIKit\nfinal class Skin {\n    let tint: UIColor\n    init(tint: UIColor) { self.tint = tint }\n"
        for index in 0..<10_000 { text += "    static let skin\(index) = Skin(tint: UIColor(white: 0.5, alpha: 1))\n" }
        text += "}\nprotocol Loop: Cycle {}\nprotocol Cycle: Loop {}; extension Cycle { var tint: UIColor { .systemBlue } }\n"
        text += "struct Spin: Loop {}\nstruct Turn: Cycle { var tint: UIColor { .systemRed } }\n"
        text += "func apply(skin: Skin, loop: Loop) {\n    UISwitch.appearance().onTintColor = skin.tint\n"
        text += "    UISlider.appearance().minimumTrackTintColor = loop.tint\n}\n"
        sources.write("Skins.swift", text)
        let clock = ContinuousClock()
        let started = clock.now
        let result = run()
        #expect(clock.now - started < .seconds(30))
        let line = 10_000 + 11
        let many = try call(result, "Skins.swift", line)
        #expect(many.status == .notConverted)
        #expect(many.reason?.contains("past the 64 values a trait takes") == true)
        #expect(many.stoppedAt == "Skin")
        // Protocols that inherit from each other: the types conforming are listed once each, and
        // Spin, a Loop, takes Cycle's default through the cycle, Turn its own.
        let cycle = try call(result, "Skins.swift", line + 1)
        #expect(cycle.status == .converted)
        #expect(lines(result).contains("loop: { values: [Spin, Turn], default: Spin }"))
        #expect(rule(result, "UISlider") == ["minimumTrackTintColor: tint"])
        #expect(rule(result, "UISlider", when: "loop: Turn") == ["minimumTrackTintColor: tint2"])
        #expect(lines(result).contains("tint: systemBlue"))
        #expect(lines(result).contains("tint2: systemRed"))
    }

    @Test func aThemeTypeWhoseNameIsDeclaredTwiceIsNotFollowed() throws {
        sources.write(
            "Colors.swift",
            """
            import UIKit
            final class Colors {
                enum Theme { case light, dark }
                static var theme: Theme = .light
                class func setup() {
                    switch theme {
                    case .light: UITabBar.appearance().barTintColor = .white
                    case .dark: UITabBar.appearance().barTintColor = .black
                    }
                }
            }

            """)
        sources.write("Settings.swift", "final class SettingsModel {\n    enum Theme: String { case system, light, dark }\n    var theme: Theme = .system\n}\n")
        let result = run()
        #expect(!result.stylesheet.contains("traits:"))
        #expect(try call(result, "Colors.swift", 7).status == .notConverted)
    }

    @Test func aFileScopeThemeTypeIsFollowedBesideANestedTypeOfItsName() throws {
        sources.write(
            "Style.swift",
            """
            import UIKit
            enum Theme { case light, dark }
            final class Style {
                static var theme: Theme = .light
                class func setup() {
                    switch theme {
                    case .light: UITabBar.appearance().barTintColor = .white
                    case .dark: UITabBar.appearance().barTintColor = .black
                    }
                }
            }

            """)
        sources.write("Strings.swift", "enum L10n {\n    enum Theme {\n        static let title = \"Theme\"\n    }\n}\n")
        let result = run()
        #expect(result.stylesheet.contains("theme: { values: [light, dark], default: light }"))
        #expect(try call(result, "Style.swift", 7).status == .converted)
    }

    /// A theme manager's enum property read as `self.theme`, and its getters that are one `switch` on it
    /// (`var highlightColor: UIColor { switch self.theme { … } }`): a value per theme.
    /// A static of another type whose value compares the theme the user picks (`static var tint: UIColor { return
    /// AppearanceController.theme == .darkTheme ? a : b }`) is a value per theme, read directly or in a dictionary.
    @Test func aStaticComparingTheStoredThemeIsAValuePerTheme() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            final class AppearanceController {
                enum Theme: Int { case darkTheme, lightTheme }
                static var theme: Theme {
                    guard let stored = Theme(rawValue: UserDefaults.standard.integer(forKey: "theme")) else { return .darkTheme }
                    return stored
                }
                static func apply() {
                    UITabBar.appearance().tintColor = UIColor.TabBar.tint
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.TabBar.tint], for: .selected)
                }
            }
            extension UIColor {
                struct TabBar {
                    static var tint: UIColor { return AppearanceController.theme == .darkTheme ? .systemOrange : .white }
                }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    AppearanceController.apply()
                    return true
                }
            }

            """)
        let result = run()
        #expect(rule(result, "UITabBar") == ["tintColor: systemOrange"])
        #expect(rule(result, "UITabBar", when: "theme: lightTheme") == ["tintColor: white"])
        #expect(rule(result, "UITabBarItem", when: "theme: lightTheme") == ["titleTextAttributes.foregroundColor: { selected: white }"])
        for line in [9, 10] { #expect(try call(result, "Theme.swift", line).status == .converted) }
    }

    @Test func aGetterSwitchingOnTheStoredThemeIsAValuePerTheme() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            enum UITheme: Int { case dark = 1, light, eco }
            class ApplicationTheme {
                var theme: UITheme = .light
                static let shared = ApplicationTheme()
                var highlightColor: UIColor {
                    switch self.theme {
                    case .dark: return .systemYellow
                    case .light, .eco: return .systemGreen
                    }
                }
                var barColor: UIColor {
                    switch theme {
                    case .eco: return .systemTeal
                    default: return .white
                    }
                }
                func applyTheme() {
                    switch self.theme {
                    case .dark: UITextField.appearance().keyboardAppearance = .dark
                    default: UITextField.appearance().keyboardAppearance = .default
                    }
                    UINavigationBar.appearance().tintColor = self.highlightColor
                    UINavigationBar.appearance().barTintColor = barColor
                }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    ApplicationTheme.shared.applyTheme()
                    return true
                }
            }

            """)
        let result = run()
        #expect(result.stylesheet.contains("uITheme: { values: [dark, light, eco], default: light }"))
        #expect(rule(result, "UINavigationBar") == ["tintColor: systemGreen", "barTintColor: white"])
        #expect(rule(result, "UINavigationBar", when: "uITheme: dark") == ["tintColor: systemYellow"])
        #expect(rule(result, "UINavigationBar", when: "uITheme: eco") == ["barTintColor: systemTeal"])
        #expect(rule(result, "UITextField", when: "uITheme: dark") == ["keyboardAppearance: dark"])
        for line in [20, 21, 23, 24] { #expect(try call(result, "Theme.swift", line).status == .converted) }
    }

    @Test func aCategorySwitchingOnSelfRunsEveryCaseAndATypedThemeFromASubscriptionIsTheUsers() throws {
        sources.write(
            "Appearance.swift",
            """
            import UIKit
            enum AppTheme: Int {
                case day, night
                var barColor: UIColor {
                    switch self {
                    case .day: return .white
                    case .night: return .black
                    }
                }
                var textColor: UIColor {
                    return barColor
                }
            }
            enum Category: CaseIterable {
                case tabBar, navigationBar
                func configure(from theme: AppTheme) {
                    switch self {
                    case .tabBar:
                        UITabBar.appearance().barTintColor = theme.barColor
                    case .navigationBar:
                        UINavigationBar.appearance().isTranslucent = false
                        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: theme.textColor]
                    }
                }
            }
            final class Appearance {
                var themeUpdated: Binder<AppTheme> {
                    return .init(self) { me, value in
                        Category.allCases.forEach { $0.configure(from: value) }
                    }
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("appTheme: { values: [day, night], default: day }"))
        #expect(rule(result, "UITabBar") == ["barTintColor: white"])
        #expect(rule(result, "UITabBar", when: "appTheme: night") == ["barTintColor: black"])
        // A getter reading another of the type bare is the theme's too.
        #expect(rule(result, "UINavigationBar") == ["isTranslucent: false", "titleTextAttributes.foregroundColor: textColor"])
        #expect(rule(result, "UINavigationBar", when: "appTheme: night") == ["titleTextAttributes.foregroundColor: textColor2"])
    }

    @Test func aThemeNamedByAStringIsATraitWhoseDefaultIsTheOneTestedWithNil() throws {
        _ = sources.write(
            "Theme.m",
            """
            @implementation UIColor (Theme)
            + (void)setTheme:(NSString *)theme {
                if ([theme isEqualToString:@"dawn"] || theme == nil) {
                    [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
                } else {
                    [[UISwitch appearance] setOnTintColor:[UIColor blueColor]];
                    if ([theme isEqualToString:@"ash"] || [theme isEqualToString:@"midnight"]) {
                        [[UISlider appearance] setTintColor:[UIColor grayColor]];
                    }
                }
            }
            + (void)setTheme {
                [self setTheme:[[NSUserDefaults standardUserDefaults] objectForKey:@"theme"]];
            }
            + (void)logOut {
                [UIColor setTheme:@"dawn"];
            }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [UIColor setTheme];
                return YES;
            }
            @end

            """)
        let result = run()
        let text = lines(result)
        #expect(text.contains("theme: { values: [dawn, ash, midnight], default: dawn }"), "\(result.stylesheet)")
        for line in [4, 6, 8] { #expect(try call(result, "Theme.m", line).status == .converted) }
        #expect(result.stylesheet.contains("when: { theme: dawn }\n    set:\n      onTintColor: red"))
        #expect(result.stylesheet.contains("when: { theme: ash }\n    set:\n      onTintColor: blue"))
        #expect(result.stylesheet.contains("when: { theme: midnight }\n    set:\n      tintColor: gray"))
        #expect(!result.stylesheet.contains("when: { theme: dawn }\n    set:\n      tintColor"))
    }

    /// A theme parameter given another value on one side of a branch on it (`automatic` made `midnight` or `dawn` by
    /// the interface style, with an `else` for iOS before 13 that never runs) is not followed past that branch: the
    /// branches after it would read the name given, not the one chosen.
    @Test func aThemeGivenAnotherNameOnOneSideIsNotFollowedPastIt() throws {
        _ = sources.write(
            "Theme.m",
            """
            @implementation UIColor (Theme)
            + (void)setTheme:(NSString *)theme {
                if ([theme isEqualToString:@"automatic"]) {
                    if (@available(iOS 13, *)) {
                        theme = ([UITraitCollection currentTraitCollection].userInterfaceStyle == UIUserInterfaceStyleDark) ? @"midnight" : @"dawn";
                    } else {
                        theme = @"dawn";
                    }
                }
                if ([theme isEqualToString:@"dawn"] || theme == nil) {
                    [[UITextField appearance] setKeyboardAppearance:UIKeyboardAppearanceDefault];
                } else {
                    [[UITextField appearance] setKeyboardAppearance:UIKeyboardAppearanceDark];
                }
            }
            + (void)setTheme {
                [self setTheme:[[NSUserDefaults standardUserDefaults] objectForKey:@"theme"]];
            }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [UIColor setTheme];
                return YES;
            }
            @end

            """)
        let result = run()
        for line in [11, 13] { #expect(try call(result, "Theme.m", line).status == .notConverted, "line \(line)") }
        #expect(!result.stylesheet.contains("theme: automatic"), "\(result.stylesheet)")
    }

    @Test func aStringEveryCallerWritesOutIsNotATheme() throws {
        _ = sources.write(
            "Theme.m",
            """
            @implementation UIColor (Theme)
            + (void)setTheme:(NSString *)theme {
                if ([theme isEqualToString:@"dawn"]) {
                    [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
                } else if ([theme isEqualToString:@"dusk"]) {
                    [[UISwitch appearance] setOnTintColor:[UIColor blueColor]];
                }
            }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [UIColor setTheme:@"dusk"];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(!result.stylesheet.contains("traits:"))
        #expect(try call(result, "Theme.m", 6).status == .converted)
        #expect(try call(result, "Theme.m", 4).status == .obsolete)
    }

    /// A theme's member its initializer computes from an enum parameter (`contentMode == .light ? a : b`) is
    /// decided for each theme by the argument that theme passes.
    @Test func aMemberComputedFromAnEnumArgumentIsDecidedPerTheme() throws {
        sources.write(
            "Theme.swift",
            """
            import UIKit
            enum ContentMode { case light, dark }
            final class HNTheme: NSObject {
                static let night = HNTheme(contentMode: .light)
                static let day = HNTheme(contentMode: .dark)
                static var current: HNTheme = { HNTheme.saved() }()
                let other: UIColor
                init(contentMode: ContentMode) {
                    self.other = contentMode == .light ? UIColor.systemGray : UIColor.systemYellow
                }
            }
            final class ThemeManager {
                class func set(theme: HNTheme = HNTheme.current) {
                    UINavigationBar.appearance().tintColor = theme.other
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(lines(result).contains("hNTheme: { values: [night, day], default: night }"))
        #expect(rule(result, "UINavigationBar") == ["tintColor: other"])
        #expect(rule(result, "UINavigationBar", when: "hNTheme: day") == ["tintColor: other2"])
        #expect(lines(result).contains("other: systemGray") && lines(result).contains("other2: systemYellow"))
    }
}
