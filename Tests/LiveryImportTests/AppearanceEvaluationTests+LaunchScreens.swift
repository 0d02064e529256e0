import Foundation
import Testing

@testable import LiveryImport

/// A screen's `viewDidLoad` styles the app at launch only when launch code builds that screen.
extension AppearanceEvaluationTests {
    static let screens = """
        import UIKit
        class BaseViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UINavigationBar.appearance().barTintColor = .systemBackground
            }
        }
        class HomeViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UINavigationBar.appearance().tintColor = .systemOrange
            }
        }
        class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UISwitch.appearance().onTintColor = .systemGreen
                styleBar()
            }
            private func styleBar() {
                UISlider.appearance().minimumTrackTintColor = .systemPink
            }
        }
        class ShareViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UIToolbar.appearance().barTintColor = .systemYellow
            }
        }
        class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UITabBar.appearance().unselectedItemTintColor = .systemGray
            }
        }
        class LoadingViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                UIPageControl.appearance().pageIndicatorTintColor = .systemGray2
            }
        }

        """

    /// Writes a storyboard starting with `initial`, one scene per controller element given (`<viewController id=… />`).
    func writeStoryboard(_ path: String = "Main.storyboard", initial: String, _ controllers: [String]) {
        let scenes = controllers.enumerated().map { index, controller in
            "        <scene sceneID=\"s-\(index + 1)\">\n            <objects>\n" + controller + "\n            </objects>\n        </scene>\n"
        }
        write(
            path,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" initialViewController=\"\(initial)\">\n"
                + "    <scenes>\n" + scenes.joined() + "    </scenes>\n</document>\n")
    }

    /// An app delegate whose launch runs `launch`, with `more` beside it.
    func writeAppDelegate(launch: String, more: String = "") {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    \(launch)
                    return true
                }
                \(more)
            }

            """)
    }

    /// An `Info.plist` declaring the app's scenes: its scene delegate makes the window, not its app delegate.
    func writeSceneManifest() {
        write(
            "Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>UIApplicationSceneManifest</key>
                <dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
            </dict></plist>

            """)
    }

    /// An app delegate whose launch makes a `root` the window's root, and which presents a `later` screen when asked.
    func writeAppDelegate(root: String, presents later: String) {
        writeAppDelegate(
            launch: "window?.rootViewController = \(root)()", more: "func show() { window?.rootViewController?.present(\(later)(), animated: true) }")
    }

    @Test func aScreenLaunchCodeDoesNotBuildStylesNothingAtLaunch() throws {
        write("Screens.swift", Self.screens)
        write(
            "Theme.swift",
            """
            import UIKit
            final class Theme {
                static func restoreBars() {
                    UINavigationBar.appearance().isTranslucent = true
                }
            }
            extension DetailViewController {
                override func loadView() {
                    super.loadView()
                    Theme.restoreBars()
                }
            }

            """)
        writeAppDelegate(
            launch: "window?.rootViewController = UINavigationController(rootViewController: HomeViewController())",
            more: "func show() { window?.rootViewController?.present(DetailViewController(), animated: true) }")
        write(
            "ShareExtension/Info.plist",
            """
            <plist version="1.0"><dict><key>NSExtension</key><dict>
                <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ShareViewController</string>
            </dict></dict></plist>

            """)
        let result = run()
        #expect(try written(result, "Screens.swift", 5) == "barTintColor: systemBackground")
        #expect(try written(result, "Screens.swift", 11) == "tintColor: systemOrange")
        let detail = try call(result, "Screens.swift", 17)
        #expect(detail.status == .notConverted)
        #expect(detail.stoppedAt == "viewDidLoad")
        #expect(detail.reason?.hasPrefix("set when the DetailViewController screen loads (viewDidLoad), not at launch") == true)
        let helper = try call(result, "Screens.swift", 21)
        #expect(helper.status == .notConverted)
        #expect(helper.reason?.contains("(styleBar, called as it loads)") == true)
        // Another type's method that only that screen's loading calls.
        let theme = try call(result, "Theme.swift", 4)
        #expect(theme.reason?.hasPrefix("set when the DetailViewController screen loads (restoreBars, called as it loads), not at launch") == true)
        // A screen no code constructs (a storyboard's, an extension's principal class) may be the first of its target.
        #expect(try written(result, "Screens.swift", 27) == "barTintColor: systemYellow")
    }

    /// Any other method of a later screen that launch code does not call (one its loading and a theme
    /// change both call) runs while the screen is there: not the app's style at launch. The first
    /// screen's, and a method of that name launch code calls, are.
    @Test func aLaterScreensMethodLaunchCodeDoesNotCallStylesNothingAtLaunch() throws {
        write(
            "SignUp.swift",
            """
            import UIKit
            protocol ThemeDelegate: AnyObject { func swapTheme() }
            class SignUpViewController: UIViewController, ThemeDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyTheme()
                }
                func swapTheme() { applyTheme() }
                func applyTheme() {
                    UISegmentedControl.appearance().selectedSegmentTintColor = .systemTeal
                }
                @IBAction func confirm(_ sender: UIButton) {
                    if sender.tag > 0 { UIToolbar.appearance().tintColor = .systemRed }
                }
            }
            class HomeViewController: UIViewController, ThemeDelegate {
                override func viewDidLoad() { restyle() }
                func swapTheme() { restyle() }
                func restyle() { UISwitch.appearance().onTintColor = .systemGreen }
            }

            """)
        writeAppDelegate(root: "HomeViewController", presents: "SignUpViewController")
        let result = run()
        let later = try call(result, "SignUp.swift", 10)
        #expect(later.status == .notConverted)
        #expect(later.stoppedAt == "applyTheme")
        #expect(
            later.reason?.hasPrefix(
                "set by the SignUpViewController screen (applyTheme, a method of it launch code does not call), not at launch") == true)
        // Inside a branch too, the screen is why: what the branch decides does not matter.
        #expect(try call(result, "SignUp.swift", 13).reason?.hasPrefix("set by the SignUpViewController screen (confirm,") == true)
        // The first screen's method stays the app's style.
        #expect(try written(result, "SignUp.swift", 19) == "onTintColor: systemGreen")
    }

    @Test func aViewControllerOfALibrarysClassIsAScreenThoughItDeclaresNoLoadCallback() throws {
        write(
            "Search.swift",
            """
            import UIKit
            import GooglePlaces
            class PlaceSearchController: GMSAutocompleteViewController {
                func setup() { setupUI() }
                private func setupUI() {
                    UIActivityIndicatorView.appearance().color = .systemOrange
                }
            }
            class FilterScreen: UIViewController {
                func open() { PlaceSearchController().setup() }
            }

            """)
        writeAppDelegate(root: "HomeViewController", presents: "FilterScreen")
        write("Home.swift", "import UIKit\nclass HomeViewController: UIViewController {}\n")
        let result = run()
        let screen = try call(result, "Search.swift", 6)
        #expect(screen.status == .notConverted)
        #expect(screen.reason?.hasPrefix("set by the PlaceSearchController screen (setupUI, a method of it launch code does not call)") == true)
    }

    /// Two apps in one folder (a second Xcode project's, a community edition kept beside the app): each
    /// launches on its own, so neither's call replaces the other's; the same value is written once.
    @Test func twoAppsInOneFolderDoNotReplaceEachOthersCalls() throws {
        for (folder, tint) in [("App", "systemPink"), ("Community/App", "systemPink")] {
            write(folder + ".xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ archiveVersion = 1; objects = {}; rootObject = X; }\n")
            write(
                folder + "/AppDelegate.swift",
                """
                import UIKit
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        UISwitch.appearance().onTintColor = .\(tint)
                        UISlider.appearance().minimumTrackTintColor = .\(folder == "App" ? "systemRed" : "systemBlue")
                        return true
                    }
                }

                """)
        }
        let result = run()
        #expect(try written(result, "App/AppDelegate.swift", 4) == "onTintColor: systemPink")
        #expect(try written(result, "Community/App/AppDelegate.swift", 4) == "onTintColor: systemPink")
        // Different values: which app's the stylesheet is for is not known, and both are reported.
        for file in ["App/AppDelegate.swift", "Community/App/AppDelegate.swift"] {
            let clash = try call(result, file, 5)
            #expect(clash.status == .notConverted)
            #expect(clash.reason?.hasSuffix("and which of the two runs later is not known from the files read") == true)
        }
    }

    /// UIKit restyles no view already in a window: what launch code sets after putting the first screen's
    /// view in the window reaches only views made later.
    /// A handler of a notification no file read posts never runs, and one the app posts as it runs sets nothing at
    /// launch, unless the launch posts it; `+initialize` is the class's set-up, not a screen's.
    @Test func aHandlerOfANotificationNothingPostsAndAClassesSetUpAreToldApart() throws {
        write(
            "Service.swift",
            """
            import UIKit
            final class AppearanceService {
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(configure), name: Notification.Name("ConfigureBars"), object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(restyle), name: Notification.Name("Restyle"), object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(nag), name: .subscriptionNag, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(launched), name: .launched, object: nil)
                }
                @objc private func configure() {
                    UITabBar.appearance().tintColor = .systemRed
                }
                @objc private func restyle() {
                    UISlider.appearance().tintColor = .systemRed
                }
                func post() { NotificationCenter.default.post(name: Notification.Name("Restyle"), object: nil) }
                @objc private func nag() {
                    UIPageControl.appearance().currentPageIndicatorTintColor = .systemRed
                }
                func remind() { NotificationCenter.default.post(name: .subscriptionNag, object: nil) }
                @objc private func launched() {
                    UISwitch.appearance().onTintColor = .systemRed
                }
            }
            extension Notification.Name {
                static let subscriptionNag = Notification.Name("SubscriptionNag")
                static let launched = Notification.Name("Launched")
            }

            """)
        write(
            "Navigation.m",
            """
            @implementation BrandNavigationController
            + (void)initialize {
                [[UINavigationBar appearance] setTintColor:[UIColor whiteColor]];
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
            }
            @end
            """)
        // The first screen's class: its `+initialize` runs as launch code makes it (a later screen's, as the user opens it).
        writeAppDelegate(
            launch: "NotificationCenter.default.post(name: .launched, object: nil)\n        window?.rootViewController = BrandNavigationController()",
            more: "func show() { window?.rootViewController?.present(UIViewController(), animated: true) }")
        let result = run()
        let unposted = try call(result, "Service.swift", 10)
        #expect(unposted.status == .notConverted)
        #expect(unposted.reason == "in configure, which runs when the notification \"ConfigureBars\" is posted, and no file read posts it")
        for (line, name, notification) in [(13, "restyle", "Restyle"), (17, "nag", "subscriptionNag")] {
            let posted = try call(result, "Service.swift", line)
            #expect(posted.status == .notConverted)
            #expect(posted.reason == "in \(name), which runs when the notification \"\(notification)\" is posted, as the app runs, not at launch")
        }
        #expect(try written(result, "Service.swift", 21) == "onTintColor: systemRed")
        #expect(try written(result, "Navigation.m", 3) == "tintColor: white")
    }

    @Test func whatIsSetAfterTheFirstScreenIsInTheWindowIsNotTheAppsStyle() throws {
        writeAppDelegate(
            launch: """
                UITabBar.appearance().tintColor = .red
                        window?.addSubview(UITabBarController().view)
                        UITabBar.appearance().barTintColor = .yellow
                """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 5) == "tintColor: red")
        let after = try call(result, "AppDelegate.swift", 7)
        #expect(after.status == .notConverted)
        #expect(after.stoppedAt == "line 6")
        #expect(after.reason?.hasPrefix("set after line 6 puts the first screen's view in the window") == true)
    }

    @Test func whereAStoryboardBuildsTheFirstScreenNoScreensLoadIsTakenForLaunch() throws {
        write("Screens.swift", Self.screens)
        writeAppDelegate(
            launch: "UINavigationBar.appearance().tintColor = .systemBlue\n        UIProgressView.appearance().progressTintColor = .systemMint\n"
                + "        UINavigationBar.appearance().barTintColor = .systemBackground")
        let result = run()
        let home = try call(result, "Screens.swift", 11)
        #expect(home.status == .notConverted)
        #expect(home.reason?.hasSuffix("whether HomeViewController is the app's first screen is not known from the files read (a storyboard, or code not read, makes it)") == true)
        // What launch code sets and a screen sets again as it loads is the app's only until that screen opens.
        let launch = try call(result, "AppDelegate.swift", 5)
        #expect(launch.status == .notConverted)
        #expect(launch.reason?.hasSuffix("Screens.swift:11 sets tintColor again in code of a screen the app opens later: which value a view shows depends on whether it appears before that code runs") == true)
        #expect(try written(result, "AppDelegate.swift", 6) == "progressTintColor: systemMint")
        // The value a screen sets again, set again the same, changes nothing.
        #expect(try written(result, "AppDelegate.swift", 7) == "barTintColor: systemBackground")
        // A tab bar controller no code constructs is the storyboard's first screen, as a rule.
        #expect(try written(result, "Screens.swift", 33) == "unselectedItemTintColor: systemGray")
        // One code constructs (a builder's, after a splash screen) may be made later.
        write(
            "Home.swift",
            """
            import UIKit
            final class HomeBuilder {
                func build() -> UIViewController { RootTabBarController() }
            }
            final class RootTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UITabBar.appearance().backgroundColor = .white
                }
            }

            """)
        let built = try call(run(), "Home.swift", 8)
        #expect(built.status == .notConverted)
        #expect(built.reason?.hasSuffix("whether RootTabBarController is the app's first screen is not known from the files read (a storyboard, or code not read, makes it)") == true, "\(built.reason ?? "")")
    }
}

extension AppearanceEvaluationTests {
    @Test func aScreenStylingOnlyViewsInsideItselfAsItLoadsIsConverted() throws {
        write(
            "Screens.swift",
            """
            import UIKit
            class MoreViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIImageView.appearance(whenContainedInInstancesOf: [MoreViewController.self]).tintColor = .systemTeal
                    UIImageView.appearance(whenContainedInInstancesOf: [type(of: self)]).backgroundColor = .systemGray6
                }
            }

            """)
        writeAppDelegate(launch: "window?.rootViewController = UITabBarController()")
        let result = run()
        #expect(try written(result, "Screens.swift", 5) == "tintColor: systemTeal")
        #expect(try written(result, "Screens.swift", 6) == "backgroundColor: systemGray6")
    }
}

extension AppearanceEvaluationTests {
    @Test func anOverlaysOwnWindowIsNotTheApps() throws {
        write(
            "Overlay.swift",
            """
            import UIKit
            final class BulletinOverlay {
                private var window: UIWindow?
                func install(in scene: UIWindowScene) {
                    let window = UIWindow(windowScene: scene)
                    window.backgroundColor = .clear
                    self.window = window
                }
                func dim() {
                    window?.tintColor = .systemGray
                }
            }
            final class AppNavigator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { window.backgroundColor = .systemBackground }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: scene)
                    window.tintColor = .systemPink
                    self.window = window
                    AppNavigator(window: window).start()
                }
            }

            """)
        let result = run()
        // The overlay's own window: reported at its lines, never written.
        #expect(result.calls.filter { $0.line == 6 || $0.line == 10 }.allSatisfy { $0.status == .notConverted })
        #expect(!result.stylesheet.contains("systemGray"))
        #expect(try written(result, "Overlay.swift", 23) == "tintColor: systemPink")
        // A navigator handed the window styles the app's.
        #expect(try written(result, "Overlay.swift", 16) == "backgroundColor: systemBackground")

        // A coordinator that makes the window and shows it, at no level of its own, makes the app's.
        write(
            "Coordinator.swift",
            """
            import UIKit
            final class AppCoordinator {
                var window: UIWindow?
                func start() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.overrideUserInterfaceStyle = .dark
                    window?.rootViewController = UIViewController()
                    window?.makeKeyAndVisible()
                }
            }
            final class LockOverlay {
                var window: UIWindow?
                func show() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.windowLevel = .alert
                    window?.overrideUserInterfaceStyle = .light
                    window?.makeKeyAndVisible()
                }
            }

            """)
        let coordinated = run()
        #expect(try written(coordinated, "Coordinator.swift", 6) == "overrideUserInterfaceStyle: dark")
        #expect(try call(coordinated, "Coordinator.swift", 16).status == .notConverted)
        #expect(!coordinated.stylesheet.contains("overrideUserInterfaceStyle: light"))
    }
}

extension AppearanceEvaluationTests {
    @Test func theMainStoryboardNamesTheFirstScreens() throws {
        write("Screens.swift", Self.screens)
        // Launch code shows a loading screen, then the storyboard's.
        writeAppDelegate(
            launch: "window?.rootViewController = LoadingViewController()\n"
                + "        window?.rootViewController = UIStoryboard(name: \"Start\", bundle: nil).instantiateInitialViewController()")
        write(
            "Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>UIMainStoryboardFile</key>
                <string>Start</string>
            </dict></plist>

            """)
        writeStoryboard(
            "Base.lproj/Start.storyboard", initial: "nav-1",
            [
                """
                <navigationController id="nav-1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="home-1" kind="relationship" relationship="rootViewController" id="seg-1"/>
                    </connections>
                </navigationController>
                """,
                #"<viewController id="home-1" customClass="HomeViewController" customModule="App" sceneMemberID="viewController"/>"#,
                #"<viewController id="detail-1" customClass="DetailViewController" customModule="App" sceneMemberID="viewController"/>"#,
            ])
        let result = run()
        // The root's `viewDidLoad`, and its superclass's, run at launch.
        #expect(try written(result, "Screens.swift", 11) == "tintColor: systemOrange")
        #expect(try written(result, "Screens.swift", 5) == "barTintColor: systemBackground")
        #expect(try written(result, "Screens.swift", 39) == "pageIndicatorTintColor: systemGray2")
        let detail = try call(result, "Screens.swift", 17)
        #expect(
            detail.reason
                == "set when the DetailViewController screen loads (viewDidLoad), not at launch: the app's main storyboard starts with its "
                + "first screens, and DetailViewController is not one of them")
    }
}

extension AppearanceEvaluationTests {
    /// A tab bar controller is the chrome it styles as it loads, unless a storyboard's segue opens it: then it
    /// is a section the user opens, and what it sets as it loads is not the app's at launch.
    @Test func aTabBarControllerASegueOpensIsALaterScreen() throws {
        write(
            "Tabs.swift",
            """
            import UIKit
            class DownloadTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
                }
            }
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UITabBar.appearance().tintColor = .systemOrange
                }
            }

            """)
        writeAppDelegate(launch: "")
        writeStoryboard(
            initial: "tabs-1",
            [
                """
                <tabBarController id="tabs-1" customClass="MainTabBarController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="more-1" kind="show" id="seg-1"/>
                    </connections>
                </tabBarController>
                """,
                #"<tabBarController id="more-1" customClass="DownloadTabBarController" sceneMemberID="viewController"/>"#,
            ])
        let result = run()
        #expect(try written(result, "Tabs.swift", 11) == "tintColor: systemOrange")
        let opened = try call(result, "Tabs.swift", 5)
        #expect(opened.status == .notConverted)
        #expect(opened.reason?.hasPrefix("set when the DownloadTabBarController screen loads (viewDidLoad), not at launch") == true)
    }

    /// A tab bar controller loads only its selected tab's view at launch, the first; the others load as the user opens them.
    @Test func onlyTheFirstTabOfTheStoryboardsTabBarControllerLoadsAtLaunch() throws {
        write(
            "Tabs.m",
            """
            @implementation HomeViewController
            - (void)viewDidLoad {
                [[UINavigationBar appearance] setBarTintColor:[UIColor redColor]];
            }
            @end
            @implementation GuideViewController
            - (void)viewDidLoad {
                [[UIBarButtonItem appearance] setTintColor:[UIColor whiteColor]];
            }
            @end

            """)
        writeAppDelegate(launch: "")
        writeStoryboard(
            initial: "tabs-1",
            [
                """
                <tabBarController id="tabs-1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="home-1" kind="relationship" relationship="viewControllers" id="seg-1"/>
                        <segue destination="guide-1" kind="relationship" relationship="viewControllers" id="seg-2"/>
                    </connections>
                </tabBarController>
                """,
                #"<viewController id="home-1" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
                #"<viewController id="guide-1" customClass="GuideViewController" sceneMemberID="viewController"/>"#,
            ])
        let result = run()
        #expect(try written(result, "Tabs.m", 3) == "barTintColor: red")
        let second = try call(result, "Tabs.m", 8)
        #expect(second.status == .notConverted)
        #expect(second.reason?.hasPrefix("set when the GuideViewController screen loads (viewDidLoad), not at launch") == true, "\(second.reason ?? "")")
    }

    /// A navigation controller subclass the storyboard does not start with is made with the screen it holds, later.
    @Test func aNavigationControllerSubclassTheStoryboardDoesNotStartWithIsALaterScreen() throws {
        write(
            "Navigation.swift",
            """
            import UIKit
            class CustomNavigationController: UINavigationController {
                required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                    setBarButtonItemsAttributes()
                }
                func setBarButtonItemsAttributes() {
                    UIBarButtonItem.appearance().tintColor = .red
                }
            }
            class LaunchViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UINavigationBar.appearance().tintColor = .blue
                }
            }

            """)
        writeAppDelegate(launch: "")
        writeStoryboard(
            initial: "launch-1",
            [
                #"<viewController id="launch-1" customClass="LaunchViewController" sceneMemberID="viewController"/>"#,
                #"<navigationController id="nav-1" customClass="CustomNavigationController" sceneMemberID="viewController"/>"#,
            ])
        let result = run()
        #expect(try written(result, "Navigation.swift", 14) == "tintColor: blue")
        let later = try call(result, "Navigation.swift", 8)
        #expect(later.status == .notConverted)
        #expect(later.reason?.hasPrefix("set by the CustomNavigationController screen") == true, "\(later.reason ?? "")")
    }

    @Test func anObjectiveCRootSetByMessageIsAFirstScreen() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [self.window setRootViewController:[[LoadingViewController alloc] init]];
                return YES;
            }
            - (void)showMap {
                [self.window.rootViewController presentViewController:[[MapViewController alloc] init] animated:YES completion:nil];
            }
            @end

            """)
        write(
            "Screens.m",
            """
            @implementation LoadingViewController
            - (void)viewDidLoad {
                [[UINavigationBar appearance] setTintColor:[UIColor systemTealColor]];
            }
            @end
            @implementation MapViewController
            - (void)viewDidLoad {
                [[UIToolbar appearance] setTintColor:[UIColor systemPinkColor]];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Screens.m", 3) == "tintColor: systemTeal")
        #expect(try call(result, "Screens.m", 8).reason?.hasSuffix("the app's launch code builds its first screens, and MapViewController is not one of them") == true)
    }

    /// A window made in a `lazy var`'s closure is made where launch code first reads it (`window?.makeKeyAndVisible()`):
    /// the root it sets there is the first screen.
    @Test func aRootSetInALazyWindowsClosureIsAFirstScreen() throws {
        write("Screens.swift", Self.screens)
        write(
            "AppDelegate.swift",
            """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                lazy var home: HomeViewController = {
                    let home = HomeViewController()
                    return home
                }()
                lazy var window: UIWindow? = {
                    let win = UIWindow(frame: UIScreen.main.bounds)
                    win.rootViewController = UINavigationController(rootViewController: self.home)
                    return win
                }()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.makeKeyAndVisible()
                    return true
                }
                func show() { window?.rootViewController?.present(DetailViewController(), animated: true) }
            }

            """)
        let result = run()
        #expect(try written(result, "Screens.swift", 11) == "tintColor: systemOrange")
        #expect(try call(result, "Screens.swift", 17).reason?.hasSuffix("the app's launch code builds its first screens, and DetailViewController is not one of them") == true)
    }

    /// A private `lazy var`'s closure runs where the property is first read, its name written as a value
    /// (`view.addSubview(searchBar)`): used, so what it sets runs with the screen, not never.
    @Test func aLazyPropertyReadAsAValueRunsWhereItIsRead() throws {
        writeAppDelegate(root: "HomeViewController", presents: "ContactsViewController")
        write(
            "Contacts.swift",
            """
            import UIKit
            class HomeViewController: UIViewController {}
            final class ContactsViewController: UIViewController {
                private lazy var searchBar: UISearchBar = {
                    let bar = UISearchBar()
                    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .red
                    return bar
                }()
                private lazy var header: UIView = {
                    let view = UIView()
                    view.addSubview(searchBar)
                    return view
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                }
            }

            """)
        let contacts = try call(run(), "Contacts.swift", 6)
        #expect(contacts.status == .notConverted)
        #expect(contacts.reason?.contains("no file read calls or names") == false, "\(contacts.reason ?? "")")
    }

    /// A loop over objects read back from a proxy (`[bar.standardAppearance, bar.scrollEdgeAppearance].compactMap { $0 }`),
    /// changing them in place: each line is reported once, as a change the importer does not follow, never missed.
    @Test func aLoopChangingObjectsReadFromAProxyIsReportedLineByLine() throws {
        writeAppDelegate(launch: "Theme.configureTabBarItems()")
        write(
            "Theme.swift",
            """
            import UIKit
            enum Theme {
                static func configureTabBarItems() {
                    let bar = UITabBar.appearance()
                    for appearance in [bar.standardAppearance, bar.scrollEdgeAppearance].compactMap({ $0 }) {
                        for layout in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance] {
                            layout.normal.iconColor = .gray
                            layout.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
                        }
                    }
                    bar.unselectedItemTintColor = .gray
                }
            }

            """)
        let result = run()
        for line in [7, 8] {
            let changed = result.calls.filter { $0.file.hasSuffix("/Theme.swift") && $0.line == line }
            #expect(changed.count == 1, "line \(line)")
            #expect(changed.first?.status == .notConverted)
            #expect(changed.first?.reason == "inside a loop, which the importer does not follow", "\(changed.first?.reason ?? "")")
        }
        #expect(try written(result, "Theme.swift", 11) == "unselectedItemTintColor: gray")
    }

    /// An app whose `Info.plist` names a main nib per device gets a delegate per device from it: what each delegate sets
    /// is that device's style, and neither replaces the other's.
    @Test func aDelegateOnlyOneDevicesMainNibMakesStylesThatDevice() throws {
        write(
            "Info.plist",
            """
            <plist version="1.0"><dict>
            \t<key>NSMainNibFile</key>
            \t<string>MainWindow_iPhone</string>
            \t<key>NSMainNibFile~ipad</key>
            \t<string>MainWindow_iPad</string>
            </dict></plist>

            """)
        write("MainWindow_iPhone.xib", "<document><objects><customObject id=\"3\" customClass=\"AppDelegate_iPhone\"/></objects></document>\n")
        write("MainWindow_iPad.xib", "<archive><object><string key=\"6.CustomClassName\">AppDelegate_iPad</string></object></archive>\n")
        for device in ["iPhone", "iPad"] {
            let toolbar = device == "iPad" ? "    [[UIToolbar appearance] setTintColor:[UIColor darkGrayColor]];\n" : ""
            write(
                "AppDelegate_\(device).m",
                "@implementation AppDelegate_\(device)\n"
                    + "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {\n"
                    + "    [[UINavigationBar appearance] setTintColor:[UIColor whiteColor]];\n" + toolbar
                    + "    return YES;\n}\n@end\n")
        }
        let result = run()
        for device in ["iPhone", "iPad"] { #expect(try call(result, "AppDelegate_\(device).m", 3).status == .converted, "\(device)") }
        #expect(result.stylesheet.contains("  - type: UIToolbar\n    when: { userInterfaceIdiom: pad }\n    set:\n      tintColor: darkGray"), "\(result.stylesheet)")
        #expect(result.stylesheet.contains("  - type: UINavigationBar\n    when: { userInterfaceIdiom: phone }\n    set:\n      tintColor: white"))
    }

    /// A screen a content screen makes as it is made (a popover a list builds in its initializer) is opened later; a
    /// container's children, built in its initializer, are the first screens.
    @Test func aScreenAContentScreenMakesIsNotAFirstScreen() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [self.window setRootViewController:[[MainTabBarController alloc] initWithScreens:YES]];
                return YES;
            }
            @end

            """)
        write(
            "Screens.m",
            """
            @interface MainTabBarController : UITabBarController
            @end
            @interface ListViewController : UIViewController
            @end
            @interface FilterPopup : UIViewController
            @end
            @implementation MainTabBarController
            - (id)initWithScreens:(BOOL)screens {
                self = [super init];
                if (self) { self.viewControllers = @[[[ListViewController alloc] initWithFilters:YES]]; }
                return self;
            }
            @end
            @implementation ListViewController
            - (id)initWithFilters:(BOOL)filters {
                self = [super init];
                if (self) { _popup = [[FilterPopup alloc] init]; }
                return self;
            }
            - (void)viewDidLoad {
                [[UINavigationBar appearance] setTintColor:[UIColor systemTealColor]];
            }
            @end
            @implementation FilterPopup
            - (void)viewDidLoad {
                [[UITabBarItem appearance] setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor orangeColor]} forState:UIControlStateSelected];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Screens.m", 21) == "tintColor: systemTeal")
        let popup = try call(result, "Screens.m", 26)
        #expect(popup.status == .notConverted)
        #expect(popup.reason?.hasPrefix("set when the FilterPopup screen loads") == true, "\(popup.reason ?? "")")
    }

    /// A root tab bar controller loads its view at launch: the navigation controllers its `viewDidLoad` builds are
    /// first screens, and what their class's `+initialize` sets is the style at launch.
    @Test func theChildrenARootContainerBuildsAsItLoadsAreFirstScreens() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window.rootViewController = [[MainTabBarController alloc] init];
                return YES;
            }
            @end

            """)
        write(
            "Screens.m",
            """
            @interface MainTabBarController : UITabBarController
            @end
            @interface ThemedNavigationController : UINavigationController
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChild:[HomeViewController new]];
                if ([[NSUserDefaults standardUserDefaults] boolForKey:@"gated"]) { [self addChildViewController:[[GatedNavigationController alloc] init]]; }
            }
            - (void)addChild:(UIViewController *)child {
                [self addChildViewController:[[ThemedNavigationController alloc] initWithRootViewController:child]];
            }
            @end
            @implementation ThemedNavigationController
            + (void)initialize {
                [self setupTheme];
            }
            + (void)setupTheme {
                [[UINavigationBar appearance] setTitleTextAttributes:@{UITextAttributeTextColor: [UIColor darkGrayColor], UITextAttributeTextShadowOffset: [NSValue valueWithUIOffset:UIOffsetMake(0, 0)]}];
            }
            @end
            @interface GatedNavigationController : UINavigationController
            @end
            @implementation GatedNavigationController
            - (void)viewDidLoad {
                [[UIToolbar appearance] setBarTintColor:[UIColor redColor]];
            }
            @end

            """)
        let result = run()
        // The iOS 5 shadow at no offset lies under the glyphs: nothing to write.
        #expect(try written(result, "Screens.m", 20) == "titleTextAttributes.foregroundColor: darkGray")
        // Built only where a stored setting allows: not a first screen.
        #expect(try call(result, "Screens.m", 27).status == .notConverted)
    }

    /// A colour a later screen sets again, written another way (`UIColor(red: 1, green: 1, blue: 1, alpha: 1)` for
    /// `.white`), is the same value: the launch call stands.
    @Test func theSameColourWrittenAnotherWayByALaterScreenChangesNothing() throws {
        writeAppDelegate(launch: "UINavigationBar.appearance().barTintColor = .white\n        UIToolbar.appearance().barTintColor = .white")
        write(
            "Screens.swift",
            """
            import UIKit
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UINavigationBar.appearance().barTintColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                    UIToolbar.appearance().barTintColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
                }
            }

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 5) == "barTintColor: white")
        #expect(try call(result, "AppDelegate.swift", 6).status == .notConverted)
    }

    /// A first screen's `viewDidLoad`, which UIKit calls, sets the style at launch though a presenter's method of that
    /// name is called only from another screen's `viewWillAppear`.
    @Test func aScreensViewDidLoadIsNotAPresentersMethodOfThatName() throws {
        writeAppDelegate(launch: "window?.rootViewController = TabBarController()")
        write(
            "Screens.swift",
            """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -10)
                }
            }
            final class ListPresenter {
                func viewDidLoad() { UISwitch.appearance().onTintColor = .green }
            }
            class ListController: UIViewController {
                let presenter = ListPresenter()
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    presenter.viewDidLoad()
                }
            }

            """)
        let result = run()
        #expect(try call(result, "Screens.swift", 5).status == .converted)
        #expect(try call(result, "Screens.swift", 9).status == .notConverted)
    }

    /// A theme manager calls a protocol's static method on the metatypes it registers: a conforming type whose
    /// metatype no file takes (`UILabel.self` written nowhere) never has its method run, and what it sets is obsolete.
    @Test func aStaticMethodOfATypeNoRegistryHoldsNeverRuns() throws {
        writeAppDelegate(launch: "ThemeManager.shared.register([UITableView.self])\n        ThemeManager.shared.apply()")
        write(
            "Theme.swift",
            """
            import UIKit
            protocol AppearanceAdaptable { static func configureThemeAppearance() }
            final class ThemeManager {
                static let shared = ThemeManager()
                private var registered: [AppearanceAdaptable.Type] = []
                func register(_ types: [AppearanceAdaptable.Type]) { registered += types }
                func apply() {
                    for adaptable in registered { adaptable.configureThemeAppearance() }
                }
            }
            extension UITableView: AppearanceAdaptable {
                static func configureThemeAppearance() { UITableView.appearance().backgroundColor = .black }
            }
            extension UILabel: AppearanceAdaptable {
                static func configureThemeAppearance() { UILabel.appearance().textColor = .black }
            }

            """)
        let result = run()
        #expect(try written(result, "Theme.swift", 12) == "backgroundColor: black")
        let label = try call(result, "Theme.swift", 15)
        #expect(label.status == .obsolete)
        #expect(label.reason?.contains("no file read takes UILabel's metatype (UILabel.self)") == true, "\(label.reason ?? "")")
    }

    /// A base app delegate's method that the `@main` subclass overrides without calling `super`'s never runs: what it
    /// sets is obsolete. One the subclass calls `super` in runs, as does one of a base class the files make.
    @Test func aMethodEverySubclassOverridesWithoutSuperNeverRuns() throws {
        write(
            "Common.swift",
            """
            import UIKit
            open class CommonAppDelegate: UIResponder, UIApplicationDelegate {
                public func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    injectAppearances()
                    injectBars()
                    return true
                }
                open func injectAppearances() {
                    UIToolbar.appearance().isTranslucent = false
                }
                open func injectBars() {
                    UISwitch.appearance().onTintColor = .green
                }
            }
            @main class AppDelegate: CommonAppDelegate {
                override open func injectAppearances() {
                    UITabBar.appearance().barTintColor = .clear
                }
                override open func injectBars() {
                    super.injectBars()
                }
            }

            """)
        let result = run()
        let base = try call(result, "Common.swift", 9)
        #expect(base.status == .obsolete)
        #expect(
            base.reason?.hasPrefix("in CommonAppDelegate.injectAppearances, which every subclass (AppDelegate) overrides without calling "
                + "super.injectAppearances, of a class no file read makes itself") == true, "\(base.reason ?? "")")
        #expect(try call(result, "Common.swift", 12).status == .converted)
        #expect(try call(result, "Common.swift", 17).status == .converted)
    }

    /// The children a root container launch code builds only in a branch (a user not signed in) builds as it loads are
    /// not taken for first screens: the reason says the launch builds them only in a branch.
    @Test func theChildrenOfARootBuiltInABranchAreReportedAsBuiltInABranch() throws {
        writeObjCAppDelegate(
            launch: """
                NSString *signedIn = [[NSUserDefaults standardUserDefaults] objectForKey:@"signedIn"];
                if ([signedIn isEqualToString:@"YES"]) {
                    self.window.rootViewController = [[LockViewController alloc] init];
                } else {
                    self.window.rootViewController = [[TabBarController alloc] init];
                }
            """)
        write(
            "Screens.m",
            """
            @interface TabBarController : UITabBarController
            @end
            @interface BaseNavigationController : UINavigationController
            @end
            @implementation TabBarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.viewControllers = @[[[BaseNavigationController alloc] initWithRootViewController:[HomeViewController new]]];
            }
            @end
            @implementation BaseNavigationController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [UINavigationBar appearance].barTintColor = [UIColor whiteColor];
            }
            @end

            """)
        // The main storyboard's first screen, which launch code replaces.
        write(
            "Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>UIMainStoryboardFile</key>
                <string>Main</string>
            </dict></plist>

            """)
        writeStoryboard(initial: "vc-1", [#"<viewController id="vc-1" customClass="ViewController" sceneMemberID="viewController"/>"#])
        let result = run()
        let child = try call(result, "Screens.m", 14)
        #expect(child.status == .notConverted)
        #expect(
            child.reason?.hasSuffix("launch code builds BaseNavigationController only in a branch (a user signed in, a stored setting), "
                + "so whether it shows first is not known") == true, "\(child.reason ?? "")")
    }
}

extension AppearanceEvaluationTests {
    /// A tab bar controller made after a login screen loads later: what it sets is reported. As the first screen, its
    /// loading is the app's launch, and a later dictionary for one state replaces the earlier.
    @Test func aTabBarControllerMadeAfterLoginLoadsLaterAndItsLaterDictionaryReplacesTheEarlier() throws {
        write(
            "Tabs.swift",
            """
            import UIKit
            class LoginViewController: UIViewController {
                func didLogIn() { view.window?.rootViewController = MainTabBarController() }
            }
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureItems()
                }
                private func configureItems() {
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .selected)
                    UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 10)], for: .normal)
                }
            }

            """)
        writeAppDelegate(launch: "window?.rootViewController = LoginViewController()")
        let afterLogin = run()
        for line in 11...13 {
            let later = try call(afterLogin, "Tabs.swift", line)
            #expect(later.status == .notConverted)
            #expect(later.reason?.hasPrefix("set when the MainTabBarController screen loads (configureItems, called as it loads)") == true, "\(later.reason ?? "")")
        }
        writeAppDelegate(launch: "window?.rootViewController = MainTabBarController()")
        let result = run()
        // The second dictionary for .normal keeps nothing of the first: the grey is UIKit's default again.
        #expect(try call(result, "Tabs.swift", 11).status == .obsolete)
        #expect(try written(result, "Tabs.swift", 12) == "titleTextAttributes.foregroundColor: { selected: systemGreen }")
        #expect(try written(result, "Tabs.swift", 13) == "titleTextAttributes.font: { normal: { size: 10 } }")
    }
}

extension AppearanceEvaluationTests {
    /// `guard let window = window` binds the name to itself: the window is the delegate's, and reading it ends.
    @Test func aWindowUnwrappedIntoItsOwnNameIsTheSameWindow() throws {
        write(
            "SceneDelegate.swift",
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let window = window else { return }
                    window.tintColor = .systemPurple
                    if let window {
                        window.backgroundColor = .systemBackground
                    }
                }
            }

            """)
        let result = run()
        #expect(try written(result, "SceneDelegate.swift", 6) == "tintColor: systemPurple")
        // Whether the optional holds a window is the run's to know: the branch is reported.
        #expect(try call(result, "SceneDelegate.swift", 8).reason == "inside a branch on let window, which the importer does not follow")
    }
}

extension AppearanceEvaluationTests {
    @Test func anActionTheUserTriggersAndAnOverrideOfOneStyleNothingAtLaunch() throws {
        writeAppDelegate(launch: "UISwitch.appearance().onTintColor = .systemGreen")
        write(
            "Cells.swift",
            """
            import UIKit
            class DropDownCell: UITableViewCell {
                @IBAction func dropDownTapped(_ sender: Any) {}
            }
            class ZoneCell: DropDownCell {
                override func dropDownTapped(_ sender: Any) {
                    UIStepper.appearance().tintColor = .white
                }
            }
            class ParamCell: DropDownCell {
                @IBAction override func dropDownTapped(_ sender: Any) {
                    UIStepper.appearance().backgroundColor = .blue
                }
            }

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 5) == "onTintColor: systemGreen")
        let overridden = try call(result, "Cells.swift", 7)
        #expect(overridden.status == .notConverted)
        #expect(overridden.reason == "set in ZoneCell.dropDownTapped, an action the user triggers, not at launch")
        #expect(try call(result, "Cells.swift", 12).status == .notConverted)
        #expect(!result.stylesheet.contains("UIStepper"))
    }

    @Test func aResetOnlyLaterScreensCallStylesNothingAtLaunch() throws {
        write(
            "App.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [UIColor setTheme];
                self.window.rootViewController = [[MainViewController alloc] init];
                return YES;
            }
            @end
            @implementation UIColor (Theme)
            + (void)setTheme {
                [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
            }
            + (void)clearTheme {
                [[UISwitch appearance] setOnTintColor:nil];
                [[UITableView appearance] setSeparatorColor:[UIColor grayColor]];
            }
            @end
            @implementation MainViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.uploadButton addTarget:self action:@selector(uploadTapped:) forControlEvents:UIControlEventTouchUpInside];
            }
            - (void)uploadTapped:(id)sender {
                [self pickPhoto];
            }
            - (void)pickPhoto {
                [UIColor clearTheme];
            }
            - (void)showAvatars {
                [self presentViewController:[[AvatarsViewController alloc] init] animated:YES completion:nil];
            }
            @end
            @implementation AvatarsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
            }
            - (void)choosePhoto {
                [UIColor clearTheme];
            }
            - (NSArray *)previewActionItems {
                return @[[UIPreviewAction actionWithTitle:@"Share" style:0 handler:^(UIPreviewAction *action, UIViewController *controller) {
                    [UIColor clearTheme];
                }]];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "App.m", 10) == "onTintColor: red")
        let reset = try call(result, "App.m", 14)
        #expect(reset.status == .notConverted)
        #expect(
            reset.reason
                == "in clearTheme, called only from what runs after launch (AvatarsViewController.choosePhoto, "
                + "AvatarsViewController.previewActionItems, MainViewController.pickPhoto), not at launch")
        #expect(!result.stylesheet.contains("separatorColor"))
    }

    /// A helper styling an alert each time one is made, called from an app delegate method UIKit sends on an event
    /// (`application(_:didRegister:)`), from screens' actions and methods calling themselves, from an observer of
    /// the app's notification and from a method no file names: nothing calls it at launch.
    @Test func aHelperOnlyEventsAfterLaunchReachStylesNothingAtLaunch() throws {
        writeAppDelegate(
            launch: "window?.rootViewController = HomeViewController()",
            more: """
                func application(_ application: UIApplication, didRegister settings: UIUserNotificationSettings) {
                        window?.rootViewController?.present(Alerts.alert("Allow"), animated: true)
                    }
                """)
        write(
            "Alerts.swift",
            """
            import UIKit
            class PopupView: UIView {}
            enum Alerts {
                static func style() {
                    PopupView.appearance().backgroundColor = .white
                }
                static func alert(_ title: String) -> UIAlertController {
                    style()
                    return UIAlertController(title: title, message: nil, preferredStyle: .alert)
                }
            }
            extension Notification.Name {
                static let serverChanged = Notification.Name("ServerChanged")
            }
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(serverDidChange), name: .serverChanged, object: nil)
                }
                @IBAction func connectTapped(_ sender: Any) {
                    connect()
                }
                private func connect() {
                    Client.connect { [weak self] failed in
                        if failed { self?.connect() } else { self?.present(Alerts.alert("Connected"), animated: true) }
                    }
                }
                @objc private func serverDidChange() {
                    present(Alerts.alert("Server"), animated: true)
                }
            }
            class Shortcuts {
                func addShortcut() {
                    _ = Alerts.alert("Added")
                }
            }
            class Client {
                static func connect(_ done: @escaping (Bool) -> Void) { done(false) }
                func refresh() { NotificationCenter.default.post(name: .serverChanged, object: nil) }
            }

            """)
        let result = run()
        let styled = try call(result, "Alerts.swift", 5)
        #expect(styled.status == .notConverted)
        #expect(styled.reason == "in style, called only from what runs after launch (Alerts.alert), not at launch", "\(styled.reason ?? "")")
        #expect(!result.stylesheet.contains("PopupView"))
    }

    /// Calls by name are told apart by their labels (a client's `connect { … }` at launch is not a screen's
    /// `connect(to:)`; `apply(reload:)` is followed though another `apply` is declared), and by the shared instance
    /// they are sent to (`Bootstrapper.shared.start()`); an observer by who posts its notification: one launch code
    /// posts (through those helpers) is observed at launch, one only a screen posts later is not.
    @Test func callsByNameAreToldApartByLabelsAndObserversByWhoPosts() throws {
        writeAppDelegate(launch: "Client.shared.connect { _ in }\n        Bootstrapper.shared.start()\n        window?.rootViewController = HomeViewController()")
        write(
            "Screens.swift",
            """
            import UIKit
            class PopupView: UIView {}
            class BannerView: UIView {}
            extension Notification.Name {
                static let themeChanged = Notification.Name("ThemeChanged")
                static let settingsChanged = Notification.Name("SettingsChanged")
            }
            class Theme {
                func apply(reload: Bool) { if reload { NotificationCenter.default.post(name: .themeChanged, object: nil) } }
            }
            class Bootstrapper {
                static let shared = Bootstrapper()
                func start() { Theme().apply(reload: true) }
            }
            class Client {
                static let shared = Client()
                func connect(_ done: @escaping (Bool) -> Void) { done(true) }
                func start() {}
                func apply(_ settings: [String]) {}
            }
            class Styler {
                init() { NotificationCenter.default.addObserver(self, selector: #selector(restyle), name: .themeChanged, object: nil) }
                @objc func restyle() {
                    BannerView.appearance().backgroundColor = .black
                }
            }
            class HomeViewController: UIViewController {
                let styler = Styler()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(settingsDidChange), name: .settingsChanged, object: nil)
                }
                @IBAction func serverTapped(_ sender: Any) { connect(to: "eu") }
                private func connect(to server: String) { style() }
                @objc private func settingsDidChange() { style() }
                private func style() {
                    PopupView.appearance().backgroundColor = .white
                }
            }
            class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    settingsDidChange()
                }
                func settingsDidChange() { NotificationCenter.default.post(name: .settingsChanged, object: nil) }
            }

            """)
        let result = run()
        #expect(try written(result, "Screens.swift", 24) == "backgroundColor: black")
        let popup = try call(result, "Screens.swift", 37)
        #expect(popup.status == .notConverted)
        #expect(
            popup.reason == "in style, called only from what runs after launch (HomeViewController.connect, HomeViewController.settingsDidChange), not at launch",
            "\(popup.reason ?? "")")
    }

    /// A screen's method named as a helper launch code calls on its own type (`Appearance.setSearchBar()`) is the
    /// screen's, run when it is: launch code calls the helper, whose own setter is followed in order.
    @Test func aScreensMethodNamedLikeAHelperLaunchCodeCallsOnItsTypeIsTheScreens() throws {
        writeAppDelegate(launch: "Appearance.setSearchBar()\n        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())")
        write(
            "Screens.swift",
            """
            import UIKit
            enum Appearance {
                static func setSearchBar() {
                    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .red
                }
            }
            class HomeViewController: UIViewController {
                @IBAction func share(_ sender: Any) { present(ShareViewController(), animated: true) }
            }
            class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
                func setSearchBar() {
                    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .red
                }
            }
            class SearchCell: UITableViewCell {
                @IBAction func searchTapped(_ sender: Any) {
                    setSearchBar()
                }
                func setSearchBar() {
                    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .red
                }
            }

            """)
        let result = run()
        #expect(try written(result, "Screens.swift", 4) == "tintColor: red")
        let screens = try call(result, "Screens.swift", 15)
        #expect(screens.status == .notConverted)
        #expect(screens.reason?.hasPrefix("set by the ShareViewController screen (setSearchBar, a method of it launch code does not call)") == true, "\(screens.reason ?? "")")
        let cell = try call(result, "Screens.swift", 23)
        #expect(cell.reason == "in setSearchBar, called only from what runs after launch (SearchCell.searchTapped), not at launch", "\(cell.reason ?? "")")
    }
}

extension AppearanceEvaluationTests {
    @Test func aScreenOpenedForALinkIsNotAFirstScreen() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = MainViewController()
                    return true
                }
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    window?.rootViewController?.present(LogsViewController(), animated: true)
                    return true
                }
            }
            class MainViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UISwitch.appearance().onTintColor = .systemGreen
                }
            }
            class LogsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UISlider.appearance().thumbTintColor = .systemRed
                }
            }

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 16) == "onTintColor: systemGreen")
        let later = try call(result, "AppDelegate.swift", 22)
        #expect(later.status == .notConverted)
        #expect(later.reason?.hasPrefix("set when the LogsViewController screen loads") == true)
    }

    /// A reset reached only through a view model's `viewDidLoad()` (a Swift method that overrides nothing, which its
    /// screen calls through a property of the model's type) and through a table row the user taps styles nothing at
    /// launch; `super.viewDidLoad()` in every screen calls UIKit's, not the model's. The launch values then stand.
    @Test func aResetReachedThroughAViewModelOrATappedRowStylesNothingAtLaunch() throws {
        writeAppDelegate(
            launch: "setupDesign()\n        window?.rootViewController = HomeViewController()",
            more: """
                func setupDesign() {
                        UINavigationBar.appearance().tintColor = .white
                        UINavigationBar.appearance().prefersLargeTitles = true
                    }
                    func resetDesign() {
                        UINavigationBar.appearance().tintColor = nil
                        UINavigationBar.appearance().prefersLargeTitles = false
                    }
                """)
        write(
            "Screens.swift",
            """
            import UIKit
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
                @IBAction func invite(_ sender: Any) {
                    present(InviteViewController(), animated: true)
                }
            }
            class InviteViewController: UIViewController {
                var viewModel: InviteViewModel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.viewDidLoad()
                }
            }
            class InviteViewModel {
                func viewDidLoad() {
                    (UIApplication.shared.delegate as? AppDelegate)?.resetDesign()
                }
            }
            class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    share()
                }
                func share() {
                    (UIApplication.shared.delegate as? AppDelegate)?.resetDesign()
                }
            }
            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 10) == "tintColor: white")
        #expect(try written(result, "AppDelegate.swift", 11) == "prefersLargeTitles: true")
        let reset = try call(result, "AppDelegate.swift", 14)
        #expect(reset.status == .notConverted)
        #expect(reset.reason?.hasPrefix("in resetDesign, called only from what runs after launch") == true, "\(reset.reason ?? "")")
    }

    /// A SwiftUI `App`'s init runs before its body makes the first view, whose init runs then: what both set, the
    /// view's init sets last, and the App's call is obsolete, the same value or not.
    @Test func anAppsInitRunsBeforeTheViewItsBodyMakes() throws {
        write(
            "QuoteApp.swift",
            """
            import SwiftUI
            @main
            struct QuoteApp: App {
                init() {
                    UINavigationBar.appearance().tintColor = .white
                    UINavigationBar.appearance().barTintColor = .black
                }
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }
            struct ContentView: View {
                init() {
                    UINavigationBar.appearance().tintColor = .white
                    UINavigationBar.appearance().barTintColor = .blue
                }
                var body: some View { Text("Quote") }
            }
            """)
        let result = run()
        for (line, later) in [(5, 14), (6, 15)] {
            let first = try call(result, "QuoteApp.swift", line)
            #expect(first.status == .obsolete, "line \(line)")
            #expect(first.reason?.hasPrefix(folder + "/QuoteApp.swift:\(later) sets the same, and runs later") == true, "\(first.reason ?? "")")
        }
        #expect(try written(result, "QuoteApp.swift", 14) == "tintColor: white")
        #expect(try written(result, "QuoteApp.swift", 15) == "barTintColor: blue")
    }

    /// A later screen setting the value launch code sets, spelt another way (`.white` for `UIColor.white`), leaves the
    /// launch value standing; a modifier a SwiftUI body applies styles nothing at launch as its init runs.
    @Test func theSameValueSetLaterAndAModifiersInitStyleNothingNew() throws {
        writeAppDelegate(launch: "UINavigationBar.appearance().tintColor = UIColor.white\n        window?.rootViewController = HomeViewController()")
        write(
            "Screens.swift",
            """
            import UIKit
            class HomeViewController: UIViewController {}
            class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UINavigationBar.appearance().tintColor = .white
                }
            }
            """)
        write(
            "Modifier.swift",
            """
            import SwiftUI
            struct BarModifier: ViewModifier {
                init(tint: UIColor) {
                    UINavigationBar.appearance().barTintColor = tint
                }
                func body(content: Content) -> some View { content }
            }
            struct EditorView: View {
                var body: some View { Text("x").modifier(BarModifier(tint: .red)) }
            }
            final class EditorHost: UIHostingController<EditorView> {}
            """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 5) == "tintColor: white")
        let modifier = try call(result, "Modifier.swift", 4)
        #expect(modifier.status == .notConverted)
        #expect(modifier.reason?.hasPrefix("set as the BarModifier modifier is made (its init)") == true, "\(modifier.reason ?? "")")
        #expect(!result.stylesheet.contains("barTintColor"))
    }
}

extension AppearanceEvaluationTests {
    /// `self.appearance()`, the app delegate's own method of that name, is followed, and is no proxy call of its own: a
    /// call whose result is not used sets nothing.
    @Test func anAppMethodNamedAppearanceIsFollowedAndIsNoCall() throws {
        writeAppDelegate(
            launch: "self.appearance()",
            more: """
                private func appearance() {
                        UINavigationBar.appearance().tintColor = .white
                    }
                """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 9) == "tintColor: white")
        #expect(result.calls.count == 1, "\(result.calls.map { "\($0.line) \($0.status)" })")
        #expect(result.calls.allSatisfy { $0.status == .converted })
    }
}

extension AppearanceEvaluationTests {
    /// An extension's storyboard (`NSExtensionMainStoryboard`) starts the extension: its first screen styles as it
    /// starts, and it says nothing of which screens are the app's, which the app's launch code builds.
    /// Where launch code builds the first screen and no main storyboard starts the app, a screen another storyboard holds
    /// (made as code asks for it by identifier, as a list after signing in is) loads later, with the class it inherits
    /// from, though no code names either.
    @Test func aScreenAStoryboardHoldsLoadsLaterWhereLaunchCodeBuildsTheFirst() throws {
        write("Screens.swift", Self.screens)
        writeAppDelegate(root: "LoadingViewController", presents: "DetailViewController")
        writeStoryboard(
            "ItemList.storyboard", initial: "list-1",
            [#"<viewController storyboardIdentifier="itemlist" id="list-1" customClass="HomeViewController" sceneMemberID="viewController"/>"#])
        let result = run()
        #expect(try written(result, "Screens.swift", 39) == "pageIndicatorTintColor: systemGray2")
        for line in [5, 11] {
            let loaded = try call(result, "Screens.swift", line)
            #expect(loaded.status == .notConverted, "line \(line)")
            #expect(loaded.reason?.contains("is not one of them") == true, "\(loaded.reason ?? "")")
        }
    }

    @Test func anExtensionsStoryboardStartsTheExtensionNotTheApp() throws {
        write("Screens.swift", Self.screens)
        writeAppDelegate(root: "LoadingViewController", presents: "DetailViewController")
        write(
            "Share/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionMainStoryboard</key>
                    <string>MainInterface</string>
                </dict>
            </dict></plist>

            """)
        writeStoryboard(
            "Share/Base.lproj/MainInterface.storyboard", initial: "share-1",
            [#"<viewController id="share-1" customClass="ShareViewController" customModule="Share" sceneMemberID="viewController"/>"#])
        let result = run()
        #expect(try written(result, "Screens.swift", 39) == "pageIndicatorTintColor: systemGray2")
        #expect(try written(result, "Screens.swift", 27) == "barTintColor: systemYellow")
        let detail = try call(result, "Screens.swift", 17)
        #expect(detail.status == .notConverted)
        #expect(detail.reason?.hasSuffix("the app's launch code builds its first screens, and DetailViewController is not one of them") == true, "\(detail.reason ?? "")")
    }
}

extension AppearanceEvaluationTests {
    /// An event's handler given as a trailing closure (`moreButton.onTap { … }`, `publisher.sink { … }`) runs when the event
    /// comes; a helper called from it, from a branch not followed and from an action runs only there, and says so.
    @Test func anEventsHandlerAndAHelperCalledOnlyFromBranchesAndActionsStyleNothingAtLaunch() throws {
        writeAppDelegate(
            launch: """
                moreButton.onTap { _ in
                            UINavigationBar.appearance().tintColor = .red
                        }
                        if isSignedIn { presentAlert() }
                        publisher.sink { _ in presentAlert() }
                """,
            more: """
                func presentAlert() {
                        UILabel.appearance(whenContainedInInstancesOf: [UIAlertController.self]).numberOfLines = 0
                    }
                    @objc func feedbackTapped(_ sender: Any) { presentAlert() }
                """)
        let result = run()
        let tapped = try call(result, "AppDelegate.swift", 6)
        #expect(tapped.status == .notConverted)
        #expect(tapped.reason?.contains("a closure passed to onTap(…) to run when onTap calls it") == true, "\(tapped.reason ?? "")")
        let alert = try call(result, "AppDelegate.swift", 13)
        #expect(alert.status == .notConverted)
        #expect(
            alert.reason
                == "in presentAlert, called only inside a branch on isSignedIn or a closure passed to sink(…) to run when sink calls it, "
                + "which the importer does not follow, or from what runs after launch (AppDelegate.feedbackTapped)")
        #expect(!result.stylesheet.contains("numberOfLines"))
    }
}

extension AppearanceEvaluationTests {
    /// Objective-C's `if (self)` after `[super init]` is no run-time condition: a theme its init applies, which a tap
    /// applies again later, is the app's style at launch.
    @Test func anInitsCheckOnSelfIsNoConditionOnWhatItCalls() throws {
        writeObjCAppDelegate(
            launch: "self.theme = [[Theme alloc] init];",
            more: """
                @end
                @implementation Theme
                - (instancetype)init {
                    self = [super init];
                    if (self) {
                        [self apply];
                    }
                    return self;
                }
                - (void)apply {
                    [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
                }
                - (IBAction)themeTapped:(id)sender {
                    [self apply];
                }

                """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 16) == "onTintColor: red")
    }

    /// A helper called from a screen's layout and trait callbacks (`viewDidLayoutSubviews`, `traitCollectionDidChange`),
    /// which UIKit sends once the screen's bars have taken their look, from a later screen's loading, and from a
    /// screen's `viewWillAppear`, is not the app's style at launch; nor is a proxy set in such a callback itself. A
    /// free function called bare in a UIKit subclass's method is that function.
    @Test func aHelperCalledFromLayoutAndAppearanceCallbacksIsNotLaunch() throws {
        writeAppDelegate(launch: "window?.rootViewController = TabBarViewController()")
        write(
            "Screens.swift",
            """
            import UIKit
            func configureBar(style: UIUserInterfaceStyle) {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithTransparentBackground()
                UINavigationBar.appearance().standardAppearance = appearance
            }
            class TabBarViewController: UITabBarController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    configureBar(style: traitCollection.userInterfaceStyle)
                    UISwitch.appearance().onTintColor = .red
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    configureBar(style: .light)
                }
                @IBAction func open() { present(DetailViewController(), animated: true) }
            }
            class DetailViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureBar(style: traitCollection.userInterfaceStyle)
                }
            }

            """)
        let result = run()
        let configured = try call(result, "Screens.swift", 4)
        #expect(configured.status == .notConverted)
        #expect(configured.reason?.hasPrefix("in configureBar, called only from what runs after launch or while one screen shows (") == true, "\(configured.reason ?? "")")
        let switched = try call(result, "Screens.swift", 11)
        #expect(switched.reason?.hasPrefix("set in TabBarViewController.viewDidLayoutSubviews, which UIKit calls once") == true, "\(switched.reason ?? "")")
    }

    /// A screen class whose name is written only where it is declared (its `@interface`, `@implementation`, a header's
    /// `#import`, a Swift `class` and `extension`) is made by nothing: what its `viewDidLoad` sets never runs. Any
    /// other mention keeps it: a storyboard's or a `.xib`'s class, a string, a subclass, a type annotation.
    @Test func aScreenNothingMakesSetsNothing() throws {
        writeObjCAppDelegate(
            launch: "self.window.rootViewController = [[HomeViewController alloc] init];",
            more: "- (void)helper { NSString *name = @\"ByNameTabs\"; NSLog(@\"%@\", name); }\n")
        write("AppDelegate.h", "#import \"LeftOverTabs.h\"\n@class LeftOverTabs;\n")
        write("LeftOverTabs.h", "@interface LeftOverTabs : UITabBarController\n@end\n")
        write(
            "LeftOverTabs.m",
            """
            //  LeftOverTabs.m
            #import "LeftOverTabs.h"
            @interface LeftOverTabs ()
            @end
            @implementation LeftOverTabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[UITabBar appearance] setTintColor:[UIColor redColor]];
            }
            @end
            """)
        write(
            "Screens.swift",
            """
            import UIKit
            class HomeViewController: UIViewController {}
            class SwiftLeftOver: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UITabBar.appearance().barTintColor = .blue
                }
            }
            extension SwiftLeftOver: UITabBarControllerDelegate {}
            class BoardTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UITabBar.appearance().unselectedItemTintColor = .green
                }
            }
            class ByNameTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIToolbar.appearance().tintColor = .green
                }
            }
            class BaseTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIToolbar.appearance().barTintColor = .green
                }
            }
            class NibTabs: BaseTabs {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UISwitch.appearance().onTintColor = .green
                }
            }
            """)
        writeStoryboard("Other.storyboard", initial: "b", [#"<tabBarController id="b" customClass="BoardTabs" sceneMemberID="viewController"/>"#])
        write("Window.xib", #"<document><objects><tabBarController id="n" customClass="NibTabs"/></objects></document>"#)
        let result = run()
        for (file, line) in [("LeftOverTabs.m", 8), ("Screens.swift", 6)] {
            let unmade = try call(result, file, line)
            #expect(unmade.status == .obsolete, "\(file):\(line)")
            #expect(unmade.reason?.contains("of a screen no file read makes: its name is written only where it is declared") == true, "\(unmade.reason ?? "")")
        }
        for line in [13, 19, 25, 31] {
            #expect(try call(result, "Screens.swift", line).status != .obsolete, "line \(line)")
        }
    }
}

extension AppearanceEvaluationTests {
    /// A view of the first screen's scene is unarchived as the app starts: its `awakeFromNib` runs before the view
    /// is in the window, so what it sets on a proxy is the app's style at launch. A view of a later scene still
    /// sets it as that screen loads.
    @Test func aViewOfTheFirstScreenWakesAtLaunch() throws {
        write(
            "Bars.swift",
            """
            import UIKit
            class TabBar: UITabBar {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    UITabBar.appearance().barTintColor = .systemTeal
                }
            }
            class RoundButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    UIButton.appearance().tintColor = .systemPink
                }
            }
            class DetailViewController: UIViewController {}

            """)
        writeStoryboard(
            initial: "tabs-1",
            [
                """
                <tabBarController id="tabs-1" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar-1" customClass="TabBar" customModule="App" customModuleProvider="target"/>
                </tabBarController>
                """,
                """
                <viewController id="detail-1" customClass="DetailViewController" customModule="App" sceneMemberID="viewController">
                    <button opaque="NO" id="btn-1" customClass="RoundButton" customModule="App"/>
                </viewController>
                """,
            ])
        let result = run()
        #expect(try written(result, "Bars.swift", 5) == "barTintColor: systemTeal")
        let later = try call(result, "Bars.swift", 11)
        #expect(later.status == .notConverted)
        #expect(later.stoppedAt == "awakeFromNib")
    }
}

extension AppearanceEvaluationTests {
    /// A later screen setting what launch code set, to the value a name of the launch's holds, changes nothing:
    /// the values are compared as read, not as written.
    @Test func theSameValueThroughANameSetAgainLaterChangesNothing() throws {
        writeAppDelegate(
            launch: "UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).font = UIFont(name: mediumFont, size: 14)",
            more: """
                }
                public var mediumFont = "AvenirNext-Medium"
                class VideosViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).font = UIFont(name: "AvenirNext-Medium", size: 14)
                    }
                """)
        writeStoryboard(
            initial: "home-1",
            [
                #"<viewController id="home-1" customClass="HomeViewController" customModule="App" sceneMemberID="viewController"/>"#,
                #"<tableViewController id="videos-1" customClass="VideosViewController" customModule="App" sceneMemberID="viewController"/>"#,
            ])
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 5) == "font: { family: \"AvenirNext-Medium\", size: 14 }")
        #expect(try call(result, "AppDelegate.swift", 13).reason?.hasPrefix("set when the VideosViewController screen loads") == true)
    }
}

extension AppearanceEvaluationTests {
    /// A SwiftUI view a coordinator puts in a hosting controller, the coordinator started by the scene's launch, is
    /// made at launch: its init's calls are the app's style. One a later action's coordinator makes is not.
    @Test func aViewTheLaunchsCoordinatorHostsIsMadeAtLaunch() throws {
        write(
            "Coordinators.swift",
            """
            import SwiftUI
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let navigationController = UINavigationController()
                lazy var coordinator = ListCoordinator(navigationController: navigationController)
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    coordinator.start()
                    window?.rootViewController = navigationController
                }
            }
            final class ListCoordinator {
                weak var navigationController: UINavigationController?
                init(navigationController: UINavigationController?) { self.navigationController = navigationController }
                func start() {
                    let view = ListView()
                    navigationController?.pushViewController(UIHostingController(rootView: view), animated: false)
                }
                func openDetails() {
                    DetailsCoordinator().start()
                }
            }
            final class DetailsCoordinator {
                func start() {
                    UINavigationController().pushViewController(UIHostingController(rootView: DetailsView()), animated: true)
                }
            }
            struct ListView: View {
                init() { UITableView.appearance().backgroundColor = .clear }
                var body: some View { List { Text("") } }
            }
            struct DetailsView: View {
                init() { UISwitch.appearance().onTintColor = .green }
                var body: some View { Text("") }
            }

            """)
        let result = run()
        #expect(try written(result, "Coordinators.swift", 28) == "backgroundColor: clear")
        #expect(try call(result, "Coordinators.swift", 32).status == .notConverted)
    }
}

extension AppearanceEvaluationTests {
    /// A scene delegate's scene is a window scene on iOS: `if let windowScene = scene as? UIWindowScene` holds, and
    /// the window made in it is the app's. A local window's tint in a branch not followed is reported, never left out.
    @Test func aSceneDelegatesWindowSceneCastHolds() throws {
        write(
            "SceneDelegate.swift",
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var flag = false
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if let windowScene = scene as? UIWindowScene {
                        let window = UIWindow(windowScene: windowScene)
                        window.tintColor = .systemPink
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                    if flag {
                        let other = UIWindow(frame: .zero)
                        other.backgroundColor = .black
                    }
                }
            }

            """)
        let result = run()
        #expect(try written(result, "SceneDelegate.swift", 8) == "tintColor: systemPink")
        let other = try call(result, "SceneDelegate.swift", 14)
        #expect(other.status == .notConverted)
        #expect(other.stoppedAt == "flag")
    }
}

extension AppearanceEvaluationTests {
    /// The storyboard's first screen, holding child screens it builds as it loads (`addChildViewController:`), makes
    /// them at launch: a child class's `+initialize` runs then. A class method of a screen the first screen's
    /// `viewDidLoad` calls runs at launch too, whichever class declares it.
    @Test func whatTheStoryboardsFirstScreenBuildsAsItLoadsIsMadeAtLaunch() throws {
        write(
            "Screens.m",
            """
            @implementation GMLNavigationController
            + (void)initialize {
                [[UINavigationBar appearance] setTintColor:[UIColor whiteColor]];
            }
            + (void)setupAppearance {
                [[UIBarButtonItem appearance] setTintColor:[UIColor orangeColor]];
            }
            @end
            @implementation SettingsNavigationController
            + (void)initialize {
                [[UISwitch appearance] setOnTintColor:[UIColor greenColor]];
            }
            @end
            @implementation RootViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [GMLNavigationController setupAppearance];
                [self addChildControllers];
            }
            - (void)addChildControllers {
                GMLNavigationController *navi = [[GMLNavigationController alloc] initWithRootViewController:[[UIViewController alloc] init]];
                [self addChildViewController:navi];
            }
            - (void)openSettings {
                [self presentViewController:[[SettingsNavigationController alloc] init] animated:YES completion:nil];
            }
            @end

            """)
        write("Screens.h", "@interface GMLNavigationController : UINavigationController\n@end\n@interface SettingsNavigationController : UINavigationController\n@end\n@interface RootViewController : UIViewController\n@end\n")
        writeStoryboard(initial: "root-1", [#"<viewController id="root-1" customClass="RootViewController" sceneMemberID="viewController"/>"#])
        let result = run()
        #expect(try written(result, "Screens.m", 3) == "tintColor: white")
        #expect(try written(result, "Screens.m", 6) == "tintColor: orange")
        #expect(try call(result, "Screens.m", 11).status == .notConverted)
    }
}

extension AppearanceEvaluationTests {
    /// An app delegate's method UIKit calls on an event (`application(_:open:options:)`) is not its launch, even where
    /// the delegate has no `didFinishLaunchingWithOptions`.
    @Test func anAppDelegatesURLHandlerIsNotItsLaunch() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
                    UINavigationBar.appearance().tintColor = .white
                    return true
                }
                func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UITabBar.appearance().tintColor = .red
                    return true
                }
            }

            """)
        let result = run()
        let opened = try call(result, "AppDelegate.swift", 6)
        #expect(opened.status == .notConverted)
        #expect(opened.reason?.hasPrefix("set in AppDelegate.application(_:open:options:), which UIKit calls on an event after launch") == true, "\(opened.reason ?? "")")
        #expect(try written(result, "AppDelegate.swift", 10) == "tintColor: red")
    }
}

extension AppearanceEvaluationTests {
    /// In an app with scenes, the scene delegate makes the window: the app delegate's `window` is nil, and a tint
    /// given to it sets nothing. Where the app declares no scenes, UIKit gives the app delegate its window.
    @Test func theAppDelegatesWindowIsNilInAnAppWithScenes() throws {
        writeAppDelegate(launch: "self.window?.tintColor = .systemRed\n        setTint()", more: "private func setTint() { window?.backgroundColor = .white }")
        write(
            "SceneDelegate.swift",
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.backgroundColor = .systemBackground
                }
            }

            """)
        let before = run()
        #expect(try written(before, "AppDelegate.swift", 5) == "tintColor: systemRed")
        writeSceneManifest()
        let result = run()
        let tint = try call(result, "AppDelegate.swift", 5)
        #expect(tint.status == .obsolete)
        // In a method launch code calls, too.
        #expect(try call(result, "AppDelegate.swift", 9).status == .obsolete)
        #expect(tint.reason?.hasPrefix("the app delegate's window, which is nil in an app with scenes") == true, "\(tint.reason ?? "")")
        #expect(try written(result, "SceneDelegate.swift", 5) == "backgroundColor: systemBackground")
        // Another app of the folder declaring an app delegate of the name that makes its window says nothing of this one.
        write("Store/Delegate.swift", "import UIKit\nextension AppDelegate {\n    func tint() {\n        self.window?.tintColor = .systemTeal\n    }\n}\n")
        write("Backup/Delegate.swift", "import UIKit\nextension AppDelegate {\n    func make() {\n        window = UIWindow(frame: .zero)\n    }\n}\n")
        #expect(try call(run(), "Store/Delegate.swift", 4).status == .obsolete)
    }

    /// The app's own window class setting its own properties in its init (bare, or on `self`) sets the app's window's:
    /// each is a call, converted where its value is known, reported where it is read at run time. R.swift's string
    /// `R.string.localizable.appearance()` is no proxy.
    @Test func theAppsWindowClassSettingItsOwnPropertiesIsTheWindows() throws {
        writeAppDelegate(launch: "window = Window(frame: UIScreen.main.bounds)")
        write(
            "Window.swift",
            """
            import UIKit
            class Window: UIWindow {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    tintColor = .systemPink
                    updateStyle()
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                @objc private func updateStyle() {
                    self.overrideUserInterfaceStyle = Settings.shared.style
                }
            }
            func settingsTitle() -> String { R.string.localizable.appearance() }

            """)
        let result = run()
        #expect(try written(result, "Window.swift", 5) == "tintColor: systemPink")
        let style = try call(result, "Window.swift", 10)
        #expect(style.status != .converted)
        #expect(style.stoppedAt?.hasPrefix("Settings") == true)
        #expect(result.calls.allSatisfy { !($0.file.hasSuffix("Window.swift") && $0.line == 13) })
    }

    /// `ProcessInfo`'s Mac tests are false on the iPhones and iPads a stylesheet is for: the branch is decided.
    @Test func aBranchOnRunningOnAMacIsDecidedForTheDevice() throws {
        writeAppDelegate(
            launch: """
                if !ProcessInfo.processInfo.isiOSAppOnMac { UITableView.appearance().sectionHeaderTopPadding = 0 }
                        if ProcessInfo.processInfo.isMacCatalystApp { UINavigationBar.appearance().tintColor = .red }
                """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 5) == "sectionHeaderTopPadding: 0")
        #expect(try call(result, "AppDelegate.swift", 6).status == .obsolete)
    }

    /// A helper naming the window the app shows (`WindowHelper.activeWindow`) is the app's window.
    @Test func aHelpersActiveWindowIsTheAppsWindow() throws {
        writeAppDelegate(
            launch: """
                WindowHelper.activeWindow?.tintColor = .systemOrange
                        WindowHelper.activeWindow?.overrideUserInterfaceStyle = Theme.current.useDark ? .dark : .light
                """)
        let result = run()
        #expect(try written(result, "AppDelegate.swift", 5) == "tintColor: systemOrange")
        #expect(try call(result, "AppDelegate.swift", 6).status != .converted)
    }
}
