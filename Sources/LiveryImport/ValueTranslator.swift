import Foundation
import Livery
import LiveryCore

/// Turns a value expression of appearance code into stylesheet text of the
/// kind its property takes, or says why it cannot: `UIColor.systemBlue` is
/// `systemBlue`, `UIColor(red: 0.1, …)` a hex string, `UIFont.systemFont(ofSize:
/// 17, weight: .semibold)` `{ size: 17, weight: semibold }`. A value the code
/// names (a local, a static constant) keeps its name as a palette colour or a
/// constant.
struct ValueTranslator {
    /// Deepest chain of named values followed.
    static let maxDepth = 16

    /// Named values declared outside functions, by name.
    let constants: [String: [CodeConstant]]
    /// Functions and initializers whose body comes to one value, by name (`init` for initializers).
    var helpers: [String: [CodeHelper]] = [:]
    /// The `var`s code assigns besides their declaration, read as no constant, by name: the type declaring each (nil
    /// at file scope) and the function assigning it (``InitializedMembers/assignedVariables(in:)``).
    var reassigned: [String: (owner: String?, assigner: String)] = [:]
    /// The type of the function the call being translated is in, and its parameters' names, which hide its members.
    var selfType: String?
    var shadowed: Set<String> = []
    /// Each class the files declare, by name, with its superclass: which classes may be `self` in a method.
    var superclasses: [String: String] = [:]
    /// The types read, for a member of an instance one of their initializers makes (``ThemeModel/memberValue(_:of:)``).
    var instances: ThemeModel?
    /// Every function read, by name: one whose statements come to a value where no helper does (``FunctionValue``).
    var functions: [String: [CodeFunction]] = [:]
    /// Each enum's cases without associated values, by the enum's name: a case's raw value is its name unless written.
    var enumCases: [String: Set<String>] = [:]
    /// The device a value is read for, `phone` or `pad`, where the device's idiom chooses it (`isPad ? 20 : 13`,
    /// a helper returning one or the other): a condition on the idiom is decided for it. Nil: not decided.
    var idiom: String?
    /// The catalog colours by the identifier SwiftGen and R.swift make of their names (`app-bg` → `appBg`).
    var accessorNames: [String: [String]] = [:]
    /// The catalog images by the identifier R.swift makes of their names (`back-white` → `backWhite`).
    var imageAccessorNames: [String: [String]] = [:]
    /// Image sets of the catalogs given that previews cannot draw (only SVGs, say), by name: why.
    var undrawableImages: [String: String] = [:]

    /// `Brand/app-bg` → `appBg`: the last folder's name, camel-cased as the generators do.
    static func accessorIdentifier(_ name: String) -> String {
        let words = (name.split(separator: "/").last ?? "").split { !$0.isLetter && !$0.isNumber }
        return words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }
    /// Colour and image names of the asset catalogs given with `--assets`; nil when none were.
    let catalogColors: Set<String>?
    let catalogImages: Set<String>?
    /// The PNG files the imported folders hold outside asset catalogs, by the name `UIImage(named:)` loads
    /// them by, each as a path relative to the stylesheet (``looseImages(_:relativeTo:)``).
    var looseImages: [String: String] = [:]
    let names: ImportedNames

    static let textStyles: Set<String> = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption1", "caption2",
    ]
    static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    func translate(_ expression: CodeExpression, as kind: ValueKind) -> Result<String, Refusal> {
        translate(expression, as: kind, depth: 0)
    }

    private func translate(_ expression: CodeExpression, as kind: ValueKind, depth: Int) -> Result<String, Refusal> {
        guard depth < ValueTranslator.maxDepth else { return .failure(Refusal("its value names itself, or names too deep a chain")) }
        if case .named(let name, let inner) = expression {
            // A named colour or number keeps its name; other kinds are written out.
            let written = translate(inner, as: kind, depth: depth + 1)
            guard case .success(let text) = written else { return written }
            switch kind {
            case .color: return .success(names.color(name, text))
            case .number: return .success("$" + names.constant(name, text))
            default: return written
            }
        }
        if case .choice(let test, let then, let otherwise) = expression {
            guard let decided = decide(test, depth: depth) else {
                return .failure(Refusal("the value is chosen at run time by \(test)", stoppedAt: test.stopName))
            }
            return translate(decided ? then : otherwise, as: kind, depth: depth + 1)
        }
        if let element = tupleElement(expression, depth: depth) { return translate(element, as: kind, depth: depth + 1) }
        // An app's own colour of a system colour's name (`static let separator = UIColor(named: "separator")!` in an
        // extension of UIColor) is the one Swift finds: the app's.
        if kind == .color, case .member(let base, _) = expression, base == nil || base == .name("UIColor"), let own = constant(expression),
            own.owner == "UIColor"
        {
            return within(own.owner).translate(.named(own.name, own.value), as: kind, depth: depth + 1)
        }
        if kind == .color, let system = systemColor(expression) { return .success(system) }
        // `.init(red: 1, …)` where a colour or a font is taken is that type's initializer; `.default(size: 20)`, that
        // type's static function (an app's, in an extension of it).
        if case .call(.member(nil, let name), let arguments) = expression, let type = [ValueKind.color: "UIColor", .font: "UIFont"][kind] {
            return translate(.call(name == "init" ? .name(type) : .member(.name(type), name), arguments), as: kind, depth: depth + 1)
        }
        // `.black` where an enum is taken is its case, whatever statics an extension of UIColor declares.
        if case .enumeration(let cases) = kind, case .member(nil, let name) = expression, cases.contains(name) { return .success(name) }
        if let constant = constant(expression) {
            return within(constant.owner).translate(.named(constant.name, constant.value), as: kind, depth: depth + 1)
        }
        if let (name, assigner) = reassignedVariable(expression) {
            return .failure(
                Refusal(
                    "\(name) is a var \(assigner) assigns: at run time it holds what it was last given, not the value it is declared with",
                    stoppedAt: name))
        }
        // `ThemeColors.shared.brand`, as the initializer of `shared` assigns it; where that does not read, the member as written.
        // `theme.baseColor` with `let theme: Theme = Theme.standard` a member of the type: the instance it holds.
        // `NavBar.colorScheme(with: .gray).textColor`: a member of the struct a helper's body returns for those arguments.
        if case .member(let base?, let name) = expression,
            let value = instances?.memberValue(name, of: constant(base)?.value ?? inlined(base.unnamed)?.value ?? base),
            case .success(let text) = translate(.named(name, value), as: kind, depth: depth + 1)
        {
            return .success(text)
        }
        if kind == .image, let solid = solidImage(expression, depth: depth) { return solid }
        guard let inlined = inlined(expression) else {
            if let getter = getter(expression), let stop = ValueTranslator.firstChoice(getter.statements) {
                // `static var barStyle: UIBarStyle { switch ThemeController.shared.current { … } }`: chosen where it is read.
                return .failure(Refusal("\(expression) is computed by its getter at run time (\(stop.what))", stoppedAt: stop.name))
            }
            return written(expression, as: kind, depth: depth)
        }
        // The helper's body; where it does not evaluate, the call as UIKit's own spelling (`UIColor(hex: "#1E6FD9")`).
        let through = within(inlined.owner).translate(inlined.value, as: kind, depth: depth + 1)
        guard case .failure = through, case .success(let direct) = written(expression, as: kind, depth: depth) else { return through }
        return .success(direct)
    }

    /// A value written out, not through a name or a helper.
    private func written(_ expression: CodeExpression, as kind: ValueKind, depth: Int) -> Result<String, Refusal> {
        switch kind {
        case .color: return color(expression, depth: depth)
        case .number: return number(expression, depth: depth).map(ValueTranslator.format).mapError { $0 }
        case .bool:
            if case .bool(let flag) = expression { return .success(flag ? "true" : "false") }
            return .failure(Refusal("\(expression) is not a literal true or false"))
        case .string:
            if case .string(let text) = expression { return .success(text.jsonQuoted) }
            return .failure(Refusal("\(expression) is not a literal string"))
        case .font: return font(expression, depth: depth)
        case .image: return image(expression)
        case .enumeration(let cases): return enumCase(expression, cases)
        case .insets:
            return numbers(expression, ValueTranslator.insetsInitializers, count: 4, depth: depth)
        case .size:
            // A text shadow's offset was a `UIOffset` before `NSShadow`'s `CGSize`.
            return numbers(
                expression, ["CGSize": ["width", "height"], "CGSizeMake": [], "UIOffset": ["horizontal", "vertical"], "UIOffsetMake": []],
                count: 2, depth: depth)
        case .point:
            return numbers(
                expression, ["UIOffset": ["horizontal", "vertical"], "CGPoint": ["x", "y"], "UIOffsetMake": [], "CGPointMake": []],
                count: 2,
                depth: depth)
        case .rect: return numbers(expression, ["CGRect": ["x", "y", "width", "height"], "CGRectMake": []], count: 4, depth: depth)
        default: return .failure(Refusal("a \(kind) value is not read by the importer"))
        }
    }

    /// Why a value is not converted.
    struct Refusal: Error {
        var reason: String
        /// The name evaluation stopped at, when it is not the value's own (``CodeExpression/stopName``).
        var stoppedAt: String?
        init(_ reason: String, stoppedAt: String? = nil) {
            self.reason = reason
            self.stoppedAt = stoppedAt
        }
    }

    // MARK: Named values

    /// The `var` `expression` reads that code assigns besides its declaration (``reassigned``), and the function
    /// assigning it: `barStyle` in a method, `Theme.accent`, `ThemeManager.shared.accent`.
    private func reassignedVariable(_ expression: CodeExpression) -> (name: String, assigner: String)? {
        switch expression {
        case .name(let name):
            return reassigned[name].map { (name, $0.assigner) }
        case .member(let base?, let name):
            guard let found = reassigned[name], let owner = found.owner,
                (base.dottedName ?? "").split(separator: ".").contains(Substring(owner))
            else { return nil }
            return (name, found.assigner)
        default:
            return nil
        }
    }

    /// The constant `expression` refers to: `Theme.accent`, `.accent` (a static
    /// on an extension of UIColor), or a file-scope `accent`; `UIColor.brand()`
    /// calls an Objective-C category's class method, read as a constant.
    private func constant(_ expression: CodeExpression) -> CodeConstant? {
        let owner: String?
        let name: String
        // The constant holding the instance whose member is read (`UIFont.rubik` of `UIFont.rubik.bold`).
        var holder: CodeConstant?
        switch expression {
        case .call(let callee, let arguments) where arguments.isEmpty:
            // `.backgroundColor()` calls a static of the value's type, not a view model's property of that name.
            let found = constant(callee)
            if case .member(nil, _) = callee, found?.owner.isFramework != true { return nil }
            return found
        case .name(let local): (owner, name) = (nil, local)
        case .member(nil, let member): (owner, name) = (nil, member)
        case .member(let base?, "rawValue"):
            // `Hex.dusk.rawValue`, or `.dusk.rawValue` where one enum of the files read has that case: the raw value written.
            guard case .member(let typeExpression, let caseName) = base else { return nil }
            let types = typeExpression.map { $0.dottedName.flatMap { $0.split(separator: ".").last.map(String.init) }.map { [$0] } ?? [] }
                ?? enumCases.filter { $0.value.contains(caseName) }.map(\.key)
            guard types.count == 1, enumCases[types[0]]?.contains(caseName) == true else { return nil }
            return constants[caseName]?.first { $0.owner == types[0] }
        case .member(let base?, let member):
            if let found = enumCaseMember(base, member) { return found }
            guard let dotted = base.dottedName else {
                // `ThemeManager.current().accent`: a member of the object a helper makes (`static func current() -> Theme { Theme() }`).
                guard let type = ValueTranslator.instanceType(inlined(base)?.value) else { return nil }
                (owner, name) = (type, member)
                break
            }
            holder = constant(base)
            (owner, name) = (ValueTranslator.instanceType(holder?.value) ?? String(dotted.split(separator: ".").last ?? ""), member)
        default: return nil
        }
        // Objective-C's `[UIColor simplenoteTintColor]`, read as `UIColor.simplenoteTint` as UIKit's colours are, of a Swift
        // `@objc static var simplenoteTintColor` keeping its full name.
        let spelled = constants[name].map { _ in name } ?? (owner == "UIColor" ? name + "Color" : name)
        guard let found = constants[spelled], !found.isEmpty else { return nil }
        if let owner {
            // Two nested types of one name (`Font.Rubik` and `UIFont.Rubik`, each made by a `static let rubik`): the
            // one declared next after the constant holding the instance, in its file.
            let owned = found.filter { $0.owner == owner }
            if owned.count > 1, let anchor = holder?.location {
                let after = owned.filter { $0.location.file == anchor.file && $0.location.line > anchor.line }
                return after.min { $0.location.line < $1.location.line } ?? owned.first
            }
            return owned.first
        }
        // `.accent` is a static on an extension of the type the property takes; a bare
        // `accent` a file-scope value, or SwiftUI's `Color.brand` given to `UIColor(_:)`. A member of an app's own
        // type (a `Codable` model's `theme`) is never `.theme`.
        if case .member = expression {
            return found.first { $0.owner.map(ValueTranslator.isFrameworkType) == true }
                ?? (found.count == 1 && found[0].owner.map { ["Color", "Font", "Image"].contains($0) } != false ? found[0] : nil)
        }
        // A bare name in a type's method that is no local nor parameter: one of the type's members (`self.name`).
        if let selfType, !shadowed.contains(name), let member = found.first(where: { $0.owner == selfType }) {
            return found.first { $0.owner == nil } ?? member
        }
        return found.first { $0.owner == nil }
    }

    /// The value a name stands for, where the files read declare it: a dictionary kept in a property, say.
    func namedValue(_ expression: CodeExpression) -> CodeExpression? { constant(expression)?.value }

    /// What a call of a helper read comes to (`TextAttributes.attributes(font: .body, color: .red)`: the dictionary
    /// literal its body returns, its parameters put in); nil where it does not come to one value.
    func helperValue(_ expression: CodeExpression) -> CodeExpression? { inlined(expression)?.value }

    /// `LegacyColor.background02.color`, where `var color: UIColor { UIColor(named: rawValue, in: .module,
    /// compatibleWith: nil)! }`: an enum's one-expression member read on a case, the case's raw value (its
    /// name, unless one is written) put in for `rawValue`. Named after the case.
    private func enumCaseMember(_ named: CodeExpression, _ member: String) -> CodeConstant? {
        // The case may come named, as a theme's (`theme.textColor` for the theme `AppTheme.day`).
        let base = named.unnamed
        guard case .member(let typeExpression?, let caseName) = base, let dotted = typeExpression.dottedName,
            let type = dotted.split(separator: ".").last.map(String.init),
            let body = constants[member]?.first(where: { $0.owner == type })
        else { return nil }
        guard enumCases[type]?.contains(caseName) == true else { return nil }
        let raw = constants[caseName]?.first(where: { $0.owner == type })?.value ?? .string(caseName)
        // The type's own members read bare (`var textColor: UIColor { tintColor }`) are the case's, as `self` is.
        let value = ValueTranslator.puttingIn(raw, forRawValueOf: body.value).substituting { name in
            if name == "self" { return base }
            let declared =
                self.functions[name]?.contains { $0.owner == type && $0.parameters.isEmpty } == true
                || self.constants[name]?.contains { $0.owner == type } == true
            return declared && enumCases[type]?.contains(name) != true ? .member(base, name) : nil
        }
        // Named after the case where its raw value makes it (`background02`), else after the member (`textColor`).
        let readsRawValue = body.value.description.contains("rawValue")
        return CodeConstant(owner: type, name: readsRawValue ? caseName : member, value: value, location: body.location)
    }

    /// The enum declaring `caseName` and a method `method`: the one `written` names, or where none is written, the one
    /// enum of the files read that does.
    private func enumDeclaring(_ caseName: String, method: String, written: CodeExpression?) -> String? {
        let declaring = { (type: String) in
            self.enumCases[type]?.contains(caseName) == true && self.functions[method]?.contains { $0.owner == type } == true
        }
        if let written {
            return written.dottedName.flatMap { $0.split(separator: ".").last.map(String.init) }.flatMap { declaring($0) ? $0 : nil }
        }
        let types = enumCases.keys.filter(declaring)
        return types.count == 1 ? types.first : nil
    }

    /// `expression` with `rawValue` and `self.rawValue` replaced by `raw`.
    private static func puttingIn(_ raw: CodeExpression, forRawValueOf expression: CodeExpression) -> CodeExpression {
        let selfRead = CodeExpression.member(.name("self"), "rawValue")
        func replace(_ part: CodeExpression) -> CodeExpression {
            if part == selfRead { return .name("rawValue") }
            switch part {
            case .member(let base?, let name): return .member(replace(base), name)
            case .call(let callee, let arguments):
                return .call(replace(callee), arguments.map { CodeArgument(label: $0.label, value: replace($0.value)) })
            case .named(let name, let inner): return .named(name, replace(inner))
            default: return part
            }
        }
        return replace(expression).substituting(["rawValue": raw])
    }

    /// The type of the instance a value makes with no arguments: `Theme` for `Theme()` or `Theme.init()`,
    /// what a singleton's `static let shared = Theme()` holds, whose members' initial values are then read.
    /// A nested type is named by its own name (`UI` for `Color.UI()`), as its members are declared.
    private static func instanceType(_ value: CodeExpression?) -> String? {
        guard case .call(let callee, let arguments)? = value?.unnamed, arguments.isEmpty,
            let path = callee.dottedName.map(AppearanceInterpreter.constructedClass)?.split(separator: "."),
            path.allSatisfy({ $0.first?.isUppercase == true }), let type = path.last.map(String.init), !isFrameworkType(type)
        else { return nil }
        return type
    }

    /// A choice's condition as a literal: `true`, `false`, or a constant of one.
    private func decide(_ test: CodeExpression, depth: Int) -> Bool? {
        guard depth < ValueTranslator.maxDepth else { return nil }
        switch test {
        case .bool(let flag): return flag
        case .named(_, let inner): return decide(inner, depth: depth + 1)
        default:
            if let decided = ValueTranslator.nilTest(test) { return decided }
            if let idiom, let sides = AppearanceInterpreter.idiomSides(test) { return sides.then.contains { $0.value == idiom } }
            // `contentMode == .light` with the initializer's argument put in: two cases, or two literals, compared.
            if case .arithmetic(let op, let left, let right) = test, op == "==" || op == "!=",
                let l = comparable(left, depth: depth + 1), let r = comparable(right, depth: depth + 1)
            {
                return (l == r) == (op == "==")
            }
            if case .arithmetic(let op, let left, let right) = test, op == "||" || op == "&&" {
                return ThemeModel.logical(op, decide(left, depth: depth + 1), decide(right, depth: depth + 1))
            }
            return constant(test).flatMap { decide($0.value, depth: depth + 1) }
        }
    }

    /// A value an equality test can compare where it is read: an enum's case by name (`.light`, `ContentMode.light`
    /// of an enum the files declare), a literal string or number, through constants.
    private func comparable(_ expression: CodeExpression, depth: Int) -> String? {
        guard depth < ValueTranslator.maxDepth else { return nil }
        switch expression.unnamed {
        case .member(nil, let name): return "." + name
        case .member(let base?, let name) where isEnumCase(.member(base, name)): return "." + name
        case .string(let text): return "\"" + text
        case .number(let value): return "#\(value)"
        case .bool(let value): return "\(value)"
        case let other: return constant(other).flatMap { comparable($0.value, depth: depth + 1) }
        }
    }

    /// A memo's test, `color == nil` or `color != nil`, once the local's value is put in: decided where
    /// the value is nil itself or a colour made from components; nil for any other test.
    static func nilTest(_ test: CodeExpression) -> Bool? {
        guard case .arithmetic(let op, let value, .null) = test, op == "==" || op == "!=", let isNil = isNil(value.unnamed) else { return nil }
        return op == "==" ? isNil : !isNil
    }

    /// Whether a value is nil where that is plain from it: `nil`, a literal (`"#AF52DE"` passed for a `String?`), or a
    /// colour UIKit's non-failable initializers make (`UIColor(red:green:blue:alpha:)`); nil when the run knows.
    private static func isNil(_ value: CodeExpression) -> Bool? {
        switch value {
        case .null: return true
        case .string, .number, .bool, .array, .dictionary: return false
        default: break
        }
        // A class named in the code (`BFOnboardingViewController.self`, a container passed on) is never nil.
        if case .member(.name(let type)?, "self") = value, type.first?.isUppercase == true { return false }
        if case .call(let callee, let arguments) = value, callee.dottedName.map(AppearanceInterpreter.constructedClass) == "UIColor",
            builtInColorLabels.contains(arguments.map(\.label)), arguments[label: "named"] == nil
        {
            return false
        }
        return nil
    }

    /// UIKit's own colour initializers: an app's initializer of other labels on UIColor is its own helper.
    private static let builtInColorLabels: Set<[String?]> = [
        ["red", "green", "blue", "alpha"], ["white", "alpha"], ["hue", "saturation", "brightness", "alpha"], ["named"],
        ["named", "in", "compatibleWith"], ["cgColor"], ["displayP3Red", "green", "blue", "alpha"], ["patternImage"], ["dynamicProvider"],
    ]

    /// A call of an app's helper whose body comes to one value, the arguments put in for its
    /// parameters: `UIColor(red: 57, green: 52, blue: 115)` through the app's `init(red:green:blue:)`.
    private func inlined(_ expression: CodeExpression) -> (value: CodeExpression, owner: String?)? {
        // `Appearance.barStyle`, or `barStyle` in the type: a computed property whose getter is more than one expression.
        if let function = getter(expression) {
            return FunctionValue.returned(
                by: function.statements, arguments: [:], decide: { self.decide($0, depth: 0) ?? self.isNotNil($0) },
                isCase: isEnumCase
            ).map { ($0, function.owner) }
        }
        // `ShoutitColor.primaryGreen.alpha`: a computed property read on an enum's case, its getter run with `self` the case.
        // The case may come named, as a theme's (`current.tint` for the theme `Theme.dark`).
        if case .member(let base?, let name) = expression, case .member(let type?, let caseName) = base.unnamed,
            let typeName = type.dottedName?.split(separator: ".").last, enumCases[String(typeName)]?.contains(caseName) == true
        {
            return functionValue(.member(base.unnamed, name), name, [])
        }
        // `UIColor.yellow.textAttribute`, where `extension UIColor { var textAttribute: [NSAttributedString.Key: UIColor] {
        // [.foregroundColor: self] } }`: the getter an extension of UIKit's type adds, `self` the value it is read on.
        if case .member(let base?, let name) = expression, let type = ValueTranslator.frameworkValueType(base.unnamed),
            let body = constants[name]?.first(where: { $0.owner == type }), body.value.description.contains("self")
        {
            return (body.value.substituting { $0 == "self" ? base : nil }, type)
        }
        // `ThemeItems.purple.makeTheme()`, or `.purple.makeTheme()` where one enum of the files read has that case and
        // that method: the method run with `self` the case.
        if case .call(.member(let base?, let name), let arguments) = expression, case .member(let written, let caseName) = base.unnamed,
            let type = enumDeclaring(caseName, method: name, written: written)
        {
            return functionValue(.member(.member(.name(type), caseName), name), name, arguments)
        }
        // Objective-C's dot syntax on `self`, `self.navigationBarColor`: the message `[self navigationBarColor]`.
        if case .member(.name("self")?, _) = expression { return inlined(.call(expression, [])) }
        // `[[ThemeManager sharedTheme] navBarTintColor]`, `[[[DefaultTheme alloc] init] navBarTintColor]`: the method of the
        // class whose new instance the receiver is, written there or returned by a singleton's accessor.
        if case .call(.member(let receiver?, let name), let arguments) = expression, receiver.dottedName == nil,
            let type = receiver.unnamed.newAppInstanceClass ?? inlined(receiver.unnamed)?.value.unnamed.newAppInstanceClass
        {
            return inlined(.call(.member(.name(type), name), arguments))
        }
        guard case .call(let callee, let arguments) = expression, let dotted = callee.dottedName else { return nil }
        let labels = arguments.map(\.label)
        let typeName = AppearanceInterpreter.constructedClass(dotted)
        // A C function may be named as a type is (`SLFColorWithRGB(10, 20, 30)`): a helper of the name is that function.
        let isInit = typeName.first?.isUppercase == true && !typeName.contains(".") && helpers[typeName]?.contains { $0.owner == nil } != true
        if isInit, typeName == "UIColor", ValueTranslator.builtInColorLabels.contains(labels) { return nil }
        let name = isInit ? "init" : (callee.lastName ?? "")
        // `self.brandColor()`: the one helper of that name, whichever type declares it.
        let owner: String? =
            isInit
            ? typeName
            : {
                if case .member(let base?, _) = callee, !AppearanceInterpreter.namesSelfType(base) { return base.dottedName.map(ProxyTarget.plainClassName) }
                return nil
            }()
        var matches = ValueTranslator.spellings(name, arguments).flatMap { name, arguments in
            (helpers[name] ?? []).compactMap { helper -> (value: CodeExpression, owner: String?)? in
                guard owner == nil || helper.owner == owner, let values = ValueTranslator.bind(helper.parameters, to: arguments) else { return nil }
                return (helper.value.substituting(qualifyingCases(helper.parameters, values)), helper.owner)
            }
        }
        if matches.count > 1, case .member(nil, _) = callee { matches = matches.filter(\.owner.isFramework) }
        // `[self ledColor]` where an unrelated class declares `ledColor` too: not one `self` can be. A subclass
        // overriding it, or a class whose ancestry the files do not show, may be `self` at run time.
        if matches.count > 1, case .member(let base?, _) = callee, AppearanceInterpreter.namesSelfType(base), let selfType {
            matches = matches.filter { $0.owner.map { mayBeSelf($0, selfType) } ?? true }
        }
        // An initializer sets its object up and returns nothing a value can be read from.
        if matches.isEmpty, !isInit { return functionValue(callee, name, arguments) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// A call of a function read whose statements come to one value where it is called (``FunctionValue``):
    /// its parameters bound to the arguments, `self` to the receiver (`Font.regular` in `Font.regular.size(14)`).
    private func functionValue(_ callee: CodeExpression, _ name: String, _ arguments: [CodeArgument]) -> (value: CodeExpression, owner: String?)? {
        guard let (function, bound) = called(callee, name, arguments) else { return nil }
        var value = FunctionValue.returned(
            by: function.statements, arguments: bound, decide: { self.decide($0, depth: 0) ?? self.isNotNil($0) }, isCase: isEnumCase)
        if let receiver = bound["self"], let owner = function.owner {
            // A getter of the type read bare (`return tintColor` in an enum's getter) is the receiver's.
            value = value?.substituting { name in
                self.functions[name]?.contains { $0.owner == owner && $0.parameters.isEmpty } == true ? .member(receiver, name) : nil
            }
        }
        return value.map { ($0, function.owner) }
    }

    /// The part of a light-and-dark colour an appearance shows, where `expression` comes to one through named
    /// values and helpers (`UIColor.primaryBlue`, itself a provider's choice, read for the dark appearance is its
    /// `dark:`); the expression itself otherwise. A high-contrast appearance a colour does not give is its plain one.
    private func variant(_ expression: CodeExpression, _ label: String, depth: Int) -> CodeExpression {
        guard depth < ValueTranslator.maxDepth else { return expression }
        let plain = expression.unnamed
        if case .call(let callee, let arguments) = plain, callee.dottedName == "UIColor", arguments[label: "light"] != nil,
            arguments[label: "dark"] != nil
        {
            guard let part = arguments[label: label] ?? arguments[label: label.hasPrefix("dark") ? "dark" : "light"] else { return expression }
            return variant(part, label, depth: depth + 1)
        }
        guard let next = constant(plain)?.value ?? inlined(plain)?.value else { return expression }
        let part = variant(next, label, depth: depth + 1)
        return part == next ? expression : part
    }

    /// Whether an expression is a case of an enum the files declare (`Font.regular`).
    private func isEnumCase(_ expression: CodeExpression) -> Bool {
        guard case .member(let base?, let name) = expression, let type = base.dottedName?.split(separator: ".").last else { return false }
        return enumCases[String(type)]?.contains(name) == true
    }

    /// The getter a property read names, where the files declare it with statements (not one expression, which is a
    /// named value): `Appearance.barStyle` on its type, or a bare `barStyle` in a method of the type.
    private func getter(_ expression: CodeExpression) -> CodeFunction? {
        let owner: String?
        let name: String
        switch expression {
        case .member(let base?, let member):
            guard let dotted = base.dottedName, dotted.first?.isUppercase == true else { return nil }
            (owner, name) = (String(dotted.split(separator: ".").last ?? ""), member)
        case .name(let bare) where !shadowed.contains(bare): (owner, name) = (selfType, bare)
        case .member(nil, let member):
            // `.brand`: a static of an extension of the type the property takes (UIKit's, as a constant's is found).
            let found = (functions[member] ?? []).filter { $0.parameters.isEmpty && $0.owner.map(ValueTranslator.isFrameworkType) == true }
            return found.count == 1 ? found[0] : nil
        default: return nil
        }
        let found = (functions[name] ?? []).filter { $0.parameters.isEmpty && $0.owner == owner && $0.owner != nil }
        return found.count == 1 ? found[0] : nil
    }

    /// What a getter's value is chosen by: its first `switch` or branch, as a reason's words and the name it stops at.
    private static func firstChoice(_ statements: [CodeStatement]) -> (what: String, name: String)? {
        for statement in statements {
            switch statement.kind {
            case .cases(let subject, _, let stoppedAt): return ("a switch on \(subject)", stoppedAt)
            case .branch(let condition, _, _, let stoppedAt): return ("a branch on \(condition)", stoppedAt)
            case .block(let inner): if let found = firstChoice(inner) { return found }
            default: continue
            }
        }
        return nil
    }

    /// Whether an object of class `type` may be `self` in a method of `selfType`: the class itself, a subclass,
    /// or a class whose chain of superclasses the files read do not show to its end.
    private func mayBeSelf(_ type: String, _ selfType: String) -> Bool {
        var current = type
        for _ in 0..<ValueTranslator.maxDepth {
            if current == selfType { return true }
            guard let next = superclasses[current] else { return !UIKitClasses.isUIKit(current) && !current.hasPrefix("NS") }
            current = next
        }
        return true
    }

    /// The one function read a call names, with its parameters bound to the arguments and `self` to the
    /// receiver (`Font.regular` in `Font.regular.size(14)`, a colour in `UIColor.clear.image(dimension: 1)`).
    private func called(_ callee: CodeExpression, _ name: String, _ arguments: [CodeArgument]) -> (CodeFunction, [String: CodeExpression])? {
        var receiver: CodeExpression?
        if case .member(let base?, _) = callee, !AppearanceInterpreter.namesSelfType(base) { receiver = base }
        // The types whose method a receiver's call may be: the one it names (`Font.regular` is Font's), UIColor
        // for a colour (`UIColor.clear.image(dimension: 1)`, the colour its `self`), and SwiftUI's Color for one of
        // its colours (`FancyColor.navigationBar.color.uiColor()`).
        let owns: (String) -> Bool = { owner in
            guard let receiver, let type = receiver.dottedName else { return true }
            // A nested type is named by its path (`UIColor.NavBar` for `struct NavBar` in an extension of UIColor), and a
            // case of it by the path and the case (`Theme.Colors.tint`).
            if type == owner || type.hasPrefix(owner + ".") || type.hasSuffix("." + owner) || type.contains("." + owner + ".") { return true }
            if owner == "Color" { return self.swiftUIColor(receiver, depth: 0) != nil }
            return owner == "UIColor" && (self.systemColor(receiver) != nil || self.constant(receiver) != nil)
        }
        var found = ValueTranslator.spellings(name, arguments).flatMap { name, arguments in
            (functions[name] ?? []).compactMap { function -> (CodeFunction, [String: CodeExpression])? in
                guard receiver?.dottedName == nil || function.owner.map(owns) == true else { return nil }
                return ValueTranslator.bind(function.parameters, to: arguments).map { (function, $0) }
            }
        }
        // `.backgroundColor()` where a value is taken: a member of the value's type (`extension UIColor`), not a view's method.
        if found.count > 1, case .member(nil, _) = callee { found = found.filter(\.0.owner.isFramework) }
        // `avenir(weight:)` called bare in an extension of UIFont: UIFont's, where an extension of Font has one too.
        if found.count > 1, case .name = callee, let selfType { found = found.filter { $0.0.owner == selfType } }
        guard found.count == 1, let (function, values) = found.first else { return nil }
        var bound = qualifyingCases(function.parameters, values)
        if let receiver { bound["self"] = receiver }
        return (function, bound)
    }

    /// An app's helper drawing a solid colour's image (``SolidFill``), called with its colour: `{ color: … }`.
    private func solidImage(_ expression: CodeExpression, depth: Int) -> Result<String, Refusal>? {
        guard case .call(let callee, let arguments) = expression, let dotted = callee.dottedName else { return nil }
        let typeName = AppearanceInterpreter.constructedClass(dotted)
        let found: (CodeFunction, [String: CodeExpression])?
        if typeName.first?.isUppercase == true, !typeName.contains(".") {
            // `UIImage(color: …)`: the app's initializer of the image type.
            let initializers = (functions["init"] ?? []).compactMap { function in
                function.owner == typeName ? ValueTranslator.bind(function.parameters, to: arguments).map { (function, $0) } : nil
            }
            found = initializers.count == 1 ? initializers[0] : nil
        } else {
            found = callee.lastName.flatMap { called(callee, $0, arguments) }
        }
        guard let (function, bound) = found, let fill = SolidFill.color(of: function.statements) else { return nil }
        return within(function.owner).translate(fill.substituting(bound), as: .color, depth: depth + 1).map { "{ color: \($0) }" }
    }

    /// `.compact` passed for a `Mode` parameter is `Mode.compact`: a case a `switch` in the body matches,
    /// and whose members (`.primaryGreen.alpha`) are read on the enum.
    private func qualifyingCases(_ parameters: [CodeHelper.Parameter], _ values: [String: CodeExpression]) -> [String: CodeExpression] {
        var bound = values
        for parameter in parameters {
            if case .member(nil, let name)? = bound[parameter.name], let type = parameter.type.map(ThemeModel.plainType),
                enumCases[type]?.contains(name) == true
            {
                bound[parameter.name] = .member(.name(type), name)
            }
        }
        return bound
    }

    /// This translator reading bare names as the members of `owner` would (`pantone330U` in an extension of UIColor).
    private func within(_ owner: String?) -> ValueTranslator {
        guard owner != selfType else { return self }
        var inner = self
        inner.selfType = owner
        inner.shadowed = []
        return inner
    }

    /// `UIColor(named: "Brand") != nil` (an `if let` or `guard let` of it, `in: .module` or not) where the catalogs
    /// given have that colour, and likewise an image; `UIFont(name: "Avenir-Heavy", size: 17)`, a font the app names
    /// and bundles.
    private func isNotNil(_ test: CodeExpression) -> Bool? {
        guard case .arithmetic("!=", let value, .null) = test, case .call(let callee, let arguments) = value.unnamed,
            let type = callee.dottedName.map(AppearanceInterpreter.constructedClass)
        else { return nil }
        switch type {
        case "UIColor":
            guard let name = arguments[label: "named"].flatMap(literalString), catalogColors?.contains(name) == true else { return nil }
        case "UIImage":
            guard let name = arguments[label: "named"].flatMap(literalString), catalogImages?.contains(name) == true else { return nil }
        case "UIFont":
            guard arguments.count == 2, arguments[label: "name"].flatMap(literalString) != nil, arguments[label: "size"] != nil else { return nil }
        default: return nil
        }
        return true
    }

    /// The names a call may have in the files read: as written, and, for an Objective-C message
    /// (`semiBoldFontOfSize:`, first argument unlabelled), each Swift method it may be the `@objc`
    /// spelling of (`semiBoldFont(ofSize:)`), its first argument labelled so: those whose selector, by
    /// Swift's rule (``ObjCSelectors/derived(name:firstLabel:)``), is the message's.
    static func spellings(_ name: String, _ arguments: [CodeArgument]) -> [(String, [CodeArgument])] {
        var spellings = [(name, arguments)]
        guard let first = arguments.first, first.label == nil else { return spellings }
        for index in name.indices.dropFirst() where name[index].isUppercase {
            let (method, rest) = (String(name[..<index]), name[index...])
            // `robotoRegularWithSize:` is `robotoRegular(withSize:)`, or `robotoRegular(size:)`: Swift puts `With` before a label.
            let labels = [rest] + (rest.hasPrefix("With") && rest.dropFirst(4).first?.isUppercase == true ? [rest.dropFirst(4)] : [])
            for label in labels.map({ $0.prefix(1).lowercased() + $0.dropFirst() })
            where ObjCSelectors.derived(name: method, firstLabel: label) == name {
                spellings.append((method, [CodeArgument(label: label, value: first.value)] + arguments.dropFirst()))
            }
        }
        return spellings
    }

    /// The arguments of a call by parameter name, defaults filling the parameters left out; nil when the labels do not fit.
    static func bind(_ parameters: [CodeHelper.Parameter], to arguments: [CodeArgument]) -> [String: CodeExpression]? {
        var values: [String: CodeExpression] = [:]
        var next = 0
        for parameter in parameters {
            if parameter.variadic, next < arguments.count, arguments[next].label == parameter.label {
                // The labelled argument and the unlabelled ones after it.
                var items = [arguments[next].value]
                next += 1
                while next < arguments.count, arguments[next].label == nil {
                    items.append(arguments[next].value)
                    next += 1
                }
                values[parameter.name] = .array(items)
            } else if next < arguments.count, arguments[next].label == parameter.label {
                values[parameter.name] = arguments[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                values[parameter.name] = defaultValue
            } else {
                return nil
            }
        }
        return next == arguments.count ? values : nil
    }

    /// The UIKit type of a value written as one of its members or made by its initializer (`UIColor.yellow`,
    /// `UIColor(white: 0, alpha: 1)`); nil for anything else.
    private static func frameworkValueType(_ value: CodeExpression) -> String? {
        switch value {
        case .member(.name(let type)?, _) where isFrameworkType(type): return type
        case .call(.name(let type), _) where isFrameworkType(type): return type
        default: return nil
        }
    }

    /// `UIColor`, `CGFloat`, `NSAttributedString`: the types whose extensions hold implicit members.
    /// UIKit's, Core Graphics' and Foundation's types by their prefix and a capital after it (`UIColor`, `CGFloat`),
    /// not an app's type named `UI` (`Color.UI`).
    static func isFrameworkType(_ name: String) -> Bool {
        ["UI", "CG", "NS"].contains { name.hasPrefix($0) } && name.dropFirst(2).first?.isUppercase == true
    }

    /// A SwiftUI `Color`, as the UIKit colour `UIColor(_:)` makes of it: `Color("Brand")` a catalog colour,
    /// `Color(uiColor: c)` and `Color(c)` the UIKit colour, `Color(red:green:blue:opacity:)` and `Color(white:opacity:)`
    /// its components, `Color.red` and `.primary` the system colours SwiftUI's stand for, `.opacity(a)` that alpha,
    /// and a static the files declare (`Color.brand`, `Theme.Colors.card`) what it holds. Nil for another expression.
    private func swiftUIColor(_ expression: CodeExpression, depth: Int) -> Result<String, Refusal>? {
        guard depth < ValueTranslator.maxDepth else { return nil }
        let plain = expression.unnamed
        switch plain {
        case .call(.member(let base?, "opacity"), let arguments) where arguments.count == 1:
            // UIKit's `UIColor(base).withAlphaComponent(a)`, as the translator reads it.
            return translate(.call(.member(.call(.name("UIColor"), [CodeArgument(label: nil, value: base)]), "withAlphaComponent"), arguments), as: .color, depth: depth + 1)
        case .call(let callee, let arguments) where ["Color", "Color.init", ".init"].contains(callee.dottedName ?? ""):
            let labels = arguments.map(\.label)
            if let first = arguments.first, first.label == nil, case .string(let name) = first.value.unnamed { return catalogColor(name) }
            if arguments.count == 1, labels == [nil] || labels == ["uiColor"] { return translate(arguments[0].value, as: .color, depth: depth + 1) }
            // `Color(.sRGB, red: …)`: the colour space is sRGB's, as UIKit's `UIColor(red:green:blue:alpha:)` is.
            let components = arguments.first.map { $0.label == nil && $0.value.lastName == "sRGB" } == true ? Array(arguments.dropFirst()) : arguments
            let renamed = components.map { CodeArgument(label: $0.label == "opacity" ? "alpha" : $0.label, value: $0.value) }
            // `Color(hex: "#2ABF5A")`: an app's hex initializer, read as UIKit's is.
            if arguments.first?.label?.lowercased().contains("hex") == true { return translate(.call(.name("UIColor"), arguments), as: .color, depth: depth + 1) }
            guard ["red", "white"].contains(renamed.first?.label ?? "") else { return nil }
            let complete = renamed.contains { $0.label == "alpha" } ? renamed : renamed + [CodeArgument(label: "alpha", value: .number(1))]
            return translate(.call(.name("UIColor"), complete), as: .color, depth: depth + 1)
        case .member(let base, let name) where base == nil || base == .name("Color"):
            if let system = ValueTranslator.swiftUISystemColors[name] { return .success(system) }
            fallthrough
        case .member, .name:
            guard let found = constant(plain) else { return nil }
            // Named in the palette as UIKit's constants are (`static var brandGray: Color { Color(red: …) }`).
            let text = swiftUIColor(found.value, depth: depth + 1) ?? within(found.owner).translate(found.value, as: .color, depth: depth + 1)
            return text.map { names.color(found.name, $0) }
        case .call:
            // An app's helper returning a SwiftUI colour (`Color.brand(for: .dark)`): what its body comes to.
            guard let found = inlined(plain) else { return nil }
            return within(found.owner).swiftUIColor(found.value, depth: depth + 1)
                ?? within(found.owner).translate(found.value, as: .color, depth: depth + 1)
        default:
            return nil
        }
    }

    /// SwiftUI's named colours, by the UIKit colours they are.
    private static let swiftUISystemColors: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "white": "white", "black": "black", "clear": "clear",
        "primary": "label", "secondary": "secondaryLabel",
    ]

    /// `UIColor.systemBlue`, `.label`, Objective-C's `[UIColor redColor]`; a name UIKit deprecated for another, as that one.
    private func systemColor(_ expression: CodeExpression) -> String? {
        guard let written = expression.lastName, case let name = ValueTranslator.renamedSystemColors[written] ?? written,
            SystemColors.named(name) != nil,
            let dotted = expression.dottedName, dotted == "." + written || dotted == "UIColor." + written || dotted == written
        else { return nil }
        return name
    }

    /// A value read from the user's defaults (`UserDefaults.standard.value(forKey: "PrimaryColor")`,
    /// `[[NSUserDefaults standardUserDefaults] objectForKey:…]`): a setting the app stores as the user changes it.
    static func storedSetting(_ expression: CodeExpression) -> Refusal? {
        let written = expression.description
        guard written.contains("UserDefaults") else { return nil }
        return Refusal("\(written) is read from the user's defaults at run time (a setting the app stores), not a value in the code", stoppedAt: "UserDefaults")
    }

    /// UIKit's colours deprecated with a replacement, which they return from iOS 13 (UIInterface.h,
    /// `API_DEPRECATED_WITH_REPLACEMENT("systemGroupedBackgroundColor", ios(2.0, 13.0))`).
    private static let renamedSystemColors: [String: String] = ["groupTableViewBackground": "systemGroupedBackground"]

    // MARK: Colours

    private func color(_ expression: CodeExpression, depth: Int) -> Result<String, Refusal> {
        // Swift 2's spelling of UIKit's colours, `UIColor.whiteColor()`: `UIColor.white`; not an app's own `separatorColor()`.
        if case .call(.member(.name("UIColor")?, let method), let arguments) = expression, arguments.isEmpty, method.hasSuffix("Color"),
            method.count > 5, case let named = CodeExpression.member(.name("UIColor"), String(method.dropLast(5))), systemColor(named) != nil,
            functions[method] == nil, helpers[method] == nil
        {
            return translate(named, as: .color, depth: depth + 1)
        }
        switch expression {
        case .name, .member:
            if case .member(let base?, "cgColor") = expression { return translate(base, as: .color, depth: depth + 1) }
            if case .member(let base?, let member) = expression, member.lowercased().hasSuffix("color") {
                // SwiftGen's `Asset.Colors.brand.color` names a catalog colour; a hex string's `.color` its colour.
                if let name = assetName(base, kind: "ColorAsset") { return catalogColor(name) }
                if let hex = hexString(base) { return .success(hex) }
                if let hex = paletteColor(base) { return .success(hex) }
                // SwiftGen's default enum, `Asset`, or the `Assets` a configuration often names instead (`enumName: Assets`).
                if member == "color", let root = base.dottedName?.split(separator: ".").first, ["Asset", "Assets"].contains(root), let name = base.lastName {
                    return generatedAccessor(name)
                }
            }
            if let name = xcodeSymbol(expression, image: false) { return catalogColor(name) }
            if let setting = ValueTranslator.storedSetting(expression) { return .failure(setting) }
            return .failure(Refusal("the colour \(expression) is not one the importer can read (a value computed at run time)"))
        case .call(let callee, let arguments):
            if arguments.isEmpty, case .member(let base?, let name) = callee, dealiased(base).map(ValueTranslator.isRSwift("color")) == true {
                return generatedAccessor(name)
            }
            if let name = xcodeSymbol(expression, image: false) { return catalogColor(name) }
            if case .member(let base?, "withAlphaComponent") = callee, let alpha = arguments.first?.value {
                // UIKit reads an alpha below 0 as 0 and above 1 as 1; the stylesheet takes only 0…1.
                return translate(base, as: .color, depth: depth + 1).flatMap { base in
                    number(alpha, depth: depth).map { "{ color: \(base), alpha: \(ValueTranslator.format(min(max($0, 0), 1))) }" }
                }
            }
            // A provider's `colorFrom(trait: trait, lightColor: a, darkColor: b)`: an app's helper choosing by the traits.
            if let light = arguments.first(where: { $0.label?.lowercased().hasPrefix("light") == true }),
                let dark = arguments.first(where: { $0.label?.lowercased().hasPrefix("dark") == true }), arguments.count == 3,
                arguments.contains(where: { ["trait", "traits", "traitcollection"].contains($0.label?.lowercased() ?? "") })
            {
                return translate(light.value, as: .color, depth: depth + 1).flatMap { light in
                    translate(dark.value, as: .color, depth: depth + 1).map { "{ light: \(light), dark: \($0) }" }
                }
            }
            // SwiftUI's colour as UIKit's, `UIColor(Color("lighterGray"))`, `UIColor(Theme.Colors.primary)` (``swiftUIColor(_:depth:)``).
            if ["UIColor", "UIColor.init"].contains(callee.dottedName ?? ""), arguments.count == 1, arguments[0].label == nil,
                !ValueTranslator.isHashLiteral(arguments[0].value), let swiftUI = swiftUIColor(arguments[0].value, depth: depth + 1)
            {
                return swiftUI
            }
            if callee.dottedName?.hasPrefix("UIColor") == true || callee.dottedName?.hasPrefix(".") == true {
                // A provider choosing by the style and the contrast (``SwiftSourceReader``'s trait switch): its four
                // appearances, each the part of a light-and-dark colour it names that this appearance shows.
                let variants = ["light", "dark", "lightHighContrast", "darkHighContrast"]
                if callee.dottedName == "UIColor", arguments.map(\.label) == variants {
                    var written: [String] = []
                    for (label, argument) in zip(variants, arguments) {
                        switch translate(variant(argument.value, label, depth: depth), as: .color, depth: depth + 1) {
                        case .success(let color): written.append("\(label): \(color)")
                        case .failure(let refusal): return .failure(refusal)
                        }
                    }
                    return .success("{ " + written.joined(separator: ", ") + " }")
                }
                // An app's own `UIColor(light:dark:)` (or `lightColor:darkColor:`): a dynamic colour.
                if arguments.count == 2, let light = arguments.first(where: { $0.label?.lowercased().hasPrefix("light") == true }),
                    let dark = arguments.first(where: { $0.label?.lowercased().hasPrefix("dark") == true })
                {
                    return translate(variant(light.value, "light", depth: depth), as: .color, depth: depth + 1).flatMap { light in
                        translate(variant(dark.value, "dark", depth: depth), as: .color, depth: depth + 1).map { "{ light: \(light), dark: \($0) }" }
                    }
                }
                // `UIColor(hex: "#1E6FD9")`, `UIColor(rgb: 0x1E6FD9)`, and a dependency's `UIColor("#1E6FD9")`.
                let label = arguments.first?.label?.lowercased()
                // `UIColor(hex8: 0x000000FF)`, `UIColor(rgba: 0x1E6FD9FF)`: red, green, blue and alpha, alpha last
                // (`argb:`, first); never read as six digits of red, green and blue.
                if let label, label.contains("8") || label.contains("rgba") || label.contains("argb") || label == "hexa" {
                    guard arguments.count == 1, case .number(let value) = (constant(arguments[0].value)?.value ?? arguments[0].value).unnamed,
                        let hex = ValueTranslator.packedHex(value, alphaFirst: label.contains("argb"))
                    else { return .failure(Refusal("the colour \(expression) is not a number of red, green, blue and alpha the importer reads")) }
                    return .success(hex)
                }
                let hexLabel = label.map { $0.contains("hex") || $0.hasPrefix("rgb") } ?? ValueTranslator.isHashLiteral(arguments.first?.value)
                if arguments.count == 1, hexLabel, let hex = hexString(arguments[0].value) {
                    return .success(hex)
                }
                // `UIColor(hex: "#1E6FD9", alpha: 0.5)`: the colour at that opacity.
                if arguments.count == 2, hexLabel, arguments[1].label == "alpha", let hex = hexString(arguments[0].value) {
                    return number(arguments[1].value, depth: depth).map { alpha in
                        alpha >= 1 ? hex : "{ color: \(hex), alpha: \(ValueTranslator.format(max(alpha, 0))) }"
                    }.mapError { $0 }
                }
            }
            // `UIColor.fromHex("#5B6DEE")`: a helper whose name says it reads hex, given a hex string.
            if arguments.count == 1, callee.lastName?.lowercased().contains("hex") == true, let hex = hexString(arguments[0].value) {
                return .success(hex)
            }
            // `getColor("#ff541c")`: an app's function scanning the string it is given as hex, whose body does not evaluate.
            if arguments.count == 1, scansHex(callee), let hex = hexString(arguments[0].value) { return .success(hex) }
            if arguments.contains(where: { $0.value == .opaque(CodeExpression.closureText) }) {
                return .failure(
                    Refusal("the colour is computed by a closure at run time: give it an asset-catalog colour set with its appearances"))
            }
            if callee.lastName == CodeExpression.subscriptName {
                return .failure(Refusal("the colour \(expression) is looked up in a collection at run time"))
            }
            // `self.init(red:…)` in a class method of UIColor's extension (`UIColor.fromRGB(0x018675)`) makes a UIColor.
            let madeBySelf = selfType == "UIColor" && ["self.init", "Self.init", "Self"].contains(callee.dottedName ?? "")
            guard let dotted = madeBySelf ? "UIColor" : callee.dottedName, ["UIColor", "UIColor.init", "#colorLiteral"].contains(dotted) else {
                if let undeclared = undeclaredCallee(callee) {
                    return .failure(Refusal("the colour \(expression) " + undeclared.reason, stoppedAt: undeclared.name))
                }
                return .failure(Refusal("the colour \(expression) is computed by \(callee) at run time"))
            }
            if let named = arguments[label: "named"] {
                guard let name = literalString(named) else { return .failure(Refusal("the colour name \(named) is not a literal")) }
                return catalogColor(name)
            }
            if let cg = arguments[label: "cgColor"] { return translate(cg, as: .color, depth: depth + 1) }
            // SwiftGen's older accessor, `UIColor(asset: Asset.Colors.brand)`: the catalog colour its constant names.
            if arguments.count == 1, let asset = arguments[label: "asset"], let name = assetName(asset, kind: "ColorAsset") { return catalogColor(name) }
            func channel(_ label: String) -> Result<Double, Refusal> {
                guard let value = arguments[label: label] else { return .failure(Refusal("UIColor(…) without \(label):")) }
                return number(value, depth: depth)
            }
            let alpha = arguments[label: "alpha"] == nil ? .success(1) : channel("alpha")
            if arguments[label: "red"] != nil {
                return channel("red").flatMap { r in
                    channel("green").flatMap { g in channel("blue").flatMap { b in alpha.map { ValueTranslator.hex(r, g, b, $0) } } }
                }
            }
            if arguments[label: "white"] != nil { return channel("white").flatMap { w in alpha.map { ValueTranslator.hex(w, w, w, $0) } } }
            if arguments[label: "hue"] != nil {
                return channel("hue").flatMap { h in
                    channel("saturation").flatMap { s in
                        channel("brightness").flatMap { v in alpha.map { ValueTranslator.hsb(h, s, v, $0) } }
                    }
                }
            }
            if arguments[label: "displayP3Red"] != nil {
                return channel("displayP3Red").flatMap { r in
                    channel("green").flatMap { g in channel("blue").flatMap { b in alpha.flatMap { ValueTranslator.displayP3(r, g, b, $0) } } }
                }
            }
            return .failure(
                Refusal("UIColor(\(arguments.map { ($0.label ?? "_") + ":" }.joined())) is not an initializer the importer reads"))
        case .string:
            // A hex string where the code takes a colour (an app's own `UIColor(hex:)` behind a constant).
            if let hex = hexString(expression) { return .success(hex) }
            return .failure(Refusal("the colour \(expression) is not one the importer can read"))
        default:
            return .failure(Refusal("the colour \(expression) is not one the importer can read"))
        }
    }

    /// Whether the app's function `callee` names takes one value and scans it as hex (`Scanner(string: s).scanHexInt32(&rgb)`,
    /// `[[NSScanner scannerWithString:hex] scanHexInt:&rgb]`, C's `strtoul`): a hex helper, whatever its name.
    private func scansHex(_ callee: CodeExpression) -> Bool {
        guard let name = callee.lastName else { return false }
        return (functions[name] ?? []).contains { function in
            function.parameters.count == 1 && CallSites.names(in: function.statements).contains { $0.hasPrefix("scanHex") || $0 == "strtoul" }
        }
    }

    /// A function or a class's method no file read declares (`kHRGB(0xEE7A3C)` from a submodule not checked out,
    /// `[SPLImagesCatalog navBackgroundImage]` from a generated file): what it makes is not known at all. Nil for
    /// one the files declare, and for UIKit's and Foundation's classes.
    private func undeclaredCallee(_ callee: CodeExpression) -> (name: String, reason: String)? {
        let name: String
        switch callee {
        case .name(let function): name = function
        case .member(.name(let type)?, let method):
            guard let first = type.first, first.isUppercase, !["UI", "NS", "CG", "CA"].contains(where: type.hasPrefix) else { return nil }
            name = method
        default: return nil
        }
        guard helpers[name] == nil, functions[name] == nil else { return nil }
        return (name, "calls \(callee), which the files read do not declare (a macro, a generated file or a library not read)")
    }

    /// A dotted name, its first part followed through a file-scope constant naming another (`public let C = R.color`
    /// makes `C.brand` `R.color.brand`).
    private func dealiased(_ expression: CodeExpression) -> String? {
        guard let dotted = expression.dottedName else { return nil }
        let parts = dotted.split(separator: ".", maxSplits: 1).map(String.init)
        guard let head = parts.first, let aliases = constants[head], aliases.count == 1, aliases[0].owner == nil,
            case .member = aliases[0].value, let target = aliases[0].value.dottedName
        else { return dotted }
        return ([target] + parts.dropFirst()).joined(separator: ".")
    }

    /// Whether a dotted name is R.swift's accessor group of `kind` (`R.image`), or a catalog folder's
    /// namespace below it (`R.image.wallet` for the image set `Wallet/backArrow`).
    static func isRSwift(_ kind: String) -> (String) -> Bool {
        { dotted in dotted == "R." + kind || dotted.hasPrefix("R." + kind + ".") }
    }

    /// SwiftGen's `Asset.Colors.appBg.color` or R.swift's `R.color.appBg()` (`R.image.backWhite()` for an
    /// image) whose generated file is not among the files read: the catalog entry the generator made the name from.
    private func generatedAccessor(_ identifier: String, image: Bool = false) -> Result<String, Refusal> {
        guard (image ? catalogImages : catalogColors) != nil else {
            return .failure(Refusal("\(identifier) is a generated asset-catalog accessor: pass the app's catalog with --assets", stoppedAt: identifier))
        }
        let names = (image ? imageAccessorNames : accessorNames)[identifier] ?? []
        guard names.count == 1, let name = names.first else {
            let kind = image ? "image" : "colour"
            let problem = names.isEmpty ? "names no \(kind) of the asset catalogs given with --assets" : "could be any of " + names.joined(separator: ", ")
            return .failure(Refusal("the generated accessor \(identifier) " + problem, stoppedAt: identifier))
        }
        return image ? catalogImage(name) : catalogColor(name)
    }

    /// The catalog entry of a symbol Xcode generates for an asset catalog
    /// (`UIColor.navigationBarText`, `.brand`, `ColorResource.brand`, `UIImage.logo`), or of the type
    /// made from one (`UIColor(resource: .brand)`, SwiftUI's `Color(.brand)`): the entry's name
    /// camel-cased, a trailing `Color` (`Image`) dropped as Xcode drops it. Nil unless exactly one entry
    /// of the catalogs given makes that symbol; an app's own member of that name is found before.
    private func xcodeSymbol(_ expression: CodeExpression, image: Bool) -> String? {
        let types = image ? ["UIImage", "UIImage.init", "Image"] : ["UIColor", "UIColor.init", "Color"]
        if case .call(let callee, let arguments) = expression, types.contains(callee.dottedName ?? ""), arguments.count == 1,
            [nil, "resource"].contains(arguments[0].label)
        {
            // SwiftUI's `Color.accentColor` made a UIKit colour (`UIColor(.accentColor)`): the app's accent colour, the
            // catalog's `AccentColor` Xcode's templates name in the build setting.
            if !image, arguments[0].label == nil, [".accentColor", "Color.accentColor"].contains(arguments[0].value.dottedName ?? ""),
                catalogColors?.contains("AccentColor") == true
            {
                return "AccentColor"
            }
            return xcodeSymbol(arguments[0].value, image: image)
        }
        guard let catalog = image ? catalogImages : catalogColors, let symbol = expression.lastName, let dotted = expression.dottedName,
            ["", image ? "UIImage" : "UIColor", image ? "Image" : "Color", image ? "ImageResource" : "ColorResource"].contains(where: {
                dotted == $0 + "." + symbol
            })
        else { return nil }
        let suffix = image ? "Image" : "Color"
        let names = catalog.filter { name in
            let identifier = ValueTranslator.accessorIdentifier(name)
            let trimmed = identifier.hasSuffix(suffix) && identifier.count > suffix.count ? String(identifier.dropLast(suffix.count)) : identifier
            return trimmed == symbol
        }
        return names.count == 1 ? names.first : nil
    }

    /// A catalog colour by the name `UIColor(named:)` takes.
    private func catalogColor(_ name: String) -> Result<String, Refusal> {
        guard let catalogColors else {
            return .failure(Refusal("UIColor(named: \"\(name)\") is an asset-catalog colour: pass the app's catalog with --assets"))
        }
        guard catalogColors.contains(name) else {
            return .failure(Refusal("'\(name)' is not a colour of the asset catalogs given with --assets"))
        }
        return .success(ValueTranslator.isPlainName(name) ? name : name.jsonQuoted)
    }

    /// The catalog name of a SwiftGen asset constant (`static let brand = ColorAsset(name: "Brand")`).
    private func assetName(_ expression: CodeExpression, kind: String) -> String? {
        guard let found = constant(expression), case .call(let callee, let arguments) = found.value, callee.lastName == kind,
            case .string(let name)? = arguments[label: "name"]
        else { return nil }
        return name
    }

    /// A literal (or constant) of six hex digits, `"#1E6FD9"`, `"1e6fd9"`, `0x1E6FD9`, as a colour.
    private func hexString(_ expression: CodeExpression, depth: Int = 0) -> String? {
        guard depth < ValueTranslator.maxDepth else { return nil }
        switch expression {
        case .string(var text):
            if text.hasPrefix("#") { text.removeFirst() } else if text.lowercased().hasPrefix("0x") { text.removeFirst(2) }
            guard text.count == 6, text.allSatisfy(\.isHexDigit) else { return nil }
            return "\"#" + text.uppercased() + "\""
        case .number(let value):
            guard value >= 0, value <= 0xFFFFFF, value == value.rounded() else { return nil }
            return "\"#" + String(format: "%06X", Int(value)) + "\""
        case .named(_, let inner): return hexString(inner, depth: depth + 1)
        default: return constant(expression).flatMap { hexString($0.value, depth: depth + 1) }
        }
    }

    /// SwiftGen's colour palettes: `ColorName.hold` where `static let hold = ColorName(rgbaValue: 0x008c73ff)`.
    private func paletteColor(_ base: CodeExpression) -> String? {
        guard case .call(_, let arguments)? = constant(base)?.value.unnamed, arguments.count == 1, arguments[0].label == "rgbaValue",
            case .number(let value) = arguments[0].value.unnamed
        else { return nil }
        return ValueTranslator.packedHex(value, alphaFirst: false)
    }

    /// A colour packed in 32 bits, `0xRRGGBBAA` (`0xAARRGGBB` with `alphaFirst`), as hex; nil for another number.
    private static func packedHex(_ value: Double, alphaFirst: Bool) -> String? {
        guard value >= 0, value <= 0xFFFF_FFFF, value == value.rounded() else { return nil }
        let packed = UInt32(value)
        let shifts: [UInt32] = alphaFirst ? [16, 8, 0, 24] : [24, 16, 8, 0]
        let channels = shifts.map { Double((packed >> $0) & 0xFF) / 255 }
        return hex(channels[0], channels[1], channels[2], channels[3])
    }

    /// A string literal starting with `#`: unlabelled, a hex colour only when written as one.
    private static func isHashLiteral(_ expression: CodeExpression?) -> Bool {
        if case .string(let text)? = expression?.unnamed { return text.hasPrefix("#") }
        return false
    }

    /// sRGB channels in 0…1 as `"#RRGGBB"` (or `"#RRGGBBAA"` when not opaque).
    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            return String(format: "%02X", clamped)
        }
        return "\"#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "") + "\""
    }

    /// The labels UIKit's font functions and initializer take, by name.
    private static let fontSpellings: [String: [[String]]] = [
        "systemFont": [["ofSize"], ["ofSize", "weight"]], "boldSystemFont": [["ofSize"]],
        "preferredFont": [["forTextStyle"], ["forTextStyle", "compatibleWith"]], "UIFont": [["name", "size"]], "init": [["name", "size"]],
    ]

    /// `UIColor(displayP3Red:green:blue:alpha:)` as the sRGB colour it is, where sRGB can show it (to within
    /// half an 8-bit step): the same colour on a device. One outside sRGB's gamut is refused.
    private static func displayP3(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Result<String, Refusal> {
        let linear = CatalogColorSpace.displayP3.linearSRGB(red: r, green: g, blue: b)
        // Half an 8-bit step: 0.5 / 255 / 12.92 below zero, 0.5 / 255 over the curve's slope (1.055 / 2.4) at one.
        guard [linear.red, linear.green, linear.blue].allSatisfy({ $0 >= -0.00015 && $0 <= 1.0045 }) else {
            return .failure(Refusal("a Display P3 colour outside sRGB's gamut: give it an asset-catalog colour set, which Livery reads in P3"))
        }
        return .success(
            hex(CatalogColorSpace.encode(linear.red), CatalogColorSpace.encode(linear.green), CatalogColorSpace.encode(linear.blue), a))
    }

    private static func hsb(_ h: Double, _ s: Double, _ v: Double, _ a: Double) -> String {
        let hue = (h.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = v * s
        let x = c * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(hue) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = v - c
        return hex(r + m, g + m, b + m, a)
    }

    // MARK: Numbers

    func number(_ expression: CodeExpression, depth: Int) -> Result<Double, Refusal> {
        guard depth < ValueTranslator.maxDepth else { return .failure(Refusal("a number that names too deep a chain")) }
        switch expression {
        case .number(let value): return .success(value)
        case .named(_, let inner): return number(inner, depth: depth + 1)
        case .arithmetic(let op, let left, let right):
            return number(left, depth: depth + 1).flatMap { l in
                number(right, depth: depth + 1).flatMap { r in
                    switch op {
                    case "+": return .success(l + r)
                    case "-": return .success(l - r)
                    case "*": return .success(l * r)
                    case "/": return r == 0 ? .failure(Refusal("a division by zero")) : .success(l / r)
                    default: return ValueTranslator.integerOperation(op, l, r)
                    }
                }
            }
        case .call(let callee, let arguments)
        where ["CGFloat", "Double", "Float", "Int"].contains(callee.dottedName ?? "") && arguments.count == 1:
            return number(arguments[0].value, depth: depth + 1)
        case .member(let base, "zero") where base == nil || ["CGFloat", "Double", "Float", "Int"].contains(base?.dottedName ?? ""):
            return .success(0)
        case .choice(let test, let then, let otherwise):
            guard let decided = decide(test, depth: depth) else {
                return .failure(Refusal("the number is chosen at run time by \(test)", stoppedAt: test.stopName))
            }
            return number(decided ? then : otherwise, depth: depth + 1)
        default:
            if let size = ValueTranslator.systemFontSize(expression) { return .success(size) }
            if let element = tupleElement(expression, depth: depth) { return number(element, depth: depth + 1) }
            if let constant = constant(expression) { return number(constant.value, depth: depth + 1) }
            if let inlined = inlined(expression) { return within(inlined.owner).number(inlined.value, depth: depth + 1) }
            if let setting = ValueTranslator.storedSetting(expression) { return .failure(setting) }
            return .failure(Refusal("\(expression) is not a number the importer can read"))
        }
    }

    /// UIKit's fixed font sizes (`UIFont.systemFontSize`, `[UIFont labelFontSize]`): they do not follow
    /// Dynamic Type, so an app that sizes a font by them gets the same points on every device.
    private static func systemFontSize(_ expression: CodeExpression) -> Double? {
        var read = expression
        if case .call(let callee, let arguments) = expression, arguments.isEmpty { read = callee }
        guard case .member(let base?, let name) = read, base.dottedName == "UIFont" else { return nil }
        return ["systemFontSize": 14, "labelFontSize": 17, "buttonFontSize": 18, "smallSystemFontSize": 12][name]
    }

    /// A string written out, or named by a constant (`static NSString *const kFontName = @"Avenir";`).
    private func literalString(_ expression: CodeExpression) -> String? {
        var expression = expression
        for _ in 0..<ValueTranslator.maxDepth {
            switch expression {
            case .string(let text): return text
            case .named(_, let inner): expression = inner
            // `mono ? boldMonoName : boldName` with the argument (or the parameter's default) put in for `mono`.
            case .choice(let test, let then, let otherwise):
                guard let decided = decide(test, depth: 0) else { return nil }
                expression = decided ? then : otherwise
            default:
                // A constant, or a helper's value: `avenir(weight: .bold)`, a function switching on its parameter to a name.
                guard let found = constant(expression)?.value ?? inlined(expression)?.value else { return nil }
                expression = found
            }
        }
        return nil
    }

    /// `components.r` of `let components = (r: …, g: …, b: …)`: the element so labelled. Also a member of a member
    /// (`scheme.colors.primary`) and a member of what a function returns (`Scheme.make().colors.primary`, where the
    /// function sets the members of the object it returns, ``FunctionValue``).
    private func tupleElement(_ expression: CodeExpression, depth: Int) -> CodeExpression? {
        guard case .member(let base?, let label) = expression, let elements = tupleElements(base, depth: depth + 1) else { return nil }
        // `component.0`: an element by its place, labelled or not.
        if let index = Int(label), elements.indices.contains(index) { return elements[index].value }
        return elements[label: label]
    }

    /// The elements of the tuple an expression comes to: written out, a tuple's element, or a function's value.
    private func tupleElements(_ expression: CodeExpression, depth: Int) -> [CodeArgument]? {
        guard depth < ValueTranslator.maxDepth else { return nil }
        switch expression.unnamed {
        case .call(.name(CodeExpression.tupleName), let elements): return elements
        case .member: return tupleElement(expression.unnamed, depth: depth).flatMap { tupleElements($0, depth: depth + 1) }
        case .call: return inlined(expression.unnamed).flatMap { tupleElements($0.value, depth: depth + 1) }
        default: return nil
        }
    }

    /// `>> << & | ^ %` on whole numbers, as a hex helper takes a colour's channels apart.
    private static func integerOperation(_ op: String, _ l: Double, _ r: Double) -> Result<Double, Refusal> {
        guard l == l.rounded(), r == r.rounded(), abs(l) < 1e15, abs(r) < 1e15 else {
            return .failure(Refusal("\(op) on a number that is not whole"))
        }
        let (a, b) = (Int(l), Int(r))
        switch op {
        case ">>", "<<":
            guard (0..<64).contains(b) else { return .failure(Refusal("a shift by \(b)")) }
            return .success(Double(op == ">>" ? a >> b : a << b))
        case "&": return .success(Double(a & b))
        case "|": return .success(Double(a | b))
        case "^": return .success(Double(a ^ b))
        default: return b == 0 ? .failure(Refusal("a remainder by zero")) : .success(Double(a % b))
        }
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// UIKit's and Core Graphics' zero values as C names them.
    private static let zeroConstants: Set<String> = [
        "CGSizeZero", "CGPointZero", "UIEdgeInsetsZero", "UIOffsetZero", "NSDirectionalEdgeInsetsZero",
    ]

    /// The ways code makes edge insets, with their labels in the stylesheet's order (none: positional).
    private static let insetsInitializers: [String: [String]] = ["UIEdgeInsets": ["top", "left", "bottom", "right"], "UIEdgeInsetsMake": []]

    /// `UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)` as `[1, 2, 3, 4]`; `.zero` as zeros.
    private func numbers(
        _ expression: CodeExpression, _ initializers: [String: [String]], count: Int, depth: Int
    ) -> Result<String, Refusal> {
        // `.zero`, and the C constants Objective-C writes it with (`CGSizeZero`, `UIEdgeInsetsZero`, `UIOffsetZero`).
        if expression.lastName == "zero" || ValueTranslator.zeroConstants.contains(expression.dottedName ?? "") {
            return .success(count == 4 ? "[0, 0, 0, 0]" : "[0, 0]")
        }
        // Objective-C's boxed `[NSValue valueWithUIOffset:UIOffsetMake(0, 1)]` (a dictionary's value): the value boxed.
        if case .call(.member(.name("NSValue")?, let method), let arguments) = expression, method.hasPrefix("valueWith"), arguments.count == 1 {
            return numbers(arguments[0].value, initializers, count: count, depth: depth + 1)
        }
        guard case .call(let callee, let arguments) = expression, let dotted = callee.dottedName,
            let labels = initializers[AppearanceInterpreter.constructedClass(dotted)]
                // `.init(top: 2, left: 4, bottom: 6, right: 4)`, where the type is the parameter's: the initializer of those labels.
                ?? (dotted == ".init" || dotted == "init" ? initializers.values.first { !$0.isEmpty && $0 == arguments.map(\.label) } : nil)
        else { return .failure(Refusal("\(expression) is not a literal the importer reads")) }
        let values = labels.isEmpty ? arguments.map(\.value) : labels.compactMap { arguments[label: $0] }
        guard values.count == count, arguments.count == count else {
            return .failure(Refusal("\(expression) does not give its \(count) numbers"))
        }
        var written: [String] = []
        for value in values {
            switch number(value, depth: depth + 1) {
            case .success(let number): written.append(ValueTranslator.format(number))
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success("[" + written.joined(separator: ", ") + "]")
    }

    // MARK: Fonts, images, enums

    private func font(_ expression: CodeExpression, depth: Int) -> Result<String, Refusal> {
        guard case .call(let callee, let arguments) = expression, let method = callee.lastName else {
            return .failure(Refusal("the font \(expression) is not one the importer can read"))
        }
        func size(_ label: String) -> Result<String, Refusal> {
            guard let value = arguments[label: label] else { return .failure(Refusal("a font without \(label):")) }
            // A stylesheet's font sizes are above 0; an app hiding a title with a font of size 0 says so another way.
            return number(value, depth: depth + 1).flatMap { size in
                size > 0 ? .success(ValueTranslator.format(size)) : .failure(Refusal("a font of size \(ValueTranslator.format(size)), which a stylesheet's fonts cannot have: their sizes are above 0"))
            }
        }
        // UIKit's own spellings only: an app's overload taking more (`preferredFont(forTextStyle: .body, font: brandBold)`)
        // makes another font.
        let labels = arguments.map { $0.label ?? "_" }
        if let spellings = ValueTranslator.fontSpellings[method], !spellings.contains(labels) {
            let spelled = labels.map { $0 + ":" }.joined()
            if ["UIFont", "init"].contains(method) { return .failure(Refusal("UIFont(\(spelled)) is not an initializer the importer reads")) }
            return .failure(Refusal("UIFont.\(method)(\(spelled)) is the app's own font, not one the importer reads"))
        }
        switch method {
        case "systemFont":
            // Swift 3's constants, `UIFontWeightHeavy`, name the weights Swift 4 calls `.heavy`.
            let written = arguments[label: "weight"]?.lastName ?? "regular"
            let weight = written.hasPrefix("UIFontWeight") && written.count > 12 ? written.dropFirst(12).prefix(1).lowercased() + written.dropFirst(13) : written
            guard ValueTranslator.weights.contains(weight) else {
                return .failure(Refusal("the font weight \(weight) is not one Livery has"))
            }
            return size("ofSize").map { weight == "regular" ? "{ size: \($0) }" : "{ size: \($0), weight: \(weight) }" }
        case "boldSystemFont": return size("ofSize").map { "{ size: \($0), weight: bold }" }
        case "scaledFont":
            // `UIFontMetrics(forTextStyle: .headline).scaledFont(for: font)`, `UIFontMetrics.default` being body's; given no
            // traits (`compatibleWith: nil`, a parameter's default) it scales for the screen's, as without them.
            let given = arguments.filter { !($0.label == "compatibleWith" && $0.value.unnamed == .null) }
            if given.contains(where: { $0.label == "maximumPointSize" }) {
                return .failure(Refusal("a scaled font with a maximum size, which the language does not have"))
            }
            if given.contains(where: { $0.label == "compatibleWith" }) {
                return .failure(Refusal("a font scaled for traits the code gives (compatibleWith:), not the screen's"))
            }
            guard given.count == 1, given[0].label == "for", case .member(let metrics?, _) = callee else {
                return .failure(Refusal("scaledFont(…) with arguments the importer does not read"))
            }
            let style: String?
            if metrics.dottedName == "UIFontMetrics.default" {
                style = "body"
            } else if case .call(let made, let given) = metrics, ["UIFontMetrics", "UIFontMetrics.init"].contains(made.dottedName ?? ""),
                let written = given[label: "forTextStyle"]?.lastName
            {
                style = written
            } else {
                style = nil
            }
            guard let style, ValueTranslator.textStyles.contains(style) else {
                return .failure(Refusal("the font metrics \(metrics) are not a text style's the importer knows"))
            }
            return translate(given[0].value, as: .font, depth: depth + 1).flatMap { font in
                guard font.hasPrefix("{"), font.hasSuffix("}"), !font.contains("relativeTo") else {
                    return .failure(Refusal("a text style's font scaled again"))
                }
                return .success(String(font.dropLast()).trimmingCharacters(in: .whitespaces) + ", relativeTo: \(style) }")
            }
        case "withSize":
            // `UIFont.Zap.light.withSize(40)`: the font read, at another size.
            guard arguments.count == 1, arguments[0].label == nil, case .member(let base?, _) = callee else {
                return .failure(Refusal("withSize(…) takes one size"))
            }
            return translate(base, as: .font, depth: depth + 1).flatMap { font in
                guard font.hasPrefix("{"), !font.contains("relativeTo"), let at = font.range(of: "size: ") else {
                    return .failure(Refusal("withSize(…) on a text style's font, which the language sizes by the style"))
                }
                let end = font[at.upperBound...].firstIndex { $0 == "," || $0 == "}" } ?? font.endIndex
                return number(arguments[0].value, depth: depth + 1).map { size in
                    font.replacingCharacters(in: at.upperBound..<end, with: ValueTranslator.format(size) + (font[end] == "}" ? " " : ""))
                }
            }
        case "preferredFont":
            guard let style = arguments[label: "forTextStyle"]?.lastName, ValueTranslator.textStyles.contains(style) else {
                return .failure(Refusal("a text style the importer does not know"))
            }
            return .success(style)
        case "font" where swiftGenFontName(callee) != nil:
            // SwiftGen's `FontFamily.Marianne.extraBold.font(size: 17)`, of `FontConvertible(name: "Marianne-ExtraBold", …)`.
            return size("size").map { "{ family: \((swiftGenFontName(callee) ?? "").jsonQuoted), size: \($0) }" }
        case "UIFont", "init":
            guard let family = arguments[label: "name"].flatMap(literalString) else {
                return .failure(Refusal("UIFont(name:size:) without a literal name"))
            }
            guard !family.isEmpty else { return .failure(Refusal("UIFont(name: \"\", size:) names no font")) }
            return size("size").map { "{ family: \(family.jsonQuoted), size: \($0) }" }
        default:
            return .failure(
                Refusal("the font \(callee)(…) is not one the importer reads (system, bold system, named and text-style fonts are)"))
        }
    }

    /// The font a SwiftGen font constant names (`static let extraBold = FontConvertible(name: "Marianne-ExtraBold", …)`),
    /// where `callee` is its `font` method; nil for another callee.
    private func swiftGenFontName(_ callee: CodeExpression) -> String? {
        guard case .member(let base?, "font") = callee, let name = assetName(base, kind: "FontConvertible"), !name.isEmpty else { return nil }
        return name
    }

    private func image(_ expression: CodeExpression) -> Result<String, Refusal> {
        if case .member(let base?, "image") = expression, let name = assetName(base, kind: "ImageAsset") { return catalogImage(name) }
        // SwiftGen's older accessor, `UIImage(asset: Asset.Images.back)`.
        if case .call(let callee, let arguments) = expression, ["UIImage", "UIImage.init"].contains(callee.dottedName ?? ""), arguments.count == 1,
            let asset = arguments[label: "asset"], let name = assetName(asset, kind: "ImageAsset")
        {
            return catalogImage(name)
        }
        if let name = xcodeSymbol(expression, image: true) { return catalogImage(name) }
        // `resizableImage(withCapInsets:resizingMode:)`, Objective-C's `resizableImageWithCapInsets:resizingMode:`.
        if case .call(.member(let base?, let method), let arguments) = expression,
            method == "resizableImage" || method == "resizableImageWithCapInsets"
        {
            return resizable(base, arguments)
        }
        // `stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)` (Objective-C's `stretchableImageWithLeftCapWidth:topCapHeight:`):
        // caps of 0 stretch the whole image, as UIKit's documentation of the method says. Other caps leave the
        // image's width and height less the cap and one point as the far caps, which the code does not write.
        if case .call(.member(let base?, let method), let arguments) = expression,
            method == "stretchableImage" || method == "stretchableImageWithLeftCapWidth", arguments.count == 2
        {
            let caps = arguments.map { number($0.value, depth: 0) }
            guard caps.allSatisfy({ (try? $0.get()) == 0 }) else {
                return .failure(Refusal("a stretchable image with caps other than 0: its far caps follow from the image's size, which the code does not write"))
            }
            return resizable(base, [CodeArgument(label: nil, value: .member(.name("UIEdgeInsets"), "zero")), CodeArgument(label: "resizingMode", value: .member(nil, "stretch"))])
        }
        guard case .call(let callee, let arguments) = expression, let dotted = callee.dottedName else {
            return .failure(Refusal("the image \(expression) is not one the importer can read"))
        }
        if dotted == "UIImage.systemImageNamed", let name = arguments.first?.value {
            return symbol(name, configuration: nil)
        }
        // Xcode's `#imageLiteral(resourceName: "Pixel")` is `UIImage(named: "Pixel")`.
        if dotted == "#imageLiteral", arguments.count == 1, let name = arguments[label: "resourceName"].flatMap(literalString) {
            return catalogImage(name)
        }
        // R.swift's `R.image.backWhite()`: the catalog image it was generated from.
        if arguments.isEmpty, case .member(let base?, let identifier) = callee, dealiased(base).map(ValueTranslator.isRSwift("image")) == true {
            return generatedAccessor(identifier, image: true)
        }
        guard dotted == "UIImage" || dotted == "UIImage.init" else {
            if case .member(_, let method) = callee, ValueTranslator.renderingModeMethods.contains(method) {
                return .failure(Refusal("an image with a rendering mode: set the mode in the asset catalog"))
            }
            if let undeclared = undeclaredCallee(callee) {
                return .failure(Refusal("the image \(expression) " + undeclared.reason, stoppedAt: undeclared.name))
            }
            return .failure(Refusal("the image \(expression) is computed at run time"))
        }
        if arguments.isEmpty { return .success("none") }
        if let name = arguments[label: "systemName"] {
            return symbol(name, configuration: arguments[label: "withConfiguration"])
        }
        // `UIImage(imageLiteralResourceName:)`, what `#imageLiteral` compiles to, is the catalog's image of the name too.
        guard let name = (arguments[label: "named"] ?? arguments[label: "imageLiteralResourceName"]).flatMap(literalString) else {
            return .failure(Refusal("an image without a literal name"))
        }
        return catalogImage(name)
    }

    /// Swift's and Objective-C's spellings of giving an image a rendering mode.
    static let renderingModeMethods: Set<String> = ["withRenderingMode", "imageWithRenderingMode"]

    /// An image made resizable as `{image: bar, capInsets: [0, 8, 0, 8]}`, with
    /// `resizingMode: stretch` where the code asks for it (UIKit's default tiles).
    private func resizable(_ base: CodeExpression, _ arguments: [CodeArgument]) -> Result<String, Refusal> {
        guard let insets = arguments.first(where: { $0.label == nil || $0.label == "withCapInsets" })?.value else {
            return .failure(Refusal("resizableImage(…) without its cap insets"))
        }
        let caps: String
        switch numbers(insets, ValueTranslator.insetsInitializers, count: 4, depth: 0) {
        case .success(let written): caps = written
        case .failure(let refusal): return .failure(Refusal("the cap insets: " + refusal.reason))
        }
        guard !caps.contains("-") else { return .failure(Refusal("negative cap insets \(caps)")) }
        var mode = ""
        if let modeArgument = arguments[label: "resizingMode"] {
            switch enumCase(modeArgument, ImageResizing.Mode.allCases.map(\.rawValue)) {
            case .success(let name): mode = name == ImageResizing.Mode.tile.rawValue ? "" : ", resizingMode: " + name
            case .failure(let refusal): return .failure(refusal)
            }
        }
        let image: String
        switch self.image(base) {
        case .success(let written): image = written
        case .failure(let refusal): return .failure(refusal)
        }
        guard !image.hasPrefix("{"), image != "none" else {
            return .failure(Refusal("cap insets on \(base), which is not an image set or a file"))
        }
        return .success("{image: \(image), capInsets: \(caps)\(mode)}")
    }

    /// `UIImage(systemName: "star.fill")` as `{symbol: star.fill}`, with what a
    /// `UIImage.SymbolConfiguration(pointSize:weight:scale:)` or `(textStyle:)` says.
    private func symbol(_ name: CodeExpression, configuration: CodeExpression?) -> Result<String, Refusal> {
        guard case .string(let symbol) = name.unnamed else { return .failure(Refusal("the symbol name \(name) is not a literal")) }
        var fields = ["symbol: " + symbol.jsonQuoted]
        if let configuration {
            guard case .call(let callee, let arguments) = configuration.unnamed,
                callee.dottedName.map({ $0.hasSuffix("SymbolConfiguration") || $0.hasSuffix("SymbolConfiguration.init") }) == true
            else { return .failure(Refusal("the symbol's configuration \(configuration) is not one the importer reads")) }
            for argument in arguments {
                switch argument.label {
                case "pointSize":
                    guard case .success(let size) = number(argument.value, depth: 0) else {
                        return .failure(Refusal("the symbol's point size \(argument.value) is not a number the importer reads"))
                    }
                    fields.append("pointSize: " + formatNumber(size))
                case "weight", "scale", "textStyle":
                    guard let value = argument.value.lastName else {
                        return .failure(Refusal("the symbol's \(argument.label ?? "") \(argument.value) is not a case"))
                    }
                    fields.append("\(argument.label ?? ""): " + value)
                default:
                    return .failure(Refusal("UIImage.SymbolConfiguration(\(argument.label ?? "_"):) is not read by the importer"))
                }
            }
        }
        return .success("{" + fields.joined(separator: ", ") + "}")
    }

    private func catalogImage(_ name: String) -> Result<String, Refusal> {
        // A PNG the app bundles as a file (`tabbar.png`, `tabbar@2x.png`), which `UIImage(named:)` finds by the same name.
        let plain = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        if catalogImages?.contains(plain) != true, let path = looseImages[plain] { return .success(path.jsonQuoted) }
        guard let catalogImages else {
            return .failure(
                Refusal("UIImage(named: \"\(name)\") is no PNG file in the folders imported: pass the app's asset catalog with --assets"))
        }
        if catalogImages.contains(name) { return .success(name.jsonQuoted) }
        if let why = undrawableImages[name] { return .failure(Refusal(why, stoppedAt: name)) }
        // `imageNamed:@"search_bg.png"` finds the image set `search_bg`, as UIKit looks a PNG up without its extension.
        for suffix in [".png", ".PNG"] where name.hasSuffix(suffix) && catalogImages.contains(String(name.dropLast(suffix.count))) {
            return .success(String(name.dropLast(suffix.count)).jsonQuoted)
        }
        return .failure(Refusal("'\(name)' is not an image of the asset catalogs given with --assets"))
    }

    /// `files` by the name `UIImage(named:)` finds each by (`tabbar` for `tabbar.png` and `tabbar@2x.png`), as
    /// the path of the one at 1× (wherever its 2× and 3× files are kept), else of the lowest scale of one folder's,
    /// relative to `folder`; a name two 1× files have is left out, as which one the app bundles is not known.
    static func looseImages(_ files: [String], relativeTo folder: String) -> [String: String] {
        var byName: [String: [String]] = [:]
        for file in files {
            let base = (file as NSString).lastPathComponent.dropLast(4)
            let name = base.hasSuffix("@2x") || base.hasSuffix("@3x") ? String(base.dropLast(3)) : String(base)
            byName[name, default: []].append(file)
        }
        return byName.compactMapValues { (paths: [String]) -> String? in
            // The one file at 1x, wherever its 2x and 3x files are kept (`image/` and `image@2x/`), else the one folder's.
            let plain = paths.filter { !($0 as NSString).lastPathComponent.contains("@") }
            if plain.count == 1 { return AppearanceImporter.relativePath(plain[0], from: folder) }
            guard plain.isEmpty, Set(paths.map { ($0 as NSString).deletingLastPathComponent }).count == 1, let pick = paths.min() else { return nil }
            return AppearanceImporter.relativePath(pick, from: folder)
        }
    }

    /// `.black`, `UIBarStyle.black` and Objective-C's `UIBarStyleBlack` as `black`;
    /// `UIBlurEffect(style: .systemMaterial)` as `systemMaterial`, nil as `none`.
    private func enumCase(_ expression: CodeExpression, _ cases: [String]) -> Result<String, Refusal> {
        var expression = expression
        // `NSUnderlineStyle.single.rawValue`, as an attribute dictionary takes it: the case.
        if case .member(let base?, "rawValue") = expression { expression = base }
        if case .call(let callee, let arguments) = expression, callee.dottedName?.hasPrefix("UIBlurEffect") == true,
            let style = arguments[label: "style"]
        {
            expression = style
        }
        if case .null = expression, cases.contains("none") { return .success("none") }
        if case .name(let name) = expression, cases.contains(name) { return .success(name) }
        guard let name = expression.lastName else { return .failure(Refusal("\(expression) is not a case name")) }
        if cases.contains(name) { return .success(name) }
        // Swift 2's spelling of a case, `UIBarStyle.Black` or `.Black`.
        if case .member = expression, name.first?.isUppercase == true, case let lowered = name.prefix(1).lowercased() + name.dropFirst(),
            cases.contains(lowered)
        {
            return .success(lowered)
        }
        if name.hasPrefix("UI") || name.hasPrefix("NS"),
            let match = cases.filter({ name.hasSuffix($0.prefix(1).uppercased() + $0.dropFirst()) }).max(by: { $0.count < $1.count })
        {
            return .success(match)
        }
        // `Options.shared.theme.userInterfaceStyle`, `Defaults.appearance`, a parameter `style`: a value read at run time,
        // not a case written out.
        // A member of UIKit's own type (`UIBarStyle.blackish`) is a case it does not have.
        let readAtRunTime: Bool
        switch expression {
        case .name: readAtRunTime = true
        // A member of a value a call gives (`Container.shared.storage().userInterfaceStyle`): read at run time too.
        case .member(.some, _): readAtRunTime = expression.dottedName.map { !$0.hasPrefix("UI") && !$0.hasPrefix("NS") } ?? true
        default: readAtRunTime = false
        }
        if readAtRunTime { return .failure(Refusal("\(expression) is read at run time, not one of " + cases.joined(separator: ", "))) }
        if case .call = expression { return .failure(Refusal("\(expression) is computed at run time, not one of " + cases.joined(separator: ", "))) }
        return .failure(Refusal("\(name) is not one of " + cases.joined(separator: ", ")))
    }

    // MARK: Spelling

    static func isPlainName(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "/" || $0 == "_" || $0 == "-" || $0 == "." }
            && text.first.map { $0.isLetter } == true
    }

}

extension String? {
    /// Whether a helper's owner is a framework type: an implicit member (`.brand`) is one of the type a value takes.
    fileprivate var isFramework: Bool { map(ValueTranslator.isFrameworkType) == true }
}
