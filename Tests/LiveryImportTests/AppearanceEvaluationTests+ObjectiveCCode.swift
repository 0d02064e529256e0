import Foundation
import Testing

@testable import LiveryImport

/// Objective-C written the ways older apps write their appearance code: methods of one
/// name told apart by their selectors, C functions as colour helpers, version checks
/// through a local or a negated macro, a file's own `#define` deciding an `#if`, and
/// `self` as a container in a class method.
extension AppearanceEvaluationTests {
    /// An Objective-C app delegate whose launch runs `launch` (from the file's third line), with the methods `more` after it.
    func writeObjCAppDelegate(launch: String, more: String = "") {
        write(
            "AppDelegate.m",
            "@implementation AppDelegate\n"
                + "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {\n"
                + "    \(launch)\n    return YES;\n}\n\(more)@end\n")
    }

    /// A header's include guard (`#ifndef __THEME_H__` then `#define __THEME_H__`) holds as the header is first read,
    /// though a name starting `__` is otherwise the compiler's: the macros inside it are known.
    @Test func aHeadersIncludeGuardNamedLikeTheCompilersKeepsItsMacros() throws {
        write(
            "Theme.pch",
            """
            #ifndef ____theme_pch
            #define ____theme_pch
            #define brandColor(R,G,B,a) [UIColor colorWithRed:(R)/255.0 green:(G)/255.0 blue:(B)/255.0 alpha:a]
            #endif

            """)
        writeObjCAppDelegate(launch: "[[UINavigationBar appearance] setTintColor:brandColor(255, 0, 0, 1.0)];")
        #expect(try written(run(), "AppDelegate.m", 3) == "tintColor: \"#FF0000\"")
    }

    /// A name no file read defines (a macro of a prefix header kept out of the repository) is said to be one, not a
    /// value computed as the app runs; a global the code gives a value as it runs is still that.
    @Test func aNameNoFileDefinesIsReportedAsAMacroOfAFileNotRead() throws {
        write("Globals.m", "static UIColor *kAccent;\nvoid loadAccent(void) {\n    kAccent = [UIColor colorWithWhite:[NSUserDefaults.standardUserDefaults floatForKey:@\"w\"] alpha:1];\n}\n")
        writeObjCAppDelegate(launch: "[[UISwitch appearance] setOnTintColor:kBrandBlue];\n    [[UISlider appearance] setTintColor:kAccent];")
        let result = run()
        let undefined = try call(result, "AppDelegate.m", 3)
        #expect(undefined.status == .notConverted)
        #expect(undefined.reason?.contains("'kBrandBlue' is defined in no file read: a macro or a constant of a file not read") == true, "\(undefined.reason ?? "")")
        #expect(try call(result, "AppDelegate.m", 4).reason?.contains("is defined in no file read") == false)
        #expect(NameUses.defines("kX", in: "#define kX [UIColor redColor]\n"))
        #expect(NameUses.defines("kX", in: "- (void)setTint:(UIColor *)kX {\n"))
        #expect(NameUses.defines("kX", in: "typedef enum {\n    kX,\n} Kind;\n"))
        #expect(NameUses.defines("kX", in: "CGFloat kX;\n"))
        #expect(!NameUses.defines("kX", in: "[[UISwitch appearance] setOnTintColor:kX];\nself.view.backgroundColor = kX;\n"))
    }

    /// libextobjc's `@safecategory(UIColor, BMColors)` opens a category as `@implementation UIColor (BMColors)` does:
    /// its class methods are UIColor's, and `UIColor.bm_barTintColor` comes to the colour they return.
    @Test func aSafeCategorysClassMethodsAreTheClasss() throws {
        writeObjCAppDelegate(launch: "UINavigationBar.appearance.barTintColor = UIColor.bm_barTintColor;")
        write(
            "UIColor+BMColors.m",
            """
            @import libextobjc;
            @safecategory(UIColor, BMColors)
            + (UIColor *)bm_colorWithHex:(UInt32)hex alpha:(CGFloat)alpha {
                int r = (hex >> 16) & 0xFF;
                int g = (hex >> 8) & 0xFF;
                int b = (hex) & 0xFF;
                return [UIColor colorWithRed:r/255.f green:g/255.f blue:b/255.f alpha:alpha];
            }
            + (UIColor *)bm_colorWithHex:(UInt32)hex {
                return [self bm_colorWithHex:hex alpha:1.f];
            }
            + (UIColor *)bm_barTintColor {
                return [self bm_colorWithHex:0x009688];
            }
            @end

            """)
        let result = run()
        #expect(try call(result, "AppDelegate.m", 3).status == .converted)
        #expect(result.stylesheet.contains("\"#009688\""), "\(result.stylesheet)")
    }

    /// An Objective-C init storing colours in its ivars (`_tintColor = …`) then setting proxies from its properties
    /// (`self.tintColor`): each property read is the value its ivar was given above.
    @Test func aPropertyReadAfterItsIvarIsGivenAValueIsThatValue() throws {
        writeObjCAppDelegate(launch: "[Theme shared];")
        write(
            "Theme.m",
            """
            @implementation Theme
            + (instancetype)shared {
                static Theme *theme;
                static dispatch_once_t once;
                dispatch_once(&once, ^{ theme = [Theme new]; });
                return theme;
            }
            - (instancetype)init {
                if (self = [super init]) {
                    _tintColor = UIColor.systemTealColor;
                    _backgroundColor = UIColor.systemBackgroundColor;
                    UITabBar *tabBar = UITabBar.appearance;
                    tabBar.tintColor = self.tintColor;
                    tabBar.barTintColor = self.backgroundColor;
                    UISwitch.appearance.onTintColor = self.onColor;
                }
                return self;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Theme.m", 13) == "tintColor: tintColor")
        #expect(try written(result, "Theme.m", 14) == "barTintColor: backgroundColor")
        #expect(result.stylesheet.contains("tintColor: systemTeal"), "\(result.stylesheet)")
        // A property whose ivar the method gives no value is not known.
        #expect(try call(result, "Theme.m", 15).status == .notConverted)
    }

    /// Objective-C's `+initialize` runs as its class is first used: a screen's launch code never builds, as the user
    /// first opens it, whether it declares a load callback or not; the first screen's at launch, and that of a screen a
    /// container launch code may build makes.
    @Test func aLaterScreensInitializeIsNotTheAppsStyleAtLaunch() throws {
        writeObjCAppDelegate(
            launch: "self.window.rootViewController = [[BrandNavigationController alloc] initWithRootViewController:[[ListViewController alloc] init]];\n"
                + "    if (launchedBefore) { self.window.rootViewController = [[MainTabBarController alloc] init]; }")
        write(
            "Screens.m",
            """
            @interface BrandNavigationController : UINavigationController
            @end
            @interface MapNavigationController : UINavigationController
            @end
            @implementation BrandNavigationController
            + (void)initialize {
                [[UINavigationBar appearance] setTintColor:[UIColor systemTealColor]];
            }
            @end
            @implementation MapNavigationController
            + (void)initialize {
                [[UIToolbar appearance] setTintColor:[UIColor systemPinkColor]];
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
            }
            @end
            @interface TabNavigationController : UINavigationController
            @end
            @implementation TabNavigationController
            + (void)initialize {
                [[UITabBar appearance] setTintColor:[UIColor systemOrangeColor]];
            }
            @end
            @implementation MainTabBarController
            - (void)viewDidLoad {
                [self addChildViewController:[[TabNavigationController alloc] init]];
            }
            @end
            @implementation ListViewController
            - (void)showMap {
                [self presentViewController:[[MapNavigationController alloc] init] animated:YES completion:nil];
            }
            - (void)showShelf {
                [self presentViewController:[[ShelfTabBarController alloc] init] animated:YES completion:nil];
            }
            @end
            @interface ShelfTabBarController : UITabBarController
            @end
            @implementation ShelfTabBarController
            + (void)initialize {
                [[UITabBarItem appearance] setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor redColor]} forState:UIControlStateNormal];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Screens.m", 7) == "tintColor: systemTeal")
        let later = try call(result, "Screens.m", 12)
        #expect(later.status == .notConverted)
        #expect(later.reason?.hasPrefix("set as the MapNavigationController class is first used (initialize)") == true, "\(later.reason ?? "")")
        // A screen declaring no load callback of its own (a storyboard's tab bar controller) is first used as it is made too.
        let shelf = try call(result, "Screens.m", 42)
        #expect(shelf.reason?.hasPrefix("set as the ShelfTabBarController class is first used (initialize)") == true, "\(shelf.reason ?? "")")
        // A container launch code makes in a branch builds its children as it loads: their class may be first used at launch.
        #expect(try written(result, "Screens.m", 22) == "tintColor: systemOrange")
    }

    /// What follows a `return` at a method's own level never runs (styling switched off by an early `return;`): each
    /// call after it is obsolete. A `return` inside a branch, or before a switch's next `case`, leaves the rest live.
    @Test func whatFollowsAReturnAtAMethodsOwnLevelIsObsolete() throws {
        writeObjCAppDelegate(
            launch: "[self customizeAppearance];\n    [self styleTabs:2];",
            more: """
            - (void)customizeAppearance {
                [[UISwitch appearance] setOnTintColor:[UIColor systemGreenColor]];
                return;
                if (![UIBarButtonItem conformsToProtocol:@protocol(UIAppearance)])
                    return;
                [[UINavigationBar appearance] setTintColor:[UIColor redColor]];
            }
            - (void)styleTabs:(NSInteger)count {
                switch (count) {
                    case 1:
                        return;
                    default:
                        [[UITabBar appearance] setTintColor:[UIColor orangeColor]];
                }
            }

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 8) == "onTintColor: systemGreen")
        let dead = try call(result, "AppDelegate.m", 12)
        #expect(dead.status == .obsolete)
        #expect(dead.reason == "after the return at line 9, so it never runs")
        #expect(!result.stylesheet.contains("red"))
        #expect(try call(result, "AppDelegate.m", 19).status != .obsolete)
    }

    @Test func overloadedSelectorsPassTheirValuesDownAChainToTheOneThatMakesTheProxy() throws {
        write(
            "Look.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [Look customizeGlobalAppearance];
                return YES;
            }
            @end
            @implementation Look
            + (void)customizeGlobalAppearance {
                [self customizeTabBarTintColor:[UIColor blackColor] selectedImageTintColor:[UIColor whiteColor] backgroundColor:[UIColor whiteColor]];
            }
            + (void)customizeTabBarTintColor:(UIColor *)tintColor
                      selectedImageTintColor:(UIColor *)selectedImageTintColor
                             backgroundColor:(UIColor *)backgroundColor {
                [self customizeTabBarTintColor:tintColor selectedImageTintColor:selectedImageTintColor backgroundColor:backgroundColor selectionIndicatorImage:nil backgroundImage:nil shadowImage:nil containedInClasses:nil];
            }
            + (void)customizeTabBarTintColor:(UIColor *)tintColor
                      selectedImageTintColor:(UIColor *)selectedImageTintColor
                             backgroundColor:(UIColor *)backgroundColor
                     selectionIndicatorImage:(UIImage *)selectionIndicatorImage
                             backgroundImage:(UIImage *)backgroundImage
                                 shadowImage:(UIImage *)shadowImage {
                [self customizeTabBarTintColor:tintColor selectedImageTintColor:selectedImageTintColor backgroundColor:backgroundColor selectionIndicatorImage:selectionIndicatorImage backgroundImage:backgroundImage shadowImage:shadowImage containedInClasses:nil];
            }
            + (void)customizeTabBarTintColor:(UIColor *)tintColor
                      selectedImageTintColor:(UIColor *)selectedImageTintColor
                             backgroundColor:(UIColor *)backgroundColor
                     selectionIndicatorImage:(UIImage *)selectionIndicatorImage
                             backgroundImage:(UIImage *)backgroundImage
                                 shadowImage:(UIImage *)shadowImage
                          containedInClasses:(Class <UIAppearanceContainer>)containerClass, ... {
                UITabBar *appearance = !containerClass ? [UITabBar appearance] : [UITabBar appearanceWhenContainedInInstancesOfClasses:@[containerClass]];
                [appearance setBarTintColor:tintColor];
                [appearance setTintColor:selectedImageTintColor];
                [appearance setBackgroundImage:backgroundImage];
                [appearance setSelectionIndicatorImage:selectionIndicatorImage];
            }
            + (void)customizeSwitchTintColor:(UIColor *)tintColor {
                [self customizeSwitchTintColor:tintColor containedInClasses:nil];
            }
            + (void)customizeSwitchTintColor:(UIColor *)tintColor containedInClasses:(Class)containerClass {
                UISwitch *appearance = !containerClass ? [UISwitch appearance] : [UISwitch appearanceWhenContainedInInstancesOfClasses:@[containerClass]];
                [appearance setOnTintColor:tintColor];
            }
            @end

            """)
        let result = run()
        // The selector with seven parts is read as a method, its values the ones the launch passes two calls up.
        #expect(try written(result, "Look.m", 32) == "barTintColor: black")
        #expect(try written(result, "Look.m", 33) == "tintColor: white")
        // nil is UIKit's default image, whether or not the schema has the property.
        #expect(try call(result, "Look.m", 34).status == .converted)
        #expect(try call(result, "Look.m", 35).status == .converted)
        #expect(try call(result, "Look.m", 35).stylesheetLine == nil)
        #expect(!result.stylesheet.contains("type: UITabBar\n    inside"))
        // No call reaches the shorter switch selector, and the longer one is called only from it: the name is called
        // by nothing but its own overloads.
        let unreached = try call(result, "Look.m", 42)
        #expect(unreached.status == .notConverted)
        #expect(unreached.reason?.contains("which no file read calls or names") == true, "\(unreached.reason ?? "")")
    }

    @Test func anOverloadNoCallsLabelsNameIsReportedAndItsCallsPassNothing() throws {
        write(
            "Bars.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [Bars styleTint:[UIColor redColor]];
                [Bars styleSwitchIn:[self chosenContainer]];
                return YES;
            }
            @end
            @implementation Bars
            + (void)styleTint:(UIColor *)tint {
                [self styleTint:tint bar:nil];
            }
            + (void)styleTint:(UIColor *)tint shadow:(UIImage *)shadow {
                [self styleTint:[UIColor blueColor] bar:nil];
                [[UINavigationBar appearance] setShadowImage:shadow];
            }
            + (void)styleTint:(UIColor *)tint bar:(Class)bar {
                [[UINavigationBar appearance] setTintColor:tint];
            }
            + (void)styleTint:(UIColor *)tint toolbar:(Class)toolbar {
                [[UIToolbar appearance] setTintColor:tint];
            }
            + (void)styleTint:(UIColor *)tint search:(Class)search {
                [self styleTint:tint toolbar:search];
            }
            + (void)styleSwitchIn:(Class)container {
                UISwitch *appearance = !container ? [UISwitch appearance] : [UISwitch appearanceWhenContainedInInstancesOfClasses:@[container]];
                [appearance setOnTintColor:[UIColor redColor]];
            }
            @end

            """)
        let result = run()
        // Only the one-part selector's call reaches the bar: the uncalled overload's blue is not a second caller.
        #expect(try written(result, "Bars.m", 17) == "tintColor: red")
        let dead = try call(result, "Bars.m", 14)
        #expect(dead.status == .notConverted)
        #expect(dead.reason?.contains("no call in the files read reaches") == true)
        // Called only from an overload no call reaches: never run either.
        let deadToo = try call(result, "Bars.m", 20)
        #expect(deadToo.status == .notConverted)
        #expect(deadToo.reason?.contains("made only from one never called") == true)
        // A container the launch computes leaves which proxy is set to the run.
        let chosen = try call(result, "Bars.m", 27)
        #expect(chosen.status == .notConverted)
        #expect(chosen.reason?.contains("the proxy is chosen by container == nil") == true)
    }

    @Test func aCFunctionNamedAsATypeIsAHelperAndAMemoUnderManualRetainIsItsColour() throws {
        write(
            "Appearance.m",
            """
            #define vendColor(r, g, b) static UIColor *ret; if (ret == nil) ret = [SLFColorWithRGB(r,g,b) retain]; return ret

            @implementation SLFAppearance
            + (id)tarawera {vendColor(10,63,76);}
            + (UIColor *)barTintColor { return [self tarawera]; }
            + (void)setupAppearance {
                [[UINavigationBar appearance] setBarTintColor:[self barTintColor]];
                [[UIToolbar appearance] setBarTintColor:colorWithRGB(255, 255, 255, 0.5)];
            }
            @end

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [SLFAppearance setupAppearance];
                return YES;
            }
            @end

            UIColor *SLFColorWithRGBA(int r, int g, int b, CGFloat a) {
                return [UIColor colorWithRed:(CGFloat)r/255.0 green:(CGFloat)g/255.0 blue:(CGFloat)b/255.0 alpha:a];
            }
            UIColor *SLFColorWithRGB(int r, int g, int b) {
                return SLFColorWithRGBA(r,g,b,1.0);
            }
            UIColor* colorWithRGB(float red, float green, float blue, float alpha) {
                return [UIColor colorWithRed:red/255.0 green:green/255.0 blue:blue/255.0 alpha:alpha];
            }

            """)
        let result = run()
        #expect(try call(result, "Appearance.m", 7).status == .converted)
        #expect(result.stylesheet.contains(##""#0A3F4C""##))
        #expect(try call(result, "Appearance.m", 8).status == .converted)
        #expect(result.stylesheet.contains(##""#FFFFFF80""##))
    }

    @Test func aVersionReadIntoALocalAndANegatedVersionMacroDecideTheirBranches() throws {
        write(
            "Setup.m",
            """
            #define IS_IOS7 ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0)

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                NSUInteger systemVersion = [[UIDevice currentDevice] systemMajorVersion];
                if (systemVersion >= 7) {
                    [[UINavigationBar appearance] setBarTintColor:[UIColor redColor]];
                } else {
                    [[UINavigationBar appearance] setTintColor:[UIColor redColor]];
                }
                if (!IS_IOS7) {
                    [[UISearchBar appearance] setBackgroundImage:[UIImage imageNamed:@"SearchBg.png"]];
                }
                CGFloat version = [[[UIDevice currentDevice] systemVersion] floatValue];
                if (version < 8.0) {
                    [[UITabBar appearance] setTintColor:[UIColor redColor]];
                }
                return YES;
            }
            @end

            """)
        let result = run(deploymentTarget: "8.0")
        #expect(try written(result, "Setup.m", 7) == "barTintColor: red")
        #expect(try call(result, "Setup.m", 9).status == .obsolete)
        #expect(try call(result, "Setup.m", 12).status == .obsolete)
        #expect(try call(result, "Setup.m", 16).status == .obsolete)
    }

    @Test func anIfOnTheFilesOwnDefineLeavesTheOtherThemesOut() throws {
        write(
            "Theme.m",
            """
            #define THEME_OPEN 1
            #define THEME_OLD 2
            #define APP_THEME THEME_OPEN

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            #if APP_THEME == THEME_OPEN
                [[UINavigationBar appearance] setBarTintColor:[UIColor redColor]];
            #elif APP_THEME == THEME_OLD
                [[UINavigationBar appearance] setBarTintColor:[UIColor blueColor]];
            #endif
            #ifdef THEME_OLD
                [[UISwitch appearance] setOnTintColor:[UIColor greenColor]];
            #endif
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Theme.m", 8) == "barTintColor: red")
        let old = try call(result, "Theme.m", 10)
        #expect(old.status == .obsolete)
        #expect(old.reason?.contains("#define of APP_THEME") == true)
        #expect(try written(result, "Theme.m", 13) == "onTintColor: green")
    }

    @Test func selfAndItsClassInAClassMethodAreTheContainer() throws {
        write(
            "BannersViewController.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [BannersViewController customizeAppearance];
                return YES;
            }
            @end
            @implementation BannersViewController
            + (void)customizeAppearance {
                [UITableView appearanceWhenContainedIn:self, nil].separatorColor = [UIColor clearColor];
                [UITableView appearanceWhenContainedIn:self.class, nil].sectionIndexColor = [UIColor redColor];
                [[UITableView appearanceWhenContainedInInstancesOfClasses:@[[self class]]] setBackgroundColor:[UIColor whiteColor]];
                [UITableView appearanceWhenContainedIn:self, nil].tableFooterView = [[UIView alloc] init];
            }
            @end

            """)
        let result = run()
        #expect(result.stylesheet.contains("type: UITableView\n    inside: [BannersViewController]"))
        #expect(!result.stylesheet.contains("inside: [self]"))
        #expect(try written(result, "BannersViewController.m", 10) == "sectionIndexColor: red")
        #expect(try written(result, "BannersViewController.m", 11) == "backgroundColor: white")
        // The view set is what the schema lacks, not its background.
        let footer = try call(result, "BannersViewController.m", 12)
        #expect(footer.reason?.contains("no property 'tableFooterView' in") == true)
    }

    @Test func aDotSyntaxGetterOnSelfAndAFillHelperOnSelfsClassAreTheirValues() throws {
        write(
            "Theme.m",
            """
            @implementation Theme
            - (UIColor *)navigationBarBackgroundColor {
                return [UIColor colorWithRed:1 green:0 blue:0 alpha:1];
            }
            + (UIImage *)imageWithColor:(UIColor *)color {
                CGRect rect = CGRectMake(0, 0, 1, 1);
                UIGraphicsBeginImageContextWithOptions(rect.size, NO, 0);
                [color setFill];
                UIRectFill(rect);
                UIImage *image = UIGraphicsGetImageFromCurrentImageContext();
                UIGraphicsEndImageContext();
                return image;
            }
            - (void)setupTheming {
                id bar = [UINavigationBar appearance];
                [bar setBarTintColor:self.navigationBarBackgroundColor];
                [[UIToolbar appearance] setBackgroundImage:[[self class] imageWithColor:[UIColor blueColor]] forToolbarPosition:UIBarPositionAny barMetrics:UIBarMetricsDefault];
            }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[Theme new] setupTheming];
                return YES;
            }
            @end
            @interface LabelWithLED : UILabel
            @end
            @implementation LabelWithLED
            - (UIColor *)navigationBarBackgroundColor { return [UIColor greenColor]; }
            @end

            """)
        let result = run()
        // A getter of the same name in a class `self` cannot be (a label) is not the one it reads; a subclass's
        // override would be (``objectiveCMethodsReturningAnotherMethodsColourAreFollowed()``).
        #expect(try written(result, "Theme.m", 16) == ##"barTintColor: "#FF0000""##)
        #expect(try call(result, "Theme.m", 17).status == .converted)
        #expect(result.stylesheet.contains("{ color: blue }"))
    }

    @Test func aSwiftComparisonOfTheVersionStringsNumberIsAVersionCheck() throws {
        write(
            "AppDelegate.swift",
            """
            import UIKit
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if NSString(string: UIDevice.current.systemVersion).floatValue >= 8.0 {
                        UINavigationBar.appearance().isTranslucent = false
                    }
                    if (UIDevice.current.systemVersion as NSString).floatValue < 7.0 {
                        UITabBar.appearance().tintColor = .red
                    }
                    return true
                }
            }

            """)
        let result = run(deploymentTarget: "9.0")
        #expect(try written(result, "AppDelegate.swift", 5) == "isTranslucent: false")
        #expect(try call(result, "AppDelegate.swift", 8).status == .obsolete)
    }

    /// The view the scene delegate hosts, and the one its body makes whatever happens, run their inits at launch;
    /// one its body makes in a branch does not.
    @Test func aSwiftUIViewTheSceneDelegateHostsAtLaunchRunsItsInitAtLaunch() throws {
        write(
            "SceneDelegate.swift",
            """
            import UIKit
            import SwiftUI
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UITabBar.appearance().unselectedItemTintColor = .darkGray
                    return true
                }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    let rootTabView = RootTabView()
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIHostingController(rootView: rootTabView)
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }
            struct RootTabView: View {
                init() {
                    UITabBar.appearance().unselectedItemTintColor = .lightGray
                }
                var body: some View { SettingsView() }
            }
            struct SettingsView: View {
                init() {
                    UISwitch.appearance().onTintColor = .green
                }
                var body: some View { if Bool.random() { AboutView() } }
            }
            struct AboutView: View {
                init() { UISlider.appearance().tintColor = .green }
                var body: some View { Text("About") }
            }

            """)
        let result = run()
        #expect(try written(result, "SceneDelegate.swift", 22) == "unselectedItemTintColor: lightGray")
        #expect(try written(result, "SceneDelegate.swift", 28) == "onTintColor: green")
        #expect(try call(result, "SceneDelegate.swift", 33).status == .notConverted)
        // The view's init runs after the app delegate's launch: its value replaces the one set there.
        #expect(try call(result, "SceneDelegate.swift", 5).status == .obsolete)
    }

    @Test func aClassPassedAsContainerByItsOwnClassMethodChoosesTheContainedProxy() throws {
        write(
            "Onboarding.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [OnboardingViewController customizeAppearance];
                return YES;
            }
            @end
            @implementation OnboardingViewController
            + (void)customizeAppearance {
                [Look customizePageControlTint:[UIColor whiteColor] shadowOffset:CGSizeZero containedInClasses:[self class], nil];
            }
            @end
            @implementation Look
            + (void)customizePageControlTint:(UIColor *)tint shadowOffset:(CGSize)offset containedInClasses:(Class)containerClass, ... {
                UIPageControl *appearance = !containerClass ? [UIPageControl appearance] : [UIPageControl appearanceWhenContainedInInstancesOfClasses:@[containerClass]];
                [appearance setCurrentPageIndicatorTintColor:tint];
                NSShadow *shadow = [[NSShadow alloc] init];
                shadow.shadowOffset = offset;
                [[UIBarButtonItem appearance] setTitleTextAttributes:@{NSShadowAttributeName: shadow} forState:UIControlStateNormal];
            }
            @end

            """)
        let result = run()
        #expect(result.stylesheet.contains("type: UIPageControl\n    inside: [OnboardingViewController]"))
        #expect(try written(result, "Onboarding.m", 15) == "currentPageIndicatorTintColor: white")
        // `CGSizeZero` is the zero size a shadow's offset takes.
        #expect(try call(result, "Onboarding.m", 18).status == .converted)
    }

    @Test func aMemberOfTheObjectAHelperMakesIsItsGetter() throws {
        write(
            "Theme.swift",
            """
            import UIKit
            @objc class Theme: NSObject {
                @objc var mainOrange: UIColor { return UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
            }
            @objc class ThemeManager: NSObject {
                @objc static func current() -> Theme { return Theme() }
            }

            """)
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UINavigationBar appearance] setTintColor:[[ThemeManager current] mainOrange]];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 3) == "tintColor: mainOrange")
        #expect(result.stylesheet.contains("mainOrange: \"#FF8000\""), "\(result.stylesheet)")
    }

    @Test func aBlockAStatementKeepsIsReportedWhereItIs() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.restyle = ^{
                    [[UINavigationBar appearance] setTintColor:[UIColor redColor]];
                };
                NSArray *actions = @[[UIPreviewAction actionWithTitle:@"Share" style:0 handler:^(UIPreviewAction *a, UIViewController *c) {
                    [[UITabBar appearance] setTintColor:[UIColor blueColor]];
                }]];
                void (^completion)(id user, NSError *error) = ^(id user, NSError *error) {
                    [[UISwitch appearance] setOnTintColor:[UIColor greenColor]];
                };
                [Session logInWithCompletion:completion];
                return YES;
            }
            @end

            """)
        let result = run()
        // A block a local holds (`void (^completion)(…) = ^(…) { … }`) too.
        for line in [4, 7, 10] {
            let kept = try call(result, "AppDelegate.m", line)
            #expect(kept.status == .notConverted)
            #expect(kept.reason == "inside a block kept to run when what holds it calls it, which the importer does not follow")
        }
    }

    /// An app still targeting iOS 5 links Livery only once it targets iOS 15, where Livery runs: a check for iOS 7
    /// is decided from 15, so its branch is the app's style. The older one runs in the app as it is, on iOS 5 and 6:
    /// reported, not obsolete, with what only it calls; one older than the app's own target is obsolete.
    @Test func aDeploymentTargetOlderThanLiverysIsReadAsIOS15() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                float currentVersion = [[[UIDevice currentDevice] systemVersion] floatValue];
                if (currentVersion >= 7.0) {
                    [[UINavigationBar appearance] setTintColor:[UIColor whiteColor]];
                } else {
                    [[UINavigationBar appearance] setTintColor:[UIColor redColor]];
                }
                if (@available(iOS 16.0, *)) {
                    [[UITabBar appearance] setTintColor:[UIColor greenColor]];
                } else {
                    [[UITabBar appearance] setTintColor:[UIColor blueColor]];
                }
                if (currentVersion >= 7.0) {
                } else {
                    [self setupiOS6Appearance];
                }
                if (currentVersion < 5.0) {
                    [[UISlider appearance] setMinimumTrackTintColor:[UIColor redColor]];
                }
                return YES;
            }
            - (void)setupiOS6Appearance {
                [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
            }
            @end

            """)
        let result = run(deploymentTarget: "5.1.1")
        // What only a branch that never runs calls never runs either.
        let belowLivery =
            "the branch of the iOS version check for iOS 5.1 to before 7, the app's deployment target up to a version older than iOS 15, "
            + "the oldest a stylesheet applies on (an app linking Livery targets that or later, and never runs it)"
        let old = try call(result, "AppDelegate.m", 24)
        #expect(old.status == .notConverted)
        #expect(old.reason == "in setupiOS6Appearance, called only inside " + belowLivery, "\(old.reason ?? "")")
        #expect(old.stoppedAt != nil)
        #expect(try written(result, "AppDelegate.m", 5) == "tintColor: white")
        let older = try call(result, "AppDelegate.m", 7)
        #expect(older.status == .notConverted)
        #expect(older.reason == belowLivery, "\(older.reason ?? "")")
        let oldest = try call(result, "AppDelegate.m", 19)
        #expect(oldest.status == .obsolete)
        #expect(oldest.reason?.hasSuffix("that never runs on iOS 15 or later") == true, "\(oldest.reason ?? "")")
        // iOS 16 splits the versions Livery runs on: both sides are reported, and the reason names iOS 15.
        let split = try call(result, "AppDelegate.m", 12)
        #expect(split.status == .notConverted)
        #expect(split.reason?.contains("for iOS 15 to before 16") == true, "\(split.reason ?? "")")
        #expect(AppearanceImporter.raisedDeploymentTarget("5.1.1") == "15.0")
        #expect(AppearanceImporter.raisedDeploymentTarget("15.0") == nil)
        #expect(AppearanceImporter.raisedDeploymentTarget("17.2") == nil)
    }

    /// `@ { … }` written with a space is a dictionary literal; `NSProcessInfo`'s version, and the check that it
    /// answers, are decided against the deployment target.
    @Test func aSpacedLiteralAndProcessInfosVersionAreRead() throws {
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UINavigationBar appearance] setTitleTextAttributes:@ { NSForegroundColorAttributeName:[UIColor whiteColor] }];
                if ([[NSProcessInfo processInfo] respondsToSelector:@selector(operatingSystemVersion)]) {
                    if ([[NSProcessInfo processInfo] operatingSystemVersion].majorVersion >= 8) {
                        [[UINavigationBar appearance] setTranslucent:NO];
                    }
                    if ([[NSProcessInfo processInfo] operatingSystemVersion].majorVersion < 8) {
                        [[UITabBar appearance] setTranslucent:NO];
                    }
                }
                return YES;
            }
            @end

            """)
        let result = run(deploymentTarget: "8.0")
        #expect(try written(result, "AppDelegate.m", 3) == "titleTextAttributes.foregroundColor: white")
        #expect(try written(result, "AppDelegate.m", 6) == "isTranslucent: false")
        #expect(try call(result, "AppDelegate.m", 9).status == .obsolete)
    }

    /// A screen built in a case of a `switch`, or in a block kept to run later, is not one launch builds: what its
    /// methods set is set while it shows. A class named like a view controller has no appearance a stylesheet styles.
    @Test func screensBuiltInASwitchOrAKeptBlockAreShownLater() throws {
        write(
            "App.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                Onboarding *onboarding = [Onboarding new];
                onboarding.loginHandler = ^{ [self.window.rootViewController presentViewController:[LoginVC new] animated:YES completion:nil]; };
                self.window.rootViewController = onboarding;
                [[MZFormSheetController appearance] setCornerRadius:3.75];
                return YES;
            }
            @end
            @implementation Onboarding
            - (void)viewDidLoad { [super viewDidLoad]; }
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                switch (indexPath.row) {
                    case 2:
                        [self.navigationController pushViewController:[DeleteVC new] animated:YES];
                        break;
                    default:
                        break;
                }
            }
            @end
            @implementation DeleteVC
            - (void)viewDidLoad { [super viewDidLoad]; }
            - (void)viewWillLayoutSubviews { [[UITextField appearance] setTintColor:[UIColor blackColor]]; }
            @end
            @implementation LoginVC
            - (void)viewDidLoad { [super viewDidLoad]; }
            - (void)viewWillLayoutSubviews { [[UISwitch appearance] setOnTintColor:[UIColor blackColor]]; }
            @end

            """)
        let result = run()
        #expect(try call(result, "App.m", 24).reason?.hasPrefix("set by the DeleteVC screen (viewWillLayoutSubviews") == true)
        #expect(try call(result, "App.m", 28).reason?.hasPrefix("set by the LoginVC screen (viewWillLayoutSubviews") == true)
        let sheet = try call(result, "App.m", 6)
        #expect(sheet.status == .notConverted)
        #expect(sheet.reason?.hasPrefix("MZFormSheetController is a view controller (by its name") == true, "\(sheet.reason ?? "")")
        #expect(result.stylesheetDiagnostics.isEmpty, "\(result.stylesheetDiagnostics)")
    }

    /// `if (self = [super init])`, `if (self = [super initWithRootViewController:…])` are an initializer's check
    /// that its object was made: its body runs.
    @Test func anInitializersCheckThatItsObjectWasMadeIsFollowed() throws {
        write(
            "Config.m",
            """
            @implementation Config
            - (instancetype)init {
                if ((self = [super init])) {
                    [self setupAppearance];
                }
                return self;
            }
            - (void)setupAppearance {
                [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
            }
            @end
            @implementation SegmentCell
            - (id)initWithCoder:(NSCoder *)decoder {
                if (self = [super initWithCoder:decoder]) {
                    [[UISegmentedControl appearance] setTintColor:[UIColor redColor]];
                }
                return self;
            }
            @end
            @implementation NavController
            - (id)initWithRootViewController:(UIViewController *)root {
                if (self = [super initWithRootViewController:root]) {
                    [[UINavigationBar appearance] setBarTintColor:[UIColor blueColor]];
                }
                return self;
            }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.config = [[Config alloc] init];
                self.window.rootViewController = [[NavController alloc] initWithRootViewController:[[HomeVC alloc] init]];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "Config.m", 9) == "onTintColor: red")
        // A controller's initializer checks that its object was made as a plain object's does.
        #expect(try written(result, "Config.m", 23) == "barTintColor: blue")
        // A cell's initializer runs as the cell is decoded: its check stays a branch not followed.
        #expect(try call(result, "Config.m", 15).status == .notConverted)
    }

    /// `[self appearance]` in an instance method is the object's own method (a theme it loads), not UIKit's
    /// proxy: no call is counted there, and a value read from what it returns is said to be computed at run time.
    @Test func anInstancesOwnAppearanceMethodIsNotAProxy() throws {
        write(
            "AppConfig.m",
            """
            @implementation AppConfig
            - (MCAppearance *)appearance {
                return [[NSClassFromString([self.storage objectForKey:@"appearance"]) alloc] init];
            }
            - (void)apply {
                MCAppearance *appearance = [self appearance];
                [UINavigationBar appearance].barTintColor = appearance.tintColor;
            }
            @end

            """)
        let result = run()
        #expect(result.calls.count == 1, "\(result.calls.map(\.line))")
        let bar = try call(result, "AppConfig.m", 7)
        #expect(bar.status == .notConverted)
        #expect(bar.reason?.contains("computed at run time") == true, "\(bar.reason ?? "")")
    }

    /// `[NSArray arrayWithObject:…]` and `arrayWithObjects:…, nil` are the lists `@[…]` writes; a copy of a literal
    /// dictionary (`@{}.mutableCopy`) is that dictionary, which the code then fills.
    @Test func foundationsListsAndACopiedDictionaryAreTheLiteralsTheyMake() throws {
        write(
            "App.m",
            """
            @implementation Setup
            + (void)apply {
                [[UITextField appearanceWhenContainedInInstancesOfClasses:[NSArray arrayWithObject:[UISearchBar class]]] setTintColor:[UIColor orangeColor]];
                [[UILabel appearanceWhenContainedInInstancesOfClasses:[NSArray arrayWithObjects:[UITableViewCell class], [UITableView class], nil]] setTextColor:[UIColor grayColor]];
                NSMutableDictionary *attributes = @{}.mutableCopy;
                attributes[NSForegroundColorAttributeName] = [UIColor whiteColor];
                [[UIBarButtonItem appearance] setTitleTextAttributes:attributes forState:UIControlStateNormal];
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "App.m", 3) == "tintColor: orange")
        #expect(result.stylesheet.contains("inside: [UISearchBar]"), "\(result.stylesheet)")
        #expect(try written(result, "App.m", 4) == "textColor: gray")
        #expect(result.stylesheet.contains("inside: [UITableViewCell, UITableView]"), "\(result.stylesheet)")
        #expect(try written(result, "App.m", 7) == "titleTextAttributes.foregroundColor: { normal: white }")
    }

    /// Text attributes copied from the proxy (`dictionaryWithDictionary:`, `mutableCopy`, Swift's `?? [:]`), changed
    /// and given back keep what they did not change: an earlier call's colour stays beside the font set on the copy.
    /// A copy given to another proxy is reported, with the read it started from.
    @Test func textAttributesCopiedFromTheProxyAndGivenBackKeepWhatTheyDoNotSet() throws {
        write(
            "App.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UINavigationBar appearance] setTitleTextAttributes:@{NSForegroundColorAttributeName: [UIColor redColor]}];
                NSMutableDictionary *title = [NSMutableDictionary dictionaryWithDictionary:[[UINavigationBar appearance] titleTextAttributes]];
                [title setValue:[UIFont systemFontOfSize:19] forKey:NSFontAttributeName];
                [[UINavigationBar appearance] setTitleTextAttributes:title];
                NSMutableDictionary *off = [[[UIBarButtonItem appearance] titleTextAttributesForState:UIControlStateDisabled] mutableCopy];
                [off setObject:[UIColor grayColor] forKey:NSForegroundColorAttributeName];
                [[UIBarButtonItem appearance] setTitleTextAttributes:off forState:UIControlStateDisabled];
                NSMutableDictionary *other = [[NSMutableDictionary alloc] initWithDictionary:[[UINavigationBar appearance] titleTextAttributes]];
                [[UITabBarItem appearance] setTitleTextAttributes:other forState:UIControlStateNormal];
                [Style apply];
                return YES;
            }
            @end
            """)
        write(
            "Style.swift",
            """
            import UIKit
            enum Style {
                static func apply() {
                    var large = UINavigationBar.appearance().largeTitleTextAttributes ?? [:]
                    large[.foregroundColor] = UIColor.white
                    UINavigationBar.appearance().largeTitleTextAttributes = large
                }
            }
            """)
        let result = run()
        #expect(try call(result, "App.m", 3).status == .converted, "the colour is kept: the copy given back holds it")
        #expect(try written(result, "App.m", 3) == "titleTextAttributes.foregroundColor: red")
        #expect(try written(result, "App.m", 6) == "titleTextAttributes.font: { size: 19 }")
        #expect(try written(result, "App.m", 9) == "titleTextAttributes.foregroundColor: { disabled: gray }")
        #expect(!result.calls.contains { $0.file.hasSuffix("App.m") && [4, 7, 10].contains($0.line) }, "a read copied is no call of its own")
        let other = try call(result, "App.m", 11)
        #expect(other.status == .notConverted)
        #expect(other.stoppedAt == "UINavigationBar.appearance().titleTextAttributes", "\(other.reason ?? "")")
        #expect(try written(result, "Style.swift", 6) == "largeTitleTextAttributes.foregroundColor: white")
    }

    /// A local given a value in a branch that never runs (before iOS 15, or the side of a fixed condition not taken)
    /// keeps the value the running side gives it.
    @Test func aValueGivenInABranchThatNeverRunsIsNotAChange() throws {
        write(
            "App.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                UIColor *title = [UIColor clearColor];
                if (@available(iOS 11.0, *)) {
                    title = [UIColor systemBlueColor];
                } else {
                    title = [UIColor darkGrayColor];
                }
                [[UINavigationBar appearance] setTintColor:title];
                UIColor *tint = [UIColor orangeColor];
                if (@available(iOS 9.0, *)) {
                } else {
                    tint = [UIColor blueColor];
                }
                [[UITabBar appearance] setTintColor:tint];
                return YES;
            }
            @end
            """)
        let result = run()
        #expect(try call(result, "App.m", 9).status == .converted)
        #expect(try call(result, "App.m", 15).status == .converted)
        #expect(result.stylesheet.contains("title: systemBlue"), "\(result.stylesheet)")
        #expect(result.stylesheet.contains("tint: orange"), "\(result.stylesheet)")
    }

    /// UIKit's `groupTableViewBackgroundColor`, deprecated for `systemGroupedBackgroundColor`, is that colour.
    @Test func aDeprecatedSystemColourIsItsReplacement() throws {
        write(
            "App.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UITableView appearance] setBackgroundColor:[UIColor groupTableViewBackgroundColor]];
                UIPageControl.appearance.pageIndicatorTintColor = UIColor.groupTableViewBackgroundColor;
                return YES;
            }
            @end
            """)
        let result = run()
        #expect(try written(result, "App.m", 3) == "backgroundColor: systemGroupedBackground")
        #expect(try written(result, "App.m", 4) == "pageIndicatorTintColor: systemGroupedBackground")
    }

    /// Objective-C launch code sends a Swift method the selector Swift gives it (`setUpWithScheme:` for
    /// `@objc class func setUp(scheme:)`, `loadFrom:` for `load(from:)`) or the one `@objc(…)` names: the Swift
    /// method runs at launch, and one named only by its selector is not taken for code no file calls.
    @Test func objectiveCLaunchCodeCallsSwiftMethodsByTheirSelectors() throws {
        writeObjCAppDelegate(
            launch: "[self createViews];",
            more: "- (void)createViews {\n    [Scheme setUpWithScheme:[Scheme scheme]];\n    [Scheme applyTint];\n    [Scheme loadFrom:nil];\n}\n")
        write(
            "Scheme.swift",
            """
            import UIKit
            func applyAppearance(scheme: Int?) {
                UINavigationBar.appearance().tintColor = .red
            }
            @objc class Scheme: NSObject {
                @objc class func scheme() -> Int { return 1 }
                @objc class func setUp(scheme: Int?) { applyAppearance(scheme: scheme) }
                @objc(applyTint) class func applyTheTint() { UITabBar.appearance().tintColor = .blue }
                @objc class func load(from url: URL?) { UIToolbar.appearance().tintColor = .green }
            }
            """)
        let result = run()
        #expect(try written(result, "Scheme.swift", 3) == "tintColor: red")
        #expect(try written(result, "Scheme.swift", 8) == "tintColor: blue")
        #expect(try written(result, "Scheme.swift", 9) == "tintColor: green")
        #expect(ObjCSelectors.derived(name: "setUp", firstLabel: "scheme") == "setUpWithScheme")
        #expect(ObjCSelectors.derived(name: "load", firstLabel: "from") == "loadFrom")
        #expect(ObjCSelectors.derived(name: "configureFor", firstLabel: "theme") == "configureForTheme")
        #expect(ObjCSelectors.derived(name: "apply", firstLabel: nil) == "apply")
    }

    /// A theme singleton typed by its protocol (`+ (id<Theme>)sharedTheme`, keeping `[[DefaultTheme alloc] init]` once)
    /// answers with the class it keeps: `[theme navBarTintColor]` is that class's method, whose value is fixed.
    @Test func aSingletonKeepingAnotherClassesInstanceAnswersWithThatClassesMethods() throws {
        write(
            "Theme.m",
            """
            @implementation ThemeManager
            + (id<Theme>)sharedTheme {
                static id<Theme> sharedTheme = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    sharedTheme = [[DefaultTheme alloc] init];
                });
                return sharedTheme;
            }
            + (void)customizeAppAppearance {
                id<Theme> theme = [self sharedTheme];
                [[UINavigationBar appearance] setBarTintColor:[theme navBarTintColor]];
                [[UIToolbar appearance] setTintColor:[[[DefaultTheme alloc] init] toolbarTintColor]];
            }
            @end
            @implementation DefaultTheme
            - (UIColor *)navBarTintColor {
                return [UIColor colorWithRed:0/255.f green:228/255.f blue:255/255.f alpha:1];
            }
            - (UIColor *)toolbarTintColor {
                return [UIColor whiteColor];
            }
            @end
            """)
        writeObjCAppDelegate(launch: "[ThemeManager customizeAppAppearance];")
        let result = run()
        #expect(try written(result, "Theme.m", 12) == "barTintColor: \"#00E4FF\"")
        #expect(try written(result, "Theme.m", 13) == "tintColor: white")
    }

    /// A bar button's background offsets (`setBackgroundVerticalPositionAdjustment:forBarMetrics:`, and a back
    /// button's) are the schema's, for the default metrics; another metrics' is reported.
    @Test func aBarButtonsBackgroundOffsetsAreConverted() throws {
        write(
            "Appearance.m",
            """
            @implementation Appearance
            + (void)apply {
                [[UIBarButtonItem appearance] setBackgroundVerticalPositionAdjustment:1.0 forBarMetrics:UIBarMetricsDefault];
                [[UIBarButtonItem appearance] setBackButtonBackgroundVerticalPositionAdjustment:-2 forBarMetrics:UIBarMetricsDefault];
                [[UIBarButtonItem appearance] setBackgroundVerticalPositionAdjustment:4 forBarMetrics:UIBarMetricsCompact];
            }
            @end

            """)
        writeObjCAppDelegate(launch: "[Appearance apply];")
        let result = run()
        #expect(try written(result, "Appearance.m", 3) == "backgroundVerticalPositionAdjustment: 1")
        #expect(try written(result, "Appearance.m", 4) == "backButtonBackgroundVerticalPositionAdjustment: -2")
        #expect(try call(result, "Appearance.m", 5).status == .notConverted)
        #expect(result.stylesheetDiagnostics.filter { $0.severity == .error } == [])
    }

    /// A root screen a singleton's accessor makes (`[Manager defaultManager]`, a `dispatch_once` keeping one
    /// instance) is a first screen, though the accessor is a content screen's method: its `viewDidLoad`, and the
    /// category's method it calls, run at launch; another screen's do not.
    @Test func aRootASingletonsAccessorMakesIsAFirstScreen() throws {
        write("Manager.h", "@interface Manager : UIViewController\n+ (Manager *)defaultManager;\n@end\n")
        write(
            "Manager.m",
            """
            @implementation Manager
            + (Manager *)defaultManager {
                static Manager *manager;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    manager = [[Manager alloc] init];
                });
                return manager;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self initializeUserInterface];
            }
            - (void)initializeUserInterface { [self launchChildController]; }
            - (IBAction)open:(id)sender { [self presentViewController:[[Detail alloc] init] animated:YES completion:nil]; }
            @end
            @implementation Detail
            - (void)viewDidLoad {
                [super viewDidLoad];
                [UISwitch appearance].onTintColor = [UIColor redColor];
            }
            @end

            """)
        write(
            "Manager+Launch.m",
            """
            @implementation Manager (Launch)
            - (void)launchChildController {
                [UITextField appearance].clearButtonMode = UITextFieldViewModeWhileEditing;
            }
            @end

            """)
        writeObjCAppDelegate(launch: "self.window.rootViewController = [Manager defaultManager];")
        let result = run()
        #expect(try written(result, "Manager+Launch.m", 3) == "clearButtonMode: whileEditing")
        #expect(try call(result, "Manager.m", 20).status == .notConverted)
    }

    /// A first screen adding child screens to itself (`[self addChildViewController:nav]`) holds them as a tab bar
    /// controller does: the children it builds as it loads, through its own helpers too, load at launch.
    @Test func aFirstScreenAddingChildScreensHoldsThemAsAContainer() throws {
        write("Main.h", "@interface MainViewController : UIViewController\n@end\n@interface Nav : UINavigationController\n@end\n")
        write(
            "Main.m",
            """
            @implementation MainViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addAllChildViewControllers];
            }
            - (void)addAllChildViewControllers {
                Nav *nav = [[Nav alloc] initWithRootViewController:[[UIViewController alloc] init]];
                [self addChildViewController:nav];
            }
            - (IBAction)open:(id)sender { [self presentViewController:[[Detail alloc] init] animated:YES completion:nil]; }
            @end
            @implementation Nav
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[UINavigationBar appearance] setBarTintColor:[UIColor whiteColor]];
            }
            @end
            @implementation Detail
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[UISwitch appearance] setOnTintColor:[UIColor redColor]];
            }
            @end

            """)
        writeObjCAppDelegate(launch: "self.window.rootViewController = [[MainViewController alloc] init];")
        let result = run()
        #expect(try written(result, "Main.m", 15) == "barTintColor: white")
        #expect(try call(result, "Main.m", 21).status == .notConverted)
    }
}

extension AppearanceEvaluationTests {
    /// Objective-C allows a `;` between a method's declaration and its body (`+ (UIColor *)rss_cyanColor; { … }`): the
    /// method is read as any other, and a category's colour helper masking and shifting its channels out of one
    /// number is that colour.
    @Test func aMethodWithASemicolonBeforeItsBodyIsRead() throws {
        write(
            "UIColor+RSS.m",
            """
            @implementation UIColor (RSS)
            +(UIColor *) colorFromRGB:(NSUInteger)rgbValue ;
            {
                return [UIColor
                        colorWithRed:((float)((rgbValue & 0xFF0000) >> 16)) / 255.0
                        green:((float)((rgbValue & 0xFF00) >> 8)) / 255.0
                        blue:((float)(rgbValue & 0xFF)) / 255.0 alpha:1.0];
            }
            + (UIColor *)rss_cyanColor;
            {
                return [UIColor colorFromRGB:0x27b196];
            }
            @end

            """)
        writeObjCAppDelegate(launch: "[[UINavigationBar appearance] setTintColor:[UIColor rss_cyanColor]];")
        let result = run()
        let tint = try call(result, "AppDelegate.m", 3)
        #expect(tint.status == .converted, "\(tint.reason ?? "")")
        #expect(result.stylesheet.contains("#27B196"), "\(result.stylesheet)")
    }
}

extension AppearanceEvaluationTests {
    /// `[UIApplication sharedApplication].windows.firstObject` is the app's window, as Swift's `windows.first` is.
    @Test func theFirstOfTheApplicationsWindowsIsTheAppsWindow() throws {
        writeObjCAppDelegate(launch: "[UIApplication sharedApplication].windows.firstObject.tintColor = [UIColor redColor];")
        let result = run()
        #expect(try written(result, "AppDelegate.m", 3) == "tintColor: red")
    }

    /// An Objective-C method of a class deriving from NSObject alone that no file calls or names never runs: obsolete.
    /// One of a class adopting a protocol (a library's, a delegate's of UIKit) may be the caller's to call, and stays reported.
    @Test func anUncalledMethodOfAPlainNSObjectClassNeverRuns() throws {
        write(
            "AppStyle.h",
            """
            #import <Foundation/Foundation.h>
            @interface AppStyle : NSObject
            + (instancetype)shared;
            - (void)defaultStyle;
            @end
            @interface ChatStyle : NSObject <EMChatDelegate>
            - (void)chatStyle;
            @end
            @interface ScrollHandler : NSObject <UIScrollViewDelegate>
            @end

            """)
        write(
            "AppStyle.m",
            """
            #import "AppStyle.h"
            @implementation AppStyle
            + (instancetype)shared { return [[AppStyle alloc] init]; }
            - (void)defaultStyle {
                [[UINavigationBar appearance] setTintColor:[UIColor redColor]];
            }
            @end
            @implementation ChatStyle
            - (void)chatStyle {
                [[UINavigationBar appearance] setBarTintColor:[UIColor blueColor]];
            }
            @end
            @implementation ScrollHandler
            - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
                [[UINavigationBar appearance] setBarStyle:UIBarStyleBlack];
            }
            @end

            """)
        writeObjCAppDelegate(
            launch: "[AppStyle shared];", more: "- (void)token { [self performSelector:NSSelectorFromString(@\"getUserToken:\")]; }\n")
        let result = run()
        let never = try call(result, "AppStyle.m", 5)
        #expect(never.status == .obsolete)
        #expect(never.reason?.contains("AppStyle.defaultStyle") == true)
        #expect(try call(result, "AppStyle.m", 10).status == .notConverted)
        #expect(try call(result, "AppStyle.m", 15).status != .obsolete, "UIKit calls a delegate's method")
        // A selector made from a string not written out may name any method.
        write("Router.m", "@implementation Router\n- (void)open:(NSString *)name { [self performSelector:NSSelectorFromString(name)]; }\n@end\n")
        #expect(try call(run(), "AppStyle.m", 5).status == .notConverted)
    }

    /// Objective-C's `[UIColor brandTintColor]` of a Swift `@objc static var brandTintColor`: the Swift static, though
    /// the message reads as UIKit's colours do, without `Color`.
    @Test func anObjectiveCMessageForASwiftColourStaticFindsIt() throws {
        write(
            "UIColor+Brand.swift",
            """
            import UIKit
            extension UIColor {
                @objc static var brandTintColor: UIColor {
                    UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                }
            }

            """)
        write(
            "AppDelegate.m",
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [[UISwitch appearance] setOnTintColor:[UIColor brandTintColor]];
                return YES;
            }
            @end

            """)
        let result = run()
        #expect(try written(result, "AppDelegate.m", 3) == "onTintColor: brandTintColor")
        #expect(result.stylesheet.contains("  brandTintColor: \"#FF0000\"\n"))
    }
}
