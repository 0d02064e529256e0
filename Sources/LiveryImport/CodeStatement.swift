import LiveryCore

/// One statement of a function body, as the interpreter follows it.
struct CodeStatement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `let name = value` (or `var`).
        case bind(String, CodeExpression)
        /// `target = value`.
        case assign(CodeExpression, CodeExpression)
        /// An expression evaluated for its effect: a setter or method call.
        case evaluate(CodeExpression)
        /// `return value`: what a function that builds an appearance object gives back.
        case returns(CodeExpression)
        /// Statements followed as if inline: an `#available` branch that runs on iOS 15.
        case block([CodeStatement])
        /// Statements the importer does not follow (a branch on a value, a
        /// loop, a switch), or a branch that never runs on iOS 15 (`obsolete`);
        /// appearance calls inside are reported with the reason and the
        /// condition or construct following stopped at.
        case unfollowed(reason: String, stoppedAt: String, obsolete: Bool, [CodeStatement])
        /// `if condition { … } else { … }` on one boolean: followed per theme where the
        /// condition reads the theme object (`if theme.isDark`), else as not followed,
        /// stopping at the condition as written (`stoppedAt`).
        case branch(CodeExpression, then: [CodeStatement], otherwise: [CodeStatement], stoppedAt: String)
        /// `switch subject { case … }`: followed per theme where the subject reads the theme object, else as not followed.
        case cases(CodeExpression, [Case], stoppedAt: String)
        /// `for name in [a, b, c] { … }` over a literal list: the body run once per value, each of its
        /// calls one call with the effects of every round.
        case loop(String, [CodeExpression], [CodeStatement])
    }

    /// One case of a `switch`: the patterns it matches (nil for `default`) and its statements.
    struct Case: Hashable, Sendable {
        var patterns: [CodeExpression]?
        var body: [CodeStatement]
    }

    var kind: Kind
    var location: SourceLocation
    /// The statement's last line: an appearance call between `location` and it was reached.
    var endLine: Int

    /// The statements that hold no others (bindings, assignments, calls, returns), at any depth, in order.
    static func leaves(of statements: [CodeStatement]) -> [CodeStatement] {
        statements.flatMap { statement -> [CodeStatement] in
            switch statement.kind {
            case .block(let inner), .unfollowed(_, _, _, let inner), .loop(_, _, let inner): return leaves(of: inner)
            case .branch(_, let then, let otherwise, _): return leaves(of: then + otherwise)
            case .cases(_, let cases, _): return leaves(of: cases.flatMap(\.body))
            case .bind, .assign, .evaluate, .returns: return [statement]
            }
        }
    }

    /// Whether a loop followed per value is among the statements, at any depth: one inside
    /// another would run its body the product of their lengths times.
    static func containsLoop(_ statements: [CodeStatement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .loop: return true
            case .block(let inner), .unfollowed(_, _, _, let inner): return containsLoop(inner)
            case .branch(_, let then, let otherwise, _): return containsLoop(then + otherwise)
            case .cases(_, let cases, _): return containsLoop(cases.flatMap(\.body))
            case .bind, .assign, .evaluate, .returns: return false
            }
        }
    }

    /// The statement with each name in `values` replaced by its value, at any depth.
    func substituting(_ values: [String: CodeExpression]) -> CodeStatement {
        mappingExpressions({ $0.substituting(values) }) { name in
            var inside = values
            inside[name] = nil
            return { $0.substituting(inside) }
        }
    }

    /// The statement with `transform` applied to each expression it holds, at any depth. `insideLoop`, given the name a
    /// loop binds, says how the statements inside that loop are mapped; by default as the others are.
    func mappingExpressions(
        _ transform: @escaping (CodeExpression) -> CodeExpression, insideLoop: ((String) -> (CodeStatement) -> CodeStatement)? = nil
    ) -> CodeStatement {
        let inner: (CodeStatement) -> CodeStatement = { $0.mappingExpressions(transform, insideLoop: insideLoop) }
        var copy = self
        switch kind {
        case .bind(let name, let value): copy.kind = .bind(name, transform(value))
        case .assign(let target, let value): copy.kind = .assign(transform(target), transform(value))
        case .evaluate(let value): copy.kind = .evaluate(transform(value))
        case .returns(let value): copy.kind = .returns(transform(value))
        case .block(let statements): copy.kind = .block(statements.map(inner))
        case .loop(let name, let items, let statements):
            copy.kind = .loop(name, items.map(transform), statements.map(insideLoop?(name) ?? inner))
        case .unfollowed(let reason, let stoppedAt, let obsolete, let statements):
            copy.kind = .unfollowed(reason: reason, stoppedAt: stoppedAt, obsolete: obsolete, statements.map(inner))
        case .branch(let condition, let then, let otherwise, let stoppedAt):
            copy.kind = .branch(transform(condition), then: then.map(inner), otherwise: otherwise.map(inner), stoppedAt: stoppedAt)
        case .cases(let subject, let cases, let stoppedAt):
            copy.kind = .cases(transform(subject), cases.map { Case(patterns: $0.patterns, body: $0.body.map(inner)) }, stoppedAt: stoppedAt)
        }
        return copy
    }

    /// Whether an unfollowed statement's reason is a closure or block kept, or handed on, to run later
    /// (`a block kept to run when what holds it calls it`, `a closure passed to subscribe(onNext:) to run when …`).
    static func runsLater(_ reason: String) -> Bool { reason.contains(" to run when ") }

    /// Whether the statements (at any depth) call `appearance(…)` on a class, or use one of `proxies`, the
    /// locals bound to a proxy before them (`let bar = UINavigationBar.appearance()`): whether they set proxies.
    static func setsProxies(_ statements: [CodeStatement], proxies: Set<String> = []) -> Bool {
        contains(statements) { expression in
            switch expression {
            case .call(.member(_, "appearance"), _), .call(.name("appearance"), _): return true
            case .name(let name): return proxies.contains(name)
            default: return false
            }
        }
    }

    /// Whether the statements (at any depth) name `name`, bare or on `self`.
    static func mention(_ name: String, in statements: [CodeStatement]) -> Bool {
        contains(statements) { $0 == .name(name) || $0 == .member(.name("self"), name) }
    }

    /// Whether an expression of the statements, or a callee, argument or base inside one, is one `match` takes.
    private static func contains(_ statements: [CodeStatement], where match: (CodeExpression) -> Bool) -> Bool {
        func found(_ expression: CodeExpression, depth: Int) -> Bool {
            guard depth < ValueTranslator.maxDepth else { return false }
            if match(expression) { return true }
            switch expression {
            case .call(let callee, let arguments):
                return found(callee, depth: depth + 1) || arguments.contains { found($0.value, depth: depth + 1) }
            case .member(let base?, _): return found(base, depth: depth + 1)
            default: return false
            }
        }
        return statements.contains { statement in
            switch statement.kind {
            case .bind(_, let value), .evaluate(let value), .returns(let value): return found(value, depth: 0)
            case .assign(let target, let value): return found(target, depth: 0) || found(value, depth: 0)
            case .block(let inner), .unfollowed(_, _, _, let inner), .loop(_, _, let inner): return contains(inner, where: match)
            case .branch(_, let then, let otherwise, _): return contains(then + otherwise, where: match)
            case .cases(_, let cases, _): return contains(cases.flatMap(\.body), where: match)
            }
        }
    }
}

/// A function (or initializer, accessor, top-level code) and its statements:
/// locals are scoped to it.
struct CodeFunction: Hashable, Sendable {
    var name: String
    var statements: [CodeStatement]
    /// The type it is declared in (or extends): its stored properties are names in its body.
    var owner: String? = nil
    /// Its parameters, with their declared types: a theme object passed in.
    var parameters: [CodeHelper.Parameter] = []
    /// An initializer of a SwiftUI `App`: where such an app's code starts.
    var isAppInit = false
    /// Called by UIKit rather than by name: an override, an action Interface
    /// Builder connects, or a delegate's method (`tableView(_ tableView: …)`).
    var calledByFramework = false
    /// An action Interface Builder connects (`@IBAction`, `- (IBAction)`): it runs as the user acts.
    var isAction = false
    /// The first piece of the selector Objective-C calls it by, where that is not its name: `setUpWithScheme` for
    /// `@objc func setUp(scheme:)`, `applyTint` for `@objc(applyTint) func applyTheTint()` (``ObjCSelectors``).
    var objCName: String? = nil
    /// A Swift `static` or `class` function: UIKit calls none of an app's by name unless it overrides one.
    var isStatic = false
    /// A Swift `private` or `fileprivate` function: no library, and no protocol of one, can call it.
    var isPrivate = false
    /// The type it is declared to return, as written (`Theme`): a function choosing the theme the user picks.
    var returns: String? = nil
    /// A function declared inside another: the enclosing function's locals and parameters its body names,
    /// whose values it takes from where it is called.
    var captures: Set<String> = []
    /// A property's getter, or the closure a `lazy var` or `static let` runs for its value: it runs where the property is read.
    var isGetter = false
    /// The closure an instance's stored property runs for its initial value (`let navBarAppearance = { … }()`): it runs
    /// as each instance is made, before the type's init, and is named by no call.
    var runsAtInit = false
    /// The names a SwiftUI body calls inside its closures (`Button { style(tint: .blue) }`, a container's content),
    /// which its statements do not hold: who calls them, with what, is not all known.
    var closureCalls: Set<String> = []

    /// An initializer, or a stored property's initial value: what runs as an instance of its type is made.
    var isInit: Bool { name == "init" || runsAtInit }

    /// Where it is declared, its type and its name: one function, though others share its name and type (overloads).
    var identity: String { "\(statements.first?.location.description ?? "")#\(owner ?? "")#\(name)" }

    /// Whether it is written in Swift, whose calls name their arguments' labels.
    var isSwift: Bool { statements.first?.location.file.hasSuffix(".swift") == true }
}

/// A class declared in the sources read, with its superclass and stored
/// properties: what a custom class's `types:` entry and applier stubs need.
struct CodeClass: Hashable, Sendable {
    var name: String
    var superclass: String?
    /// Property name → declared type as written (`UIColor`, `CGFloat?`; empty when not written).
    var properties: [String: String]
    var location: SourceLocation
}

/// A named value declared outside a function (`static let accent = UIColor(…)`,
/// a computed property returning one expression): references to it resolve.
struct CodeConstant: Hashable, Sendable {
    /// The type it is declared in (nil at file scope), and its name.
    var owner: String?
    var name: String
    var value: CodeExpression
    var location: SourceLocation
    /// A Swift `var` given its value where it is declared: what code assigns it later replaces that value.
    var isVariable = false
}

/// A function or initializer whose body comes to one value
/// (`convenience init(red: Int, green: Int, blue: Int) { self.init(red: CGFloat(red) / 255, …) }`,
/// `static func brand() -> UIColor { return UIColor(named: "Brand")! }`): a call of it is
/// the value with the arguments put in for the parameters.
struct CodeHelper: Hashable, Sendable {
    struct Parameter: Hashable, Sendable {
        /// The argument label (nil for `_`).
        var label: String?
        var name: String
        var defaultValue: CodeExpression?
        /// The declared type as written (`PresentationTheme`), where it is recorded.
        var type: String? = nil
        /// Swift's `container: UIAppearanceContainer.Type...`: the arguments from its label on, as one list.
        var variadic = false
    }

    /// The type it is declared in (or extends); nil at file scope.
    var owner: String?
    /// `init` for an initializer.
    var name: String
    var parameters: [Parameter]
    /// What the body comes to, its locals put in.
    var value: CodeExpression
    var location: SourceLocation
}

/// What one source file holds for the importer.
struct SourceUnit: Sendable {
    var path: String
    var functions: [CodeFunction] = []
    /// SwiftUI views' bodies of one expression, read for the calls they make only (``CallSites``): the values they
    /// pass the views and modifiers they make. They set no proxy themselves.
    var viewBodies: [CodeFunction] = []
    /// Style values a type makes from a closure taking the component it styles (`static var primary: Style<UINavigationBar>
    /// { .init { bar in … } }`), each the closure as a function of its parameter: followed where the app hands one to a
    /// proxy, never on their own.
    var styles: [CodeFunction] = []
    var classes: [CodeClass] = []
    var constants: [CodeConstant] = []
    var helpers: [CodeHelper] = []
    /// Types declared (classes, structs, protocols, enums), their initializers and stored properties' types.
    var types: [CodeType] = []
    /// Appearance-proxy calls found anywhere in the file: those the functions
    /// do not reach are reported as not converted.
    var proxySites: [SourceLocation] = []
    /// The lines of a closure setting a property of an appearance object the closure makes (`appearance.backgroundColor
    /// = …` in `.onAppear { … }`): where no followed statement reaches them, reported as the closure's proxy sites are.
    var objectSites: [SourceLocation] = []
    /// A window's tint, background or style set anywhere in the file (`overlayWindow.tintColor = …`,
    /// `[self.window setTintColor:…]`), with the window as written: those no followed statement reaches are reported,
    /// so a window the importer does not take for the app's is never passed over in silence.
    var windowSites: [(location: SourceLocation, window: String)] = []
    /// The protocols each type adopts, as written (a class's superclass left out), and the protocols the file declares:
    /// a method of a type adopting one no file read declares (a library's delegate protocol) may be called by that library.
    var adoptions: [String: [String]] = [:]
    var declaredProtocols: Set<String> = []
    /// Methods called on a proxy, not `set…` (`UIView.appearance().applyDirection(…)`), with their names: where the files
    /// read declare a function of the name, an app's method setting the proxy, reported as the proxy sites are.
    var proxyMethodSites: [(location: SourceLocation, method: String)] = []
    /// Problems reading it (syntax errors, limits).
    var diagnostics: [Diagnostic] = []
    /// `typealias XColor = UIColor`, `typealias Images = R.image`: names for types, which the importer reads as the types.
    var typeAliases: [String: String] = [:]
    /// Clauses of `#if`s outside functions the compiler does not take: a call in one is reported with the reason.
    var inactiveRegions: [InactiveRegion] = []
    /// The functions called by name inside a SwiftUI view's callback closure (`.onAppear { configureBars() }`),
    /// one entry per call, with the callback's name.
    var viewCallbackCalls: [(function: String, callback: String)] = []

    /// The unit with the type aliases of every file read (`XColor`) written as the types they name (`UIColor`).
    func resolvingAliases(_ aliases: [String: String]) -> SourceUnit {
        guard !aliases.isEmpty else { return self }
        // `R.image` is the member `image` of `R`, as the code would have written it.
        let values = aliases.mapValues { target in
            target.split(separator: ".").dropFirst().reduce(CodeExpression.name(String(target.prefix { $0 != "." }))) {
                .member($0, String($1))
            }
        }
        var copy = self
        copy.functions = functions.map { function in
            var function = function
            function.statements = function.statements.map { $0.substituting(values) }
            return function
        }
        copy.constants = constants.map { constant in
            var constant = constant
            constant.value = constant.value.substituting(values)
            return constant
        }
        copy.helpers = helpers.map { helper in
            var helper = helper
            helper.value = helper.value.substituting(values)
            return helper
        }
        return copy
    }

    struct InactiveRegion: Sendable {
        var lines: ClosedRange<Int>
        var reason: String
        var stoppedAt: String
        var obsolete: Bool
    }
}
