import Foundation
import Livery
import Testing

@testable import LiveryImport

/// What the importer evaluates in appearance code written the ways apps write
/// it (Docs/Import.md, "How it reads the code"): compile-time conditions at
/// every level, availability against the deployment target, blocks that run
/// with the proxy as their parameter, light and dark providers, an app's
/// helpers, the order calls run in, and where evaluation stops.
@Suite struct AppearanceEvaluationTests {
    let sources = SourceFolder("livery-evaluate")
    var folder: String { sources.path }

    @discardableResult
    func write(_ name: String, _ text: String) -> String { sources.write(name, text) }

    func run(deploymentTarget: String = "15.0", flags: [String] = [], assets: [String] = []) -> AppearanceImporter.Result {
        AppearanceImporter.run(
            .init(paths: [folder], assets: assets, output: folder + "/Out/App.style.yaml", deploymentTarget: deploymentTarget, flags: flags))
    }

    /// An asset catalog in the test's folder holding a white sRGB colour set of each name; its path.
    func writeWhiteCatalog(_ catalog: String, colours: [String]) -> String {
        write("\(catalog)/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        for name in colours {
            write(
                "\(catalog)/\(name).colorset/Contents.json",
                #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}}}],"info":{"version":1,"author":"xcode"}}"#)
        }
        return folder + "/" + catalog
    }

    /// The report's entry for a line of a file.
    func call(_ result: AppearanceImporter.Result, _ file: String, _ line: Int) throws -> AppearanceImporter.Call {
        try #require(result.calls.first { $0.file.hasSuffix("/" + file) && $0.line == line }, "no call at \(file):\(line)")
    }

    /// The stylesheet line a converted call became, trimmed, without its comment.
    func written(_ result: AppearanceImporter.Result, _ file: String, _ line: Int) throws -> String {
        let number = try #require(try call(result, file, line).stylesheetLine, "\(file):\(line) wrote no line")
        let text = result.stylesheet.split(separator: "\n", omittingEmptySubsequences: false)[number - 1]
        let code = text.range(of: "  # ").map { text[..<$0.lowerBound] } ?? text
        return code.trimmingCharacters(in: .whitespaces)
    }

    // MARK: Compile-time conditions

    static let conditions = """
        import UIKit
        func configure() {
            #if os(iOS)
            UISwitch.appearance().onTintColor = .systemGreen
            #elseif os(tvOS)
            UISwitch.appearance().onTintColor = .systemRed
            #endif
            #if DEBUG
            UILabel.appearance().textColor = .systemRed
            #else
            UILabel.appearance().textColor = .label
            #endif
            #if canImport(UIKit) && !targetEnvironment(macCatalyst) && swift(>=5.9) && compiler(>=5.9)
            UIProgressView.appearance().progressTintColor = .systemBlue
            #endif
        }
        #if !os(tvOS)
        func phoneOnly() {
            UISlider.appearance().minimumTrackTintColor = .systemTeal
        }
        #else
        func tvOnly() {
            UISlider.appearance().minimumTrackTintColor = .systemPink
        }
        #endif

        """

    @Test func ifConditionsAreDecidedAsTheCompilerDecidesThemAtEveryLevel() throws {
        write("Conditions.swift", Self.conditions)
        let result = run()
        #expect(try written(result, "Conditions.swift", 4) == "onTintColor: systemGreen")
        #expect(try call(result, "Conditions.swift", 6).status == .obsolete)
        #expect(try written(result, "Conditions.swift", 11) == "textColor: label")
        #expect(try written(result, "Conditions.swift", 14) == "progressTintColor: systemBlue")
        #expect(try written(result, "Conditions.swift", 19) == "minimumTrackTintColor: systemTeal")
        #expect(try call(result, "Conditions.swift", 23).status == .obsolete)
        // A flag not given: its branch is reported with the flag to give.
        let debug = try call(result, "Conditions.swift", 9)
        #expect(debug.status == .notConverted)
        #expect(debug.reason?.contains("-D DEBUG") == true)
        #expect(debug.stoppedAt == "DEBUG")
    }

    /// A screen that sets a proxy in viewWillAppear and puts it back in
    /// viewDidDisappear changes bars while it shows: the launch value is the
    /// app's, and the screen's calls are reported, not written over it.
    @Test func aScreensAppearanceCallbacksDoNotStyleTheApp() throws {
        write(
            "AppDelegate.swift",
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UINavigationBar.appearance().barTintColor = .white
                    return true
                }
            }
            """)
        write(
            "Player.swift",
            """
            class PlayerViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    UINavigationBar.appearance().barTintColor = .black
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    UINavigationBar.appearance().barTintColor = .white
                }
            }
            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 3) == "barTintColor: white")
        for line in [4, 8] {
            let screen = try call(result, "Player.swift", line)
            #expect(screen.status == .notConverted)
            #expect(screen.reason?.hasPrefix("set while one screen shows") == true, "\(screen.reason ?? "")")
        }
        #expect(try call(result, "Player.swift", 4).stoppedAt == "viewWillAppear")
    }

    /// A helper called only from a screen's callbacks is the callback; Objective-C's
    /// `- (void)viewWillAppear:` is one too.
    @Test func helpersOfAScreensCallbacksAndObjectiveCCallbacksDoNotStyleTheApp() throws {
        write(
            "Screen.swift",
            """
            class VC: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    applyBars()
                }
                func applyBars() {
                    UINavigationBar.appearance().tintColor = .red
                }
            }
            """)
        write(
            "Screen.m",
            """
            @implementation OtherViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [UITabBar appearance].tintColor = [UIColor redColor];
            }
            @end
            """)
        let result = run()
        let helper = try call(result, "Screen.swift", 7)
        #expect(helper.status == .notConverted)
        // The screen does not put it back: it lasts for the bars made after.
        #expect(helper.reason?.hasPrefix("set as a screen appears (applyBars") == true, "\(helper.reason ?? "")")
        #expect(helper.reason?.contains("the screen does not put it back as it goes") == true, "\(helper.reason ?? "")")
        #expect(helper.stoppedAt == "applyBars")
        let objC = try call(result, "Screen.m", 4)
        #expect(objC.status == .notConverted)
        #expect(objC.stoppedAt == "viewWillAppear")
        #expect(!result.stylesheet.contains("tintColor"))
    }

    @Test func aFlagGivenWithDTakesItsBranch() throws {
        write("Conditions.swift", Self.conditions)
        let result = run(flags: ["DEBUG"])
        #expect(try written(result, "Conditions.swift", 9) == "textColor: systemRed")
        #expect(try call(result, "Conditions.swift", 11).status == .obsolete)
    }

    @Test func objectiveCPreprocessorConditionsAreDecidedToo() throws {
        write(
            "Theme.m",
            """
            @implementation AppDelegate
            - (void)configure {
            #if DEBUG
                [[UINavigationBar appearance] setTintColor:[UIColor redColor]];
            #else
                [[UINavigationBar appearance] setTintColor:[UIColor blueColor]];
            #endif
            #if TARGET_OS_TV
                [[UISwitch appearance] setOnTintColor:[UIColor greenColor]];
            #elif TARGET_OS_IOS && __IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_13_0
                [[UISwitch appearance] setOnTintColor:[UIColor orangeColor]];
            #endif
            #ifdef __has_include
            #if __has_include(<Foo/Foo.h>)
                [[UILabel appearance] setTextColor:[UIColor purpleColor]];
            #endif
            #endif
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Theme.m", 6) == "tintColor: blue")
        let debug = try call(result, "Theme.m", 4)
        #expect(debug.status == .notConverted)
        #expect(debug.stoppedAt == "DEBUG")
        #expect(try call(result, "Theme.m", 9).status == .obsolete)
        #expect(try written(result, "Theme.m", 11) == "onTintColor: orange")
        // A condition the importer does not evaluate leaves its branch in, as before.
        #expect(try written(result, "Theme.m", 15) == "textColor: purple")
        let given = run(flags: ["DEBUG"])
        #expect(try written(given, "Theme.m", 4) == "tintColor: red")
        #expect(try call(given, "Theme.m", 6).status == .obsolete)
    }

    static let availability = """
        import UIKit
        func configure() {
            if #unavailable(iOS 26) {
                UINavigationBar.appearance().barTintColor = .systemRed
            }
            if #available(iOS 26, *) {
                UITabBar.appearance().tintColor = .systemBlue
            } else {
                UITabBar.appearance().tintColor = .systemRed
            }
            if #available(iOS 13, *) {
                UISwitch.appearance().onTintColor = .systemGreen
            }
        }

        """

    /// Objective-C's checks before `@available`: the iOS version read from `UIDevice`, as a number
    /// or through `compare:options:` in a macro, and whether UIKit's class has a method.
    @Test func objectiveCVersionAndMethodChecksAreDecided() throws {
        write(
            "AppDelegate.m",
            """
            #define SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(v) ([[[UIDevice currentDevice] systemVersion] compare:v options:NSNumericSearch] != NSOrderedAscending)
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                if ([[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0) {
                    [[UINavigationBar appearance] setBarTintColor:[UIColor redColor]];
                } else {
                    [[UINavigationBar appearance] setTintColor:[UIColor redColor]];
                }
                if ([[UINavigationBar appearance] respondsToSelector:@selector(setBackgroundImage:forBarMetrics:)]) {
                    [[UINavigationBar appearance] setBackgroundImage:[[UIImage alloc] init] forBarMetrics:UIBarMetricsDefault];
                }
                if (SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"8.0")) {
                    [[UITabBar appearance] setTintColor:[UIColor greenColor]];
                } else { [[UITabBar appearance] setBarTintColor:[UIColor redColor]]; }
                if ([[[UIDevice currentDevice] systemVersion] floatValue] < 7.0) {
                    [[UISwitch appearance] setOnTintColor:[UIColor blueColor]];
                }
                if ([self respondsToSelector:@selector(styleMore)]) {
                    [[UISlider appearance] setTintColor:[UIColor blueColor]];
                }
                if (floor(NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_6_1)) {
                    [[UIToolbar appearance] setBarTintColor:[UIColor redColor]];
                } else {
                    [[UIToolbar appearance] setTintColor:[UIColor redColor]];
                }
                if ([UIDevice currentDevice].systemVersion.integerValue < 8) {
                    [[UIStepper appearance] setTintColor:[UIColor redColor]];
                }
                if ([[UINavigationBar class] instancesRespondToSelector:@selector(setBackIndicatorImage:)]) {
                    [[UINavigationBar appearance] setTintColor:[UIColor whiteColor]];
                }
                return YES;
            }
            @end
            """)
        let result = run()
        // Foundation's version against iOS 6.1's: iOS 7 and later.
        #expect(try written(result, "AppDelegate.m", 22) == "barTintColor: red")
        #expect(try call(result, "AppDelegate.m", 24).reason == "a branch of the iOS version check that never runs on iOS 15 or later")
        #expect(try written(result, "AppDelegate.m", 5) == "barTintColor: red")
        #expect(try call(result, "AppDelegate.m", 7).reason == "a branch of the iOS version check that never runs on iOS 15 or later")
        #expect(try written(result, "AppDelegate.m", 10) == "backgroundImage: none")
        #expect(!result.calls.contains { $0.line == 9 }, "asking the proxy sets nothing")
        #expect(try written(result, "AppDelegate.m", 13) == "tintColor: green")
        #expect(try call(result, "AppDelegate.m", 14).reason == "a branch of the iOS version check that never runs on iOS 15 or later")
        #expect(try call(result, "AppDelegate.m", 16).status == .obsolete)
        // The app's own method: a question only the run answers.
        #expect(try call(result, "AppDelegate.m", 19).status == .notConverted)
        // Quoted as written, on one line.
        #expect(try call(result, "AppDelegate.m", 19).stoppedAt == "[self respondsToSelector:@selector(styleMore)]")
        // Dot syntax on the version, as an integer.
        #expect(try call(result, "AppDelegate.m", 27).status == .obsolete)
        // Whether UIKit's class's instances have a method: yes on iOS 15.
        #expect(try written(result, "AppDelegate.m", 30) == "tintColor: white")
    }

    @Test func unavailableRunsFromTheDeploymentTargetUpToItsVersion() throws {
        write("Availability.swift", Self.availability)
        let result = run()
        // #unavailable(iOS 26) runs on 15 to 25: not obsolete; a stylesheet cannot limit a value to those versions.
        let older = try call(result, "Availability.swift", 4)
        #expect(older.status == .notConverted)
        #expect(older.reason?.contains("iOS 15 to before 26") == true)
        #expect(older.stoppedAt == "#unavailable(iOS 26)")
        // Both branches of #available(iOS 26) set the tab bar's tint: each is right on its versions only, so neither is written.
        let newer = try call(result, "Availability.swift", 7)
        #expect(newer.status == .notConverted)
        #expect(newer.reason?.contains("for iOS 26 and later (the other branch sets proxies for iOS 15 to before 26") == true)
        #expect(try call(result, "Availability.swift", 9).status == .notConverted)
        #expect(!result.stylesheet.contains("systemBlue"))
        #expect(try written(result, "Availability.swift", 12) == "onTintColor: systemGreen")
    }

    /// Both branches set a proxy held in a local bound before the check: neither is written, in Swift or Objective-C.
    @Test func branchesSettingAProxyHeldInALocalSplitTheVersions() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                let bar = UINavigationBar.appearance()
                if #available(iOS 26, *) {
                    bar.tintColor = .red
                } else {
                    bar.tintColor = .blue
                }
            }

            """)
        write(
            "Bars.m",
            """
            @implementation Bars
            + (void)configure {
                UITabBar *bar = [UITabBar appearance];
                if (@available(iOS 26, *)) {
                    bar.tintColor = [UIColor redColor];
                } else {
                    bar.tintColor = [UIColor blueColor];
                }
            }
            @end

            """)
        let result = run()
        for file in ["Bars.swift", "Bars.m"] {
            let newer = try call(result, file, 5)
            #expect(newer.status == .notConverted, "\(file)")
            #expect(newer.reason?.contains("for iOS 26 and later (the other branch sets proxies for iOS 15 to before 26") == true, "\(file)")
            #expect(try call(result, file, 7).status == .notConverted, "\(file)")
        }
        #expect(!result.stylesheet.contains("red") && !result.stylesheet.contains("blue"))
    }

    @Test func theDeploymentTargetDecidesWhichBranchesAreObsolete() throws {
        write("Availability.swift", Self.availability)
        let result = run(deploymentTarget: "26.0")
        #expect(try call(result, "Availability.swift", 4).status == .obsolete)
        #expect(try written(result, "Availability.swift", 7) == "tintColor: systemBlue")
        #expect(try call(result, "Availability.swift", 9).status == .obsolete)
    }

    // MARK: Blocks on a proxy

    @Test func aBlockThatRunsWithTheProxyReportsEachSetterOnItsOwnLine() throws {
        write(
            "Blocks.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().do {
                    $0.tintColor = .systemRed
                    $0.isTranslucent = false
                }
                (UISwitch.appearance() as UISwitch).then { control in
                    control.onTintColor = .systemGreen
                }
                UILabel.appearance().with { $0.textColor = .label }
            }

            """)
        let result = run()
        #expect(try written(result, "Blocks.swift", 4) == "tintColor: systemRed")
        #expect(try written(result, "Blocks.swift", 5) == "isTranslucent: false")
        #expect(try written(result, "Blocks.swift", 8) == "onTintColor: systemGreen")
        #expect(try written(result, "Blocks.swift", 10) == "textColor: label")
        #expect(result.calls.allSatisfy { $0.status == .converted })
    }

    /// An app's own scope functions, declared in a protocol's extension every `NSObject` adopts: their closure runs at
    /// once with the proxy, as Then's `do` does.
    @Test func anAppsOwnScopeFunctionRunsItsClosureWithTheProxy() throws {
        write(
            "ScopeFunc.swift",
            """
            import Foundation
            public protocol ScopeFunc {}
            extension ScopeFunc {
                @inline(__always) public func run<R>(block: (Self) -> R) -> R {
                    return block(self)
                }
                func also(_ body: (inout Self) throws -> Void) rethrows -> Self {
                    var copy = self
                    try body(&copy)
                    return copy
                }
                func whenReady(_ body: @escaping (Self) -> Void) {
                    DispatchQueue.main.async { body(self) }
                }
            }
            extension NSObject: ScopeFunc {}

            """)
        write(
            "Blocks.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().run {
                    $0.tintColor = .systemRed
                    $0.titleTextAttributes = [.foregroundColor: UIColor.black]
                }
                UITabBar.appearance().also { bar in bar.isTranslucent = false }
                UISwitch.appearance().whenReady { $0.onTintColor = .systemGreen }
            }

            """)
        let result = run()
        #expect(try written(result, "Blocks.swift", 4) == "tintColor: systemRed")
        #expect(try written(result, "Blocks.swift", 5) == "titleTextAttributes.foregroundColor: black")
        #expect(try written(result, "Blocks.swift", 7) == "isTranslucent: false")
        #expect(result.calls.first { $0.file.hasSuffix("Blocks.swift") && $0.line == 3 } == nil, "the run block is no call of its own")
        // A closure run later, not with the receiver at once, is not followed as the proxy.
        #expect(try call(result, "Blocks.swift", 8).status == .notConverted)
        #expect(!result.stylesheet.contains("systemGreen"))
    }

    /// A closure a function keeps in a local and calls once, by a statement of its own, runs there; one handed on, or
    /// never called, is still reported where it is.
    @Test func aLocalClosureCalledOnceInItsBlockRunsThere() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func setNavigationBarStyle() {
                let setTransparentBackground = {
                    UINavigationBar.appearance().isTranslucent = true
                }
                let setBarButtonItemColor: () -> Void = {
                    UINavigationBar.appearance().tintColor = .systemOrange
                }
                let later = {
                    UITabBar.appearance().tintColor = .systemPink
                }
                let never = {
                    UITabBar.appearance().barTintColor = .systemPink
                }
                setTransparentBackground()
                setBarButtonItemColor()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: later)
            }

            """)
        let result = run()
        #expect(try written(result, "Bars.swift", 4) == "isTranslucent: true")
        #expect(try written(result, "Bars.swift", 7) == "tintColor: systemOrange")
        for line in [10, 13] {
            let kept = try call(result, "Bars.swift", line)
            #expect(kept.status == .notConverted, "line \(line)")
            #expect(kept.reason?.contains("closure kept in") == true, "\(kept.reason ?? "")")
        }
        #expect(!result.stylesheet.contains("systemPink"))
    }

    @Test func aStaticComputedPropertyBuildingAnAppearanceIsAssignedToTheBarsSlots() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            enum Theme {
                static var navigationBar: UINavigationBarAppearance {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = .systemIndigo
                    return appearance
                }
            }
            func configure() {
                UINavigationBar.appearance().standardAppearance = Theme.navigationBar
                UINavigationBar.appearance().scrollEdgeAppearance = Theme.navigationBar
                UIToolbar.appearance().standardAppearance = .opaqueBrand
            }
            extension UIToolbarAppearance {
                class var opaqueBrand: UIToolbarAppearance {
                    let appearance = UIToolbarAppearance()
                    appearance.backgroundColor = .systemMint
                    return appearance
                }
            }

            """)
        let result = run()
        #expect(try call(result, "Bars.swift", 11).status == .converted)
        #expect(try call(result, "Bars.swift", 12).status == .converted)
        #expect(result.stylesheet.contains("backgroundColor: systemIndigo"))
        #expect(result.stylesheet.contains("configure: opaque"))
        // A class property of an appearance class, where an appearance object is taken.
        #expect(try call(result, "Bars.swift", 13).status == .converted)
        #expect(result.stylesheet.contains("backgroundColor: systemMint"))
    }

    // MARK: Light and dark

    @Test func aDynamicProviderOnTheInterfaceStyleIsALightAndDarkPair() throws {
        write(
            "Palette.swift",
            """
            import UIKit
            enum Palette {
                static let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
                static let paper = UIColor(dynamicProvider: { traits in
                    if traits.userInterfaceStyle != .light { return UIColor(white: 0.1, alpha: 1) }
                    return .white
                })
            }
            func configure(view: UIView) {
                UILabel.appearance().textColor = Palette.ink
                UITableView.appearance().backgroundColor = Palette.paper
                UISwitch.appearance().onTintColor = view.traitCollection.userInterfaceStyle == .dark ? .systemGreen : .systemBlue
            }

            """)
        let result = run()
        #expect(try written(result, "Palette.swift", 10) == "textColor: ink")
        #expect(result.stylesheet.contains("ink: { light: black, dark: white }"))
        #expect(result.stylesheet.contains("paper: { light: white, dark: \"#1A1A1A\" }"))
        #expect(try written(result, "Palette.swift", 12) == "onTintColor: { light: systemBlue, dark: systemGreen }")
    }

    /// A helper reading a tuple's elements by their places (`component.0`), labelled or not.
    @Test func aTuplesElementsAreReadByTheirPlaces() throws {
        write(
            "Palette.swift",
            """
            import UIKit
            extension UIColor {
                static var primaryThree: UIColor {
                    return UIColor { trait in trait.userInterfaceStyle == .light ? brightGrey : heather }
                }
                static let brightGrey = UIColor.colorRGB(component: (red: 82, green: 82, blue: 88))
                static let heather = UIColor.colorRGB(component: (170, 180, 190))
            }
            private extension UIColor {
                class func colorRGB(component: (red: CGFloat, green: CGFloat, blue: CGFloat)) -> UIColor {
                    return UIColor(red: component.0 / 255, green: component.1 / 255, blue: component.2 / 255, alpha: 1)
                }
            }
            func configure() {
                UINavigationBar.appearance().tintColor = .primaryThree
            }

            """)
        let result = run()
        #expect(try written(result, "Palette.swift", 15) == "tintColor: primaryThree")
        #expect(result.stylesheet.contains("primaryThree: { light: brightGrey, dark: heather }"))
        #expect(result.stylesheet.contains(##"brightGrey: "#525258""##) && result.stylesheet.contains(##"heather: "#AAB4BE""##))
    }

    /// A provider switching on the style and the contrast gives four appearances; a light-and-dark colour it
    /// is handed (through a helper's parameters) gives each the part that appearance shows.
    @Test func aProviderSwitchingOnStyleAndContrastGivesEachAppearanceItsPart() throws {
        write(
            "Palette.swift",
            """
            import UIKit
            extension UIColor {
                public class var primary: UIColor {
                    let light = UIColor(red: 0x3F / 255, green: 0x51 / 255, blue: 0xB5 / 255, alpha: 1)
                    let lightHigh = UIColor(red: 0x39 / 255, green: 0x49 / 255, blue: 0xAB / 255, alpha: 1)
                    return dynamic(light, lightHigh, .systemIndigo, .systemPurple)
                }
                public class var bar: UIColor { dynamic(.primary, .primary, .systemGray6, .systemGray5) }
                public class var plain: UIColor {
                    UIColor { traits in
                        switch traits.userInterfaceStyle {
                        case .dark: return .white
                        default: return .black
                        }
                    }
                }
                private static func dynamic(_ light: UIColor, _ lightHigh: UIColor, _ dark: UIColor, _ darkHigh: UIColor) -> UIColor {
                    return UIColor { (traits: UITraitCollection) -> UIColor in
                        switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
                        case (.dark, .high): return darkHigh
                        case (.dark, _): return dark
                        case (_, .high): return lightHigh
                        default: return light
                        }
                    }
                }
            }
            func configure() {
                UINavigationBar.appearance().barTintColor = .bar
                UILabel.appearance().textColor = .plain
            }

            """)
        let result = run()
        #expect(try written(result, "Palette.swift", 29) == "barTintColor: bar")
        #expect(
            result.stylesheet.contains(
                ##"bar: { light: "#3F51B5", dark: systemGray6, lightHighContrast: "#3949AB", darkHighContrast: systemGray5 }"##),
            "\(result.stylesheet)")
        #expect(result.stylesheet.contains("plain: { light: black, dark: white, lightHighContrast: black, darkHighContrast: white }"))
    }

    /// A `for` loop over a short literal list runs its body once per value: each
    /// call in it is one call, with what every round sets.
    @Test func aLoopOverALiteralListRunsOncePerValue() throws {
        write(
            "Loops.swift",
            """
            import UIKit
            func configure(items: [UIColor]) {
                for state: UIControl.State in [.normal, .highlighted] {
                    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: state)
                }
                for bar in [UINavigationBar.appearance(), UIToolbar.appearance()] {
                    bar.tintColor = .red
                }
                for item in items {
                    UITabBar.appearance().tintColor = item
                }
                for a in [1, 2] {
                    for b in [3, 4] {
                        UISlider.appearance().tintColor = .red
                    }
                }
            }

            """)
        let result = run()
        #expect(try written(result, "Loops.swift", 4) == "titleTextAttributes.foregroundColor: { normal: white, highlighted: white }")
        #expect(result.stylesheet.contains("- type: UINavigationBar\n    set:\n      tintColor: red"))
        #expect(result.stylesheet.contains("- type: UIToolbar\n    set:\n      tintColor: red"))
        // One call per proxy the loop sets.
        #expect(result.calls.filter { $0.line == 7 }.map(\.call) == ["UINavigationBar.appearance().tintColor = .red", "UIToolbar.appearance().tintColor = .red"])
        #expect(!result.calls.contains { $0.line == 6 }, "the list's proxies are reached by the body")
        #expect(try call(result, "Loops.swift", 10).reason == "inside a loop, which the importer does not follow")
        #expect(try call(result, "Loops.swift", 14).reason == "inside a loop, which the importer does not follow")
        // Past 16 values the list is not followed (Limits.md).
        let values = (0...SwiftSourceReader.maxLoopValues).map { _ in ".red" }.joined(separator: ", ")
        write("Long.swift", "import UIKit\nfunc long() {\n    for c: UIColor in [\(values)] {\n        UISlider.appearance().tintColor = c\n    }\n}\n")
        #expect(try call(run(), "Long.swift", 4).reason == "inside a loop, which the importer does not follow")
    }

    /// A set of control states is their union, as UIKit's option set is: `.normal` is no
    /// bit, so `[.normal, .highlighted]` sets the highlighted state alone.
    @Test func aSetOfStatesIsTheirUnion() throws {
        write(
            "States.swift",
            """
            import UIKit
            func configure() {
                UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: [.normal, .highlighted])
                UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: UIControl.State())
                UIButton.appearance().setTitleColor(.red, for: [.highlighted, .selected])
                UISwitch.appearance().onTintColor = .red
            }

            """)
        write(
            "States.m",
            """
            @implementation States
            + (void)apply {
                [[UIButton appearance] setTitleColor:[UIColor blueColor] forState:UIControlStateSelected | UIControlStateDisabled];
                [[UIButton appearance] setTitleColor:[UIColor greenColor] forState:UIControlStateSelected + 1];
            }
            @end
            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty, "\(result.stylesheetDiagnostics)")
        #expect(try written(result, "States.swift", 3) == "titleTextAttributes.font: { highlighted: { size: 12 } }")
        #expect(try written(result, "States.swift", 4) == "titleTextAttributes.foregroundColor: { normal: gray }")
        #expect(result.stylesheet.contains("highlighted+selected: red"))
        #expect(result.stylesheet.contains("selected+disabled: blue"))
        // Arithmetic on states is not a set of them.
        #expect(try call(result, "States.m", 4).status == .notConverted)
    }

    // MARK: Helpers

    @Test func anAppsHelpersAreEvaluatedThroughTheirBodies() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor {
                convenience init(red: Int, green: Int, blue: Int) {
                    assert(red >= 0 && red <= 255, "Invalid red component")
                    self.init(red: CGFloat(red) / 255.0, green: CGFloat(green) / 255.0, blue: CGFloat(blue) / 255.0, alpha: 1.0)
                }
                static func brandColor(hexValue: UInt32, opacity: CGFloat = 1) -> UIColor {
                    let red = CGFloat((hexValue >> 16) & 0xFF) / 255
                    return UIColor(red: red, green: CGFloat((hexValue >> 8) & 0xFF) / 255, blue: CGFloat(hexValue & 0xFF) / 255, alpha: opacity)
                }
            }
            struct Constant {
                struct color {
                    static let navBackgroundColor = UIColor(red: 57, green: 52, blue: 115)
                }
            }
            func configure() {
                UINavigationBar.appearance().barTintColor = Constant.color.navBackgroundColor
                UITabBar.appearance().tintColor = .brandColor(hexValue: 0x3361CC)
                UISwitch.appearance().onTintColor = UIColor.brandColor(hexValue: 0x3361CC, opacity: 0.5)
            }

            """)
        let result = run()
        #expect(try written(result, "Colors.swift", 18) == "barTintColor: navBackgroundColor")
        #expect(result.stylesheet.contains("navBackgroundColor: \"#393473\""), "57, 52, 115 out of 255, not clamped to white")
        #expect(try written(result, "Colors.swift", 19) == "tintColor: \"#3361CC\"")
        #expect(try written(result, "Colors.swift", 20) == "onTintColor: \"#3361CC80\"")
    }

    // MARK: The window, and what proxies do not apply

    @Test func aWindowsTintIsARuleForUIWindow() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: scene)
                    window?.rootViewController = UIViewController()
                    window?.backgroundColor = .systemBackground
                    window?.makeKeyAndVisible()
                    self.window?.tintColor = .systemPink
                    UIApplication.shared.windows.first?.overrideUserInterfaceStyle = .dark
                    UIApplication.shared.windows.forEach { $0.overrideUserInterfaceStyle = .light }
                    window?.do { $0.tintColor = .systemTeal }
                }
                func showAlert() {
                    let window = UIWindow(frame: .zero)
                    window.backgroundColor = .clear
                    window.makeKeyAndVisible()
                }
            }

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 8) == "backgroundColor: systemBackground")
        #expect(try call(result, "AppDelegate.swift", 10).status == .obsolete, "line 13 sets the tint later")
        #expect(result.stylesheet.contains("- type: UIWindow"), "the window's values are a rule for UIWindow")
        #expect(result.calls.allSatisfy { $0.line != 7 && $0.line != 6 }, "the root controller and the window itself are not appearance")
        // A window the code makes for itself (an alert's) is not the app's: reported, never written.
        let alert = try call(result, "AppDelegate.swift", 17)
        #expect(alert.status == .notConverted)
        #expect(alert.reason?.hasPrefix("set on window, which the importer does not follow to the app's window") == true, "\(alert.reason ?? "")")
        // Every window of the app's list, and a block run with the window: the app's window's.
        #expect(try call(result, "AppDelegate.swift", 11).status == .obsolete)
        #expect(try written(result, "AppDelegate.swift", 12) == "overrideUserInterfaceStyle: light")
        #expect(try written(result, "AppDelegate.swift", 13) == "tintColor: systemTeal")
        #expect(!result.stylesheet.contains("clear"))

    }

    /// A local holding the app's window is it; a style read from the user's settings is reported as such.
    @Test func aWindowHeldInALocalTakesAStyleReadAtRunTime() throws {
        write(
            "Interface.swift",
            """
            import UIKit
            func refreshOverrideInterfaceStyle() {
                let window = SPAppDelegate.shared().window
                window.overrideUserInterfaceStyle = Options.shared.theme.userInterfaceStyle
            }

            """)
        let reason = try call(run(), "Interface.swift", 4).reason
        #expect(reason == "Options.shared.theme.userInterfaceStyle is read at run time, not one of unspecified, light, dark")
    }

    /// Apple's scene template holds the new window in a local and then hands
    /// it to the delegate's `window`: it is the app's window.
    @Test func aLocalWindowGivenToTheDelegateIsTheApps() throws {
        write(
            "SceneDelegate.swift",
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    window.tintColor = .systemIndigo
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }

            """)
        #expect(try written(run(), "SceneDelegate.swift", 6) == "tintColor: systemIndigo")
    }

    /// `UIImage(systemName:)`, with a symbol configuration or without, and
    /// Objective-C's `systemImageNamed:`, become symbol image values.
    @Test func systemImagesBecomeSymbols() throws {
        write(
            "Symbols.swift",
            """
            import UIKit
            func configure() {
                UIImageView.appearance().image = UIImage(systemName: "chevron.backward")
                let config = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .medium)
                UITabBarItem.appearance().image = UIImage(systemName: "house.fill", withConfiguration: config)
                UIButton.appearance().setImage(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)), for: .normal)
            }

            """)
        write("Legacy.m", "@implementation Theme\n+ (void)apply {\n    [UIImageView appearanceWhenContainedInInstancesOfClasses:@[[UITableViewCell class]]].image = [UIImage systemImageNamed:@\"arrow.left\"];\n}\n@end\n")
        let result = run()
        #expect(try written(result, "Symbols.swift", 5) == "image: {symbol: \"house.fill\", pointSize: 17, weight: semibold, scale: medium}")
        #expect(try written(result, "Symbols.swift", 6).contains("{symbol: \"star\", textStyle: body}"))
        let stylesheetErrors = result.stylesheetDiagnostics.filter { $0.severity == .error }
        #expect(stylesheetErrors.isEmpty, "the stylesheet compiles: \(stylesheetErrors)")
        #expect(try written(result, "Symbols.swift", 3) == "image: {symbol: \"chevron.backward\"}")
        #expect(try written(result, "Legacy.m", 3) == "image: {symbol: \"arrow.left\"}")
    }

    @Test func anObjectiveCWindowsTintToo() throws {
        write(
            "Legacy.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [self.window setTintColor:[UIColor orangeColor]];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Legacy.m", 3) == "tintColor: orange")
    }

    @Test func whatAProxyNeverAppliesIsReportedAndWhatItDoesNotPromiseIsCautioned() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            func configure() {
                UIView.appearance().layer.cornerRadius = 8
                UITableViewCell.appearance().selectionStyle = .none
                UILabel.appearance().textColor = .label
                UITableViewCell.appearance().textLabel?.textColor = .white
                UIButton.appearance().titleLabel?.font = .systemFont(ofSize: 12)
                UITableViewCell.appearance().contentView.backgroundColor = .black
            }

            """)
        let result = run()
        // A proxy answers a getter with nil: what is set below one is set on nothing, and the call changes nothing.
        #expect(try call(result, "Theme.swift", 8).reason?.contains("never applies contentView.backgroundColor") == true)
        #expect(try call(result, "Theme.swift", 6).status == .obsolete)
        #expect(try call(result, "Theme.swift", 7).reason?.contains("never applies titleLabel.font") == true)
        let layer = try call(result, "Theme.swift", 3)
        #expect(layer.status == .obsolete)
        #expect(layer.reason?.contains("never applies layer.cornerRadius") == true, "\(layer.reason ?? "")")
        #expect(!result.stylesheet.contains("cornerRadius"))
        // Replayed but not promised: converted, with what to check.
        let selection = try call(result, "Theme.swift", 4)
        #expect(selection.status == .converted)
        #expect(selection.reason?.hasPrefix("selectionStyle is not marked UI_APPEARANCE_SELECTOR") == true)
        #expect(try written(result, "Theme.swift", 5) == "textColor: label")
        #expect(try call(result, "Theme.swift", 5).reason == nil)
        #expect(!result.stylesheet.contains("cornerRadius") && result.stylesheet.contains("selectionStyle: none"))
    }

    /// A cell's selection given as a view with a colour, the way apps write it in
    /// both languages, is the cell's `selectedBackgroundColor`; a view made
    /// without a colour selects clear, nil is UIKit's default, and a view the
    /// code does not build is reported.
    @Test func aSelectedBackgroundViewWithAColourIsTheCellsSelectionColour() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            func configure() {
                let selection = UIView()
                selection.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                UITableViewCell.appearance().selectedBackgroundView = selection
                UITableViewCell.appearance(whenContainedInInstancesOf: [UINavigationController.self]).selectedBackgroundView = UIView()
                UITableViewCell.appearance(whenContainedInInstancesOf: [UITabBarController.self]).selectedBackgroundView = nil
                UITableViewCell.appearance(whenContainedInInstancesOf: [UISplitViewController.self]).selectedBackgroundView = SelectionView()
            }

            """)
        write(
            "Legacy.m",
            """
            @implementation Theme
            + (void)apply {
                UIView *colorView = [[UIView alloc] init];
                [colorView setBackgroundColor:[UIColor blueColor]];
                [[UITableViewCell appearanceWhenContainedInInstancesOfClasses:@[[UITableView class]]] setSelectedBackgroundView:colorView];
            }
            @end

            """)
        let result = run()
        let red = try call(result, "Theme.swift", 5)
        #expect(red.status == .converted)
        #expect(red.reason?.hasPrefix("selectedBackgroundView is not marked UI_APPEARANCE_SELECTOR") == true, "\(red.reason ?? "")")
        #expect(try written(result, "Theme.swift", 5).hasPrefix("selectedBackgroundColor: \"#FF0000\""))
        #expect(try written(result, "Theme.swift", 6) == "selectedBackgroundColor: clear")
        #expect(try call(result, "Theme.swift", 7).status == .converted)
        let other = try call(result, "Theme.swift", 8)
        #expect(other.status == .notConverted)
        #expect(other.reason?.contains("is not a UIView made in the code with a background colour") == true, "\(other.reason ?? "")")
        #expect(try written(result, "Legacy.m", 5) == "selectedBackgroundColor: blue")
        let stylesheetErrors = result.stylesheetDiagnostics.filter { $0.severity == .error }
        #expect(stylesheetErrors.isEmpty, "the stylesheet compiles: \(stylesheetErrors)")
    }

    /// Objective-C as older apps write it: a macro's operands in parentheses (`(r) / 255.0`), a macro's
    /// idiom test and version read in parentheses, a dynamic provider's block branching on the style,
    /// and a helper giving that colour from iOS 13 and its light part before (from iOS 15, the pair).
    @Test func objectiveCMacrosProvidersAndVersionSplitColoursAreRead() throws {
        write(
            "Colors.m",
            """
            #define RGBA(r, g, b, a) [UIColor colorWithRed:(r) / 255.0 green:(g) / 255.0 blue:(b) / 255.0 alpha:(a)]
            @implementation UIColor (Extensions)
            + (UIColor *)grayTone:(int)tone alpha:(CGFloat)alpha {
                return RGBA(tone, tone, tone, alpha);
            }
            + (UIColor *)dynamicLight:(UIColor *)light dark:(UIColor *)dark {
                if (@available(iOS 13.0, *)) {
                    UIColor *color = [UIColor colorWithDynamicProvider:^UIColor *(UITraitCollection *traits) {
                        if (traits.userInterfaceStyle == UIUserInterfaceStyleDark) {
                            return dark;
                        } else {
                            return light;
                        }
                    }];
                    return color;
                } else {
                    return light;
                }
            }
            + (UIColor *)laterLight:(UIColor *)light dark:(UIColor *)dark {
                if (@available(iOS 17.0, *)) {
                    return [UIColor colorWithDynamicProvider:^UIColor *(UITraitCollection *traits) {
                        return [traits userInterfaceStyle] != UIUserInterfaceStyleLight ? dark : light;
                    }];
                } else {
                    return light;
                }
            }
            @end

            """)
        write(
            "AppDelegate.m",
            """
            #define IS_IPHONE (UIDevice.currentDevice.userInterfaceIdiom == UIUserInterfaceIdiomPhone)
            #define IOS_VERSION ([[[UIDevice currentDevice] systemVersion] floatValue])
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [UINavigationBar appearance].barTintColor = [UIColor grayTone:51 alpha:1.0];
                [[UINavigationBar appearance] setTintColor:[UIColor dynamicLight:[UIColor redColor] dark:[UIColor blueColor]]];
                [[UIToolbar appearance] setTintColor:[UIColor laterLight:[UIColor redColor] dark:[UIColor blueColor]]];
                if (IS_IPHONE) {
                    [UITabBar appearance].tintColor = [UIColor greenColor];
                }
                if (IOS_VERSION >= 8.0) {
                    [UINavigationBar appearance].translucent = NO;
                }
                [UITabBar appearance].opaque = YES;
                [UIToolbar appearance].barStyle = UIBarStyleBlackTranslucent;
                [UISearchBar appearance].barStyle = UIBarStyleBlackOpaque;
                return YES;
            }
            @end

            """)
        let result = run(deploymentTarget: "9.0")
        #expect(try written(result, "AppDelegate.m", 5) == "barTintColor: \"#333333\"")
        #expect(try written(result, "AppDelegate.m", 6) == "tintColor: { light: red, dark: blue }")
        // From iOS 17 only: on iOS 15 and 16 the dark appearance would show the light colour.
        #expect(try call(result, "AppDelegate.m", 7).status == .notConverted)
        #expect(result.stylesheet.contains("- type: UITabBar\n    when: { userInterfaceIdiom: phone }\n    set:\n      tintColor: green"))
        #expect(try written(result, "AppDelegate.m", 12) == "isTranslucent: false")
        #expect(try written(result, "AppDelegate.m", 14) == "isOpaque: true")
        #expect(try call(result, "AppDelegate.m", 14).reason?.hasPrefix("opaque is not marked UI_APPEARANCE_SELECTOR") == true)
        #expect(result.stylesheet.contains("- type: UIToolbar\n    set:\n      barStyle: black  # line 15\n      isTranslucent: true  # line 15"))
        #expect(try written(result, "AppDelegate.m", 16) == "barStyle: black")
        let stylesheetErrors = result.stylesheetDiagnostics.filter { $0.severity == .error }
        #expect(stylesheetErrors.isEmpty, "the stylesheet compiles: \(stylesheetErrors)")
    }

    /// A category's class method returning the receiver's proxy for a trait collection of the screen's own scale
    /// (cached in a static first) is that proxy, on a class the schema holds or a UIKit class it does not;
    /// Swift 2's spellings of UIKit's methods are Swift 3's (and Swift 3's weight constants Swift 4's); an implicit member call is the value type's
    /// static, not a view model's property of the same name; `conformsToProtocol:@protocol(UIAppearance)` holds.
    @Test func proxyHelpersSwift2SpellingsAndImplicitMembersAreRead() throws {
        write(
            "UIAppearance+Swift.m",
            """
            @implementation UIView (Inside)
            static CGFloat screenScale = 0;
            + (instancetype)inside:(Class<UIAppearanceContainer>)containerClass {
                if (screenScale == 0) {
                    screenScale = [[UIScreen mainScreen] scale];
                }
                UITraitCollection *traits = [UITraitCollection traitCollectionWithDisplayScale:screenScale];
                return [self appearanceForTraitCollection:traits whenContainedInInstancesOfClasses:@[containerClass]];
            }
            @end
            @implementation Setup
            + (void)apply {
                if ([UITextField conformsToProtocol:@protocol(UIAppearance)]) {
                    [[UITextField appearance] setTintColor:[UIColor whiteColor]];
                }
            }
            @end

            """)
        write(
            "Theme.swift",
            """
            import UIKit
            extension UIColor {
                class func backgroundColor() -> UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
            }
            final class RowViewModel {
                var backgroundColor: UIColor { return .backgroundColor() }
            }
            func configure() {
                UILabel.inside(UITableViewHeaderFooterView.self).textColor = .red
                UITextView.inside(UITableViewCell.self).textColor = .green
                UINavigationBar.appearance().barTintColor = .backgroundColor()
                UIBarButtonItem.appearance().setTitleTextAttributes([NSForegroundColorAttributeName: UIColor.redColor().colorWithAlphaComponent(0.5)], forState: .Disabled)
                UINavigationBar.appearance().titleTextAttributes = [NSFontAttributeName: UIFont.boldSystemFontOfSize(17)]
                UILabel.appearance().font = UIFont.systemFont(ofSize: 17, weight: UIFontWeightHeavy)
            }

            """)
        let result = run()
        #expect(result.stylesheet.contains("- type: UILabel\n    inside: [UITableViewHeaderFooterView]\n    set:\n      textColor: red"))
        #expect(result.stylesheet.contains("- type: UITextView\n    inside: [UITableViewCell]\n    set:\n      textColor: green"))
        #expect(try written(result, "Theme.swift", 11) == "barTintColor: \"#0000FF\"")
        #expect(try written(result, "Theme.swift", 12) == "titleTextAttributes.foregroundColor: { disabled: { color: red, alpha: 0.5 } }")
        #expect(try written(result, "Theme.swift", 13) == "titleTextAttributes.font: { size: 17, weight: bold }")
        // Swift 3's weight constants.
        #expect(try written(result, "Theme.swift", 14) == "font: { size: 17, weight: heavy }")
        #expect(try written(result, "UIAppearance+Swift.m", 14) == "tintColor: white")
    }

    /// A text shadow built in the function (in Swift, also inside a run-once closure, and in Objective-C) is the
    /// attributes' `shadow.` fields; a font helper switching on the weight it is given is that case's font;
    /// an app's `appearance:` selector part is no proxy.
    @Test func textShadowsWeightSwitchesAndAppSelectorsAreRead() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            extension UIFont {
                static func brand(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
                    switch weight {
                    case .regular: return UIFont(name: "Brand-Regular", size: size)!
                    case .semibold: return UIFont(name: "Brand-SemiBold", size: size)!
                    default: fatalError("no such weight")
                    }
                }
            }
            func configure() {
                let shadow: NSShadow = {
                    let shadow = NSShadow()
                    shadow.shadowColor = UIColor.black
                    shadow.shadowOffset = CGSize(width: 0, height: 1)
                    return shadow
                }()
                UINavigationBar.appearance().titleTextAttributes = [.shadow: shadow, .font: UIFont.brand(ofSize: 17, weight: .semibold)]
            }

            """)
        write(
            "Legacy.m",
            """
            @implementation Theme
            + (void)apply {
                NSShadow *shadow = [NSShadow new];
                [shadow setShadowBlurRadius:2];
                [[UIBarButtonItem appearance] setTitleTextAttributes:@{NSShadowAttributeName: shadow} forState:UIControlStateNormal];
                UIButton *button = [self buttonWithID:1 appearance:2];
            }
            @end

            """)
        let result = run()
        #expect(
            result.stylesheet.contains(
                "titleTextAttributes.shadow.shadowColor: black  # line 18\n      titleTextAttributes.shadow.shadowOffset: [0, 1]  # line 18\n"
                    + "      titleTextAttributes.font: { family: \"Brand-SemiBold\", size: 17 }  # line 18"), "\(result.stylesheet)")
        #expect(try written(result, "Legacy.m", 5) == "titleTextAttributes.shadow.shadowBlurRadius: { normal: 2 }")
        #expect(result.calls.allSatisfy { $0.line != 6 || !$0.file.hasSuffix("Legacy.m") }, "an app's appearance: argument is no proxy")
        let stylesheetErrors = result.stylesheetDiagnostics.filter { $0.severity == .error }
        #expect(stylesheetErrors.isEmpty, "the stylesheet compiles: \(stylesheetErrors)")
    }

    /// A property an app's class inherits from a dependency's class (`DynamicButton: PopupDialogButton`, the pod
    /// not in the files read) is the dependency class's, which the appliers written beside the stylesheet set.
    @Test func aPropertyInheritedFromADependencysClassIsThatClasssOwn() throws {
        write(
            "Buttons.swift",
            """
            import UIKit
            import PopupDialog
            final class DynamicButton: PopupDialogButton {}
            func configure() {
                DynamicButton.appearance().buttonColor = .systemBackground
                UIButtonSubclass.appearance().glowColor = .red
            }
            final class UIButtonSubclass: UIButton {}

            """)
        let result = run()
        #expect(try written(result, "Buttons.swift", 5) == "buttonColor: systemBackground")
        #expect(result.stylesheet.contains("PopupDialogButton:\n    inherits: UIView  # superclass not found in the files read: check it\n    properties:\n      buttonColor: { type: color }"))
        // UIKit's class is reached first: its properties are the schema's, and this one is not among them.
        #expect(try call(result, "Buttons.swift", 6).status == .notConverted)
        // A colour of UIKit's type shows the property's kind though its value is chosen at run time: that is what stops it.
        write(
            "Pins.swift",
            """
            import MapKit
            extension UIColor {
                class var primary: UIColor {
                    if let hex = UserDefaults.standard.string(forKey: "primary") { return UIColor(named: hex) ?? .blue }
                    return .blue
                }
            }
            func configurePins() {
                MKPinAnnotationView.appearance().pinTintColor = UIColor.primary
            }

            """)
        let pins = run()
        let pin = try call(pins, "Pins.swift", 9)
        #expect(pin.status == .notConverted)
        #expect(pin.reason?.hasPrefix("UIColor.primary is computed by its getter at run time") == true, "\(pin.reason ?? "")")
        // No value is written, so no property is declared for an applier to set.
        #expect(!pins.stylesheet.contains("pinTintColor"))
    }

    /// A file-scope `var` the function gives a value before setting proxies holds that value, not its
    /// initial one; given it in a branch on a run-time setting, what only some runs put in it: reported.
    @Test func aGlobalGivenAValueInTheFunctionIsNotItsInitialValue() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            var globalTint = UIColor.red
            var globalBack = UIColor.white
            func updateTheme() {
                if UserDefaults.standard.bool(forKey: "dark") {
                    globalBack = .black
                } else {
                    globalBack = .white
                }
                globalTint = .green
                UINavigationBar.appearance().tintColor = globalTint
                UINavigationBar.appearance().barTintColor = globalBack
                UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: globalBack]
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.swift", 11) == "tintColor: globalTint")
        #expect(result.stylesheet.contains("globalTint: green"))
        for line in [12, 13] {
            let changed = try call(result, "Theme.swift", line)
            #expect(changed.status == .notConverted)
            #expect(changed.reason?.contains("a value changed inside a branch, a case or a loop") == true, "\(changed.reason ?? "")")
        }
        #expect(!result.stylesheet.contains("white"))
    }

    /// SwiftUI colours made UIKit's (`UIColor(Theme.Colors.card)`), an appearance object made with `.then`, a
    /// branch on a font the app names, and a helper only a view's `onAppear` calls.
    @Test func swiftUIColoursThenObjectsNamedFontsAndOnAppearHelpersAreRead() throws {
        write(
            "Theme.swift",
            """
            import SwiftUI
            import UIKit
            enum Theme {
                enum Colors {
                    static let card = Color(.secondarySystemBackground)
                    static let primary = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
                    static let brand = Color("Brand")
                    static let accent = Color.orange.opacity(0.8)
                }
            }
            func configure() {
                UITabBar.appearance().backgroundColor = UIColor(Theme.Colors.card)
                UITabBar.appearance().tintColor = UIColor(Theme.Colors.primary)
                UINavigationBar.appearance().tintColor = UIColor(Theme.Colors.accent)
                let appearance = UINavigationBarAppearance().then {
                    $0.configureWithOpaqueBackground()
                    $0.backgroundColor = .black
                }
                UINavigationBar.appearance().standardAppearance = appearance
                if let font = UIFont(name: "DejaRip", size: 10) {
                    UITabBarItem.appearance().setTitleTextAttributes([.font: font], for: .normal)
                }
            }
            struct MainView: View {
                var body: some View {
                    Text("Hi").onAppear { configureBadges() }
                }
                private func configureBadges() {
                    UITabBarItem.appearance().badgeColor = .red
                }
            }

            """)
        let result = run()
        // Each static keeps its name in the palette.
        #expect(try written(result, "Theme.swift", 12) == "backgroundColor: card")
        #expect(try written(result, "Theme.swift", 13) == "tintColor: primary")
        #expect(try written(result, "Theme.swift", 14) == "tintColor: accent")
        #expect(result.stylesheet.contains("card: secondarySystemBackground\n  primary: \"#FF800080\"\n  accent: { color: systemOrange, alpha: 0.8 }"))
        #expect(result.stylesheet.contains("standardAppearance:\n        configure: opaque  # line 16\n        backgroundColor: black  # line 17"))
        #expect(try written(result, "Theme.swift", 21) == "titleTextAttributes.font: { normal: { family: \"DejaRip\", size: 10 } }")
        let badge = try call(result, "Theme.swift", 29)
        #expect(badge.status == .notConverted)
        #expect(badge.reason == "in configureBadges, called only from a SwiftUI view's onAppear closure, which runs while that view shows, not for the whole app")
    }

    /// A SwiftUI view's init sets proxies when a body makes the view: at launch for the view an `App`'s body
    /// makes whatever happens, later for one it makes in a branch (after signing in).
    @Test func aSwiftUIViewsInitIsTheLaunchsOnlyForTheAppsRootView() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct ShopApp: App {
                @State var signedIn = false
                var body: some Scene {
                    WindowGroup {
                        RootView().environmentObject(Session())
                    }.onChange(of: signedIn) { _ in }
                }
            }
            struct RootView: View {
                init() {
                    UINavigationBar.appearance().tintColor = .red
                }
                var body: some View {
                    if signedIn { MainTabView() } else { Text("Sign in") }
                }
            }
            struct MainTabView: View {
                init() {
                    UITabBar.appearance().tintColor = .blue
                    customize()
                }
                private func customize() {
                    UISegmentedControl.appearance().selectedSegmentTintColor = .green
                }
                var body: some View { Text("Main") }
            }

            """)
        let result = run()
        #expect(try written(result, "App.swift", 12) == "tintColor: red")
        let later = try call(result, "App.swift", 20)
        #expect(later.status == .notConverted)
        #expect(later.reason?.hasPrefix("set as the MainTabView view is made (its init)") == true, "\(later.reason ?? "")")
        // A helper only a later view's init calls runs then too.
        let helper = try call(result, "App.swift", 24)
        #expect(helper.status == .notConverted)
        #expect(helper.reason?.hasPrefix("in customize, called only as the MainTabView view is made (its init)") == true, "\(helper.reason ?? "")")
    }

    /// A SwiftUI view only a preview makes (`#Preview`, a `PreviewProvider`), or nothing, never runs in the app: what
    /// its init sets is obsolete. One a body makes, or a hosting controller names, is made later, as before.
    @Test func aSwiftUIViewOnlyAPreviewMakesNeverRuns() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("") } }
            }
            struct DraftView: View {
                init() {
                    UITabBar.appearance().tintColor = .blue
                }
                var body: some View { Text("Draft") }
            }
            #Preview("Draft") {
                DraftView()
            }
            struct OldView: View {
                init() { UISwitch.appearance().onTintColor = .green }
                var body: some View { Text("Old") }
            }
            struct OldView_Previews: PreviewProvider {
                static var previews: some View { OldView() }
            }
            struct HostedView: View {
                init() { UISlider.appearance().tintColor = .red }
                var body: some View { Text("Hosted") }
            }
            final class Host: UIHostingController<HostedView> {}

            """)
        let result = run()
        let preview = try call(result, "App.swift", 7)
        #expect(preview.status == .obsolete)
        #expect(preview.reason?.hasPrefix("in DraftView's init, of a SwiftUI view no code the app runs makes") == true, "\(preview.reason ?? "")")
        #expect(try call(result, "App.swift", 15).status == .obsolete)
        let hosted = try call(result, "App.swift", 22)
        #expect(hosted.status == .notConverted)
        #expect(hosted.reason?.hasPrefix("set as the HostedView view is made (its init)") == true, "\(hosted.reason ?? "")")
    }

    /// A SwiftUI app that hands UIKit no app delegate (no `@UIApplicationDelegateAdaptor`): the app delegate class
    /// the files declare is never made, and what its launch sets is obsolete. One the app hands UIKit runs.
    @Test func anAppDelegateASwiftUIAppDoesNotAdoptNeverRuns() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct WorkoutApp: App {
                var body: some Scene { WindowGroup { Text("") } }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UITableViewCell.appearance().selectionStyle = .none
                    return true
                }
            }

            """)
        let unadopted = try call(run(), "App.swift", 7)
        #expect(unadopted.status == .obsolete)
        #expect(unadopted.reason?.contains("of an app delegate UIKit never makes: the app starts from its SwiftUI App WorkoutApp") == true)
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct WorkoutApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                var body: some Scene { WindowGroup { Text("") } }
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UITableViewCell.appearance().selectionStyle = .none
                    return true
                }
            }

            """)
        #expect(try call(run(), "App.swift", 8).status == .converted)
    }

    /// A modifier only an uncalled method of an app's `extension View` makes (its one use commented out) never runs:
    /// what its init sets is obsolete. One a body applies through such a method is made later, as before.
    @Test func aModifierOnlyAnUncalledViewMethodMakesNeverRuns() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct ShopApp: App {
                init() {}
                var body: some Scene { WindowGroup { Text("").framed() } }
            }
            struct SpecialNavBar: ViewModifier {
                init() {
                    UINavigationBar.appearance().tintColor = .red
                }
                func body(content: Content) -> some View { content }
            }
            struct Framed: ViewModifier {
                init() { UISwitch.appearance().onTintColor = .green }
                func body(content: Content) -> some View { content }
            }
            extension View {
                func specialNavBar() -> some View {
                    self.modifier(SpecialNavBar())
                }
                func framed() -> some View { modifier(Framed()) }
            }
            // Text("").specialNavBar()

            """)
        let result = run()
        let uncalled = try call(result, "App.swift", 8)
        #expect(uncalled.status == .obsolete)
        #expect(
            uncalled.reason?.hasPrefix("in SpecialNavBar's init, of a SwiftUI modifier no code the app runs makes") == true
                && uncalled.reason?.hasSuffix("and in specialNavBar(), which no file read calls") == true, "\(uncalled.reason ?? "")")
        #expect(try call(result, "App.swift", 13).status != .obsolete)
    }

    /// The root view's body makes its containers' content and its modifiers' receivers whatever happens: their
    /// inits run at launch. A view made in an `if`, in a modifier's closure or in a button's action is made later.
    @Test func theViewsARootViewsBodyMakesWhateverHappensRunTheirInitsAtLaunch() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                @State var signedIn = false
                var body: some View {
                    Group {
                        MainTab().isHidden(hidden: !signedIn)
                        VStack { Login() }
                        if signedIn { Later() }
                        Button { _ = Pressed() } label: { Text("Go") }
                    }
                    .alert("Alert", isPresented: $signedIn) { Detail() }
                }
            }
            struct MainTab: View {
                init() { UITabBar.appearance().tintColor = .red }
                var body: some View { Text("") }
            }
            struct Login: View {
                init() { UINavigationBar.appearance().tintColor = .blue }
                var body: some View { Text("") }
            }
            struct Later: View {
                init() { UISwitch.appearance().onTintColor = .green }
                var body: some View { Text("") }
            }
            struct Pressed: View {
                init() { UISlider.appearance().tintColor = .green }
                var body: some View { Text("") }
            }
            struct Detail: View {
                init() { UIStepper.appearance().tintColor = .green }
                var body: some View { Text("") }
            }

            """)
        let result = run()
        #expect(try written(result, "App.swift", 18) == "tintColor: red")
        #expect(try written(result, "App.swift", 22) == "tintColor: blue")
        for line in [26, 30, 34] {
            #expect(try call(result, "App.swift", line).reason?.hasPrefix("set as the") == true, "line \(line)")
        }
    }

    /// A view each branch of an `if` in the root's body makes (`if #available(iOS 14, *) { … } else { … }`) is made
    /// whatever happens, also when a scene delegate hosts the root; one only a branch makes is made later.
    @Test func aViewEveryBranchOfABodysIfMakesRunsItsInitAtLaunch() throws {
        write(
            "Scene.swift",
            """
            import SwiftUI
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let contentView = Structure().environment(\\.colorScheme, .dark)
                    if let windowScene = scene as? UIWindowScene {
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = UIHostingController(rootView: contentView)
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
            }
            struct Structure: View {
                @State var tab = "search"
                var body: some View {
                    if #available(iOS 14.0, *) {
                        ZStack(alignment: .bottom) {
                            Search().opacity(tab == "search" ? 1 : 0)
                            Later()
                        }
                    } else if tab.isEmpty {
                        Search()
                    } else {
                        VStack { Search().padding() }
                    }
                }
            }
            struct Search: View {
                init() { UITableView.appearance().backgroundColor = .clear }
                var body: some View { Text("") }
            }
            struct Later: View {
                init() { UISwitch.appearance().onTintColor = .green }
                var body: some View { Text("") }
            }

            """)
        let result = run()
        #expect(try written(result, "Scene.swift", 30) == "backgroundColor: clear")
        #expect(try call(result, "Scene.swift", 34).reason?.hasPrefix("set as the Later view is made") == true)
    }

    /// A view only the body of a view no code makes writes (a screen only a preview makes) is not made either, a few
    /// views away; the reason names the view writing it.
    @Test func aViewOnlyAnUnmadeViewMakesNeverRuns() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("") } }
            }
            struct DetailV1: View {
                var body: some View { Works() }
            }
            struct DetailV1_Previews: PreviewProvider {
                static var previews: some View { DetailV1() }
            }
            struct Works: View {
                init() { UITableView.appearance().backgroundColor = .clear }
                var body: some View { Rows() }
            }
            struct Rows: View {
                init() { UITableViewCell.appearance().backgroundColor = .clear }
                var body: some View { Text("") }
            }
            struct Used: View {
                init() { UISwitch.appearance().onTintColor = .green }
                var body: some View { Text("") }
            }
            final class Host: UIHostingController<Used> {}

            """)
        let result = run()
        let works = try call(result, "App.swift", 12)
        #expect(works.status == .obsolete)
        #expect(works.reason?.hasSuffix("not the app, and in DetailV1, which no code the app runs makes either") == true, "\(works.reason ?? "")")
        let rows = try call(result, "App.swift", 16)
        #expect(rows.status == .obsolete)
        #expect(rows.reason?.contains("and in Works, which no code") == true, "\(rows.reason ?? "")")
        #expect(try call(result, "App.swift", 20).status == .notConverted)
    }

    /// A modifier the root's body applies (`.modifier(BarModifier(color: Palette.bar.color))`) runs its init at launch,
    /// with the one value its one caller passes: an `if let` of a getter declared non-optional takes its first side,
    /// and a SwiftUI colour's extension method (`uiColor()`) is read with the colour its `self`.
    static let barModifierApp = """
        import SwiftUI
        @main struct KlockApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        enum Palette: String {
            case bar = "BarColor"
            var color: Color { Color(self.rawValue) }
        }
        extension Color {
            func uiColor() -> UIColor {
                if #available(iOS 14.0, *) { return UIColor(self) }
                return .black
            }
        }
        struct BarModifier: ViewModifier {
            init(color: Color?) {
                let appearance = UINavigationBarAppearance()
                if let color = color {
                    appearance.configureWithTransparentBackground()
                    appearance.backgroundColor = color.uiColor()
                } else {
                    appearance.configureWithDefaultBackground()
                }
                appearance.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
                UINavigationBar.appearance().standardAppearance = appearance
            }
            func body(content: Content) -> some View { content }
        }
        struct ContentView: View {
            var body: some View {
                ZStack { Text("") }
                    .modifier(BarModifier(color: Palette.bar.color))
            }
        }

        """

    /// A catalog holding the colour set `BarColor`.
    func writeBarColorCatalog() -> String {
        write("Colors.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        write(
            "Colors.xcassets/BarColor.colorset/Contents.json",
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}],"info":{"version":1,"author":"xcode"}}"#)
        return folder + "/Colors.xcassets"
    }

    @Test func aModifierTheRootsBodyAppliesRunsWithTheValueItIsGiven() throws {
        write("App.swift", Self.barModifierApp)
        let result = run(assets: [writeBarColorCatalog()])
        #expect(try written(result, "App.swift", 19) == "configure: transparent")
        #expect(try written(result, "App.swift", 20) == "backgroundColor: bar")
        #expect(try call(result, "App.swift", 22).status == .obsolete)
        #expect(try written(result, "App.swift", 24) == "backgroundEffect: systemUltraThinMaterial")
        #expect(try call(result, "App.swift", 25).status == .converted)
    }

    /// A second call of the modifier inside a container's content, which no statement holds, leaves its value
    /// unknown: every line setting the object is reported, the one after the branch too.
    @Test func aModifierAlsoMadeInAClosureTakesNoValue() throws {
        write(
            "App.swift",
            Self.barModifierApp.replacingOccurrences(
                of: "ZStack { Text(\"\") }", with: "ZStack { Text(\"\").modifier(BarModifier(color: nil)) }"))
        let result = run(assets: [writeBarColorCatalog()])
        for line in [19, 20, 22, 24, 25] {
            #expect(try call(result, "App.swift", line).status == .notConverted, "line \(line)")
        }
        #expect(try call(result, "App.swift", 24).reason?.hasPrefix("its appearance object is not known") == true)
    }

    /// A stored property's initial value computed by a closure runs as the view is made, as its init does: at
    /// launch for the root view, later for one a body makes in a branch. It is no function nothing calls.
    @Test func aStoredPropertysClosureRunsAsTheViewIsMade() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                @State var signedIn = false
                let appearance: UINavigationBarAppearance = {
                    let appearance = UINavigationBarAppearance()
                    appearance.backgroundColor = .red
                    UINavigationBar.appearance().standardAppearance = appearance
                    return appearance
                }()
                var body: some View {
                    if signedIn { ReadsView() } else { Text("Sign in") }
                }
            }
            struct ReadsView: View {
                let tint: UIColor = {
                    UITabBar.appearance().tintColor = .blue
                    return .blue
                }()
                var body: some View { Text("") }
            }

            """)
        let result = run()
        #expect(try call(result, "App.swift", 10).status == .converted)
        #expect(try written(result, "App.swift", 9) == "backgroundColor: red")
        let later = try call(result, "App.swift", 19)
        #expect(later.status == .notConverted)
        #expect(later.reason?.hasPrefix("set as the ReadsView view is made (its init)") == true, "\(later.reason ?? "")")
    }

    /// A root view named like another type the files read declare (an example app's `RootView` beside the app's)
    /// is not known to be the one made at launch.
    @Test func aRootViewNamedTwiceIsNotKnownToBeMadeAtLaunch() throws {
        write("Example/ExampleApp.swift", "import SwiftUI\n@main struct ExampleApp: App {\n    var body: some Scene { WindowGroup { RootView() } }\n}\nstruct RootView: View {\n    var body: some View { Text(\"\") }\n}\n")
        write(
            "App/RootView.swift",
            """
            import SwiftUI
            struct RootView: View {
                init(store: Int) {
                    UITabBar.appearance().tintColor = .red
                }
                var body: some View { Text("") }
            }

            """)
        let later = try call(run(), "App/RootView.swift", 4)
        #expect(later.status == .notConverted)
        #expect(later.reason?.hasPrefix("set as the RootView view is made (its init)") == true, "\(later.reason ?? "")")
    }

    /// Each case of a switch on the theme builds its own run of a view made before it; a data source's
    /// `cellForRow` sets proxies as the table shows rows, not at launch.
    @Test func aViewMadeBeforeAThemeSwitchIsEachCasesOwnAndCellForRowIsNotTheLaunchs() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            enum UITheme { case dark, light }
            final class ThemeManager {
                var theme: UITheme = .light
                func applyTheme() {
                    let background = UIView()
                    switch self.theme {
                    case .dark:
                        background.backgroundColor = .black
                        UITableViewCell.appearance().selectedBackgroundView = background
                    default:
                        background.backgroundColor = .white
                        UITableViewCell.appearance().selectedBackgroundView = background
                    }
                }
            }
            final class Picker: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UISwitch.appearance().onTintColor = .green
                    return UITableViewCell()
                }
            }

            """)
        let result = run()
        #expect(result.stylesheet.contains("when: { uITheme: dark }\n    set:\n      selectedBackgroundColor: black"), "\(result.stylesheet)")
        #expect(result.stylesheet.contains("when: { uITheme: light }\n    set:\n      selectedBackgroundColor: white"))
        let row = try call(result, "Theme.swift", 19)
        #expect(row.status == .notConverted)
        #expect(row.reason?.hasPrefix("set in tableView(…), which UIKit calls as a list shows its rows or items") == true)
    }

    /// The importer's list of properties declared without `UI_APPEARANCE_SELECTOR`
    /// holds against the header lines transcribed in Surface/UIKit.
    @Test func theUnmarkedPropertiesAreUnmarkedInUIKitsHeaders() throws {
        let surface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Surface/UIKit").standardized
        for (property, header, declarer) in ProxyAppliedProperties.unmarked where property != "isHidden" {
            let text = try String(contentsOf: surface.appendingPathComponent(declarer + ".swift"), encoding: .utf8)
            let declarations = text.split(separator: "\n").filter {
                $0.contains("\(declarer).h: @property") && $0.range(of: "[ *]\(header)[ ;]", options: .regularExpression) != nil
            }
            #expect(declarations.count == 1, "\(declarer).h's \(property) is transcribed once")
            #expect(declarations.allSatisfy { !$0.contains("UI_APPEARANCE_SELECTOR") }, "\(declarer).\(property)")
        }
        let marked = try String(contentsOf: surface.appendingPathComponent("UILabel.swift"), encoding: .utf8)
        #expect(marked.contains("UI_APPEARANCE_SELECTOR"), "the check reads lines that can carry the mark")
    }

    // MARK: Colour sources

    /// SwiftGen's older accessors, `UIColor(asset: Asset.Colors.accent)` and `UIImage(asset: Asset.Images.king)`, name the catalog
    /// entries their constants do.
    @Test func swiftGensAssetInitializersNameTheirCatalogEntries() throws {
        write(
            "Assets.swift",
            """
            import UIKit
            enum Asset {
                enum Colors { static let accent = ColorAsset(name: "Reader/Accent") }
                enum Images { static let king = ImageAsset(name: "King") }
            }
            func configure() {
                UINavigationBar.appearance().tintColor = UIColor(asset: Asset.Colors.accent)
                UITabBar.appearance().backgroundImage = UIImage(asset: Asset.Images.king)
            }
            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        #expect(try written(result, "Assets.swift", 7) == "tintColor: Reader/Accent")
        #expect(try written(result, "Assets.swift", 8).hasPrefix("backgroundImage:"))
        #expect(try written(result, "Assets.swift", 8).contains("King"))
    }

    /// SwiftGen's font accessor, `FontFamily.Marianne.bold.font(size: 17)`, is the font its constant names; a `font(size:)` of
    /// another type is not read as one.
    @Test func swiftGensFontAccessorIsTheFontItsConstantNames() throws {
        write(
            "Fonts.swift",
            """
            import UIKit
            enum FontFamily {
                enum Marianne { static let bold = FontConvertible(name: "Marianne-Bold", family: "Marianne", path: "Marianne-Bold.otf") }
            }
            enum Theme { static let body = Typeface() }
            func configure() {
                UILabel.appearance().font = FontFamily.Marianne.bold.font(size: 17)
                UIButton.appearance().titleLabel?.font = Theme.body.font(size: 12)
            }
            """)
        let result = run()
        #expect(try written(result, "Fonts.swift", 7) == #"font: { family: "Marianne-Bold", size: 17 }"#)
        #expect(try call(result, "Fonts.swift", 8).status != .converted)
    }

    @Test func generatedCatalogAccessorsNameTheirColourWithoutTheGeneratedFile() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor { static let black = UIColor(named: "Reader/Ink")! }
            func configure() {
                UINavigationBar.appearance().tintColor = Asset.Colors.accent.color
                UIToolbar.appearance().tintColor = R.color.accent()
                UITabBar.appearance().tintColor = Asset.Colors.ink.color
                UITabBar.appearance().barStyle = .black
                UISwitch.appearance().onTintColor = C.accent()!
                UISlider.appearance().minimumTrackTintColor = Assets.Colors.accent.color
            }
            public let C = R.color

            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        #expect(try written(result, "Colors.swift", 4) == "tintColor: Reader/Accent")
        #expect(try written(result, "Colors.swift", 5) == "tintColor: Reader/Accent")
        // Two catalog colours make the identifier `ink`: which one is not known.
        let ambiguous = try call(result, "Colors.swift", 6)
        #expect(ambiguous.status == .notConverted)
        #expect(ambiguous.reason?.contains("could be any of") == true)
        #expect(ambiguous.stoppedAt == "ink")
        // An enum property's `.black` is its case, not the app's UIColor static of that name.
        #expect(try written(result, "Colors.swift", 7) == "barStyle: black")
        // A file-scope name for R.swift's colours (`let C = R.color`) is R.swift's.
        #expect(try written(result, "Colors.swift", 8) == "onTintColor: Reader/Accent")
        // A SwiftGen configuration's `enumName: Assets`.
        #expect(try written(result, "Colors.swift", 9) == "minimumTrackTintColor: Reader/Accent")
    }

    @Test func aColourFromAMacroNoFileDeclaresIsReportedSo() throws {
        write(
            "Init.m",
            "#define kRGB(v) [UIColor colorWithRed:((v >> 16) & 0xFF) / 255.0 green:((v >> 8) & 0xFF) / 255.0 blue:(v & 0xFF) / 255.0 alpha:1]\n"
                + "@implementation AppDelegate (Init)\n- (void)initAppearance {\n"
                + "    [UINavigationBar appearance].barTintColor = kHRGB(0xEE7A3C);\n"
                + "    [UITabBar appearance].barTintColor = [self brandColor];\n"
                + "    [[UINavigationBar appearance] setBackgroundImage:[SPLImagesCatalog navBackgroundImage] forBarMetrics:UIBarMetricsDefault];\n}\n"
                + "- (UIColor *)brandColor {\n    return [UIColor colorWithRed:arc4random() / 255.0 green:0 blue:0 alpha:1];\n}\n@end\n")
        let result = run()
        let missing = try call(result, "Init.m", 4)
        #expect(missing.status == .notConverted)
        #expect(missing.reason?.contains("calls kHRGB, which the files read do not declare") == true, "\(missing.reason ?? "")")
        #expect(missing.stoppedAt == "kHRGB")
        let computed = try call(result, "Init.m", 5)
        #expect(computed.reason?.contains("do not declare") == false, "\(computed.reason ?? "")")
        // A class no file declares, a generated file's: its image is not known at all.
        let generated = try call(result, "Init.m", 6)
        #expect(generated.reason?.contains("calls SPLImagesCatalog.navBackgroundImage, which the files read do not declare") == true, "\(generated.reason ?? "")")
    }

    @Test func containersALocalListsAreTheProxysContainers() throws {
        write(
            "Containers.swift",
            """
            import UIKit
            func style() {
                let items: [any UIAppearanceContainer.Type] = [HomeNavigationController.self, UIImagePickerController.self]
                UINavigationBar.appearance(whenContainedInInstancesOf: items).tintColor = .red
            }
            class HomeNavigationController: UINavigationController {}

            """)
        let result = run()
        #expect(try written(result, "Containers.swift", 4) == "tintColor: red")
        #expect(result.stylesheet.contains("inside: [HomeNavigationController, UIImagePickerController]"))
        // `X.classForCoder()` cast to a container type, and Objective-C's `[X class]`, name the class X.
        write(
            "Containers.swift",
            "import UIKit\nfunc style() {\n    UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.classForCoder() as! UIAppearanceContainer.Type]).tintColor = .red\n}\n")
        write("Style.m", "@implementation Style\n+ (void)style {\n    [[UITextField appearanceWhenContainedInInstancesOfClasses:@[[UISearchBar class]]] setTextColor:[UIColor blueColor]];\n}\n@end\n")
        let classes = run()
        #expect(try written(classes, "Containers.swift", 3) == "tintColor: red")
        #expect(try written(classes, "Style.m", 3) == "textColor: blue")
        #expect(classes.stylesheet.contains("inside: [UISearchBar]"))
    }

    /// An appearance object handed to a helper the files declare is changed as the helper's statements say; handed to
    /// a function the importer does not follow, what it holds after is not known, not UIKit's default.
    @Test func anAppearanceObjectHandedToAFunctionIsFollowedOrUnknown() throws {
        write(
            "Objects.swift",
            """
            import UIKit
            enum Styling {
                static func apply() {
                    let standard = UINavigationBarAppearance()
                    decorate(standard, color: .red)
                    UINavigationBar.appearance().standardAppearance = standard
                    let edge = UINavigationBarAppearance()
                    Vendor.tweak(edge)
                    UINavigationBar.appearance().scrollEdgeAppearance = edge
                    let tabs = UITabBarAppearance()
                    if false { decorateTabs(tabs); tabs.backgroundColor = .red }
                    UITabBar.appearance().standardAppearance = tabs
                }
                static func decorate(_ appearance: UINavigationBarAppearance, color: UIColor) {
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = color
                }
            }

            """)
        let result = run()
        #expect(result.stylesheet.contains("standardAppearance:\n        configure: opaque  # line 15\n        backgroundColor: red  # line 16"), "\(result.stylesheet)")
        let unknown = try call(result, "Objects.swift", 9)
        #expect(unknown.status == .notConverted)
        #expect(unknown.reason?.contains("passed to tweak(…), which the importer does not follow (line 8)") == true, "\(unknown.reason ?? "")")
        // A branch that never runs changes nothing: the object is the one made.
        #expect(try call(result, "Objects.swift", 12).status == .converted)
        #expect(!result.stylesheet.contains("backgroundColor: red  # line 11"))
    }

    /// A stored `let` given a new appearance object, filled and assigned by one method of its type, is that object:
    /// each line filling it is a call of its own. One another method also names is not known.
    @Test func aStoredAppearanceObjectOneMethodFillsIsFollowed() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                let navigationBarAppearance = UINavigationBarAppearance()
                let tabs = UITabBarAppearance()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    navigationBarAppearance.shadowColor = .secondarySystemBackground
                    self.navigationBarAppearance.backgroundColor = .systemBackground
                    UINavigationBar.appearance().scrollEdgeAppearance = navigationBarAppearance
                    tabs.backgroundColor = .red
                    UITabBar.appearance().standardAppearance = tabs
                    return true
                }
                func restyle() { tabs.backgroundColor = .blue }
            }

            """)
        let result = run()
        #expect(try written(result, "Bars.swift", 6) == "shadowColor: secondarySystemBackground")
        #expect(try written(result, "Bars.swift", 7) == "backgroundColor: systemBackground")
        #expect(try call(result, "Bars.swift", 8).status == .converted)
        #expect(try call(result, "Bars.swift", 10).status == .notConverted)
    }

    /// A tab item's badge text attributes per state (`setBadgeTextAttributes(_:for:)`, iOS 10) are the schema's
    /// `badgeTextAttributes` group, keyed by state as its title's are.
    @Test func aTabItemsBadgeTextAttributesAreKeyedByState() throws {
        write(
            "Tabs.m",
            """
            @implementation Tabs
            + (void)style {
                [[UITabBarItem appearance] setBadgeTextAttributes:@{NSForegroundColorAttributeName: [UIColor blackColor], NSFontAttributeName: [UIFont boldSystemFontOfSize:11]} forState:UIControlStateNormal];
                [[UITabBarItem appearance] setBadgeTextAttributes:@{NSForegroundColorAttributeName: [UIColor redColor]} forState:UIControlStateSelected];
            }
            @end

            """)
        let result = run()
        #expect(result.stylesheet.contains("badgeTextAttributes.foregroundColor: { normal: black, selected: red }"), "\(result.stylesheet)")
        #expect(result.stylesheet.contains("badgeTextAttributes.font: { normal: { size: 11, weight: bold } }"), "\(result.stylesheet)")
    }

    /// A copy made from an appearance object's colour and thrown away (`withAlphaComponent` as a statement)
    /// changes nothing: the object stays known and its properties are written.
    @Test func aCopyMadeFromAnObjectsColourAndThrownAwayChangesNothing() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            enum Bars {
                static func apply() {
                    let appearance = UINavigationBarAppearance()
                    appearance.backgroundColor = .white
                    appearance.backgroundColor?.withAlphaComponent(0.95)
                    appearance.shadowColor = .clear
                    UINavigationBar.appearance().standardAppearance = appearance
                }
            }

            """)
        let result = run()
        #expect(try written(result, "Bars.swift", 5) == "backgroundColor: white")
        #expect(try written(result, "Bars.swift", 7) == "shadowColor: clear")
        #expect(try call(result, "Bars.swift", 8).status == .converted)
    }

    /// Each line giving an appearance object a property is a setter of its own in the report: converted where its
    /// value is written, not converted with its own reason where it was left out, as the slot it went to was.
    @Test func eachPropertyAnAppearanceObjectIsGivenIsReportedAtItsLine() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            enum Bars {
                static func apply() {
                    let appearance = UITabBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = .systemIndigo
                    appearance.shadowColor = Palette.hairline()
                    UITabBar.appearance().standardAppearance = appearance
                    UITabBar.appearance().scrollEdgeAppearance = appearance
                }
            }

            """)
        let result = run()
        #expect(try call(result, "Bars.swift", 5).status == .converted)
        let color = try call(result, "Bars.swift", 6)
        #expect(color.status == .converted)
        #expect(color.call == "appearance.backgroundColor = .systemIndigo")
        #expect(try written(result, "Bars.swift", 6) == "backgroundColor: systemIndigo")
        let hairline = try call(result, "Bars.swift", 7)
        #expect(hairline.status == .notConverted)
        #expect(hairline.stoppedAt == "hairline", "\(hairline)")
        #expect(try call(result, "Bars.swift", 8).reason?.hasPrefix("partly converted: ") == true)
        #expect(result.calls.map(\.line) == [5, 6, 7, 8, 9])
        // A file with Windows line endings: each entry quotes its own line.
        write(
            "Bars.swift",
            ["import UIKit", "func apply() {", "    let appearance = UIToolbarAppearance()", "    appearance.backgroundColor = .systemPink",
             "    UIToolbar.appearance().standardAppearance = appearance", "}", ""].joined(separator: "\r\n"))
        #expect(try call(run(), "Bars.swift", 4).call == "appearance.backgroundColor = .systemPink")
    }

    /// `configureWith…Background()` resets only the object's background and shadow (UIBarAppearance.h): the title's
    /// attributes set before it stay, and a background set before it never shows, its line obsolete. So is a line whose
    /// property the object is given again before a bar takes it. `let a: UINavigationBarAppearance = .init()` builds one.
    @Test func configuringAnAppearanceObjectResetsOnlyItsBackgroundAndShadow() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func apply() {
                let appearance: UINavigationBarAppearance = .init()
                appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
                appearance.backgroundColor = .blue
                appearance.configureWithDefaultBackground()
                appearance.shadowColor = .gray
                appearance.shadowColor = .clear
                UINavigationBar.appearance().standardAppearance = appearance
            }

            """)
        let result = run()
        #expect(try written(result, "Bars.swift", 4) == "titleTextAttributes.foregroundColor: red")
        for (line, by) in [(5, 6), (7, 8)] {
            let replaced = try call(result, "Bars.swift", line)
            #expect(replaced.status == .obsolete)
            #expect(replaced.reason == "replaced at line \(by) before the object is given to a bar: this value never shows")
        }
        #expect(try written(result, "Bars.swift", 6) == "configure: default")
        #expect(try written(result, "Bars.swift", 8) == "shadowColor: clear")
        #expect(!result.stylesheet.contains("blue"))
    }

    /// An appearance object changed after a proxy is given it, in a branch the importer does not follow, is not known:
    /// the assignment is reported, and so is each line in the branch, at its line.
    @Test func anAppearanceObjectChangedInABranchNotFollowedAfterItIsGivenIsReported() throws {
        write(
            "Layout.swift",
            """
            import UIKit
            struct NavigationLayout {
                var barTintColor: UIColor?
                var titleTextColor: UIColor?
                func apply() {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    UINavigationBar.appearance().standardAppearance = appearance
                    if let color = barTintColor {
                        appearance.backgroundColor = color
                    }
                    if let color = titleTextColor,
                        color != .clear {
                        appearance.titleTextAttributes = [.foregroundColor: color]
                    }
                }
            }

            """)
        let result = run()
        let given = try call(result, "Layout.swift", 8)
        #expect(given.status == .notConverted)
        #expect(given.reason?.hasPrefix("its appearance object is changed after the proxy is given it, and not known") == true, "\(given.reason ?? "")")
        let background = try call(result, "Layout.swift", 10)
        #expect(background.status == .notConverted)
        #expect(background.reason == "inside a branch on let color = barTintColor, which the importer does not follow")
        // A condition written over two lines is quoted on one.
        #expect(try call(result, "Layout.swift", 14).stoppedAt == "let color = titleTextColor, color != .clear")
    }

    /// An appearance object made, filled and given to a proxy inside a branch the importer does not follow: each line
    /// setting one of its properties is reported with the branch's reason, as the call giving it is.
    @Test func anObjectMadeInABranchNotFollowedHasEachOfItsLinesReported() throws {
        writeAppDelegate(
            launch: """
                if UserDefaults.standard.bool(forKey: "dark") {
                            let appearance = UITabBarAppearance()
                            appearance.backgroundColor = .red
                            appearance.shadowImage = UIImage()
                            UITabBar.appearance().standardAppearance = appearance
                        }
                """)
        let result = run()
        try expectReported(result, "AppDelegate.swift", lines: 7...9, inside: "a branch on UserDefaults.standard.bool(forKey: \"dark\")")
        #expect(try call(result, "AppDelegate.swift", 8).stoppedAt == "UserDefaults.standard.bool(forKey: \"dark\")")
    }

    /// An object made before a branch not followed and handed on inside it (`bar.backButtonAppearance = button`):
    /// the lines setting it up are reported with the branch's reason, as the line handing it on is.
    @Test func anObjectHandedOnInABranchNotFollowedHasItsLinesReported() throws {
        writeAppDelegate(
            launch: """
                let button = UIBarButtonItemAppearance()
                        button.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
                        if #available(iOS 26, *) {
                            UINavigationBar.appearance().tintColor = .red
                        } else {
                            let bar = UINavigationBarAppearance()
                            bar.backButtonAppearance = button
                            UINavigationBar.appearance().standardAppearance = bar
                        }
                """)
        let result = run()
        for line in [6, 11, 12] {
            let entry = try call(result, "AppDelegate.swift", line)
            #expect(entry.status == .notConverted, "line \(line)")
            #expect(entry.reason?.contains("#available(iOS 26)") == true, "\(entry.reason ?? "")")
        }
    }

    /// `configureWithDefault(for: .stacked)` on a tab item appearance puts back UIKit's defaults: on a new one it has
    /// no effect, and a value set before it never shows; both are obsolete, the rest of the object carried.
    @Test func anItemAppearancesDefaultConfigurationPutsBackUIKitsDefaults() throws {
        writeAppDelegate(
            launch: """
                let item = UITabBarItemAppearance()
                        item.configureWithDefault(for: .stacked)
                        item.normal.iconColor = .black
                        item.configureWithDefault(for: .stacked)
                        item.selected.iconColor = .white
                        let appearance = UITabBarAppearance()
                        appearance.stackedLayoutAppearance = item
                        UITabBar.appearance().standardAppearance = appearance
                """)
        let result = run()
        #expect(try call(result, "AppDelegate.swift", 6).status == .obsolete)
        #expect(try call(result, "AppDelegate.swift", 7).status == .obsolete)
        #expect(try call(result, "AppDelegate.swift", 7).reason?.hasPrefix("replaced at line 8") == true)
        #expect(try call(result, "AppDelegate.swift", 8).status == .obsolete)
        #expect(try call(result, "AppDelegate.swift", 9).status == .converted)
        #expect(try call(result, "AppDelegate.swift", 12).status == .converted)
        #expect(!result.stylesheet.contains("black"))
    }

    /// Each of `lines` reported, not converted, `inside` the code named, and stopped there.
    func expectReported(_ result: AppearanceImporter.Result, _ file: String, lines: ClosedRange<Int>, inside: String) throws {
        for line in lines {
            let entry = try call(result, file, line)
            #expect(entry.status == .notConverted, "line \(line)")
            #expect(entry.reason?.hasPrefix("inside " + inside) == true, "\(entry.reason ?? "")")
        }
    }

    /// An appearance object a SwiftUI view's `onAppear` closure makes and gives to a bar: each line setting it is
    /// reported with the closure's reason, quoting its code, as the proxy calls are.
    @Test func anObjectAnOnAppearClosureMakesHasEachOfItsLinesReported() throws {
        write(
            "TabsView.swift",
            """
            import SwiftUI
            struct TabsView: View {
                let title = "Inbox"
                var body: some View {
                    TabView { Text(title).tabItem { Label(title, systemImage: "tray") } }
                        .onAppear {
                            let appearance = UITabBarAppearance()
                            appearance.backgroundColor = .red
                            appearance.configureWithOpaqueBackground()
                            UITabBar.appearance().standardAppearance = appearance
                        }
                }
            }
            """)
        let result = run()
        try expectReported(result, "TabsView.swift", lines: 8...10, inside: "a SwiftUI view's onAppear closure")
        #expect(try call(result, "TabsView.swift", 8).call == "appearance.backgroundColor = .red")
        #expect(try call(result, "TabsView.swift", 10).call == "UITabBar.appearance().standardAppearance = appearance")
    }

    /// An implicit member is an app's appearance object only where the property holds one: `shadowColor = .clear` is
    /// UIColor's clear though the app declares `UIBarButtonItemAppearance.clear`, which `backButtonAppearance = .clear`
    /// takes. A font of size 0 (a title hidden) is reported, not written as a size the stylesheet rejects. ``static var
    /// `default` `` is the member `.default` names.
    @Test func anImplicitMemberIsTheAppsAppearanceObjectOnlyWhereThePropertyHoldsOne() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            extension UIBarButtonItemAppearance {
                static var clear: UIBarButtonItemAppearance {
                    let appearance = UIBarButtonItemAppearance(style: .plain)
                    appearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: .zero), .foregroundColor: UIColor.clear]
                    return appearance
                }
                static var `default`: UIBarButtonItemAppearance {
                    let appearance = UIBarButtonItemAppearance()
                    appearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
                    return appearance
                }
            }
            enum Bars {
                static func apply() {
                    let appearance = UINavigationBarAppearance()
                    appearance.shadowColor = .clear
                    appearance.backButtonAppearance = .clear
                    appearance.buttonAppearance = .default
                    UINavigationBar.appearance().standardAppearance = appearance
                }
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics == [])
        #expect(try written(result, "Bars.swift", 17) == "shadowColor: clear")
        let hidden = try call(result, "Bars.swift", 5)
        #expect(hidden.status == .notConverted)
        #expect(hidden.reason == "a font of size 0, which a stylesheet's fonts cannot have: their sizes are above 0")
        #expect(try call(result, "Bars.swift", 20).reason?.hasPrefix("partly converted: a font of size 0") == true)
        // A member declared in backticks is the one `.default` names.
        #expect(try written(result, "Bars.swift", 10) == "buttonAppearance.titleTextAttributes.foregroundColor: { normal: systemRed }")
        // The lines handing another object's values on are reported as those values fare.
        #expect(try call(result, "Bars.swift", 18).status == .notConverted)
        #expect(try written(result, "Bars.swift", 19) == "buttonAppearance.titleTextAttributes.foregroundColor: { normal: systemRed }")
    }

    /// `appearance.titleTextAttributes[.font] = …` sets one attribute of the object's dictionary, keeping the others.
    @Test func anEntryOfAnAppearanceObjectsAttributesIsSetByItsKey() throws {
        write(
            "Entries.swift",
            """
            import UIKit
            func style() {
                let standard = UINavigationBarAppearance()
                standard.configureWithOpaqueBackground()
                standard.titleTextAttributes = [.foregroundColor: UIColor.white]
                standard.titleTextAttributes[.font] = UIFont.boldSystemFont(ofSize: 18)
                UINavigationBar.appearance().standardAppearance = standard
                let edge = UINavigationBarAppearance()
                edge.titleTextAttributes[.font] = customFont()
                UINavigationBar.appearance().scrollEdgeAppearance = edge
            }

            """)
        let result = run()
        #expect(result.stylesheet.contains("titleTextAttributes.foregroundColor: white  # line 6"), "\(result.stylesheet)")
        #expect(result.stylesheet.contains("titleTextAttributes.font: { size: 18, weight: bold }  # line 6"), "\(result.stylesheet)")
        let unread = try call(result, "Entries.swift", 10)
        #expect(unread.status == .notConverted)
        #expect(unread.reason?.contains("customFont") == true, "\(unread.reason ?? "")")
    }

    /// nil under a container is UIKit's default there; where a broader proxy sets the property, writing nothing would
    /// leave the broader value inside the container, so the call is reported.
    @Test func aNilUnderAContainerABroaderProxySetsIsReported() throws {
        write(
            "Reset.swift",
            """
            import UIKit
            func style() {
                UINavigationBar.appearance().barTintColor = .red
                UINavigationBar.appearance(whenContainedInInstancesOf: [UIImagePickerController.self]).barTintColor = nil
                UIToolbar.appearance(whenContainedInInstancesOf: [UIImagePickerController.self]).barTintColor = nil
            }

            """)
        let result = run()
        #expect(try written(result, "Reset.swift", 3) == "barTintColor: red")
        let reset = try call(result, "Reset.swift", 4)
        #expect(reset.status == .notConverted)
        #expect(
            reset.reason?.hasPrefix("nil sets barTintColor back to UIKit's default inside UIImagePickerController, which a stylesheet cannot write")
                == true, "\(reset.reason ?? "")")
        // With no broader value, nothing to write is right.
        #expect(try call(result, "Reset.swift", 5).status == .converted)
    }

    /// A proxy answers a getter with what was set on it: an appearance object's property set through the proxy's
    /// getter changes nothing unless the code gave the proxy that object.
    @Test func aPropertyOfAnAppearanceObjectTheProxyWasNotGivenChangesNothing() throws {
        write(
            "Slots.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().standardAppearance.titleTextAttributes = [.foregroundColor: UIColor.red]
                UINavigationBar.appearance().scrollEdgeAppearance?.backgroundColor = .blue
                let tabs = UITabBarAppearance()
                UITabBar.appearance().standardAppearance = tabs
                UITabBar.appearance().standardAppearance.backgroundColor = .green
            }

            """)
        let result = run()
        for line in [3, 4] {
            let unset = try call(result, "Slots.swift", line)
            #expect(unset.status == .notConverted)
            #expect(unset.reason?.contains("is nil unless the code gives the proxy an appearance object first") == true, "\(unset.reason ?? "")")
        }
        #expect(try written(result, "Slots.swift", 7) == "backgroundColor: green")
        #expect(!result.stylesheet.contains("UINavigationBar"))
    }

    /// An appearance object given to `standardAppearance` replaces the bar's own properties it carries that earlier
    /// lines set (`barTintColor`, `titleTextAttributes`): those calls are obsolete. What it does not carry (`tintColor`),
    /// what a later line sets and what another bar class sets stay.
    @Test func anAppearanceObjectGivenReplacesTheBarsOwnPropertiesSetBefore() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().barTintColor = .red
                UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
                UINavigationBar.appearance().tintColor = .white
                UITabBar.appearance().barTintColor = .blue
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .systemTeal
                UINavigationBar.appearance().standardAppearance = appearance
                UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.yellow]
            }

            """)
        let result = run()
        let replaced = try call(result, "Bars.swift", 3)
        #expect(replaced.status == .obsolete)
        #expect(
            replaced.reason?.hasSuffix("Bars.swift:10 gives the bar a standardAppearance after it, which carries barTintColor from iOS 13 and replaces it")
                == true, "\(replaced.reason ?? "")")
        #expect(try call(result, "Bars.swift", 4).status == .obsolete)
        #expect(try written(result, "Bars.swift", 5) == "tintColor: white")
        #expect(try written(result, "Bars.swift", 6) == "barTintColor: blue")
        #expect(try written(result, "Bars.swift", 11) == "titleTextAttributes.foregroundColor: yellow")
        #expect(!result.stylesheet.contains("barTintColor: red"))
        // The rule is headed by the first line it keeps a value of, not the replaced call that made it.
        #expect(result.stylesheet.contains("# ../Bars.swift:5\n  - type: UINavigationBar\n"), "\(result.stylesheet)")
    }

    @Test func aHelpersChoiceOnItsParameterIsDecidedByTheArgument() throws {
        write(
            "Choice.swift",
            """
            import UIKit
            extension UIColor {
                static func listForeground(modal: Bool) -> UIColor {
                    if modal {
                        return UIColor(light: .secondarySystemGroupedBackground, dark: .systemGray5)
                    } else {
                        return .systemBackground
                    }
                }
                static func tint(strong: Bool = false) -> UIColor { strong ? .systemRed : .systemPink }
            }
            func configure(theme: Theme) {
                UITableView.appearance().backgroundColor = .listForeground(modal: true)
                UITableViewCell.appearance().backgroundColor = .listForeground(modal: false)
                UISwitch.appearance().onTintColor = .tint()
                UISlider.appearance().minimumTrackTintColor = .tint(strong: true)
                UITextField.appearance().tintColor = theme.isDark ? .white : .black
            }

            """)
        let result = run()
        #expect(try written(result, "Choice.swift", 13) == "backgroundColor: { light: secondarySystemGroupedBackground, dark: systemGray5 }")
        #expect(try written(result, "Choice.swift", 14) == "backgroundColor: systemBackground")
        #expect(try written(result, "Choice.swift", 15) == "onTintColor: systemPink")
        #expect(try written(result, "Choice.swift", 16) == "minimumTrackTintColor: systemRed")
        let runTime = try call(result, "Choice.swift", 17)
        #expect(runTime.status == .notConverted)
        #expect(runTime.stoppedAt == "theme")
    }

    @Test func anObjectiveCCategorysClassMethodIsANamedColour() throws {
        write(
            "UIColor+Brand.m",
            """
            @implementation UIColor (Brand)
            + (UIColor *)brandColor {
                return [UIColor colorWithRed:0.2 green:0.4 blue:0.8 alpha:1.0];
            }
            @end
            @implementation AppDelegate
            - (void)configure {
                [[UINavigationBar appearance] setTintColor:[UIColor brandColor]];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "UIColor+Brand.m", 8) == "tintColor: brand")
        #expect(result.stylesheet.contains("brand: \"#3366CC\""))
    }

    @Test func aLabelsFontShrinkingConverts() throws {
        write(
            "Shrink.swift",
            "import UIKit\nfunc f() {\n    UILabel.appearance().adjustsFontSizeToFitWidth = true\n    UILabel.appearance().minimumScaleFactor = 0.5\n"
                + "    UILabel.appearance().adjustsFontForContentSizeCategory = true\n    UITextField.appearance().adjustsFontForContentSizeCategory = true\n}\n")
        let result = run()
        #expect(try written(result, "Shrink.swift", 3) == "adjustsFontSizeToFitWidth: true")
        #expect(try written(result, "Shrink.swift", 4) == "minimumScaleFactor: 0.5")
        #expect(try written(result, "Shrink.swift", 5) == "adjustsFontForContentSizeCategory: true")
        #expect(try written(result, "Shrink.swift", 6) == "adjustsFontForContentSizeCategory: true")
        #expect(result.stylesheetDiagnostics == [])
    }

    @Test func theKeyboardTheDirectionAndTheScrollIndicatorsConvert() throws {
        write(
            "Traits.swift",
            "import UIKit\nfunc f() {\n    UIView.appearance().semanticContentAttribute = .forceRightToLeft\n"
                + "    UITextField.appearance().keyboardAppearance = .dark\n    UITableView.appearance().indicatorStyle = .white\n"
                + "    UITableView.appearance().keyboardDismissMode = .interactive\n    UITextField.appearance().clearButtonMode = .whileEditing\n"
                + "    UITextField.appearance().background = UIImage(named: \"field\")\n"
                + "    UISearchBar.appearance().keyboardAppearance = .dark\n}\n")
        _ = write("field.png", "")
        let result = run()
        #expect(try written(result, "Traits.swift", 9) == "keyboardAppearance: dark")
        #expect(try written(result, "Traits.swift", 6) == "keyboardDismissMode: interactive")
        #expect(try written(result, "Traits.swift", 7) == "clearButtonMode: whileEditing")
        #expect(try written(result, "Traits.swift", 8) == #"background: "../field.png""#)
        #expect(try written(result, "Traits.swift", 3) == "semanticContentAttribute: forceRightToLeft")
        #expect(try written(result, "Traits.swift", 4) == "keyboardAppearance: dark")
        #expect(try written(result, "Traits.swift", 5) == "indicatorStyle: white")
        #expect(result.stylesheetDiagnostics == [])
    }

    @Test func textAttributesAHelperReturnsConvert() throws {
        write(
            "Attributes.swift",
            """
            import UIKit
            struct TextAttributes {
                static func attributes(font: UIFont, color: UIColor) -> [NSAttributedString.Key: Any] {
                    return [NSAttributedString.Key.font: font, NSAttributedString.Key.foregroundColor: color]
                }
            }
            func application() {
                UITabBarItem.appearance().setTitleTextAttributes(TextAttributes.attributes(font: .systemFont(ofSize: 12), color: .red), for: .selected)
            }

            """)
        let result = run()
        let call = try call(result, "Attributes.swift", 8)
        #expect(call.status == .converted)
        #expect(result.stylesheet.contains("titleTextAttributes.foregroundColor: { selected: red }"), "\(result.stylesheet)")
    }

    @Test func anAppsOwnColourNamedAsASystemColourIsNotTheSystemColour() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor {
                class func separatorColor() -> UIColor { return UIColor.coolGrayColor() }
                class func labelColor() -> UIColor { return UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
            }
            func application() {
                UITabBar.appearance().tintColor = UIColor.separatorColor()
                UITabBar.appearance().barTintColor = UIColor.labelColor()
                UITabBar.appearance().unselectedItemTintColor = UIColor.whiteColor()
            }

            """)
        let result = run()
        let own = try call(result, "Colors.swift", 7)
        #expect(own.status == .notConverted)
        #expect(own.reason?.contains("coolGrayColor") == true, "\(own.reason ?? "")")
        #expect(try written(result, "Colors.swift", 8) == "barTintColor: \"#FF0000\"")
        #expect(try written(result, "Colors.swift", 9) == "unselectedItemTintColor: white")
    }

    @Test func aPartOfAnAppearanceObjectNotReadIsNamed() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func application() {
                let tabBarAppearance = UITabBarAppearance()
                tabBarAppearance.configureWithDefaultBackground()
                tabBarAppearance.stackedLayoutAppearance = {
                    let item = UITabBarItemAppearance()
                    if !UserDefaults.standard.bool(forKey: "labels") {
                        item.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
                    }
                    return item
                }()
                UITabBar.appearance().standardAppearance = tabBarAppearance
            }

            """)
        let result = run()
        let call = try call(result, "Bars.swift", 12)
        #expect(call.status == .notConverted)
        #expect(
            call.reason
                == "partly converted: the appearance object's stackedLayoutAppearance is given { … }(), which the importer does not read")
    }

    @Test func aSlidersImagesConvertPerState() throws {
        write(
            "Slider.m",
            "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
                + "    [[UISlider appearance] setThumbImage:[UIImage imageNamed:@\"thumb\"] forState:UIControlStateNormal];\n"
                + "    [[UISlider appearance] setThumbImage:[UIImage imageNamed:@\"thumb-down\"] forState:UIControlStateHighlighted];\n"
                + "    [[UISlider appearance] setMinimumTrackImage:[UIImage imageNamed:@\"fill\"] forState:UIControlStateNormal];\n"
                + "    [[UISlider appearance] setMaximumTrackImage:[UIImage imageNamed:@\"rest\"] forState:UIControlStateNormal];\n"
                + "    return YES;\n}\n@end\n")
        for image in ["thumb", "thumb-down", "fill", "rest"] { _ = write(image + ".png", "") }
        let result = run()
        #expect(result.stylesheet.contains(#"thumbImage: { normal: "../thumb.png", highlighted: "../thumb-down.png" }  # lines 3, 4"#))
        #expect(try written(result, "Slider.m", 5) == #"minimumTrackImage: { normal: "../fill.png" }"#)
        #expect(try written(result, "Slider.m", 6) == #"maximumTrackImage: { normal: "../rest.png" }"#)
        #expect(result.stylesheetDiagnostics == [])
    }

    @Test func aSegmentedControlsBackgroundImagesAndATabBarsSelectionIndicatorConvert() throws {
        write(
            "Bars.m",
            "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
                + "    [[UITabBar appearance] setSelectionIndicatorImage:[UIImage imageNamed:@\"mark\"]];\n"
                + "    [[UISegmentedControl appearance] setBackgroundImage:[UIImage imageNamed:@\"off\"] forState:UIControlStateNormal barMetrics:UIBarMetricsDefault];\n"
                + "    [[UISegmentedControl appearance] setBackgroundImage:[UIImage imageNamed:@\"on\"] forState:UIControlStateSelected barMetrics:UIBarMetricsDefault];\n"
                + "    [[UISegmentedControl appearance] setBackgroundImage:[UIImage imageNamed:@\"wide\"] forState:UIControlStateNormal barMetrics:UIBarMetricsLandscapePhone];\n"
                + "    return YES;\n}\n@end\n")
        for image in ["mark", "off", "on", "wide"] { _ = write(image + ".png", "") }
        let result = run()
        #expect(try written(result, "Bars.m", 3) == #"selectionIndicatorImage: "../mark.png""#)
        #expect(result.stylesheet.contains(#"backgroundImage: { normal: "../off.png", selected: "../on.png" }  # lines 4, 5"#))
        let landscape = try call(result, "Bars.m", 6)
        #expect(landscape.status == .notConverted)
        #expect(landscape.reason?.hasPrefix("only the default bar metrics are in the language") == true, "\(landscape.reason ?? "")")
        #expect(result.stylesheetDiagnostics == [])
    }

    @Test func nilGivenToATablesBackgroundViewIsUIKitsDefault() throws {
        write(
            "Plain.m",
            "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
                + "    [[UITableView appearance] setBackgroundView:nil];\n    [UITableView appearance].tableFooterView = [[UIView alloc] init];\n"
                + "    return YES;\n}\n@end\n")
        let result = run()
        #expect(try call(result, "Plain.m", 3).status == .converted)
        #expect(try call(result, "Plain.m", 3).stylesheetLine == nil)
        // An empty footer view is a view, which a stylesheet does not make.
        #expect(try call(result, "Plain.m", 4).reason == "UITableView has no property 'tableFooterView' in Livery's schema")
    }

    @Test func aScrollViewsBounceFlagsConvert() throws {
        write(
            "Bounce.m",
            "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
                + "    [[UICollectionView appearance] setAlwaysBounceVertical:YES];\n    UITableView.appearance.bounces = NO;\n"
                + "    [UIScrollView appearance].alwaysBounceHorizontal = YES;\n    return YES;\n}\n@end\n")
        let result = run()
        #expect(try written(result, "Bounce.m", 3) == "alwaysBounceVertical: true")
        #expect(try written(result, "Bounce.m", 4) == "bounces: false")
        #expect(try written(result, "Bounce.m", 5) == "alwaysBounceHorizontal: true")
        #expect(result.stylesheetDiagnostics == [])
    }

    // MARK: Run order

    /// A method no file read calls or names never runs: what it sets is not
    /// the app's style. A comment naming it is no call; a `#selector`, an
    /// override, an action or a delegate's method is one UIKit makes.
    @Test func aMethodNothingCallsSetsNothing() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [self customizeUI];
                // [self customizeBarButtons];
                return YES;
            }
            @end
            """)
        write("AppDelegate+CustomUI.h", "- (void)customizeUI;\n- (void)customizeBarButtons;\n")
        write(
            "AppDelegate+CustomUI.m",
            """
            @implementation AppDelegate (CustomUI)
            - (void)customizeUI {
                [[UINavigationBar appearance] setTintColor:[UIColor blackColor]];
            }
            - (void)customizeBarButtons {
                [[UIBarButtonItem appearance] setTintColor:[UIColor redColor]];
            }
            - (void)navigationController:(UINavigationController *)navigationController willShowViewController:(UIViewController *)vc animated:(BOOL)animated {
                [[UISwitch appearance] setOnTintColor:[UIColor greenColor]];
            }
            @end
            """)
        write(
            "Themes.swift",
            """
            import UIKit
            final class Themes: NSObject {
                func observe() {
                    NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .theme, object: nil)
                }
                @objc func themeChanged() {
                    UITabBar.appearance().tintColor = .orange
                }
                func leftOver() {
                    UIToolbar.appearance().tintColor = .purple  // leftOver() was the old way
                }
                private func oldLook() {
                    UISlider.appearance().tintColor = .purple
                }
            }
            """)
        let result = run()
        #expect(try written(result, "AppDelegate+CustomUI.m", 3) == "tintColor: black")
        // An Objective-C method, or a Swift method others may reach, may be a delegate's that UIKit or a library calls.
        let unused = try call(result, "AppDelegate+CustomUI.m", 6)
        #expect(unused.status == .notConverted)
        #expect(unused.stoppedAt == "customizeBarButtons")
        #expect(unused.reason?.hasPrefix("in customizeBarButtons, which no file read calls or names") == true, "\(unused.reason ?? "")")
        #expect(try written(result, "AppDelegate+CustomUI.m", 9) == "onTintColor: green")
        #expect(try written(result, "Themes.swift", 7) == "tintColor: orange")
        #expect(try call(result, "Themes.swift", 10).stoppedAt == "leftOver")
        // A private one only the app can call: it never runs.
        let unreachable = try call(result, "Themes.swift", 13)
        #expect(unreachable.status == .obsolete)
        #expect(unreachable.reason == "in oldLook, which no file read calls or names: the app never runs it", "\(unreachable.reason ?? "")")
        #expect(!result.stylesheet.contains("red") && !result.stylesheet.contains("purple"))
    }

    /// Two screens declare a method of one name and only one calls its own: the other's never runs. A call the
    /// importer cannot place (one through a local), or one a superclass makes of a method a subclass overrides,
    /// keeps a method called.
    @Test func aScreensMethodCalledOnlyInAnotherScreenNeverRuns() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UINavigationBar.appearance().tintColor = .white
                    return true
                }
            }
            """)
        write(
            "Screens.swift",
            """
            import UIKit
            final class PictureViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    styleBar()
                }
                func styleBar() {
                    UINavigationBar.appearance().tintColor = .black
                }
            }
            final class ProfileViewController: UIViewController {
                func styleBar() {
                    UINavigationBar.appearance().tintColor = .red
                }
            }
            class BaseViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    decorate()
                }
                func decorate() {}
            }
            final class ListViewController: BaseViewController {
                override func decorate() {
                    UISwitch.appearance().onTintColor = .green
                }
            }
            final class MenuViewController: UIViewController {
                func tint() {
                    UIToolbar.appearance().tintColor = .purple
                }
            }
            final class MenuPresenter {
                func show(menu: MenuViewController) {
                    let shown = menu
                    shown.tint()
                }
            }
            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 4) == "tintColor: white")
        let never = try call(result, "Screens.swift", 13)
        #expect(never.status == .obsolete)
        #expect(
            never.reason == "in ProfileViewController.styleBar, which no call in the files read reaches: every call of styleBar is sent to "
                + "PictureViewController, not to this class or a subclass: the app never runs it", "\(never.reason ?? "")")
        #expect(try call(result, "Screens.swift", 8).status == .notConverted)
        // An override runs where its superclass calls the method.
        #expect(try call(result, "Screens.swift", 25).status != .obsolete)
        // A call through a local is not placed: `tint` may be MenuViewController's.
        #expect(try call(result, "Screens.swift", 30).status != .obsolete)
        #expect(!result.stylesheet.contains("red"))
    }

    /// In Swift an argument label, a parameter and a property of a function's name are no call of it: an
    /// extension's `static func style()` that no code calls never runs, though `init(style:)` and `lhs.style` are
    /// written everywhere. A bare `appearance()` in it is the extended class's proxy. A `#selector` and a call
    /// still keep a function.
    @Test func aNameWrittenOnlyAsALabelOrAPropertyIsNoCall() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UITabBar.tint()
                    return true
                }
            }
            """)
        write(
            "Styles.swift",
            """
            import UIKit
            extension UINavigationBar {
                static func style() {
                    appearance().tintColor = .red
                }
            }
            extension UITabBar {
                static func tint() {
                    appearance().tintColor = .orange
                }
            }
            extension UISwitch {
                @objc static func theme() {
                    appearance().onTintColor = .green
                }
            }
            struct Look: Equatable {
                var style: Int
                static func == (lhs: Look, rhs: Look) -> Bool { lhs.style == rhs.style }
            }
            final class Spinner {
                let view = UIActivityIndicatorView(style: .large)
                func watch() {
                    NotificationCenter.default.addObserver(UISwitch.self, selector: #selector(UISwitch.theme), name: .init("t"), object: nil)
                }
            }
            """)
        let result = run()
        let never = try call(result, "Styles.swift", 4)
        #expect(never.status == .obsolete)
        #expect(never.reason == "in style, which no file read calls or names: the app never runs it", "\(never.reason ?? "")")
        #expect(try written(result, "Styles.swift", 9) == "tintColor: orange")
        #expect(try call(result, "Styles.swift", 14).status != .obsolete)
        #expect(!result.stylesheet.contains("red"))
    }

    /// A Swift static function no call's labels bind to never runs: `forceRightToLeft()` when every call is
    /// `forceRightToLeft(view:)`.
    @Test func aStaticOverloadNoCallTakesNeverRuns() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Direction.forceRightToLeft(view: window!)
                    return true
                }
            }
            """)
        write(
            "Direction.swift",
            """
            import UIKit
            final class Direction {
                static func forceRightToLeft(view: UIView) {
                    view.semanticContentAttribute = .forceRightToLeft
                }
                static func forceRightToLeft() {
                    UIView.appearance().semanticContentAttribute = .forceRightToLeft
                }
            }
            """)
        let never = try call(run(), "Direction.swift", 7)
        #expect(never.status == .obsolete)
        #expect(never.reason?.contains("each call of that name takes another of its overloads") == true, "\(never.reason ?? "")")
    }

    /// `[.normal, .highlighted].forEach { … for: $0 }` runs its body once per state of the literal list, as
    /// `for state in [.normal, .highlighted]` does; a named parameter too.
    @Test func aForEachOverALiteralListIsALoop() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            enum Bars {
                static func style() {
                    [.normal, .highlighted].forEach {
                        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: $0)
                    }
                    [UIControl.State.normal, .disabled].forEach { state in
                        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])
                            .setTitleTextAttributes([.foregroundColor: UIColor.red], for: state)
                    }
                }
            }
            """)
        let result = run()
        #expect(try written(result, "Bars.swift", 5) == "titleTextAttributes.foregroundColor: { normal: white, highlighted: white }")
        #expect(try written(result, "Bars.swift", 8) == "titleTextAttributes.foregroundColor: { normal: red, disabled: red }")
    }

    /// A font helper choosing its name by a parameter (`mono ? monoName : name`) takes the argument passed, or the
    /// parameter's default.
    @Test func aFontNameChosenByAParameterTakesTheArgumentOrItsDefault() throws {
        write(
            "Styles.swift",
            """
            import UIKit
            enum Styles {
                static let boldName = "Roboto-Bold"
                static let boldMonoName = "RobotoMono-Bold"
                static func bold(size: CGFloat, mono: Bool = false) -> UIFont {
                    return UIFont(name: mono ? boldMonoName : boldName, size: size) ?? UIFont.systemFont(ofSize: size, weight: .bold)
                }
                static func apply() {
                    UINavigationBar.appearance().titleTextAttributes = [.font: bold(size: 17)]
                    UINavigationBar.appearance().largeTitleTextAttributes = [.font: bold(size: 30, mono: true)]
                }
            }
            """)
        let result = run()
        #expect(try written(result, "Styles.swift", 9) == "titleTextAttributes.font: { family: \"Roboto-Bold\", size: 17 }")
        #expect(try written(result, "Styles.swift", 10) == "largeTitleTextAttributes.font: { family: \"RobotoMono-Bold\", size: 30 }")
    }

    /// An app's own method called on a proxy (`UIView.appearance().applyDirection(…)` of an extension) sets what its body
    /// sets: it is reported, never left out as a read of the proxy. A UIKit getter called on one is still no call.
    @Test func anAppsMethodCalledOnAProxyIsReported() throws {
        write(
            "Direction.swift",
            """
            import UIKit
            extension UIView {
                func applyDirection(rightToLeft: Bool) {
                    semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
                }
            }
            final class Launcher {
                func start(updates: AnyPublisher<Bool, Never>) {
                    updates.sink { rightToLeft in
                        UIView.appearance().applyDirection(rightToLeft: rightToLeft)
                    }
                    let attributes = UIBarButtonItem.appearance().titleTextAttributes(for: .normal)
                    print(attributes as Any)
                }
            }
            """)
        let result = run()
        #expect(try call(result, "Direction.swift", 10).status == .notConverted)
        #expect(result.calls.filter { $0.file.hasSuffix("Direction.swift") }.map(\.line) == [10])
    }

    /// A method of a class adopting a protocol no file read declares (a library's delegate, `<WeiboSDKDelegate>`) may be
    /// the library's to call: no file naming it does not make it obsolete. A protocol the files declare, or UIKit's, does
    /// not hold back a private function only the app can call, nor does a library's: a Swift `private` method answers
    /// no protocol.
    @Test func aMethodOfALibrarysDelegateMayRun() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                return YES;
            }
            @end
            """)
        write(
            "Login.m",
            """
            @protocol LoginFlow <NSObject>
            - (void)loginEnded;
            @end
            @interface LoginViewController () <WeiboSDKDelegate, UITextFieldDelegate>
            @end
            @implementation LoginViewController
            - (void)didReceiveWeiboResponse:(id)response {
                [[UINavigationBar appearance] setTintColor:[UIColor whiteColor]];
            }
            @end
            """)
        write(
            "SignUp.swift",
            """
            import UIKit
            protocol SignUpFlow {}
            final class SignUpViewController: UIViewController, SignUpFlow, UITextFieldDelegate {
                private func leftOver() {
                    UIToolbar.appearance().tintColor = .red
                }
            }
            final class WeiboLoginViewController: UIViewController, WeiboSDKDelegate {
                private static func leftOver() {
                    UIToolbar.appearance().tintColor = .red
                }
            }
            """)
        let result = run()
        let library = try call(result, "Login.m", 8)
        #expect(library.status == .notConverted)
        #expect(library.reason?.contains("which adopts a protocol no file read declares") == true, "\(library.reason ?? "")")
        #expect(try call(result, "SignUp.swift", 5).status == .obsolete)
        let privateOne = try call(result, "SignUp.swift", 10)
        #expect(privateOne.status == .obsolete)
        #expect(privateOne.reason == "in leftOver, which no file read calls or names: the app never runs it", "\(privateOne.reason ?? "")")
    }

    /// A name only functions of that name call (a static `configure()` sending the bars' own `configure()`) is used by
    /// nothing else: where launch code's call of it is commented out, the app never runs it.
    @Test func aNameOnlyItsNamesakesCallIsUnused() throws {
        writeAppDelegate(launch: "// UIView.configureLockAppearance()")
        write(
            "Appearance.swift",
            """
            import UIKit
            public extension UIView {
                static func configureLockAppearance() {
                    UINavigationBar.appearance().configureLockAppearance()
                    UITabBar.appearance().configureLockAppearance()
                }
            }
            extension UINavigationBar {
                func configureLockAppearance() { self.tintColor = .white }
            }
            extension UITabBar {
                func configureLockAppearance() { self.tintColor = .blue }
            }

            """)
        let result = run()
        for line in [4, 5] {
            let never = try call(result, "Appearance.swift", line)
            #expect(never.status == .obsolete, "line \(line)")
            #expect(never.reason?.hasPrefix("in configureLockAppearance, which no file read calls or names") == true, "\(never.reason ?? "")")
        }
        // Called once from launch code, it runs.
        writeAppDelegate(launch: "UIView.configureLockAppearance()")
        #expect(try call(run(), "Appearance.swift", 4).status == .converted)
    }

    /// Without the app's entry point among the files read, who calls a helper is not known: it converts.
    @Test func aFolderWithoutTheAppDelegateKeepsItsHelpers() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            enum Theme {
                static func apply() {
                    UINavigationBar.appearance().tintColor = .red
                }
            }
            """)
        #expect(try written(run(), "Theme.swift", 4) == "tintColor: red")
    }


    @Test func theCallThatRunsLaterWinsFollowingTheAppDelegate() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Theme.applyBase()
                    applyOverrides()
                    return true
                }
            }

            """)
        // Named so that file-path order is the opposite of the order they run in.
        write(
            "B-Base.swift",
            """
            import UIKit
            enum Theme {
                static func applyBase() {
                    UINavigationBar.appearance().tintColor = .systemBlue
                }
            }

            """)
        write(
            "A-Overrides.swift",
            """
            import UIKit
            extension AppDelegate {
                func applyOverrides() {
                    UINavigationBar.appearance().tintColor = .systemRed
                }
            }

            """)
        let result = run()
        #expect(try written(result, "A-Overrides.swift", 4) == "tintColor: systemRed")
        let earlier = try call(result, "B-Base.swift", 4)
        #expect(earlier.status == .obsolete)
        #expect(earlier.reason?.contains("A-Overrides.swift:4") == true)
    }

    @Test func aSwiftUIAppsInitializerIsWhereTheRunOrderStarts() throws {
        write(
            "ReaderApp.swift",
            """
            import SwiftUI
            @main
            struct ReaderApp: App {
                init() {
                    Appearance.base()
                    Appearance.overrides()
                }
                var body: some Scene { WindowGroup { Text("") } }
            }

            """)
        write("B.swift", "import UIKit\nenum Appearance {\n    static func base() {\n        UISwitch.appearance().onTintColor = .systemBlue\n    }\n}\n")
        write("A.swift", "import UIKit\nextension Appearance {\n    static func overrides() {\n        UISwitch.appearance().onTintColor = .systemRed\n    }\n}\n")
        let result = run()
        #expect(try written(result, "A.swift", 4) == "onTintColor: systemRed")
        #expect(try call(result, "B.swift", 4).status == .obsolete)
    }

    @Test func twoFilesSettingOnePropertyInAnUnknownOrderAreAConflictAtBothLines() throws {
        write(
            "One.swift",
            "import UIKit\nfunc one() {\n    UINavigationBar.appearance().tintColor = .brand\n}\nextension UIColor { static let brand = UIColor(white: 0.5, alpha: 1) }\n")
        write("Two.swift", "import UIKit\nfunc two() {\n    UINavigationBar.appearance().tintColor = nil\n}\n")
        let result = run()
        for (file, other) in [("One.swift", "Two.swift:3"), ("Two.swift", "One.swift:3")] {
            let found = try call(result, file, 3)
            #expect(found.status == .notConverted, "\(file) is not dropped, nor reported as converted")
            #expect(found.reason?.contains(other) == true)
            #expect(found.stoppedAt == "tintColor")
        }
        #expect(!result.stylesheet.contains("tintColor"))
        #expect(!result.stylesheet.contains("brand"), "a colour only the conflicting call named is left out of the palette")
    }

    @Test func callsSettingTheSameValueInAnUnknownOrderAreAllConverted() throws {
        for name in ["One", "Two", "Three"] {
            write(name + ".swift", "import UIKit\nfunc \(name.lowercased())() {\n    UINavigationBar.appearance().tintColor = .systemRed\n}\n")
        }
        let result = run()
        for name in ["One", "Two", "Three"] {
            #expect(try written(result, name + ".swift", 3) == "tintColor: systemRed")
        }
    }

    @Test func nilAfterAValueInOneFunctionResetsIt() throws {
        write(
            "Reset.swift",
            "import UIKit\nfunc f() {\n    UILabel.appearance().textColor = .red\n    UILabel.appearance().textColor = nil\n    UISwitch.appearance().onTintColor = .green\n}\n"
        )
        let result = run()
        #expect(!result.stylesheet.contains("textColor"))
        #expect(try call(result, "Reset.swift", 3).status == .obsolete)
        #expect(try call(result, "Reset.swift", 4).status == .converted)
    }

    @Test func uikitsOwnPropertyOnAnAppSubclassIsNotTakenForTheAppsOwn() throws {
        write(
            "Avatar.swift",
            """
            import UIKit
            final class AvatarView: UIView {
                @objc dynamic var ringWidth = 2.0
            }
            func configure() {
                AvatarView.appearance().isMultipleTouchEnabled = true
                AvatarView.appearance().isExclusiveTouch = true
                AvatarView.appearance().ringWidth = 3
            }

            """)
        let result = run()
        for line in [6, 7] {
            let inherited = try call(result, "Avatar.swift", line)
            #expect(inherited.status == .notConverted)
            #expect(inherited.reason?.contains("it is inherited from UIView, and Livery's schema has no property") == true, "\(inherited.reason ?? "")")
        }
        #expect(try written(result, "Avatar.swift", 8) == "ringWidth: 3")
        #expect(result.appliers?.contains("isExclusiveTouch") == false)
    }

    /// Forms apps write values in: the back chevron made a template (a bar draws it so anyway), the image
    /// `#imageLiteral` compiles to, a version string read by `Float(…) ?? 0`, and a migrator's attribute key wrapping
    /// another's raw value.
    @Test func templateBackImagesLiteralImagesSwiftVersionReadsAndWrappedKeysAreRead() throws {
        write("Assets.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        for name in ["back", "tab"] {
            write(
                "Assets.xcassets/\(name).imageset/Contents.json",
                #"{"images":[{"idiom":"universal","filename":"image.png","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#)
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/\(name).imageset/image.png"))
        }
        write(
            "AppDelegate.swift",
            """
            import UIKit
            func configure() {
                let back = UIImage(imageLiteralResourceName: "back").withRenderingMode(.alwaysTemplate)
                UINavigationBar.appearance().backIndicatorImage = back
                UINavigationBar.appearance().backIndicatorTransitionMaskImage = back
                UITabBar.appearance().selectionIndicatorImage = UIImage(named: "tab")?.withRenderingMode(.alwaysTemplate)
                if Float(UIDevice.current.systemVersion) ?? 0.0 >= 8.0 {
                    UINavigationBar.appearance().isTranslucent = false
                }
                UINavigationBar.appearance().titleTextAttributes = [
                    NSAttributedString.Key(rawValue: NSAttributedString.Key.foregroundColor.rawValue): UIColor.yellow
                ]
            }

            """)
        let result = run(assets: [folder + "/Assets.xcassets"])
        #expect(try written(result, "AppDelegate.swift", 4) == "backIndicatorImage: \"back\"")
        #expect(try written(result, "AppDelegate.swift", 5) == "backIndicatorTransitionMaskImage: \"back\"")
        // A selection indicator is drawn as the image is: its rendering mode is the catalog's to set.
        #expect(try call(result, "AppDelegate.swift", 6).status == .notConverted)
        #expect(try written(result, "AppDelegate.swift", 8) == "isTranslucent: false")
        #expect(try written(result, "AppDelegate.swift", 10) == "titleTextAttributes.foregroundColor: yellow")
    }

    /// `scaledFont(for:compatibleWith:)` given no traits (a helper's parameter defaulting to nil) scales as
    /// `scaledFont(for:)` does; traits the code gives, and a maximum size, are each reported as what they are.
    @Test func aScaledFontGivenNoTraitsIsTheTextStylesAndOtherScalingsSayWhy() throws {
        write(
            "App.swift",
            """
            import UIKit
            enum Typography {
                static func font(_ style: UIFont.TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
                    UIFontMetrics(forTextStyle: style).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold), compatibleWith: traits)
                }
            }
            func configure() {
                UILabel.appearance().font = Typography.font(.headline)
                UITextField.appearance().font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15), maximumPointSize: 30)
                UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).font =
                    UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15), compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            }

            """)
        let result = run()
        #expect(try written(result, "App.swift", 8) == "font: { size: 17, weight: semibold, relativeTo: headline }")
        #expect(try call(result, "App.swift", 9).reason == "a scaled font with a maximum size, which the language does not have")
        #expect(try call(result, "App.swift", 10).reason == "a font scaled for traits the code gives (compatibleWith:), not the screen's")
    }

    // MARK: Where evaluation stops

    @Test func everyCallNotConvertedSaysWhereEvaluationStopped() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            final class ThemeService {
                var theme: Theme = DefaultTheme()
                func apply(isDark: Bool) {
                    UINavigationBar.appearance().barTintColor = theme.contentBackgroundColor
                    UITabBar.appearance().backgroundImage = UIImage.from(color: theme.contentBackgroundColor)
                    if isDark {
                        UISearchBar.appearance().barStyle = .black
                    }
                    for bar in barTypes {
                        bar.appearance().tintColor = .red
                    }
                }
            }

            """)
        let result = run()
        #expect(try call(result, "Theme.swift", 5).stoppedAt == "theme")
        #expect(try call(result, "Theme.swift", 6).stoppedAt == "UIImage.from(…)")
        #expect(try call(result, "Theme.swift", 8).stoppedAt == "isDark")
        #expect(try call(result, "Theme.swift", 11).stoppedAt == "for")
        #expect(result.calls.allSatisfy { $0.status != .notConverted || $0.stoppedAt != nil })
    }

    @Test func anUnlabelledHexStringIsAColourOnlyWhenWrittenAsOne() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            func configure() {
                UISwitch.appearance().onTintColor = UIColor("#931F4D")
                UISlider.appearance().minimumTrackTintColor = UIColor("931F4D")
                UIStepper.appearance().tintColor = UIColor(hexString: "#336699", alpha: 0.5)
                UIProgressView.appearance().progressTintColor = UIColor(hex: 0x336699, alpha: 1)
            }

            """)
        let result = run()
        #expect(try written(result, "Colors.swift", 3) == "onTintColor: \"#931F4D\"")
        #expect(try call(result, "Colors.swift", 4).status == .notConverted)
        // A dependency's hex initializer with an opacity.
        #expect(try written(result, "Colors.swift", 5) == "tintColor: { color: \"#336699\", alpha: 0.5 }")
        #expect(try written(result, "Colors.swift", 6) == "progressTintColor: \"#336699\"")
    }

    /// A Display P3 literal sRGB can show is that sRGB colour (figures from the P3-to-sRGB matrix of
    /// the shared D65 white and transfer curve); one outside sRGB is refused, not clipped.
    @Test func aDisplayP3LiteralInsideSRGBIsItsSRGBColour() throws {
        write(
            "Wide.swift",
            """
            import UIKit
            func configure() {
                UITabBar.appearance().tintColor = UIColor(displayP3Red: 75 / 255, green: 158 / 255, blue: 235 / 255, alpha: 1)
                UISlider.appearance().minimumTrackTintColor = UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
                UISwitch.appearance().onTintColor = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
            }

            """)
        let result = run()
        #expect(try written(result, "Wide.swift", 3) == "tintColor: \"#18A0F2\"")
        #expect(try written(result, "Wide.swift", 4) == "minimumTrackTintColor: \"#1B689D80\"")
        let outside = try call(result, "Wide.swift", 5)
        #expect(outside.status == .notConverted)
        #expect(outside.reason?.contains("outside sRGB's gamut") == true)
    }

    @Test func anObjectiveCCategoryClassMethodCalledFromSwiftIsItsColour() throws {
        write(
            "UIColor+Brand.m",
            """
            @implementation UIColor (Brand)
            + (UIColor *)brandTint {
                return [UIColor colorWithRed:0.1 green:0.2 blue:0.3 alpha:1.0];
            }
            @end

            """)
        write(
            "Appearance.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().tintColor = .brandTint()
                UITabBar.appearance().tintColor = UIColor.brandTint()
            }

            """)
        let result = run()
        #expect(try written(result, "Appearance.swift", 3) == "tintColor: brandTint")
        #expect(try written(result, "Appearance.swift", 4) == "tintColor: brandTint")
        #expect(result.stylesheet.contains("brandTint: \"#1A334D\""))
    }

    @Test func anObjectiveCBlockPassedInAMessageIsFollowedInPlaceAndTheMethodGoesOnAfterIt() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [center requestAuthorizationWithOptions:options completionHandler:^(BOOL granted, NSError *error) {
                    dispatch_async(dispatch_get_main_queue(), ^{
                        if (granted) { [self registered]; }
                        [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
                    });
                }];
                self.handler = ^{ [[UISlider appearance] setTintColor:[UIColor blueColor]]; };
                UINavigationBarAppearance *appearance = [UINavigationBarAppearance new];
                [appearance configureWithTransparentBackground];
                [[UINavigationBar appearance] setStandardAppearance:appearance];
                [[UINavigationBar appearance] setPrefersLargeTitles:YES];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 6) == "onTintColor: red")
        #expect(try call(result, "AppDelegate.m", 9).status == .notConverted)
        #expect(try call(result, "AppDelegate.m", 12).status == .converted)
        #expect(result.stylesheet.contains("standardAppearance:\n        configure: transparent"))
        #expect(try written(result, "AppDelegate.m", 13) == "prefersLargeTitles: true")
    }

    @Test func aProxysPropertyReadAsAValueIsNoCall() throws {
        write(
            "Screen.swift",
            """
            import UIKit
            final class Screen: UIViewController {
                func restyle(plain: Bool) {
                    let image = UINavigationBar.appearance().backgroundImage(for: .default)
                    navigationController?.navigationBar.barTintColor = plain ? .clear : UINavigationBar.appearance().barTintColor
                    let font = UINavigationBar.appearance().titleTextAttributes?[.font]
                    UINavigationBar.appearance().setBackgroundImage(image, for: .default)
                }
            }

            """)
        write(
            "Screen.m",
            """
            @implementation Other
            - (void)restyle {
                UIColor *tint = [[UINavigationBar appearance] tintColor];
                UIColor *bar = [UINavigationBar appearance].barTintColor;
                [UINavigationBar appearance].barTintColor = tint;
            }
            @end

            """)
        let result = run()
        #expect(result.calls.filter { $0.file.hasSuffix("Screen.swift") }.map(\.line) == [7])
        #expect(result.calls.filter { $0.file.hasSuffix("Screen.m") }.map(\.line) == [5])
    }

    @Test func aSearchBarsTranslucencyConvertsAndOnlyTheUnmarkedBarsAreCautioned() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                UISearchBar.appearance().isTranslucent = false
                UITabBar.appearance().isTranslucent = false
                UINavigationBar.appearance().isTranslucent = false
            }

            """)
        let result = run()
        #expect(try written(result, "Bars.swift", 3) == "isTranslucent: false")
        #expect(try call(result, "Bars.swift", 3).reason?.hasPrefix("isTranslucent is not marked UI_APPEARANCE_SELECTOR") == true)
        #expect(try call(result, "Bars.swift", 4).reason?.hasPrefix("isTranslucent is not marked") == true)
        #expect(try call(result, "Bars.swift", 5).reason == nil)
    }

    @Test func objectiveCsDotSyntaxForTheProxyIsAProxy() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                UINavigationBar.appearance.tintColor = UIColor.whiteColor;
                UINavigationBar.appearance.translucent = NO;
                [UISwitch.appearance setOnTintColor:[UIColor redColor]];
                UIColor *bar = UINavigationBar.appearance.barTintColor;
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 3) == "tintColor: white")
        #expect(try written(result, "AppDelegate.m", 4) == "isTranslucent: false")
        #expect(try written(result, "AppDelegate.m", 5) == "onTintColor: red")
        #expect(result.calls.count == 3)
    }

    @Test func testTargetsAndVendoredFoldersAreNotRead() throws {
        write("App/AppDelegate.swift", "import UIKit\nfunc configure() {\n    UISwitch.appearance().onTintColor = .systemGreen\n}\n")
        write("AppTests/ThemeTests.swift", "import UIKit\nfunc testTheme() {\n    UISwitch.appearance().onTintColor = .systemRed\n}\n")
        write("AppUITests/Launch.swift", "import UIKit\nfunc launch() {\n    UILabel.appearance().textColor = .systemRed\n}\n")
        write("Vendor/Progress.swift", "import UIKit\nfunc vendored() {\n    UIProgressView.appearance().tintColor = .systemRed\n}\n")
        write("App/Thirdparty/IQToolbar.m", "+ (void)initialize {\n    [[UIToolbar appearance] setTintColor:nil];\n}\n")
        write("Pods/SDCAlertView/SDCAlertView.m", "+ (void)initialize {\n    [[SDCAlertView appearance] setTitleLabelFont:nil];\n}\n")
        // A macOS target's file: its window is an NSWindow.
        write("Mac/About.swift", "import AppKit\nfunc about(window: NSWindow) {\n    window.backgroundColor = .clear\n}\n")
        write("Mac/Legacy.m", "#import <Cocoa/Cocoa.h>\n- (void)setup {\n    self.window.backgroundColor = [NSColor clearColor];\n}\n")
        write("Shared/Both.swift", "#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif\n")
        // RxCocoa is no macOS framework.
        write("App/Rx.swift", "import RxCocoa\nfunc rx() {\n    UISlider.appearance().tintColor = .systemGreen\n}\n")
        let result = run()
        #expect(result.stylesheet.contains("from 3 files"))
        // A vendored folder's calls (a library, or a sample app kept with one) are listed, not read.
        #expect(
            result.calls.map { ($0.file as NSString).lastPathComponent } == ["AppDelegate.swift", "Rx.swift", "IQToolbar.m", "SDCAlertView.m", "Progress.swift"])
        for (file, line, folder) in [("IQToolbar.m", 2, "App/Thirdparty"), ("SDCAlertView.m", 2, "Pods"), ("Progress.swift", 3, "Vendor")] {
            let vendored = try call(result, file, line)
            #expect(vendored.status == .notConverted)
            #expect(vendored.stoppedAt?.hasSuffix(folder) == true, "\(vendored.stoppedAt ?? "")")
            #expect(vendored.reason?.hasSuffix("a folder of vendored code the import does not read as the app's (a library, or a sample app kept with one): import that folder to convert its calls") == true, "\(vendored.reason ?? "")")
        }
        #expect(try written(result, "AppDelegate.swift", 3) == "onTintColor: systemGreen")
        let named = AppearanceImporter.run(
            .init(paths: [folder + "/AppTests"], assets: [], output: folder + "/Out/Tests.style.yaml", deploymentTarget: "15.0", flags: []))
        #expect(named.calls.count == 1, "a test folder named on the command line is read")
    }

    @Test func aProxyHandedToAHelperIsFollowedIntoIt() throws {
        write(
            "Appearance.swift",
            """
            import UIKit
            extension Colors {
                class func setupAppearance() {
                    update(tabBar: UITabBar.appearance())
                    update(tabBar: UITabBar.appearance(whenContainedInInstancesOf: [Sheet.self]), tint: .systemRed)
                    update(searchBar: UISearchBar.appearance())
                    unknown(UISwitch.appearance())
                    keep(slider: UISlider.appearance())
                }
                class func keep(slider: UISlider) {
                    kept = slider
                    let apply = { slider.minimumTrackTintColor = .systemRed }
                }
                class func update(tabBar: UITabBar, tint: UIColor = .systemGreen) {
                    tabBar.tintColor = tint
                    tabBar.unselectedItemTintColor = .systemGray
                }
                class func update(searchBar: UISearchBar) {
                    searchBar.barTintColor = .systemBackground
                    update(searchBar: searchBar)
                }
            }

            """)
        let result = run()
        let tints = result.calls.filter { $0.line == 15 }
        #expect(tints.count == 2 && tints.allSatisfy { $0.status == .converted })
        #expect(result.stylesheet.contains("tintColor: systemGreen") && result.stylesheet.contains("tintColor: systemRed"))
        #expect(result.stylesheet.contains("inside: [Sheet]"))
        #expect(!result.stylesheet.contains("colors:"), "a parameter is its caller's value, not a named colour")
        #expect(result.calls.contains { $0.line == 19 && $0.status == .converted }, "a helper calling itself ends at the depth limit")
        let unknown = try call(result, "Appearance.swift", 7)
        #expect(unknown.reason?.contains("a proxy passed to unknown(…)") == true)
        // A setter through the parameter in a closure the helper keeps says so, at its line.
        #expect(try call(result, "Appearance.swift", 12).reason?.hasPrefix("inside a closure kept in 'apply'") == true)
    }

    @Test func aValueMetByOneTheImporterCannotReadStandsOnlyWhereItRunsLater() throws {
        write(
            "Coordinator.swift",
            """
            import UIKit
            final class Coordinator {
                var scheme: Scheme?
                func presentGallery() {
                    UINavigationBar.appearance().tintColor = .systemBlue
                    present()
                }
                func picker(didFinishPicking results: [Int]) {
                    UINavigationBar.appearance().tintColor = self.scheme?.onPrimaryColor
                }
            }
            func launch() {
                UISwitch.appearance().onTintColor = .systemGreen
                UISwitch.appearance().onTintColor = Settings.shared.userColor
                UILabel.appearance().textColor = Settings.shared.userColor
                UILabel.appearance().textColor = .label
                UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
                UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .defaultPrompt)
            }

            """)
        let result = run()
        let picker = try call(result, "Coordinator.swift", 5)
        #expect(picker.status == .notConverted)
        #expect(picker.reason?.hasSuffix("Coordinator.swift:9 also sets tintColor, to a value the importer cannot read, "
            + "and which of the two runs later is not known from the files read") == true)
        #expect(try call(result, "Coordinator.swift", 13).reason?.hasSuffix("and it runs later") == true)
        #expect(try written(result, "Coordinator.swift", 16) == "textColor: label")
        // Another bar metrics is another property: the prompt's image, which the language lacks, leaves the default's alone.
        #expect(try written(result, "Coordinator.swift", 17) == "backgroundImage: none")
        #expect(!result.stylesheet.contains("systemBlue") && !result.stylesheet.contains("systemGreen"))
    }

    @Test func objectiveCMethodsAreFollowedInTheRunOrderAndSelfIsTheClassBeingImplemented() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
                [self applyBrand];
                return YES;
            }
            - (void)applyBrand {
                [[UISwitch appearance] setOnTintColor:[UIColor blueColor]];
            }
            @end

            """)
        write(
            "RingView.m",
            """
            @implementation RingView
            + (void)initialize {
                if (self == [RingView class]) {
                    [[self appearance] setTrackTintColor:[UIColor whiteColor]];
                }
            }
            @end

            """)
        let result = run()
        #expect(try call(result, "AppDelegate.m", 3).status == .obsolete)
        #expect(try written(result, "AppDelegate.m", 8) == "onTintColor: blue")
        #expect(try written(result, "RingView.m", 4) == "trackTintColor: white")
        #expect(result.stylesheet.contains("  - type: RingView\n"))
    }

    @Test func uikitsClassesTheSchemaDoesNotModelAreDeclaredWithTheirSuperclassAndTheirPropertiesAppliedByTheAppsAppliers() throws {
        write(
            "Appearance.swift",
            """
            import UIKit
            func configure() {
                UITextView.appearance().tintColor = .systemPink
                UITextView.appearance().textColor = .label
                UINavigationBar.appearance(whenContainedInInstancesOf: [UIDocumentBrowserViewController.self]).isTranslucent = false
            }

            """)
        let result = run()
        #expect(result.stylesheet.contains("  UITextView:\n    inherits: UIScrollView  # UIKit's; Livery's schema does not model it\n"))
        #expect(result.stylesheet.contains("      textColor: { type: color }"))
        #expect(result.stylesheet.contains("  UIDocumentBrowserViewController: { inherits: UIViewController }  # UIKit's"))
        #expect(try written(result, "Appearance.swift", 3) == "tintColor: systemPink")
        #expect(try written(result, "Appearance.swift", 4) == "textColor: label")
        #expect(result.appliers?.contains("on: UITextView.self") == true, "the app's appliers set UIKit's property the schema lacks")
        #expect(try written(result, "Appearance.swift", 5) == "isTranslucent: false")
        #expect(result.stylesheetDiagnostics.filter { $0.severity == .error } == [])
    }

    @Test func aTypeAliasOfUIKitsTypeIsTheTypeAndAReasonIsOneLine() throws {
        write(
            "Platform.swift",
            """
            import UIKit
            typealias XColor = UIColor
            extension UIColor {
                static var primary = UIColor { _ in
                    switch Target.current {
                    case .a: UIColor.red
                    case .b: UIColor.blue
                    }
                }
            }

            """)
        write(
            "Appearance.swift",
            """
            import UIKit
            func configure() {
                UITabBar.appearance().tintColor = XColor.systemPink
                UISwitch.appearance().onTintColor = XColor(red: 1, green: 0, blue: 0, alpha: 1)
                UILabel.appearance().textColor = .primary
            }

            """)
        let result = run()
        #expect(try written(result, "Appearance.swift", 3) == "tintColor: systemPink")
        #expect(try written(result, "Appearance.swift", 4) == "onTintColor: \"#FF0000\"")
        let primary = try call(result, "Appearance.swift", 5)
        #expect(primary.status == .notConverted)
        #expect(primary.reason?.contains("switch Target.current { case .a: UIColor.red") == true, "\(primary.reason ?? "")")
        #expect(result.calls.allSatisfy { !($0.reason ?? "").contains("\n") && !($0.stoppedAt ?? "").contains("\n") })
    }

    @Test func everyCallASharedValueHadIsReportedWhenTheValueIsLeftOut() throws {
        write("A/Screen.swift", "import UIKit\nfunc a() {\n    UISwitch.appearance().onTintColor = .systemGreen\n}\n")
        write("B/Other.swift", "import UIKit\nfunc b() {\n    UISwitch.appearance().onTintColor = .systemGreen\n}\n")
        write("C/Third.swift", "import UIKit\nfunc c() {\n    UISwitch.appearance().onTintColor = .systemRed\n}\n")
        let result = run()
        // a and b share one value; c, in an order not known either, sets another: none is written, and none is reported converted.
        #expect(!result.stylesheet.contains("onTintColor"))
        #expect(result.calls.count == 3)
        #expect(result.calls.allSatisfy { $0.status == .notConverted && $0.reason?.contains("which of the two runs later is not known") == true })
        #expect(result.calls.allSatisfy { $0.status != .converted || $0.stylesheetLine != nil })
    }

    @Test func aTablesSectionIndexAndABarsBackIndicatorConvert() throws {
        write(
            "Appearance.swift",
            """
            import UIKit
            func configure() {
                UITableView.appearance().sectionIndexBackgroundColor = .clear
                UITableView.appearance().sectionIndexColor = .systemPink
                UINavigationBar.appearance().backIndicatorImage = UIImage(systemName: "arrow.left")
                UINavigationBar.appearance().backIndicatorTransitionMaskImage = UIImage(systemName: "arrow.left")
                UITableView.appearance().separatorStyle = .none
                UIBarButtonItem.appearance().setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
                UIBarButtonItem.appearance().setTitlePositionAdjustment(UIOffset(horizontal: 10, vertical: 0), for: .default)
                UIBarButtonItem.appearance().setBackButtonBackgroundImage(UIImage(), for: .normal, barMetrics: .default)
            }

            """)
        let result = run()
        #expect(try written(result, "Appearance.swift", 9) == "titlePositionAdjustment: [10, 0]")
        #expect(try written(result, "Appearance.swift", 10) == "backButtonBackgroundImage: { normal: none }")
        #expect(try written(result, "Appearance.swift", 3) == "sectionIndexBackgroundColor: clear")
        #expect(try written(result, "Appearance.swift", 4) == "sectionIndexColor: systemPink")
        #expect(try written(result, "Appearance.swift", 7) == "separatorStyle: none")
        #expect(try written(result, "Appearance.swift", 8) == "backButtonTitlePositionAdjustment: [-1000, 0]")
        #expect(try written(result, "Appearance.swift", 5) == "backIndicatorImage: {symbol: \"arrow.left\"}")
        #expect(try written(result, "Appearance.swift", 6) == "backIndicatorTransitionMaskImage: {symbol: \"arrow.left\"}")
        #expect(result.stylesheetDiagnostics.filter { $0.severity == .error } == [])
    }

    @Test func objectiveCMacrosAreExpandedWhereTheyAreUsed() throws {
        write(
            "Colors.h",
            """
            #define UIColorFromRGB(rgbValue) [UIColor colorWithRed:((float)((rgbValue & 0xFF0000) >> 16))/255.0 \\
                green:((float)((rgbValue & 0xFF00) >> 8))/255.0 blue:((float)(rgbValue & 0xFF))/255.0 alpha:1.0]
            #define RGBA(r, g, b, a) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:(a)]
            #define kTintColor UIColorFromRGB(0x336699)
            #define NAVBAR [UINavigationBar appearance]
            #if DEBUG
            #define kBrand [UIColor redColor]
            #else
            #define kBrand [UIColor blueColor]
            #endif
            #if TARGET_OS_OSX
            #define UIColor NSColor
            #endif
            #if __has_include(<Accent.h>)
            #define kAccent [UIColor greenColor]
            #else
            #define kAccent [UIColor orangeColor]
            #endif

            """)
        write(
            "AppDelegate.m",
            """
            #import "Colors.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [NAVBAR setTintColor:kTintColor];
                [[UISwitch appearance] setOnTintColor:RGBA(255, 128, 0, 1)];
                [[UISlider appearance] setMinimumTrackTintColor:UIColorFromRGB(0xFF0000)];
                [[UIProgressView appearance] setProgressTintColor:kBrand];
                [[UIStepper appearance] setTintColor:kAccent];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 4) == "tintColor: \"#336699\"")
        #expect(try written(result, "AppDelegate.m", 5) == "onTintColor: \"#FF8000\"")
        #expect(try written(result, "AppDelegate.m", 6) == "minimumTrackTintColor: \"#FF0000\"")
        // Defined in the branch the compiler takes for iOS (DEBUG not given): the other branch's define is not read;
        // a macOS-only define does not reach iOS code.
        #expect(try written(result, "AppDelegate.m", 7) == "progressTintColor: blue")
        // Defined one way per branch of a condition the importer does not decide: left as written.
        let accent = try call(result, "AppDelegate.m", 8)
        #expect(accent.status == .notConverted)
        #expect(accent.stoppedAt?.contains("kAccent") == true)
    }

    @Test func aSingletonsMembersAndAnImplicitInitializerAreRead() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            final class Theme {
                static let shared = Theme()
                let tint = UIColor.systemPink
                var bar: UIColor { return UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) }
            }
            func configure() {
                UITabBar.appearance().tintColor = Theme.shared.tint
                UINavigationBar.appearance().barTintColor = Theme.shared.bar
                UIButton.appearance().tintColor = .init(red: 1, green: 1, blue: 0, alpha: 1)
                UILabel.appearance().font = .init(name: "Avenir-Heavy", size: 17)
                UISwitch.appearance().onTintColor = Settings.shared.tint
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.swift", 8) == "tintColor: tint")
        #expect(result.stylesheet.contains("  tint: systemPink\n"))
        #expect(try written(result, "Theme.swift", 9) == "barTintColor: bar")
        #expect(try written(result, "Theme.swift", 10) == "tintColor: \"#FFFF00\"")
        #expect(try written(result, "Theme.swift", 11) == "font: { family: \"Avenir-Heavy\", size: 17 }")
        #expect(try call(result, "Theme.swift", 12).status == .notConverted, "a type the files do not declare has no members to read")
    }

    /// `dictionaryWithObjectsAndKeys:` and its kin are dictionaries as `@{}` is.
    @Test func objectiveCDictionaryMessagesAreDictionaries() throws {
        write(
            "Appearance.m",
            """
            @implementation Appearance
            + (void)apply {
                [[UINavigationBar appearance] setTitleTextAttributes:[NSDictionary dictionaryWithObjectsAndKeys:
                    [UIColor whiteColor], NSForegroundColorAttributeName, [UIFont systemFontOfSize:22], NSFontAttributeName, nil]];
                [[UIBarButtonItem appearance] setTitleTextAttributes:[NSDictionary dictionaryWithObject:[UIColor redColor]
                    forKey:NSForegroundColorAttributeName] forState:UIControlStateNormal];
                [[UISegmentedControl appearance] setTitleTextAttributes:[[NSDictionary alloc] initWithObjects:@[[UIColor blueColor]]
                    forKeys:@[NSForegroundColorAttributeName]] forState:UIControlStateSelected];
                [[UITabBarItem appearance] setTitleTextAttributes:[NSDictionary dictionaryWithObjectsAndKeys:[UIColor grayColor], nil]
                    forState:UIControlStateNormal];
            }
            @end
            """)
        let result = run()
        for line in [3, 5, 7] { #expect(try call(result, "Appearance.m", line).status == .converted, "line \(line)") }
        #expect(result.stylesheet.contains("titleTextAttributes.foregroundColor: white"))
        #expect(result.stylesheet.contains("titleTextAttributes.font: { size: 22 }"))
        #expect(result.stylesheet.contains("titleTextAttributes.foregroundColor: { normal: red }"))
        #expect(result.stylesheet.contains("titleTextAttributes.foregroundColor: { selected: blue }"))
        // An object without its key is no dictionary.
        #expect(try call(result, "Appearance.m", 9).status == .notConverted)
    }

    /// A dictionary built entry by entry in a local (`attributes[.font] = …`, Objective-C's
    /// `setObject:forKey:`) is the dictionary it comes to; one changed in a branch the importer
    /// does not follow holds what only some runs put in it, and is not read.
    @Test func aDictionaryBuiltEntryByEntryIsWhatItComesTo() throws {
        write(
            "Attributes.swift",
            """
            import UIKit
            func configure(compact: Bool) {
                var attributes = [NSAttributedString.Key: Any]()
                attributes[.foregroundColor] = UIColor.systemPink
                attributes[.font] = UIFont.systemFont(ofSize: 15, weight: .semibold)
                UITabBarItem.appearance().setTitleTextAttributes(attributes, for: .selected)
                var more: [NSAttributedString.Key: Any] = [:]
                more[.foregroundColor] = UIColor.red
                if compact {
                    more[.font] = UIFont.systemFont(ofSize: 11)
                }
                UISegmentedControl.appearance().setTitleTextAttributes(more, for: .normal)
                let colors = ["tint": UIColor.orange]
                UISwitch.appearance().onTintColor = colors["tint"]
            }

            """)
        write(
            "Bars.m",
            """
            @implementation Bars
            + (void)apply {
                NSMutableDictionary *attributes = [NSMutableDictionary dictionary];
                attributes[NSForegroundColorAttributeName] = [UIColor whiteColor];
                [attributes setObject:[UIFont systemFontOfSize:14] forKey:NSFontAttributeName];
                [[UIBarButtonItem appearance] setTitleTextAttributes:attributes forState:UIControlStateNormal];
            }
            - (void)load:(NSDictionary *)extra {
                NSMutableDictionary *params = [[NSMutableDictionary alloc] init];
                [params addEntriesFromDictionary:extra];
                if (![params objectForKey:@"width"]) {
                    [params setValue:@"100%" forKey:@"width"];
                }
                [params setValue:@"x" forKey:@"events"];
            }
            @end
            """)
        let result = run()
        #expect(!result.calls.contains { $0.file.hasSuffix("Bars.m") && $0.line > 7 }, "a dictionary's entries are no appearance calls")
        #expect(try written(result, "Attributes.swift", 6) == "titleTextAttributes.foregroundColor: { selected: systemPink }")
        #expect(result.stylesheet.contains("titleTextAttributes.font: { selected: { size: 15, weight: semibold } }"))
        let partial = try call(result, "Attributes.swift", 12)
        #expect(partial.status == .notConverted)
        #expect(partial.reason?.contains("a value changed inside a branch, a case or a loop") == true, "\(partial.reason ?? "")")
        #expect(try written(result, "Attributes.swift", 14) == "onTintColor: orange")
        #expect(try written(result, "Bars.m", 6) == "titleTextAttributes.foregroundColor: { normal: white }")
        #expect(result.stylesheet.contains("titleTextAttributes.font: { normal: { size: 14 } }"))
    }

    /// Every character attribute of the schema is read from a dictionary, by Swift's key or
    /// Objective-C's; one the schema lacks (a shadow object) is reported by name.
    @Test func textAttributesBeyondColourAndFontAreRead() throws {
        write(
            "Attributes.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white, .kern: 1.5]
                UIBarButtonItem.appearance().setTitleTextAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], for: .normal)
                UITabBarItem.appearance().setTitleTextAttributes([.shadow: NSShadow()], for: .normal)
            }

            """)
        write(
            "Attributes.m",
            """
            @implementation Attributes
            + (void)apply {
                [[UITabBarItem appearance] setTitleTextAttributes:@{NSBaselineOffsetAttributeName: @(2)} forState:UIControlStateNormal];
                [[UINavigationBar appearance] setTitleTextAttributes:@{UITextAttributeTextColor: [UIColor whiteColor], UITextAttributeFont: [UIFont boldSystemFontOfSize:18]}];
                [[UISegmentedControl appearance] setTitleTextAttributes:@{UITextAttributeTextShadowOffset: [NSValue valueWithUIOffset:UIOffsetMake(0, -1)]} forState:UIControlStateNormal];
            }
            @end
            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(result.stylesheet.contains("titleTextAttributes.kern: 1.5"))
        #expect(try written(result, "Attributes.swift", 4) == "titleTextAttributes.underlineStyle: { normal: single }")
        // A shadow made with nothing set draws UIKit's: no offset, no blur, the default colour.
        #expect(try written(result, "Attributes.swift", 5) == "titleTextAttributes.shadow.shadowBlurRadius: { normal: 0 }")
        #expect(try written(result, "Attributes.m", 3) == "titleTextAttributes.baselineOffset: { normal: 2 }")
        // iOS 5's keys for the colour and the font are the same strings; its shadow keys are reported.
        #expect(try written(result, "Attributes.m", 4) == "titleTextAttributes.foregroundColor: white")
        #expect(try call(result, "Attributes.m", 5).reason?.hasPrefix("the text attribute UITextAttributeTextShadowOffset is not in") == true)
    }

    /// A local given another value holds it from there; given one inside a branch the importer
    /// does not follow, what it holds after is not known. Neither assignment is an appearance call.
    @Test func aLocalGivenAnotherValueHoldsIt() throws {
        write(
            "Locals.swift",
            """
            import UIKit
            func configure(dark: Bool, info: [String: NSObject]?) {
                var tint = UIColor.red
                if dark {
                    tint = .black
                }
                UINavigationBar.appearance().tintColor = tint
                var plain = UIColor.red
                plain = .blue
                UISwitch.appearance().onTintColor = plain
                var properties: [String: NSObject] = [:]
                if let info = info {
                    properties = properties.merging(info) { $1 }
                }
            }

            """)
        write(
            "Cells.m",
            """
            @implementation Cells
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell"];
                if (cell == nil) {
                    cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"cell"];
                }
                cell.backgroundColor = [UIColor redColor];
                if (indexPath.row == 0) {
                    cell.textLabel.text = @"First";
                    [cell.imageView setImage:[UIImage imageNamed:@"first"]];
                }
                return cell;
            }
            @end
            """)
        let result = run()
        #expect(!result.calls.contains { $0.file.hasSuffix("Cells.m") }, "a cell is no proxy, whatever branch made it")
        #expect(try call(result, "Locals.swift", 7).reason == "a value changed inside a branch, a case or a loop")
        #expect(try written(result, "Locals.swift", 10) == "onTintColor: plain")
        #expect(result.stylesheet.contains("plain: blue"))
        #expect(result.calls.count == 2)
    }

    /// Objective-C's file-scope constants are named values, as Swift's are; a font's or a
    /// catalog entry's name may be one.
    @Test func fileScopeConstantsNameFontsAndCatalogEntries() throws {
        write(
            "Theme.m",
            """
            #import "Theme.h"
            static NSString *const kFontName = @"Avenir-Heavy";
            static const CGFloat kFontSize = 17.0;
            @implementation Theme
            + (void)apply {
                [[UINavigationBar appearance] setTitleTextAttributes:@{NSFontAttributeName: [UIFont fontWithName:kFontName size:kFontSize]}];
            }
            @end
            """)
        write(
            "Fonts.swift",
            """
            import UIKit
            enum Fonts { static let heading = "Georgia-Bold" }
            func configure() {
                UILabel.appearance().font = UIFont(name: Fonts.heading, size: 15)
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.m", 6) == "titleTextAttributes.font: { family: \"Avenir-Heavy\", size: 17 }")
        #expect(try written(result, "Fonts.swift", 4) == "font: { family: \"Georgia-Bold\", size: 15 }")
    }

    /// A proxy keeps the appearance object it is given, and UIKit copies it as each bar appears: changed
    /// later in the same function, before anything can show a bar, the bars take the changed object; changed
    /// after the function shows a window (or in another function), which state a bar shows is not known.
    @Test func anAppearanceObjectChangedAfterTheProxyIsGivenItIsReportedUnlessNoBarCanShowBefore() throws {
        write(
            "Bars.m",
            """
            @implementation Bars
            + (void)apply {
                UINavigationBar *bar = [UINavigationBar appearance];
                UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
                bar.standardAppearance = appearance;
                appearance.backgroundColor = [UIColor redColor];
                UITabBarAppearance *tabs = [[UITabBarAppearance alloc] init];
                tabs.backgroundColor = [UIColor blueColor];
                [UITabBar appearance].standardAppearance = tabs;
                [self.window makeKeyAndVisible];
                tabs.backgroundColor = [UIColor greenColor];
            }
            @end
            """)
        let result = run()
        #expect(try call(result, "Bars.m", 5).status == .converted)
        #expect(result.stylesheet.contains("backgroundColor: red  # line 6"))
        let shown = try call(result, "Bars.m", 9)
        #expect(shown.status == .notConverted)
        #expect(shown.stoppedAt == "line 11")
        #expect(shown.reason?.hasPrefix("its appearance object is changed after the proxy is given it (line 11)") == true)
    }

    /// `init(barAppearance:)` copies what every bar's appearance has, not a navigation bar's
    /// own; a nil shadow colour draws no shadow where the configuration draws one.
    @Test func aBarAppearanceMadeFromAnotherCopiesTheSharedProperties() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.shadowColor = nil
                appearance.backgroundColor = .systemBackground
                appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
                UINavigationBar.appearance().standardAppearance = appearance
                UIToolbar.appearance().standardAppearance = UIToolbarAppearance(barAppearance: appearance)
            }

            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(try call(result, "Bars.swift", 9).status == .converted)
        let toolbar = result.stylesheet.components(separatedBy: "- type: UIToolbar")
        #expect(toolbar.count == 2)
        #expect(toolbar.last?.contains("backgroundColor: systemBackground") == true)
        #expect(toolbar.last?.contains("shadowColor: clear") == true)
        #expect(toolbar.last?.contains("titleTextAttributes") == false)
    }

    /// A prefix header's macros are known in every Objective-C file, as the compiler includes it in each.
    @Test func aPrefixHeadersMacrosAreExpanded() throws {
        write("App-Prefix.pch", "#define TCColor(r, g, b) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:1.0]\n")
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UINavigationBar appearance] setBarTintColor:TCColor(51, 149, 253)];
                return YES;
            }
            @end
            """)
        #expect(try written(run(), "AppDelegate.m", 3) == "barTintColor: \"#3395FD\"")
    }

    /// `self` in a class method is the class, so one colour method may return another;
    /// an instance method returning one value is a helper `[self …]` calls, unless a
    /// subclass overrides it (a theme's), when which one runs is not known.
    @Test func objectiveCMethodsReturningAnotherMethodsColourAreFollowed() throws {
        write(
            "UIColor+Tool.m",
            """
            @implementation UIColor (Tool)
            + (UIColor *)colorWithR:(NSInteger)red G:(NSInteger)green B:(NSInteger)blue {
                return [UIColor colorWithRed:((CGFloat)red)/255.f green:((CGFloat)green)/255.f blue:((CGFloat)blue)/255.f alpha:1.0];
            }
            + (UIColor *)colorRedBrand {
                return [self colorWithR:215 G:65 B:100];
            }
            + (UIColor *)colorTabbarTint {
                return [self colorRedBrand];
            }
            @end
            """)
        write(
            "Themes.m",
            """
            @implementation Theme
            - (UIColor *)tint { return [UIColor redColor]; }
            - (UIColor *)paper { return [UIColor whiteColor]; }
            - (void)apply {
                [[UITabBar appearance] setTintColor:[UIColor colorTabbarTint]];
                [[UINavigationBar appearance] setBarTintColor:[self paper]];
                [[UISwitch appearance] setOnTintColor:[self tint]];
            }
            @end
            @implementation DarkTheme
            - (UIColor *)tint { return [UIColor blackColor]; }
            @end
            """)
        let result = run()
        #expect(try written(result, "Themes.m", 5) == "tintColor: colorTabbarTint")
        #expect(result.stylesheet.contains("colorRedBrand: \"#D74164\""))
        #expect(try written(result, "Themes.m", 6) == "barTintColor: white")
        #expect(try call(result, "Themes.m", 7).status == .notConverted)
    }

    @Test func anObjectiveCClassMethodReturningOneValueIsAHelperOfItsArguments() throws {
        write(
            "UIColor+Hex.m",
            """
            @implementation UIColor (Hex)
            + (UIColor *)colorWithHex:(NSInteger)hex {
                return [UIColor colorWithRed:((hex >> 16) & 0xFF) / 255.0 green:((hex >> 8) & 0xFF) / 255.0 blue:(hex & 0xFF) / 255.0 alpha:1.0];
            }
            + (UIColor *)brandWithAlpha:(CGFloat)alpha {
                return [UIColor colorWithRed:0.2 green:0.4 blue:0.6 alpha:alpha];
            }
            @end

            """)
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UINavigationBar appearance] setTintColor:[UIColor colorWithHex:0x336699]];
                [[UISwitch appearance] setOnTintColor:[UIColor brandWithAlpha:0.5]];
                [Sliders style];
                return YES;
            }
            @end

            """)
        write("Slider.swift", "import UIKit\nfunc style() {\n    UISlider.appearance().tintColor = UIColor(hex: 0xFF0000)\n}\n")
        let result = run()
        #expect(try written(result, "AppDelegate.m", 3) == "tintColor: \"#336699\"")
        #expect(try written(result, "AppDelegate.m", 4) == "onTintColor: \"#33669980\"")
        #expect(try written(result, "Slider.swift", 3) == "tintColor: \"#FF0000\"")
    }

    @Test func aSwiftUIViewsAppearanceClosuresAreReportedAsSuch() throws {
        write(
            "Welcome.swift",
            """
            import SwiftUI
            struct WelcomeView: View {
                var body: some View {
                    List { Text("a") }
                        .onAppear {
                            UITableView.appearance().backgroundColor = .clear
                        }
                        .onDisappear(perform: {
                            UITableView.appearance().backgroundColor = nil
                        })
                }
            }

            """)
        let result = run()
        let appear = try call(result, "Welcome.swift", 6)
        #expect(appear.reason == "inside a SwiftUI view's onAppear closure, which runs while that view shows, not for the whole app")
        #expect(appear.stoppedAt == "onAppear")
        #expect(try call(result, "Welcome.swift", 9).stoppedAt == "onDisappear")
    }

    /// A parameter every caller passes one fixed value is that value; one its callers
    /// pass different values, or a value of their own, is theirs to know.
    @Test func aParameterEveryCallerPassesOneFixedValueIsThatValue() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    styleBars(tint: .systemPink, background: Colors.paper)
                    styleSwitches(on: .systemGreen)
                    styleSwitches(on: .systemRed)
                    let local = UIColor.red
                    styleSliders(color: local)
                    return true
                }
                func styleBars(tint: UIColor, background: UIColor, translucent: Bool = false) {
                    UINavigationBar.appearance().tintColor = tint
                    UINavigationBar.appearance().barTintColor = background
                    UINavigationBar.appearance().isTranslucent = translucent
                }
                func styleSwitches(on: UIColor) {
                    UISwitch.appearance().onTintColor = on
                }
                func styleSliders(color: UIColor) {
                    UISlider.appearance().tintColor = color
                }
            }
            enum Colors { static let paper = UIColor(white: 0.95, alpha: 1) }

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 12) == "tintColor: systemPink")
        #expect(try written(result, "AppDelegate.swift", 13) == "barTintColor: paper")
        #expect(try written(result, "AppDelegate.swift", 14) == "isTranslucent: false")
        for line in [17, 20] {
            #expect(try call(result, "AppDelegate.swift", line).reason?.hasSuffix("and its callers in the files read do not all pass it one fixed value)") == true)
        }
    }

    /// A branch on a condition the code fixes (a parameter every caller passes `false`, a `let`
    /// of a literal) runs the side it takes; the other side never runs.
    @Test func aBranchOnAFixedConditionRunsTheSideItTakes() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    apply(animated: false)
                    return true
                }
                func apply(animated: Bool) {
                    let useDark = false
                    if animated {
                        UINavigationBar.appearance().tintColor = .red
                    } else {
                        UINavigationBar.appearance().tintColor = .blue
                    }
                    if useDark {
                        UISwitch.appearance().onTintColor = .black
                        return
                    }
                    UISwitch.appearance().onTintColor = .green
                }
            }

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 12) == "tintColor: blue")
        #expect(try call(result, "AppDelegate.swift", 10).status == .obsolete)
        #expect(try call(result, "AppDelegate.swift", 10).reason == "in the branch on animated, which never runs: animated is false wherever this code runs")
        #expect(try call(result, "AppDelegate.swift", 15).status == .obsolete)
        #expect(try written(result, "AppDelegate.swift", 18) == "onTintColor: green", "the side that returns never runs")
    }

    /// A helper taking an enum case whose raw value is the colour, and taking it apart
    /// into a labelled tuple: `Hex.dusk.rawValue`, `.dusk.rawValue`, `components.r`.
    @Test func anEnumCasesRawValueAndALabelledTuplesMembersAreRead() throws {
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor {
                enum Hex: Int {
                    case teal = 0x00A88D
                    case dusk = 0x192226
                }
                static let dusk = UIColor(hex: .dusk)
                convenience init(hex: Hex, alpha: CGFloat = 1.0) {
                    let hexInt: Int = hex.rawValue
                    let components = (
                        r: CGFloat((hexInt >> 16) & 0xFF) / 255,
                        g: CGFloat((hexInt >> 08) & 0xFF) / 255,
                        b: CGFloat((hexInt >> 00) & 0xFF) / 255
                    )
                    self.init(red: components.r, green: components.g, blue: components.b, alpha: alpha)
                }
            }
            func configure() {
                UINavigationBar.appearance().barTintColor = .dusk
                UISwitch.appearance().onTintColor = UIColor(hex: UIColor.Hex.teal)
            }

            """)
        let result = run()
        #expect(try written(result, "Colors.swift", 19) == "barTintColor: dusk")
        #expect(result.stylesheet.contains("dusk: \"#192226\""))
        #expect(try written(result, "Colors.swift", 20) == "onTintColor: \"#00A88D\"")
    }

    /// A branch on the device's idiom is written per idiom, iPad's or iPhone's; a value set
    /// for every device after it replaces both, as UIKit runs them.
    @Test func aBranchOnTheDevicesIdiomIsWrittenForThatIdiom() throws {
        write(
            "Idiom.swift",
            """
            import UIKit
            func configure() {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    UINavigationBar.appearance().prefersLargeTitles = true
                    UINavigationBar.appearance().tintColor = .red
                } else {
                    UINavigationBar.appearance().prefersLargeTitles = false
                }
                UINavigationBar.appearance().tintColor = .blue
            }

            """)
        write(
            "Idiom.m",
            """
            @implementation Setup
            + (void)apply {
                if ([[UIDevice currentDevice] userInterfaceIdiom] != UIUserInterfaceIdiomPhone) {
                    [[UISwitch appearance] setOnTintColor:[UIColor greenColor]];
                }
            }
            @end
            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(result.stylesheet.contains("- type: UINavigationBar\n    when: { userInterfaceIdiom: pad }\n    set:\n      prefersLargeTitles: true"))
        #expect(result.stylesheet.contains("- type: UINavigationBar\n    when: { userInterfaceIdiom: phone }\n    set:\n      prefersLargeTitles: false"))
        // Set for every device later, the blue replaces the iPad's red.
        #expect(try call(result, "Idiom.swift", 5).status == .obsolete)
        #expect(try written(result, "Idiom.swift", 9) == "tintColor: blue")
        // Not an iPhone: an iPad; the iPhone's switch keeps UIKit's default.
        #expect(result.stylesheet.contains("- type: UISwitch\n    when: { userInterfaceIdiom: pad }\n    set:\n      onTintColor: green"))
    }

    /// A value the device's idiom chooses, in a ternary, a helper or an Objective-C macro, is written per
    /// idiom where the sides differ and once where they agree; an Objective-C message names a Swift
    /// `@objc` method whose label Swift spells after `With` (`robotoRegularWithSize:`).
    @Test func aValueTheDevicesIdiomChoosesIsWrittenPerIdiom() throws {
        write(
            "Sizes.swift",
            """
            import UIKit
            extension UIFont {
                @objc class func robotoRegular(size: CGFloat) -> UIFont? {
                    return UIFont(name: "Roboto-Regular", size: size)
                }
                @objc class func middleSize() -> CGFloat {
                    return UIDevice.current.userInterfaceIdiom == .phone ? 14 : 18
                }
            }
            let isPad = UIDevice.current.userInterfaceIdiom == .pad
            func configure() {
                UISwitch.appearance().onTintColor = isPad ? .red : .blue
                UISlider.appearance().minimumTrackTintColor = isPad ? .green : .green
            }

            """)
        write(
            "Setup.m",
            """
            #define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)
            @implementation Setup
            + (void)apply {
                [[UITabBarItem appearance] setTitleTextAttributes:@{NSFontAttributeName: [UIFont robotoRegularWithSize:[UIFont middleSize]], NSForegroundColorAttributeName: [UIColor redColor]} forState:UIControlStateNormal];
                [[UINavigationBar appearance] setTitleTextAttributes:@{NSFontAttributeName: [UIFont systemFontOfSize:IS_IPAD ? 20 : 13]}];
            }
            @end
            """)
        let result = run()
        #expect(result.stylesheetDiagnostics.isEmpty)
        #expect(result.stylesheet.contains("- type: UISwitch\n    when: { userInterfaceIdiom: pad }\n    set:\n      onTintColor: red"))
        #expect(result.stylesheet.contains("- type: UISwitch\n    when: { userInterfaceIdiom: phone }\n    set:\n      onTintColor: blue"))
        #expect(try written(result, "Sizes.swift", 13) == "minimumTrackTintColor: green")
        #expect(
            result.stylesheet.contains(
                "- type: UITabBarItem\n    when: { userInterfaceIdiom: pad }\n    set:\n      titleTextAttributes.font: { normal: { family: \"Roboto-Regular\", size: 18 } }"))
        #expect(
            result.stylesheet.contains(
                "- type: UITabBarItem\n    when: { userInterfaceIdiom: phone }\n    set:\n      titleTextAttributes.font: { normal: { family: \"Roboto-Regular\", size: 14 } }"))
        // The colour both idioms share is written once, for every device.
        #expect(result.stylesheet.contains("- type: UITabBarItem\n    set:\n      titleTextAttributes.foregroundColor: { normal: red }"))
        #expect(result.stylesheet.contains("- type: UINavigationBar\n    when: { userInterfaceIdiom: phone }\n    set:\n      titleTextAttributes.font: { size: 13 }"))
        for (file, line) in [("Sizes.swift", 12), ("Setup.m", 4), ("Setup.m", 5)] { #expect(try call(result, file, line).status == .converted) }
    }

    /// A case read from a value the run decides (a parameter, a setting) says so; a case UIKit's type lacks is named.
    @Test func aCaseReadAtRunTimeSaysSo() throws {
        write(
            "Style.swift",
            """
            import UIKit
            func configure(style: UIUserInterfaceStyle) {
                UIWindow.appearance().overrideUserInterfaceStyle = style
                UINavigationBar.appearance().barStyle = Defaults.barStyle
                UIToolbar.appearance().barStyle = UIBarStyle.blackish
                UITabBar.appearance().barStyle = Container.shared.storage().barStyle
            }

            """)
        let result = run()
        #expect(try call(result, "Style.swift", 6).reason == "Container.shared.storage().barStyle is read at run time, not one of default, black")
        #expect(try call(result, "Style.swift", 3).reason == "style is read at run time, not one of unspecified, light, dark")
        #expect(try call(result, "Style.swift", 4).reason == "Defaults.barStyle is read at run time, not one of default, black")
        #expect(try call(result, "Style.swift", 5).reason == "blackish is not one of default, black")
    }

    /// An app's own font or colour of UIKit's name is the app's: an overload of `preferredFont(forTextStyle:)`
    /// taking the app's font, a static colour an extension of UIColor declares (`separator`); Swift 4's attribute
    /// keys by `rawValue`; `.init(userInterfaceStyle:)` where traits are taken; R.swift's namespaced image.
    @Test func theAppsOwnFontsAndColoursOfUIKitsNamesAreTheApps() throws {
        write("Assets.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        let catalog = folder + "/Assets.xcassets"
        write("Assets.xcassets/Wallet/Contents.json", #"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#)
        write(
            "Assets.xcassets/Wallet/back.imageset/Contents.json",
            #"{"images":[{"idiom":"universal","filename":"back.png","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/Wallet/back.imageset/back.png"))
        write(
            "Colors.swift",
            """
            import UIKit
            extension UIColor {
                static let separator = UIColor(red: 0.86, green: 0.87, blue: 0.88, alpha: 1)
            }
            extension UIFont {
                static func preferredFont(forTextStyle style: UIFont.TextStyle, font: UIFont) -> UIFont {
                    register(font)
                    return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
                }
            }
            func configure() {
                UITableView.appearance().separatorColor = .separator
                UILabel.appearance().font = UIFont.preferredFont(forTextStyle: .body, font: Brand.bold)
                UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).defaultTextAttributes = [NSAttributedStringKey.foregroundColor.rawValue: UIColor.red]
                UINavigationBar.appearance(for: .init(userInterfaceStyle: .dark)).barTintColor = .black
                UINavigationBar.appearance().setBackgroundImage(R.image.wallet.back(), for: .default)
            }

            """)
        let result = run(assets: [catalog])
        // The palette names it apart from UIKit's `separator`.
        #expect(try written(result, "Colors.swift", 12) == "separatorColor: separatorColor")
        #expect(result.stylesheet.contains("separatorColor: \"#DBDEE0\""))
        let font = try call(result, "Colors.swift", 13)
        #expect(font.status == .notConverted)
        #expect(font.reason?.contains("UIFont.preferredFont(forTextStyle:font:) is the app's own font") == true)
        #expect(try written(result, "Colors.swift", 14) == "defaultTextAttributes.foregroundColor: red")
        #expect(result.stylesheet.contains("- type: UINavigationBar\n    when: { userInterfaceStyle: dark }\n    set:\n      barTintColor: black"))
        #expect(try written(result, "Colors.swift", 16) == "backgroundImage: \"Wallet/back\"")
    }

    @Test func aValueReadFromAParameterSaysSo() throws {
        write(
            "Scheme.swift",
            """
            import UIKit
            func applicationAppearance(scheme: Scheme?) {
                guard let scheme = scheme else { return }
                UINavigationBar.appearance().barTintColor = scheme.colorScheme.primaryColor
                UITabBar.appearance().barTintColor = Settings.shared.color
            }

            """)
        let result = run()
        #expect(try call(result, "Scheme.swift", 4).reason?.hasSuffix(
            "(it reads the parameter 'scheme', and its callers in the files read do not all pass it one fixed value)") == true)
        #expect(try call(result, "Scheme.swift", 5).reason?.hasSuffix("(a value computed at run time)") == true)
    }

    @Test func anEnumCasesMemberReadingItsRawValueAndAClosureRunWhereItIsWrittenAreFollowed() throws {
        let catalog = writeWhiteCatalog("Colors.xcassets", colours: ["background02", "text-01"])
        write(
            "Colors.swift",
            """
            import UIKit
            enum LegacyColor: String {
                case background02
                case text01 = "text-01"
                var color: UIColor { UIColor(named: rawValue, in: .module, compatibleWith: nil)! }
            }
            extension UIColor {
                static var braveBackground: UIColor { LegacyColor.background02.color }
            }
            func configure() {
                UITabBar.appearance().barTintColor = .braveBackground
                UILabel.appearance().textColor = LegacyColor.text01.color
                UIToolbar.appearance().do {
                    let appearance: UIToolbarAppearance = {
                        let appearance = UIToolbarAppearance()
                        appearance.configureWithOpaqueBackground()
                        return appearance
                    }()
                    $0.standardAppearance = appearance
                }
            }

            """)
        let result = run(assets: [catalog])
        #expect(try written(result, "Colors.swift", 11) == "barTintColor: braveBackground")
        #expect(result.stylesheet.contains("  braveBackground: background02\n"))
        #expect(try written(result, "Colors.swift", 12) == "textColor: text01")
        #expect(result.stylesheet.contains("  text01: text-01\n"))
        #expect(try call(result, "Colors.swift", 19).status == .converted)
        #expect(result.stylesheet.contains("standardAppearance:\n        configure: opaque"))
    }

    /// The symbols Xcode generates for a catalog's colours and images (UIKit's and SwiftUI's): the entry's name
    /// camel-cased, a trailing `Color` dropped; a system colour keeps its name.
    @Test func xcodesGeneratedAssetSymbolsNameTheirCatalogEntries() throws {
        let catalog = writeWhiteCatalog("Assets.xcassets", colours: ["NavigationBarText", "BrandColor", "Red", "ThemeColor", "AccentColor"])
        write(
            "Appearance.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().tintColor = UIColor.navigationBarText
                UITabBar.appearance().tintColor = .brand
                UIToolbar.appearance().tintColor = UIColor(resource: .navigationBarText)
                UISwitch.appearance().onTintColor = .red
                UINavigationBar.appearance().backIndicatorImage = UIImage(resource: .king)
                UINavigationBar.appearance().backIndicatorTransitionMaskImage = .king
                UISlider.appearance().minimumTrackTintColor = .brandColor
                UIStepper.appearance().tintColor = .theme
                UIProgressView.appearance().progressTintColor = UIColor(Color.brand)
                UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(.accentColor)
            }
            struct ServerStats: Codable {
                let version, theme: String?
                enum CodingKeys: String, CodingKey { case version, theme }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.version = try container.decode(String.self, forKey: .version)
                    self.theme = try container.decode(String.self, forKey: .theme)
                }
            }

            """)
        let result = run(assets: [catalog, AppearanceImporterTests.catalog])
        // A model's `theme` is not the colour `.theme`: Xcode's symbol of ThemeColor is.
        #expect(try written(result, "Appearance.swift", 10) == "tintColor: ThemeColor")
        #expect(try written(result, "Appearance.swift", 3) == "tintColor: NavigationBarText")
        #expect(try written(result, "Appearance.swift", 4) == "tintColor: BrandColor")
        #expect(try written(result, "Appearance.swift", 5) == "tintColor: NavigationBarText")
        #expect(try written(result, "Appearance.swift", 6) == "onTintColor: red")
        #expect(try written(result, "Appearance.swift", 7) == "backIndicatorImage: \"King\"")
        #expect(try written(result, "Appearance.swift", 8) == "backIndicatorTransitionMaskImage: \"King\"")
        // Xcode makes `.brand` of BrandColor, not `.brandColor`.
        #expect(try call(result, "Appearance.swift", 9).status == .notConverted)
        // SwiftUI's symbol, made a UIKit colour.
        #expect(try written(result, "Appearance.swift", 11) == "progressTintColor: BrandColor")
        // SwiftUI's accent colour: the catalog's AccentColor.
        #expect(try written(result, "Appearance.swift", 12) == "currentPageIndicatorTintColor: AccentColor")
    }

    @Test func aProvidersHelperChoosingByTheTraitsAndAnAppearanceNamedByItsTypeAreFollowed() throws {
        write(
            "Style.swift",
            """
            import UIKit
            fileprivate func colorFrom(trait: UITraitCollection, lightColor: UIColor, darkColor: UIColor) -> UIColor {
                switch trait.userInterfaceStyle {
                case .dark: return darkColor
                default: return lightColor
                }
            }
            enum Semantic {
                static let appTint = UIColor { trait in
                    return colorFrom(trait: trait, lightColor: .systemBlue, darkColor: .systemTeal)
                }
            }
            extension UINavigationBarAppearance {
                static var defaultAppearance: UINavigationBarAppearance {
                    let appearance = UINavigationBarAppearance()
                    appearance.backgroundColor = .systemBackground
                    return appearance
                }
            }
            extension UITabBarAppearance {
                static var defaultAppearance: UITabBarAppearance {
                    let appearance = UITabBarAppearance()
                    appearance.backgroundColor = .systemRed
                    return appearance
                }
            }
            func applyStyle() {
                UISwitch.appearance().onTintColor = Semantic.appTint
                UINavigationBar.appearance().standardAppearance = UINavigationBarAppearance.defaultAppearance
                UITabBar.appearance().standardAppearance = UITabBarAppearance.defaultAppearance
            }

            """)
        let result = run()
        #expect(try written(result, "Style.swift", 28) == "onTintColor: appTint")
        #expect(result.stylesheet.contains("  appTint: { light: systemBlue, dark: systemTeal }\n"))
        #expect(try call(result, "Style.swift", 29).status == .converted)
        #expect(try call(result, "Style.swift", 30).status == .converted)
        #expect(result.stylesheet.contains("backgroundColor: systemBackground") && result.stylesheet.contains("backgroundColor: systemRed"))
    }

    @Test func aClosurePassedOnOrKeptSaysWhereItWent() throws {
        write(
            "Libs.swift",
            """
            import UIKit
            final class LibsManager {
                func setupDropDown() {
                    themeService.typeStream.subscribe(onNext: { themeType in
                        DropDown.appearance().backgroundColor = themeType.primary
                    }).disposed(by: bag)
                    let apply = {
                        UISlider.appearance().tintColor = .red
                    }
                    later(apply)
                }
            }

            """)
        let result = run()
        let passed = try call(result, "Libs.swift", 5)
        #expect(passed.reason == "inside a closure passed to subscribe(onNext:) to run when subscribe calls it, which the importer does not follow")
        #expect(passed.stoppedAt == "subscribe(onNext:)")
        #expect(try call(result, "Libs.swift", 8).reason == "inside a closure kept in 'apply' to run when it is called, which the importer does not follow")
    }

    @Test func rSwiftsImageAccessorNamesItsCatalogImage() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().backIndicatorImage = R.image.king()
                UINavigationBar.appearance().backIndicatorTransitionMaskImage = R.image.queen()
            }

            """)
        let result = run(assets: [AppearanceImporterTests.catalog])
        #expect(try written(result, "Bars.swift", 3) == "backIndicatorImage: \"King\"")
        #expect(try call(result, "Bars.swift", 4).reason == "the generated accessor queen names no image of the asset catalogs given with --assets")
    }

    /// An image set holding only a PDF is an image previews draw; one holding only an SVG is named with why it is not.
    @Test func aPDFImageSetConvertsAndAnSVGOneSaysWhyNot() throws {
        write("Vectors.xcassets/Contents.json", #"{ "info" : { "version" : 1, "author" : "xcode" } }"#)
        write("Vectors.xcassets/Back.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "filename" : "back.pdf" } ] }"#)
        write("Vectors.xcassets/Back.imageset/back.pdf", "%PDF-1.4\n")
        write("Vectors.xcassets/Logo.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "filename" : "logo.svg" } ] }"#)
        write("Vectors.xcassets/Logo.imageset/logo.svg", "<svg/>")
        write(
            "Bars.swift",
            """
            import UIKit
            func configure() {
                UINavigationBar.appearance().backIndicatorImage = R.image.back()
                UINavigationBar.appearance().backIndicatorTransitionMaskImage = UIImage(named: "Logo")
            }

            """)
        let result = run(assets: [folder + "/Vectors.xcassets"])
        #expect(try written(result, "Bars.swift", 3) == "backIndicatorImage: \"Back\"")
        let svg = try call(result, "Bars.swift", 4)
        #expect(svg.reason == "image set 'Logo' has no PNG or PDF file for the iPhone; Livery previews PNG and PDF files")
        #expect(svg.stoppedAt == "Logo")
    }

    @Test func aHelperSettingNothingThroughTheProxyIsReportedAtTheCall() throws {
        write(
            "Keep.swift",
            """
            import UIKit
            final class Keeper {
                static var kept: UISlider?
                static func setup() {
                    keep(slider: UISlider.appearance())
                }
                static func keep(slider: UISlider) {
                    kept = slider
                }
            }

            """)
        let result = run()
        #expect(try call(result, "Keep.swift", 5).reason == "a proxy passed to keep(…); the importer does not follow it into the helper")
    }
}
