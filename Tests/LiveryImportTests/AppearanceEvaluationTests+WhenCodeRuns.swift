import Foundation
import Testing

@testable import LiveryImport

/// Whether code runs at launch, and on which window: a first screen built only for some users, a delegate's
/// method sent as the user scrolls, `if let window = window` after the window is made, windows the importer
/// does not take for the app's, and a scene configuration UIKit asks for only as it makes a new session.
extension AppearanceEvaluationTests {
    /// A screen launch code builds on one side of a branch on a run-time value (a sign-in screen for users with no
    /// session) is not known to show first: what its loading sets is reported, not written for every launch.
    @Test func aScreenBuiltOnlyInABranchOfLaunchCodeIsNotAFirstScreen() throws {
        writeAppDelegate(
            launch: """
                if !SessionManager.shared.hasSession() {
                    window?.rootViewController = UINavigationController(rootViewController: SignInViewController())
                } else {
                    window?.rootViewController = HomeViewController()
                }
                """)
        write(
            "Screens.swift",
            """
            import UIKit
            extension UIPageControl {
                static func changeIndicators(_ indicator: UIColor, current: UIColor) {
                    let control = UIPageControl.appearance()
                    control.pageIndicatorTintColor = indicator
                    control.currentPageIndicatorTintColor = current
                }
            }
            class SignInViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpViews()
                }
                private func setUpViews() {
                    UIPageControl.changeIndicators(.systemGray, current: .darkGray)
                }
            }
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UISwitch.appearance().onTintColor = .systemGreen
                }
            }
            final class SessionManager {
                static let shared = SessionManager()
                func hasSession() -> Bool { UserDefaults.standard.bool(forKey: "session") }
            }

            """)
        let result = run()
        for line in [5, 6, 21] {
            let set = try call(result, "Screens.swift", line)
            #expect(set.status == .notConverted, "line \(line)")
            #expect(set.reason?.contains("only in a branch (a user signed in, a stored setting)") == true, "\(set.reason ?? "")")
        }
        #expect(!result.stylesheet.contains("pageIndicatorTintColor"))
    }

    /// `if let window = window` right after `window = UIWindow(frame: …)` in the app delegate holds: the tint set
    /// inside is the app's window's.
    @Test func theWindowJustMadeIsBoundByIfLet() throws {
        writeAppDelegate(
            launch: """
                window = UIWindow(frame: UIScreen.main.bounds)
                if let window = window {
                    window.tintColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                    window.rootViewController = UITabBarController()
                    window.makeKeyAndVisible()
                }
                """)
        #expect(try written(run(), "AppDelegate.swift", 7) == "tintColor: \"#336699\"")
    }

    /// A delegate's method UIKit sends as something happens (`scrollViewDidScroll(_:)`, in Swift and in Objective-C, of
    /// a class deriving from NSObject that adopts the delegate protocol) runs after launch: what it sets is reported.
    /// The app delegate's `applicationDidBecomeActive(_:)` is not taken for one.
    @Test func aDelegatesMethodToldOfAnEventRunsAfterLaunch() throws {
        write(
            "Feed.swift",
            """
            import UIKit
            final class FeedScrollHandler: NSObject, UIScrollViewDelegate {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    UITabBar.appearance().barTintColor = .systemGreen
                }
                func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
                    UISearchBar.appearance().tintColor = .systemRed
                    return true
                }
            }

            """)
        write("Scroller.h", "#import <UIKit/UIKit.h>\n@interface Scroller : NSObject <UIScrollViewDelegate>\n@end\n")
        write(
            "Scroller.m",
            """
            #import "Scroller.h"
            @implementation Scroller
            - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
                [[UINavigationBar appearance] setBarTintColor:[UIColor blueColor]];
            }
            @end

            """)
        writeAppDelegate(launch: "UISlider.appearance().tintColor = .systemPink", more: "func applicationDidBecomeActive(_ application: UIApplication) {}")
        let result = run()
        for (file, line, sender) in [("Feed.swift", 4, "scrollView"), ("Feed.swift", 7, "searchBar"), ("Scroller.m", 4, "scrollView")] {
            let set = try call(result, file, line)
            #expect(set.status == .notConverted, "\(file):\(line)")
            #expect(set.reason?.contains("a delegate's method, which its \(sender) calls as something happens") == true, "\(set.reason ?? "")")
        }
        #expect(try written(result, "AppDelegate.swift", 5) == "tintColor: systemPink")
    }

    /// A window's property set where the importer does not follow it to the app's window (an overlay window the code
    /// makes, each window of a list in a closure kept for later, Objective-C's `[self.overlayWindow setTintColor:…]`)
    /// is reported at its line, never passed over.
    @Test func windowsNotTakenForTheAppsAreReported() throws {
        write(
            "WindowManager.swift",
            """
            import UIKit
            import Combine
            final class WindowManager {
                var overlayWindow: UIWindow!
                var windows: [UIWindow] = []
                var cancellable: AnyCancellable?
                func configure(scene: UIWindowScene) {
                    overlayWindow = UIWindow(windowScene: scene)
                    overlayWindow.tintColor = .systemIndigo
                    cancellable = Settings.shared.$style.sink { style in
                        self.windows.forEach { window in
                            window.overrideUserInterfaceStyle = style
                        }
                    }
                }
            }

            """)
        write(
            "Overlay.m",
            """
            @implementation Overlay
            - (void)show {
                [self.overlayWindow setTintColor:[UIColor redColor]];
            }
            @end

            """)
        let result = run()
        let overlay = try call(result, "WindowManager.swift", 9)
        #expect(overlay.status == .notConverted)
        #expect(overlay.reason?.hasPrefix("set on overlayWindow, which the importer does not follow to the app's window") == true, "\(overlay.reason ?? "")")
        let each = try call(result, "WindowManager.swift", 12)
        #expect(each.status == .notConverted)
        #expect(each.reason?.hasPrefix("inside a closure passed to sink(") == true, "\(each.reason ?? "")")
        #expect(try call(result, "Overlay.m", 3).status == .notConverted)
        #expect(!result.stylesheet.contains("UIWindow"))
    }

    /// `UIApplication.shared.delegate?.window??` in an app with scenes whose app delegate has no window sets nothing;
    /// a colour read from the user's defaults says so; UIKit asks for a scene's configuration only as it makes a new
    /// session, so what that sets runs on some launches only.
    @Test func anAppDelegatesMissingWindowAndAStoredColourAreToldApart() throws {
        writeSceneManifest()
        write(
            "AppDelegate.swift",
            """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    UIWindow.appearance().overrideUserInterfaceStyle = .light
                    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                }
            }

            """)
        write(
            "SceneDelegate.swift",
            """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.tintColor = UIColor.Custom.primary
                }
            }
            extension UIColor {
                enum Custom {
                    static var primary: UIColor {
                        UIColor(white: UserDefaults.standard.value(forKey: "PrimaryWhite") as? CGFloat ?? 0.5, alpha: 1)
                    }
                }
            }
            final class SettingsViewController: UIViewController {
                func pick(_ color: UIColor) {
                    UIApplication.shared.delegate?.window??.tintColor = color
                }
            }

            """)
        let result = run()
        let stored = try call(result, "SceneDelegate.swift", 5)
        #expect(stored.status == .notConverted)
        #expect(stored.reason?.contains("is read from the user's defaults at run time") == true, "\(stored.reason ?? "")")
        let missing = try call(result, "SceneDelegate.swift", 17)
        #expect(missing.status == .obsolete, "\(missing.reason ?? "")")
        let configuration = try call(result, "AppDelegate.swift", 4)
        #expect(configuration.status == .notConverted)
        #expect(configuration.reason?.contains("as it makes a new scene session") == true, "\(configuration.reason ?? "")")
    }

    /// A helper declared to return an attributed string, calling itself once per element of a document, is not followed
    /// for an appearance object: the messages to what it returns are no calls, however many there are.
    @Test func aHelperReturningAnAttributedStringIsNotFollowedForAnObject() throws {
        let cases = (0..<40).map { index in
            """
                        case "t\(index)":
                            content = attributedString(element: child, body: body, preserve: preserve, tag: tag, index: &childIndex, level: level)
                            content.append(NSAttributedString(string: "\\n"))
            """
        }.joined(separator: "\n")
        write(
            "Builder.swift",
            """
            import UIKit
            struct Builder {
                func attributedString(element: Element, body: Element, preserve: Bool, tag: String?, index: inout Int, level: Int) -> NSMutableAttributedString {
                    let result = NSMutableAttributedString()
                    for child in element.children() {
                        var content = NSMutableAttributedString()
                        var childIndex = 1
                        switch child.tag {
            \(cases)
                        default:
                            content = attributedString(element: child, body: body, preserve: preserve, tag: tag, index: &childIndex, level: level)
                        }
                        result.append(content)
                    }
                    return result
                }
            }

            """)
        #expect(run().calls.isEmpty)
    }

    /// A colour member a package's extension of UIColor declares (`.compound.textActionPrimary`) is named as declared
    /// in no file read, not taken for a value computed at run time.
    @Test func aPackagesColourIsNamedAsDeclaredInNoFileRead() throws {
        writeAppDelegate(launch: "window?.tintColor = .compound.textActionPrimary")
        let tint = try call(run(), "AppDelegate.swift", 5)
        #expect(tint.status == .notConverted)
        #expect(tint.reason?.contains("'compound' is declared in no file read") == true, "\(tint.reason ?? "")")
    }

    /// A window's style set bare in an extension of UIWindow (`overrideUserInterfaceStyle = style`, sent to the app's
    /// window from launch with the user's saved choice) is reported, never passed over.
    @Test func aWindowPropertySetInAnExtensionOfUIWindowIsReported() throws {
        writeAppDelegate(launch: "window = UIWindow(frame: UIScreen.main.bounds)\n        window?.settingTheme()")
        write(
            "Window+Theme.swift",
            """
            import UIKit
            extension UIWindow {
                func settingTheme() {
                    guard let style = UIUserInterfaceStyle(rawValue: UserDefaults.standard.integer(forKey: "theme")) else { return }
                    overrideUserInterfaceStyle = style
                }
            }

            """)
        let style = try call(run(), "Window+Theme.swift", 5)
        #expect(style.status == .notConverted)
        #expect(style.reason?.hasPrefix("set on the window a method of UIWindow's (or of a window class) is sent to") == true, "\(style.reason ?? "")")
    }

    /// The view an `App`'s scene makes is made at launch, though the scene's modifiers are compiled only for another
    /// platform (`#if os(visionOS) .defaultSize(…) #endif`): its init's proxies are the launch's.
    @Test func theScenesRootViewIsMadeAtLaunchPastAPlatformsModifiers() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct FeedApp: App {
                var body: some Scene {
                    WindowGroup {
                        ZStack {
                            RootTabView()
                        }
                    }
                    #if os(visionOS)
                    .defaultSize(CGSize(width: 600, height: 1000))
                    #endif
                }
            }
            struct RootTabView: View {
                init() {
                    UITabBar.appearance().tintColor = .red
                }
                var body: some View { Text("Feed") }
            }

            """)
        #expect(try written(run(), "App.swift", 16) == "tintColor: red")
    }

    /// A view's `onAppear` runs as that view shows: the App's scene content's, the root view's, a modifier's the root
    /// view applies and a view extension's only the root view calls run as the app launches, and convert; a modifier's
    /// or an extension's that a screen opened later applies are reported, in a modifier's `body(content:)` as in a view's
    /// `body`.
    @Test func anOnAppearRunsAtLaunchOnlyForTheFirstScreen() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                        .onAppear { UIPageControl.appearance().currentPageIndicatorTintColor = .gray }
                }
            }
            struct RootView: View {
                var body: some View {
                    NavigationStack { SignInView() }
                        .onAppear { UINavigationBar.appearance().tintColor = .red }
                        .titleColor()
                        .modifier(TabModifier())
                }
            }
            struct SignInView: View {
                var body: some View {
                    Text("Sign in").barAppearance()
                }
            }
            extension View {
                func titleColor() -> some View {
                    onAppear { UITabBar.appearance().tintColor = .blue }
                }
                func barAppearance() -> some View {
                    modifier(BarModifier())
                }
            }
            struct TabModifier: ViewModifier {
                func body(content: Content) -> some View {
                    content.onAppear { UISwitch.appearance().onTintColor = .green }
                }
            }
            struct BarModifier: ViewModifier {
                func body(content: Content) -> some View {
                    content.onAppear { UIToolbar.appearance().barTintColor = .yellow }
                }
            }

            """)
        let result = run()
        #expect(try written(result, "App.swift", 5) == "currentPageIndicatorTintColor: gray")
        #expect(try written(result, "App.swift", 11) == "tintColor: red")
        #expect(try written(result, "App.swift", 23) == "tintColor: blue")
        #expect(try written(result, "App.swift", 31) == "onTintColor: green")
        let later = try call(result, "App.swift", 36)
        #expect(later.status == .notConverted)
        #expect(later.reason == "inside a SwiftUI view's onAppear closure, which runs while that view shows, not for the whole app")
        #expect(later.stoppedAt == "onAppear")
    }

    /// Sample apps in one folder, each with its own `ContentView` its scene delegate makes: which one launch makes is not
    /// known, and the report says so rather than that a body makes it later.
    @Test func aViewSeveralAppsInOneFolderDeclareIsSaidToBeSo() throws {
        for (app, size) in [("Lists", 20), ("Titles", 25)] {
            write(
                "\(app)/SceneDelegate.swift",
                """
                import UIKit
                import SwiftUI
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let contentView = ContentView()
                        if let windowScene = scene as? UIWindowScene {
                            let window = UIWindow(windowScene: windowScene)
                            window.rootViewController = UIHostingController(rootView: contentView)
                            self.window = window
                            window.makeKeyAndVisible()
                        }
                    }
                }
                struct ContentView: View {
                    init() {
                        UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont(name: "Georgia-Bold", size: \(size))!]
                    }
                    var body: some View { Text("\(app)") }
                }

                """)
        }
        let result = run()
        for app in ["Lists", "Titles"] {
            let title = try call(result, "\(app)/SceneDelegate.swift", 17)
            #expect(title.status == .notConverted)
            #expect(title.reason?.contains("the files read declare ContentView more than once (several apps in one folder)") == true, "\(title.reason ?? "")")
        }
    }

    /// The scene delegate starts a coordinator it keeps in a local; the coordinator shows a root view whose body asks
    /// another coordinator for the first screen (`CountriesCoordinator().start()`, declared to return `CountriesView`):
    /// that view is made at launch, and its init's proxies are the launch's, though two coordinators declare `start`.
    @Test func aViewACoordinatorReturnsToTheRootViewIsMadeAtLaunch() throws {
        write(
            "App.swift",
            """
            import SwiftUI
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let coordinator = AppCoordinator(scene: scene)
                    coordinator.start()
                    window = coordinator.window
                }
            }
            final class AppCoordinator {
                private(set) var window: UIWindow?
                let scene: UIScene
                init(scene: UIScene) { self.scene = scene }
                func start() {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIHostingController(rootView: RootView())
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }
            struct RootView: View {
                var body: some View { CountriesCoordinator().start() }
            }
            final class CountriesCoordinator {
                func start() -> CountriesView { makeList() }
                private func makeList() -> CountriesView { CountriesView() }
            }
            struct CountriesView: View {
                init() {
                    UINavigationBar.appearance().tintColor = .systemRed
                }
                var body: some View { Text("Countries") }
            }

            """)
        #expect(try written(run(), "App.swift", 31) == "tintColor: systemRed")
    }

    /// A window class of the app's that no app or scene delegate makes (a toast's overlay at the alert level) is not
    /// the app's window: what it sets on itself is reported, never written for `UIWindow`.
    @Test func anOverlaysWindowClassIsNotTheAppsWindow() throws {
        writeAppDelegate(launch: "window = UIWindow(frame: UIScreen.main.bounds)")
        write(
            "Toast.swift",
            """
            import UIKit
            final class ToastPresenter {
                private var window: UIWindow?
                func show(in scene: UIWindowScene) {
                    window = ToastWindow(windowScene: scene)
                    window?.isHidden = false
                }
            }
            private class ToastWindow: UIWindow {
                override init(windowScene: UIWindowScene) {
                    super.init(windowScene: windowScene)
                    windowLevel = .alert
                    backgroundColor = .clear
                }
                required init?(coder: NSCoder) { nil }
            }

            """)
        let result = run()
        #expect(try call(result, "Toast.swift", 13).status == .notConverted)
        #expect(!result.stylesheet.contains("UIWindow"))
    }
}
