import LiveryCore

/// The themes an app's code fixes, and each theme's value of an expression
/// that reads the theme object the user picks at run time.
///
/// A theme type is one whose possible values the files read enumerate:
/// static instances built through an initializer (`static let darkTheme =
/// PresentationTheme(colors: darkPalette)`), or, failing those, the classes
/// and structs that inherit from or conform to it and are made with no
/// arguments (`struct GreenDarkTheme: DarkTheme`). A member read through an
/// instance is followed through the initializer's assignments
/// (`self.colors = colors`), a struct's memberwise arguments, computed
/// properties and initial values, most specific type first (a subclass's
/// override, a protocol extension's default), each with `self` the instance.
/// The stylesheet carries the choice as a trait of its own named after the
/// type, a value per instance (Stylesheets.md, "Themes").
struct ThemeModel {
    struct Theme: Sendable {
        /// The trait's name: the type's, lower camel case (`presentationTheme`), see ``traitName(_:)``.
        var trait: String
        /// Each instance's name (a trait value) and the expression that makes it.
        var instances: [(name: String, value: CodeExpression)]
        /// The instance the code starts with: a stored property's initial value, a theme
        /// parameter's default or the one instance its callers pass, else the first listed.
        var defaultName: String
        /// False when `defaultName` is the first listed for want of another: a guess.
        var defaultKnown = true
        /// Types of the theme made only from run-time values (`CustomTheme(baseColor:)`): no rule is written for them.
        var unlisted: [String]
        /// An enum's cases are the instances.
        var isEnumeration = false
    }

    /// Why a value that reads a theme has no value per theme.
    enum Problem: Error {
        case tooMany(type: String, count: Int)
        case several([String])
        /// A type or instance name a stylesheet cannot spell (not ASCII letters, digits and `_`).
        case badName(type: String, name: String)
    }

    /// ASCII letters, digits and `_`, not starting with a digit: the stylesheet's names (`Names.isIdentifier`).
    static func isStylesheetName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// The trait a theme type declares: its name in lower camel case, backticks
    /// dropped, `Theme` added where it is UIKit's trait (`userInterfaceStyle`).
    static func traitName(_ type: String) -> String {
        let plain = type.filter { $0 != "`" }
        var name = plain.prefix(1).lowercased() + plain.dropFirst()
        if TraitName(rawValue: name).isBuiltIn || LiveryCore.TraitCondition.keys.contains(name) { name += "Theme" }
        return name
    }

    /// Most instances a theme type is followed through: the values one trait takes
    /// (Stylesheets.md, "Themes"). Counting stops one past it.
    static let maxInstances = 64

    private let types: [String: CodeType]
    /// Type names declared more than once (`enum Colors` nested in two themes): a member of one is not followed.
    private let duplicated: Set<String>
    /// Named values by owner (nil: file scope) and name, the first declared winning.
    private let members: [String?: [String: CodeExpression]]
    /// Each candidate type's theme, or the problem enumerating it.
    private var themes: [String: Result<Theme, Problem>] = [:]
    /// Functions choosing the theme the user picks, by owner and name (``Chooser``).
    private var choosers: [String: Chooser] = [:]
    /// `Owner.name` of each function of no parameters: a computed property's getter among them.
    private var getters: Set<String> = []

    /// `static func currentTheme() -> Theme`: a type's function of no parameters, declared to return a theme
    /// type, whose statements return more than one value (a case read from the user's defaults, else `.dark`).
    /// A call of it is the theme object, as a static property computed where it is read is.
    struct Chooser {
        var type: String
        /// The first case it returns written out: the theme the app starts with when it is the only one.
        var start: String?
        var startKnown: Bool
    }

    init(units: [SourceUnit]) {
        var types: [String: CodeType] = [:]
        var subtypes: [String] = []
        var duplicated: Set<String> = []
        // A name declared more than once is the file-scope type's, where there is exactly one (`protocol Theme`
        // beside a generated `L10n.Theme`); else which one is meant is not known.
        for (name, declarations) in Dictionary(grouping: units.flatMap(\.types), by: \.name) {
            let fileScope = declarations.filter { $0.owner == nil }
            if declarations.count > 1, fileScope.count != 1 { duplicated.insert(name) }
            types[name] = fileScope.count == 1 ? fileScope[0] : declarations[0]
        }
        var seen: Set<String> = []
        subtypes = units.flatMap(\.types).map(\.name).filter { seen.insert($0).inserted }
        self.duplicated = duplicated
        var members: [String?: [String: CodeExpression]] = [:]
        var constants: [(owner: String?, name: String, value: CodeExpression)] = []
        for constant in units.flatMap(\.constants) where members[constant.owner]?[constant.name] == nil {
            members[constant.owner, default: [:]][constant.name] = constant.value
            constants.append((constant.owner, constant.name, constant.value))
        }
        self.types = types
        self.members = members
        // The types a parameter or a stored property is declared of: the candidates.
        let declared =
            Set(units.flatMap(\.functions).flatMap(\.parameters).compactMap(\.type).map(ThemeModel.plainType))
            .union(units.flatMap(\.types).flatMap(\.propertyTypes.values).map(ThemeModel.plainType))
            .union(units.flatMap(\.functions).filter { $0.parameters.isEmpty && $0.owner != nil }.compactMap(\.returns).map(ThemeModel.plainType))
        let functions = units.flatMap(\.functions)
        let bare = ThemeModel.madeBare(functions, constants: constants.map(\.value))
        // A type whose name the files declare twice (`Colors.Theme` and `Settings.Theme`) is not known to be the one meant.
        for candidate in declared where types[candidate] != nil && !duplicated.contains(candidate) {
            if let theme = enumerate(candidate, constants: constants, factories: functions, madeBare: bare.contains(candidate), order: subtypes) {
                themes[candidate] = theme
            }
        }
        for function in functions {
            for parameter in function.parameters {
                guard let theme = ThemeModel.stringTheme(parameter, in: function) else { continue }
                themes[ThemeModel.stringThemeKey(function, parameter.name)] = .success(theme)
            }
        }
        let choosers = ThemeModel.choosers(in: functions, themes: themes)
        self.choosers = choosers
        getters = Set(functions.compactMap { function in function.parameters.isEmpty ? function.owner.map { $0 + "." + function.name } : nil })
        for (type, found) in themes {
            guard case .success(var theme) = found, !theme.defaultKnown else { continue }
            let names = Set(theme.instances.map(\.name))
            let passed = ThemeModel.passedInstances(of: type, in: functions, members: members).filter(names.contains)
            if passed.count == 1, let only = passed.first {
                theme.defaultName = only
                theme.defaultKnown = true
            } else if let chooser = choosers.sorted(by: { $0.key < $1.key }).first(where: { $0.value.type == type })?.value,
                let start = chooser.start, names.contains(start)
            {
                // The case the function choosing the theme starts with; a guess where it returns more than one written out.
                theme.defaultName = start
                theme.defaultKnown = chooser.startKnown
            }
            themes[type] = .success(theme)
        }
    }

    /// The functions among `functions` choosing a theme of `themes` (``Chooser``), by owner and name; a name
    /// a type declares twice (overloads) is left out.
    private static func choosers(in functions: [CodeFunction], themes: [String: Result<Theme, Problem>]) -> [String: Chooser] {
        var found: [String: Chooser] = [:]
        var declaredTwice: Set<String> = []
        for function in functions where function.parameters.isEmpty {
            guard let owner = function.owner, let returns = function.returns.map(plainType), case .success(let theme)? = themes[returns]
            else { continue }
            let names = Set(theme.instances.map(\.name))
            var cases: [String] = []
            var computed = false
            for leaf in CodeStatement.leaves(of: function.statements) {
                guard case .returns(let value) = leaf.kind else { continue }
                if let name = caseName(value), names.contains(name) {
                    if !cases.contains(name) { cases.append(name) }
                } else {
                    computed = true
                }
            }
            // Returning one case and nothing else, it is a named value, not a choice.
            guard computed || cases.count > 1 else { continue }
            let key = owner + "." + function.name
            if found[key] != nil { declaredTwice.insert(key) }
            // `if UserDefaults.standard.object(forKey: key) == nil { return .dark }`: the case for nothing stored yet.
            let unset = function.statements.lazy.compactMap { statement -> String? in
                // The readers keep a comparison as written.
                guard case .branch(let condition, let then, _, _) = statement.kind,
                    condition.description.filter({ !$0.isWhitespace }).hasSuffix("==nil"),
                    case .returns(let value)? = then.last?.kind, let name = caseName(value), names.contains(name)
                else { return nil }
                return name
            }.first
            found[key] = Chooser(type: plainType(returns), start: unset ?? cases.first, startKnown: unset != nil || cases.count == 1)
        }
        for key in declaredTwice { found[key] = nil }
        return found
    }

    /// The instances named where a function taking a `type` parameter is called
    /// (`style(Theme.dark)`, or `style()` with `theme: Theme = .dark`); with no call
    /// read, the parameter's default.
    private static func passedInstances(
        of type: String, in functions: [CodeFunction], members: [String?: [String: CodeExpression]]
    ) -> Set<String> {
        var passed: Set<String> = []
        let taking = functions.filter { $0.parameters.contains { $0.type.map(plainType) == type } }
        let calls = CallSites(functions)
        for function in taking {
            let sites = calls.arguments(of: function)
            for parameter in function.parameters where parameter.type.map(plainType) == type {
                if sites.isEmpty, let value = parameter.defaultValue.flatMap(instanceName) { passed.insert(value) }
                for arguments in sites {
                    guard let bound = ValueTranslator.bind(function.parameters, to: arguments)?[parameter.name],
                        let value = instanceName(bound) ?? startingElement(bound, functions: functions, members: members).flatMap(instanceName)
                    else { continue }
                    passed.insert(value)
                }
            }
        }
        return passed
    }

    /// `themes[themeIndex]`, a list of instances indexed by what the user's defaults store: the element the app
    /// starts with, before anything is stored. The list is a member one type declares; the index a number, a
    /// default's `integer(forKey:)` (0 unset), or a getter returning one when its reads of the defaults find nothing.
    private static func startingElement(
        _ expression: CodeExpression, functions: [CodeFunction], members: [String?: [String: CodeExpression]]
    ) -> CodeExpression? {
        guard case .call(.member(let base?, CodeExpression.subscriptName), let arguments) = expression.unnamed, arguments.count == 1,
            let list = base.lastName
        else { return nil }
        let declared = members.values.compactMap { $0[list] }
        guard declared.count == 1, case .array(let elements) = declared[0].unnamed,
            let index = startingIndex(arguments[0].value, functions: functions), elements.indices.contains(index)
        else { return nil }
        return elements[index]
    }

    /// The index a theme list is read at before the user's defaults store one (``startingElement(_:functions:members:)``).
    private static func startingIndex(_ expression: CodeExpression, functions: [CodeFunction], followed: Bool = false) -> Int? {
        switch expression.unnamed {
        case .number(let value) where value >= 0 && value == value.rounded() && value < Double(maxInstances): return Int(value)
        case .call(.member(let defaults?, "integer"), _) where isStoredSetting(defaults): return 0
        case .name(let name), .member(.name("self")?, let name):
            let getters = functions.filter { $0.name == name && $0.parameters.isEmpty }
            guard !followed, getters.count == 1,
                let value = FunctionValue.returned(
                    by: getters[0].statements, arguments: [:], decide: unsetSetting, isCase: { _ in false })
            else { return nil }
            return startingIndex(value, functions: functions, followed: true)
        default: return nil
        }
    }

    /// `UserDefaults.standard.object(forKey: key) != nil` (an `if let` reading the defaults) before anything is stored:
    /// false (true for `== nil`); nil for another condition.
    private static func unsetSetting(_ condition: CodeExpression) -> Bool? {
        guard case .arithmetic(let op, let value, .null) = condition.unnamed, op == "==" || op == "!=", isStoredSetting(value) else { return nil }
        return op == "=="
    }

    private static func isStoredSetting(_ expression: CodeExpression) -> Bool {
        let text = expression.description
        return text.contains("UserDefaults") || text.contains("NSUserDefaults")
    }

    /// `Theme?`, `Theme!` → `Theme`.
    static func plainType(_ written: String) -> String {
        written.trimmingCharacters(in: ["?", "!", " "])
    }

    /// `AppDefaults.palette`: a static property of a type, declared of a theme type and computed where it is
    /// read (a getter reading the user's defaults), is the theme object, as a stored property of a
    /// function's own type is. One holding a theme written out (`static var fixed: Palette = .dark`) is
    /// a named value, read as that theme.
    ///
    /// A call of a ``Chooser`` (`ThemeManager.currentTheme()`) is the theme object likewise. With `computedOnly`,
    /// a static property is one only where it is computed: a stored one launch code assigns (`App.theme =
    /// AppFactory.makeTheme()`, one factory per build target) holds what the files read do not choose.
    func staticInstance(_ expression: CodeExpression, computedOnly: Bool = false) -> CodeExpression? {
        if case .call(.member(.name(let owner)?, let name), let arguments) = expression, arguments.isEmpty,
            let chooser = choosers[ProxyTarget.plainClassName(owner) + "." + name]
        {
            return .instance(type: chooser.type, name: expression.description)
        }
        // `ThemeManager.shared.theme`: a singleton's property declared of a theme type, given no theme written out.
        if case .member(.member(.name(let owner)?, let singleton)?, let property) = expression,
            let made = members[owner]?[singleton], ThemeModel.isConstruction(made, of: owner),
            let declared = types[owner]?.propertyTypes[property], !declared.isEmpty, theme(ofType: declared) != nil,
            members[owner]?[property].flatMap(ThemeModel.instanceName) == nil
        {
            return .instance(type: ThemeModel.plainType(declared), name: owner + "." + singleton + "." + property)
        }
        guard case .member(.name(let owner)?, let property) = expression,
            let declared = types[owner]?.propertyTypes[property], !declared.isEmpty, theme(ofType: declared) != nil
        else { return nil }
        if case .member? = members[owner]?[property]?.unnamed { return nil }
        if computedOnly, members[owner]?[property] == nil, !getters.contains(owner + "." + property) { return nil }
        return .instance(type: ThemeModel.plainType(declared), name: owner + "." + property)
    }

    /// `UIColor.TabBar.tint`, a static whose value chooses by the theme the user picks (`static var tint: UIColor { return
    /// AppearanceController.theme == .darkTheme ? a : b }`): that choice, its test comparing the theme object, which each
    /// theme's rules decide. Nil for a member whose value does not compare the theme.
    func themedMember(_ expression: CodeExpression) -> CodeExpression? {
        guard case .member(let base?, let name) = expression, let owner = base.dottedName?.split(separator: ".").last.map(String.init),
            !duplicated.contains(owner), let value = members[owner]?[name], case .choice(let test, let then, let otherwise) = value.unnamed,
            case .arithmetic(let op, let left, let right) = test.unnamed, op == "==" || op == "!="
        else { return nil }
        if let theme = staticInstance(left) { return .choice(.arithmetic(op, theme, right), then, otherwise) }
        if let theme = staticInstance(right) { return .choice(.arithmetic(op, left, theme), then, otherwise) }
        return nil
    }

    // MARK: Themes named by strings

    /// `+ (void)setTheme:(NSString *)theme` comparing its parameter with string literals (`[theme
    /// isEqualToString:@"dawn"] || theme == nil`, `theme == "dusk"`): a theme whose values are those strings, the one
    /// tested with nil (the user has picked none) the default. Only a string parameter named a theme, compared with
    /// two names or more that a stylesheet can spell.
    private static func stringTheme(_ parameter: CodeHelper.Parameter, in function: CodeFunction) -> Theme? {
        guard parameter.name.lowercased().contains("theme"), parameter.type.map({ ["String", "NSString"].contains(plainType($0)) }) ?? true
        else { return nil }
        var names: [String] = []
        var start: String?
        for condition in conditions(in: function.statements) {
            let (compared, withNil) = comparedStrings(condition, parameter.name)
            for name in compared where !names.contains(name) { names.append(name) }
            if withNil, compared.count == 1 { start = compared[0] }
        }
        guard names.count >= 2, names.count <= maxInstances, names.allSatisfy(isStylesheetName) else { return nil }
        return Theme(
            trait: traitName(parameter.name), instances: names.map { ($0, CodeExpression.string($0)) }, defaultName: start ?? names[0],
            defaultKnown: start != nil, unlisted: [])
    }

    /// The key a string theme is kept under, as a type's theme is under the type's name: the function and its parameter.
    static func stringThemeKey(_ function: CodeFunction, _ parameter: String) -> String {
        "\(function.owner ?? "").\(function.name)(\(parameter))"
    }

    /// The string theme of `function`'s `parameter`, if it has one.
    func stringTheme(of function: CodeFunction, _ parameter: String) -> String? {
        let key = ThemeModel.stringThemeKey(function, parameter)
        return themes[key] == nil ? nil : key
    }

    /// Every branch's condition among the statements, at any depth.
    private static func conditions(in statements: [CodeStatement]) -> [CodeExpression] {
        statements.flatMap { statement -> [CodeExpression] in
            switch statement.kind {
            case .branch(let condition, let then, let otherwise, _): return [condition] + conditions(in: then + otherwise)
            case .block(let inner), .unfollowed(_, _, _, let inner), .loop(_, _, let inner): return conditions(in: inner)
            case .cases(_, let cases, _): return conditions(in: cases.flatMap(\.body))
            case .bind, .assign, .evaluate, .returns: return []
            }
        }
    }

    /// The strings `name` is compared with in a condition of `||` and `&&`, and whether it is tested with nil there too.
    private static func comparedStrings(_ condition: CodeExpression, _ name: String) -> (names: [String], withNil: Bool) {
        switch condition {
        case .arithmetic("||", let left, let right), .arithmetic("&&", let left, let right):
            let (a, b) = (comparedStrings(left, name), comparedStrings(right, name))
            return (a.names + b.names, a.withNil || b.withNil)
        case .call(.member(.name(name)?, "isEqualToString"), let arguments) where arguments.count == 1:
            if case .string(let text) = arguments[0].value { return ([text], false) }
        case .arithmetic("==", .name(name), .string(let text)), .arithmetic("==", .string(let text), .name(name)):
            return ([text], false)
        case .arithmetic("==", .name(name), .null): return ([], true)
        default: break
        }
        return ([], false)
    }

    /// A condition of string comparisons (`[theme isEqualToString:@"dawn"] || theme == nil` with `@"dusk"` put in for
    /// `theme`) as its outcome; nil where a part is not a string written out.
    static func outcome(_ condition: CodeExpression) -> Bool? {
        switch condition.unnamed {
        case .bool(let flag): return flag
        case .call(.member(let base?, "isEqualToString"), let arguments) where arguments.count == 1:
            return decided("==", base, arguments[0].value)
        case .arithmetic(let op, let left, let right):
            guard ["||", "&&"].contains(op) else { return decided(op, left, right) }
            return decided(op, outcome(left).map(CodeExpression.bool) ?? left, outcome(right).map(CodeExpression.bool) ?? right)
        default: return nil
        }
    }

    /// A comparison of strings or of enum cases, or of `true`s and `false`s joined by `||` and `&&`, as its outcome: what a
    /// theme's branch comes to for one of its values. Nil for any other.
    private static func decided(_ op: String, _ left: CodeExpression, _ right: CodeExpression) -> Bool? {
        switch (op, left.unnamed, right.unnamed) {
        case ("==", .string(let a), .string(let b)): return a == b
        case ("!=", .string(let a), .string(let b)): return a != b
        case ("==", .string, .null), ("==", .null, .string): return false
        case ("!=", .string, .null), ("!=", .null, .string): return true
        case ("||", _, _), ("&&", _, _):
            return logical(op, flag(left), flag(right))
        case ("==", _, _), ("!=", _, _):
            // `contentMode == .light` with the theme's argument put in: two enum cases.
            guard let a = caseName(left), let b = caseName(right) else { return nil }
            return (a == b) == (op == "==")
        default: return nil
        }
    }

    /// The theme of a declared type, when the type is one.
    func theme(ofType written: String) -> Result<Theme, Problem>? {
        themes[ThemeModel.plainType(written)]
    }

    /// The theme the expressions read, nil when they read none.
    func theme(readBy expressions: [CodeExpression]) -> Result<Theme, Problem>? {
        var read: Set<String> = []
        for expression in expressions { ThemeModel.collect(expression, into: &read) }
        guard let type = read.first else { return nil }
        guard read.count == 1 else { return .failure(.several(read.sorted())) }
        return themes[type]
    }

    private static func collect(_ expression: CodeExpression, into read: inout Set<String>) {
        switch expression {
        case .instance(let type, _): read.insert(type)
        case .named(_, let inner): collect(inner, into: &read)
        case .member(let base?, _): collect(base, into: &read)
        case .call(let callee, let arguments):
            collect(callee, into: &read)
            for argument in arguments { collect(argument.value, into: &read) }
        case .array(let elements): for element in elements { collect(element, into: &read) }
        case .dictionary(let entries): for entry in entries { collect(entry.value, into: &read) }
        case .arithmetic(_, let left, let right):
            collect(left, into: &read)
            collect(right, into: &read)
        case .choice(let test, let then, let otherwise):
            for part in [test, then, otherwise] { collect(part, into: &read) }
        default: break
        }
    }

    // MARK: Instances

    /// `madeBare`: whether the code makes the type with no arguments (`Theme.init()`), its defaults being a theme.
    private func enumerate(
        _ type: String, constants: [(owner: String?, name: String, value: CodeExpression)], factories: [CodeFunction], madeBare: Bool,
        order: [String]
    ) -> Result<Theme, Problem>? {
        var instances: [(name: String, value: CodeExpression)] = []
        var unlisted: [String] = []
        // Static instances, made by the type's initializer.
        for constant in constants where constant.owner == type || constant.owner == nil {
            // `.init(…)` is the type's only in its own code.
            guard ThemeModel.isConstruction(constant.value, of: type), constant.owner == type || constant.value.unnamed.dottedCallee != ".init"
            else { continue }
            instances.append((constant.name, constant.value))
            if instances.count > ThemeModel.maxInstances { return .failure(.tooMany(type: type, count: instances.count)) }
        }
        if instances.count < 2 {
            // Else the type's functions of no parameters returning one it makes (`class func dark() -> Theme { return
            // Theme(…) }`), with the type's own defaults where the code makes it with no arguments, named `default`.
            var made: [(name: String, value: CodeExpression)] = []
            for function in factories where function.owner == type && function.parameters.isEmpty && function.returns.map(ThemeModel.plainType) == type {
                let returned = CodeStatement.leaves(of: function.statements).compactMap { leaf -> CodeExpression? in
                    if case .returns(let value) = leaf.kind { return value } else { return nil }
                }
                guard returned.count == 1, ThemeModel.isConstruction(returned[0], of: type) else { continue }
                made.append((function.name, returned[0]))
                if made.count > ThemeModel.maxInstances { return .failure(.tooMany(type: type, count: made.count)) }
            }
            if !made.isEmpty, madeBare, !made.contains(where: { $0.name == "default" }) { made.insert(("default", .call(.name(type), [])), at: 0) }
            if made.count >= 2 { instances = made }
        }
        if instances.count < 2 {
            // Else the types that inherit from or conform to it, made with no arguments.
            instances = []
            for name in order {
                guard let candidate = types[name], candidate.isConcrete, ancestry(of: name).contains(type) else { continue }
                let madeBare = candidate.initializers.isEmpty || candidate.initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
                guard madeBare else {
                    unlisted.append(name)
                    continue
                }
                instances.append((name, .call(.name(name), [])))
                if instances.count > ThemeModel.maxInstances { return .failure(.tooMany(type: type, count: instances.count)) }
            }
        }
        var isEnumeration = false
        if instances.count < 2, let cases = types[type]?.cases, cases.count >= 2 {
            // Else an enum's cases.
            guard cases.count <= ThemeModel.maxInstances else { return .failure(.tooMany(type: type, count: cases.count)) }
            instances = cases.map { ($0, .member(.name(type), $0)) }
            isEnumeration = true
        }
        guard instances.count >= 2 else { return nil }
        // `default` is a trait value as `default`.
        instances = instances.map { ($0.name.filter { $0 != "`" }, $0.value) }
        let trait = ThemeModel.traitName(type)
        for name in [trait] + instances.map(\.name) where !ThemeModel.isStylesheetName(name) {
            return .failure(.badName(type: type, name: name))
        }
        let names = Set(instances.map(\.name))
        let start = order.lazy.compactMap { holder -> String? in
            for (property, declared) in self.types[holder]?.propertyTypes ?? [:] where ThemeModel.plainType(declared) == type {
                if let initial = members[holder]?[property], let name = ThemeModel.instanceName(initial), names.contains(name) { return name }
            }
            return nil
        }.first
        return .success(
            Theme(
                trait: trait, instances: instances, defaultName: start ?? instances[0].name, defaultKnown: start != nil, unlisted: unlisted,
                isEnumeration: isEnumeration))
    }

    /// `Theme(…)`, `Theme.init(…)`, or in the type's own code `.init(…)`: an instance the type's initializer makes.
    private static func isConstruction(_ expression: CodeExpression, of type: String) -> Bool {
        guard let made = expression.unnamed.dottedCallee else { return false }
        return made == ".init" || AppearanceInterpreter.constructedClass(made) == type
    }

    /// The types the functions or constants make with no arguments (`Theme()`, `Theme.init()`).
    private static func madeBare(_ functions: [CodeFunction], constants: [CodeExpression]) -> Set<String> {
        var made: Set<String> = []
        func note(_ expression: CodeExpression) {
            guard case .call(_, let arguments) = expression.unnamed, arguments.isEmpty, let dotted = expression.unnamed.dottedCallee else { return }
            made.insert(AppearanceInterpreter.constructedClass(dotted))
        }
        for leaf in CodeStatement.leaves(of: functions.flatMap(\.statements)) {
            switch leaf.kind {
            case .bind(_, let value), .assign(_, let value), .returns(let value): note(value)
            default: continue
            }
        }
        constants.forEach(note)
        return made
    }

    /// `DefaultTheme()` → `DefaultTheme`; `PresentationTheme.darkTheme`, `.darkTheme` → `darkTheme`.
    private static func instanceName(_ expression: CodeExpression) -> String? {
        switch expression.unnamed {
        case .call(.name(let name), let arguments) where arguments.isEmpty: return name.filter { $0 != "`" }
        case .member(_, let name): return name.filter { $0 != "`" }
        default: return nil
        }
    }

    /// The type and what it inherits or conforms to, most specific first, each once.
    private func ancestry(of type: String) -> [String] {
        var order = [type]
        var index = 0
        while index < order.count, order.count <= ThemeModel.maxInstances {
            for parent in types[order[index]]?.inherits ?? [] where !order.contains(ProxyTarget.plainClassName(parent)) {
                order.append(ProxyTarget.plainClassName(parent))
            }
            index += 1
        }
        return order
    }

    // MARK: Following members

    /// Most sub-expressions one value is followed through for one theme: members
    /// that each read the next several times over (`mix(c1, c1, …)`) would otherwise
    /// take exponentially many steps within the depth limit.
    static let maxReduceSteps = 20_000

    /// Steps taken following one value for one theme.
    final class Steps {
        var taken = 0
        /// Whether the value was cut short at ``ThemeModel/maxReduceSteps``.
        var exhausted: Bool { taken > ThemeModel.maxReduceSteps }
        /// A member read of a type declared more than once (`Colors.tint`), where following stopped.
        var ambiguous: (owner: String, read: String)?
    }

    /// The expression with the theme object put in as `instance` and each member read
    /// through an instance replaced by its value; what does not follow is left as written.
    /// Past ``maxReduceSteps`` (counted in `steps`) the rest is left as text.
    func reduce(_ expression: CodeExpression, instance: CodeExpression, steps: Steps = Steps(), depth: Int = 0) -> CodeExpression {
        steps.taken += 1
        // Past the limit (a member naming itself), the expression as text: where evaluation stopped.
        guard depth < ValueTranslator.maxDepth, !steps.exhausted else { return .opaque(expression.description) }
        func next(_ inner: CodeExpression) -> CodeExpression { reduce(inner, instance: instance, steps: steps, depth: depth + 1) }
        switch expression {
        case .instance: return instance
        case .named(let name, let inner): return .named(name, next(inner))
        case .member(let base?, let name):
            if let owner = base.dottedName.map(ProxyTarget.plainClassName), duplicated.contains(owner) {
                if steps.ambiguous == nil { steps.ambiguous = (owner, expression.description) }
                return .opaque(expression.description)
            }
            let object = next(base)
            // The value keeps the member's name: a palette colour named as the theme names it.
            if let value = member(name, of: object, depth: depth) { return .named(name, next(value)) }
            // A member no theme declares stops at the theme object as the code names it.
            return .member(construction(object, depth: depth) == nil ? object : base, name)
        case .call(let callee, let arguments):
            let reduced = arguments.map { CodeArgument(label: $0.label, value: next($0.value)) }
            if callee == .name(ThemeModel.matchOperator), let subject = reduced.first.flatMap({ ThemeModel.caseName($0.value) }) {
                let patterns = reduced.dropFirst().map { ThemeModel.caseName($0.value) }
                if !patterns.contains(nil) { return .bool(patterns.contains(subject)) }
            }
            // A string theme's `[theme isEqualToString:@"dawn"]`, its value put in.
            let receiver = next(callee)
            if case .member(let base?, "isEqualToString") = receiver, reduced.count == 1,
                let equal = ThemeModel.decided("==", base, reduced[0].value)
            {
                return .bool(equal)
            }
            return .call(receiver, reduced)
        case .array(let elements): return .array(elements.map(next))
        case .dictionary(let entries): return .dictionary(entries.map { CodeEntry(key: $0.key, value: next($0.value)) })
        case .arithmetic(let op, let left, let right):
            let (left, right) = (next(left), next(right))
            return ThemeModel.decided(op, left, right).map(CodeExpression.bool) ?? .arithmetic(op, left, right)
        case .choice(let test, let then, let otherwise):
            let decided = next(test)
            if let flag = ThemeModel.flag(decided) { return next(flag ? then : otherwise) }
            return .choice(decided, next(then), next(otherwise))
        default: return expression
        }
    }

    /// The callee of a switch case's test: the subject first, then the case's patterns.
    private static let matchOperator = "~="

    /// Whether `subject` matches one of `patterns`, as a condition `reduce` decides.
    static func matching(_ subject: CodeExpression, _ patterns: [CodeExpression]) -> CodeExpression {
        .call(.name(matchOperator), [CodeArgument(label: nil, value: subject)] + patterns.map { CodeArgument(label: nil, value: $0) })
    }

    /// An enum case's name (`.dark`, `Mode.dark`), through names.
    private static func caseName(_ expression: CodeExpression) -> String? {
        if case .member(let base, let name) = expression.unnamed, base == nil || base?.dottedName?.first?.isUppercase == true { return name }
        return nil
    }

    /// `a || b` or `a && b` where each side is decided or not (nil): decided where one side settles it, or both are.
    static func logical(_ op: String, _ left: Bool?, _ right: Bool?) -> Bool? {
        let settling = op == "||"
        if left == settling || right == settling { return settling }
        guard let left, let right else { return nil }
        return op == "||" ? left || right : left && right
    }

    /// A literal `true` or `false`, through names.
    static func flag(_ expression: CodeExpression) -> Bool? {
        if case .bool(let flag) = expression.unnamed { return flag }
        return nil
    }

    /// The value of `object.name` where `object` is made by an initializer of a type read (`ThemeColors.shared.brand`,
    /// `static let shared = ThemeColors()`), as the initializer assigns it; nil where no initializer read does.
    func memberValue(_ name: String, of object: CodeExpression) -> CodeExpression? { member(name, of: object, depth: 0) }

    /// The value of `object.name` when `object` is made by an initializer of a type read.
    private func member(_ name: String, of object: CodeExpression, depth: Int) -> CodeExpression? {
        guard depth < ValueTranslator.maxDepth, let (type, arguments) = construction(object, depth: depth) else { return nil }
        if let declared = types[type] {
            for initializer in declared.initializers {
                guard let values = ValueTranslator.bind(initializer.parameters, to: arguments) else { continue }
                if let assigned = initializer.assignments[name] { return assigned.substituting(values) }
                // `convenience init() { self.init(bundle: .main) }`: what the initializer it calls assigns.
                if let delegation = initializer.delegation {
                    let delegated = delegation.map { CodeArgument(label: $0.label, value: $0.value.substituting(values)) }
                    return member(name, of: .call(.name(type), delegated), depth: depth + 1)
                }
            }
            // A struct's memberwise initializer.
            if declared.initializers.isEmpty, let argument = arguments[label: name] { return argument }
        }
        let lineage = ancestry(of: type)
        guard let owner = lineage.first(where: { members[$0]?[name] != nil }), let value = members[owner]?[name] else { return nil }
        // Inside the type, its members are read from the instance.
        var own: [String: CodeExpression] = ["self": object]
        for ancestor in lineage {
            for member in (members[ancestor] ?? [:]).keys where own[member] == nil { own[member] = .member(object, member) }
            for member in (types[ancestor]?.propertyTypes ?? [:]).keys where own[member] == nil { own[member] = .member(object, member) }
        }
        return value.substituting(own)
    }

    /// `T(…)` as its type and arguments, through named values and constants.
    private func construction(_ object: CodeExpression, depth: Int) -> (String, [CodeArgument])? {
        guard depth < ValueTranslator.maxDepth else { return nil }
        switch object {
        case .named(_, let inner): return construction(inner, depth: depth + 1)
        case .call(let callee, let arguments):
            guard let dotted = callee.dottedName else { return nil }
            let type = AppearanceInterpreter.constructedClass(dotted)
            return types[type] == nil ? nil : (type, arguments)
        case .name(let name):
            return members[nil]?[name].flatMap { construction($0, depth: depth + 1) }
        case .member(.name(let owner)?, let name):
            return members[owner]?[name].flatMap { construction($0, depth: depth + 1) }
        default: return nil
        }
    }
}
