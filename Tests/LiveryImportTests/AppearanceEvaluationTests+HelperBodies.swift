import Foundation
import Testing

@testable import LiveryImport

/// Helpers whose bodies are more than one `return`: a branch on the iOS version, an
/// appearance object built from a parameter, an `if let` of what a helper builds, an
/// Objective-C message naming a Swift `@objc` method.
extension AppearanceEvaluationTests {
    static let versionedHelpers = """
        import UIKit
        extension UIColor {
            @objc class func defaultLabel() -> UIColor {
                if #available(iOS 13, *) {
                    return UIColor.label
                } else {
                    return UIColor.black
                }
            }
            static func legacyAccent() -> UIColor {
                if #unavailable(iOS 13) {
                    return .black
                }
                return .systemIndigo
            }
            static func futureAccent() -> UIColor {
                if #available(iOS 17, *) {
                    return .systemMint
                } else {
                    return .systemTeal
                }
            }
        }
        func configure() {
            UINavigationBar.appearance().tintColor = UIColor.defaultLabel()
            UITabBar.appearance().tintColor = UIColor.legacyAccent()
            UISwitch.appearance().onTintColor = UIColor.futureAccent()
        }

        """

    @Test func aHelperBranchingOnTheIOSVersionReturnsTheSideThatRunsFromTheDeploymentTarget() throws {
        write("Colors.swift", Self.versionedHelpers)
        write(
            "Theme.m",
            """
            @implementation Theme
            + (UIColor *)backgroundColor
            {
              if (@available(iOS 13, *)) {
                return [UIColor systemGroupedBackgroundColor];
              }
              return [UIColor colorWithWhite:0.98 alpha:1.0];
            }
            + (void)apply
            {
              [[UITableView appearance] setBackgroundColor:[Theme backgroundColor]];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Colors.swift", 25) == "tintColor: label")
        #expect(try written(result, "Colors.swift", 26) == "tintColor: systemIndigo")
        #expect(try written(result, "Theme.m", 11) == "backgroundColor: backgroundColor")
        #expect(result.stylesheet.contains("  backgroundColor: systemGroupedBackground\n"))
        // From iOS 15 the colour depends on the version (17 or not): the stylesheet has no such condition.
        let future = try call(result, "Colors.swift", 27)
        #expect(future.status == .notConverted)
        #expect(future.stoppedAt == "UIColor.futureAccent(…)")
    }

    @Test func anAppearanceObjectAHelperBuildsFromItsParameterIsFollowedThroughIfLet() throws {
        write(
            "Configuration.m",
            """
            @implementation Configuration
            + (UINavigationBarAppearance *)defaultAppearance
            {
              return [Configuration appearanceWithBackgroundColor:[UIColor systemTealColor]];
            }
            + (UINavigationBarAppearance *)appearanceWithBackgroundColor:(UIColor *)backgroundColor
            {
              UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
              [appearance configureWithOpaqueBackground];
              [appearance setBackgroundColor:backgroundColor];
              [appearance setTitleTextAttributes:@{NSFontAttributeName: [UIFont brandFontOfSize:18.0]}];
              return appearance;
            }
            @end

            """)
        write(
            "Fonts.swift",
            """
            import UIKit
            extension UIFont {
                @objc class func brandFont(ofSize fontSize: CGFloat) -> UIFont {
                    UIFont(name: "Avenir-Heavy", size: fontSize)!
                }
            }

            """)
        write(
            "AppDelegate.swift",
            """
            import UIKit
            func configureBars() {
                if let appearance = Configuration.defaultAppearance() {
                    UINavigationBar.appearance().standardAppearance = appearance
                } else {
                    UINavigationBar.appearance().barTintColor = .systemRed
                }
            }

            """)
        let result = run()
        #expect(try call(result, "AppDelegate.swift", 4).status == .converted)
        #expect(result.stylesheet.contains("configure: opaque"))
        #expect(result.stylesheet.contains("backgroundColor: systemTeal"))
        #expect(result.stylesheet.contains(#"titleTextAttributes.font: { family: "Avenir-Heavy", size: 18 }"#))
        // The helper always gives an object: the other side never runs.
        #expect(try call(result, "AppDelegate.swift", 6).status == .obsolete)
        // `return appearance;` and a message to the app's own class are no proxy calls; each property the object is
        // given is reported on its own line.
        #expect(result.calls.filter { $0.file.hasSuffix("/Configuration.m") }.map(\.line) == [9, 10, 11])
        #expect(result.calls.filter { $0.file.hasSuffix("/Configuration.m") }.allSatisfy { $0.status == .converted })
    }

    @Test func anImageNamedWithItsPNGExtensionIsTheCatalogsImageSet() throws {
        write(
            "Setter.m",
            """
            @implementation Setter
            + (void)apply
            {
              [[UISearchBar appearance] setBackgroundImage:[UIImage imageNamed:@"King.png"]];
              [[UIToolbar appearance] setBackgroundImage:[UIImage imageNamed:@"Queen.png"] forToolbarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];
            }
            @end

            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        #expect(try written(result, "Setter.m", 4) == #"backgroundImage: "King""#)
        #expect(try call(result, "Setter.m", 5).reason == "'Queen.png' is not an image of the asset catalogs given with --assets")
    }

    @Test func aColourMemoisedInAStaticIsTheColourItKeeps() throws {
        write(
            "Colors.m",
            """
            @implementation UIColor (App)
            + (UIColor *)barColor {
                static UIColor *color = nil;
                if (!color) color = [UIColor colorWithRed:29.0/255.0 green:29.0/255.0 blue:32.0/255.0 alpha:1.0];
                return color;
            }
            + (UIColor *)switchColor {
                static UIColor *color = nil;
                if (color == nil) {
                    color = [UIColor colorWithRed:0 green:0 blue:1 alpha:1];
                }
                return color;
            }
            + (UIColor *)cachedColor {
                static UIColor *color = nil;
                if (color != nil) return color;
                color = [UIColor colorWithWhite:1 alpha:0.5];
                return color;
            }
            + (UIColor *)storedColor {
                if (!gStored) gStored = [UIColor redColor];
                return gStored;
            }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UINavigationBar appearance] setBarTintColor:[UIColor barColor]];
                [[UISwitch appearance] setOnTintColor:[UIColor switchColor]];
                [[UISlider appearance] setMaximumTrackTintColor:[UIColor cachedColor]];
                [[UIToolbar appearance] setBarTintColor:[UIColor storedColor]];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Colors.m", 27) == "barTintColor: bar")
        #expect(try written(result, "Colors.m", 28) == "onTintColor: switch")
        #expect(try written(result, "Colors.m", 29) == "maximumTrackTintColor: cached")
        #expect(result.stylesheet.contains(##"bar: "#1D1D20""##))
        #expect(result.stylesheet.contains(##"switch: "#0000FF""##))
        #expect(result.stylesheet.contains(##"cached: "#FFFFFF80""##))
        // A global the files do not bind is not known to be nil: its test stays a run-time one.
        #expect(try call(result, "Colors.m", 30).stylesheetLine == nil)
    }

    @Test func anImageMadeResizableKeepsItsCapInsetsAndMode() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().setBackgroundImage(
                    UIImage(named: "King")?.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)), for: .default)
                UIToolbar.appearance().setBackgroundImage(
                    UIImage(named: "Knight")!.resizableImage(withCapInsets: .init(top: 2, left: 4, bottom: 6, right: 4), resizingMode: .stretch),
                    forToolbarPosition: .any, barMetrics: .default)
                UIImageView.appearance().image = UIImage(systemName: "star")?.resizableImage(withCapInsets: .zero)
                UITabBar.appearance().backgroundImage = UIImage(named: "King")?.resizableImage(withCapInsets: UIEdgeInsets(top: -1, left: 0, bottom: 0, right: 0))
            }

            """)
        write(
            "Setter.m",
            """
            @implementation Setter
            + (void)apply
            {
              [[UIButton appearance] setBackgroundImage:[[UIImage imageNamed:@"King"] resizableImageWithCapInsets:UIEdgeInsetsMake(10, 12, 10, 12) resizingMode:UIImageResizingModeStretch] forState:UIControlStateNormal];
              [[UISearchBar appearance] setBackgroundImage:[[UIImage imageNamed:@"Knight"] resizableImageWithCapInsets:UIEdgeInsetsMake(1, 1, 1, 1)]];
              UIImage *bar = [UIImage imageNamed:@"King"];
              bar = [bar stretchableImageWithLeftCapWidth:0 topCapHeight:0];
              [[UITabBar appearance] setSelectionIndicatorImage:bar];
              [[UITabBar appearance] setShadowImage:[[UIImage imageNamed:@"King"] stretchableImageWithLeftCapWidth:5 topCapHeight:0]];
            }
            @end

            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        #expect(try written(result, "Bars.swift", 3) == #"backgroundImage: {image: "King", capInsets: [0, 8, 0, 8]}"#)
        #expect(try written(result, "Bars.swift", 5) == #"backgroundImage: {image: "Knight", capInsets: [2, 4, 6, 4], resizingMode: stretch}"#)
        #expect(try call(result, "Bars.swift", 8).reason == "cap insets on UIImage(systemName: \"star\"), which is not an image set or a file")
        #expect(try call(result, "Bars.swift", 9).reason == "negative cap insets [-1, 0, 0, 0]")
        #expect(
            try written(result, "Setter.m", 4)
                == #"backgroundImage: { normal: {image: "King", capInsets: [10, 12, 10, 12], resizingMode: stretch} }"#)
        #expect(try written(result, "Setter.m", 5) == #"backgroundImage: {image: "Knight", capInsets: [1, 1, 1, 1]}"#)
        // A local given a value made from itself; caps of 0 stretch the whole image. Others need the image's size.
        #expect(try written(result, "Setter.m", 8) == #"selectionIndicatorImage: {image: "King", capInsets: [0, 0, 0, 0], resizingMode: stretch}"#)
        #expect(try call(result, "Setter.m", 9).reason?.hasPrefix("a stretchable image with caps other than 0") == true)
        // What it writes compiles: the import lints its own stylesheet.
        #expect(result.diagnostics.isEmpty)
    }
}

/// Functions whose statements come to a value where they are called (``FunctionValue``).
extension AppearanceEvaluationTests {
    @Test func aFunctionsStatementsRunToTheValueItReturnsWhereTheCallFixesIt() throws {
        write(
            "Fonts.swift",
            """
            import UIKit
            enum Font {
                case regular, bold
                func size(_ size: CGFloat) -> UIFont {
                    let name: String
                    switch self {
                    case .regular: name = "NunitoSans-Regular"
                    case .bold: name = "NunitoSans-Bold"
                    }
                    return UIFont(name: name, size: size)!
                }
            }
            enum Mode { case compact, regular }
            final class Settings { static var mode = Mode.compact }
            func accent(_ mode: Mode) -> UIColor {
                var color = UIColor.systemIndigo
                if false { color = .systemRed }
                switch mode {
                case .compact: return color
                default: return .systemGray
                }
            }
            func configure() {
                UILabel.appearance().font = Font.bold.size(14)
                UISwitch.appearance().onTintColor = accent(.compact)
                UISlider.appearance().minimumTrackTintColor = accent(Settings.mode)
            }

            """)
        let result = run()
        #expect(try written(result, "Fonts.swift", 24) == #"font: { family: "NunitoSans-Bold", size: 14 }"#)
        #expect(try written(result, "Fonts.swift", 25) == "onTintColor: systemIndigo")
        // A static property read at run time is no case: the switch is not decided.
        let unknown = try call(result, "Fonts.swift", 26)
        #expect(unknown.status == .notConverted)
        #expect(unknown.stoppedAt == "accent(…)")
    }
}

/// Names a type's members read without `self`, and optionals unwrapped with `guard let`.
extension AppearanceEvaluationTests {
    @Test func aTypesMembersReadWithoutSelfAndAGuardedCatalogColourAreTheirValues() throws {
        let catalog = folder + "/Colors.xcassets"
        write("Colors.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        write(
            "Colors.xcassets/Brand.colorset/Contents.json",
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0.35","blue":"0.33","alpha":"1"}}}],"info":{"version":1,"author":"xcode"}}"#)
        write(
            "Branding.swift",
            """
            import UIKit
            extension UIColor {
                static let brand = unsafelyNamed("Brand")
                static let searchTint = brand
                private static func unsafelyNamed(_ name: String) -> UIColor {
                    guard let color = UIColor(named: name, in: .module, compatibleWith: nil) else {
                        fatalError("Color named \\(name) missing")
                    }
                    return color
                }
            }
            final class ThemedViewController: UIViewController {
                private let whiteText: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.white]
                func apply() {
                    UISearchBar.appearance().barTintColor = .searchTint
                    UINavigationBar.appearance().titleTextAttributes = whiteText
                    UIButton.appearance(whenContainedInInstancesOf: [type(of: self)]).tintColor = .brand
                }
                func missing() {
                    UILabel.appearance().textColor = UIColor.unsafelyNamed("Absent")
                }
            }

            """)
        let result = run(assets: [catalog])
        #expect(try written(result, "Branding.swift", 15) == "barTintColor: searchTint")
        #expect(result.stylesheet.contains("  brand: Brand\n  searchTint: brand\n"))
        #expect(try written(result, "Branding.swift", 16) == "titleTextAttributes.foregroundColor: white")
        #expect(result.stylesheet.contains("inside: [ThemedViewController]"))
        // A colour the catalogs lack: the guard's other side would run, and the value is not known.
        #expect(try call(result, "Branding.swift", 20).status == .notConverted)
    }
}

/// Colour and image sources apps write: a palette SwiftGen generates, a hex helper of any name, an image literal.
extension AppearanceEvaluationTests {
    @Test func aSwiftGenPaletteAHexHelperAnImageLiteralAndAGuardedFontAreRead() throws {
        write(
            "Generated.swift",
            """
            import UIKit
            internal struct ColorName {
                internal let rgbaValue: UInt32
                internal var color: UIColor { return UIColor(named: self) }
                internal static let hold = ColorName(rgbaValue: 0x008c73ff)
                internal static let hold50 = ColorName(rgbaValue: 0x008c7380)
            }
            extension UIColor {
                static func fromHex(_ hex: String) -> UIColor {
                    var rgb: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&rgb)
                    return UIColor(red: CGFloat(rgb >> 16) / 255, green: 0, blue: 0, alpha: 1)
                }
            }
            extension UIFont {
                static func customBold(size: CGFloat) -> UIFont {
                    guard let font = UIFont(name: "CircularPro-Bold", size: size) else { return UIFont.systemFont(ofSize: size, weight: .bold) }
                    return font
                }
            }
            func configure() {
                UIButton.appearance().tintColor = ColorName.hold.color
                UIToolbar.appearance().barTintColor = ColorName.hold50.color
                UISwitch.appearance().onTintColor = UIColor.fromHex("#5B6DEE")
                UINavigationBar.appearance().backIndicatorTransitionMaskImage = #imageLiteral(resourceName: "King")
                UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.customBold(size: 18)]
                UISlider.appearance().minimumTrackTintColor = Palette.accent
            }
            enum Palette {
                static let accent = getColor("#ff541c")
            }
            func getColor(_ hex: String) -> UIColor {
                var rgbValue: UInt32 = 0
                Scanner(string: String(hex.dropFirst())).scanHexInt32(&rgbValue)
                if hex.count != 7 { return UIColor.black }
                return UIColor(red: CGFloat((rgbValue & 0xFF0000) >> 16) / 255.0, green: 0, blue: 0, alpha: 1)
            }

            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        // A function scanning the string it is given as hex, whose body does not evaluate, is a hex helper whatever its name.
        #expect(try written(result, "Generated.swift", 27) == ##"minimumTrackTintColor: accent"##)
        #expect(result.stylesheet.contains(##"accent: "#FF541C""##), "\(result.stylesheet)")
        #expect(try written(result, "Generated.swift", 22) == ##"tintColor: "#008C73""##)
        #expect(try written(result, "Generated.swift", 23) == ##"barTintColor: "#008C7380""##)
        #expect(try written(result, "Generated.swift", 24) == ##"onTintColor: "#5B6DEE""##)
        #expect(try written(result, "Generated.swift", 25) == #"backIndicatorTransitionMaskImage: "King""#)
        #expect(try written(result, "Generated.swift", 26) == #"titleTextAttributes.font: { family: "CircularPro-Bold", size: 18 }"#)
    }
}

extension AppearanceEvaluationTests {
    @Test func aSingletonsMemberIsWhatItsInitializerAssignsThroughAConvenienceInit() throws {
        write(
            "ThemeColors.swift",
            """
            import UIKit
            public final class ThemeColors: NSObject {
                public let brand: UIColor
                public static let shared = ThemeColors()
                public override convenience init() {
                    self.init(tint: .systemTeal, traitCollection: nil)
                }
                public init(tint: UIColor, traitCollection: UITraitCollection?) {
                    brand = tint
                }
            }
            func configure() {
                UISwitch.appearance().onTintColor = ThemeColors.shared.brand
            }

            """)
        let result = run()
        #expect(try written(result, "ThemeColors.swift", 13) == "onTintColor: brand")
        #expect(result.stylesheet.contains("  brand: systemTeal\n"))
    }
}

extension AppearanceEvaluationTests {
    @Test func anObjectiveCChoiceIsDecidedOrSaysWhatDecidesItAndBarPositionZeroIsAny() throws {
        write(
            "Theme.m",
            """
            @implementation Theme
            + (void)setup
            {
              BOOL white = [[NSUserDefaults standardUserDefaults] boolForKey:@"white"];
              [[UINavigationBar appearance] setTintColor:white ? [UIColor blackColor] : [UIColor whiteColor]];
              [[UIToolbar appearance] setTintColor:YES ? [UIColor redColor] : [UIColor whiteColor]];
              [[UISearchBar appearance] setBackgroundImage:[UIImage new] forBarPosition:0 barMetrics:UIBarMetricsDefault];
            }
            @end

            """)
        let result = run()
        #expect(try call(result, "Theme.m", 5).reason == "the value is chosen at run time by white")
        #expect(try written(result, "Theme.m", 6) == "tintColor: red")
        #expect(try written(result, "Theme.m", 7) == "backgroundImage: none")
    }
}

extension AppearanceEvaluationTests {
    @Test func aLocalClosureInAHelperAndOneLayoutCopiedIntoAnotherAreFollowed() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            extension UIColor {
                static func scaled(red: CGFloat, green: CGFloat, blue: CGFloat) -> UIColor {
                    let scale: (CGFloat) -> CGFloat = { $0 / 255.0 }
                    return UIColor(red: scale(red), green: scale(green), blue: scale(blue), alpha: 1.0)
                }
            }
            func configure() {
                let appearance = UITabBarAppearance()
                appearance.backgroundColor = UIColor.scaled(red: 18, green: 19, blue: 18)
                appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
                appearance.inlineLayoutAppearance = appearance.stackedLayoutAppearance
                UITabBar.appearance().standardAppearance = appearance
            }

            """)
        let result = run()
        #expect(try call(result, "Bars.swift", 13).status == .converted)
        #expect(result.stylesheet.contains(##"backgroundColor: "#121312""##))
        #expect(result.stylesheet.contains("inlineLayoutAppearance.iconColor: { normal: systemGray }"))
    }
}

extension AppearanceEvaluationTests {
    @Test func aPartlyConvertedCallNamesEveryValueLeftOut() throws {
        write(
            "Title.swift",
            """
            import UIKit
            func configure(style: TextStyle) {
                UINavigationBar.appearance().titleTextAttributes = [
                    .font: style.font, .foregroundColor: UIColor.systemIndigo, .kern: style.letterSpacing,
                ]
            }

            """)
        let result = run()
        let title = try call(result, "Title.swift", 3)
        #expect(title.status == .notConverted)
        #expect(title.reason?.hasPrefix("partly converted: the font style.font") == true)
        #expect(title.reason?.contains("; ") == true && title.reason?.contains("style.letterSpacing") == true, "\(title.reason ?? "")")
        #expect(try written(result, "Title.swift", 3) == "titleTextAttributes.foregroundColor: systemIndigo")
    }

    /// A font an app's static function makes (`` `default` `` in backticks, called as `.default(size:weight:)`
    /// where a font is taken), its name chosen by a `switch` on the weight; and `withSize(_:)` on a font read.
    @Test func anAppsFontFunctionAndWithSizeAreRead() throws {
        write(
            "Fonts.swift",
            """
            import UIKit
            import SwiftUI
            extension UIFont {
                static func `default`(size: CGFloat, weight: Weight = .regular) -> UIFont {
                    UIFont(name: avenir(weight: weight), size: size)!
                }
                private static func avenir(weight: Weight) -> String {
                    switch weight {
                    case .ultraLight, .thin, .light, .regular: return "Avenir-Regular"
                    case .semibold, .bold, .heavy, .black: return "Avenir-Demi"
                    default: return "Avenir-Medium"
                    }
                }
                static let appTitle: UIFont = .default(size: 20, weight: .bold)
                static let appBody: UIFont = .default(size: 17)
                enum Brand {
                    static let light = UIFont.systemFont(ofSize: UIFont.labelFontSize, weight: .light)
                    static let named = UIFont(name: "Futura", size: 12)!
                }
            }
            extension Font {
                static func `default`(size: CGFloat, weight: Weight = .regular) -> Font { .custom(avenir(weight: weight), size: size) }
                private static func avenir(weight: Weight) -> String {
                    switch weight {
                    case .bold: return "Other-Bold"
                    default: return "Other"
                    }
                }
                static let appTitle: Font = .default(size: 30)
            }
            func configure() {
                UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.appTitle]
                UILabel.appearance().font = UIFont.appBody
                UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont.Brand.light.withSize(40)]
                UITextField.appearance().font = UIFont.Brand.named.withSize(15)
                UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).font = UIFont.preferredFont(forTextStyle: .body).withSize(15)
            }

            """)
        let result = run()
        #expect(try written(result, "Fonts.swift", 32) == #"titleTextAttributes.font: { family: "Avenir-Demi", size: 20 }"#)
        #expect(try written(result, "Fonts.swift", 33) == #"font: { family: "Avenir-Regular", size: 17 }"#)
        #expect(try written(result, "Fonts.swift", 34) == "largeTitleTextAttributes.font: { size: 40, weight: light }")
        #expect(try written(result, "Fonts.swift", 35) == #"font: { family: "Futura", size: 15 }"#)
        // A text style's font at another size is not a text style's: the language sizes those by the style.
        #expect(try call(result, "Fonts.swift", 36).status == .notConverted)
    }

    /// A member an initializer gives a fixed value and nothing else assigns is that value in the type's methods
    /// (`_mainColor` in `-init`); one also assigned elsewhere, or from the initializer's parameter, is not.
    @Test func aMemberSetOnlyInTheInitializerIsItsValue() throws {
        write(
            "Config.m",
            """
            @implementation Config
            - (instancetype)init {
                if (self = [super init]) {
                    _mainColor = [UIColor colorWithRed:0.0 green:0.5 blue:1.0 alpha:1];
                    _changing = [UIColor redColor];
                }
                return self;
            }
            - (instancetype)initWithColor:(UIColor *)color {
                if (self = [super init]) { _given = color; }
                return self;
            }
            - (void)recolor { _changing = [UIColor blueColor]; }
            - (void)apply {
                [[UINavigationBar appearance] setBarTintColor:_mainColor];
                [[UITabBar appearance] setBarTintColor:_changing];
                [[UIToolbar appearance] setBarTintColor:_given];
            }
            @end
            @implementation Other
            - (instancetype)init { _mainColor = [UIColor greenColor]; return self; }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[Config new] apply];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Config.m", 15) == "barTintColor: _mainColor")
        #expect(result.stylesheet.contains(##"_mainColor: "#0080FF""##))
        #expect(try call(result, "Config.m", 16).status == .notConverted)
        #expect(try call(result, "Config.m", 17).status == .notConverted)
    }

    /// A getter whose `#if` names a flag the import was not given returns what the `#else` returns, as the build does.
    @Test func aGettersCompiledClauseGivesItsValue() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            final class Theme {
                static var tintColor: UIColor {
                    #if DEVBUILD
                        return .systemBlue
                    #else
                        return .systemGreen
                    #endif
                }
            }
            func configure() {
                UINavigationBar.appearance().tintColor = Theme.tintColor
            }

            """)
        #expect(try written(run(), "Theme.swift", 12) == "tintColor: systemGreen")
        #expect(try written(run(flags: ["DEVBUILD"]), "Theme.swift", 12) == "tintColor: systemBlue")
    }

    /// A member an initializer computes from an enum argument (`contentMode == .light ? a : b`), read on an instance.
    @Test func anEqualityOfEnumCasesIsDecided() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            enum ContentMode { case light, dark }
            final class HNTheme {
                var other: UIColor
                init(contentMode: ContentMode) {
                    self.other = contentMode == .light ? UIColor.systemGray : UIColor.systemYellow
                }
            }
            let night = HNTheme(contentMode: .light)
            func configure() {
                UINavigationBar.appearance().tintColor = night.other
                UITabBar.appearance().tintColor = ContentMode.dark != .dark || 1 == 2 ? UIColor.red : UIColor.green
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.swift", 11) == "tintColor: other")
        #expect(result.stylesheet.contains("other: systemGray"))
        #expect(try written(result, "Theme.swift", 12) == "tintColor: green")
    }

    /// A function declared inside another is followed where it is called, with the enclosing locals it names:
    /// a local shadowing a member is the local's value, and one not read stops the call rather than take the member's.
    @Test func aFunctionDeclaredInsideAnotherIsFollowedWithTheLocalsItNames() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let accent = UIColor.blue
                let bar = UIColor.blue
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let accent = UIColor.red
                    let bar = Server.shared.color
                    func configure(_ appearance: UITabBarAppearance, color: UIColor) {
                        appearance.backgroundColor = color
                    }
                    func style(_ navigationBar: UINavigationBar) {
                        navigationBar.tintColor = accent
                        navigationBar.barTintColor = bar
                    }
                    let standard = UITabBarAppearance()
                    configure(standard, color: .green)
                    UITabBar.appearance().standardAppearance = standard
                    style(UINavigationBar.appearance())
                    return true
                }
            }

            """)
        let result = run()
        let tabBar = try call(result, "AppDelegate.swift", 17)
        #expect(tabBar.status == .converted)
        #expect(result.stylesheet.contains("backgroundColor: green"), "\(result.stylesheet)")
        #expect(try written(result, "AppDelegate.swift", 12) == "tintColor: accent")
        #expect(result.stylesheet.contains("accent: red"), "\(result.stylesheet)")
        let stopped = try call(result, "AppDelegate.swift", 13)
        #expect(stopped.status == .notConverted)
        #expect(stopped.reason?.contains("Server.shared") == true, "\(stopped.reason ?? "")")
    }

    /// A helper handed a proxy that calls itself, or calls one that calls it back, sets what it sets at the same
    /// lines: each setter is one entry, not one per level the importer could follow.
    @Test func aHelperThatCallsItselfReportsEachSetterOnce() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            func style(_ bar: UINavigationBar, depth: Int) {
                bar.tintColor = .red
                if depth > 0 { style(bar, depth: depth - 1) }
            }
            func tint(_ bar: UITabBar) {
                bar.tintColor = .blue
                shade(bar)
            }
            func shade(_ bar: UITabBar) {
                bar.barTintColor = .black
                tint(bar)
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    style(UINavigationBar.appearance(), depth: 3)
                    tint(UITabBar.appearance())
                    return true
                }
            }

            """)
        let result = run()
        for line in [3, 7, 11] {
            #expect(result.calls.filter { $0.file.hasSuffix("/AppDelegate.swift") && $0.line == line }.count == 1, "line \(line)")
        }
        #expect(result.calls.count == 3, "\(result.calls.map(\.line))")
        #expect(try written(result, "AppDelegate.swift", 3) == "tintColor: red")
        #expect(try written(result, "AppDelegate.swift", 7) == "tintColor: blue")
        #expect(try written(result, "AppDelegate.swift", 11) == "barTintColor: black")
    }

    /// A singleton's accessor (`dispatch_once` giving a static the class's instance) is that instance, and what a
    /// method only its `-init` sends to itself assigns is fixed as the initializer's own assignments are.
    @Test func aSingletonsMembersSetUpByAMethodItsInitializerCallsAreTheirValues() throws {
        write(
            "Colors.m",
            """
            static id inst = nil;
            @implementation ColorManager
            + (instancetype)share {
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    inst = [[self alloc] init];
                });
                return inst;
            }
            - (instancetype)init {
                self = [super init];
                if (self) { [self setupColor]; }
                return self;
            }
            - (void)setupColor {
                _ink = [UIColor colorWithRed:0.0 green:0.5 blue:1.0 alpha:1];
                _paper = [UIColor whiteColor];
            }
            - (void)invert { [self setupPaper]; }
            - (void)setupPaper { _paper = [UIColor blackColor]; }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UINavigationBar appearance] setTintColor:[ColorManager share].ink];
                [[UITabBar appearance] setBarTintColor:[[ColorManager share] paper]];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Colors.m", 24) == "tintColor: ink")
        #expect(result.stylesheet.contains(##"ink: "#0080FF""##), "\(result.stylesheet)")
        // Also assigned by a method another sends: not fixed.
        #expect(try call(result, "Colors.m", 25).status == .notConverted)
    }

    /// A member of an instance a static holds, of a type nested in another (`static let ui = Color.UI()`), is what the
    /// nested type's declaration gives it; a type named `UI` is the app's, not one of UIKit's.
    @Test func aMemberOfANestedTypesInstanceIsItsValue() throws {
        write(
            "Colors.swift",
            """
            import SwiftUI
            extension Color {
                static let ui = Color.UI()
                struct UI {
                    let primary = Color(red: 0.0, green: 0.5, blue: 1.0)
                }
            }
            func configure() {
                UINavigationBar.appearance().backgroundColor = UIColor(Color.ui.primary)
            }

            """)
        let result = run()
        #expect(try written(result, "Colors.swift", 9) == "backgroundColor: primary")
        #expect(result.stylesheet.contains(##"primary: "#0080FF""##))
    }

    /// A static function of a type nested in an extension (`UIColor.NavBar.colorScheme(with:)`), switching on its
    /// argument to a struct made memberwise, gives the member of the struct the case returns.
    @Test func aMemberOfTheStructANestedTypesFunctionReturnsIsItsArgument() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            struct NavBarColors { var tintColor: UIColor; var textColor: UIColor }
            enum NavBarType { case white, gray }
            extension UIColor {
                struct NavBar {
                    static func colorScheme(with style: NavBarType = .gray) -> NavBarColors {
                        switch style {
                        case .white: return NavBarColors(tintColor: .red, textColor: .blue)
                        case .gray: return NavBarColors(tintColor: .green, textColor: .black)
                        }
                    }
                }
            }
            func configure() {
                UINavigationBar.appearance().tintColor = UIColor.NavBar.colorScheme(with: .white).textColor
                UITabBar.appearance().tintColor = UIColor.NavBar.colorScheme().tintColor
            }

            """)
        let result = run()
        // Each is named by the member it is.
        #expect(try written(result, "Colors.swift", 15) == "tintColor: textColor")
        #expect(try written(result, "Colors.swift", 16) == "tintColor: tintColor")
        #expect(result.stylesheet.contains("  textColor: blue\n  tintColor: green\n"), "\(result.stylesheet)")
    }

    /// A scheme object a function makes and fills member by member (`scheme.colors.primary = UIColor(named:) ?? …`, a
    /// Material Components container scheme), handed to the function setting the proxies through a class method: each
    /// colour read from it is the one set, a member never set is reported, and what a delegate's method sets as the
    /// user picks a photo leaves the launch value standing.
    @Test func aSchemeAFunctionFillsMemberByMemberGivesItsColours() throws {
        writeAppDelegate(launch: "apply(scheme: Holder.scheme())")
        write(
            "Colors.xcassets/primary.colorset/Contents.json",
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0.35","blue":"0.33","alpha":"1"}}}]}"#)
        write(
            "Scheme.swift",
            """
            import UIKit
            func makeScheme() -> ContainerScheme {
                let scheme = ContainerScheme()
                scheme.colorScheme.primaryColor = UIColor(named: "primary") ?? .blue
                scheme.colorScheme.onPrimaryColor = .white
                return scheme
            }
            class Holder: NSObject {
                class func scheme() -> ContainerScheme { return makeScheme() }
            }
            func apply(scheme: ContainerScheme?) {
                guard let scheme = scheme else { return }
                UINavigationBar.appearance().barTintColor = scheme.colorScheme.primaryColor
                UINavigationBar.appearance().tintColor = scheme.colorScheme.onPrimaryColor
                UIToolbar.appearance().tintColor = scheme.colorScheme.surfaceColor
            }
            final class Attachments: NSObject, PHPickerViewControllerDelegate {
                var scheme: ContainerScheme?
                func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                    UINavigationBar.appearance().tintColor = self.scheme?.colorScheme.onPrimaryColor
                }
            }
            """)
        let result = run(assets: [folder + "/Colors.xcassets"])
        #expect(try written(result, "Scheme.swift", 13) == "barTintColor: primary")
        #expect(try written(result, "Scheme.swift", 14) == "tintColor: white")
        let unset = try call(result, "Scheme.swift", 15)
        #expect(unset.status == .notConverted && unset.reason?.contains("surfaceColor") == true, "\(unset.reason ?? "")")
        let picked = try call(result, "Scheme.swift", 20)
        #expect(picked.status == .notConverted)
        #expect(picked.reason?.hasPrefix("set in picker(…), a delegate's method") == true, "\(picked.reason ?? "")")
    }

    /// An argument built from the caller's parameter (`applyColor(theme.getTheme())`) is fixed where the caller's
    /// callers all pass that parameter one fixed value: an enum's method choosing by `self` in a `switch` and returning
    /// a new instance, whose member is what its initializer stores. A computed property returning a fixed colour
    /// keeps its name in the palette, as a UIKit constant does.
    @Test func anArgumentBuiltFromTheCallersParameterIsFollowedToItsCallers() throws {
        write(
            "Theme.swift",
            """
            import SwiftUI
            import UIKit
            public class Theme {
                public let mainColor: UIColor
                init(mainColor: UIColor) { self.mainColor = mainColor }
            }
            public enum ThemeItems {
                case purple
                case blue
                func getTheme() -> Theme {
                    var mainColor: UIColor
                    switch self {
                    case .purple:
                        mainColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
                    case .blue:
                        mainColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                    }
                    return Theme(mainColor: mainColor)
                }
            }
            public class AppColorTheme {
                public static let shared = AppColorTheme()
                public var currentTheme: ThemeItems?
                public func setColorThemeThroughApp(_ theme: ThemeItems) {
                    currentTheme = theme
                    applyColor(theme.getTheme())
                }
                private func applyColor(_ theme: Theme) {
                    UISwitch.appearance().onTintColor = theme.mainColor
                }
            }
            extension Color {
                static var brandGray: Color { Color(red: 0.169, green: 0.173, blue: 0.176) }
            }
            func styleTabs() {
                UITabBar.appearance().tintColor = UIColor(.brandGray)
            }

            """)
        writeAppDelegate(launch: "AppColorTheme.shared.setColorThemeThroughApp(.purple); styleTabs()")
        let result = run()
        #expect(try written(result, "Theme.swift", 29) == "onTintColor: mainColor")
        #expect(result.stylesheet.contains(##"mainColor: "#FF00FF""##))
        #expect(try written(result, "Theme.swift", 36) == "tintColor: brandGray")
        #expect(result.stylesheet.contains(##"brandGray: "#2B2C2D""##))
    }

    /// A literal passed for an optional parameter is not nil: the helper's `if let` side gives the value
    /// (`defaultColor(hex: "#AF52DE")` with `if let hex = hex { return UIColor(hex: hex) }`); nil, the other side.
    @Test func aLiteralPassedForAnOptionalIsNotNil() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            class Colors {
                class func defaultColor(hex: String?) -> UIColor {
                    if let hex = hex {
                        return UIColor(hex: hex)
                    }
                    return UIColor.systemPurple
                }
                class var tabBarTint: UIColor { return defaultColor(hex: "#AF52DE") }
                class var fallback: UIColor { return defaultColor(hex: nil) }
            }
            func style() {
                UITabBar.appearance().barTintColor = Colors.tabBarTint
                UITabBar.appearance().tintColor = Colors.fallback
            }

            """)
        writeAppDelegate(launch: "style()")
        let result = run()
        #expect(try written(result, "Colors.swift", 13) == "barTintColor: tabBarTint")
        #expect(result.stylesheet.contains(##"tabBarTint: "#AF52DE""##))
        #expect(try written(result, "Colors.swift", 14) == "tintColor: fallback")
        #expect(result.stylesheet.contains("fallback: systemPurple"))
    }

    /// A number given with its alpha (`UIColor(hex8: 0x000000FF)`, a dependency's initializer the files do not
    /// hold) is red, green, blue and alpha, not six digits of colour; `argb:` has its alpha first.
    @Test func aColourNumberWithItsAlphaIsReadWithIt() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            enum Cons { static let navBar = UIColor(hex8: 0x000000FF) }
            func style() {
                UINavigationBar.appearance().tintColor = Cons.navBar
                UITabBar.appearance().tintColor = UIColor(hex8: 0x1E6FD980)
                UISwitch.appearance().onTintColor = UIColor(argb: 0x801E6FD9)
                UISlider.appearance().tintColor = UIColor(hex8: "#1E6FD9")
            }

            """)
        writeAppDelegate(launch: "style()")
        let result = run()
        #expect(try written(result, "Theme.swift", 4) == "tintColor: navBar")
        #expect(result.stylesheet.contains(##"navBar: "#000000""##))
        // The same colour written twice: one palette entry.
        #expect(try written(result, "Theme.swift", 5) == "tintColor: color1")
        #expect(try written(result, "Theme.swift", 6) == "onTintColor: color1")
        #expect(result.stylesheet.contains(##"color1: "#1E6FD980""##))
        #expect(try call(result, "Theme.swift", 7).status == .notConverted)
    }
}

extension AppearanceEvaluationTests {
    /// A ternary written as a statement is an `if` in one line: decided where its test is (a parameter every caller
    /// gives), and reported where it is not, never passed over.
    @Test func aTernaryStatementIsABranch() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            extension UINavigationBar {
                static func changeAppearance(clear: Bool) {
                    let appearance = UINavigationBarAppearance()
                    clear ? appearance.configureWithTransparentBackground() :
                    appearance.configureWithDefaultBackground()
                    UINavigationBar.appearance().standardAppearance = appearance
                }
            }
            extension UITabBar {
                static func restyle(plain: Bool) {
                    let appearance = UITabBarAppearance()
                    plain ? appearance.configureWithOpaqueBackground() : appearance.configureWithTransparentBackground()
                    UITabBar.appearance().standardAppearance = appearance
                }
            }

            """)
        writeAppDelegate(launch: "UINavigationBar.changeAppearance(clear: true)\n        UITabBar.restyle(plain: UserDefaults.standard.bool(forKey: \"plain\"))")
        let result = run()
        #expect(try written(result, "Bars.swift", 5) == "configure: transparent")
        #expect(try call(result, "Bars.swift", 7).status == .converted)
        let tabs = try call(result, "Bars.swift", 14)
        #expect(tabs.status == .notConverted)
    }

    /// A function both arms of a branch call runs whichever way the test goes.
    @Test func aFunctionBothArmsCallRunsEitherWay() throws {
        writeAppDelegate(
            launch: """
                if NSClassFromString("XCTestCase") == nil {
                            bootstrap(testing: false)
                        } else {
                            bootstrap(testing: true)
                        }
                        if flag { tint() }
                """,
            more: """
                var flag = false
                    func bootstrap(testing: Bool) {
                        UINavigationBar.appearance().tintColor = .white
                    }
                    func tint() {
                        UITabBar.appearance().tintColor = .red
                    }
                """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 15) == "tintColor: white")
        #expect(try call(result, "AppDelegate.swift", 18).reason?.hasPrefix("in tint, called only inside a branch on flag") == true)
    }
}

extension AppearanceEvaluationTests {
    /// A getter an extension adds to UIKit's colour, read on a colour: its body with `self` that colour.
    @Test func aColoursComputedTextAttributesAreTheDictionaryItsGetterReturns() throws {
        write(
            "AppearanceManager.swift",
            """
            import UIKit
            private extension UIColor {
                var textAttribute: [NSAttributedString.Key : UIColor] { return [.foregroundColor : self] }
            }
            func configure() {
                let tabBarItems = UITabBarItem.appearance()
                tabBarItems.setTitleTextAttributes(UIColor.yellow.textAttribute, for: .normal)
                tabBarItems.setTitleTextAttributes(UIColor(white: 0.2, alpha: 1).textAttribute, for: .selected)
            }

            """)
        let result = run()
        #expect(try written(result, "AppearanceManager.swift", 7) == "titleTextAttributes.foregroundColor: { normal: yellow, selected: \"#333333\" }")
    }
}

extension AppearanceEvaluationTests {
    /// A class method of UIColor's extension making the colour with `self.init`, its channels masked and shifted out
    /// of one number, is that colour.
    @Test func aClassMethodMakingAColourWithSelfInitIsThatColour() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor {
                static let appBase: UIColor = UIColor.fromRGB(0x018675)
                public class func fromRGB(_ rgbValue: UInt) -> UIColor {
                    return self.init(
                        red: CGFloat((rgbValue & 0xFF0000) >> 16) / 255.0,
                        green: CGFloat((rgbValue & 0x00FF00) >> 8) / 255.0,
                        blue: CGFloat(rgbValue & 0x0000FF) / 255.0,
                        alpha: CGFloat(1.0))
                }
            }
            func configure() {
                UINavigationBar.appearance().tintColor = .appBase
            }

            """)
        let result = run()
        #expect(try written(result, "Colors.swift", 13) == "tintColor: appBase")
        #expect(result.stylesheet.contains("appBase: \"#018675\""))
    }
}

extension AppearanceEvaluationTests {
    /// A helper testing a Bool parameter with `!`, its default taken where the caller leaves it out, returns the side
    /// the default chooses.
    @Test func aNegatedBoolParameterWithADefaultIsDecided() throws {
        write(
            "UIFont+Kyber.swift",
            """
            import UIKit
            extension UIFont {
                struct Kyber {
                    static func medium(with size: CGFloat, italic: Bool = false) -> UIFont {
                        if !italic { return UIFont(name: "Roboto-Medium", size: size)! }
                        return UIFont(name: "Roboto-MediumItalic", size: size)!
                    }
                }
            }
            func configure() {
                UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.Kyber.medium(with: 10)], for: .normal)
                UISegmentedControl.appearance().setTitleTextAttributes([.font: UIFont.Kyber.medium(with: 12, italic: true)], for: .normal)
            }

            """)
        let result = run()
        #expect(try written(result, "UIFont+Kyber.swift", 11).contains("Roboto-Medium\", size: 10"))
        #expect(try written(result, "UIFont+Kyber.swift", 12).contains("Roboto-MediumItalic\", size: 12"))
    }

    /// A style value made from a closure taking the component (`Style<UINavigationBar>`'s `.primary`), handed to a
    /// method of the app's on the proxy: the closure runs with the proxy, each setter a call of its own; an appearance
    /// object built by a closure called at once, as an argument, is followed as the closure builds it.
    @Test func aStyleValueMadeFromAClosureRunsOnTheProxyItIsHanded() throws {
        write(
            "Style.swift",
            """
            import UIKit
            public typealias Stylable = UIAppearance
            public struct Style<Component: Stylable> {
                private let process: (Component) -> Void
                public init(process: @escaping (Component) -> Void) { self.process = process }
                public func apply(to component: Component) { process(component) }
            }
            public extension Stylable {
                @discardableResult
                func apply(style: Style<Self>) -> Self {
                    style.apply(to: self)
                    return self
                }
            }

            """)
        write(
            "UINavigationBar+Style.swift",
            """
            import UIKit
            extension Style<UINavigationBar> {
                public static var primary: Self {
                    .init { bar in
                        bar.isTranslucent = false
                        bar.tintColor = bar.engine.textPrimary
                        UINavigationBar.appearance().applyForAllStates({
                            let appearance = UINavigationBarAppearance()
                            appearance.backgroundColor = .systemIndigo
                            return appearance
                        }())
                    }
                }
            }
            extension Style<UISwitch> {
                static let primary = Style { control in control.onTintColor = .systemGreen }
            }
            extension UINavigationBar {
                func applyForAllStates(_ appearance: UINavigationBarAppearance) {
                    standardAppearance = appearance
                    scrollEdgeAppearance = appearance
                }
            }

            """)
        write(
            "Configure.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().apply(style: .primary)
                UISwitch.appearance().apply(style: Style<UISwitch>.primary)
            }

            """)
        let result = run()
        // Reached where another file applies it: one call at the line, not a second saying it is not followed.
        #expect(result.calls.filter { $0.file.hasSuffix("UINavigationBar+Style.swift") && $0.line == 7 }.count == 1)
        #expect(try written(result, "UINavigationBar+Style.swift", 5) == "isTranslucent: false")
        let unread = try call(result, "UINavigationBar+Style.swift", 6)
        #expect(unread.status != .converted)
        #expect(unread.stoppedAt?.hasPrefix("bar.engine") == true)
        #expect(try call(result, "UINavigationBar+Style.swift", 7).status == .converted)
        #expect(result.stylesheet.contains("backgroundColor: systemIndigo"))
        #expect(try written(result, "UINavigationBar+Style.swift", 16) == "onTintColor: systemGreen")
    }

    /// `#function` in a property's value is the property's name, as figma-export's generated colours write it.
    @Test func functionInAPropertysValueIsThePropertysName() throws {
        let catalog = writeWhiteCatalog("Assets.xcassets", colours: ["brandTint", "cardBackground"])
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor {
                static var brandTint: UIColor { UIColor(named: #function)! }
                static var cardBackground: UIColor { return UIColor(named: #function) ?? .white }
            }
            func configure() {
                UINavigationBar.appearance().tintColor = .brandTint
                UITableView.appearance().backgroundColor = UIColor.cardBackground
            }

            """)
        let result = run(assets: [catalog])
        #expect(try written(result, "Colors.swift", 7) == "tintColor: brandTint")
        #expect(try written(result, "Colors.swift", 8) == "backgroundColor: cardBackground")
    }

    /// Two nested types of one name, SwiftUI's and UIKit's (`Font.Rubik` and `UIFont.Rubik`, each made by a `static let
    /// rubik`): `UIFont.rubik.bold` is the member of the one declared with `UIFont.rubik`, not SwiftUI's `Font.custom`.
    @Test func aNestedTypeOfANameTwoExtensionsDeclareIsTheOneBesideItsConstant() throws {
        write(
            "Fonts.swift",
            """
            import SwiftUI
            extension Font {
                static let rubik = Rubik()
                struct Rubik {
                    let bold = Font.custom("Rubik-Bold", size: 14)
                }
            }
            extension UIFont {
                static let rubik = Rubik()
                struct Rubik {
                    let bold = UIFont(name: "Rubik-Bold", size: 18)!
                }
            }
            func configure() {
                UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.rubik.bold]
            }

            """)
        #expect(try written(run(), "Fonts.swift", 15) == #"titleTextAttributes.font: { family: "Rubik-Bold", size: 18 }"#)
    }
}
