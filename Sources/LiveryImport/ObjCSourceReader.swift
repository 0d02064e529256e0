import Foundation
import LiveryCore

/// Reads the plain Objective-C forms of appearance code into the importer's
/// model, spelt as Swift: `[[UINavigationBar appearance] setBarTintColor:
/// [UIColor redColor]]` becomes `UINavigationBar.appearance().setBarTintColor(UIColor.red)`,
/// `appearanceWhenContainedInInstancesOfClasses:@[[A class]]` becomes
/// `appearance(whenContainedInInstancesOf: [A.self])`. Every top-level brace
/// block (a method or function body) is a function; statements are split at
/// `;`; a branch on `@available` is followed like Swift's `#available`.
struct ObjCSourceReader {
    /// Deepest nesting of brackets and parentheses read as an expression.
    static let maxDepth = 64
    /// The most tokens a method's declaration before its body is searched back for its `+` or `-`: a
    /// selector of eight parts, each `keyword:(Type *)name`, with a variadic `, ...` and attributes.
    static let maxDeclarationTokens = 160
    /// Deepest recursion of the reader: statements within statements (braces,
    /// branches), expressions, casts, signs, and each operator or member
    /// step an expression chains (each makes the value a level deeper). Past
    /// it the file is not read, so no input reaches the end of the stack.
    static let maxNesting = 256

    private let path: String
    private let tokens: [ObjCTokenizer.Token]
    private let conditions: CompileConditions
    private var index = 0
    private var depth = 0
    private var nesting = 0
    /// Where the reader gave up: nesting past ``maxNesting``.
    private var tooDeep: Diagnostic?
    /// The class of the `@implementation` being read: `self` in its class methods.
    private var implementing: String?
    /// Whether the method being read is a class method, whose `self` is the class.
    private var inClassMethod = false
    /// The bodies of the blocks (`^{ … }`) passed in the statement being read.
    private var blocks: [[CodeStatement]] = []
    /// Whether the block being read is a colour's dynamic provider, whose branches on the style are kept.
    private var readingProvider = false
    /// The locals of the method being read that hold the iOS version (``VersionCheck/readsSystemVersion(_:)``).
    private var versionLocals: Set<String> = []
    /// Locals given a proxy (`UINavigationBar *bar = [UINavigationBar appearance];`): a branch using one sets proxies.
    private var proxyLocals: Set<String> = []
    /// Where an instance method sends `appearance` to `self`: the object's own method, not a proxy site.
    private var notProxies: Set<SourceLocation> = []

    static func read(
        text: String, path: String, conditions: CompileConditions = CompileConditions(), macros: ObjCMacros = ObjCMacros()
    ) -> SourceUnit {
        var unit = SourceUnit(path: path)
        let (written, directives) = ObjCTokenizer.scan(text)
        let (tokens, stoppedAt) = macros.expand(written)
        if let stoppedAt {
            unit.diagnostics.append(
                .warning(
                    "expanding macros here would add more than \(ObjCMacros.maxAddedTokens) tokens to the file; the uses after it are read as written",
                    code: .importLimit, at: SourceLocation(file: path, line: stoppedAt.line, column: stoppedAt.column)))
        }
        // Every proxy is a site; only the code the preprocessor keeps is read.
        let scan = ObjCSourceReader(path: path, tokens: tokens, conditions: conditions)
        unit.proxySites = scan.proxySites()
        unit.windowSites = scan.windowSites()
        unit.inactiveRegions = conditions.inactiveRegions(directives)
        // The regions do not overlap and come in order: one pass over the tokens drops those inside.
        var kept: [ObjCTokenizer.Token] = []
        var region = 0
        for token in tokens {
            while region < unit.inactiveRegions.count, unit.inactiveRegions[region].lines.upperBound < token.line { region += 1 }
            if region < unit.inactiveRegions.count, unit.inactiveRegions[region].lines.contains(token.line) { continue }
            kept.append(token)
        }
        var reader = ObjCSourceReader(path: path, tokens: kept, conditions: conditions)
        unit.classes = reader.classes()
        (unit.adoptions, unit.declaredProtocols) = reader.protocols()
        var functionNumber = 0
        var implementing: String?
        while reader.index < reader.tokens.count {
            if reader.peek("{"), let cases = reader.enumCases() {
                // `typedef NS_ENUM(UInt32, UIColorRGB) { appColor = 0x78B910 };`: each case a named number, as C reads it.
                unit.constants += cases
            } else if reader.peek("{") {
                functionNumber += 1
                let declaration = reader.methodDeclaration()
                let cFunction = declaration == nil ? reader.cFunctionDeclaration() : nil
                reader.implementing = implementing
                reader.inClassMethod = declaration?.isClassMethod == true
                reader.versionLocals = []
                reader.proxyLocals = []
                let body = reader.block()
                // A method is named by its selector's first part, as a Swift call of it is: the run order follows
                // `[self setupAppearance]` from `application:didFinishLaunchingWithOptions:`, and a screen's
                // appearance callback is known to last while the screen shows. A C function's body is numbered.
                // An action Interface Builder connects, or a delegate's method (`navigationController:(…)navigationController …`).
                let calledByFramework = declaration.map { declared in
                    declared.isAction || declared.parts[0].parameter.map { declared.parts[0].keyword.hasPrefix($0) } == true
                }
                // Parameters labelled as a message to the method is: the first part's unlabelled, the others by keyword.
                // A C function's are unlabelled, as a Swift call of it passes them.
                let parameters =
                    cFunction?.parameters.map { CodeHelper.Parameter(label: nil, name: $0) }
                    ?? (declaration?.parts ?? []).enumerated().compactMap { index, part in
                        part.parameter.map { CodeHelper.Parameter(label: index == 0 ? nil : ObjCSourceReader.label(part.keyword), name: $0) }
                    }
                unit.functions.append(
                    CodeFunction(
                        name: declaration?.parts[0].keyword ?? cFunction?.name ?? "body \(functionNumber)", statements: body,
                        owner: cFunction == nil ? implementing : nil, parameters: parameters, calledByFramework: calledByFramework ?? false,
                        isAction: declaration?.isAction ?? false))
                // `+ (instancetype)sharedManager { dispatch_once(…, ^{ inst = [[self alloc] init]; }); return inst; }`:
                // the one instance, which its class's `-init` sets up (``InitializedMembers``).
                // So is one keeping an instance of another class (`[[DefaultTheme alloc] init]` for an `id<Theme>`).
                if let implementing, let declaration, declaration.isClassMethod, declaration.parts.count == 1,
                    declaration.parts[0].parameter == nil, let only = body.first, let instance = ObjCSourceReader.oneInstance(returnedBy: body)
                {
                    unit.helpers.append(
                        CodeHelper(
                            owner: implementing, name: declaration.parts[0].keyword, parameters: [], value: .call(.name(instance), []),
                            location: only.location))
                    continue
                }
                // A C function's, or a method's of a class implemented: its value, where its body comes to one.
                guard cFunction != nil || (implementing != nil && declaration != nil), let only = body.first,
                    let value = FunctionValue.returned(by: body, arguments: [:], decide: ValueTranslator.nilTest, isCase: { _ in false })
                else { continue }
                // `UIColor *SLFColorWithRGB(int r, int g, int b) { return …; }`: a helper a call by its name finds.
                if let cFunction {
                    unit.helpers.append(CodeHelper(owner: nil, name: cFunction.name, parameters: parameters, value: value, location: only.location))
                }
                guard let implementing, let declaration else { continue }
                let parts = declaration.parts
                if !declaration.isClassMethod {
                    // `- (UIColor *)colorRedBrand { return …; }`: a helper `[self colorRedBrand]` calls; overridden in
                    // another class (a theme's subclass), the name is declared twice and is not followed.
                    if parts.count == 1, parts[0].parameter == nil {
                        unit.helpers.append(CodeHelper(owner: implementing, name: parts[0].keyword, parameters: [], value: value, location: only.location))
                    } else if parts.allSatisfy({ $0.parameter != nil }), let helper = ObjCSourceReader.helper(implementing, parts, value, at: only.location) {
                        unit.helpers.append(helper)
                    }
                } else if parts.count == 1, parts[0].parameter == nil {
                    // `+ (UIColor *)brandColor { return …; }` in a category: a named value, as Swift's `static var`.
                    let method = parts[0].keyword
                    let name = implementing == "UIColor" && method.hasSuffix("Color") && method.count > 5 ? String(method.dropLast(5)) : method
                    unit.constants.append(CodeConstant(owner: implementing, name: name, value: value, location: only.location))
                } else if parts.allSatisfy({ $0.parameter != nil }),
                    let helper = ObjCSourceReader.helper(implementing, parts, value, at: only.location)
                {
                    // `+ (UIColor *)colorWithHex:(NSInteger)hex { return [UIColor colorWithRed:…]; }`: a helper, named as Swift calls it.
                    unit.helpers.append(helper)
                }
            } else if let constant = reader.fileScopeConstant() {
                // `static NSString *const kFontName = @"Avenir";`: a named value, as Swift's file-scope `let`.
                unit.constants.append(constant)
            } else {
                if reader.peek("@"), reader.peek("implementation", ahead: 1), let name = reader.token(ahead: 2), name.kind == .identifier {
                    implementing = name.text
                }
                // libextobjc's `@safecategory(UIColor, BMColors)`: a category's `@implementation`, the class first.
                if reader.peek("@"), reader.peek("safecategory", ahead: 1), reader.peek("(", ahead: 2), let name = reader.token(ahead: 3),
                    name.kind == .identifier
                {
                    implementing = name.text
                }
                reader.index += 1
            }
        }
        if let tooDeep = reader.tooDeep {
            var refused = SourceUnit(path: path)
            refused.diagnostics = [tooDeep]
            return refused
        }
        unit.proxySites.removeAll { reader.notProxies.contains($0) }
        return unit
    }

    /// The method whose body starts here: whether it is a class method, and its selector's parts with
    /// their parameters' names (`+ (UIColor *)colorWithHex:(NSInteger)hex {` → `colorWithHex` hex;
    /// `- (void)viewWillAppear:(BOOL)animated {` → `viewWillAppear` animated); nil for a C function.
    private func methodDeclaration() -> (isClassMethod: Bool, parts: [(keyword: String, parameter: String?)], isAction: Bool)? {
        // The declaration ends before the body, or before a `;` Objective-C allows there (`+ (UIColor *)cyanColor; {`),
        // and starts after the previous `;`, `}` or `{`; it is a few tokens, so the search is bounded.
        let end = index >= 1 && tokens[index - 1].text == ";" ? index - 1 : index
        var start = end - 1
        while start >= max(0, end - ObjCSourceReader.maxDeclarationTokens), ![";", "}", "{"].contains(tokens[start].text) { start -= 1 }
        guard
            let sign = (start + 1..<end).first(where: {
                (tokens[$0].text == "-" || tokens[$0].text == "+") && $0 + 1 < end && tokens[$0 + 1].text == "("
            })
        else { return nil }
        // Past the return type, `(UIColor *)`.
        var at = sign + 1
        var level = 0
        var isAction = false
        repeat {
            if tokens[at].text == "IBAction" { isAction = true }
            if tokens[at].text == "(" { level += 1 }
            if tokens[at].text == ")" { level -= 1 }
            at += 1
        } while at < end && level > 0
        var parts: [(keyword: String, parameter: String?)] = []
        while at < end, tokens[at].kind == .identifier {
            let keyword = tokens[at].text
            at += 1
            guard at < end, tokens[at].text == ":" else {
                parts.append((keyword, nil))
                break
            }
            at += 1
            if at < end, tokens[at].text == "(" {
                while at < end, tokens[at].text != ")" { at += 1 }
                at += 1
            }
            guard at < end, tokens[at].kind == .identifier else { break }
            parts.append((keyword, tokens[at].text))
            at += 1
        }
        return parts.isEmpty ? nil : (tokens[sign].text == "+", parts, isAction)
    }

    /// The C function whose body starts here, `UIColor *SLFColorWithRGB(int r, int g, int b) {`: its name and
    /// its parameters' names (`void` none); nil for anything else (a method, a block, a struct).
    private func cFunctionDeclaration() -> (name: String, parameters: [String])? {
        guard index >= 3, tokens[index - 1].text == ")" else { return nil }
        var open = index - 1
        var level = 0
        repeat {
            if tokens[open].text == ")" { level += 1 }
            if tokens[open].text == "(" { level -= 1 }
            open -= 1
        } while open > 0 && level > 0 && index - open < ObjCSourceReader.maxDeclarationTokens
        // `open` is before the `(`: the name, after a return type (an identifier or `*`).
        // Not a class extension's ivars (`@interface Foo () {`).
        guard level == 0, open >= 1, tokens[open].kind == .identifier, tokens[open - 1].kind == .identifier || tokens[open - 1].text == "*",
            !["if", "while", "for", "switch", "return", "sizeof"].contains(tokens[open].text),
            !["interface", "implementation", "protocol"].contains(tokens[open - 1].text)
        else { return nil }
        var parameters: [String] = []
        var last: String?
        for token in tokens[(open + 2)..<(index - 1)] {
            if token.text == "," {
                if let name = last { parameters.append(name) }
                last = nil
            } else if token.kind == .identifier {
                last = token.text
            } else if token.text != "*" {
                return nil  // a function pointer, an array: not a plain parameter list
            }
        }
        if let name = last, name != "void" { parameters.append(name) }
        return (tokens[open].text, parameters)
    }

    /// A class method whose body returns one value, as the helper a Swift spelling of its call finds:
    /// `colorWithHex:` on UIColor is `UIColor(hex:)`, `tintWithAlpha:` is `UIColor.tintWithAlpha(_:)`.
    private static func helper(
        _ owner: String, _ declaration: [(keyword: String, parameter: String?)], _ value: CodeExpression, at location: SourceLocation
    ) -> CodeHelper? {
        let names = declaration.compactMap(\.parameter)
        let call = swiftCall(.name(owner), declaration[0].keyword, declaration.map { ($0.keyword, CodeExpression.name($0.parameter ?? "")) }, [])
        guard case .call(let callee, let arguments) = call, arguments.count == names.count else { return nil }
        let name: String
        switch callee {
        case .name(owner): name = "init"
        case .member(.name(owner), let method): name = method
        default: return nil
        }
        let parameters = zip(arguments, names).map { CodeHelper.Parameter(label: $0.label, name: $1) }
        return CodeHelper(owner: owner, name: name, parameters: parameters, value: value, location: location)
    }

    private func token(ahead offset: Int) -> ObjCTokenizer.Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private init(path: String, tokens: [ObjCTokenizer.Token], conditions: CompileConditions) {
        self.path = path
        self.tokens = tokens
        self.conditions = conditions
    }

    private func proxySites() -> [SourceLocation] {
        tokens.indices.compactMap { at in
            let token = tokens[at]
            // `[UINavigationBar appearance]`, `[[self class] appearanceWhenContainedIn:…]`: UIAppearance's own selectors sent
            // to a class; not `return appearance;` nor an app's `[Theme appearanceWithColor:…]`.
            // `appearance:` is an app's selector part (`menuElementForID:id appearance:ap`): UIAppearance's takes no argument.
            guard token.kind == .identifier, ObjCSourceReader.proxySelectors.contains(token.text), at > 0,
                token.text != "appearance" || at + 1 >= tokens.count || tokens[at + 1].text != ":",
                (tokens[at - 1].kind == .identifier && !["return", "case", "else"].contains(tokens[at - 1].text)) || tokens[at - 1].text == "]"
                    || ObjCSourceReader.isClassProperty(tokens, at)
            else { return nil }
            return isRead(proxyAt: at) ? nil : location(token)
        }
    }

    /// A window's tint, background or style set: `self.window.tintColor = …`, `[self.window setTintColor:…]`,
    /// `[[UIApplication sharedApplication].keyWindow setTintColor:…]` (``SourceUnit/windowSites``).
    private func windowSites() -> [(location: SourceLocation, window: String)] {
        let setters = Dictionary(uniqueKeysWithValues: AppearanceInterpreter.windowProperties.map { ("set" + $0.prefix(1).uppercased() + $0.dropFirst(), $0) })
        return tokens.indices.compactMap { at in
            guard at > 1, tokens[at].kind == .identifier, tokens[at - 1].kind == .identifier || tokens[at - 1].text == "." else { return nil }
            let assigned =
                AppearanceInterpreter.windowProperties.contains(tokens[at].text) && tokens[at - 1].text == "." && at + 1 < tokens.count
                && tokens[at + 1].text == "=" && (at + 2 >= tokens.count || tokens[at + 2].text != "=")
            let sent = setters[tokens[at].text] != nil && at + 1 < tokens.count && tokens[at + 1].text == ":"
            guard assigned || sent else { return nil }
            let window = tokens[at - (assigned ? 2 : 1)]
            guard window.kind == .identifier, AppearanceInterpreter.mayNameAWindow(window.text) else { return nil }
            return (location(tokens[at]), window.text)
        }
    }

    /// The class methods of UIAppearance and UIAppearanceContainer that return a proxy.
    private static let proxySelectors: Set<String> = [
        "appearance", "appearanceWhenContainedIn", "appearanceWhenContainedInInstancesOfClasses", "appearanceForTraitCollection",
    ]

    /// A proxy's property read as a value: `[[UINavigationBar appearance] tintColor]`, or
    /// `[UINavigationBar appearance].tintColor` not assigned to. It sets nothing, so it is no call.
    private func isRead(proxyAt at: Int) -> Bool {
        func text(_ offset: Int) -> String? { at + offset < tokens.count ? tokens[at + offset].text : nil }
        if let dot = text(1) == "." ? 1 : text(1) == "]" && text(2) == "." ? 2 : nil {
            // `a.p = v` sets; `a.p == v` and `a.p;` read; `a.p.q = v` is left to the interpreter.
            let assigned = text(dot + 2) == "=" && text(dot + 3) != "="
            return !assigned && text(dot + 2) != "."
        }
        guard text(1) == "]", let name = text(2), tokens[at + 2].kind == .identifier else { return false }
        // `[[UINavigationBar appearance] respondsToSelector:@selector(…)]` asks, and sets nothing.
        if name == "respondsToSelector" { return true }
        return text(3) == "]" && !name.hasPrefix("set")
    }

    /// `UINavigationBar.appearance`: Objective-C's dot syntax for the class method, on a class's name.
    private static func isClassProperty(_ tokens: [ObjCTokenizer.Token], _ at: Int) -> Bool {
        guard tokens[at].text == "appearance", at >= 2, tokens[at - 1].text == ".", tokens[at - 2].kind == .identifier else { return false }
        return tokens[at - 2].text.first?.isUppercase == true && (at < 3 || tokens[at - 3].text != ".")
    }

    /// `@interface Name : Superclass` with its `@property` declarations, up to `@end`.
    private func classes() -> [CodeClass] {
        var found: [CodeClass] = []
        var at = 0
        while at + 2 < tokens.count {
            defer { at += 1 }
            // Not a category or class extension (`@interface Name (…)`): those add no superclass.
            guard tokens[at].text == "@", tokens[at + 1].text == "interface", tokens[at + 2].kind == .identifier,
                at + 3 >= tokens.count || tokens[at + 3].text != "("
            else { continue }
            let name = tokens[at + 2]
            let superclass =
                at + 4 < tokens.count && tokens[at + 3].text == ":" && tokens[at + 4].kind == .identifier ? tokens[at + 4].text : nil
            var properties: [String: String] = [:]
            var scan = at + 3
            while scan + 1 < tokens.count, !(tokens[scan].text == "@" && tokens[scan + 1].text == "end") {
                if tokens[scan].text == "@", tokens[scan + 1].text == "property" {
                    scan += 2
                    if scan < tokens.count, tokens[scan].text == "(" {
                        while scan < tokens.count, tokens[scan].text != ")" { scan += 1 }
                        scan += 1
                    }
                    // The type, `*`s, the name, then macros such as UI_APPEARANCE_SELECTOR.
                    var words: [String] = []
                    while scan < tokens.count, tokens[scan].text != ";" {
                        if tokens[scan].kind == .identifier, tokens[scan].text.contains(where: \.isLowercase) {
                            words.append(tokens[scan].text)
                        }
                        scan += 1
                    }
                    if words.count >= 2, let type = words.first, let property = words.last { properties[property] = type }
                }
                scan += 1
            }
            found.append(CodeClass(name: name.text, superclass: superclass, properties: properties, location: location(name)))
        }
        return found
    }

    /// The protocols each `@interface` (a class's, a category's or an extension's) adopts, `<WeiboSDKDelegate>`, and
    /// the protocols the file declares (`@protocol ThemeDelegate <NSObject>`, not a forward `@protocol ThemeDelegate;`).
    private func protocols() -> (adoptions: [String: [String]], declared: Set<String>) {
        var adoptions: [String: [String]] = [:]
        var declared: Set<String> = []
        var at = 0
        while at + 2 < tokens.count {
            defer { at += 1 }
            guard tokens[at].text == "@", tokens[at + 2].kind == .identifier else { continue }
            let name = tokens[at + 2].text
            if tokens[at + 1].text == "protocol" {
                if at + 3 < tokens.count, tokens[at + 3].text != ";", tokens[at + 3].text != "," { declared.insert(name) }
                continue
            }
            guard tokens[at + 1].text == "interface" else { continue }
            // Past `: Superclass` or `(Category)` to the `<…>` list.
            var scan = at + 3
            if scan + 1 < tokens.count, tokens[scan].text == ":" { scan += 2 }
            if scan < tokens.count, tokens[scan].text == "(" {
                while scan < tokens.count, tokens[scan].text != ")" { scan += 1 }
                scan += 1
            }
            guard scan < tokens.count, tokens[scan].text == "<" else { continue }
            scan += 1
            while scan < tokens.count, tokens[scan].text != ">", tokens[scan].text != "@" {
                if tokens[scan].kind == .identifier { adoptions[name, default: []].append(tokens[scan].text) }
                scan += 1
            }
        }
        return (adoptions, declared)
    }

    private func location(_ token: ObjCTokenizer.Token) -> SourceLocation {
        SourceLocation(file: path, line: token.line, column: token.column)
    }

    // MARK: Tokens

    private var current: ObjCTokenizer.Token? { index < tokens.count ? tokens[index] : nil }

    private func peek(_ text: String, ahead: Int = 0) -> Bool {
        index + ahead < tokens.count && tokens[index + ahead].text == text && tokens[index + ahead].kind != .string
    }

    private mutating func take(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += 1
        return true
    }

    /// Skips to the token after the one closing the bracket at `index`.
    private mutating func skipBalanced() {
        guard let open = current?.text else { return }
        let close: String = open.hasSuffix("{") ? "}" : open.hasSuffix("[") ? "]" : ")"
        var level = 0
        while let token = current {
            index += 1
            if token.kind == .punctuation {
                if token.text.hasSuffix(String(open.last ?? "(")) { level += 1 }
                if token.text == close {
                    level -= 1
                    if level == 0 { return }
                }
            }
        }
    }

    /// One level deeper, or false (having given up on the file) past ``maxNesting``.
    private mutating func enter() -> Bool {
        guard nesting < ObjCSourceReader.maxNesting else {
            if tooDeep == nil, let token = current ?? tokens.last {
                tooDeep = .error(
                    "code here nests more than \(ObjCSourceReader.maxNesting) levels (braces, branches, brackets, casts, signs, "
                        + "operators or members in one expression); the importer does not read the file",
                    code: .nestingTooDeep, at: location(token))
            }
            index = tokens.count
            return false
        }
        nesting += 1
        return true
    }

    // MARK: Statements

    /// `{ statements }`, from the opening brace. What follows a `return` at the block's own level never runs, up to
    /// the next `case` label (a switch's body goes on there): it is kept as code that never runs, so what it sets is
    /// reported obsolete (`- (void)customizeAppearance { return; … }`, styling switched off).
    private mutating func block() -> [CodeStatement] {
        guard take("{") else { return [] }
        var statements: [CodeStatement] = []
        var dead: (from: ObjCTokenizer.Token, statements: [CodeStatement])?
        func endDead() {
            guard let (from, inner) = dead else { return }
            dead = nil
            guard let first = inner.first else { return }
            let reason = "after the return at line \(from.line), so it never runs"
            statements.append(
                CodeStatement(
                    kind: .unfollowed(reason: reason, stoppedAt: "return", obsolete: true, inner), location: first.location,
                    endLine: inner.map(\.endLine).max() ?? first.endLine))
        }
        while let token = current, token.text != "}" || token.kind == .string {
            let before = index
            if token.kind == .identifier, ["case", "default"].contains(token.text) { endDead() }
            let isReturn = token.kind == .identifier && token.text == "return"
            let read = statement()
            if dead != nil {
                dead?.statements += read
            } else {
                statements += read
                if isReturn { dead = (token, []) }
            }
            if index == before { index += 1 }
        }
        endDead()
        _ = take("}")
        return statements
    }

    private mutating func body() -> [CodeStatement] {
        peek("{") ? block() : statement()
    }

    private mutating func statement() -> [CodeStatement] {
        let outer = nesting
        let outerBlocks = blocks
        blocks = []
        defer {
            nesting = outer
            blocks = outerBlocks
        }
        guard enter(), let first = current else { return [] }
        let at = location(first)
        func make(_ kind: CodeStatement.Kind) -> CodeStatement {
            CodeStatement(kind: kind, location: at, endLine: index > 0 ? tokens[min(index, tokens.count) - 1].line : at.line)
        }

        /// A statement that keeps or returns the blocks it makes (`items = @[[UIPreviewAction … handler:^{ … }]]`): they
        /// run when what holds them calls them, so what they do is reported, not followed, and what they call is known.
        func kept(_ statement: CodeStatement) -> [CodeStatement] {
            guard !blocks.isEmpty else { return [statement] }
            return [
                make(
                    .block(
                        [statement]
                            + blocks.map {
                                make(.unfollowed(reason: "a block kept to run when what holds it calls it", stoppedAt: "^", obsolete: false, $0))
                            }))
            ]
        }

        if first.kind == .punctuation, first.text == "{" { return [make(.block(block()))] }
        if first.kind == .identifier {
            switch first.text {
            case "if":
                index += 1
                let conditionStart = index
                var availability = self.availability().map { (available: true, version: $0, written: "@available(iOS \($0))") }
                index = conditionStart
                skipBalanced()
                // Before `@available`: `[[UIDevice currentDevice] systemVersion].floatValue >= 7.0`, and a check that
                // UIKit's class has a method (`[[UINavigationBar appearance] respondsToSelector:@selector(setBarTintColor:)]`).
                let fullCondition = tokens[min(conditionStart + 1, tokens.count)..<max(min(conditionStart + 1, tokens.count), index - 1)]
                    .map(\.text).joined()
                if availability == nil { availability = VersionCheck.parse(fullCondition, locals: versionLocals) }
                // Between the parentheses; none when the file ends at `if`.
                let conditionEnd = min(max(conditionStart + 1, index - 1), tokens.count)
                let conditionText = tokens[min(conditionStart + 1, conditionEnd)..<conditionEnd].prefix(12).map(\.text).joined(
                    separator: " "
                )
                .replacingOccurrences(of: " . ", with: ".")
                let then = body()
                var otherwise: [CodeStatement] = []
                if take("else") { otherwise = body() }
                // `if (self == [Foo class])` in Foo's `+initialize`: the check that the class itself, not a subclass, is set up.
                if let implementing, ["self == [ \(implementing) class ]", "self = = [ \(implementing) class ]"].contains(conditionText) {
                    return [make(.block(then))]
                }
                if ObjCSourceReader.isObjectMadeCheck(fullCondition), otherwise.isEmpty {
                    return [make(.block(then))]
                }
                // `[[NSProcessInfo processInfo] respondsToSelector:@selector(operatingSystemVersion)]`, the check before reading
                // the version that way: yes since iOS 8.
                let asksForTheVersion = fullCondition == "[[NSProcessInfoprocessInfo]respondsToSelector:@selector(operatingSystemVersion)]"
                if ObjCSourceReader.isUIKitMethodCheck(fullCondition) || asksForTheVersion {
                    let (written, who) =
                        asksForTheVersion ? ("NSProcessInfo's respondsToSelector:", "NSProcessInfo") : ("respondsToSelector: of UIKit's class", "UIKit's class")
                    let never = CodeStatement.Kind.unfollowed(
                        reason: "the else branch of \(written), which \(who) answers yes to on iOS \(conditions.deploymentTarget) and later",
                        stoppedAt: written, obsolete: true, otherwise)
                    return [make(.block(then))] + (otherwise.isEmpty ? [] : [make(never)])
                }
                if let (available, version, written) = availability {
                    let bothSet =
                        CodeStatement.setsProxies(then, proxies: proxyLocals) && CodeStatement.setsProxies(otherwise, proxies: proxyLocals)
                    let branches = [(then, true), (otherwise, false)].map { inner, isThen -> [CodeStatement] in
                        guard !inner.isEmpty else { return [] }
                        let reach = conditions.reach(available: available, version, then: isThen)
                        guard let (reason, obsolete) = conditions.reason(reach, written: written, bothSet: bothSet)
                        else { return inner }
                        return [make(.unfollowed(reason: reason, stoppedAt: written, obsolete: obsolete, inner))]
                    }
                    return [make(.block(branches.flatMap { $0 }))]
                }
                // The condition as the report quotes it.
                let written = ObjCSourceReader.quoted(tokens[min(conditionStart + 1, conditionEnd)..<conditionEnd])
                // A branch on the device's idiom is followed per idiom (``AppearanceInterpreter/idiomSides(_:)``).
                let condition = CodeExpression.opaque(conditionText.replacingOccurrences(of: "= =", with: "==").replacingOccurrences(of: "! =", with: "!="))
                if AppearanceInterpreter.idiomSides(condition) != nil {
                    return [make(.branch(condition, then: then, otherwise: otherwise, stoppedAt: written))]
                }
                if let test = ObjCSourceReader.nilTest(condition) {
                    return [make(.branch(test, then: then, otherwise: otherwise, stoppedAt: written))]
                }
                if let test = ObjCSourceReader.stringTest(Array(tokens[min(conditionStart + 1, conditionEnd)..<conditionEnd])) {
                    return [make(.branch(test, then: then, otherwise: otherwise, stoppedAt: written))]
                }
                if readingProvider, let test = ObjCSourceReader.styleTest(fullCondition) {
                    return [make(.branch(test, then: then, otherwise: otherwise, stoppedAt: written))]
                }
                return [make(.unfollowed(reason: "a branch on " + written, stoppedAt: written, obsolete: false, then + otherwise))]
            case "for", "while", "switch":
                index += 1
                skipBalanced()
                let inner = body()
                return [make(.unfollowed(reason: first.text == "switch" ? "a switch" : "a loop", stoppedAt: first.text, obsolete: false, inner))]
            case "do":
                index += 1
                let inner = body()
                if take("while") { skipBalanced() }
                _ = take(";")
                return [make(.unfollowed(reason: "a loop", stoppedAt: "do", obsolete: false, inner))]
            case "return":
                index += 1
                if peek(";") {
                    index += 1
                    return []
                }
                let value = expression()
                skipStatement()
                return kept(make(.returns(value)))
            case "break", "continue":
                skipStatement()
                return []
            case "case", "default":
                // `case 2:`: the label, to its colon; the statements after it are read as they come, so what a switch's
                // cases call and build is known (the switch itself is not followed).
                while let token = current, token.text != ":", token.text != ";", token.text != "}" {
                    if ["(", "[", "{", "@[", "@{", "@("].contains(token.text) { skipBalanced() } else { index += 1 }
                }
                _ = take(":")
                return []
            default:
                break
            }
        }
        // `static UIColor *ret;`: a pointer declared without a value is nil until given one.
        if first.kind == .identifier, let name = pointerDeclaration() {
            return [make(.bind(name, .null))]
        }
        // `Type *name = value;`, `id name = value;`
        if first.kind == .identifier, let (name, valueStart) = declaration() {
            index = valueStart
            let valueTokens = index
            let value = expression()
            // `NSUInteger version = [[UIDevice currentDevice] systemMajorVersion];`: a check of the local is one of the version.
            let read = tokens[valueTokens..<min(index, tokens.count)].map(\.text).joined()
            if VersionCheck.readsSystemVersion(read) { versionLocals.insert(name) } else { versionLocals.remove(name) }
            if read.contains("appearance") { proxyLocals.insert(name) } else { proxyLocals.remove(name) }
            skipStatement()
            return kept(make(.bind(name, value)))
        }
        let target = expression()
        if peek("="), !peek("=", ahead: 1) {
            index += 1
            let value = expression()
            skipStatement()
            return kept(make(.assign(target, value)))
        }
        skipStatement()
        // A block passed in a message or a call (`dispatch_async(…, ^{ … })`, a completion handler) is
        // followed in place after it, as Swift's trailing closures are; one stored in a variable is not.
        guard !blocks.isEmpty else { return [make(.evaluate(target))] }
        return [make(.block([make(.evaluate(target))] + blocks.map { make(.block($0)) }))]
    }

    /// `!color`, `color == nil` (or `NULL`, either side) and `color != nil` as a comparison of the
    /// name with nil, which a function's run decides where it knows the local: the memo of
    /// `static UIColor *color = nil; if (!color) color = …; return color;`; `self` as `self != nil`, the object an
    /// initializer made. Nil for any other condition.
    static func nilTest(_ condition: CodeExpression) -> CodeExpression? {
        guard case .opaque(let text) = condition else { return nil }
        let words = text.split(separator: " ").map(String.init)
        func isName(_ word: String) -> Bool { word.first.map { $0.isLetter || $0 == "_" } == true && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        let nils: Set<String> = ["nil", "NULL", "Nil"]
        switch words.count {
        // `if (self)` after `self = [super init]`: the object made.
        case 1 where words[0] == "self":
            return .arithmetic("!=", .name("self"), .null)
        case 2 where words[0] == "!" && isName(words[1]) && !nils.contains(words[1]):
            return .arithmetic("==", .name(words[1]), .null)
        case 3 where words[1] == "==" || words[1] == "!=":
            let (name, other) = nils.contains(words[0]) ? (words[2], words[0]) : (words[0], words[2])
            guard nils.contains(other), isName(name), !nils.contains(name) else { return nil }
            return .arithmetic(words[1], .name(name), .null)
        default: return nil
        }
    }

    /// `[theme isEqualToString:@"dawn"] || theme == nil`: one name compared with string literals and nil, joined all
    /// by `||` or all by `&&`, as the expression a string theme's value decides (``ThemeModel``); nil for another condition.
    static func stringTest(_ tokens: [ObjCTokenizer.Token]) -> CodeExpression? {
        var operands: [[ObjCTokenizer.Token]] = [[]]
        var joiner: String?
        var index = 0
        while index < tokens.count {
            let text = tokens[index].text
            if text == "|" || text == "&", index + 1 < tokens.count, tokens[index + 1].text == text {
                guard joiner == nil || joiner == text + text else { return nil }
                joiner = text + text
                operands.append([])
                index += 2
                continue
            }
            operands[operands.count - 1].append(tokens[index])
            index += 1
        }
        var name: String?
        var parts: [CodeExpression] = []
        for operand in operands {
            var words = operand
            while words.first?.text == "(", words.last?.text == ")" { words = Array(words.dropFirst().dropLast()) }
            let texts = words.map(\.text)
            let part: (String, CodeExpression)
            if texts.count == 6, texts[0] == "[", texts[2] == "isEqualToString", texts[3] == ":", words[4].kind == .string, texts[5] == "]" {
                part = (texts[1], .call(.member(.name(texts[1]), "isEqualToString"), [CodeArgument(label: nil, value: .string(texts[4]))]))
            } else if case .arithmetic("==", .name(let tested), .null)? = nilTest(.opaque(texts.joined(separator: " ").replacingOccurrences(of: "= =", with: "=="))) {
                // `theme == nil`, `!theme`.
                part = (tested, .arithmetic("==", .name(tested), .null))
            } else {
                return nil
            }
            guard name == nil || name == part.0 else { return nil }
            name = part.0
            parts.append(part.1)
        }
        guard parts.contains(where: { if case .call = $0 { return true } else { return false } }), let first = parts.first else { return nil }
        return parts.dropFirst().reduce(first) { .arithmetic(joiner ?? "||", $0, $1) }
    }

    /// `traitCollection.userInterfaceStyle == UIUserInterfaceStyleDark` (spaces taken out, `[traits userInterfaceStyle]`
    /// too) as the comparison ``DynamicProvider`` decides; nil for another condition.
    static func styleTest(_ condition: String) -> CodeExpression? {
        var text = condition.filter { !$0.isWhitespace }
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        for op in ["==", "!="] {
            let parts = text.components(separatedBy: op)
            guard parts.count == 2, parts[0].hasSuffix("userInterfaceStyle") || parts[0].hasSuffix("userInterfaceStyle]") else { continue }
            let test = CodeExpression.arithmetic(op, .member(.name("traitCollection"), "userInterfaceStyle"), .name(parts[1]))
            return DynamicProvider.selectsDark(test) == nil ? nil : test
        }
        return nil
    }

    /// The class of the one instance a class method ends returning, through a variable it gives a new instance once
    /// (`inst = [[self alloc] init]`, as `dispatch_once` runs its block): a singleton's accessor. Nil for any other body.
    static func oneInstance(returnedBy body: [CodeStatement]) -> String? {
        guard case .returns(.name(let variable))? = body.last?.kind else { return nil }
        let made = CodeStatement.leaves(of: body).compactMap { statement -> CodeExpression? in
            guard case .assign(.name(variable), let value) = statement.kind else { return nil }
            return value
        }
        guard made.count == 1, case .call(.name(let type), []) = made[0], type.first?.isUppercase == true else { return nil }
        return type
    }

    /// `if (self = [super init])`, `if ((self = [super initWithRootViewController:root]))`: an initializer's check
    /// that its object was made, which it is; its body runs when the initializer does. A view's initializers
    /// (`initWithFrame:`, `initWithCoder:`, a cell's `initWithStyle:reuseIdentifier:`) run as each view is made,
    /// later than launch, and their check stays a branch not followed.
    static func isObjectMadeCheck(_ condition: String) -> Bool {
        var made = condition
        while made.hasPrefix("("), made.hasSuffix(")") { made = String(made.dropFirst().dropLast()) }
        guard made.hasPrefix("self=[superinit"), made.hasSuffix("]") else { return false }
        let selector = made.dropFirst("self=[super".count)
        return selector == "init]"
            || (selector.hasPrefix("initWith")
                && !["initWithFrame:", "initWithCoder:", "initWithStyle:", "initWithReuseIdentifier:"].contains(where: selector.hasPrefix))
    }

    /// `[[UINavigationBar appearance] respondsToSelector:@selector(setBarTintColor:)]` (spaces taken out), or
    /// `[[UINavigationBar class] instancesRespondToSelector:@selector(setBackIndicatorImage:)]`:
    /// a check that UIKit's class has a method, made for iOS 5 to 7. The methods appearance code checks
    /// for are UIKit's since then, so on iOS 15 the answer is yes.
    static func isUIKitMethodCheck(_ condition: String) -> Bool {
        var text = condition
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }

        // `[UITextField conformsToProtocol:@protocol(UIAppearance)]`: UIKit's views and bar items have since iOS 5.
        if text.hasPrefix("["), let ask = text.range(of: "conformsToProtocol:@protocol(UIAppearance)]"), ask.upperBound == text.endIndex {
            return UIKitClasses.isUIKit(String(text[text.index(after: text.startIndex)..<ask.lowerBound]))
        }
        guard text.hasSuffix(")]"),
            let ask = text.range(of: "espondsToSelector:@selector(") ?? text.range(of: "instancesRespondToSelector:@selector(")
        else { return false }
        let receiver = text[..<ask.lowerBound].drop { $0 == "[" }
        return receiver.hasPrefix("UI") && !receiver.contains(where: { "&|!=".contains($0) })
    }

    /// A condition as a report quotes it, spaced as it is written (`[NSUserDefaults isDarkSchemeSetting]`), on one line
    /// and cut after 80 characters.
    static func quoted(_ tokens: ArraySlice<ObjCTokenizer.Token>) -> String {
        var text = ""
        var previous: (token: ObjCTokenizer.Token, end: Int)?
        for token in tokens {
            let written = token.kind == .string ? "@\"" + token.text + "\"" : token.text
            if let previous, previous.token.line != token.line || token.column > previous.end { text += " " }
            text += written
            previous = (token, token.column + written.utf8.count)
        }
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }

    private mutating func availability() -> CompileConditions.Version? {
        guard take("("), take("@"), take("available"), take("(") else { return nil }
        guard let platform = current, platform.text.hasPrefix("iOS") else { return nil }
        index += 1
        guard let version = current, version.kind == .number else { return nil }
        return CompileConditions.Version(version.text)
    }

    /// The cases of an enum whose body starts here (`NS_ENUM(…) {`, `NS_OPTIONS(…) {`, `enum Name {`), read past
    /// the body, each the value written or the one before plus 1 (the first 0); nil, the reader where it was, for any
    /// other body.
    private mutating func enumCases() -> [CodeConstant]? {
        guard index > 0 else { return nil }
        let before = tokens[index - 1].text
        var isEnum = before == "enum" || (index > 1 && tokens[index - 2].text == "enum" && tokens[index - 1].kind == .identifier)
        if before == ")" {
            // Back to the `(` the `)` closes: `NS_ENUM(NSInteger, Name)`.
            var at = index - 1
            var open = 0
            while at > 0 {
                if tokens[at].text == ")" { open += 1 } else if tokens[at].text == "(" { open -= 1 }
                if open == 0 { break }
                at -= 1
            }
            isEnum = at > 0 && ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM", "CF_OPTIONS"].contains(tokens[at - 1].text)
        }
        guard isEnum else { return nil }
        let start = index
        index += 1
        var cases: [CodeConstant] = []
        var previous: String?
        while let token = current, token.text != "}" {
            guard token.kind == .identifier else {
                index = start
                return nil
            }
            index += 1
            // An availability mark after the name (`API_AVAILABLE(ios(13))`) says nothing of the value.
            while let mark = current, mark.kind == .identifier, peek("(", ahead: 1) {
                index += 1
                skipBalanced()
            }
            var value = previous.map { CodeExpression.arithmetic("+", .name($0), .number(1)) } ?? .number(0)
            if peek("=") {
                index += 1
                value = expression()
            }
            cases.append(CodeConstant(owner: nil, name: token.text, value: value, location: location(token)))
            previous = token.text
            if peek(",") { index += 1 } else if !peek("}") {
                index = start
                return nil
            }
        }
        guard peek("}") else {
            index = start
            return nil
        }
        index += 1
        return cases
    }

    /// A declaration with a value outside any body, `static NSString *const kFontName = @"Avenir";` or
    /// `CGFloat const kRadius = 8;`, read past its `;`; nil (the reader where it was) for anything else.
    private mutating func fileScopeConstant() -> CodeConstant? {
        guard let first = current, first.kind == .identifier, index == 0 || [";", "}"].contains(tokens[index - 1].text),
            let (name, valueStart) = declaration()
        else { return nil }
        let at = location(first)
        index = valueStart
        let value = expression()
        guard peek(";") else {
            skipStatement()
            return nil
        }
        index += 1
        return CodeConstant(owner: nil, name: name, value: value, location: at)
    }

    /// `static UIColor *name;` (or `UIColor *name;`), read past its `;`: the name; nil (the reader where it was) otherwise.
    private mutating func pointerDeclaration() -> String? {
        var at = index
        while at < tokens.count, tokens[at].kind == .identifier, ["static", "__strong", "__block", "const"].contains(tokens[at].text) { at += 1 }
        guard at + 3 < tokens.count, tokens[at].kind == .identifier, tokens[at + 1].text == "*", tokens[at + 2].kind == .identifier,
            tokens[at + 3].text == ";"
        else { return nil }
        index = at + 4
        return tokens[at + 2].text
    }

    /// A declaration with a value: the name and where the value starts.
    private func declaration() -> (String, Int)? {
        var at = index
        var sawType = false
        // Qualifiers, the type, `*`s and generic arguments, then the name and `=`.
        while at < tokens.count,
            tokens[at].kind == .identifier || tokens[at].text == "*" || tokens[at].text == "<" || tokens[at].text == ">"
                || tokens[at].text == ","
        {
            at += 1
            sawType = true
        }
        // A block variable, `void (^completion)(User *user, NSError *error) = ^(…) { … };`: its name, past its parameters.
        if sawType, at + 4 < tokens.count, tokens[at].text == "(", tokens[at + 1].text == "^", tokens[at + 2].kind == .identifier,
            tokens[at + 3].text == ")", tokens[at + 4].text == "("
        {
            var depth = 0
            var end = at + 4
            while end < tokens.count {
                if tokens[end].text == "(" { depth += 1 } else if tokens[end].text == ")" { depth -= 1 }
                end += 1
                if depth == 0 { break }
            }
            guard depth == 0, end < tokens.count, tokens[end].text == "=" else { return nil }
            return (tokens[at + 2].text, end + 1)
        }
        guard sawType, at < tokens.count, tokens[at].text == "=", at + 1 < tokens.count, tokens[at + 1].text != "=" else { return nil }
        let nameIndex = at - 1
        guard nameIndex > index, tokens[nameIndex].kind == .identifier else { return nil }
        return (tokens[nameIndex].text, at + 1)
    }

    private mutating func skipStatement() {
        while let token = current {
            if token.kind == .punctuation {
                if token.text == ";" {
                    index += 1
                    return
                }
                if token.text == "}" { return }
                if ["{", "[", "(", "@[", "@{", "@("].contains(token.text) {
                    skipBalanced()
                    continue
                }
            }
            index += 1
        }
    }

    // MARK: Expressions

    private mutating func expression() -> CodeExpression {
        guard depth < ObjCSourceReader.maxDepth else {
            skipStatement()
            return .opaque("…")
        }
        let outer = nesting
        depth += 1
        defer {
            depth -= 1
            nesting = outer
        }
        guard enter() else { return .opaque("…") }
        var left = binary(above: 0)
        // `a == b`, `a != b`: a comparison, as a condition on the device's idiom is read (`IS_IPAD ? 20 : 13`).
        if let op = current?.text, op == "=" || op == "!", peek("=", ahead: 1), enter() {
            index += 2
            left = .arithmetic(op == "=" ? "==" : "!=", left, binary(above: 0))
        }
        // `condition ? a : b`: a choice, which evaluation decides where the condition comes to a literal.
        if current?.text == "?", !peek(":", ahead: 1) {
            index += 1
            let then = expression()
            if take(":") { return .choice(left, then, expression()) }
        }
        if let token = current, token.text == "?" || token.text == "|" || token.text == "&" {
            let text = tokens[index..<min(index + 6, tokens.count)].map(\.text).joined(separator: " ")
            return .opaque(text)
        }
        return left
    }

    /// C's binary operators, by precedence: what `UIColorFromRGB(0x336699)`'s body takes apart.
    private static let precedence: [String: Int] = ["|": 1, "^": 2, "&": 3, "<<": 4, ">>": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6]

    /// Operands joined by operators binding tighter than `level`, left to right within a level.
    private mutating func binary(above level: Int) -> CodeExpression {
        var left = term()
        while let (op, width) = binaryOperator(), let binding = ObjCSourceReader.precedence[op], binding > level, enter() {
            index += width
            left = .arithmetic(op, left, binary(above: binding))
        }
        return left
    }

    /// The binary operator at the reader and its width in tokens; nil at `&&`, `||` and anything else.
    private func binaryOperator() -> (String, Int)? {
        guard let token = current, token.kind == .punctuation else { return nil }
        let next = index + 1 < tokens.count ? tokens[index + 1].text : nil
        switch token.text {
        case "+", "-", "*", "/", "%", "^": return next == "=" ? nil : (token.text, 1)
        case "<" where next == "<", ">" where next == ">": return (token.text + token.text, 2)
        case "&" where next != "&" && next != "=", "|" where next != "|" && next != "=": return (token.text, 1)
        default: return nil
        }
    }

    private mutating func term() -> CodeExpression {
        let outer = nesting
        defer { nesting = outer }
        guard enter() else { return .opaque("…") }
        var value = primary()
        while true {
            if peek("."), let name = tokens.count > index + 1 ? tokens[index + 1] : nil, name.kind == .identifier, enter() {
                index += 2
                // Dot syntax on a class is its class method, as the message is: `UIColor.blackColor` is
                // `[UIColor blackColor]`, `UINavigationBar.appearance` is `[UINavigationBar appearance]`.
                if case .name(let type) = value, type.first?.isUppercase == true {
                    value = ObjCSourceReader.swiftCall(value, name.text, [], [])
                } else if let copied = ObjCSourceReader.literalCopy(value, name.text) {
                    value = copied
                } else {
                    value = .member(value, name.text == "CGColor" ? "cgColor" : name.text)
                }
            } else if peek("("), case .name = value, enter() {
                let arguments = callArguments()
                value = .call(value, arguments)
            } else if peek("["), enter() {
                // `attributes[NSFontAttributeName]`: a subscript, as Swift's.
                index += 1
                let key = expression()
                _ = take("]")
                value = .call(.member(value, CodeExpression.subscriptName), [CodeArgument(label: nil, value: key)])
            } else {
                return value
            }
        }
    }

    private mutating func callArguments() -> [CodeArgument] {
        guard take("(") else { return [] }
        return items(until: ")") { CodeArgument(label: nil, value: $0.expression()) }
    }

    /// Comma-separated items up to `close` (taken too), each read by `item`;
    /// a token no item reads is skipped, so the reader always moves on.
    private mutating func items<Item>(until close: String, _ item: (inout ObjCSourceReader) -> Item) -> [Item] {
        var found: [Item] = []
        while let token = current, token.text != close {
            let before = index
            found.append(item(&self))
            _ = take(",")
            if index == before { index += 1 }
        }
        _ = take(close)
        return found
    }

    private mutating func primary() -> CodeExpression {
        guard let token = current else { return .opaque("") }
        switch token.kind {
        case .string:
            index += 1
            return .string(token.text)
        case .number:
            index += 1
            if token.text.hasPrefix("0x") || token.text.hasPrefix("0X") {
                let digits = token.text.dropFirst(2).trimmingCharacters(in: ["l", "L", "u", "U"])
                return Int(digits, radix: 16).map { .number(Double($0)) } ?? .opaque(token.text)
            }
            let digits = token.text.trimmingCharacters(in: ["f", "F", "l", "L", "u", "U"])
            return Double(digits).map { .number($0) } ?? .opaque(token.text)
        case .identifier:
            index += 1
            return ObjCSourceReader.constant(token.text)
        case .punctuation:
            switch token.text {
            case "[":
                return message()
            case "@[", "@{", "@(":
                return literal(opening: String(token.text.dropFirst()))
            case "(":
                // A cast `(CGFloat)x` is dropped; a parenthesised expression is read, a macro's `(r) / 255.0` too:
                // a cast is followed by its operand.
                if index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                    tokens[index + 2].text == "*" || (tokens[index + 2].text == ")" && castOperandFollows(index + 3))
                {
                    skipBalanced()
                    return term()
                }
                index += 1
                let inner = expression()
                _ = take(")")
                return inner
            case "^":
                // `^{ … }`, `^(BOOL granted) { … }`, `^BOOL(id x) { … }`: the body is kept for the statement.
                index += 1
                while let next = current, next.text != "{", next.kind == .identifier || next.text == "*" { index += 1 }
                if peek("(") { skipBalanced() }
                guard peek("{") else { return .opaque("^") }
                blocks.append(block())
                return .opaque(CodeExpression.closureText)
            case "!":
                // `!containerClass`: a test that the value is nil, as a memo's `if (!color)` is read.
                index += 1
                return .arithmetic("==", term(), .null)
            case "-":
                index += 1
                let operand = term()
                if case .number(let value) = operand { return .number(-value) }
                return .arithmetic("*", .number(-1), operand)
            case "@" where index + 1 < tokens.count:
                index += 1
                // `@selector(share:)`, `@protocol(P)`, `@encode(T)`: kept as written, as Swift's `#selector(share)` is.
                if let keyword = current?.text, ["selector", "protocol", "encode"].contains(keyword), peek("(", ahead: 1) {
                    index += 1
                    let start = index
                    skipBalanced()
                    return .opaque("@" + keyword + tokens[start..<index].map(\.text).joined())
                }
                // `@ { … }` written with a space is the literal written without one.
                if let next = current, next.kind == .punctuation, ["[", "{", "("].contains(next.text) { return literal(opening: next.text) }
                // `@YES`, `@3`: a boxed literal is its value; `@@` is not one, and is not read further.
                guard current?.text != "@" else { return .opaque("@") }
                return primary()
            default:
                return .opaque(token.text)
            }
        }
    }

    /// `@[…]`, `@{…}` or `@(…)`, read from the token that opens it: an array, a dictionary, a boxed value.
    private mutating func literal(opening: String) -> CodeExpression {
        index += 1
        switch opening {
        case "[":
            return .array(items(until: "]") { $0.expression() })
        case "{":
            return .dictionary(
                items(until: "}") { reader in
                    let key = reader.expression()
                    _ = reader.take(":")
                    return CodeEntry(key: key, value: reader.expression())
                })
        default:
            let inner = expression()
            _ = take(")")
            return inner
        }
    }

    /// Whether the token at `position` starts an operand, as what follows a cast's `)` does; an operator, a
    /// closing bracket or a separator there makes the parentheses an expression's.
    private func castOperandFollows(_ position: Int) -> Bool {
        guard position < tokens.count else { return false }
        let next = tokens[position]
        if next.kind != .punctuation { return true }
        return ["[", "(", "@", "@(", "@[", "@{", "^", "!", "~", "&"].contains(next.text)
    }

    /// `[receiver selector]` or `[receiver key:value key:value]`, spelt as Swift.
    private mutating func message() -> CodeExpression {
        let start = index
        guard take("[") else { return .opaque("") }
        let receiver = expression()
        guard let head = current, head.kind == .identifier else {
            index = start
            skipBalanced()
            return .opaque("[…]")
        }
        index += 1
        var parts: [(keyword: String, value: CodeExpression)] = []
        var extra: [CodeExpression] = []
        /// `colorWithDynamicProvider:`'s block read as the pair it chooses from.
        var providerPair: CodeExpression?
        if take(":") {
            let outerProvider = readingProvider
            readingProvider = head.text == "colorWithDynamicProvider" || head.text == "initWithDynamicProvider"
            let value = expression()
            // Read as its pair, the provider's block is the value, not a block kept to run later.
            if readingProvider, case .opaque(CodeExpression.closureText) = value, let provider = blocks.last,
                let pair = DynamicProvider.pair(provider)
            {
                providerPair = pair
                blocks.removeLast()
            }
            readingProvider = outerProvider
            parts.append((head.text, value))
            while let keyword = current, keyword.kind == .identifier, peek(":", ahead: 1) {
                index += 2
                parts.append((keyword.text, expression()))
            }
            // `appearanceWhenContainedIn:A, B, nil`.
            while take(",") { extra.append(expression()) }
        }
        while let token = current, token.text != "]" {
            if token.kind == .punctuation, ["{", "[", "(", "@[", "@{", "@("].contains(token.text) { skipBalanced() } else { index += 1 }
        }
        _ = take("]")
        if let providerPair { return providerPair }
        // Any message to `self` in a class method: the class being implemented (`[[self appearance] set…]` in
        // `+initialize`; `[self colorWithR:215 G:65 B:100]` in `+ colorRedBrand` is `[UIColor colorWithR:…]`).
        // In an instance method `[self appearance]` is the object's own method (a theme's), not UIKit's proxy.
        if case .name("self") = receiver, let implementing {
            if inClassMethod { return ObjCSourceReader.swiftCall(.name(implementing), head.text, parts, extra) }
            if head.text == "appearance", parts.isEmpty {
                notProxies.insert(location(head))
                return .member(receiver, head.text)
            }
        }
        return ObjCSourceReader.swiftCall(receiver, head.text, parts, extra)
    }

    /// The message as the Swift call it stands for.
    private static func swiftCall(
        _ receiver: CodeExpression, _ selector: String, _ parts: [(keyword: String, value: CodeExpression)], _ extra: [CodeExpression]
    ) -> CodeExpression {
        let typeName = receiver.dottedName ?? ""
        if parts.isEmpty, ["init", "new", "dictionary"].contains(selector), ["NSDictionary", "NSMutableDictionary"].contains(typeName) {
            return .dictionary([])
        }
        if parts.isEmpty {
            switch selector {
            case "class": return .member(receiver, "self")
            case "alloc": return receiver
            case "init", "new": return .call(receiver, [])
            case "appearance": return .call(.member(receiver, "appearance"), [])
            case "CGColor": return .member(receiver, "cgColor")
            case "copy", "mutableCopy": return literalCopy(receiver, selector) ?? .call(.member(receiver, selector), [])
            // Manual reference counting's `[color retain]`: the value itself.
            case "retain", "autorelease": return receiver
            default:
                if typeName == "UIColor", selector.hasSuffix("Color") { return .member(receiver, String(selector.dropLast(5))) }
                return .call(.member(receiver, selector), [])
            }
        }
        let first = parts[0]
        let rest = parts.dropFirst().map { CodeArgument(label: label($0.keyword), value: $0.value) }
        switch first.keyword {
        case "appearanceWhenContainedInInstancesOfClasses":
            return .call(.member(receiver, "appearance"), [CodeArgument(label: "whenContainedInInstancesOf", value: first.value)])
        case "appearanceWhenContainedIn":
            let classes = ([first.value] + extra).filter { if case .null = $0 { return false } else { return true } }
            return .call(.member(receiver, "appearance"), [CodeArgument(label: "whenContainedInInstancesOf", value: .array(classes))])
        case "appearanceForTraitCollection":
            return .call(
                .member(receiver, "appearance"),
                [CodeArgument(label: "for", value: first.value)]
                    + rest.map {
                        CodeArgument(
                            label: $0.label == "whenContainedInInstancesOfClasses" ? "whenContainedInInstancesOf" : $0.label,
                            value: $0.value)
                    })
        default: break
        }
        if typeName == "NSDictionary" || typeName == "NSMutableDictionary", let entries = dictionaryEntries(first.keyword, parts, extra) {
            return .dictionary(entries)
        }
        // `[NSArray arrayWithObject:[UISearchBar class]]`, `arrayWithObjects:a, b, nil`: the list `@[…]` writes.
        if typeName == "NSArray" || typeName == "NSMutableArray", parts.count == 1 {
            switch first.keyword {
            case "arrayWithObject": return .array([first.value])
            case "arrayWithObjects", "initWithObjects": return .array(([first.value] + extra).filter { $0 != .null })
            default: break
            }
        }
        // Class factories and initializers: `colorWithRed:green:blue:alpha:`, `initWithIdiom:`, `fontWithName:size:`.
        let factories: [(prefix: String, type: String, method: String?)] = [
            ("colorWith", "UIColor", nil), ("colorNamed", "UIColor", nil), ("imageNamed", "UIImage", nil), ("fontWithName", "UIFont", nil),
            ("systemFontOfSize", "UIFont", "systemFont"), ("boldSystemFontOfSize", "UIFont", "boldSystemFont"),
            ("preferredFontForTextStyle", "UIFont", "preferredFont"), ("traitCollectionWith", "UITraitCollection", nil),
            ("effectWithStyle", "UIBlurEffect", nil), ("initWith", "", nil),
        ]
        for factory in factories where first.keyword.hasPrefix(factory.prefix) && (factory.type.isEmpty || typeName == factory.type) {
            var firstLabel = String(first.keyword.dropFirst(factory.prefix.count))
            if factory.prefix == "colorNamed" || factory.prefix == "imageNamed" { firstLabel = "named" }
            if factory.prefix == "fontWithName" { firstLabel = "name" }
            if factory.method == "systemFont" || factory.method == "boldSystemFont" { firstLabel = "ofSize" }
            if factory.method == "preferredFont" { firstLabel = "forTextStyle" }
            if factory.prefix == "effectWithStyle" { firstLabel = "style" }
            let arguments = [CodeArgument(label: lowerFirst(firstLabel), value: first.value)] + rest
            let callee: CodeExpression = factory.method.map { .member(receiver, $0) } ?? receiver
            return .call(callee, arguments)
        }
        if first.keyword == "colorWithAlphaComponent" {
            return .call(.member(receiver, "withAlphaComponent"), [CodeArgument(label: nil, value: first.value)])
        }
        return .call(.member(receiver, first.keyword), [CodeArgument(label: nil, value: first.value)] + rest)
    }

    /// `@{}.mutableCopy`, `[@[a, b] copy]`: a copy of a literal dictionary or list is that literal, which the code then
    /// changes as it would the copy (`attributes[NSFontAttributeName] = font`).
    private static func literalCopy(_ receiver: CodeExpression, _ selector: String) -> CodeExpression? {
        guard selector == "copy" || selector == "mutableCopy" else { return nil }
        switch receiver {
        case .dictionary, .array: return receiver
        default: return nil
        }
    }

    /// The entries of a dictionary made by a message, as `@{}` would write them:
    /// `dictionaryWithObjectsAndKeys:value, key, …, nil` (and `initWith…`), `dictionaryWithObject:forKey:`,
    /// `dictionaryWithObjects:@[…] forKeys:@[…]`, an empty one made with a capacity. Nil for another
    /// message or a list that does not pair up.
    private static func dictionaryEntries(
        _ keyword: String, _ parts: [(keyword: String, value: CodeExpression)], _ extra: [CodeExpression]
    ) -> [CodeEntry]? {
        switch keyword {
        case "dictionaryWithCapacity", "initWithCapacity": return []
        case "dictionaryWithObjectsAndKeys", "initWithObjectsAndKeys":
            var list = [parts[0].value] + extra
            if case .null? = list.last { list.removeLast() }
            guard parts.count == 1, list.count.isMultiple(of: 2) else { return nil }
            return stride(from: 0, to: list.count, by: 2).map { CodeEntry(key: list[$0 + 1], value: list[$0]) }
        case "dictionaryWithObject", "initWithObject":
            guard parts.count == 2, parts[1].keyword == "forKey" else { return nil }
            return [CodeEntry(key: parts[1].value, value: parts[0].value)]
        case "dictionaryWithObjects", "initWithObjects":
            guard parts.count == 2, parts[1].keyword == "forKeys", case .array(let values) = parts[0].value,
                case .array(let keys) = parts[1].value, keys.count == values.count
            else { return nil }
            return zip(keys, values).map { CodeEntry(key: $0, value: $1) }
        default: return nil
        }
    }

    /// `forState` → `for`, `barMetrics` → `barMetrics`: Swift's labels for the setters appearance code uses.
    private static func label(_ keyword: String) -> String {
        if keyword.hasPrefix("for"), keyword.count > 3, keyword.dropFirst(3).first?.isUppercase == true { return "for" }
        return keyword
    }

    private static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// Constants and enum cases as Swift spells them: `YES`, `nil`,
    /// `UIControlStateSelected` → `.selected`, `NSForegroundColorAttributeName` → `.foregroundColor`.
    private static func constant(_ name: String) -> CodeExpression {
        switch name {
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        case "nil", "NULL", "Nil": return .null
        case "NSForegroundColorAttributeName": return .member(nil, "foregroundColor")
        case "NSFontAttributeName": return .member(nil, "font")
        default: break
        }
        let prefixes = [
            "UIControlState", "UIFontWeight", "UIFontTextStyle", "UIBarStyle", "UIBarMetrics", "UIBarPosition", "UISearchBarStyle",
            "UIBlurEffectStyle", "UIUserInterfaceStyle", "UIUserInterfaceIdiom", "UIUserInterfaceSizeClass", "UIBarButtonItemStyle",
            "UIKeyboardAppearance", "UIActivityIndicatorViewStyle", "UITableViewCellSeparatorStyle", "UIStatusBarStyle",
        ]
        for prefix in prefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            return .member(nil, lowerFirst(String(name.dropFirst(prefix.count))))
        }
        return .name(name)
    }
}
