import Livery

/// The order appearance calls run in, as far as the files read show it:
/// from the app's entry points (the app and scene delegates' `application`
/// and `scene` methods, a SwiftUI `App`'s initializer), each function called is followed where it is
/// called, so a call is placed after everything that runs before it. Where
/// two calls set one property, the later one is what UIKit keeps; a call
/// no entry point reaches has no place, and a clash with it is a conflict.
struct RunOrder {
    /// The methods UIKit calls first.
    static let entryPoints: Set<String> = ["application", "applicationDidFinishLaunching", "scene"]
    /// The second labels of the app and scene delegate methods that launch the app; another (`application(_:open:options:)`,
    /// `scene(_:continue:)`) runs when the user opens a link or an activity, after launch.
    static let launchLabels: Set<String> = [
        "didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions", "willConnectTo", "willConnectToSession",
    ]

    /// Whether UIKit runs `function` as the app launches: a SwiftUI `App`'s initializer, or an entry point that is
    /// not another delegate method of the name (its second label says which).
    static func launches(_ function: CodeFunction) -> Bool {
        guard !function.isAppInit else { return true }
        guard entryPoints.contains(function.name) else { return false }
        return function.parameters.count < 2 || function.parameters[1].label.map(launchLabels.contains) ?? false
    }

    /// Deepest chain of calls followed from an entry point.
    static let maxDepth = 64

    /// A call's place: the app whose launch reaches it, and its turn there.
    struct Place: Equatable {
        var app: Int
        var turn: Int

        /// Whether it runs after `other`; nil for calls of two apps (one checkout holding two Xcode projects'
        /// apps, each launching on its own): neither runs after the other.
        func runs(after other: Place) -> Bool? { app == other.app ? turn > other.turn : nil }
    }

    private let functions: [String: [CodeFunction]]
    /// The closures each type's stored properties run for their initial values (``CodeFunction/runsAtInit``), by type.
    private let storedInitializers: [String: [CodeFunction]]
    /// Per file, the indices of the calls found in it, by line.
    private let callsByFile: [String: [Int: [Int]]]
    private(set) var places: [Place?]
    private var next = 0
    private var app = 0
    private var visited: Set<String> = []
    /// What launch code does beside its calls (``LoadedLater``): the types it constructs, and how it sets the root.
    private(set) var constructed: Set<String> = []
    /// How many blocks kept to run later, or content screens' methods, the walk is inside: what they build is not
    /// built at launch, or not shown then (a popover a list screen makes as it is made).
    private var deferred = 0
    /// Whether a class is a content screen (a view controller that is no container): what its methods construct
    /// is a screen it opens later, not one of the app's first.
    private var isContentScreen: (String) -> Bool = { _ in false }
    /// How many branches, `switch`es or code not followed the walk is inside.
    private var conditions = 0
    /// What launch code builds whatever happens: not in a branch (a tab bar made only when the user is logged in, tabs
    /// a container adds only where a stored setting allows).
    private(set) var builtWhateverHappens: Set<String> = []
    /// The names of the functions launch code calls on a receiver whose type is not known, whichever type's they are.
    private(set) var called: Set<String> = []
    /// Those calls' arguments, by name, and whether each is written in Swift: the functions of the name they bind to.
    private var calledWith: [String: [(arguments: [CodeArgument], swift: Bool)]] = [:]
    /// Whether the statement followed is Swift's.
    private var inSwift = false
    /// The type whose function the walk is in: a name its body reads may be that type's getter.
    private var owner: String?
    /// The functions launch code calls on a type named (`Appearance.setUp()`), as `Type.name`: a screen's method of
    /// the same name is not one of them.
    private(set) var calledOnTypes: Set<String> = []

    /// Whether launch code may call `function`: by its name on a receiver of unknown type, with labels that bind to it,
    /// or on its type.
    func calls(_ function: CodeFunction) -> Bool {
        if function.owner != nil, calledOnTypes.contains(CallSites.key(function)) { return true }
        return (calledWith[function.name] ?? []).contains { CallSites.mayBind($0.arguments, fromSwift: $0.swift, to: function) }
    }

    /// Whether UIKit calls `function` on an event after launch: an app or scene delegate method that does not
    /// launch the app (`application(_:didRegister:)`, `application(_:open:options:)`).
    static func runsOnAnEvent(_ function: CodeFunction) -> Bool {
        entryPoints.contains(function.name) && !launches(function) && function.owner != nil
    }
    private(set) var setsRoot = false
    private(set) var fromStoryboard = false

    /// Each call's place in the run order (nil where no entry point reaches it). An entry point's app is the
    /// folder of the nearest Xcode project above its file (of `projects`, `…/X.xcodeproj/project.pbxproj`).
    static func places(functions: [CodeFunction], calls: [FoundCall], projects: [String] = []) -> [Place?] {
        following(functions, calls: calls, projects: projects).places
    }

    /// The launch code followed from every entry point.
    static func following(
        _ functions: [CodeFunction], calls: [FoundCall] = [], projects: [String] = [], isContentScreen: @escaping (String) -> Bool = { _ in false }
    ) -> RunOrder {
        var order = RunOrder(functions: functions, calls: calls)
        order.isContentScreen = isContentScreen
        let folders = projects.map { FilePath.directory(of: FilePath.directory(of: $0)) + "/" }
        var apps: [String: Int] = [:]
        for function in functions where launches(function) {
            let file = function.statements.first?.location.file ?? ""
            let folder = folders.filter { file.hasPrefix($0) }.max { $0.count < $1.count } ?? ""
            order.app = apps[folder] ?? apps.count
            apps[folder] = order.app
            order.owner = function.owner
            order.run(function.statements, depth: 0)
            // A SwiftUI `App`'s body is read once its init has run: the views its scenes make, and their inits, come after.
            if function.isAppInit {
                for body in functions where body.name == "body" && body.owner == function.owner && order.visited.insert(body.identity).inserted {
                    order.run(body.statements, depth: 0)
                }
            }
        }
        return order
    }

    /// The types `roots` construct, followed as launch code is: what a first screen builds as its view loads.
    static func constructed(
        by roots: [CodeFunction], in functions: [CodeFunction], isContentScreen: @escaping (String) -> Bool = { _ in false }
    ) -> Set<String> {
        var order = RunOrder(functions: functions, calls: [])
        order.isContentScreen = isContentScreen
        for root in roots { order.run(root.statements, depth: 0) }
        return order.builtWhateverHappens
    }

    private init(functions: [CodeFunction], calls: [FoundCall]) {
        self.functions = Dictionary(grouping: functions, by: \.name)
        storedInitializers = Dictionary(grouping: functions.filter(\.runsAtInit)) { $0.owner ?? "" }
        var byFile: [String: [Int: [Int]]] = [:]
        for (index, call) in calls.enumerated() { byFile[call.location.file, default: [:]][call.location.line, default: []].append(index) }
        callsByFile = byFile
        places = Array(repeating: nil, count: calls.count)
    }

    private mutating func run(_ statements: [CodeStatement], depth: Int) {
        for statement in statements {
            inSwift = statement.location.file.hasSuffix(".swift")
            switch statement.kind {
            case .unfollowed(let reason, _, _, let inner) where CodeStatement.runsLater(reason):
                // A block kept to run later (`onboardingVC.loginHandler = ^{ … [LBXLoginViewController new] … }`): placed
                // in the run order, but what it builds is no first screen.
                deferred += 1
                run(inner, depth: depth)
                deferred -= 1
            case .unfollowed(_, _, _, let inner):
                runConditionally(inner, depth: depth)
            case .block(let inner), .loop(_, _, let inner):
                run(inner, depth: depth)
            case .branch(let condition, let then, let otherwise, _):
                enter(condition, depth: depth)
                if ConditionalCalls.isDecided(condition) { run(then + otherwise, depth: depth) } else { runConditionally(then + otherwise, depth: depth) }
            case .cases(let subject, let cases, _):
                enter(subject, depth: depth)
                runConditionally(cases.flatMap(\.body), depth: depth)
            case .bind(_, let expression), .evaluate(let expression), .returns(let expression):
                enter(expression, depth: depth)
            case .assign(let target, let value):
                if target.lastName == "rootViewController" { setsRoot = true }
                enter(target, depth: depth)
                enter(value, depth: depth)
            }
            place(statement)
        }
    }

    /// Follows the functions `expression` calls that are declared once in the files read.
    private mutating func enter(_ expression: CodeExpression, depth: Int) {
        guard depth < RunOrder.maxDepth else { return }
        switch expression {
        case .call(let callee, let arguments):
            if let name = callee.lastName, name.hasPrefix("instantiate") { fromStoryboard = true }
            // Objective-C's `[self.window setRootViewController:…]`.
            if callee.lastName == "setRootViewController" { setsRoot = true }
            if deferred == 0, let type = RunOrder.constructedType(callee) {
                constructed.insert(type)
                if conditions == 0 { builtWhateverHappens.insert(type) }
                // `RootTabView()`: its stored properties' initial values, then the type's one initializer, run here (a SwiftUI
                // view's, setting proxies as it is made).
                for stored in storedInitializers[type] ?? [] where visited.insert(stored.identity).inserted {
                    runMethod(stored, depth: depth + 1)
                }
                if let made = functions["init"]?.filter({ $0.owner == type }), made.count == 1, visited.insert(made[0].identity).inserted {
                    runMethod(made[0], depth: depth + 1)
                }
            }
            let (name, found) = resolve(callee, arguments)
            // `[HTManagerController defaultManagerController]`: a singleton's accessor builds its one instance, here.
            if deferred == 0, let found, found.owner != nil, let type = ObjCSourceReader.oneInstance(returnedBy: found.statements) {
                constructed.insert(type)
                if conditions == 0 { builtWhateverHappens.insert(type) }
            }
            enter(callee, depth: depth)
            for argument in arguments { enter(argument.value, depth: depth) }
            if let name, let found, visited.insert(name).inserted { runMethod(found, depth: depth + 1) }
        case .name(let name), .member(.name("self")?, let name): runGetter(name, depth: depth)
        case .member(let base?, _): enter(base, depth: depth)
        case .arithmetic(_, let left, let right):
            enter(left, depth: depth)
            enter(right, depth: depth)
        case .named(_, let inner): enter(inner, depth: depth)
        case .array(let elements): for element in elements { enter(element, depth: depth) }
        default: break
        }
    }

    /// The function a call runs, recorded as called: the one of its name declared on the type it is sent to
    /// (`KujonAppearance.setSearchBarAppearance()` where a screen declares a method of that name too), or the one
    /// of that name whose labels the call's bind (`apply(theme:reload:)`). Its key for `visited` and the function;
    /// nil where it is not one function of the files read.
    private mutating func resolve(_ callee: CodeExpression, _ arguments: [CodeArgument]) -> (String?, CodeFunction?) {
        guard let name = callee.lastName else { return (nil, nil) }
        let declared = functions[name] ?? []
        if case .member = callee, let type = CallSites.receiverType(callee, in: nil) {
            let owned = declared.filter { $0.owner == type }
            if owned.count == 1 {
                calledOnTypes.insert(CallSites.key(owned[0]))
                return (owned[0].identity, owned[0])
            }
        }
        // `super.viewDidLoad()` calls the superclass's method (UIKit's, as a rule), not any of the name.
        if callee.dottedName != "super." + name {
            called.insert(name)
            calledWith[name, default: []].append((arguments, inSwift))
        }
        let binding = declared.count == 1 ? declared : declared.filter { CallSites.mayBind(arguments, fromSwift: inSwift, to: $0) }
        guard binding.count == 1 else { return (nil, nil) }
        return (binding[0].identity, binding[0])
    }

    /// A property of the walk's type that runs code as it is read, followed the first time: a computed property's
    /// getter, or a `lazy var window: UIWindow? = { … }()` whose closure makes the first screen when launch code
    /// first reads `window`.
    private mutating func runGetter(_ name: String, depth: Int) {
        guard depth < RunOrder.maxDepth, let owner else { return }
        let getters = (functions[name] ?? []).filter { $0.owner == owner && $0.isGetter }
        guard getters.count == 1, visited.insert(getters[0].identity).inserted else { return }
        runMethod(getters[0], depth: depth + 1)
    }

    /// Statements under a condition: what they build is not built whatever happens.
    private mutating func runConditionally(_ statements: [CodeStatement], depth: Int) {
        conditions += 1
        run(statements, depth: depth)
        conditions -= 1
    }

    /// A function followed from launch code; a content screen's builds no first screen.
    private mutating func runMethod(_ function: CodeFunction, depth: Int) {
        let content = function.owner.map(isContentScreen) == true
        if content { deferred += 1 }
        let (caller, callersType) = (inSwift, owner)
        owner = function.owner
        run(function.statements, depth: depth)
        (inSwift, owner) = (caller, callersType)
        if content { deferred -= 1 }
    }

    /// `MapViewController()`, `MapViewController.init(…)`, Objective-C's `[[MapViewController alloc] init]`: the type built.
    private static func constructedType(_ callee: CodeExpression) -> String? {
        let name: String
        switch callee {
        case .name(let type): name = type
        case .member(.name(let type)?, "init"): name = type
        default: return nil
        }
        return name.first?.isUppercase == true ? name : nil
    }

    /// The calls on the statement's lines not placed yet come next.
    private mutating func place(_ statement: CodeStatement) {
        guard let lines = callsByFile[statement.location.file] else { return }
        for line in statement.location.line...max(statement.location.line, statement.endLine) {
            for index in lines[line] ?? [] where places[index] == nil {
                places[index] = Place(app: app, turn: next)
                next += 1
            }
        }
    }
}
