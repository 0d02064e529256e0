/// The calls the functions read make, by the called function's last name
/// (`style` for `Theme.style(…)`), each with its arguments and the function
/// making it: who calls a helper, and with what. A name is all the importer
/// knows of a callee, so calls of two functions of one name are both listed
/// under it, and told apart by their labels where the labels can.
struct CallSites {
    private struct Site {
        var arguments: [CodeArgument]
        /// The calling function, an index into `functions`.
        var caller: Int
        /// The function of the name the call's labels bind to, alone among them; nil where they bind to none or several.
        var callee: Int? = nil
    }
    private let functions: [CodeFunction]
    private var sites: [String: [Site]] = [:]
    private var named: [String: [Int]] = [:]
    /// Per function (an index into `functions`), the one fixed value all its callers pass for a parameter, by name.
    private var passed: [[String: CodeExpression]]
    /// The functions sharing a name with others that no call binds to, by index.
    private var uncalled: Set<Int> = []

    /// How many callers away an argument naming the caller's parameter is followed to the value passed for it.
    static let maxPassingDepth = 8
    /// Most functions of one name whose calls are told apart by their labels; past it, no call of the name is.
    static let maxOverloads = 64

    init(_ functions: [CodeFunction]) {
        self.functions = functions
        var sites: [String: [Site]] = [:]
        var named: [String: [Int]] = [:]
        for (index, function) in functions.enumerated() {
            named[CallSites.calledName(function), default: []].append(index)
            CallSites.visit(function.statements) { name, arguments, _ in sites[name, default: []].append(Site(arguments: arguments, caller: index)) }
        }
        // A name called in a closure no statement holds (``CodeFunction/closureCalls``) has callers not all known: none listed.
        for function in functions { for name in function.closureCalls { sites[name] = nil } }
        // Each call bound once to the overload its labels name.
        for (name, overloads) in named {
            guard var calls = sites[name] else { continue }
            for position in calls.indices {
                if overloads.count == 1 {
                    calls[position].callee = overloads[0]
                } else if overloads.count <= CallSites.maxOverloads {
                    let binding = overloads.filter { ValueTranslator.bind(functions[$0].parameters, to: calls[position].arguments) != nil }
                    calls[position].callee = binding.count == 1 ? binding[0] : nil
                }
            }
            sites[name] = calls
        }
        self.sites = sites
        self.named = named
        passed = Array(repeating: [:], count: functions.count)
        // An overload no call's labels bind to (`customizeBar:shadow:` when every call names another) never runs,
        // nor one called only from such overloads.
        // Objective-C's selector families and Swift's static functions only: Swift's other overloads of one name are
        // told apart by their labels too, but SwiftUI and UIKit call many by name (`body(content:)`, delegate
        // methods), which no call read shows.
        let overloaded = named.filter { $0.value.count > 1 && $0.value.count <= CallSites.maxOverloads }
        let byLabels = Set(functions.indices.filter { index in
            let file = functions[index].statements.first?.location.file ?? ""
            return (ObjCSelectors.isObjectiveC(file) || functions[index].isStatic) && !functions[index].calledByFramework
        })
        for _ in 0..<CallSites.maxPassingDepth {
            var found = uncalled
            for (name, overloads) in overloaded {
                guard let calls = sites[name], !calls.isEmpty, calls.allSatisfy({ $0.callee != nil }) else { continue }
                found.formUnion(Set(overloads).intersection(byLabels).subtracting(calls.filter { !uncalled.contains($0.caller) }.compactMap(\.callee)))
            }
            if found == uncalled { break }
            uncalled = found
        }
        // Each round follows the values one caller further; a round changing nothing ends it.
        for _ in 0..<CallSites.maxPassingDepth {
            let next = functions.indices.map { fixedValues(of: $0) }
            if next == passed { break }
            passed = next
        }
    }

    /// The arguments of every call of `function`. Where several functions share its name (Objective-C's
    /// `customizeBar:` and `customizeBar:containedIn:`), a call is its own when its labels bind to its
    /// parameters and to no other's; a call binding to none or to several makes the callers unknown (none
    /// listed). An argument naming a parameter of the calling function (`customizeBar:color containedIn:nil`
    /// inside `customizeBar:color`) is the one fixed value that function's callers pass for it, where they do.
    func arguments(of function: CodeFunction) -> [[CodeArgument]] {
        let name = CallSites.calledName(function)
        let overloads = named[name] ?? []
        if overloads.count > CallSites.maxOverloads { return [] }
        guard let index = overloads.count == 1 ? overloads.first : overloads.first(where: { functions[$0] == function }) else {
            return (sites[name] ?? []).map(\.arguments)
        }
        return arguments(of: index)
    }

    /// Whether `function`, an Objective-C method or a Swift static function, shares its name with other functions and no call in the files
    /// read binds to its labels (or only calls from such methods do).
    func isUncalledOverload(_ function: CodeFunction) -> Bool {
        guard let overloads = named[CallSites.calledName(function)], overloads.count > 1, overloads.count <= CallSites.maxOverloads else { return false }
        return overloads.contains { uncalled.contains($0) && functions[$0] == function }
    }

    private func arguments(of index: Int) -> [[CodeArgument]] {
        let name = CallSites.calledName(functions[index])
        let overloads = named[name] ?? []
        var found: [[CodeArgument]] = []
        for site in sites[name] ?? [] {
            if overloads.count > 1 {
                guard let callee = site.callee else { return [] }
                guard callee == index else { continue }
            }
            if uncalled.contains(site.caller) { continue }
            let values = passed[site.caller]
            let owner = functions[site.caller].owner
            found.append(
                site.arguments.map { argument in
                    // `containedInClasses:[self class]`: the calling method's class, a value fixed where it is written.
                    if let owner, argument.value != .name("self"), AppearanceInterpreter.namesSelfType(argument.value) {
                        return CodeArgument(label: argument.label, value: .member(.name(owner), "self"))
                    }
                    // The caller's parameters its own callers pass one fixed value, wherever the argument names them
                    // (`applyColor(theme.makeTheme())`).
                    guard !values.isEmpty else { return argument }
                    return CodeArgument(label: argument.label, value: argument.value.substituting(values))
                })
        }
        return found
    }

    /// The name a call of `function` is written with: a Swift type's initializer is called by the type's name
    /// (`NavigationBarModifier(backgroundColor: …)`), any other function by its own.
    static func calledName(_ function: CodeFunction) -> String {
        function.name == "init" && function.isSwift ? function.owner.map(ProxyTarget.plainClassName) ?? function.name : function.name
    }

    /// The parameters of the function for which every call passes one fixed value, with that value.
    private func fixedValues(of index: Int) -> [String: CodeExpression] {
        let parameters = functions[index].parameters
        guard !parameters.isEmpty else { return [:] }
        let calls = arguments(of: index)
        guard !calls.isEmpty else { return [:] }
        var values: [String: CodeExpression] = [:]
        for parameter in parameters {
            var found: Set<CodeExpression> = []
            for arguments in calls {
                guard let value = ValueTranslator.bind(parameters, to: arguments)?[parameter.name] else { return [:] }
                found.insert(value)
            }
            if found.count == 1, let value = found.first, AppearanceInterpreter.isFixed(value, depth: 0) { values[parameter.name] = value }
        }
        return values
    }

    /// The names of the functions the statements call.
    static func names(in statements: [CodeStatement]) -> Set<String> {
        var names: Set<String> = []
        visit(statements) { name, _, _ in names.insert(name) }
        return names
    }

    /// Whether the statements call the superclass's `name` (`super.injectAppearances()`, `[super viewDidLoad]`).
    static func callsSuper(_ name: String, in statements: [CodeStatement]) -> Bool {
        var found = false
        visit(statements) { called, _, callee in
            if called == name, case .member(.name("super")?, _) = callee { found = true }
        }
        return found
    }

    /// How many calls of `name` the statements make.
    static func count(of name: String, in statements: [CodeStatement]) -> Int {
        var count = 0
        visit(statements) { called, _, _ in if called == name { count += 1 } }
        return count
    }

    /// A function's key by type and name: `Dashboard.connect`; a free function's, its name.
    static func key(_ function: CodeFunction) -> String { function.owner.map { $0 + "." + function.name } ?? function.name }

    /// The calls `function` makes, each by the key of the function a type declares where the call names the type
    /// (`Theme.apply()`) or is sent to `self`, bare or written (`connect()`, `self.connect()`), and that type declares
    /// it (`declared`, keys); by its name alone otherwise, for any function of the name its arguments bind to.
    ///
    /// With `receivers`, `super.viewDidLoad()` is the method of the nearest superclass declaring it, and a call through a
    /// stored property of a declared type (`viewModel.viewDidLoad()`) that type's; one sent to UIKit's class that no
    /// class or extension of the files read declares (`super.viewDidLoad()` in a `UIViewController` subclass) calls no
    /// function of the files read.
    static func qualifiedCalls(
        of function: CodeFunction, declared: Set<String>, receivers: Receivers = Receivers()
    ) -> [(key: String, arguments: [CodeArgument])] {
        var found: [(key: String, arguments: [CodeArgument])] = []
        visit(function.statements) { name, arguments, callee in
            guard let type = receiverType(callee, in: function.owner, receivers) else {
                found.append((name, arguments))
                return
            }
            let lineage = receivers.lineage(type)
            if let declaring = lineage.first(where: { declared.contains($0 + "." + name) }) {
                found.append((declaring + "." + name, arguments))
            } else if let top = lineage.last, !UIKitClasses.isUIKit(top) {
                found.append((name, arguments))
            } else if case .name = callee, declared.contains(name) {
                // A bare call no class of the lineage declares, in a UIKit subclass: the free function's (`configureBar(style:)`).
                found.append((name, arguments))
            }
        }
        return found
    }

    /// The calls of `functions` by the key ``qualifiedCalls(of:declared:receivers:)`` gives them, with the function
    /// making each; a function's calls of itself are left out.
    static func qualifiedCallers(
        _ functions: [CodeFunction], receivers: Receivers
    ) -> [String: [(caller: CodeFunction, arguments: [CodeArgument])]] {
        let declared = Set(functions.map(CallSites.key))
        var callers: [String: [(caller: CodeFunction, arguments: [CodeArgument])]] = [:]
        for function in functions {
            for call in qualifiedCalls(of: function, declared: declared, receivers: receivers) where call.key != key(function) {
                callers[call.key, default: []].append((function, call.arguments))
            }
        }
        return callers
    }

    /// How many calls of each of `names` the functions make, whatever they are sent to.
    static func counts(of names: Set<String>, in functions: [CodeFunction]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for function in functions {
            visit(function.statements) { name, _, _ in if names.contains(name) { counts[name, default: 0] += 1 } }
        }
        return counts
    }

    /// What tells the type a call is sent to beyond the names it writes: the superclass a method's `super` is, and the
    /// declared types of a class's stored properties.
    struct Receivers: Sendable {
        /// Class → superclass.
        var superclass: [String: String] = [:]
        /// Class → stored property → declared type as written.
        var properties: [String: [String: String]] = [:]
        /// The classes an app class inherits from.
        private var inherited: Set<String> = []

        init() {}

        init(classes: [CodeClass]) {
            superclass = Dictionary(classes.compactMap { type in type.superclass.map { (type.name, $0) } }) { first, _ in first }
            properties = Dictionary(classes.map { ($0.name, $0.properties) }) { first, later in first.merging(later) { kept, _ in kept } }
            inherited = Set(superclass.values)
        }

        /// Whether the class is an app's subclass of one of UIKit's view controllers (`MainTabViewController :
        /// UITabBarController`), as far as the files read declare its superclasses.
        func isUIKitControllerSubclass(_ name: String) -> Bool {
            let lineage = lineage(name)
            return lineage.count > 1 && lineage.last.map { $0.hasPrefix("UI") && $0.hasSuffix("Controller") } == true
        }

        /// The class and its superclasses, as far as the files read declare them.
        func lineage(_ name: String) -> [String] {
            var found = [name]
            while found.count < RunOrder.maxDepth, let next = superclass[found[found.count - 1]], !found.contains(next) { found.append(next) }
            return found
        }

        /// The class a property of `owner` is declared as (`InviteViewModel` for `InviteViewModel!`, Objective-C's
        /// `Theme *`); nil for another type (a generic, a closure) or one an app class inherits from, whose
        /// overrides the call may run instead.
        func propertyClass(_ property: String, of owner: String) -> String? {
            guard let written = properties[owner]?[property] else { return nil }
            let type = written.trimmingCharacters(in: ["?", "!", "*", " "])
            guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !inherited.contains(type)
            else { return nil }
            return type
        }
    }

    /// The type a call is sent to, where the code names it: `self` in a method of `owner` (or no receiver), a type
    /// (`Theme.apply()`), or a type's shared instance (`Bootstrapper.shared.bootstrap()`, `[[Theme sharedInstance] apply]`).
    static func receiverType(_ callee: CodeExpression, in owner: String?, _ receivers: Receivers = Receivers()) -> String? {
        switch callee {
        case .name: return owner
        case .member(.name("self")?, _): return owner
        case .member(.name("super")?, _): return owner.flatMap { receivers.superclass[$0] }
        case .member(.name(let property)?, _) where property.first?.isLowercase == true:
            return owner.flatMap { receivers.propertyClass(property, of: $0) }
        case .member(.member(.name("self")?, let property)?, _): return owner.flatMap { receivers.propertyClass(property, of: $0) }
        case .member(.name(let type)?, _) where type.first?.isUppercase == true: return type
        case .member(.member(.name(let type)?, let instance)?, _) where type.first?.isUppercase == true && sharedInstances.contains(instance):
            return type
        case .member(.call(.member(.name(let type)?, let instance), [])?, _) where type.first?.isUppercase == true && sharedInstances.contains(instance):
            return type
        default: return nil
        }
    }

    /// The names a type's shared instance goes by.
    private static let sharedInstances: Set<String> = ["shared", "sharedInstance", "sharedManager", "default", "standard", "current", "instance"]

    /// Whether a call by name alone with `arguments` may be one of `function`: in Swift, where its labels bind to the
    /// parameters (`connect { … }` is not `connect(to:)`); any call of the name from or to Objective-C.
    static func mayBind(_ arguments: [CodeArgument], fromSwift: Bool, to function: CodeFunction) -> Bool {
        !fromSwift || !function.isSwift || ValueTranslator.bind(function.parameters, to: arguments) != nil
    }

    /// The methods the statements hand to a control, a bar button or a gesture as its action (`action: #selector(share)`,
    /// `action:@selector(share:)`): each runs as the user acts.
    static func actions(in statements: [CodeStatement]) -> Set<String> {
        var names: Set<String> = []
        visit(statements) { _, arguments, _ in
            for argument in arguments where argument.label == "action" { NameUses.selectorName(argument.value).map { _ = names.insert($0) } }
        }
        return names
    }

    /// The names of the functions one expression calls.
    static func names(in expression: CodeExpression) -> Set<String> {
        var names: Set<String> = []
        visit(expression, depth: 0) { name, _, _ in names.insert(name) }
        return names
    }

    private static func visit(_ expression: CodeExpression, depth: Int, _ found: (String, [CodeArgument], CodeExpression) -> Void) {
        guard depth < ValueTranslator.maxDepth else { return }
        switch expression {
        case .call(let callee, let arguments):
            if let name = callee.lastName { found(name, arguments, callee) }
            if case .member(let base?, _) = callee { visit(base, depth: depth + 1, found) }
            for argument in arguments { visit(argument.value, depth: depth + 1, found) }
        // `injector.getInstance(PayWidgetController.self)`: a class handed on as a value is made by what takes it.
        case .member(.name(let type)?, "self") where type.first?.isUppercase == true: found(type, [], .name(type))
        case .member(let base?, _): visit(base, depth: depth + 1, found)
        default: break
        }
    }

    private static func visit(_ statements: [CodeStatement], _ found: (String, [CodeArgument], CodeExpression) -> Void) {
        for statement in statements {
            switch statement.kind {
            case .bind(_, let value), .evaluate(let value), .returns(let value): visit(value, depth: 0, found)
            case .assign(let target, let value):
                visit(target, depth: 0, found)
                visit(value, depth: 0, found)
            case .block(let inner), .unfollowed(_, _, _, let inner), .loop(_, _, let inner): CallSites.visit(inner, found)
            case .branch(_, let then, let otherwise, _): CallSites.visit(then + otherwise, found)
            case .cases(_, let cases, _): CallSites.visit(cases.flatMap(\.body), found)
            }
        }
    }
}
