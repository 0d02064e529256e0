import LiveryCore

/// Follows one function's statements as UIKit would run them, keeping what
/// its locals hold (a proxy, an appearance object being built, a value), and
/// records every call that sets something on a proxy with what it sets.
///
/// What it does not follow (a branch on a value, a loop, a proxy handed to a
/// helper) is still walked, so each call inside is reported with the reason.
struct AppearanceInterpreter {
    private enum Binding {
        case proxy(ProxyTarget)
        case object(AppearanceObject, [String])
        case value(CodeExpression)
        case traits([TraitCondition])
        /// A proxy the importer cannot write as a rule, and why.
        case refused(String)

        /// The appearance object bound, if it is one.
        var object: (AppearanceObject, [String])? {
            if case .object(let object, let path) = self { return (object, path) }
            return nil
        }
    }

    /// What an expression evaluates to.
    private enum Evaluated {
        case proxy(ProxyTarget, [String])
        case object(AppearanceObject, [String])
        case value(CodeExpression)
        case refused(String)
    }

    /// Not following: calls are reported with this reason.
    private struct Unfollowed {
        var reason: String
        var stoppedAt: String
        var obsolete: Bool
    }

    /// Every function read, by name: one that builds and returns an appearance
    /// object is followed where it is called.
    private let functions: [String: [CodeFunction]]
    /// How many helper calls deep this interpreter is; a helper's own calls are recorded when it is interpreted itself.
    private let helperDepth: Int
    static let maxHelperDepth = 4
    /// How many helpers deep a proxy was handed (`style(bar: UINavigationBar.appearance())`): their setters are the app's calls.
    private var proxyHelperDepth = 0
    /// The helpers handed a proxy being followed, outermost first: one calling itself sets what it sets at the
    /// same lines, so its own call is not followed again and each setter is reported once.
    private var followedHelpers: Set<String> = []
    /// A followed helper's parameters: each holds its caller's value, whose own name (if any) it keeps.
    private var parameters: Set<String> = []
    /// The type the function followed belongs to: `type(of: self)` and `[self class]` name it.
    private var selfType: String?
    /// The parameters of the function run that are a `UIScene` (a scene delegate's `scene`): an iOS app's scene is a
    /// `UIWindowScene`, so `if let windowScene = scene as? UIWindowScene` holds.
    private var scenes: Set<String> = []
    /// Whether the app declares scenes: its scene delegates make its windows, and the app delegate's `window` is nil
    /// unless the app delegate makes one.
    private var usesScenes = false
    /// A followed helper's parameters that hold a proxy: only what is set through them is recorded there,
    /// as the helper's own `X.appearance()` calls are recorded where the helper is interpreted itself.
    private var handedProxies: Set<String> = []
    /// A style's closure being followed (``followStyle(_:_:_:proxy:_:)``): no other run records the proxies it names itself.
    private var ownCalls = false
    /// The getters being read by ``themeGetter(_:)``, outermost first: a name one of them returns is not read as it again.
    private var openGetters: Set<String> = []
    /// The types read: a followed helper's theme object is found in its owner's.
    private var types: [String: CodeType] = [:]
    /// The `CaseIterable` enums whose `allCases` the files read: a method switching on `self` runs for every case.
    private var iteratedEnums: Set<String> = []
    private let budget: HelperBudget
    private let themes: ThemeModel
    /// The branches on the theme object being followed, innermost last.
    private var guards: [ProxyEffect.Guard] = []
    /// The trait conditions of the device branches the statement is in (`if UIDevice.current.userInterfaceIdiom == .pad`):
    /// what it sets is written for those traits.
    private var deviceTraits: [TraitCondition] = []
    private var scope: [String: Binding] = [:]
    /// The locals changed in place or given another value (``store(_:_:in:)``): one changed since a scope was
    /// saved holds what only some runs put in it once the scope is put back.
    private var changedLocals: Set<String> = []
    /// Names declared outside the function (a file-scope `var`, a property) given a value inside a branch, a case
    /// or a loop: read after it, they hold what only some runs put in them, not their initial value.
    private var changedOuter: Set<String> = []
    /// Values this function set on proxies, by proxy and path: read back (`a.bottomColor = a.topColor`).
    private var proxyValues: [String: CodeExpression] = [:]
    /// The appearance objects given to proxies in the function followed, helpers' included.
    private(set) var assignments = AppearanceObject.Assignments()
    /// What the function returned, when it returns an appearance object.
    private var returned: AppearanceObject?
    /// Properties set on a window held in a local (`let window = UIWindow(…)`),
    /// by the local's name: the app's window once the local is assigned to
    /// the delegate's `window`, else one the code made for itself (an alert's).
    private var localWindowSets: [String: [(statement: CodeStatement, text: String, property: String, value: CodeExpression)]] = [:]
    /// Locals assigned to the delegate's `window`: the app's window from then on.
    private var appWindowLocals: Set<String> = []
    /// Whether the function followed is a body that shows at launch (``appearsAtLaunch(_:types:launchMade:functions:)``):
    /// its `onAppear` runs as the first screen appears.
    private var appearsAtLaunch = false
    /// Whether the function made the delegate's window (`window = UIWindow(frame: …)`), outside code not followed:
    /// `if let window = window` after it holds.
    private var madeAppWindow = false
    private(set) var calls: [FoundCall] = []
    /// The lines of statements that reached a proxy, for checking every `appearance()` call was seen.
    private(set) var reached: [(file: String, lines: ClosedRange<Int>)] = []

    private init(functions: [String: [CodeFunction]], helperDepth: Int, budget: HelperBudget, themes: ThemeModel) {
        self.functions = functions
        self.helperDepth = helperDepth
        self.budget = budget
        self.themes = themes
    }

    /// The theme object a function reads: a parameter of a theme type, or a stored property of its type declared of one.
    /// `sites` are the arguments its callers in the files read pass.
    private mutating func bindThemes(_ function: CodeFunction, types: [String: CodeType], sites: [[CodeArgument]] = [], namedElsewhere: Bool = false) {
        let owned = function.owner.flatMap { types[$0] }?.propertyTypes ?? [:]
        for (property, declared) in owned where themes.theme(ofType: declared) != nil {
            scope[property] = .value(.instance(type: ThemeModel.plainType(declared), name: property))
        }
        for parameter in function.parameters {
            // A string naming the theme (`setTheme:(NSString *)theme`) where a caller passes one known only as the app runs
            // (the user's choice read from their defaults), whatever others write out (`setTheme:@"dawn"` as the user logs
            // out); where every caller writes one out, that is the theme the code fixes.
            if let key = themes.stringTheme(of: function, parameter.name) {
                let passed = sites.compactMap { ValueTranslator.bind(function.parameters, to: $0)?[parameter.name] }
                if passed.contains(where: { if case .string = $0.unnamed { return false } else { return true } }) {
                    scope[parameter.name] = .value(.instance(type: key, name: parameter.name))
                }
                continue
            }
            guard let declared = parameter.type, let theme = themes.theme(ofType: declared) else { continue }
            // An enum given as an argument is a helper's choice more often than the user's: it is the theme where
            // a caller passes the one the user picks (`applyTheme(theme: ThemeManager.currentTheme())`), or where
            // every caller read passes a value known only as the app runs (`configure(from: value)` in a theme
            // subscription's handler, a closure the calls are not read in), none a case written out, and the
            // type is named a theme.
            if case .success(let found) = theme, found.isEnumeration {
                let passed = sites.compactMap { ValueTranslator.bind(function.parameters, to: $0)?[parameter.name] }
                let picked = passed.contains { themes.staticInstance($0) != nil }
                // Only a type named a theme (`AppTheme`): a `Language` passed as the user changes it is not the app's style at launch.
                let runTime =
                    ThemeModel.plainType(declared).lowercased().contains("theme")
                    && (sites.isEmpty ? namedElsewhere : passed.count == sites.count) && passed.allSatisfy { !AppearanceInterpreter.isFixed($0, depth: 0) }
                if !picked, !runTime { continue }
            }
            scope[parameter.name] = .value(.instance(type: ThemeModel.plainType(declared), name: parameter.name))
        }
    }

    /// Why a local's value is not known: it was changed (a dictionary's entry set, or the local given another
    /// value) inside a branch, a case or a loop, which runs only on some runs.
    static let changedValue = "a value changed inside a branch, a case or a loop"

    /// Whether a chain of members and calls starts at a value's local changed in a branch (its root, not
    /// itself: `cell.imageView.setImage`, not `cell`, whose messages are a dictionary's).
    private func isChangedValue(_ expression: CodeExpression) -> Bool {
        var current = expression
        for _ in 0..<ValueTranslator.maxDepth {
            switch current {
            case .member(let base?, _): current = base
            case .call(let callee, _): current = callee
            case .name(let name):
                if case .refused(AppearanceInterpreter.changedValue)? = scope[name], current != expression { return true }
                return false
            default: return false
            }
        }
        return false
    }

    /// Whether the local `name` holds a dictionary, known or changed where the importer does not follow.
    private func holdsDictionary(_ name: String) -> Bool {
        switch scope[name] {
        case .value(let held)?: if case .dictionary = held.unnamed { return true } else { return false }
        case .refused(AppearanceInterpreter.changedValue)?: return true
        default: return false
        }
    }

    /// Puts `value` under `key` in the dictionary the local `name` holds (built
    /// entry by entry: `var attributes = [NSAttributedString.Key: Any]()`); false when what it holds is not known.
    @discardableResult
    private mutating func store(_ key: CodeExpression, _ value: CodeExpression, in name: String) -> Bool {
        guard case .value(let held) = scope[name], case .dictionary(let entries) = held.unnamed else { return false }
        let key = resolve(key)
        scope[name] = .value(.dictionary(entries.filter { $0.key != key } + [CodeEntry(key: key, value: resolve(value))]))
        changedLocals.insert(name)
        return true
    }

    /// Gives each side of a branch followed per theme or idiom objects of its own: the sides are different runs,
    /// so what one side sets on an object made before (`cell.backgroundColor = …` in each case) is not the other's.
    private mutating func forkObjects() {
        var copies: [ObjectIdentifier: AppearanceObject] = [:]
        for (name, binding) in scope {
            guard case .object(let object, let path) = binding else { continue }
            let copy = copies[ObjectIdentifier(object)] ?? object.copy()
            copies[ObjectIdentifier(object)] = copy
            scope[name] = .object(copy, path)
        }
    }

    /// Runs code that never runs (a branch for iOS versions before 15, the side of a fixed condition not taken): its
    /// calls are reported obsolete, and what it gives locals is undone, as no run gives it.
    private mutating func runNever(_ inner: [CodeStatement], _ unfollowed: Unfollowed) {
        let saved = (scope, changedLocals, changedOuter)
        run(inner, unfollowed: unfollowed)
        (scope, changedLocals, changedOuter) = saved
    }

    /// Puts back the scope saved before a branch, a case or a loop's round: bindings made inside stay
    /// inside, and a dictionary of the scope changed inside holds what only some runs put in it.
    private mutating func restore(_ saved: [String: Binding]) {
        var changed: Set<String> = []
        for name in changedLocals {
            // A value's local (a proxy's or an appearance object's keeps what it held before, as the code it
            // was given another in is not followed).
            switch (saved[name], scope[name]) {
            case (.value(let before)?, .value(let after)?) where before == after: continue
            case (.value?, _), (.refused(AppearanceInterpreter.changedValue)?, _): changed.insert(name)
            default: continue
            }
        }
        scope = saved
        for name in changed.union(changedOuter) { scope[name] = .refused(AppearanceInterpreter.changedValue) }
    }

    /// A parameter every call of the function passes the same fixed value (`style(tint: .systemPink)`, or
    /// none but its default): bound to that value, as if written in the body. A value naming a local of a
    /// caller, `self` or another parameter is the caller's to know, and leaves the parameter unbound.
    private mutating func bindPassedValues(_ function: CodeFunction, _ sites: [[CodeArgument]]) {
        guard !sites.isEmpty else { return }
        for parameter in function.parameters where scope[parameter.name] == nil {
            var passed: Set<CodeExpression> = []
            for arguments in sites {
                guard let values = ValueTranslator.bind(function.parameters, to: arguments), let value = values[parameter.name] else { return }
                passed.insert(value)
            }
            guard passed.count == 1, let value = passed.first, AppearanceInterpreter.isFixed(value, depth: 0) else { continue }
            scope[parameter.name] = .value(value)
            parameters.insert(parameter.name)
        }
    }

    /// Whether a value is the same wherever it is written: literals, and members and calls of named types and constants.
    static func isFixed(_ expression: CodeExpression, depth: Int) -> Bool {
        guard depth < ValueTranslator.maxDepth else { return false }
        switch expression {
        case .number, .string, .bool, .null: return true
        case .name(let name): return name.first?.isUppercase == true
        case .member(let base, _): return base.map { isFixed($0, depth: depth + 1) } ?? true
        case .call(let callee, let arguments): return isFixed(callee, depth: depth + 1) && arguments.allSatisfy { isFixed($0.value, depth: depth + 1) }
        case .array(let items): return items.allSatisfy { isFixed($0, depth: depth + 1) }
        case .dictionary(let entries): return entries.allSatisfy { isFixed($0.key, depth: depth + 1) && isFixed($0.value, depth: depth + 1) }
        case .arithmetic(_, let left, let right): return isFixed(left, depth: depth + 1) && isFixed(right, depth: depth + 1)
        case .named(_, let inner): return isFixed(inner, depth: depth + 1)
        case .choice(let test, let then, let otherwise):
            return isFixed(test, depth: depth + 1) && isFixed(then, depth: depth + 1) && isFixed(otherwise, depth: depth + 1)
        case .opaque, .instance: return false
        }
    }

    /// A view controller's appearance callbacks: what they set on a proxy
    /// lasts while that screen shows.
    static let screenLifecycle: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

    /// A view's own callbacks (`awakeFromNib`, `layoutSubviews`, …): they run as each view of the class is made,
    /// laid out or drawn, after launch and again for every such view.
    static let viewLifecycle: Set<String> = [
        "awakeFromNib", "layoutSubviews", "didMoveToWindow", "didMoveToSuperview", "willMove", "draw", "prepareForReuse",
        "tintColorDidChange", "prepareForInterfaceBuilder",
    ]

    /// The delegate methods that may run as the app launches: its own and its scenes' (``RunOrder/entryPoints``), and a
    /// navigation or split view controller's, told of the first screen it shows.
    static let launchDelegates: Set<String> = RunOrder.entryPoints.union(["window", "navigationController", "splitViewController"])

    /// When the framework calls a delegate's or a data source's method (`picker(_ picker:, didFinishPicking:)`, named
    /// after its first parameter, as UIKit's protocols name theirs, or `scrollViewDidScroll(_ scrollView:)`, the
    /// parameter's name told what did, will or should happen): as its object reports an event, after launch. Nil
    /// for any other function, and for the delegates that may run at launch (``launchDelegates``).
    static func delegateEvent(_ function: CodeFunction) -> String? {
        guard let sender = function.parameters.first?.name, !launchDelegates.contains(sender) else { return nil }
        let told = function.name.hasPrefix(sender) ? function.name.dropFirst(sender.count) : ""
        let isTold = function.calledByFramework && ["Did", "Will", "Should"].contains { told.hasPrefix($0) }
        guard function.parameters.count > 1 && sender == function.name || isTold else { return nil }
        if ["tableView", "collectionView"].contains(sender) { return "which UIKit calls as a list shows its rows or items" }
        return "a delegate's method, which its \(sender) calls as something happens (the user acts, a task ends)"
    }

    /// Helpers called from a screen's appearance callbacks, and from nowhere else, this many calls away at most.
    static let maxScreenHelperDepth = 8

    /// The appearance callbacks and the functions called only from them (or from
    /// functions called only from them), by name: what they set lasts while a screen shows.
    static func screenOnly(_ functions: [CodeFunction]) -> Set<String> { calledOnlyFrom(screenLifecycle, functions) }

    /// `roots` and the functions called only from them (or from functions called only from them), by name.
    static func calledOnlyFrom(_ roots: Set<String>, _ functions: [CodeFunction]) -> Set<String> {
        roots.union(calledOnly(from: { roots.contains($0.name) }, functions).keys)
    }

    /// The functions every caller of which is a root or another such function, by name, with the functions calling
    /// each: a round per call away from the roots, ``maxScreenHelperDepth`` rounds. `follows` says which names
    /// may be one (not those UIKit calls, say).
    static func calledOnly(from isRoot: (CodeFunction) -> Bool, _ functions: [CodeFunction]) -> [String: [CodeFunction]] {
        var callers: [String: [CodeFunction]] = [:]
        for function in functions {
            for name in CallSites.names(in: function.statements) where name != function.name { callers[name, default: []].append(function) }
        }
        return calledOnly(from: isRoot, callers: { callers[$0.name] ?? [] }, functions, key: \.name, rounds: maxScreenHelperDepth) { _ in true }
    }

    /// ``calledOnly(from:_:)`` by type as well as name (``CallSites/qualifiedCalls(of:declared:)``), keyed by
    /// ``CallSites/key(_:)``: `connect()` in a screen is its own method, not a VPN client's of the name that launch
    /// code calls. Followed as far as the run order is; `follows` says which functions may be one (not those UIKit
    /// or launch code calls, say).
    static func calledOnlyByType(
        from isRoot: (CodeFunction) -> Bool, _ functions: [CodeFunction], receivers: CallSites.Receivers, follows: (CodeFunction) -> Bool
    ) -> [String: [CodeFunction]] {
        let callers = CallSites.qualifiedCallers(functions, receivers: receivers)
        // A call by name alone is one whose labels bind (``CallSites/mayBind(_:fromSwift:to:)``). A function calling
        // itself (`weakSelf.manuallyConnect()` in its completion) is no other caller.
        let ofFunction = { (function: CodeFunction) -> [CodeFunction] in
            let byName = function.owner == nil ? [] : (callers[function.name] ?? []).filter { site in
                CallSites.mayBind(site.arguments, fromSwift: site.caller.isSwift, to: function)
            }
            return ((callers[CallSites.key(function)] ?? []) + byName).map(\.caller).filter { CallSites.key($0) != CallSites.key(function) }
        }
        return calledOnly(from: isRoot, callers: ofFunction, functions, key: CallSites.key, rounds: RunOrder.maxDepth, follows: follows)
    }

    private static func calledOnly(
        from isRoot: (CodeFunction) -> Bool, callers: (CodeFunction) -> [CodeFunction], _ functions: [CodeFunction],
        key: (CodeFunction) -> String, rounds: Int, follows: (CodeFunction) -> Bool
    ) -> [String: [CodeFunction]] {
        // Each key once, with every caller of the functions it names.
        var byKey: [String: [CodeFunction]] = [:]
        for function in functions where follows(function) {
            let from = callers(function)
            guard !from.isEmpty else { continue }
            byKey[key(function), default: []] += from
        }
        var found: [String: [CodeFunction]] = [:]
        for _ in 0..<rounds {
            let known = found
            let added = byKey.filter { name, from in known[name] == nil && from.allSatisfy { isRoot($0) || known[key($0)] != nil } }
            if added.isEmpty { break }
            found.merge(added) { first, _ in first }
        }
        return found
    }

    /// The calls of every function in `unit`; `functions` are all the functions read, by name; `screenOnly`, ``screenOnly(_:)``;
    /// `unused`, the functions no file read names, `neverRun`, the functions the app never runs, with why (``NameUses/neverRun(functions:classes:texts:values:unused:)``), `adoptingUnread`, the types whose methods a library may call (``NameUses/adoptingUnreadProtocols(_:)``), and `observers`, those only a notification of the app's runs (``NameUses/observers(functions:text:)``)
    /// (``NameUses``); `callSites`, the calls of them all, for the values
    /// their callers pass; `launchMade`, the SwiftUI views launch code makes (``madeAtLaunch(functions:types:)``), and
    /// `launchBodyHelpers`, the view extensions' functions only their bodies call (``launchBodyHelpers(_:bodies:launchMade:)``);
    /// `deviceDelegates`, the idiom of each app delegate only one device's main nib makes (``DeviceDelegates``);
    /// `usesScenes`, whether the app's `Info.plist` declares scenes (`UIApplicationSceneManifest`).
    static func calls(
        in unit: SourceUnit, functions: [String: [CodeFunction]], budget: HelperBudget, themes: ThemeModel, types: [String: CodeType],
        screenOnly: Set<String> = screenLifecycle, unused: Set<String> = [], neverRun: [String: String] = [:],
        adoptingUnread: Set<String> = [], observers: [String: NameUses.Observer] = [:], viewCallbackOnly: [String: String] = [:], callSites: CallSites? = nil,
        loadedLater: LoadedLater? = nil,
        conditional: [String: ConditionalCalls.Condition] = [:], iteratedEnums: Set<String> = [], namedTyped: Set<String> = [], launchMade: Set<String> = [],
        launchBodyHelpers: Set<String> = [], deviceDelegates: [String: String] = [:], usesScenes: Bool = false
    ) -> (
        calls: [FoundCall], reached: [(file: String, lines: ClosedRange<Int>)]
    ) {
        var calls: [FoundCall] = []
        var reached: [(file: String, lines: ClosedRange<Int>)] = []
        for (position, function) in unit.functions.enumerated() {
            var interpreter = AppearanceInterpreter(functions: functions, helperDepth: 0, budget: budget, themes: themes)
            interpreter.types = types
            interpreter.iteratedEnums = iteratedEnums
            interpreter.selfType = function.owner
            interpreter.appearsAtLaunch = appearsAtLaunch(function, types: types, launchMade: launchMade, launchBodyHelpers: launchBodyHelpers)
            interpreter.scenes = Set(function.parameters.filter { $0.type == "UIScene" }.map(\.name))
            interpreter.usesScenes = usesScenes
            if let idiom = function.owner.flatMap({ deviceDelegates[$0] }) {
                interpreter.deviceTraits = [TraitCondition(name: idiomTrait, value: idiom)]
            }
            let sites = callSites?.arguments(of: function) ?? []
            let uncalledOverload = callSites?.isUncalledOverload(function) == true
            interpreter.bindStoredObjects(function)
            interpreter.bindThemes(function, types: types, sites: sites, namedElsewhere: namedTyped.contains(function.name))
            interpreter.bindPassedValues(function, sites)
            interpreter.run(function.statements, unfollowed: nil)
            let shown = AppearanceInterpreter.firstScreenShown(function.statements)
            let changedAfter = interpreter.assignments.changedAfter
            // A SwiftUI view's (or a modifier's, a style's) init, for one launch code does not make.
            let viewMadeLater = function.owner.flatMap { owner in
                function.isInit && !launchMade.contains(owner) ? types[owner]?.madeByABody.map { (owner, $0) } : nil
            }
            let lines = function.statements.first.map { $0.location.line...max($0.location.line, function.statements.last?.endLine ?? 0) }
            calls += interpreter.calls.map { call in
                var call = call
                if let object = interpreter.assignments.object(givenAt: call.location) {
                    call.objectLinesNotFollowed = object.linesNotFollowed
                    // Where what the object holds is not known, the lines setting what is known fare as the call does.
                    if call.effects.isEmpty, case .notConverted(let reason) = call.status, !object.unknowns.isEmpty {
                        call.objectLinesNotFollowed += object.entries.map { entry in
                            AppearanceObject.NotFollowed(
                                location: entry.location, reason: reason, stoppedAt: call.stoppedAt ?? "", obsolete: false, followed: true)
                        }
                    }
                }
                if call.status == .converted, let (change, given) = changedAfter[call.location], let change {
                    // The proxy keeps the object: a change in the same function before any bar can appear is what bars take.
                    if let unknown = given.object.unknowns.last, unknown.location.line > call.location.line {
                        // Changed after in a way not known (in a branch not followed): what the bars copy is not known.
                        call.status = .notConverted("its appearance object is changed after the proxy is given it, and not known: " + unknown.reason)
                        call.stoppedAt = "line \(unknown.location.line)"
                    } else if change.file == call.location.file, lines?.contains(change.line) == true, change.line > call.location.line,
                        !AppearanceInterpreter.mayShowBars(function.statements, after: call.location.line, upTo: change.line)
                    {
                        let kept = call.effects.first
                        call.effects = AppearanceInterpreter.objectEffects(given.object, given.target, given.path, given.arguments, at: call.location)
                            .map { effect in
                                var effect = effect
                                effect.guards = kept?.guards ?? []
                                effect.branchTraits = kept?.branchTraits ?? []
                                effect.target = kept?.target ?? effect.target
                                return effect
                            }
                    } else {
                        call.status = .notConverted(
                            "its appearance object is changed after the proxy is given it (line \(change.line)): the proxy keeps the object, "
                                + "and which of its states each bar copies depends on when the bar appears")
                        call.stoppedAt = "line \(change.line)"
                    }
                }
                if call.function.isEmpty {
                    call.function = "\(unit.path)#\(position)"
                    call.parameters = function.parameters.map(\.name).filter { !interpreter.parameters.contains($0) }
                    call.owner = function.owner
                }
                // A screen that sets a proxy while it shows (and puts it back
                // as it goes) changes bars for a moment, not the app's style. A screen's own `viewDidLoad`, which UIKit
                // calls, is not the presenter's method of that name its appearance callbacks call.
                let uikitCalls =
                    !screenLifecycle.contains(function.name)
                    && (function.calledByFramework || !function.isSwift && NameUses.lifecycleOverrides.contains(function.name))
                if screenOnly.contains(function.name), !uikitCalls, call.status == .converted {
                    let callback = screenLifecycle.contains(function.name) ? function.name : function.name + ", called only from a screen's appearance callbacks"
                    // One the screen does not put back as it goes lasts for every bar made after it.
                    let putsBack = function.owner.map { owner in
                        ["viewWillDisappear", "viewDidDisappear"].contains { name in
                            (functions[name] ?? []).contains { $0.owner == owner && CodeStatement.setsProxies($0.statements) }
                        }
                    } ?? true
                    call.status = .notConverted(
                        putsBack
                            ? "set while one screen shows (\(callback)), not for the whole app: the stylesheet keeps the value the app sets at launch"
                            : "set as a screen appears (\(callback)), not at launch: it reaches the bars made after it, and the screen does not "
                                + "put it back as it goes; the stylesheet keeps the value the app sets at launch")
                    call.stoppedAt = function.name
                }
                // A function every call of which is under a condition known at run time (``ConditionalCalls``).
                if let condition = conditional[function.name], condition.never, call.status == .converted {
                    call.status = .obsolete("in \(function.name), called only inside \(condition.place)")
                    call.stoppedAt = condition.stoppedAt
                } else if let condition = conditional[function.name], call.status == .converted {
                    call.status = .notConverted("in \(function.name), called only \(condition.described)")
                    call.stoppedAt = condition.stoppedAt
                }
                // A view's callback sets the proxy as each view is made or laid out: not the app's style at launch. A view
                // of the first screen's scene wakes from the storyboard as the app starts, before it is in the window.
                if AppearanceInterpreter.viewLifecycle.contains(function.name), call.status == .converted, let owner = function.owner,
                    !owner.hasSuffix("Controller"), function.name != "awakeFromNib" || loadedLater?.firstViews.contains(owner) != true
                {
                    call.status = .notConverted(
                        "set as each \(owner) is made or laid out (\(function.name)), not at launch: "
                            + "the stylesheet keeps the value the app sets at launch")
                    call.stoppedAt = function.name
                }
                // A screen the app opens later sets the proxy from then on, not for the app at launch.
                // One styling only views inside the screen itself (`appearance(whenContainedInInstancesOf: [Self.self])`) is set before they show.
                // It is the reason a call in a branch or a block it does not follow is not the app's style either.
                if let loadedLater, !call.status.isObsolete, let (screen, reason) = loadedLater.reason(function),
                    call.status != .converted || !call.effects.allSatisfy({ $0.target.inside.contains(screen) })
                {
                    call.status = .notConverted(reason)
                    call.stoppedAt = function.name
                    call.loadsLater = true
                }
                // An action the user triggers, or a function only what runs after launch calls, sets the proxy from then on.
                if let loadedLater, call.status == .converted, let (screen, reason) = loadedLater.triggeredLater(function),
                    !call.effects.allSatisfy({ $0.target.inside.contains(screen) })
                {
                    call.status = .notConverted(reason)
                    call.stoppedAt = function.name
                }
                // A delegate's or data source's method runs as its object reports an event: a table's as the list shows its rows.
                if call.status == .converted, let event = AppearanceInterpreter.delegateEvent(function) {
                    call.status = .notConverted("set in \(function.name)(…), \(event), not at launch: the stylesheet keeps the value the app sets at launch")
                    call.stoppedAt = function.name
                }
                // A SwiftUI view's init runs each time a body makes the view: at launch only for the view an `App`'s
                // body makes unconditionally (`WindowGroup { ContentView() }`).
                if call.status == .converted, let (owner, kind) = viewMadeLater {
                    call.status = .notConverted(
                        "set as the \(owner) \(kind) is made (its init), " + AppearanceInterpreter.madeLater(owner, declaredOnce: types[owner]?.declaredOnce != false))
                    call.stoppedAt = owner
                }
                // UIKit restyles no view already in a window: set after the first screen's view is put in the app's
                // window, the value reaches only views made later, not the first screen's bars.
                if call.status == .converted, let shown, call.location.line > shown, call.location.file == function.statements.first?.location.file {
                    call.status = .notConverted(
                        "set after line \(shown) puts the first screen's view in the window: UIKit restyles no view already in one, "
                            + "so the first screen keeps what it had and only views made later take this")
                    call.stoppedAt = "line \(shown)"
                }
                // Code nothing runs sets nothing; what never runs on iOS 15 stays obsolete. A method no file read names
                // may still be UIKit's or a library's to call (a delegate's, or under another name from Objective-C): it is
                // obsolete only where only the app can call it (``NameUses/neverRun``), and never in a type adopting a
                // library's protocol.
                // A Swift `private` method can answer no protocol of a library's: only its own type calls it.
                let libraryMayCall = function.owner.map(adoptingUnread.contains) == true && !(function.isSwift && function.isPrivate)
                let overloadReason =
                    "in this \(function.name), which no call in the files read reaches: "
                    + "each call of that name takes another of its overloads, or is made only from one never called"
                if libraryMayCall, unused.contains(function.name) || neverRun[CallSites.key(function)] != nil || uncalledOverload,
                    !call.status.isObsolete
                {
                    call.status = .notConverted(
                        "in \(function.name), which no call in the files read reaches, of \(function.owner ?? ""), which adopts a protocol no file read "
                            + "declares: the library declaring it may call it, or the app never runs it")
                    call.stoppedAt = function.name
                } else if let reason = neverRun[CallSites.key(function)], !call.status.isObsolete {
                    call.status = .obsolete(reason)
                    call.loadsLater = false
                } else if unused.contains(function.name), !call.status.isObsolete {
                    call.status = .notConverted(
                        "in \(function.name), which no file read calls or names: the app never runs it, or runs it from code not read")
                    call.stoppedAt = function.name
                } else if uncalledOverload, function.isStatic, !call.status.isObsolete {
                    call.status = .obsolete(overloadReason)
                    call.loadsLater = false
                } else if uncalledOverload, !call.status.isObsolete {
                    call.status = .notConverted(overloadReason)
                    call.stoppedAt = function.name
                } else if let callback = viewCallbackOnly[function.name], !call.status.isObsolete {
                    call.status = .notConverted(
                        "in \(function.name), called only from " + SwiftSourceReader.viewCallbackReason(callback))
                    call.stoppedAt = callback
                } else if let observer = observers[function.name], !call.status.isObsolete {
                    call.status = .notConverted(
                        "in \(function.name), which runs when the notification \"\(observer.notification)\" is posted, "
                            + (observer.posted ? "as the app runs, not at launch" : "and no file read posts it"))
                    call.stoppedAt = function.name
                }
                return call
            }
            reached += interpreter.reached
        }
        return (calls, reached)
    }

    /// Whether `function` is a body shown as the app launches: an `App`'s scene body, the body of a view (or a modifier)
    /// launch makes (`launchMade`), or a function of an extension of `View` only such bodies call
    /// (`.navigationTitleColor(…)` on the root view). Its `onAppear` runs as the first screen appears; any other view's, as
    /// the user opens it.
    static func appearsAtLaunch(_ function: CodeFunction, types: [String: CodeType], launchMade: Set<String>, launchBodyHelpers: Set<String>) -> Bool {
        guard let owner = function.owner else { return false }
        if types[owner]?.inherits.contains("App") == true { return true }
        if function.name == "body" { return launchMade.contains(owner) }
        return owner == "View" && launchBodyHelpers.contains(function.name)
    }

    /// The functions of extensions of `View` that only the bodies of views launch makes call (`bodies`, views' and
    /// functions'): a body shown at launch runs them.
    static func launchBodyHelpers(_ functions: [CodeFunction], bodies: [CodeFunction], launchMade: Set<String>) -> Set<String> {
        let names = Set(functions.filter { $0.owner == "View" }.map(\.name))
        guard !names.isEmpty else { return [] }
        var callers: [String: [CodeFunction]] = [:]
        for body in bodies {
            for name in CallSites.names(in: body.statements).intersection(names) { callers[name, default: []].append(body) }
        }
        return Set(callers.filter { _, found in found.allSatisfy { $0.name == "body" && $0.owner.map(launchMade.contains) == true } }.keys)
    }

    /// Why a SwiftUI view's (or modifier's) init is not known to run at launch: a body makes it as it shows it, and
    /// launch code is not followed to it (a function a body calls may make it); or several types of its name are
    /// declared (sample apps in one folder), and which one launch makes is not known.
    static func madeLater(_ view: String, declaredOnce: Bool) -> String {
        let why =
            declaredOnce
            ? "which a SwiftUI body does when it shows it, and launch code is not followed to it (a view a function of a body makes, or "
                + "one made in a branch, is not known to show first)"
            : "and the files read declare \(view) more than once (several apps in one folder): which one launch code makes is not known"
        return why + ": the stylesheet keeps the value the app sets at launch"
    }

    /// How many calls away from the scene or app delegate's launch the views functions make are made at launch.
    static let maxLaunchCallDepth = 4

    /// The types an `App`'s body makes whatever happens (`WindowGroup { ContentView() }`), or the scene or app
    /// delegate's launch does (`UIHostingController(rootView: RootTabView())`), itself or in a function it calls
    /// (a coordinator's `start()`), outside every branch, and what those views' bodies make whatever happens, in
    /// turn: a SwiftUI view among them runs its init at launch.
    static func madeAtLaunch(
        functions: some Sequence<CodeFunction>, bodies: [CodeFunction] = [], types: [String: CodeType],
        receivers: CallSites.Receivers = CallSites.Receivers()
    ) -> Set<String> {
        var made: Set<String> = []
        func note(_ expression: CodeExpression) {
            var current = expression
            // `ContentView().environmentObject(…)`: the modifiers' receiver; `UIHostingController(rootView: …)`: its view.
            for _ in 0..<ValueTranslator.maxDepth {
                guard case .call(let callee, let arguments) = current else { return }
                if let name = callee.dottedName { made.insert(name) }
                if let root = arguments[label: "rootView"] {
                    current = root
                    continue
                }
                guard case .member(let base?, _) = callee else { return }
                current = base
            }
        }
        func visit(_ statements: [CodeStatement], depth: Int) {
            guard depth < ValueTranslator.maxDepth else { return }
            for statement in statements {
                switch statement.kind {
                case .block(let inner): visit(inner, depth: depth + 1)
                case .evaluate(let expression), .returns(let expression), .bind(_, let expression), .assign(_, let expression): note(expression)
                default: break
                }
            }
        }
        // What the launch calls (a coordinator's `start()`, by the type of the property it is sent through, or a
        // function of a name declared once) makes as it launches.
        let byKey = Dictionary(grouping: functions, by: CallSites.key).compactMapValues { $0.count == 1 ? $0.first : nil }
        let byName = Dictionary(grouping: functions, by: \.name).compactMapValues { $0.count == 1 ? $0.first : nil }
        let declared = Set(byKey.keys)
        var visited: Set<String> = []
        func visitCalled(from function: CodeFunction, depth: Int) {
            guard depth < maxLaunchCallDepth else { return }
            // `let coordinator = AppCoordinator(scene: scene); coordinator.start()`: the method of the type the local was made of.
            var locals: [String: String] = [:]
            var keys: [String] = []
            for leaf in CodeStatement.leaves(of: function.statements) {
                switch leaf.kind {
                case .bind(let name, .call(let made, _)):
                    if let type = made.dottedName.map(constructedClass), types[type] != nil { locals[name] = type }
                case .evaluate(.call(.member(.name(let local)?, let method), _)):
                    if let type = locals[local], byKey[type + "." + method] != nil { keys.append(type + "." + method) }
                default: break
                }
            }
            let calls = keys.map { (key: $0, arguments: [CodeArgument]()) } + CallSites.qualifiedCalls(of: function, declared: declared, receivers: receivers)
            for call in calls where visited.insert(call.key).inserted {
                guard let called = byKey[call.key] ?? byName[call.key] else { continue }
                visit(called.statements, depth: 0)
                visitCalled(from: called, depth: depth + 1)
            }
        }
        for function in functions {
            let app = function.name == "body" ? function.owner.flatMap { types[$0] }.flatMap { $0.inherits.contains("App") ? $0 : nil } : nil
            let launches =
                app != nil
                || (function.name == "scene" && function.parameters.contains { $0.label == "willConnectTo" })
                || (function.name == "application" && function.parameters.contains { $0.label == "didFinishLaunchingWithOptions" })
            if launches {
                visit(function.statements, depth: 0)
                if app == nil { visitCalled(from: function, depth: 0) }
            }
            // What the scene makes through its containers and modifiers (`WindowGroup { RootView() }.onChange(…)`), as a view's body.
            made.formUnion(app?.bodyMakes ?? [])
        }
        // A view made at launch shows: what its body makes whatever happens is made then too, and what a function its
        // body calls on a type it makes returns (`CountriesCoordinator().start(repository:)` returning `CountriesView(…)`).
        // A name two types declare (an example app's view beside the app's) is not known to be either.
        made = made.filter { types[$0]?.declaredOnce != false }
        let bodies = Dictionary(grouping: bodies.filter { $0.name == "body" && $0.owner != nil }) { $0.owner ?? "" }
        var pending = Array(made)
        while let view = pending.popLast() {
            let inBody = types[view]?.bodyMakes ?? []
            var inner = inBody
            if !inBody.isEmpty, let body = bodies[view]?.first {
                let called = CallSites.names(in: body.statements)
                for function in functions where function.owner.map(inBody.contains) == true && called.contains(function.name) {
                    // The view it is declared to return (`-> CountriesView`), else the ones it returns made.
                    if let returned = function.returns, types[returned]?.madeByABody != nil {
                        inner.append(returned)
                        continue
                    }
                    let before = made
                    made = []
                    for case .returns(let value) in CodeStatement.leaves(of: function.statements).map(\.kind) { note(value) }
                    inner += made
                    made = before
                }
            }
            for type in inner where types[type]?.declaredOnce != false && made.insert(type).inserted {
                pending.append(type)
            }
        }
        return made
    }

    /// How a branch's or a choice's condition comes out wherever the code runs: a literal, a test of a value
    /// plainly nil or not (``ValueTranslator/nilTest(_:)``), or a test that a value the
    /// code builds (an appearance object) is not nil, or a font the app names (`if let font = UIFont(name:
    /// "DejaRip", size: 10)`, which the translator takes for bundled too); nil when it depends on the run.
    private func fixedOutcome(_ condition: CodeExpression, _ resolved: CodeExpression) -> Bool? {
        if case .bool(let holds) = resolved.unnamed { return holds }
        // `if !ProcessInfo.processInfo.isiOSAppOnMac`: false on the iPhones and iPads a stylesheet is for.
        let onDevice = resolved.rewriting { expression in
            guard case .member(let base?, let name) = expression, AppearanceInterpreter.macOnly.contains(name),
                ["ProcessInfo.processInfo", "NSProcessInfo.processInfo"].contains(base.dottedName ?? "")
            else { return nil }
            return .bool(false)
        }
        if onDevice != resolved {
            switch onDevice.unnamed {
            case .bool(let holds): return holds
            case .arithmetic(let op, .bool(let left), .bool(let right)) where op == "==" || op == "!=": return (left == right) == (op == "==")
            default: break
            }
        }
        // `if isTranslucent` in a method sent to a proxy, after `isTranslucent = translucent`: the value the proxy was given.
        if case .proxy(let target, let path) = evaluate(condition), !path.isEmpty, let known = proxyValues[AppearanceInterpreter.key(target, path)],
            case .bool(let holds) = resolve(known).unnamed
        {
            return holds
        }
        // `if let windowScene = scene as? UIWindowScene` (the cast read as its value) in a scene delegate.
        if case .arithmetic("!=", .name(let name), .null) = condition, scenes.contains(name), scope[name] == nil { return true }
        // `if let window = window` in a delegate after `window = UIWindow(frame: …)`.
        if case .arithmetic("!=", let value, .null) = condition, madeAppWindow, isDelegateWindow(value) { return true }
        // `containerClass == nil` with `nil` (or a class) passed for it.
        if let holds = ValueTranslator.nilTest(resolved) { return holds }
        // `[theme isEqualToString:@"dawn"]` with every caller passing `@"dusk"`.
        if let holds = ThemeModel.outcome(resolved) { return holds }
        if case .arithmetic("!=", let value, .null) = condition, case .object = evaluate(value) { return true }
        // `if let color = color` with every caller passing `FancyColor.navigationBar.color`, a `var color: Color` getter.
        if case .arithmetic(let op, let value, .null) = resolved, op == "==" || op == "!=", isDeclaredNonOptional(value) { return op == "!=" }
        if case .arithmetic("!=", let value, .null) = condition, case .call(let callee, let arguments) = value.unnamed,
            ["UIFont", "UIFont.init"].contains(callee.dottedName ?? ""), arguments.map(\.label) == ["name", "size"],
            case .string = arguments[0].value.unnamed
        {
            return true
        }
        return nil
    }

    /// `ProcessInfo`'s tests of running on a Mac (an iPad app on Apple silicon, Mac Catalyst): false on iPhones and iPads.
    static let macOnly: Set<String> = ["isiOSAppOnMac", "isMacCatalystApp"]

    /// Whether `value` reads a member its type declares never nil: a getter returning, or a stored property of, a type
    /// written without `?` or `!`, read on the type (`Palette.accent`) or on an enum's case (`FancyColor.navigationBar.color`).
    private func isDeclaredNonOptional(_ value: CodeExpression) -> Bool {
        guard case .member(let base?, let name) = value.unnamed else { return false }
        let owner: String?
        switch base.unnamed {
        case .name(let type) where types[type] != nil: owner = type
        case .member(.name(let type)?, let caseName) where types[type]?.cases.contains(caseName) == true: owner = type
        default: owner = nil
        }
        guard let owner else { return false }
        let declared =
            functions[name]?.first { $0.owner == owner && $0.parameters.isEmpty && $0.returns != nil }?.returns
            ?? types[owner]?.propertyTypes[name]
        guard let declared, !declared.isEmpty else { return false }
        return !declared.hasSuffix("?") && !declared.hasSuffix("!")
    }

    /// What a branch on the theme object that returns early means for the statements after it.
    private enum AfterReturn {
        /// They run for the themes taking the other side.
        case guarded(ProxyEffect.Guard)
        /// Which themes reach them is not followed.
        case unfollowed(Unfollowed)
    }
    /// Set by a theme branch that may return; taken by the statement list it is in.
    private var afterReturn: AfterReturn?

    private mutating func run(_ statements: [CodeStatement], unfollowed: Unfollowed?) {
        var unfollowed = unfollowed
        var added = 0
        for statement in statements {
            run(statement, unfollowed: unfollowed)
            let after = afterReturn
            afterReturn = nil
            switch after {
            case .guarded(let guarded)?:
                guards.append(guarded)
                added += 1
            case .unfollowed(let reason)?:
                if unfollowed == nil { unfollowed = reason }
            case nil: break
            }
        }
        guards.removeLast(added)
    }

    /// The trait a branch or a value on the device's idiom selects on, and the idioms an iOS app runs as.
    static let idiomTrait = "userInterfaceIdiom"
    static let idioms = ["phone", "pad"]

    /// `UIDevice.current.userInterfaceIdiom == .pad`, `traitCollection.userInterfaceIdiom != .phone`, Objective-C's
    /// `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`: the idiom each side is written for. An iOS app runs
    /// as an iPhone's or an iPad's (on a Mac and on Vision Pro, as one of them too), so the side that is not
    /// iPad's is iPhone's. Nil for another condition.
    static func idiomSides(_ condition: CodeExpression) -> (then: [TraitCondition], otherwise: [TraitCondition])? {
        let (idiomTrait, idioms) = (AppearanceInterpreter.idiomTrait, AppearanceInterpreter.idioms)
        var text = condition.description.filter { !$0.isWhitespace }
        // A macro's body in parentheses (`#define IS_IPHONE (UIDevice.currentDevice.userInterfaceIdiom == …)`).
        while text.hasPrefix("("), text.hasSuffix(")"), encloses(text) { text = String(text.dropFirst().dropLast()) }
        for (op, equal) in [("==", true), ("!=", false)] {
            let parts = text.components(separatedBy: op)
            // `[[UIDevice currentDevice] userInterfaceIdiom]` ends in the message's bracket.
            let subject = parts.first.map { String($0.reversed().drop { $0 == "]" }.reversed()) } ?? ""
            guard parts.count == 2, subject.hasSuffix("userInterfaceIdiom") || subject == "UI_USER_INTERFACE_IDIOM()" else { continue }
            let written = parts[1].hasPrefix("UIUserInterfaceIdiom") ? String(parts[1].dropFirst(20)) : String(parts[1].drop { $0 == "." })
            let idiom = written.prefix(1).lowercased() + written.dropFirst()
            guard idioms.contains(idiom) else { return nil }
            let named = [TraitCondition(name: idiomTrait, value: idiom)]
            let other = [TraitCondition(name: idiomTrait, value: idioms.first { $0 != idiom } ?? idiom)]
            return equal ? (named, other) : (other, named)
        }
        return nil
    }

    /// Whether the first parenthesis of `text` closes at its last character: `(a == b)`, not `(a) == (b)`.
    private static func encloses(_ text: String) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }

    /// A loop's calls, one per place in the code and proxy (`for bar in [UINavigationBar.self, UIToolbar.self]` sets
    /// two): the effects of every round where each converted, else the first round's failure.
    private static func merged(_ rounds: ArraySlice<FoundCall>) -> [FoundCall] {
        var merged: [FoundCall] = []
        func proxy(_ call: FoundCall) -> String { call.effects.first.map { "\($0.target)" } ?? call.text }
        for call in rounds {
            // A line not converted is one entry, whatever value each round gave its names.
            let same = { (other: FoundCall) in proxy(other) == proxy(call) || other.effects.isEmpty && call.effects.isEmpty }
            guard let index = merged.firstIndex(where: { $0.location == call.location && same($0) }) else {
                merged.append(call)
                continue
            }
            if merged[index].status == .converted {
                if call.status == .converted { merged[index].effects += call.effects } else { merged[index] = call }
            }
        }
        return merged
    }

    /// What follows a branch or switch that may return is not followed: which runs reach it is not known.
    private mutating func stopAfterReturn(inside construct: String, _ stoppedAt: String) {
        afterReturn = .unfollowed(Unfollowed(reason: "code after a return inside " + construct, stoppedAt: stoppedAt, obsolete: false))
    }

    /// Whether the statements always end in a `return`, at their own level.
    private static func alwaysReturns(_ statements: [CodeStatement]) -> Bool {
        statements.contains {
            switch $0.kind {
            case .returns: return true
            case .block(let inner): return alwaysReturns(inner)
            default: return false
            }
        }
    }

    /// Whether a `return` is anywhere among the statements.
    private static func mayReturn(_ statements: [CodeStatement]) -> Bool {
        statements.contains {
            switch $0.kind {
            case .returns: return true
            case .block(let inner), .unfollowed(_, _, _, let inner), .loop(_, _, let inner): return mayReturn(inner)
            case .branch(_, let then, let otherwise, _): return mayReturn(then + otherwise)
            case .cases(_, let cases, _): return mayReturn(cases.flatMap(\.body))
            default: return false
            }
        }
    }

    private mutating func run(_ statement: CodeStatement, unfollowed: Unfollowed?) {
        let at = statement.location
        if helperDepth == 0, proxyHelperDepth == 0 {
            budget.start()
        } else if !budget.charge(at) {
            return
        }
        switch statement.kind {
        case .returns(let expression):
            switch evaluate(expression) {
            case .object(let object, let path) where unfollowed == nil && returned == nil && path.isEmpty: returned = object
            case .proxy(_, let path) where path.isEmpty:
                // A helper handing its caller a proxy (`return [self appearanceWhenContainedIn:c, nil];`) sets
                // nothing: the caller's setters through it are the calls.
                reach(statement)
            default: break
            }
        case .block(let inner):
            run(inner, unfollowed: unfollowed)
        case .branch(let condition, let then, let otherwise, let stoppedAt):
            // A branch on the device's idiom: each side is written for its idiom, iPad's or iPhone's.
            if unfollowed == nil, let sides = AppearanceInterpreter.idiomSides(condition) {
                for (inner, traits) in [(then, sides.then), (otherwise, sides.otherwise)] {
                    let saved = scope
                    forkObjects()
                    deviceTraits += traits
                    run(inner, unfollowed: nil)
                    deviceTraits.removeLast(traits.count)
                    restore(saved)
                }
                if AppearanceInterpreter.mayReturn(then + otherwise) { stopAfterReturn(inside: "the branch on \(stoppedAt)", stoppedAt) }
                return
            }
            let test = resolve(condition)
            // A condition the code fixes (a parameter its callers all pass `false`, a `let` of a literal, an
            // `if let` of an appearance object a helper builds): the side it takes runs, the other never does.
            if unfollowed == nil, let holds = fixedOutcome(condition, test) {
                runNever(
                    holds ? otherwise : then,
                    Unfollowed(
                        reason: "in the branch on \(stoppedAt), which never runs: \(stoppedAt) is \(holds) wherever this code runs",
                        stoppedAt: stoppedAt, obsolete: true))
                let taken = holds ? then : otherwise
                run(taken, unfollowed: nil)
                if AppearanceInterpreter.mayReturn(taken) { stopAfterReturn(inside: "the branch on \(stoppedAt)", stoppedAt) }
                return
            }
            guard unfollowed == nil, themes.theme(readBy: [test]) != nil else {
                let saved = scope
                run(then + otherwise, unfollowed: unfollowed ?? Unfollowed(reason: "a branch on \(stoppedAt)", stoppedAt: stoppedAt, obsolete: false))
                restore(saved)
                return
            }
            // A branch on the theme object: each side is written for the themes that take it.
            for (inner, holds) in [(then, true), (otherwise, false)] {
                let saved = scope
                forkObjects()
                guards.append(ProxyEffect.Guard(condition: test, holds: holds))
                run(inner, unfollowed: nil)
                guards.removeLast()
                restore(saved)
            }
            // A side that returns: what follows runs only for the themes taking the other.
            let (thenReturns, otherwiseReturns) = (AppearanceInterpreter.mayReturn(then), AppearanceInterpreter.mayReturn(otherwise))
            if thenReturns, !otherwiseReturns, AppearanceInterpreter.alwaysReturns(then) {
                afterReturn = .guarded(ProxyEffect.Guard(condition: test, holds: false))
            } else if otherwiseReturns, !thenReturns, AppearanceInterpreter.alwaysReturns(otherwise) {
                afterReturn = .guarded(ProxyEffect.Guard(condition: test, holds: true))
            } else if thenReturns || otherwiseReturns {
                stopAfterReturn(inside: "the branch on \(stoppedAt)", stoppedAt)
            }
        case .cases(let subject, let cases, let stoppedAt):
            // `switch self` in a method of an enum the app runs for each case (`Category.allCases.forEach { $0.configure() }`).
            if unfollowed == nil, subject == .name("self"), let selfType, iteratedEnums.contains(selfType) {
                for item in cases {
                    let saved = scope
                    forkObjects()
                    run(item.body, unfollowed: nil)
                    restore(saved)
                }
                if AppearanceInterpreter.mayReturn(cases.flatMap(\.body)) { stopAfterReturn(inside: "the switch on \(stoppedAt)", stoppedAt) }
                return
            }
            let test = resolve(subject)
            guard unfollowed == nil, themes.theme(readBy: [test]) != nil else {
                let saved = scope
                run(
                    cases.flatMap(\.body),
                    unfollowed: unfollowed ?? Unfollowed(reason: "a switch on \(stoppedAt)", stoppedAt: stoppedAt, obsolete: false))
                restore(saved)
                return
            }
            // A switch on the theme object: a case is written for the themes it matches and no case before it does.
            let matchers = cases.map { $0.patterns.map { ThemeModel.matching(test, $0) } }
            for (index, item) in cases.enumerated() {
                let added =
                    matchers[..<index].compactMap { $0.map { ProxyEffect.Guard(condition: $0, holds: false) } }
                    + (matchers[index].map { [ProxyEffect.Guard(condition: $0, holds: true)] } ?? [])
                let saved = scope
                forkObjects()
                guards += added
                run(item.body, unfollowed: nil)
                guards.removeLast(added.count)
                restore(saved)
            }
            if AppearanceInterpreter.mayReturn(cases.flatMap(\.body)) { stopAfterReturn(inside: "the switch on \(stoppedAt)", stoppedAt) }
        case .loop(let name, let values, let inner):
            // The list's proxies (`for bar in [UINavigationBar.appearance(), …]`) are reached where the body sets them.
            reached.append((statement.location.file, statement.location.line...statement.location.line))
            let first = calls.count
            for value in values {
                let saved = scope
                run(inner.map { $0.substituting([name: resolve(value)]) }, unfollowed: unfollowed)
                restore(saved)
            }
            calls.replaceSubrange(first..., with: AppearanceInterpreter.merged(calls[first...]))
        case .unfollowed(let reason, let stoppedAt, let obsolete, let inner):
            // The first screen appearing (`WindowGroup { … }.onAppear { … }`, the root view's `onAppear`) is the launch.
            if unfollowed == nil, appearsAtLaunch, stoppedAt != "onDisappear", reason == SwiftSourceReader.viewCallbackReason(stoppedAt) {
                run(inner, unfollowed: nil)
                return
            }
            let inside = unfollowed ?? Unfollowed(reason: reason, stoppedAt: stoppedAt, obsolete: obsolete)
            if obsolete || inside.obsolete {
                runNever(inner, inside)
                return
            }
            // Bindings made inside stay inside; an object changed inside is no longer known.
            let saved = scope
            run(inner, unfollowed: inside)
            restore(saved)
        case .bind(let name, let expression):
            if let copied = copiedAttributes(expression) {
                scope[name] = .value(.dictionary([copied]))
                reach(statement)
                return
            }
            switch evaluate(expression) {
            case .proxy(let target, let path) where path.isEmpty:
                scope[name] = .proxy(target)
                reach(statement)
            case .proxy:
                scope[name] = .refused("a value read from a proxy")
            case .object(let object, let path): scope[name] = .object(object, path)
            case .value(let value):
                if let traits = traitConditions(value) { scope[name] = .traits(traits) } else { scope[name] = .value(value) }
            case .refused(let reason):
                scope[name] = .refused(reason)
                reach(statement)
            }
        case .assign(var targetExpression, let valueExpression):
            // `overrideUserInterfaceStyle = …` in a method of the app's window class: its own property.
            if case .name(let property) = targetExpression, scope[property] == nil, !parameters.contains(property),
                AppearanceInterpreter.windowProperties.contains(property), selfIsWindow
            {
                targetExpression = .member(.name("self"), property)
            }
            // `properties = properties.merging(…)`: a local given another value, as its `let` would bind it; where the
            // value names the local (`image = [image stretchableImage…]`), the name is the value it had.
            if case .name(let local) = targetExpression, scope[local] != nil {
                var value = valueExpression
                if case .value(let old) = scope[local] { value = value.substituting([local: old]) }
                run(CodeStatement(kind: .bind(local, value), location: at, endLine: statement.endLine), unfollowed: unfollowed)
                // Given in code not followed, or on one side of a branch on the theme (a run of its own): once the
                // branch is left, it holds what only some runs gave it.
                if unfollowed != nil || !guards.isEmpty { changedLocals.insert(local) }
                return
            }
            // `attributes[.font] = value` on a dictionary a local holds.
            if case .call(.member(.name(let local)?, CodeExpression.subscriptName), let keys) = targetExpression, keys.count == 1,
                holdsDictionary(local)
            {
                store(keys[0].value, valueExpression, in: local)
                return
            }
            // `appearance.titleTextAttributes[.font] = font`: one entry of a dictionary an appearance object holds.
            if case .call(.member(let base?, CodeExpression.subscriptName), let keys) = targetExpression, keys.count == 1,
                case .object(let object, let path) = evaluate(base), !path.isEmpty
            {
                if let unfollowed {
                    AppearanceInterpreter.change(object, in: unfollowed, "set", at: at)
                    return
                }
                object.set(path, key: resolve(keys[0].value), resolve(valueExpression), at: at)
                return
            }
            let text = targetExpression.description + " = " + valueExpression.description
            if case .member(let base?, let property) = targetExpression, windowTarget(base, property) != nil, appDelegateWindowIsNil(base, at: at) {
                record(
                    statement, text,
                    Unfollowed(
                        reason: "the app delegate's window, which is nil in an app with scenes (its Info.plist's UIApplicationSceneManifest): "
                            + "its scene delegate makes the window, and this sets nothing", stoppedAt: base.description, obsolete: true)
                ) { _ in .noEffect("") }
                return
            }
            if case .member(let base?, let property) = targetExpression, let window = windowTarget(base, property) {
                record(statement, text, unfollowed) { interpreter in
                    interpreter.effects(window, [property], valueExpression, arguments: [], at: at)
                }
                return
            }
            if case .member(.name(let local)?, let property) = targetExpression, isLocalWindow(local),
                AppearanceInterpreter.windowProperties.contains(property)
            {
                // After `self.window = window`, the local is the app's window: what it is given is the app's. In code
                // not followed, it may be: reported with where it is.
                if let unfollowed {
                    record(statement, text, unfollowed) { interpreter in
                        interpreter.effects(ProxyTarget(type: "UIWindow"), [property], valueExpression, arguments: [], at: at)
                    }
                } else if appWindowLocals.contains(local) {
                    record(statement, text, nil) { interpreter in
                        interpreter.effects(ProxyTarget(type: "UIWindow"), [property], valueExpression, arguments: [], at: at)
                    }
                } else {
                    localWindowSets[local, default: []].append((statement, text, property, valueExpression))
                }
                return
            }
            if unfollowed == nil, guards.isEmpty, isDelegateWindow(targetExpression), case .call(let callee, _) = valueExpression.unnamed,
                let made = callee.dottedName.map(AppearanceInterpreter.constructedClass), isKind(made, of: "UIWindow")
            {
                madeAppWindow = true
            }
            if case .name(let local) = valueExpression, isLocalWindow(local), isDelegateWindow(targetExpression) {
                appWindowLocals.insert(local)
                // `self.window = window`: the local was the app's window all along.
                for set in localWindowSets.removeValue(forKey: local) ?? [] {
                    record(set.statement, set.text, nil) { interpreter in
                        interpreter.effects(ProxyTarget(type: "UIWindow"), [set.property], set.value, arguments: [], at: set.statement.location)
                    }
                }
                return
            }
            // `globalTint = …` on a name declared outside the function: from here on it holds that value (not its
            // initial one); given in a branch, what only some runs put in it.
            if case .name(let outer) = targetExpression, scope[outer] == nil, !parameters.contains(outer),
                !isDelegateWindow(targetExpression)
            {
                if unfollowed != nil {
                    changedOuter.insert(outer)
                    scope[outer] = .refused(AppearanceInterpreter.changedValue)
                } else if case .value(let value) = evaluate(valueExpression) {
                    changedOuter.remove(outer)
                    scope[outer] = .value(value)
                }
                return
            }
            switch evaluate(targetExpression) {
            case .proxy(let target, let path):
                guard !path.isEmpty else { return }
                record(statement, text, unfollowed) { interpreter in
                    interpreter.effects(target, path, valueExpression, arguments: [], at: at)
                }
            case .object(let object, let path):
                guard !path.isEmpty else { return }
                if let unfollowed {
                    var handed: AppearanceObject?
                    if case .object(let given, []) = evaluate(valueExpression) { handed = given }
                    AppearanceInterpreter.change(object, in: unfollowed, "set", at: at, handing: handed)
                    return
                }
                switch evaluate(valueExpression, into: path) {
                case .object(let other, let otherPath) where otherPath.isEmpty: object.set(path, object: other, at: at)
                case .object(let other, let otherPath): object.set(path, copying: other, from: otherPath, at: at)
                case .value(let value): object.set(path, value, at: at)
                default:
                    object.markUnknown("its \(path.joined(separator: ".")) is not a value the importer reads (line \(at.line))", at: at)
                }
            case .refused(AppearanceInterpreter.changedValue):
                // A value's local changed in a branch (`cell = [[UITableViewCell alloc] init…]`): no proxy.
                break
            case .refused(let reason):
                record(statement, text, unfollowed) { _ in .failure(reason, stoppedAt: targetExpression.description) }
            case .value:
                break
            }
        case .evaluate(let expression):
            guard case .call(let callee, let arguments) = expression else { return }
            // A message to a value's local changed in a branch (`[cell.imageView setImage:…]`): no proxy.
            if isChangedValue(callee) { return }
            // Objective-C's `[attributes setObject:value forKey:key]` on a dictionary a local holds; any other
            // message to it (`addEntriesFromDictionary:`) leaves what it holds unknown. Neither sets a proxy.
            if case .member(.name(let local)?, let method) = callee, holdsDictionary(local) {
                if ["setObject", "setValue"].contains(method), arguments.count == 2, ["for", "forKey"].contains(arguments[1].label) {
                    store(arguments[1].value, arguments[0].value, in: local)
                } else {
                    scope[local] = .refused(AppearanceInterpreter.changedValue)
                    changedLocals.insert(local)
                }
                return
            }
            if case .member(let base?, let method) = callee {
                if let property = AppearanceInterpreter.setterProperty(method), let window = windowTarget(base, property),
                    let value = arguments.first?.value
                {
                    record(statement, expression.description, unfollowed) { interpreter in
                        interpreter.effects(window, [property], value, arguments: [], at: at)
                    }
                    return
                }
                switch evaluate(base) {
                case .proxy(let target, let path):
                    // `UILabel.appearance().setThemeColor(c)`: the proxy replays the app's own method on each
                    // label, so its body sets what it sets, `self` being the label. A class of the app's own
                    // declares its setters for the proxy (`setTrackTintColor:` over an ivar): those stay properties.
                    if path.isEmpty, UIKitClasses.isUIKit(target.type),
                        follow(into: callee, arguments, statement, unfollowed, receiver: target)
                    {
                        return
                    }
                    if path.isEmpty, functions[method] != nil, followStyle(arguments, statement, unfollowed, proxy: base, target) { return }
                    record(statement, expression.description, unfollowed) { interpreter in
                        guard let property = AppearanceInterpreter.setterProperty(method), let value = arguments.first?.value else {
                            return .failure("\(method)(…) is not a setter UIAppearance records", stoppedAt: method)
                        }
                        return interpreter.effects(target, path + [property], value, arguments: Array(arguments.dropFirst()), at: at)
                    }
                    return
                case .object(let object, let path):
                    if let unfollowed {
                        AppearanceInterpreter.change(object, in: unfollowed, "changed", at: at)
                        return
                    }
                    objectCall(object, path, method, arguments, at: at)
                    return
                case .refused(let reason):
                    record(statement, expression.description, unfollowed) { _ in .failure(reason, stoppedAt: base.description) }
                    return
                case .value:
                    break
                }
            }
            // A call that is not on a proxy: a proxy among its arguments is handed to a helper.
            for argument in arguments {
                if case .proxy = evaluate(argument.value) {
                    if follow(into: callee, arguments, statement, unfollowed) { return }
                    let helper = callee.lastName.map { "\($0)(…)" } ?? "a function"
                    record(statement, expression.description, unfollowed) { _ in
                        .failure("a proxy passed to \(helper); the importer does not follow it into the helper", stoppedAt: helper)
                    }
                    return
                }
            }
            // An appearance object handed to a function (`configure(appearance: standard, style: .dark)`): a helper the
            // files declare once changes it as its statements say; any other call may change it in ways not known.
            let objects = arguments.compactMap { argument -> AppearanceObject? in
                guard case .object(let object, _) = evaluate(argument.value) else { return nil }
                return object
            }
            guard !objects.isEmpty, unfollowed?.obsolete != true else { return }
            if unfollowed == nil, follow(into: callee, arguments, statement, nil, changingObjects: true) { return }
            let helper = callee.lastName.map { "\($0)(…)" } ?? "a function"
            for object in objects {
                object.markUnknown("passed to \(helper), which the importer does not follow (line \(at.line))", at: at)
            }
        }
    }

    /// A change to `object` in code the importer does not follow: in a branch that never runs it changes nothing;
    /// elsewhere the object is no longer known. The lines setting up an object it hands on (`barAppearance.
    /// backButtonAppearance = buttonAppearance`) fare as this one does.
    private static func change(
        _ object: AppearanceObject, in unfollowed: Unfollowed, _ verb: String, at: SourceLocation, handing handed: AppearanceObject? = nil
    ) {
        for location in [at] + (handed?.entries.map(\.location) ?? []) {
            object.noteNotFollowed(.init(location: location, reason: unfollowed.reason, stoppedAt: unfollowed.stoppedAt, obsolete: unfollowed.obsolete))
        }
        guard !unfollowed.obsolete else { return }
        object.markUnknown("\(verb) in " + unfollowed.reason + " (line \(at.line))", at: at)
    }

    /// Follows a helper handed a proxy (`style(bar: UINavigationBar.appearance())`): its statements run with
    /// the parameters bound to the arguments, so each setter inside is a call of its own, at its line. The
    /// helper must be declared once in the files read with parameters that take the arguments; false otherwise.
    /// With a `receiver`, the helper is a method an extension of the proxy's class declares, run with `self` the proxy.
    /// `changingObjects`: the helper is handed appearance objects, which its statements change where they are: it is
    /// followed though it sets no proxy.
    private mutating func follow(
        into callee: CodeExpression, _ arguments: [CodeArgument], _ statement: CodeStatement, _ unfollowed: Unfollowed?,
        receiver: ProxyTarget? = nil, changingObjects: Bool = false
    ) -> Bool {
        guard helperDepth == 0, proxyHelperDepth < AppearanceInterpreter.maxHelperDepth, let name = callee.lastName else { return false }
        var candidates = (functions[name] ?? []).compactMap { function -> (CodeFunction, [String: CodeExpression])? in
            ValueTranslator.bind(function.parameters, to: arguments).map { (function, $0) }
        }
        // A proxy runs its class's method, else the one an ancestor declares (`extension UIView` for a navigation bar's proxy).
        if let receiver {
            let exact = candidates.filter { $0.0.owner == receiver.type }
            candidates = exact.isEmpty ? candidates.filter { isKind(receiver.type, of: $0.0.owner ?? "") } : exact
        }
        guard candidates.count == 1, var (helper, values) = candidates.first else { return false }
        if receiver != nil {
            guard case .member(let base?, _) = callee else { return false }
            helper.statements = AppearanceInterpreter.readingSelf(helper.statements, parameters: Set(values.keys))
            values["self"] = base
        }
        return follow(
            helper, values, named: name, statement, unfollowed, asOneCall: receiver != nil ? CodeExpression.call(callee, arguments).description : nil,
            changingObjects: changingObjects)
    }

    /// Runs `helper` with its parameters holding `values`, as ``follow(into:_:_:_:receiver:changingObjects:)`` describes.
    /// `asOneCall`: what it sets is one call, at the statement, quoted so. `ownCalls`: the helper is followed nowhere else (a style's
    /// closure), so the proxies it names itself are its calls too, not only those handed to it.
    private mutating func follow(
        _ helper: CodeFunction, _ values: [String: CodeExpression], named name: String, _ statement: CodeStatement, _ unfollowed: Unfollowed?,
        asOneCall: String?, changingObjects: Bool = false, ownCalls: Bool = false
    ) -> Bool {
        let identity = helper.identity
        guard !followedHelpers.contains(identity) else {
            reach(statement)
            return true
        }
        var inner = AppearanceInterpreter(functions: functions, helperDepth: 0, budget: budget, themes: themes)
        inner.assignments = assignments
        inner.proxyHelperDepth = proxyHelperDepth + 1
        inner.followedHelpers = followedHelpers.union([identity])
        inner.guards = guards
        inner.types = types
        inner.iteratedEnums = iteratedEnums
        inner.selfType = helper.owner
        inner.usesScenes = usesScenes
        inner.bindThemes(helper, types: types)
        inner.capture(helper, from: scope)
        inner.parameters = Set(values.keys)
        inner.ownCalls = ownCalls
        for (parameter, argument) in values {
            switch evaluate(argument) {
            case .proxy(let target, let path) where path.isEmpty:
                inner.scope[parameter] = .proxy(target)
                inner.handedProxies.insert(parameter)
            case .object(let object, let path): inner.scope[parameter] = .object(object, path)
            case .value(let value): inner.scope[parameter] = .value(value)
            default: break
            }
        }
        inner.run(helper.statements, unfollowed: unfollowed)
        // A helper that sets nothing the importer follows through the proxy (its setters in a closure it keeps,
        // say) is reported at the call, as before following: a call is never left out.
        guard !inner.calls.isEmpty || changingObjects else { return false }
        reach(statement)
        reached += inner.reached
        if let asOneCall {
            // One call, where the proxy is sent the method: what its body sets, or why a part of it is not converted.
            // What a branch that never runs would set (`if isTranslucent` after `isTranslucent = false`) sets nothing.
            let running = inner.calls.filter { !$0.status.isObsolete }
            let refused = running.first { $0.status != .converted }
            var call = FoundCall(
                location: statement.location, text: asOneCall,
                effects: refused == nil ? running.flatMap(\.effects).map { $0.located(at: statement.location) } : [],
                status: refused?.status ?? .converted,
                stoppedAt: refused?.stoppedAt)
            call.caution = inner.calls.lazy.compactMap(\.caution).first
            calls.append(call)
            return true
        }
        let place = "\(helper.statements.first?.location.file ?? "")#\(name)"
        calls += inner.calls.map { call in
            var call = call
            if call.function.isEmpty {
                call.function = place
                call.owner = helper.owner
            }
            return call
        }
        return true
    }

    /// `UINavigationBar.appearance().apply(style: .primary)`: a style value the app makes for the proxy's class from a
    /// closure taking the component (`static var primary: Style<UINavigationBar> { .init { bar in … } }`), handed to a
    /// method of the app's on the proxy, which applies it there: the closure runs with its parameter the proxy, each setter
    /// inside a call of its own. False where no argument names one such style (by its name and the class it styles).
    private mutating func followStyle(
        _ arguments: [CodeArgument], _ statement: CodeStatement, _ unfollowed: Unfollowed?, proxy base: CodeExpression, _ target: ProxyTarget
    ) -> Bool {
        for argument in arguments {
            guard case .member(let written, let name) = argument.value.unnamed else { continue }
            let styles = (functions[AppearanceInterpreter.styleKey(name)] ?? []).filter { style in
                guard let styled = style.returns.flatMap(AppearanceInterpreter.styledType), isKind(target.type, of: styled) else { return false }
                // `Style<UINavigationBar>.primary`, `Style.primary`: the type it is a member of, written without or with its argument.
                guard let owner = written?.dottedName else { return true }
                return style.owner.map { $0 == owner || $0.hasPrefix(owner + "<") } == true || style.returns?.hasPrefix(owner) == true
            }
            guard styles.count == 1, let style = styles.first, let parameter = style.parameters.first?.name else { continue }
            return follow(style, [parameter: base], named: name, statement, unfollowed, asOneCall: nil, ownCalls: true)
        }
        return false
    }

    /// The name a style value made from a closure is kept under among the functions: no function or call has it.
    static func styleKey(_ name: String) -> String { "style " + name }

    /// The class a style type written with one generic argument styles (`UINavigationBar` of `Style<UINavigationBar>`).
    static func styledType(_ written: String) -> String? {
        guard let open = written.firstIndex(of: "<"), written.last == ">" else { return nil }
        let argument = written[written.index(after: open)..<written.index(before: written.endIndex)].filter { $0 != " " }
        guard argument.first?.isUppercase == true, argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return argument
    }

    /// A method's statements with the bare names it sets (`textColor = color`) and calls (`setTitleColor(…)`)
    /// written on `self`, as Swift and Objective-C read them in a method; locals and parameters stay as they are.
    /// Inside branches, loops and blocks too; a branch's test naming a property set above (`if isTranslucent`) reads
    /// it on `self`.
    private static func readingSelf(_ statements: [CodeStatement], parameters: Set<String>) -> [CodeStatement] {
        var locals = parameters
        var properties: Set<String> = []
        func onSelf(_ expression: CodeExpression) -> CodeExpression {
            expression.substituting { name in properties.contains(name) && !locals.contains(name) ? .member(.name("self"), name) : nil }
        }
        func read(_ statements: [CodeStatement], depth: Int) -> [CodeStatement] {
            guard depth < ValueTranslator.maxDepth else { return statements }
            return statements.map { statement in
                var statement = statement
                switch statement.kind {
                case .bind(let name, _): locals.insert(name)
                case .assign(.name(let name), let value) where !locals.contains(name):
                    properties.insert(name)
                    statement.kind = .assign(.member(.name("self"), name), value)
                case .evaluate(.call(.name(let name), let arguments)) where !locals.contains(name):
                    statement.kind = .evaluate(.call(.member(.name("self"), name), arguments))
                case .block(let inner): statement.kind = .block(read(inner, depth: depth + 1))
                case .loop(let name, let items, let inner): statement.kind = .loop(name, items, read(inner, depth: depth + 1))
                case .unfollowed(let reason, let stoppedAt, let obsolete, let inner):
                    statement.kind = .unfollowed(reason: reason, stoppedAt: stoppedAt, obsolete: obsolete, read(inner, depth: depth + 1))
                case .branch(let test, let then, let otherwise, let stoppedAt):
                    statement.kind = .branch(onSelf(test), then: read(then, depth: depth + 1), otherwise: read(otherwise, depth: depth + 1), stoppedAt: stoppedAt)
                case .cases(let subject, let cases, let stoppedAt):
                    statement.kind = .cases(
                        onSelf(subject), cases.map { CodeStatement.Case(patterns: $0.patterns, body: read($0.body, depth: depth + 1)) },
                        stoppedAt: stoppedAt)
                default: break
                }
                return statement
            }
        }
        return read(statements, depth: 0)
    }

    /// What recording one call's effects gives.
    private enum Outcome {
        case effects([ProxyEffect])
        case failure(String, stoppedAt: String)
        /// The call changes nothing the app shows, whatever its value.
        case noEffect(String)
    }

    private mutating func record(
        _ statement: CodeStatement, _ text: String, _ unfollowed: Unfollowed?, _ outcome: (inout AppearanceInterpreter) -> Outcome
    ) {
        guard helperDepth == 0 else { return }
        if proxyHelperDepth > 0, !ownCalls, !handedProxies.contains(String(text.prefix { $0 != "." && $0 != "(" && $0 != " " })) { return }
        reach(statement)
        if let unfollowed {
            // A reason saying already when the code runs (`…, not at launch`) needs no word on following.
            let says = unfollowed.reason.hasSuffix("not at launch") || unfollowed.reason.hasSuffix("not for the whole app")
            let status: FoundCall.Status =
                unfollowed.obsolete
                ? .obsolete(unfollowed.reason)
                : .notConverted("inside " + unfollowed.reason + (says ? "" : ", which the importer does not follow"))
            var call = FoundCall(location: statement.location, text: text, effects: [], status: status, stoppedAt: unfollowed.stoppedAt)
            // An appearance object made in the same code (`let appearance = UITabBarAppearance()` in an `onAppear`): the
            // lines setting its properties fare as the call giving it does.
            if case .assign(_, let value) = statement.kind, case .object(let object, let path) = evaluate(value), path.isEmpty {
                call.objectLinesNotFollowed = object.linesNotFollowed
            }
            calls.append(call)
            return
        }
        switch outcome(&self) {
        case .effects(var effects):
            for index in effects.indices {
                effects[index].guards = guards
                for trait in deviceTraits where !effects[index].target.traits.contains(where: { $0.name == trait.name }) {
                    effects[index].target.traits.append(trait)
                    effects[index].branchTraits.insert(trait.name)
                }
            }
            for effect in effects { proxyValues[AppearanceInterpreter.key(effect.target, effect.path)] = effect.value }
            var call = FoundCall(location: statement.location, text: text, effects: effects, status: .converted)
            call.caution = effects.lazy.compactMap { ProxyAppliedProperties.caution($0.target.type, $0.path) }.first
            calls.append(call)
        case .failure(let reason, let stoppedAt):
            calls.append(FoundCall(location: statement.location, text: text, effects: [], status: .notConverted(reason), stoppedAt: stoppedAt))
        case .noEffect(let reason):
            calls.append(FoundCall(location: statement.location, text: text, effects: [], status: .obsolete(reason)))
        }
    }

    private mutating func reach(_ statement: CodeStatement) {
        reached.append((statement.location.file, statement.location.line...max(statement.location.line, statement.endLine)))
    }

    /// A value assigned to a proxy's property: an appearance object is
    /// copied into it, property by property.
    private func effects(
        _ target: ProxyTarget, _ path: [String], _ value: CodeExpression, arguments: [CodeArgument], at: SourceLocation
    )
        -> Outcome
    {
        if let unapplied = ProxyAppliedProperties.unapplied(target.type, path) { return .noEffect(unapplied) }
        // `proxy.standardAppearance.titleTextAttributes = …`: the proxy answers the getter with the object given to it, and
        // with nil where this function gave none, so the line changes no object the app shows.
        if path.count > 1, let slot = path.first, BarSlot.all.contains(where: { $0.name == slot }),
            assignments.given(to: target, path: [slot]) == nil, proxyValues[AppearanceInterpreter.key(target, [slot])] == nil
        {
            return .failure(
                "\(target.type).appearance().\(slot) is nil unless the code gives the proxy an appearance object first: the proxy answers "
                    + "a getter only with what was set on it, so \(path.joined(separator: ".")) changes nothing the app shows",
                stoppedAt: slot)
        }
        switch evaluate(value, into: path) {
        case .value(let resolved):
            var effect = ProxyEffect(target: target, path: path, arguments: arguments.map(resolve), value: resolved, location: at)
            if case .dictionary(var entries) = resolved.unnamed, let copied = entries.first, copied.key == AppearanceInterpreter.copiedMark {
                // A copy of what this proxy holds, changed and given back: the entries set on it, the rest as they were.
                guard case .array(let read) = copied.value, read.count == 2, read[0] == AppearanceInterpreter.copiedKey(target, path, arguments)
                else {
                    var source = copied.value
                    if case .array(let read) = copied.value, let proxyRead = read.last { source = proxyRead }
                    return .failure(
                        "the text attributes start as a copy of \(source), which the importer follows only where the copy is given back to that proxy",
                        stoppedAt: source.description)
                }
                entries.removeFirst()
                effect.value = .dictionary(entries)
                effect.mergesCopy = true
            }
            return .effects([effect])
        case .proxy(let source, let sourcePath) where !sourcePath.isEmpty:
            // An appearance object read back from the proxy this function gave it to: that object, as it is now.
            if let object = assignments.given(to: source, path: sourcePath) {
                assignments.note(object, at: at, target: target, path: path, arguments: arguments)
                return .effects(AppearanceInterpreter.objectEffects(object, target, path, arguments, at: at))
            }
            // A value read back from a proxy this function set.
            guard let known = proxyValues[AppearanceInterpreter.key(source, sourcePath)] else {
                return .failure("\(value.description) reads a proxy's value this function did not set", stoppedAt: value.description)
            }
            return .effects([ProxyEffect(target: target, path: path, arguments: arguments.map(resolve), value: known, location: at)])
        case .object(let object, let objectPath) where objectPath.isEmpty:
            assignments.note(object, at: at, target: target, path: path, arguments: arguments)
            if let unknown = object.unknowns.first {
                return .failure("its appearance object is not known: " + unknown.reason, stoppedAt: "line \(unknown.location.line)")
            }
            return .effects(AppearanceInterpreter.objectEffects(object, target, path, arguments, at: at))
        case .refused(let reason):
            return .failure(reason, stoppedAt: value.stopName)
        default:
            return .failure("\(value.description) is not a value the importer reads", stoppedAt: value.stopName)
        }
    }

    /// What a proxy given `object` below `path` sets: each of its properties, the object's state now.
    private static func objectEffects(
        _ object: AppearanceObject, _ target: ProxyTarget, _ path: [String], _ arguments: [CodeArgument], at: SourceLocation
    ) -> [ProxyEffect] {
        var entries = object.entries
        if object.className.hasSuffix("BarAppearance"), !entries.contains(where: { $0.path == ["configure"] }) {
            // A new bar appearance starts from the default background, as UIKit's init does.
            entries.insert(AppearanceObject.Entry(path: ["configure"], value: .name("default"), location: at), at: 0)
        }
        if object.className == AppearanceObject.viewClass, !entries.contains(where: { $0.path == ["backgroundColor"] }) {
            // A new view has no background: a selection drawn clear.
            entries.insert(AppearanceObject.Entry(path: ["backgroundColor"], value: .member(.name("UIColor"), "clear"), location: at), at: 0)
        }
        return entries.map {
            ProxyEffect(
                target: target, path: path + $0.path, arguments: arguments, value: $0.value, location: $0.location, via: $0.via,
                replaced: $0.replaced)
        }
    }

    /// A stored `let` of the function's type given a new appearance object (`let navigationBarAppearance =
    /// UINavigationBarAppearance()`) that this function names and no other function of the type does: the object
    /// as the instance is made, which the function's lines then fill (a SwiftUI view's init, say).
    private mutating func bindStoredObjects(_ function: CodeFunction) {
        guard let owner = function.owner, let fresh = types[owner]?.freshObjects, !fresh.isEmpty else { return }
        let others = functions.values.joined().filter { $0.owner == owner && $0.identity != function.identity }
        for (name, className) in fresh where scope[name] == nil && CodeStatement.mention(name, in: function.statements) {
            guard !others.contains(where: { CodeStatement.mention(name, in: $0.statements) }) else { continue }
            scope[name] = .object(AppearanceObject(className: className), [])
        }
    }

    /// Statements that may put a bar in a window, so that it takes its proxy's appearance object as it is then:
    /// showing a window or a screen, adding a view, or laying views out.
    static let showing: Set<String> = [
        "makeKeyAndVisible", "addSubview", "insertSubview", "present", "pushViewController", "setViewControllers", "show", "addChild",
        "layoutIfNeeded", "rootViewController", "viewControllers",
    ]

    /// Whether a statement of `statements` on the lines after `start` up to `end` may show a bar (``showing``).
    static func mayShowBars(_ statements: [CodeStatement], after start: Int, upTo end: Int) -> Bool {
        CodeStatement.leaves(of: statements).contains { statement in
            guard (start + 1...max(start + 1, end)).contains(statement.location.line) else { return false }
            switch statement.kind {
            case .evaluate(.call(let callee, _)): return showing.contains(callee.lastName ?? "")
            case .assign(let target, _): return showing.contains(target.lastName ?? "")
            default: return false
            }
        }
    }

    /// Methods of a colour, font or image that return a changed copy and leave the receiver as it was.
    static let returnsCopy: Set<String> = [
        "withAlphaComponent", "colorWithAlphaComponent", "resolvedColor", "withSize", "fontWithSize", "withTintColor",
        "imageWithTintColor", "withRenderingMode", "imageWithRenderingMode", "withConfiguration", "withBaselineOffset",
        "resizableImage", "resizableImageWithCapInsets", "withHorizontallyFlippedOrientation", "imageFlippedForRightToLeftLayoutDirection",
        "copy", "mutableCopy",
    ]

    /// A method of an appearance object: the `configureWith…` family, the back
    /// indicator, and setters.
    private func objectCall(_ object: AppearanceObject, _ path: [String], _ method: String, _ arguments: [CodeArgument], at: SourceLocation)
    {
        let configurations = [
            "configureWithOpaqueBackground": "opaque", "configureWithTransparentBackground": "transparent",
            "configureWithDefaultBackground": "default",
        ]
        if let configuration = configurations[method] {
            object.configure(path, configuration, at: at)
        } else if !path.isEmpty, AppearanceInterpreter.returnsCopy.contains(method) {
            // `appearance.backgroundColor?.withAlphaComponent(0.95)` as a statement: a new colour made and thrown away.
            return
        } else if method == "setBackIndicatorImage", let image = arguments.first?.value {
            object.set(path + ["backIndicatorImage"], resolve(image), at: at)
        } else if method == "configureWithDefault" {
            // An item appearance's `configureWithDefault(for: .stacked)`: every property below `path` back to its default.
            object.reset(path, at: at)
        } else if let property = AppearanceInterpreter.setterProperty(method), let value = arguments.first?.value {
            object.set(path + [property], resolve(value), at: at)
        } else {
            object.markUnknown("\(method)(…) on it is not read by the importer (line \(at.line))", at: at)
        }
    }

    /// `[NSMutableDictionary dictionaryWithDictionary:[[UINavigationBar appearance] titleTextAttributes]]`, `[… mutableCopy]`,
    /// Swift's `UINavigationBar.appearance().titleTextAttributes ?? [:]` (read as its left side): a copy of the text
    /// attributes a proxy holds, to be changed and given back. Held as a dictionary whose first entry
    /// (``copiedMark``) names the proxy, property and state it copies; the entries the code sets follow it.
    private func copiedAttributes(_ expression: CodeExpression) -> CodeEntry? {
        var read = expression
        switch expression {
        case .call(.member(.name(let type)?, let method), let arguments)
        where AppearanceInterpreter.dictionaryTypes.contains(type) && ["dictionaryWithDictionary", "initWithDictionary"].contains(method)
            && arguments.count == 1:
            read = arguments[0].value
        case .call(.name(let type), let arguments)
        where AppearanceInterpreter.dictionaryTypes.contains(type) && arguments.count == 1 && arguments[0].label == "dictionary":
            read = arguments[0].value
        case .call(.member(let base?, "mutableCopy"), let arguments) where arguments.isEmpty:
            read = base
        default:
            break
        }
        var stateArguments: [CodeArgument] = []
        if case .call(.member(let base?, let getter), let arguments) = read {
            if arguments.isEmpty {
                // Objective-C's getter message, `[[UINavigationBar appearance] titleTextAttributes]`.
                read = .member(base, getter)
            } else if arguments.count == 1, ["titleTextAttributes", "titleTextAttributesForState"].contains(getter) {
                // `[[UIBarButtonItem appearance] titleTextAttributesForState:…]`: the state's attributes.
                read = .member(base, "titleTextAttributes")
                stateArguments = [CodeArgument(label: "for", value: arguments[0].value)]
            }
        }
        // Only a read of text attributes is evaluated: evaluating every value bound would run its helpers twice.
        guard case .member(_, let property) = read, property.hasSuffix("TextAttributes"),
            case .proxy(let target, let path) = evaluate(read), path.count == 1
        else { return nil }
        return CodeEntry(key: AppearanceInterpreter.copiedMark, value: .array([AppearanceInterpreter.copiedKey(target, path, stateArguments), read]))
    }

    private static let dictionaryTypes: Set<String> = ["NSDictionary", "NSMutableDictionary"]

    /// The key of the entry marking a dictionary as a copy of what a proxy holds (``copiedAttributes(_:)``).
    private static let copiedMark = CodeExpression.opaque("(a copy of the text attributes a proxy holds)")

    /// The proxy, property and state a copy of text attributes is of, as a value to compare.
    private static func copiedKey(_ target: ProxyTarget, _ path: [String], _ arguments: [CodeArgument]) -> CodeExpression {
        let state = arguments.first { ["for", "forState"].contains($0.label) }.map { RuleAssembler.state($0.value) ?? $0.value.description }
        return .string(key(target, path) + "|" + (state ?? "normal"))
    }

    private static func key(_ target: ProxyTarget, _ path: [String]) -> String {
        "\(target.type)|\(target.inside)|\(target.traits.map { $0.name + "=" + $0.value })|" + path.joined(separator: ".")
    }

    /// A function declared inside the one being run takes the locals it names from here, where it is called;
    /// one not read (a value computed at run time) stops it there rather than leave the name to a member's.
    private mutating func capture(_ function: CodeFunction, from outer: [String: Binding]) {
        for name in function.captures {
            scope[name] = outer[name] ?? .refused("\(name), a local of the function around \(function.name)(…), is not one the importer can read")
        }
    }

    /// Whether a Swift function may return an appearance object, by the type it declares: not one declared to return an
    /// attributed string or a number (`attributedString(element:…) -> NSMutableAttributedString`, which calls itself
    /// per element of a document), followed in vain until the budget runs out.
    private static func mayReturnAnObject(_ function: CodeFunction) -> Bool {
        guard let written = function.returns, !written.isEmpty else { return true }
        let declared = String(written.reversed().drop { $0 == "?" || $0 == "!" }.reversed())
        return declared.contains("Appearance") || AppearanceObject.classNames.contains(declared)
            || ["Self", "Any", "AnyObject", "NSObject"].contains(declared) || declared.count == 1
    }

    /// A call of a function read that builds and returns an appearance object, its parameters bound to
    /// the arguments: that object, or why it is not known when following the helper ran out of budget.
    private func helperObject(_ callee: CodeExpression, _ arguments: [CodeArgument] = []) -> Evaluated? {
        guard helperDepth < AppearanceInterpreter.maxHelperDepth, let name = callee.lastName, let declared = functions[name] else { return nil }
        var found = declared.compactMap { function in ValueTranslator.bind(function.parameters, to: arguments).map { (function, $0) } }
        switch callee {
        case .member(let base?, _) where found.count > 1:
            // `UINavigationBarAppearance.defaultAppearance` beside `UITabBarAppearance.defaultAppearance`: the one its type declares.
            if let type = base.dottedName?.split(separator: ".").last.map(String.init) { found = found.filter { $0.0.owner == type } }
        case .member(nil, _):
            // `.opaqueAppearance` where an appearance object is taken: a member an appearance class declares.
            found = found.filter { AppearanceObject.classNames.contains($0.0.owner ?? "") }
        default: break
        }
        guard found.count == 1, let (function, values) = found.first, AppearanceInterpreter.mayReturnAnObject(function) else { return nil }
        var helper = AppearanceInterpreter(functions: functions, helperDepth: helperDepth + 1, budget: budget, themes: themes)
        helper.assignments = assignments
        helper.capture(function, from: scope)
        helper.parameters = Set(values.keys)
        for (parameter, argument) in values {
            switch evaluate(argument) {
            case .object(let object, let path): helper.scope[parameter] = .object(object, path)
            case .value(let value): helper.scope[parameter] = .value(value)
            case .proxy, .refused: break
            }
        }
        helper.run(function.statements, unfollowed: nil)
        if let reason = budget.reason { return .refused(reason) }
        return helper.returned.map { .object($0, []) }
    }

    /// A class method an app adds to UIKit's classes that returns the receiver's proxy, as Swift 2 apps wrote
    /// for `appearanceWhenContainedIn:` (`+ (instancetype)my_appearanceWhenContainedIn:(Class)container { return
    /// [self appearanceWhenContainedIn:container, nil]; }`): the proxy of the class it is sent to, its arguments put in.
    private func proxyHelper(_ callee: CodeExpression, _ arguments: [CodeArgument]) -> Evaluated? {
        guard case .member(let typeExpression?, let method) = callee, let type = AppearanceInterpreter.className(typeExpression),
            type.first?.isUppercase == true, let declared = functions[method]
        else { return nil }
        let bound = declared.compactMap { function in
            UIKitClasses.isUIKit(function.owner ?? "") ? ValueTranslator.bind(function.parameters, to: arguments).map { (function, $0) } : nil
        }
        // One category per class (`UIView (SwiftAppearance)`, `UIBarButtonItem (SwiftAppearance)`): the receiver's own, else its ancestor's.
        // `extension UIAppearance`'s method is every class's.
        let exact = bound.filter { $0.0.owner == type }
        let found = exact.isEmpty ? bound.filter { $0.0.owner == "UIAppearance" || isKind(type, of: $0.0.owner ?? "") } : exact
        // What runs before the `return` sets state up (a cached scale), not the proxy: the value it ends in.
        guard found.count == 1, let (function, values) = found.first,
            let returned = FunctionValue.returned(by: function.statements, arguments: values, decide: { _ in nil }, isCase: { _ in false })
                ?? FunctionValue.endingReturn(of: function.statements, arguments: values)
        else { return nil }
        // `return [self appearanceWhenContainedIn:…]`, or Swift's `return appearance(whenContainedInInstancesOf: …)` on self.
        switch returned {
        case .call(.member(let receiver?, "appearance"), let proxyArguments) where receiver == .name("self") || receiver == .name(function.owner ?? ""):
            return proxy(typeExpression, proxyArguments)
        case .call(.name("appearance"), let proxyArguments):
            return proxy(typeExpression, proxyArguments)
        default:
            return nil
        }
    }

    /// Whether `type`'s instances have the methods `owner` declares: the class the schema holds for `type` (itself,
    /// or its nearest ancestor there: `UITextView : UIScrollView`, an app's class) is `owner` or inherits from it.
    private func isKind(_ type: String, of owner: String) -> Bool {
        let registry = TypeRegistry.builtIn
        var modelled = type
        for _ in 0..<ValueTranslator.maxDepth where !registry.contains(modelled) {
            guard let parent = UIKitClasses.superclasses[modelled] ?? types[modelled]?.inherits.first.map(ProxyTarget.plainClassName) else { break }
            modelled = parent
        }
        return registry.contains(modelled) && registry.isKind(modelled, of: owner)
    }

    /// `setTitleColor` → `titleColor`.
    static func setterProperty(_ method: String) -> String? {
        guard method.hasPrefix("set"), method.count > 3 else { return nil }
        let rest = method.dropFirst(3)
        guard let first = rest.first, first.isUppercase else { return nil }
        return first.lowercased() + rest.dropFirst()
    }

    // MARK: Evaluation

    /// A value given to the property at `path`: an implicit member (`.clear`) is an appearance object an app's
    /// extension declares only where the property holds one (`backButtonAppearance = .clear`); elsewhere it is the
    /// property's own type's (`shadowColor = .clear`, UIColor's).
    private func evaluate(_ value: CodeExpression, into path: [String]) -> Evaluated {
        if case .member(nil, _) = value, path.last?.hasSuffix("Appearance") != true { return .value(resolve(value)) }
        return evaluate(value)
    }

    private func evaluate(_ expression: CodeExpression) -> Evaluated {
        switch expression {
        case .name(let name):
            switch scope[name] {
            case .proxy(let target): return .proxy(target, [])
            case .object(let object, let path): return .object(object, path)
            case .value(let value): return .value(parameters.contains(name) ? value : .named(name, value))
            case .traits: return .value(expression)
            case .refused(let reason): return .refused(reason)
            case nil: return .value(themeGetter(name) ?? expression)
            }
        case .member(.name("self")?, let name) where scope[name]?.object != nil && types[selfType ?? ""]?.freshObjects[name] != nil:
            // `self.navigationBarAppearance`, a stored object ``bindStoredObjects(_:)`` bound.
            return scope[name]?.object.map { .object($0.0, $0.1) } ?? .value(expression)
        case .member(.name("self")?, _) where resolve(expression) != expression:
            // `self.theme` and a getter switching on it (``themeGetter(_:)``).
            return .value(resolve(expression))
        case .member(let base?, let name):
            switch evaluate(base) {
            case .proxy(let target, let path): return .proxy(target, path + [name])
            case .object(let object, let path): return .object(object, path + [name])
            case .value(let value):
                // `Theme.navigationBar`: a computed property whose getter builds and returns an appearance object.
                if case .name(let owner) = value, owner.first?.isUppercase == true, let helper = helperObject(expression) { return helper }
                // `ThemeManager.shared.theme`, `AppDefaults.palette`: the theme object the user picks.
                return .value(
                    themes.staticInstance(.member(value, name), computedOnly: true) ?? themes.themedMember(.member(value, name)) ?? .member(value, name))
            case .refused(let reason): return .refused(reason)
            }
        case .call(let callee, let arguments):
            if case .member(let typeExpression?, "appearance") = callee {
                // The app's own `appearance(in:)` beside UIKit's, where its parameters take the arguments.
                if functions["appearance"] != nil, let helped = proxyHelper(callee, arguments) { return helped }
                return proxy(typeExpression, arguments)
            }
            // A bare `appearance()` in a class method of a UIKit class's extension or of a subclass is the class's own,
            // unless the files read declare a function of that name.
            if callee == .name("appearance"), functions["appearance"] == nil { return proxy(.name("Self"), arguments) }
            // Swift 2's spelling, `UITextField.appearanceWhenContainedInInstancesOfClasses([UISearchBar.self])`, bare in
            // a class method of the class's extension too.
            if case .member(let typeExpression?, "appearanceWhenContainedInInstancesOfClasses") = callee, arguments.count == 1 {
                return proxy(typeExpression, [CodeArgument(label: "whenContainedInInstancesOf", value: arguments[0].value)])
            }
            if callee == .name("appearanceWhenContainedInInstancesOfClasses"), arguments.count == 1,
                functions["appearanceWhenContainedInInstancesOfClasses"] == nil
            {
                return proxy(.name("Self"), [CodeArgument(label: "whenContainedInInstancesOf", value: arguments[0].value)])
            }
            if let helped = proxyHelper(callee, arguments) { return helped }
            if let className = callee.dottedName.map(AppearanceInterpreter.constructedClass),
                AppearanceObject.classNames.contains(className)
            {
                if let source = arguments[label: "barAppearance"], case .object(let other, let path) = evaluate(source), path.isEmpty {
                    return .object(other.copyShared(as: className), [])
                }
                return .object(AppearanceObject(className: className), [])
            }
            if case .member(let base?, "copy") = callee, case .object(let object, let path) = evaluate(base), path.isEmpty {
                return .object(object.copy(), [])
            }
            if let helper = helperObject(callee, arguments) { return helper }
            return .value(resolve(expression))
        case .member(nil, _):
            return helperObject(expression) ?? .value(resolve(expression))
        case .choice(let test, let then, let otherwise):
            // `!containerClass ? [UITabBar appearance] : …` with nil passed for the class: the side taken.
            if let holds = fixedOutcome(test, resolve(test)) { return evaluate(holds ? then : otherwise) }
            if case .proxy = evaluate(then), case .proxy = evaluate(otherwise) {
                return .refused("the proxy is chosen by \(test) as the code runs, and its callers in the files read do not fix it")
            }
            return .value(resolve(expression))
        default:
            return .value(resolve(expression))
        }
    }

    /// `UINavigationBarAppearance.init` → `UINavigationBarAppearance`.
    static func constructedClass(_ dotted: String) -> String {
        dotted.hasSuffix(".init") ? String(dotted.dropLast(5)) : dotted
    }

    /// The expression with each local value it names marked as named.
    private func resolve(_ expression: CodeExpression) -> CodeExpression {
        switch expression {
        case .name(let name):
            if case .value(let value) = scope[name] { return parameters.contains(name) ? value : .named(name, value) }
            // A name given a value in a branch: not its initial value, whatever the files declare it with.
            if case .refused(AppearanceInterpreter.changedValue)? = scope[name], changedOuter.contains(name) {
                return .opaque("\(name) (\(AppearanceInterpreter.changedValue))")
            }
            // A text shadow built in the function, put in a text-attribute dictionary: its properties now.
            if case .object(let object, [])? = scope[name], object.className == AppearanceObject.shadowClass, object.unknowns.isEmpty {
                return object.snapshot
            }
            return themeGetter(name) ?? expression
        case .member(.name("self")?, let name):
            // `self.theme`: the type's stored theme property, as `theme` is; `self.highlightColor`, its getter.
            if case .value(let value)? = scope[name], case .instance = value.unnamed { return .named(name, value) }
            // Objective-C's `_tintColor = …` earlier in the method: `self.tintColor` reads the value its ivar was given.
            if case .value(let value)? = scope["_" + name] { return .named(name, value) }
            return themeGetter(name) ?? .member(.name("self"), name)
        case .member(let base, let name):
            return themes.staticInstance(expression) ?? themes.themedMember(expression) ?? .member(base.map(resolve), name)
        case .call(.member(let base?, CodeExpression.subscriptName), let keys) where keys.count == 1:
            // An entry of a dictionary a local holds, by a key written out: `colors["tint"]`.
            let key = resolve(keys[0].value)
            if case .dictionary(let entries) = resolve(base).unnamed, let entry = entries.last(where: { $0.key == key }) { return entry.value }
            return .call(.member(resolve(base), CodeExpression.subscriptName), [CodeArgument(label: nil, value: key)])
        case .call(let callee, let arguments): return themes.staticInstance(expression) ?? .call(resolve(callee), arguments.map(resolve))
        case .array(let elements): return .array(elements.map(resolve))
        case .dictionary(let entries): return .dictionary(entries.map { CodeEntry(key: $0.key, value: resolve($0.value)) })
        case .arithmetic(let op, let left, let right): return .arithmetic(op, resolve(left), resolve(right))
        case .choice(let test, let then, let otherwise): return .choice(resolve(test), resolve(then), resolve(otherwise))
        default: return expression
        }
    }

    private func resolve(_ argument: CodeArgument) -> CodeArgument { CodeArgument(label: argument.label, value: resolve(argument.value)) }

    /// A getter of the method's own type that is one `switch` on the theme object, each case returning a value
    /// (`var highlightColor: UIColor { switch theme { case .dark: return a; default: return b } }`): the choice per
    /// theme, which each theme's rules decide. Nil for any other name.
    private func themeGetter(_ name: String) -> CodeExpression? {
        guard !openGetters.contains(name), let selfType,
            let found = functions[name]?.filter({ $0.owner == selfType && $0.parameters.isEmpty }), found.count == 1,
            found[0].statements.count == 1, case .cases(let subject, let cases, _) = found[0].statements[0].kind
        else { return nil }
        // Inside, the getter's own name (`case .loaded(let results): return results` in `var results`) is not it again.
        var inside = self
        inside.openGetters.insert(name)
        let test = inside.resolve(subject)
        guard case .instance = test.unnamed else { return nil }
        var choice: CodeExpression?
        for item in cases.reversed() {
            guard item.body.count == 1, case .returns(let value) = item.body[0].kind else { return nil }
            // The last case (or `default`) is what no case before it matches.
            let chosen = inside.resolve(value)
            choice = choice.flatMap { otherwise in item.patterns.map { .choice(ThemeModel.matching(test, $0), chosen, otherwise) } } ?? chosen
        }
        return choice
    }

    /// `T.appearance()`, `…(whenContainedInInstancesOf: [A.self])`, `…(for: traits)`.
    private func proxy(_ typeExpression: CodeExpression, _ arguments: [CodeArgument]) -> Evaluated {
        // `Self.appearance()` (or `self.appearance()`) in a class method: the class whose method it is.
        let isSelf = typeExpression == .name("Self") || typeExpression == .name("self")
        if isSelf, selfType == nil { return .refused("the proxy's class \(typeExpression.description) is the class of a method not known") }
        guard let type = isSelf ? selfType : AppearanceInterpreter.className(typeExpression) else {
            return .refused("the proxy's class \(typeExpression.description) is not named")
        }
        var target = ProxyTarget(type: type)
        for argument in arguments {
            switch argument.label {
            case "whenContainedInInstancesOf":
                // A list written out, or a local holding one (`let items: [any UIAppearanceContainer.Type] = [A.self, B.self]`).
                guard case .array(let elements) = resolve(argument.value).unnamed else {
                    return .refused("its containers \(argument.value.description) are not a list of classes")
                }
                for element in elements {
                    if let selfType, AppearanceInterpreter.namesSelfType(element) {
                        target.inside.append(selfType)
                        continue
                    }
                    guard let container = AppearanceInterpreter.className(element) else {
                        return .refused("its container \(element.description) is not a class")
                    }
                    target.inside.append(container)
                }
            case "for":
                let traits: [TraitCondition]?
                if case .name(let name) = argument.value, case .traits(let bound) = scope[name] {
                    traits = bound
                } else {
                    traits = traitConditions(argument.value)
                }
                guard let traits else { return .refused("its traits \(argument.value.description) are not ones the importer reads") }
                target.traits += traits
            default:
                return .refused("appearance(\(argument.label ?? "_"):) is not a form UIKit has")
            }
        }
        return .proxy(target, [])
    }

    /// What an app sets on its window for every view in it, as UIKit's own
    /// inheritance carries it down: the tint (the most common global tint is
    /// `window?.tintColor = …`), the background and a forced light or dark.
    static let windowProperties: Set<String> = ["tintColor", "backgroundColor", "overrideUserInterfaceStyle"]

    /// Whether a name may hold a window (`window`, `keyWindow`, `overlayWindow`, `windows.first`): where it is set
    /// outside what the importer follows to the app's window, the line is reported (``SourceUnit/windowSites``).
    static func mayNameAWindow(_ written: String) -> Bool {
        let parts = written.filter { $0 != "?" && $0 != "!" }.split(separator: ".")
        guard let last = parts.last else { return false }
        if (last == "first" || last == "last" || last == "firstObject") && parts.dropLast().last == "windows" { return true }
        return last == "window" || last.hasSuffix("Window") && last.first?.isLowercase == true
    }

    /// Members naming the app's window: UIKit's (`window`, `keyWindow`) and the names apps give a helper's.
    static let windowNames: Set<String> = ["window", "keyWindow", "mainWindow", "activeWindow", "appWindow", "currentWindow"]

    /// The app's window's property set directly (`window?.tintColor` in a
    /// delegate, `self.window.tintColor`, `UIApplication.shared.windows.first?.tintColor`,
    /// `view.window`): a rule for `UIWindow`. A window held in a local is one
    /// the code made for itself (an alert's overlay) and is left alone.
    /// Whether the function followed is a method of a window class of the app's (`class Window: UIWindow`) that an app
    /// or scene delegate makes (`window = Window(frame: …)`), whose `self` is the app's window; not an overlay's window
    /// class made elsewhere (a toast's, at the alert level).
    private var selfIsWindow: Bool {
        guard let selfType, isKind(selfType, of: "UIWindow"), !UIKitClasses.isUIKit(selfType) else { return false }
        return functions.values.joined().contains { function in
            guard function.owner?.hasSuffix("Delegate") == true else { return false }
            return CodeStatement.leaves(of: function.statements).contains { leaf in
                switch leaf.kind {
                case .assign(_, .call(let callee, _)), .bind(_, .call(let callee, _)):
                    return callee.dottedName.map(AppearanceInterpreter.constructedClass) == selfType
                default: return false
                }
            }
        }
    }

    private func windowTarget(_ base: CodeExpression, _ property: String, depth: Int = 0) -> ProxyTarget? {
        guard AppearanceInterpreter.windowProperties.contains(property), depth < ValueTranslator.maxDepth else { return nil }
        let isWindow: Bool
        switch base {
        case .name(let name):
            // A local holding the app's window (`$0` of `window.do { … }`) is it; a local is otherwise a window the
            // code made for itself (an alert's), not the app's. `guard let window = window` holds the same window.
            let outer: Bool
            if case .value(let held) = scope[name] {
                if held.unnamed != .name(name) {
                    return windowTarget(held.unnamed, property, depth: depth + 1) == nil ? nil : ProxyTarget(type: "UIWindow")
                }
                outer = true
            } else {
                outer = scope[name] == nil
            }
            isWindow = outer && ((name == "window" || name == "keyWindow") && windowMayBeTheApps || name == "self" && selfIsWindow)
        case .member(let owner?, let name):
            // The first window is the app's; later ones are the keyboard's or an alert's.
            let fromList = (name == "first" || name == "firstObject") && owner.lastName == "windows"
            // An app's helper naming the window it shows (`WindowHelper.activeWindow`, `AppDelegate.shared.mainWindow`).
            isWindow = AppearanceInterpreter.windowNames.contains(name) || fromList
        default:
            isWindow = false
        }
        return isWindow ? ProxyTarget(type: "UIWindow") : nil
    }

    /// The line putting a controller's view straight into the app's window (`[self.window addSubview:tabs.view]`,
    /// `window?.addSubview(root.view)`), where the function does; nil where it does not.
    static func firstScreenShown(_ statements: [CodeStatement]) -> Int? {
        CodeStatement.leaves(of: statements).first { leaf in
            guard case .evaluate(.call(.member(let window?, "addSubview"), let arguments)) = leaf.kind, arguments.count == 1,
                arguments[0].value.lastName == "view"
            else { return false }
            return window == .name("window") || window == .member(.name("self"), "window")
        }?.location.line
    }

    /// Whether `name` is a local holding a window the function made (`UIWindow(…)`).
    private func isLocalWindow(_ name: String) -> Bool {
        guard case .value(let value) = scope[name], case .call(let callee, _) = value.unnamed,
            let constructed = callee.dottedName.map(AppearanceInterpreter.constructedClass)
        else { return false }
        return constructed == "UIWindow"
    }

    /// `window` (the delegate's property, not a local) or `self.window`, in an app or scene delegate.
    private func isDelegateWindow(_ expression: CodeExpression) -> Bool {
        switch expression {
        case .name("window"): return scope["window"] == nil && windowMayBeTheApps
        case .member(.name("self")?, "window"): return windowMayBeTheApps
        default: return false
        }
    }

    /// Whether the `window` of the function's type may be the app's: an app or scene delegate's, one a
    /// navigator is handed, or one a coordinator makes and shows (`makeKeyAndVisible()`) at no window level
    /// of its own; not a window the type makes for itself (an overlay's `self.window = UIWindow(…)`).
    /// `self.window` (or `window`) in an app delegate of an app with scenes, where the app delegate makes no window: its
    /// methods in the folder of the line's file, above or below it (another app of the folder may declare a class of
    /// the name, `AltBackup/AppDelegate.swift` beside `AltStore/AppDelegate.swift`).
    private func appDelegateWindowIsNil(_ base: CodeExpression, at: SourceLocation) -> Bool {
        // `UIApplication.shared.delegate?.window??` where no app delegate of the files read declares a `window`: the
        // protocol's optional property, which such a delegate does not have.
        if case .member(let owner?, "window") = base, let dotted = owner.dottedName,
            ["UIApplication.shared.delegate", "UIApplication.sharedApplication.delegate", "UIApplication.sharedApplication().delegate"].contains(dotted)
        {
            let delegates = types.values.filter { $0.inherits.contains { $0.hasSuffix("ApplicationDelegate") } }
            let getters = Set((functions["window"] ?? []).compactMap(\.owner))
            return usesScenes && at.file.hasSuffix(".swift") && !delegates.isEmpty
                && delegates.allSatisfy { $0.propertyTypes["window"] == nil && !getters.contains($0.name) }
        }
        guard usesScenes, let selfType, let declared = types[selfType], declared.inherits.contains(where: { $0.hasSuffix("ApplicationDelegate") }),
            base == .name("window") && scope["window"] == nil || base == .member(.name("self"), "window")
        else { return false }
        let folderOf = { (path: String) in path.lastIndex(of: "/").map { String(path[...$0]) } ?? "" }
        let folder = folderOf(at.file)
        let own = functions.values.joined().filter { function in
            guard function.owner == selfType, let file = function.statements.first?.location.file else { return false }
            let other = folderOf(file)
            return other.hasPrefix(folder) || folder.hasPrefix(other)
        }
        return !own.contains { CallSites.names(in: $0.statements).contains("UIWindow") }
    }

    private var windowMayBeTheApps: Bool {
        guard let selfType, let declared = types[selfType],
            !selfType.hasSuffix("Delegate"), !declared.inherits.contains(where: { $0.hasSuffix("ApplicationDelegate") || $0.hasSuffix("SceneDelegate") })
        else { return true }
        let own = functions.values.joined().filter { $0.owner == selfType }
        let called = own.reduce(into: Set<String>()) { $0.formUnion(CallSites.names(in: $1.statements)) }
        guard called.contains("UIWindow") else { return true }
        guard called.contains("makeKeyAndVisible") else { return false }
        return !own.contains { function in
            CodeStatement.leaves(of: function.statements).contains { leaf in
                if case .assign(let target, _) = leaf.kind { return target.lastName == "windowLevel" } else { return false }
            }
        }
    }

    /// `type(of: self)`, `Self.self`, Objective-C's `[self class]`: the class whose method this is.
    static func namesSelfType(_ expression: CodeExpression) -> Bool {
        switch expression {
        case .call(.name("type"), let arguments): return arguments.count == 1 && arguments[0].label == "of" && arguments[0].value == .name("self")
        case .member(.name("self")?, "self"), .member(.name("Self")?, "self"): return true
        // Objective-C's `self` in a class method, `self.class` and `[self class]`: the class whose method it is.
        case .name("self"), .member(.name("self")?, "class"), .call(.member(.name("self")?, "class"), []): return true
        default: return false
        }
    }

    /// `UIButton.self`, `UIButton`, `UIHostingController<Root>.self`, `UISearchBar.classForCoder()` and Objective-C's
    /// `[UISearchBar class]` → the class name.
    static func className(_ expression: CodeExpression) -> String? {
        var expression = expression
        switch expression {
        case .member(let base?, "self"), .call(.member(let base?, "classForCoder"), []), .call(.member(let base?, "class"), []):
            expression = base
        default: break
        }
        guard let written = expression.dottedName, !written.hasPrefix(".") else { return nil }
        let name = ProxyTarget.plainClassName(written)
        return name.isEmpty ? nil : name
    }

    /// `UITraitCollection(userInterfaceStyle: .dark)` (`.init(userInterfaceStyle: .dark)` where a trait collection is
    /// taken) and `UITraitCollection(traitsFrom: [...])` as `when:` conditions.
    private func traitConditions(_ expression: CodeExpression) -> [TraitCondition]? {
        if case .name(let name) = expression, case .traits(let bound) = scope[name] { return bound }
        guard case .call(let callee, let arguments) = expression, let dotted = callee.dottedName,
            ["UITraitCollection", "UITraitCollection.init", ".init"].contains(dotted), arguments.count == 1, let argument = arguments.first,
            let label = argument.label
        else { return nil }
        if label == "traitsFrom" {
            guard case .array(let elements) = argument.value else { return nil }
            var all: [TraitCondition] = []
            for element in elements {
                guard let some = traitConditions(element) else { return nil }
                all += some
            }
            return all
        }
        // The screen's own scale (`UIScreen.main.scale`, or a value cached from it): every device's, so no condition.
        if label == "displayScale", argument.value.description.lowercased().contains("scale") {
            if case .number = argument.value.unnamed {} else { return [] }
        }
        guard let value = argument.value.lastName else { return nil }
        let values = TraitSetting.values(of: label)
        guard values.contains(value) else { return nil }
        return [TraitCondition(name: label, value: value)]
    }
}
