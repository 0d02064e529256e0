import Foundation
import Testing

@testable import LiveryImport

/// What an app declares for its appearance code and the language gives it a meaning: UIKit's fixed
/// font sizes, an initializer passing an enum's members on, a file-scope type alias, a method of an
/// extension sent to a proxy, Objective-C's enum constants, and helpers drawing a solid colour's image.
extension AppearanceEvaluationTests {
    /// A Swift colour no file read declares (`.gdsGreen` of a design-system package the repository does not hold) is said
    /// to be declared elsewhere, not computed as the app runs; one a file declares from a run-time value is still that.
    /// A computed property of an enum nested in another type, switching on `self`, read on a case through the path
    /// (`Theme.Colors.tint.color`): the getter run with `self` that case, as for an enum named bare.
    @Test func aNestedEnumsGetterReadThroughItsPathIsTheCasesValue() throws {
        writeAppDelegate(launch: "UINavigationBar.appearance().tintColor = Theme.Colors.tint.color")
        write(
            "Theme.swift",
            """
            import UIKit
            struct Theme {
                enum Colors {
                    case tint, background
                    var color: UIColor {
                        switch self {
                        case .tint: return UIColor(red: 130/255.0, green: 169/255.0, blue: 243/255.0, alpha: 1)
                        case .background: return .black
                        }
                    }
                }
            }

            """)
        let result = run()
        #expect(try call(result, "AppDelegate.swift", 5).status == .converted)
        #expect(result.stylesheet.contains("\"#82A9F3\""), "\(result.stylesheet)")
    }

    @Test func aSwiftColourNoFileDeclaresIsReportedAsAPackages() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UITabBar.appearance().tintColor = .gdsGreen
                    UISlider.appearance().tintColor = .accent
                    return true
                }
            }
            extension UIColor {
                static var accent: UIColor { UIColor(white: CGFloat(UserDefaults.standard.float(forKey: "w")), alpha: 1) }
            }
            """)
        let result = run()
        let reasons = try [4, 5].map { try call(result, "Bars.swift", $0).reason ?? "" }
        #expect(reasons[0].contains("'gdsGreen' is declared in no file read: a package's or a framework's"), "\(reasons[0])")
        #expect(!reasons[1].contains("declared in no file read"), "\(reasons[1])")
    }

    @Test func uiKitsFixedFontSizesAreTheirPoints() throws {
        write(
            "Fonts.swift",
            """
            import UIKit
            func configure() {
                UILabel.appearance().font = UIFont(name: "Lato-Regular", size: UIFont.systemFontSize)
                UITextField.appearance().font = .systemFont(ofSize: UIFont.labelFontSize)
                UITextView.appearance().font = .systemFont(ofSize: UIFont.buttonFontSize)
                UISearchTextField.appearance().font = .systemFont(ofSize: UIFont.smallSystemFontSize)
            }

            """)
        write(
            "Theme.m",
            """
            @implementation Theme
            + (void)apply
            {
              [[UILabel appearanceWhenContainedInInstancesOfClasses:@[[UITableViewCell class]]] setFont:[UIFont fontWithName:@"Lato-Regular" size:[UIFont systemFontSize]]];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Fonts.swift", 3) == #"font: { family: "Lato-Regular", size: 14 }"#)
        #expect(try written(result, "Fonts.swift", 4) == "font: { size: 17 }")
        #expect(try written(result, "Fonts.swift", 5) == "font: { size: 18 }")
        #expect(try written(result, "Fonts.swift", 6) == "font: { size: 12 }")
        #expect(try written(result, "Theme.m", 4) == #"font: { family: "Lato-Regular", size: 14 }"#)
    }

    @Test func anInitializerPassingAnEnumsMembersOnIsReadForTheCaseGiven() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            enum BrandColor: Int {
                case primaryGreen = 0x35dd69
                case shade = 0x102030
                var alpha: CGFloat {
                    switch self {
                    case .shade: return 0.5
                    default: return 1.0
                    }
                }
            }
            extension UIColor {
                convenience init(hex: Int, alpha: CGFloat) {
                    self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                              blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
                }
                convenience init(brandColor: BrandColor) {
                    self.init(hex: brandColor.rawValue, alpha: brandColor.alpha)
                }
            }
            func configure() {
                UINavigationBar.appearance().barTintColor = UIColor(brandColor: .primaryGreen)
                UIToolbar.appearance().barTintColor = UIColor(brandColor: .shade)
            }

            """)
        let result = run()
        #expect(try written(result, "Colors.swift", 22) == ##"barTintColor: "#35DD69""##)
        #expect(try written(result, "Colors.swift", 23) == ##"barTintColor: "#10203080""##)
    }

    @Test func aFileScopeTypeAliasNamesItsTypeInEveryFile() throws {
        write("Constants.swift", "typealias Images = R.image\n")
        write(
            "Bars.swift",
            """
            import UIKit
            final class Screen {
                typealias Images = Unrelated
            }
            func configure() {
                UINavigationBar.appearance().backIndicatorTransitionMaskImage = Images.king()
            }

            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        #expect(try written(result, "Bars.swift", 6) == "backIndicatorTransitionMaskImage: \"King\"")
    }

    @Test func aMethodOfAnExtensionSentToAProxySetsWhatItsBodySets() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            extension UILabel {
                @objc func setThemeColor(_ color: UIColor) {
                    textColor = color
                }
            }
            extension UIButton {
                @objc func style(tint: UIColor) {
                    let corner = 4
                    tintColor = tint
                    setTitleColor(tint, for: .normal)
                }
            }
            func configure() {
                UILabel.appearance().setThemeColor(.systemRed)
                UILabel.appearance(whenContainedInInstancesOf: [UITextField.self]).setThemeColor(.systemGray)
                UIButton.appearance().style(tint: .systemPink)
            }

            """)
        write(
            "Brand.m",
            """
            @implementation UISwitch (Brand)
            - (void)applyBrandColor:(UIColor *)color {
                self.onTintColor = color;
            }
            @end
            @implementation Brand
            + (void)apply {
                [[UISwitch appearance] applyBrandColor:[UIColor orangeColor]];
            }
            @end

            """)
        let result = run()
        // Each call is one, where the proxy is sent the method: two labels' colours do not replace each other.
        #expect(try written(result, "Theme.swift", 15) == "textColor: systemRed")
        #expect(try written(result, "Theme.swift", 16) == "textColor: systemGray")
        let button = try call(result, "Theme.swift", 17)
        #expect(button.status == .converted)
        #expect(result.stylesheet.contains("tintColor: systemPink  # line 17"))
        #expect(result.stylesheet.contains("titleColor: { normal: systemPink }  # line 17"))
        #expect(try written(result, "Brand.m", 8) == "onTintColor: orange")
        #expect(!result.calls.contains { $0.line == 4 && $0.file.hasSuffix("Theme.swift") })
    }

    @Test func aProxyRunsTheMethodItsAncestorDeclares() throws {
        write(
            "SystemColors.swift",
            """
            import UIKit
            extension UIView {
                public func viewSystemBack() {
                    if #available(iOS 13.0, *) {
                        self.backgroundColor = .systemBackground
                    }
                }
            }
            class TestsViewController: UIViewController {
                private func viewSystemBack() {
                    view.backgroundColor = .black
                }
            }
            func configure() {
                UINavigationBar.appearance().viewSystemBack()
            }

            """)
        let result = run(deploymentTarget: "11.0")
        #expect(try written(result, "SystemColors.swift", 15) == "backgroundColor: systemBackground")
        #expect(result.stylesheet.contains("- type: UINavigationBar\n"))
    }

    @Test func selfsProxyInAClassMethodIsTheClasss() throws {
        write(
            "UITabBar+Appearance.swift",
            """
            import UIKit
            extension UITabBar {
                class func applyBrand() {
                    let appearance = Self.appearance()
                    appearance.barTintColor = .systemTeal
                }
            }
            func configure() {
                UITabBar.applyBrand()
            }

            """)
        let result = run()
        #expect(try written(result, "UITabBar+Appearance.swift", 5) == "barTintColor: systemTeal")
        #expect(result.stylesheet.contains("- type: UITabBar\n"))
        #expect(!result.stylesheet.contains("type: Self"))
    }

    @Test func anExtensionMethodOfAnotherClassIsNotTheProxys() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            extension UIButton {
                @objc func setThemeColor(_ color: UIColor) {
                    tintColor = color
                }
            }
            func configure() {
                UILabel.appearance().setThemeColor(.systemRed)
            }

            """)
        let result = run()
        let label = try call(result, "Theme.swift", 8)
        #expect(label.status == .notConverted)
        #expect(label.reason == "UILabel has no property 'themeColor' in Livery's schema")
    }

    @Test func anAppClassesOwnSetterSentToItsProxyIsItsProperty() throws {
        write(
            "ProgressView.m",
            """
            @implementation ProgressView
            + (void)initialize {
                [[ProgressView appearance] setTrackTintColor:[UIColor whiteColor]];
            }
            - (void)setTrackTintColor:(UIColor *)trackTintColor {
                _trackTintColor = trackTintColor;
                [self setNeedsDisplay];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "ProgressView.m", 3) == "trackTintColor: white")
    }

    @Test func objectiveCEnumConstantsAreTheirNumbers() throws {
        write(
            "Colors.h",
            """
            #define UIColorFromRGB(v) [UIColor colorWithRed:((v & 0xFF0000) >> 16)/255.0 green:((v & 0xFF00) >> 8)/255.0 blue:(v & 0xFF)/255.0 alpha:1.0]
            typedef NS_ENUM(UInt32, UIColorRGB) {
                appColor = 0x78B910,
                inkColor API_AVAILABLE(ios(13)) = 0x102030,
            };
            enum Sizes { kSmall = 10, kMedium, kLarge };

            """)
        write(
            "AppDelegate.m",
            """
            #import "Colors.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                [[UITabBar appearance] setTintColor:UIColorFromRGB(appColor)];
                [[UINavigationBar appearance] setBarTintColor:UIColorFromRGB(inkColor)];
                [[UILabel appearance] setFont:[UIFont systemFontOfSize:kLarge]];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 4) == ##"tintColor: "#78B910""##)
        #expect(try written(result, "AppDelegate.m", 5) == ##"barTintColor: "#102030""##)
        #expect(try written(result, "AppDelegate.m", 6) == "font: { size: 12 }")
    }

    @Test func aHelperFillingAnImageWithOneColourIsThatColoursImage() throws {
        write(
            "UIImage+Color.m",
            """
            @implementation UIImage (Color)
            + (UIImage *)imageWithColor:(UIColor *)color
            {
                CGRect rect = CGRectMake(0, 0, 1, 1);
                UIGraphicsBeginImageContext(rect.size);
                CGContextRef context = UIGraphicsGetCurrentContext();
                CGContextSetFillColorWithColor(context, [color CGColor]);
                CGContextFillRect(context, rect);
                UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
                UIGraphicsEndImageContext();
                return image;
            }
            + (UIImage *)badgeWithColor:(UIColor *)color
            {
                UIGraphicsBeginImageContext(CGSizeMake(2, 2));
                CGContextRef context = UIGraphicsGetCurrentContext();
                CGContextSetFillColorWithColor(context, [color CGColor]);
                CGContextFillRect(context, CGRectMake(0, 0, 2, 2));
                CGContextDrawImage(context, CGRectMake(0, 0, 2, 2), [[UIImage imageNamed:@"badge"] CGImage]);
                return UIGraphicsGetImageFromCurrentImageContext();
            }
            @end
            @implementation Theme
            + (void)apply {
                [[UINavigationBar appearance] setBackgroundImage:[UIImage imageWithColor:[UIColor redColor]] forBarMetrics:UIBarMetricsDefault];
                [[UIToolbar appearance] setBackgroundImage:[UIImage badgeWithColor:[UIColor redColor]] forToolbarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];
            }
            @end

            """)
        write(
            "Images.swift",
            """
            import UIKit
            extension UIImage {
                static func filled(with color: UIColor) -> UIImage {
                    let fillRect = CGRect(origin: .zero, size: CGSize(width: 1, height: 1))
                    UIGraphicsBeginImageContextWithOptions(fillRect.size, false, 0)
                    let graphicsContext = UIGraphicsGetCurrentContext()
                    graphicsContext!.setFillColor(color.cgColor)
                    graphicsContext!.fill(fillRect)
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image!
                }
                convenience init(color: UIColor) {
                    let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
                    UIGraphicsBeginImageContextWithOptions(rect.size, false, 0)
                    color.setFill()
                    UIRectFill(rect)
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    self.init(cgImage: image!.cgImage!)
                }
            }
            extension UIColor {
                func image(dimension: CGFloat) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: dimension, height: dimension)).image { context in
                        self.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: dimension, height: dimension))
                    }
                }
                static func framed(_ color: UIColor) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { context in
                        color.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
                        UIColor.white.setStroke()
                        context.stroke(CGRect(x: 0, y: 0, width: 3, height: 3))
                    }
                }
            }
            func configure() {
                UIToolbar.appearance().setBackgroundImage(.filled(with: .white), forToolbarPosition: .any, barMetrics: .default)
                UISearchBar.appearance().backgroundImage = UIImage(color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
                UITabBar.appearance().shadowImage = UIColor.clear.image(dimension: 1)
                UITabBar.appearance().backgroundImage = UIColor.framed(.red)
                UIToolbar.appearance().setShadowImage(.filled(with: .black), forToolbarPosition: .bottom)
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty, "\(result.stylesheetDiagnostics)")
        #expect(try written(result, "UIImage+Color.m", 25) == "backgroundImage: { color: red }")
        // An image drawn over the fill is not one colour's.
        #expect(try call(result, "UIImage+Color.m", 26).status == .notConverted)
        #expect(try written(result, "Images.swift", 40) == "backgroundImage: { color: white }")
        #expect(try written(result, "Images.swift", 41) == ##"backgroundImage: { color: "#336699" }"##)
        #expect(try written(result, "Images.swift", 42) == "shadowImage: { color: clear }")
        // Drawing more than a fill is not one colour's image; a toolbar's bottom position is not in the language.
        #expect(try call(result, "Images.swift", 43).status == .notConverted)
        let bottom = try call(result, "Images.swift", 44)
        #expect(bottom.reason == "only the toolbar's any position is in the language")
    }

    @Test func aPNGTheAppBundlesIsItsImageByName() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: AppearanceImporterTests.catalog + "/King.imageset/King.png"))
        for name in ["Images/tabbar.png", "Images/tabbar@2x.png", "Images/pixel@2x.png", "A/twice.png", "B/twice.png", "image/bar.png", "image@2x/bar@2x.png"] {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try png.write(to: URL(fileURLWithPath: path))
        }
        write(
            "Theme.m",
            """
            @implementation Theme
            + (void)apply {
                [[UITabBar appearance] setBackgroundImage:[UIImage imageNamed:@"tabbar"]];
                [[UITabBar appearance] setShadowImage:[UIImage imageNamed:@"pixel.png"]];
                [[UINavigationBar appearance] setBackgroundImage:[UIImage imageNamed:@"twice"] forBarMetrics:UIBarMetricsDefault];
                [[UIToolbar appearance] setBackgroundImage:[UIImage imageNamed:@"missing"] forToolbarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];
                [[UISearchBar appearance] setBackgroundImage:[UIImage imageNamed:@"bar"]];
            }
            @end

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty, "\(result.stylesheetDiagnostics)")
        #expect(try written(result, "Theme.m", 3) == #"backgroundImage: "../Images/tabbar.png""#)
        #expect(try written(result, "Theme.m", 4) == #"shadowImage: "../Images/pixel@2x.png""#)
        // Two folders hold one name: which the app bundles is not known.
        #expect(try call(result, "Theme.m", 5).status == .notConverted)
        #expect(
            try call(result, "Theme.m", 6).reason
                == #"UIImage(named: "missing") is no PNG file in the folders imported: pass the app's asset catalog with --assets"#)
        // Its 2× file kept in a folder of its own: the one file at 1×.
        #expect(try written(result, "Theme.m", 7) == #"backgroundImage: "../image/bar.png""#)
    }

    @Test func swiftUIsColourOfACatalogEntryAndZeroAreRead() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main
            struct MyApp: App {
                init() {
                    UISegmentedControl.appearance().backgroundColor = UIColor(Color("Brand"))
                    UISwitch.appearance().onTintColor = UIColor(Color(uiColor: .systemMint))
                    UITableView.appearance().sectionHeaderTopPadding = .zero
                }
                var body: some Scene { WindowGroup { Text("") } }
            }

            """)
        let catalog = write("Assets.xcassets/Brand.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x33","green":"0x66","blue":"0x99","alpha":"1.000"}}}]}"#)
        let result = run(assets: [(catalog as NSString).deletingLastPathComponent.replacingOccurrences(of: "/Brand.colorset", with: "")])
        #expect(try written(result, "App.swift", 5) == "backgroundColor: Brand")
        #expect(try written(result, "App.swift", 6) == "onTintColor: systemMint")
        #expect(try written(result, "App.swift", 7) == "sectionHeaderTopPadding: 0")
    }

    @Test func aSwiftUIViewsOnDisappearRunsAsItGoesAway() throws {
        write(
            "Modifiers.swift",
            """
            import SwiftUI
            struct Tinted: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .onDisappear() {
                            UITableView.appearance().backgroundColor = .clear
                        }
                }
            }

            """)
        let result = run()
        let restore = try call(result, "Modifiers.swift", 6)
        #expect(restore.status == .notConverted)
        #expect(restore.stoppedAt == "onDisappear")
        #expect(restore.reason == "inside a SwiftUI view's onDisappear closure, which runs as that view goes away, not at launch")
    }

    @Test func aGetterChoosingAtRunTimeSaysWhatItChoosesBy() throws {
        write(
            "Appearance.swift",
            """
            import UIKit
            enum Appearance {
                static var barStyle: UIBarStyle {
                    switch ThemeController.shared.current {
                    case .dark: return .black
                    case .light: return .default
                    }
                }
                static var accent: UIColor {
                    let base = UIColor.systemIndigo
                    return base
                }
                static func apply() {
                    UINavigationBar.appearance().barStyle = barStyle
                    UITabBar.appearance().barStyle = Appearance.barStyle
                    UITabBar.appearance().tintColor = accent
                }
            }

            """)
        let result = run()
        let bar = try call(result, "Appearance.swift", 14)
        #expect(bar.reason == "barStyle is computed by its getter at run time (a switch on ThemeController.shared.current)")
        #expect(bar.stoppedAt == "ThemeController.shared.current")
        #expect(try call(result, "Appearance.swift", 15).stoppedAt == "ThemeController.shared.current")
        #expect(try written(result, "Appearance.swift", 16) == "tintColor: systemIndigo")
    }

    @Test func aThemeAStoredPropertyHoldsIsReadThroughItsInitializer() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            public struct Theme {
                let baseColor: UIColor
                public static let standard = Theme(baseColor: .systemOrange)
            }
            class ThemeApplier {
                let theme: Theme = Theme.standard
                func apply() {
                    UISlider.appearance().tintColor = theme.baseColor
                }
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.swift", 9) == "tintColor: baseColor")
        #expect(result.stylesheet.contains("  baseColor: systemOrange\n"))
    }

    /// A `var` the code assigns after its declaration (a singleton's cache its initializer rebuilds from the user's
    /// theme) holds what it was last given: its declared value is not the app's, on any device.
    @Test func aVarTheCodeAssignsIsNotItsDeclaredValue() throws {
        write(
            "ThemeManager.swift",
            """
            import UIKit
            final class ThemeManager {
                static let shared = ThemeManager()
                private(set) var barStyle: UIBarStyle = .black
                private(set) var primaryText: UIColor = .white
                var accent: UIColor = .systemRed
                let fixed: UIColor = .systemTeal
                var isDark: Bool { UserDefaults.standard.bool(forKey: "dark") }
                private init() { rebuildCache() }
                private func rebuildCache() {
                    let dark = isDark
                    barStyle = dark ? .black : .default
                    self.primaryText = dark ? .white : UIColor(white: 0.1, alpha: 1)
                }
                func applyGlobal() {
                    UINavigationBar.appearance().barStyle = barStyle
                    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: primaryText]
                    UINavigationBar.appearance().tintColor = accent
                    UITabBar.appearance().tintColor = fixed
                    UITabBar.appearance().barTintColor = ThemeManager.shared.accent
                }
            }
            func pickAccent() {
                let accent = UIColor.systemPink
                print(accent)
            }

            """)
        let result = run()
        let barStyle = try call(result, "ThemeManager.swift", 16)
        #expect(barStyle.status == .notConverted)
        #expect(barStyle.reason?.contains("barStyle is a var ThemeManager.rebuildCache assigns") == true, "\(barStyle.reason ?? "")")
        #expect(barStyle.stoppedAt == "barStyle")
        // What only the initializer's set-up assigns is its value, here chosen at run time.
        let title = try call(result, "ThemeManager.swift", 17)
        #expect(title.status == .notConverted)
        #expect(title.stoppedAt == "dark", "\(title.reason ?? "")")
        #expect(!result.stylesheet.contains("black") && !result.stylesheet.contains("white"))
        // Never assigned (a local of the name in another function is not the member): its declared value is the app's.
        #expect(try written(result, "ThemeManager.swift", 18) == "tintColor: accent")
        #expect(try written(result, "ThemeManager.swift", 19) == "tintColor: fixed")
        #expect(try written(result, "ThemeManager.swift", 20) == "barTintColor: accent")
    }

    @Test func aVarAssignedThroughItsTypeIsNotItsDeclaredValue() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            enum Theme {
                static var tint: UIColor = .systemBlue
            }
            func configure() {
                UINavigationBar.appearance().tintColor = Theme.tint
            }
            func userPickedGreen() {
                Theme.tint = .systemGreen
            }

            """)
        let entry = try call(run(), "Theme.swift", 6)
        #expect(entry.status == .notConverted)
        #expect(entry.reason?.contains("tint is a var userPickedGreen assigns") == true, "\(entry.reason ?? "")")
    }

    @Test func swift2sContainedProxyAndAHelperReturningTheReceiversProxyAreProxies() throws {
        write(
            "UIView+SwiftAppearance.m",
            """
            @implementation UIView (SwiftAppearance)
            + (instancetype)my_appearanceWhenContainedIn:(Class<UIAppearanceContainer>)containerClass {
                return [self appearanceWhenContainedIn:containerClass, nil];
            }
            @end
            @implementation UIBarButtonItem (SwiftAppearance)
            + (instancetype)my_appearanceWhenContainedIn:(Class<UIAppearanceContainer>)containerClass {
                return [self appearanceWhenContainedIn:containerClass, nil];
            }
            @end

            """)
        write(
            "Theme.swift",
            """
            import UIKit
            func configure() {
                UITextField.appearanceWhenContainedInInstancesOfClasses([UISearchBar.self]).tintColor = .systemRed
                UIBarButtonItem.my_appearanceWhenContainedIn(UISearchBar.self).tintColor = .systemBlue
                UILabel.my_appearanceWhenContainedIn(UITableViewCell.self).textColor = .systemGray
            }
            extension UIBarButtonItem {
                static func configureTheme() {
                    appearanceWhenContainedInInstancesOfClasses([UIToolbar.self]).tintColor = .systemPink
                }
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.swift", 3) == "tintColor: systemRed")
        // Bare, in a class method of the class's extension: the class's own.
        #expect(try written(result, "Theme.swift", 9) == "tintColor: systemPink")
        #expect(result.stylesheet.contains("- type: UIBarButtonItem\n    inside: [UIToolbar]"))
        #expect(try written(result, "Theme.swift", 4) == "tintColor: systemBlue")
        #expect(try written(result, "Theme.swift", 5) == "textColor: systemGray")
        #expect(result.stylesheet.contains("- type: UIBarButtonItem\n    inside: [UISearchBar]"))
        #expect(result.stylesheet.contains("- type: UILabel\n    inside: [UITableViewCell]"))
        // The helpers hand their caller a proxy: they set nothing, so they are no calls.
        #expect(!result.calls.contains { $0.file.hasSuffix("UIView+SwiftAppearance.m") })
    }

    @Test func anImplementationFilesMacrosAreItsOwn() throws {
        write("Colors.h", "#define RGBA(r,g,b,a) [UIColor colorWithRed:r/255.0 green:g/255.0 blue:b/255.0 alpha:a]\n#define RGB(r,g,b) RGBA(r,g,b,1.0f)\n")
        write(
            "Alert.m",
            """
            #define RGBA(r,g,b,a) [UIColor colorWithRed:((r)/255.0) green:((g)/255.0) blue:((b)/255.0) alpha:(a)]
            #define kAlertTint RGBA(0, 0, 255, 1)
            @implementation Alert
            + (void)initialize {
                [[UIButton appearanceWhenContainedInInstancesOfClasses:@[[Alert class]]] setTintColor:kAlertTint];
            }
            @end

            """)
        write(
            "AppDelegate.m",
            """
            #import "Colors.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                [[UITabBar appearance] setTintColor:RGB(255, 0, 0)];
                [[UISwitch appearance] setOnTintColor:kAlertTint];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 4) == ##"tintColor: "#FF0000""##)
        #expect(try written(result, "Alert.m", 5) == ##"tintColor: "#0000FF""##)
        // Another file's macro is not known here.
        #expect(try call(result, "AppDelegate.m", 5).status == .notConverted)
    }

    @Test func aLocalWindowSetAfterItBecomesTheDelegatesIsTheAppsWindow() throws {
        write(
            "SceneDelegate.swift",
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIViewController()
                    self.window = window
                    window.makeKeyAndVisible()
                    window.overrideUserInterfaceStyle = .dark
                    window.tintColor = .systemPink
                    let overlay = UIWindow(windowScene: windowScene)
                    overlay.tintColor = .systemGreen
                }
            }

            """)
        let result = run()
        #expect(try written(result, "SceneDelegate.swift", 10) == "overrideUserInterfaceStyle: dark")
        #expect(try written(result, "SceneDelegate.swift", 11) == "tintColor: systemPink")
        #expect(!result.calls.contains { $0.line == 13 })
    }

    @Test func whatAFunctionCalledOnlyUnderARunTimeConditionSetsIsReported() throws {
        write(
            "Appearance.m",
            """
            @implementation Appearance
            + (void)setUp {
                if ([NSUserDefaults isDarkSchemeSetting]) {
                    [self configDark];
                } else {
                    [self configLight];
                }
                [self configShared];
            }
            + (void)configDark {
                [[UITabBar appearance] setTintColor:[UIColor whiteColor]];
                [self configTabLine];
            }
            + (void)configLight {
                [[UITabBar appearance] setTintColor:[UIColor blackColor]];
            }
            + (void)configTabLine {
                [[UITabBar appearance] setShadowImage:[UIImage new]];
            }
            + (void)configShared {
                [[UISwitch appearance] setOnTintColor:[UIColor orangeColor]];
            }
            @end

            """)
        let result = run()
        let dark = try call(result, "Appearance.m", 11)
        #expect(dark.status == .notConverted)
        #expect(dark.reason == "in configDark, called only inside a branch on [NSUserDefaults isDarkSchemeSetting], which the importer does not follow")
        #expect(try call(result, "Appearance.m", 15).status == .notConverted)
        // Called only from a function so called: under the same condition.
        #expect(try call(result, "Appearance.m", 18).stoppedAt == "[NSUserDefaults isDarkSchemeSetting]")
        #expect(try written(result, "Appearance.m", 21) == "onTintColor: orange")
    }

    /// A function called only from a closure a returned or bound object keeps (a settings row's action) runs when the
    /// user acts: what it sets is reported, and the value set at launch is written rather than called a conflict.
    @Test func aFunctionCalledOnlyFromAClosureAnObjectKeepsRunsLater() throws {
        write(
            "App.swift",
            """
            import UIKit
            enum Appearance {
                static func setDefault() { UINavigationBar.appearance().barTintColor = .red }
                static func setLight() { UINavigationBar.appearance().barTintColor = .blue }
                static func setDark() { UINavigationBar.appearance().tintColor = .black }
            }
            final class SettingsDataSource {
                func feedbackItem() -> SettingsItem {
                    return SettingsItem(title: "Feedback") {
                        Appearance.setLight()
                    }
                }
                func darkItem() {
                    let action = UIAction(title: "Dark") { _ in Appearance.setDark() }
                    menu.append(action)
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Appearance.setDefault()
                    UINavigationBar.appearance().shadowImage = UIImage()
                    return true
                }
            }
            enum Logs {
                static func show() { UISwitch.appearance().onTintColor = .green }
            }
            final class SettingsScreen {
                var sections: [String: [SettingsItem]] = [:]
                func build() {
                    sections["other"] = [SettingsItem(title: "Logs", callback: { Logs.show() })]
                }
            }

            """)
        let result = run()
        // A closure an assigned value's object keeps, too.
        #expect(try call(result, "App.swift", 26).stoppedAt == "SettingsItem(callback:)")
        #expect(try written(result, "App.swift", 3) == "barTintColor: red")
        let light = try call(result, "App.swift", 4)
        #expect(light.status == .notConverted)
        #expect(light.reason == "in setLight, called only inside a closure passed to SettingsItem(…) to run when SettingsItem calls it, which the importer does not follow")
        #expect(try call(result, "App.swift", 5).stoppedAt == "UIAction(…)")
    }

    @Test func whatAViewSetsAsItIsMadeIsNotTheAppsStyleAtLaunch() throws {
        write(
            "UITextField+Clear.swift",
            """
            import UIKit
            extension UITextField {
                open override func awakeFromNib() {
                    super.awakeFromNib()
                    UIButton.appearance(whenContainedInInstancesOf: [UITextField.self]).tintColor = .systemGray
                }
            }

            """)
        let result = run()
        let made = try call(result, "UITextField+Clear.swift", 5)
        #expect(made.status == .notConverted)
        #expect(made.stoppedAt == "awakeFromNib")
        #expect(made.reason?.hasPrefix("set as each UITextField is made or laid out (awakeFromNib), not at launch") == true)
    }

    @Test func aLegacyBarImageWithoutItsPairSetsNothing() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().shadowImage = UIImage()
                UITabBar.appearance().shadowImage = UIImage()
                UITabBar.appearance().backgroundImage = UIImage()
                UINavigationBar.appearance().backIndicatorImage = UIImage()
            }

            """)
        let result = run()
        let lone = try call(result, "Bars.swift", 3)
        #expect(lone.status == .obsolete)
        #expect(lone.reason?.hasPrefix("UIKit shows UINavigationBar's shadowImage only where the bar also has a backgroundImage") == true)
        #expect(try written(result, "Bars.swift", 4) == "shadowImage: none")
        #expect(try call(result, "Bars.swift", 6).reason?.hasPrefix("UIKit shows UINavigationBar's backIndicatorImage only where the bar also has a backIndicatorTransitionMaskImage") == true)
    }

    /// A lone shadow image where a screen gives its own bar a background image as it runs shows on that bar:
    /// it is reported, not called obsolete.
    @Test func aLoneShadowImageShowsOnABarGivenABackgroundImageAsTheAppRuns() throws {
        write("Bars.swift", "import UIKit\nfunc configure() {\n    UINavigationBar.appearance().shadowImage = UIImage()\n}\n")
        write(
            "Screen.m",
            "@implementation Screen\n- (void)viewDidLoad {\n    [self.navigationController.navigationBar setBackgroundImage:[UIImage new] forBarMetrics:UIBarMetricsDefault];\n}\n@end\n")
        let result = run()
        let lone = try call(result, "Bars.swift", 3)
        #expect(lone.status == .notConverted)
        #expect(lone.reason?.hasSuffix("the app sets one on some bars as it runs, which then show this") == true)
    }

    @Test func aScreenHandedOnAsAClassIsMadeByWhatTakesIt() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = HomeController()
                    return true
                }
            }
            class HomeController: UIViewController {
                func showPay() { present(injector.getInstance(PayPagingController.self), animated: true) }
            }
            class PayPagingController: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIPageControl.appearance().pageIndicatorTintColor = .gray
                }
            }

            """)
        let result = run()
        let later = try call(result, "AppDelegate.swift", 16)
        #expect(later.status == .notConverted)
        #expect(later.stoppedAt == "viewDidLoad")
    }

    @Test func swift2sSpellingsAreReadAsTheyAreNowWritten() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().barStyle = UIBarStyle.Black
                UINavigationBar.appearance().tintColor = UIColor.whiteColor()
                UIBarButtonItem.appearance().setTitleTextAttributes([NSForegroundColorAttributeName: UIColor.orangeColor()], forState: .Normal)
                UIToolbar.appearance().barTintColor = UIColor.brandColor()
                UINavigationBar.appearance().setBackgroundImage(UIImage(), forBarPosition: .Any, barMetrics: .Default)
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.swift", 7) == "backgroundImage: none")
        #expect(try written(result, "Theme.swift", 3) == "barStyle: black")
        #expect(try written(result, "Theme.swift", 4) == "tintColor: white")
        #expect(try written(result, "Theme.swift", 5) == "titleTextAttributes.foregroundColor: { normal: orange }")
        // Not one of UIKit's colours: the app's, which the files read do not declare.
        #expect(try call(result, "Theme.swift", 6).status == .notConverted)
    }

    @Test func aStaticPropertysSelfIsItsTypeAndARunOnceClosureIsItsValue() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor {
                convenience init(hex: Int) {
                    self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
                }
                static var medium: UIColor { UIColor(hex: 0x18a5b7) }
                static var navBar: UIColor { self.medium }
                class var navTint: UIColor { Self.medium }
                static let brand: UIColor = {
                    if let color = UIColor(named: "Reader/Paper") {
                        return color
                    }
                    return .systemBlue
                }()
            }
            func configure() {
                UINavigationBar.appearance().barTintColor = UIColor.navBar
                UINavigationBar.appearance().tintColor = .navTint
                UISwitch.appearance().onTintColor = .brand
            }

            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        #expect(try written(result, "Colors.swift", 17) == "barTintColor: navBar")
        #expect(try written(result, "Colors.swift", 18) == "tintColor: navTint")
        #expect(try written(result, "Colors.swift", 19) == "onTintColor: Reader/Paper")
        #expect(result.stylesheet.contains(##"medium: "#18A5B7""##) || result.stylesheet.contains(##"navBar: "#18A5B7""##))
    }

    /// A custom property declared of the app's own type is reported as such, not as undeclared.
    @Test func aPropertyDeclaredOfTheAppsOwnTypeIsReportedWithItsType() throws {
        write(
            "Cell.swift",
            """
            import UIKit
            struct PlateAppearance { var cornerRadius: CGFloat }
            final class PlateCell: UITableViewCell {
                @objc dynamic var plateAppearance: PlateAppearance?
            }
            func configure() {
                PlateCell.appearance().plateAppearance = PlateAppearance(cornerRadius: 8)
            }

            """)
        let plate = try call(run(), "Cell.swift", 7)
        #expect(plate.status == .notConverted)
        #expect(plate.reason?.hasPrefix("PlateCell.plateAppearance is declared of the type PlateAppearance?") == true, "\(plate.reason ?? "")")
    }
}

extension AppearanceEvaluationTests {
    /// `extension UIAppearance { static func appearance(in container: UIAppearanceContainer.Type...) -> Self }`: a
    /// wrapper every class has, its variadic containers one list.
    @Test func anAppearanceWrapperWithVariadicContainersIsTheProxyItReturns() throws {
        write(
            "AppearanceManager.swift",
            """
            import UIKit
            private extension UIAppearance {
                static func appearance(in container: UIAppearanceContainer.Type...) -> Self {
                    return appearance(whenContainedInInstancesOf: container)
                }
            }
            func configure() {
                let navBarButtons = UIButton.appearance(in: UINavigationBar.self)
                navBarButtons.tintColor = .white
                UIView.appearance(in: UITableViewHeaderFooterView.self, UICollectionReusableView.self).backgroundColor = .yellow
            }

            """)
        let result = run()
        #expect(try written(result, "AppearanceManager.swift", 9) == "tintColor: white")
        #expect(result.stylesheet.contains("- type: UIButton\n    inside: [UINavigationBar]"))
        #expect(try written(result, "AppearanceManager.swift", 10) == "backgroundColor: yellow")
        #expect(result.stylesheet.contains("inside: [UITableViewHeaderFooterView, UICollectionReusableView]"))
        #expect(!result.calls.contains { $0.line == 4 })
    }
}

extension AppearanceEvaluationTests {
    /// A method sent to a proxy sets what its branches set too: a test on a property it set above is decided by the
    /// value it set, and the later line wins (never the earlier value left standing).
    @Test func aMethodSentToAProxySetsWhatItsBranchesSet() throws {
        write(
            "UITabBar+AG.swift",
            """
            import UIKit
            extension UITabBar {
                func setupWith(content colorContent: UIColor, bg colorBG: UIColor, isTranslucent translucent: Bool) {
                    tintColor = colorContent
                    backgroundColor = .clear
                    isTranslucent = translucent
                    if isTranslucent {
                        backgroundColor = .clear
                    } else {
                        backgroundColor = colorBG
                    }
                }
            }
            func configure(dark: Bool) {
                UITabBar.appearance().setupWith(content: .white, bg: .systemOrange, isTranslucent: false)
                UIToolbar.appearance().setupLater(dark: dark)
            }
            extension UIToolbar {
                func setupLater(dark: Bool) {
                    barTintColor = .white
                    if dark { barTintColor = .black }
                }
            }

            """)
        let result = run()
        let tabs = try call(result, "UITabBar+AG.swift", 15)
        #expect(tabs.status == .converted, "\(tabs.reason ?? "") \(tabs.stoppedAt ?? "")")
        #expect(result.stylesheet.contains("backgroundColor: systemOrange"), "\(result.stylesheet)")
        #expect(!result.stylesheet.contains("backgroundColor: clear"))
        // Given a colour the importer cannot read, the value set before it is not written in its place.
        write(
            "Peach.swift",
            """
            import UIKit
            func peach() {
                UIToolbar.appearance().setupWith(content: .white, bg: Palette.current.peach, isTranslucent: false)
            }
            extension UIToolbar {
                func setupWith(content colorContent: UIColor, bg colorBG: UIColor, isTranslucent translucent: Bool) {
                    backgroundColor = .clear
                    isTranslucent = translucent
                    if isTranslucent { backgroundColor = .clear } else { backgroundColor = colorBG }
                }
            }

            """)
        let unread = run()
        #expect(try call(unread, "Peach.swift", 3).status == .notConverted)
        #expect(!unread.stylesheet.contains("backgroundColor: clear"), "\(unread.stylesheet)")
        // A branch on what the caller does not fix: the call is reported, not written with the value before it.
        let toolbar = try call(result, "UITabBar+AG.swift", 16)
        #expect(toolbar.status == .notConverted)
        #expect(!result.stylesheet.contains("barTintColor: white"))
    }
}
