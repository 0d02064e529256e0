import LiveryCore

/// Which functions run when a screen loads rather than at launch: a
/// screen's load callbacks, and its methods called only from them. The
/// first screens are those the main storyboard starts with
/// (``StoryboardRoots``) and the view controllers launch code constructs
/// where it builds its window's root in code (`window.rootViewController =
/// …`), with the classes they inherit from; a screen's `viewDidLoad` runs at
/// launch only for those, and any other's when the user opens it, so what it
/// sets on a proxy is not the app's style at launch. Where neither is known,
/// only a container no code constructs (a tab bar controller) is taken for
/// the first, and no other screen's loading for the app's launch.
struct LoadedLater {
    /// The class methods the Objective-C runtime calls before a class is used: a class's set-up, not a screen's.
    static let classSetUp: Set<String> = ["initialize", "load"]

    /// The callbacks that run as a screen's view is loaded: what they set lasts from then on, for every bar after.
    static let loadCallbacks: Set<String> = ["viewDidLoad", "loadView"]

    /// A screen's callbacks UIKit sends once its view is in the window (laying it out, a change of its traits or
    /// size): the bars already there have taken their look, so what they set on a proxy reaches later bars only.
    static let afterShowing: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "traitCollectionDidChange", "viewWillTransition", "willTransition",
    ]

    /// The classes shown at launch, with their superclasses; nil where which they are is not known.
    let launch: Set<String>?
    /// The classes of the views inside the main storyboard's first scenes, with their superclasses: their
    /// `awakeFromNib` runs at launch (``StoryboardRoots/views(storyboards:plists:)``).
    let firstViews: Set<String>
    /// Where the first screens are known from: what the reason says.
    private let known: String
    /// Load callbacks and the functions called only from them, by name.
    let loadOnly: Set<String>
    /// What launch code calls: a screen's method it may call may run at launch.
    private let launchCalls: RunOrder
    /// The classes launch code may build, in a branch too, with their superclasses: a class's `+initialize` may run at launch.
    private let mayBuildAtLaunch: Set<String>
    /// For a function of another type called only as screens load (`AppTheme.shared.restoreDefaults()` from a
    /// screen's `viewDidLoad`), by name: the screens whose loading calls it.
    let reachingScreens: [String: Set<String>]
    /// The classes declaring a load callback, and the app's view controllers: screens. Where only launch code names the first screens, only those
    /// the code constructs (`DetailViewController()`) or a storyboard holds: one only the system makes (an extension's
    /// principal class) may be the first of its target.
    let screens: Set<String>
    /// The app's subclasses of UIKit's view controllers (`MainTabViewController : UITabBarController`), made or not, with
    /// a load callback or not: a class whose `+initialize` runs as a screen is first made.
    private let viewControllers: Set<String>
    /// The names of the actions Interface Builder connects and of the methods code hands to a control as its action
    /// (`action: #selector(share)`): an override of one (`override func dropDownButtonTapped`) is one too.
    private let actions: Set<String>
    /// Functions no launch code calls whose every caller runs later (``triggeredLater(_:)``), by name: the functions calling each.
    private var calledLater: [String: [CodeFunction]] = [:]
    /// The functions that run only after launch, by ``signature(_:)``: actions, later screens' methods, and what only they call.
    private var afterLaunch: Set<String> = []
    /// The SwiftUI views launch code does not make: their inits run when a body shows them.
    private let viewsMadeLater: [String: String]
    /// Names the files read declare more than one type of (sample apps in one folder, each with its `ContentView`).
    private let declaredTwice: Set<String>

    /// `storyboardViews`: the classes of the views inside the first scenes; `extensionRoots`: the first screens of the extensions' storyboards, which start as an extension does;
    /// `opened`: the classes a storyboard's segue opens (``StoryboardRoots/opened(storyboards:)``); `storyboardMade`, the
    /// classes of every storyboard's scenes (``StoryboardRoots/sceneClasses(storyboards:)``); `viewsMadeLater`: the
    /// SwiftUI views launch code does not make, whose inits run when a body shows them; `unused`, the names of
    /// functions no file names (``NameUses/unused(functions:texts:values:)``); `observers`, by name, and `observing`, by
    /// ``CallSites/key(_:)``, the functions observing the app's notifications, with the functions posting them
    /// (``NameUses``): one runs at launch only where launch code posts its notification.
    init(
        functions: [CodeFunction], classes: [CodeClass], storyboardRoots: Set<String>? = nil, storyboardViews: Set<String> = [],
        extensionRoots: Set<String> = [],
        opened: Set<String> = [], storyboardMade: Set<String> = [],
        viewsMadeLater: [String: String] = [:], declaredTwice: Set<String> = [], unused: Set<String> = [], observers: [String: NameUses.Observer] = [:],
        observing: [String: [CodeFunction]] = [:]
    ) {
        self.viewsMadeLater = viewsMadeLater
        self.declaredTwice = declaredTwice
        let receivers = CallSites.Receivers(classes: classes)
        // What launch code constructs where it sets the root; all the first screens only where no storyboard makes one.
        // A screen a content screen makes (a popover a list makes in its init) is not a first screen: containers' children are.
        // A screen of the app's that adds child screens to itself (`[self addChildViewController:nav]`) holds them as a
        // container does.
        let customContainers = Set(functions.compactMap { function in
            CallSites.names(in: function.statements).contains(where: LoadedLater.addsChild) ? function.owner : nil
        })
        let holdsScreens = { (owner: String) in
            receivers.lineage(owner).contains { LoadedLater.isContainer($0) || customContainers.contains($0) }
        }
        let isContentScreen = { (owner: String) in
            let lineage = receivers.lineage(owner)
            return lineage.count > 1 && lineage.last?.hasSuffix("ViewController") == true && !holdsScreens(owner)
        }
        let walk = RunOrder.following(functions, isContentScreen: isContentScreen)
        // What the containers among `built` build as their views load (a tab bar controller's navigation controllers, in
        // `viewDidLoad`).
        let childrenBuilt = { (built: Set<String>) in
            let loading = functions.filter { function in
                guard let owner = function.owner, LoadedLater.loadCallbacks.contains(function.name), built.contains(owner) else { return false }
                return holdsScreens(owner)
            }
            return RunOrder.constructed(by: loading, in: functions, isContentScreen: isContentScreen)
        }
        // A container launch code builds whatever happens loads its view at launch: the children it builds whatever
        // happens as it loads are first screens too.
        let children = childrenBuilt(walk.builtWhateverHappens)
        // What launch code may build, in a branch too (a tab bar controller made on every launch but the first), with the
        // children such a container builds as it loads.
        // A container the main storyboard starts with builds its children as it loads, as one launch code builds does.
        let boardChildren = storyboardRoots.map(childrenBuilt) ?? []
        mayBuildAtLaunch = Set(walk.constructed.union(childrenBuilt(walk.constructed)).union(boardChildren).flatMap { receivers.lineage($0) })
        // The first screens: those launch code builds whatever happens. One it builds in a branch (a sign-in screen for a
        // user not signed in) is not known to show first (``why(_:)``).
        let built = walk.setsRoot ? Set(walk.builtWhateverHappens.union(children).flatMap { receivers.lineage($0) }) : nil
        let code = walk.fromStoryboard ? nil : built
        let board = storyboardRoots.map { Set($0.union(boardChildren).flatMap { receivers.lineage($0) }) }
        firstViews = Set(storyboardViews.flatMap { receivers.lineage($0) })
        // An extension's first screens load as it starts; they say nothing of which are the app's.
        let extensions = Set(extensionRoots.flatMap { receivers.lineage($0) })
        let loadOnly = AppearanceInterpreter.calledOnlyFrom(LoadedLater.loadCallbacks, functions)
        self.loadOnly = loadOnly
        launchCalls = walk
        // Each screen's load callbacks, followed through the functions called only as screens load.
        var callees: [String: Set<String>] = [:]
        for function in functions { callees[function.name, default: []].formUnion(CallSites.names(in: function.statements)) }
        var reaching: [String: Set<String>] = [:]
        for function in functions where LoadedLater.loadCallbacks.contains(function.name) {
            guard let owner = function.owner else { continue }
            var pending = Array(CallSites.names(in: function.statements))
            var seen: Set<String> = []
            while let name = pending.popLast(), seen.count < AppearanceInterpreter.maxScreenHelperDepth * 8 {
                guard loadOnly.contains(name), !LoadedLater.loadCallbacks.contains(name), seen.insert(name).inserted else { continue }
                reaching[name, default: []].insert(owner)
                pending += callees[name] ?? []
            }
        }
        reachingScreens = reaching
        // A subclass of a library's view controller (`GMSAutocompleteViewController`, which the files read do not
        // declare) is a screen though it declares no load callback: the library's class loads it. So is a subclass of
        // UIKit's navigation controller (`CustomNavigationController` a storyboard holds), made when its screen is.
        let controllers = classes.map(\.name).filter { name in
            guard let root = receivers.lineage(name).last, root != name else { return false }
            return root.hasSuffix("ViewController") && !root.hasPrefix("UI") && !root.hasPrefix("NS") || root == "UINavigationController"
        }
        let declaring = Set(functions.filter { LoadedLater.loadCallbacks.contains($0.name) }.compactMap(\.owner) + controllers)
        viewControllers = Set(classes.map(\.name).filter(receivers.isUIKitControllerSubclass))
        let called = functions.reduce(into: Set<String>()) { names, function in names.formUnion(CallSites.names(in: function.statements)) }
        actions = Set(functions.filter(\.isAction).map(\.name)).union(functions.flatMap { CallSites.actions(in: $0.statements) })
        switch (code, board) {
        case (_, let board?):
            launch = board.union(built ?? []).union(extensions)
            known = "the app's main storyboard starts with its first screens"
            screens = declaring
        case (let code?, nil):
            launch = code.union(extensions)
            known = "the app's launch code builds its first screens"
            // A screen some code names, or one a storyboard holds (with the classes it inherits from), which launch code,
            // asking for none, does not make.
            screens = declaring.intersection(called.union(storyboardMade.flatMap { receivers.lineage($0) }))
        case (nil, nil):
            launch = nil
            known = ""
            // A container no code constructs is the storyboard's first screen, as a rule (a tab bar or split view
            // controller unless a storyboard's segue opens it, a downloads section); a content screen is opened from one,
            // and one code constructs may be made later. Where the first screens are known, a container not among them
            // is made later (a tab bar controller after a login screen, say).
            screens = declaring.filter { screen in
                let lineage = receivers.lineage(screen)
                let holdsMainScreens = lineage.contains { $0.hasSuffix("TabBarController") || $0.hasSuffix("SplitViewController") }
                return called.contains(screen) || !lineage.contains(where: LoadedLater.isContainer) || holdsMainScreens && opened.contains(screen)
            }
        }
        // What only actions, later screens' methods and the inits of views made later call, followed as deep as screens'
        // helpers are; not what UIKit or launch code calls.
        let frameworkNames = Set(functions.filter(\.calledByFramework).map(\.name)).union(NameUses.frameworkCalled)
        // UIKit calls a Swift method of a view's or a screen's lifecycle name only where it overrides one: a view
        // model's `viewDidLoad()`, which its screen calls, is the app's.
        let frameworkCalled = { (function: CodeFunction) in
            function.calledByFramework
                || frameworkNames.contains(function.name) && !(function.isSwift && NameUses.lifecycleOverrides.contains(function.name))
        }
        let later = self
        // An observer of a notification no launch code posts (through `transitionTheme` from the launch, say) runs later.
        let observedLater = { (function: CodeFunction) in
            (observing[CallSites.key(function)] ?? observers[function.name]?.posters).map(later.postedLater(by:)) ?? false
        }
        let runsLater = { (function: CodeFunction) in
            later.isAction(function) || later.reason(function) != nil || later.isViewMadeLater(function) || RunOrder.runsOnAnEvent(function)
                || unused.contains(function.name) || observedLater(function) || LoadedLater.isAfterShowing(function)
                || LoadedLater.isWhileShowing(function)
        }
        calledLater = AppearanceInterpreter.calledOnlyByType(from: runsLater, functions, receivers: receivers) { function in
            !walk.calls(function) && !frameworkCalled(function) && !RunOrder.entryPoints.contains(function.name)
        }
        afterLaunch = Set(functions.filter { runsLater($0) || calledLater[CallSites.key($0)] != nil }.map(LoadedLater.signature))
    }

    /// Whether `function` runs only after launch (``triggeredLater(_:)``, ``reason(_:)``).
    func runsAfterLaunch(_ function: CodeFunction) -> Bool { afterLaunch.contains(LoadedLater.signature(function)) }

    /// A function told apart from its overloads by its labels: the app delegate's `application(_:didFinishLaunchingWithOptions:)`
    /// runs at launch, its `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` later.
    private static func signature(_ function: CodeFunction) -> String {
        CallSites.key(function) + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Whether a notification `posters` post is posted only after launch: no launch code calls one of them.
    func postedLater(by posters: [CodeFunction]) -> Bool { !posters.contains { launchCalls.calls($0) || RunOrder.launches($0) } }

    /// Why what `function` sets runs after launch, though no screen's loading runs it: it is an action the user
    /// triggers, or no launch code calls it and every function that does runs later (a later screen's method,
    /// an action, or another such function): `[UIColor clearTheme]` from a screen's photo picker. Nil otherwise.
    /// A launch call setting the same property is still the app's style at launch: the user's act comes after.
    func triggeredLater(_ function: CodeFunction) -> (screen: String, reason: String)? {
        if let owner = function.owner, isAction(function) {
            return (owner, "set in \(owner).\(function.name), an action the user triggers, not at launch")
        }
        if let owner = function.owner, LoadedLater.isAfterShowing(function) {
            return (
                owner,
                "set in \(owner).\(function.name), which UIKit calls once the screen's view is in the window, after the bars there "
                    + "take their look: not at launch"
            )
        }
        // `application(_:open:options:)`, `scene(_:continue:)`: UIKit calls it as the app is opened with a link or an
        // activity, after launch (and not on every launch).
        if let owner = function.owner, RunOrder.runsOnAnEvent(function) {
            let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
            // UIKit asks for a scene's configuration as it makes a new scene session, not as it restores one.
            if function.parameters.contains(where: { $0.label?.hasPrefix("configurationForConnecting") == true }) {
                return (
                    owner,
                    "set in \(owner).\(function.name)(\(labels)), which UIKit calls as it makes a new scene session (a first launch, or one "
                        + "after the user closed the app's window), not as it restores one: it runs on some launches only"
                )
            }
            return (
                owner,
                "set in \(owner).\(function.name)(\(labels)), which UIKit calls on an event after launch (a link or an activity the app "
                    + "is opened with, a notification), not as the app launches"
            )
        }
        guard let callers = calledLater[CallSites.key(function)],
            let first = callers.min(by: { ($0.owner ?? "", $0.name) < ($1.owner ?? "", $1.name) })
        else { return nil }
        if let view = callers.first?.owner, let kind = viewsMadeLater[view], callers.allSatisfy({ isViewMadeLater($0) && $0.owner == view }) {
            return (
                view,
                "in \(function.name), called only as the \(view) \(kind) is made (its init), "
                    + AppearanceInterpreter.madeLater(view, declaredOnce: !declaredTwice.contains(view))
            )
        }
        let names = callers.map { [$0.owner, $0.name].compactMap(\.self).joined(separator: ".") }.sorted()
        let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        // Called only as later screens load: why those screens are later (built only in a branch of launch code, say).
        if callers.count == 1, !isAction(first), let (screen, why) = reason(first) {
            return (screen, "in \(function.name), called only from \(listed): \(why)")
        }
        let when = callers.contains(where: LoadedLater.isWhileShowing) ? "after launch or while one screen shows" : "after launch"
        return (first.owner ?? first.name, "in \(function.name), called only from what runs \(when) (\(listed)), not at launch")
    }

    /// A screen's callback of ``afterShowing`` (a view controller's, or a class's the files do not show to be a view).
    private static func isAfterShowing(_ function: CodeFunction) -> Bool {
        function.owner != nil && afterShowing.contains(function.name)
    }

    /// A screen's appearance callback (``AppearanceInterpreter/screenLifecycle``): what it sets lasts while that screen
    /// shows, so a helper it calls, with later screens' loading and actions, is not the app's style at launch.
    private static func isWhileShowing(_ function: CodeFunction) -> Bool {
        function.owner != nil && AppearanceInterpreter.screenLifecycle.contains(function.name)
    }

    /// The init of a SwiftUI view launch code does not make.
    private func isViewMadeLater(_ function: CodeFunction) -> Bool {
        function.isInit && function.owner.map { viewsMadeLater[$0] != nil } == true
    }

    /// An action Interface Builder connects, a method code hands to a control as its action, or an override of one.
    private func isAction(_ function: CodeFunction) -> Bool {
        (function.isAction || actions.contains(function.name) || LoadedLater.answersTheUser(function)) && !launchCalls.calls(function)
    }

    /// Whether `function` is a delegate method UIKit sends as the user acts (`tableView(_:didSelectRowAt:)`,
    /// `textFieldShouldReturn(_:)`): like an action, what it runs comes after launch.
    static func answersTheUser(_ function: CodeFunction) -> Bool {
        guard function.calledByFramework else { return false }
        if userEvents.contains(function.name) { return true }
        let second = function.parameters.dropFirst().first?.label ?? ""
        return (userEventLabels[function.name] ?? []).contains { second.hasPrefix($0) }
    }

    /// Delegate methods named by their first part alone that UIKit sends on the user's act.
    private static let userEvents: Set<String> = [
        "textFieldShouldReturn", "searchBarSearchButtonClicked", "searchBarCancelButtonClicked", "searchBarBookmarkButtonClicked",
        "imagePickerControllerDidCancel",
    ]

    /// Delegate methods UIKit sends on the user's act, by first part and the start of the second's label (Swift's
    /// `didSelectRowAt`, Objective-C's `didSelectRowAtIndexPath`).
    private static let userEventLabels: [String: [String]] = [
        "tableView": ["didSelectRowAt", "didDeselectRowAt", "accessoryButtonTappedForRowWith", "commit"],
        "collectionView": ["didSelectItemAt", "didDeselectItemAt"],
        "tabBarController": ["didSelect"],
        "imagePickerController": ["didFinishPickingMediaWithInfo", "didFinishPickingImage"],
        "mailComposeController": ["didFinishWith"],
        "messageComposeViewController": ["didFinishWith"],
        "alertView": ["clickedButtonAt", "didDismissWithButtonIndex"],
        "actionSheet": ["clickedButtonAt", "didDismissWithButtonIndex"],
    ]

    /// Why what `function` sets is not the app's style at launch: it runs as a screen loads that is not one of
    /// the first, or not known to be. Nil for a function that does not run so.
    func reason(_ function: CodeFunction) -> (screen: String, reason: String)? {
        guard let owner = function.owner else { return nil }
        let later = { (screen: String) in self.screens.contains(screen) && self.launch?.contains(screen) != true }
        let callback: String
        let laterClass = (screens.contains(owner) || viewControllers.contains(owner)) && launch?.contains(owner) != true
        if function.name == "initialize", launch != nil, laterClass, !mayBuildAtLaunch.contains(owner), !launchCalls.calls(function) {
            // Objective-C's `+initialize` runs as the class is first used: for a screen launch code never builds, as the
            // user first opens it, and the bars made before it do not have what it sets.
            return (owner, "set as the \(owner) class is first used (initialize), when the screen is first made, not at launch: " + why(owner))
        }
        if !loadOnly.contains(function.name) {
            // Any other method of a later screen that launch code does not call (one its theme change or a delegate calls):
            // it runs while the screen is there. Objective-C's `+load` is the class's, run as the app loads, and
            // `+initialize` of a screen whose showing at launch is not known is taken for the app's set-up.
            guard later(owner), !launchCalls.calls(function), !function.isInit || !launchCalls.called.contains(owner),
                !LoadedLater.classSetUp.contains(function.name)
            else { return nil }
            callback = function.name + ", a method of it launch code does not call"
            return (owner, "set by the \(owner) screen (\(callback)), not at launch: " + why(owner))
        }
        // A screen's own method, or another type's that only later screens' loading calls; a class method of a
        // screen another screen's loading calls (`[GMLNavigationController setupAppearance]` from the first
        // screen's `viewDidLoad`) is that screen's.
        let screen: String
        if !LoadedLater.loadCallbacks.contains(function.name), let reached = reachingScreens[function.name], !reached.contains(owner) {
            guard let first = reached.sorted().first, reached.allSatisfy(later) else { return nil }
            screen = first
        } else if screens.contains(owner) || launch?.contains(owner) == true {
            guard later(owner) else { return nil }
            screen = owner
        } else {
            guard let reached = reachingScreens[function.name], let first = reached.sorted().first, reached.allSatisfy(later) else { return nil }
            screen = first
        }
        callback = LoadedLater.loadCallbacks.contains(function.name) ? function.name : function.name + ", called as it loads"
        return (screen, "set when the \(screen) screen loads (\(callback)), not at launch: " + why(screen))
    }

    /// Why `screen` is not known to show at launch.
    private func why(_ screen: String) -> String {
        guard launch != nil else {
            return "whether \(screen) is the app's first screen is not known from the files read (a storyboard, or code not read, makes it)"
        }
        // A screen launch code builds in a branch (or a container it builds in one does, as it loads).
        return mayBuildAtLaunch.contains(screen)
            ? "\(known), and launch code builds \(screen) only in a branch (a user signed in, a stored setting), so whether it shows first is not known"
            : "\(known), and \(screen) is not one of them"
    }

    /// UIKit's methods adding a child screen to a screen: Objective-C's and Swift's names.
    static func addsChild(_ name: String) -> Bool { name == "addChildViewController" || name == "addChild" }

    /// `UITabBarController`, `UINavigationController`, `UISplitViewController`, and a library's of those names
    /// (`ESTabBarController`): the screens that hold the others.
    private static func isContainer(_ name: String) -> Bool {
        ["TabBarController", "NavigationController", "SplitViewController"].contains { name.hasSuffix($0) }
    }


    /// A value with UIKit's and Foundation's types left to inference, as Swift lets them be: `UIColor.white` and
    /// `.white`, `NSAttributedString.Key.font` and `.font`, written either way, are one value; so is a name and the
    /// literal one constant of that name holds (`mediumFont` and `"AvenirNext-Medium"`).
    private static func spelledOut(_ value: CodeExpression, _ constants: [String: [CodeConstant]], depth: Int = 0) -> CodeExpression {
        guard depth < ValueTranslator.maxDepth else { return value }
        func spelledOut(_ value: CodeExpression, depth: Int) -> CodeExpression { LoadedLater.spelledOut(value, constants, depth: depth) }
        switch value {
        case .name(let name):
            guard let declared = constants[name], declared.count == 1, let literal = declared.first?.value.unnamed else { return value }
            switch literal {
            case .string, .number, .bool: return literal
            default: return value
            }
        case .member(let base?, let name) where base.dottedName.map { $0.hasPrefix("UI") || $0.hasPrefix("NS") } == true:
            return .member(nil, name)
        case .call(let callee, let arguments):
            return .call(
                spelledOut(callee, depth: depth + 1),
                arguments.map { CodeArgument(label: $0.label, value: spelledOut($0.value, depth: depth + 1)) })
        case .dictionary(let entries):
            return .dictionary(entries.map { CodeEntry(key: spelledOut($0.key, depth: depth + 1), value: spelledOut($0.value, depth: depth + 1)) })
        case .array(let elements): return .array(elements.map { spelledOut($0, depth: depth + 1) })
        case .named(_, let inner): return spelledOut(inner, depth: depth + 1)
        default: return value
        }
    }

    /// A stylesheet colour as `#RRGGBBAA`: a fixed colour's name (`white`) and its hex (`"#FFFFFF"`) alike.
    static func sameColor(_ written: String) -> String {
        let plain = written.filter { $0 != "\"" }
        if let fixed = SystemColors.fixed[plain] { return fixed.hex }
        return plain.hasPrefix("#") && plain.count == 7 ? plain.uppercased() + "FF" : plain.uppercased()
    }

    /// A converted call setting what a screen sets again as it loads (``FoundCall/loadsLater``) is the app's style
    /// only until that screen opens: not converted, naming the screen's call. `color` writes a value as the
    /// stylesheet colour it is, where it is one: `[UIColor whiteColor]` and `RGB(255,255,255)` are one value.
    static func setAgainLater(
        _ calls: inout [FoundCall], constants: [String: [CodeConstant]], color: (CodeExpression) -> String? = { _ in nil }
    ) {
        func key(_ effect: ProxyEffect) -> String { "\(effect.target)|\(effect.path)|\(effect.arguments.map { "\($0.label ?? "_"):\($0.value)" })" }
        func spelled(_ value: CodeExpression) -> String {
            color(value).map(LoadedLater.sameColor) ?? "\(LoadedLater.spelledOut(value.unnamed, constants))"
        }
        var later: [String: (value: String, at: SourceLocation)] = [:]
        for call in calls where call.loadsLater {
            for effect in call.effects where later[key(effect)] == nil {
                later[key(effect)] = (spelled(effect.value), call.location)
            }
        }
        guard !later.isEmpty else { return }
        for index in calls.indices where calls[index].status == .converted {
            // The same value set again changes nothing.
            guard
                let effect = calls[index].effects.first(where: { effect in
                    later[key(effect)].map { $0.value != spelled(effect.value) } ?? false
                }),
                let at = later[key(effect)]?.at
            else { continue }
            calls[index].status = .notConverted(
                "\(at.file):\(at.line) sets \(effect.path.joined(separator: ".")) again in code of a screen the app opens later: which "
                    + "value a view shows depends on whether it appears before that code runs")
            calls[index].stoppedAt = effect.path.joined(separator: ".")
        }
    }
}
