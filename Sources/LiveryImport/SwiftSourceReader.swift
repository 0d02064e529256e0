import Foundation
import LiveryCore
import SwiftParser
import SwiftSyntax

/// Reads Swift source with swift-syntax (Apple's own parser, so every
/// construct the compiler accepts parses) into the importer's model:
/// functions as statement lists, classes with their stored properties, and
/// named values declared outside functions. A file with syntax errors is
/// still read; the first error is reported as a warning.
struct SwiftSourceReader {
    /// Deepest expression nesting turned into the model; deeper is kept as text.
    static let maxExpressionDepth = 64
    /// Longest literal list a `for` loop is followed over, once per value; a loop inside it is not followed.
    static let maxLoopValues = 16

    private let path: String
    private let converter: SourceLocationConverter
    private let conditions: CompileConditions
    /// The methods that run their closure at once with the receiver as its parameter: ``libraryReceiverBlocks``, and the app's
    /// own (``receiverBlocks(declaredIn:)``).
    let receiverBlocks: Set<String>

    /// Most postfix steps (`.member`, `(…)`, `[…]`, `!`, `?`) one statement
    /// chains: each is a level of the syntax tree, which swift-syntax walks recursively.
    static let maxChain = 10_000
    /// Deepest nesting of brackets, braces, `#if`s, generic arguments and
    /// prefixes (``SwiftNestingScan``), and most operators in one expression:
    /// the parser's limit too, in debug builds as in release ones.
    static let maxNesting = 256
    /// The stack the reader runs on: room for ``maxChain`` levels of swift-syntax's recursion.
    static let stackBytes = 256 << 20

    static func read(
        text: String, path: String, conditions: CompileConditions = CompileConditions(), receiverBlocks: Set<String> = libraryReceiverBlocks
    ) -> SourceUnit {
        if let crossing = SwiftNestingScan.firstCrossing(Array(text.utf8)) {
            var unit = SourceUnit(path: path)
            unit.diagnostics.append(
                .error(
                    crossing.message, code: .nestingTooDeep, at: SourceLocation(file: path, line: crossing.line, column: crossing.column)))
            return unit
        }
        final class Box: @unchecked Sendable { var unit: SourceUnit? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.unit = parse(text: text, path: path, conditions: conditions, receiverBlocks: receiverBlocks)
            done.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        done.wait()
        // The thread may be torn down a moment later: it keeps nothing of the unit.
        let unit = box.unit ?? SourceUnit(path: path)
        box.unit = nil
        return unit
    }

    private static func parse(text: String, path: String, conditions: CompileConditions, receiverBlocks: Set<String>) -> SourceUnit {
        var parser = Parser(text, maximumNestingLevel: maxNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        let reader = SwiftSourceReader(
            path: path, converter: SourceLocationConverter(fileName: path, tree: tree), conditions: conditions, receiverBlocks: receiverBlocks)
        var unit = SourceUnit(path: path)
        if let (node, what) = tooDeep(tree) {
            unit.diagnostics.append(
                .error(
                    "code here \(what); the importer does not read the file", code: .nestingTooDeep, at: reader.location(node)))
            return unit
        }
        let declarations = DeclarationVisitor(reader: reader)
        declarations.walk(tree)
        unit.functions = declarations.functions
        unit.viewBodies = declarations.viewBodies
        unit.styles = declarations.styles
        unit.classes = declarations.classes
        unit.constants = declarations.constants
        unit.helpers = declarations.helpers
        unit.types = declarations.types
        unit.adoptions = declarations.adoptions
        unit.declaredProtocols = Set(declarations.types.filter { !$0.isConcrete }.map(\.name))
        unit.inactiveRegions = declarations.inactiveRegions
        let topLevel = tree.statements.filter { item in
            if case .decl = item.item { return false }
            return true
        }
        if !topLevel.isEmpty {
            unit.functions.append(CodeFunction(name: "top-level code", statements: topLevel.flatMap { reader.statements($0) }))
        }
        let sites = ProxySiteVisitor(reader: reader)
        sites.walk(tree)
        unit.proxySites = sites.sites
        unit.proxyMethodSites = sites.methodSites
        unit.inactiveRegions += sites.viewCallbacks + sites.keptClosures
        unit.viewCallbackCalls = sites.viewCallbackCalls
        unit.objectSites = sites.objectSites
        unit.windowSites = sites.windowSites
        let aliases = TypeAliasVisitor()
        aliases.walk(tree)
        unit.typeAliases = aliases.aliases
        if tree.hasError {
            let errors = SyntaxErrorVisitor(reader: reader)
            errors.walk(tree)
            if let first = errors.first {
                unit.diagnostics.append(
                    .warning(
                        "this is not valid Swift; the importer reads what it can", code: .sourceSyntax, at: first,
                        hint: "calls near the error may be missed"))
            }
        }
        return unit
    }

    /// Where the parser stopped at its nesting limit (nesting the scan
    /// before it counted otherwise), or an expression has more operators
    /// than ``maxNesting``: each operator is a level of the importer's model.
    private static func tooDeep(_ tree: SourceFileSyntax) -> (Syntax, String)? {
        if tree.hasMaximumNestingLevelOverflow {
            var node = Syntax(tree)
            while let deeper = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) { node = deeper }
            return (node, "nests more than \(maxNesting) levels")
        }
        let sequences = LongSequenceVisitor()
        sequences.walk(tree)
        return sequences.first.map { ($0, "has more than \(maxNesting) operators in one expression") }
    }

    private init(path: String, converter: SourceLocationConverter, conditions: CompileConditions, receiverBlocks: Set<String>) {
        self.path = path
        self.converter = converter
        self.conditions = conditions
        self.receiverBlocks = receiverBlocks
    }

    func location(_ node: some SyntaxProtocol) -> LiveryCore.SourceLocation {
        let start = node.startLocation(converter: converter)
        return LiveryCore.SourceLocation(file: path, line: start.line, column: start.column)
    }

    func endLine(_ node: some SyntaxProtocol) -> Int { node.endLocation(converter: converter).line }

    func lines(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
        let first = location(node).line
        return first...max(first, endLine(node))
    }

    // MARK: Statements

    func statements(_ items: CodeBlockItemListSyntax) -> [CodeStatement] {
        let runHere = SwiftSourceReader.closuresCalledOnce(in: items)
        guard !runHere.isEmpty else { return items.flatMap { statements($0) } }
        return items.flatMap { item -> [CodeStatement] in
            let at = location(item)
            let end = endLine(item)
            if let (name, _) = SwiftSourceReader.localClosure(item), runHere[name] != nil {
                return [CodeStatement(kind: .bind(name, .opaque(CodeExpression.closureText)), location: at, endLine: end)]
            }
            if let name = SwiftSourceReader.callOfLocal(item), let closure = runHere[name] {
                return [CodeStatement(kind: .block(statements(closure.statements)), location: at, endLine: end)]
            }
            return statements(item)
        }
    }

    /// The closures a block keeps in a local (`let setTitleColor = { … }`) and calls once, by a statement of its own
    /// (`setTitleColor()`), naming it nowhere else: their statements run there, as a function's body would.
    private static func closuresCalledOnce(in items: CodeBlockItemListSyntax) -> [String: ClosureExprSyntax] {
        let declared = Dictionary(items.compactMap(localClosure)) { first, _ in first }
        guard !declared.isEmpty else { return [:] }
        var calls: [String: Int] = [:]
        var named: Set<String> = []
        for item in items {
            if let name = callOfLocal(item), declared[name] != nil {
                calls[name, default: 0] += 1
                continue
            }
            let own = localClosure(item)?.name
            for token in item.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(token.text) && token.text != own {
                if declared[token.text] != nil { named.insert(token.text) }
            }
        }
        return declared.filter { calls[$0.key] == 1 && !named.contains($0.key) }
    }

    /// `let name = { … }` (or `var`), a closure taking no parameters.
    private static func localClosure(_ item: CodeBlockItemSyntax) -> (name: String, closure: ClosureExprSyntax)? {
        guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let closure = binding.initializer?.value.as(ClosureExprSyntax.self), closure.signature?.parameterClause == nil
        else { return nil }
        return (name, closure)
    }

    /// `name()`, a statement calling a local by name with no arguments.
    private static func callOfLocal(_ item: CodeBlockItemSyntax) -> String? {
        guard case .expr(let expr) = item.item, let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return callee.baseName.text
    }

    func statements(_ item: CodeBlockItemSyntax) -> [CodeStatement] {
        let at = location(item)
        let end = endLine(item)
        func make(_ kind: CodeStatement.Kind) -> CodeStatement { CodeStatement(kind: kind, location: at, endLine: end) }
        switch item.item {
        case .decl(let decl):
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) { return ifConfigStatements(ifConfig) }
            guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                // `let name: String`, given its value below (in each case of a `switch`, say): nil until then.
                guard let value = binding.initializer?.value else { return make(.bind(name, .null)) }
                // `let appearance: UIToolbarAppearance = { let a = UIToolbarAppearance(); …; return a }()`: the
                // closure runs here, so its statements are followed in place and its returned value is bound.
                if let (run, returned) = SwiftSourceReader.calledAtOnce(value) {
                    let body = run.flatMap { statements($0) }
                    return make(.block(body + [make(.bind(name, expression(returned)))]))
                }
                // `let appearance = UINavigationBarAppearance().then { $0.backgroundColor = … }`: the value made, then
                // the closure run at once on it, its parameter the local.
                if let call = value.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure, call.arguments.isEmpty,
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
                    receiverBlocks.contains(member.declName.baseName.text)
                {
                    let parameter = closureParameter(closure) ?? "$0"
                    return make(
                        .block(
                            [make(.bind(name, expression(receiver)))]
                                + [make(.block([make(.bind(parameter, .name(name)))] + statements(closure.statements)))]))
                }
                // `let apply = { bar.tintColor = … }`: kept to run later, so what it sets is reported, not followed.
                if let closure = value.as(ClosureExprSyntax.self), let (reason, _) = SwiftSourceReader.destination(of: closure) {
                    return make(
                        .block([
                            make(.bind(name, .opaque(CodeExpression.closureText))),
                            make(.unfollowed(reason: reason, stoppedAt: name, obsolete: false, statements(closure.statements))),
                        ]))
                }
                let kept = keptClosures(in: value, make)
                var bound = expression(value)
                // `let appearance: UINavigationBarAppearance = .init()`: the initializer of the type written.
                if case .call(.member(nil, "init"), let arguments) = bound,
                    let type = binding.typeAnnotation?.type.trimmedDescription.trimmingCharacters(in: ["?", "!"]),
                    type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                {
                    bound = .call(.name(type), arguments)
                }
                return kept.isEmpty ? make(.bind(name, bound)) : make(.block(kept + [make(.bind(name, bound))]))
            }
        case .expr(let expr):
            return [statement(expr, make)]
        case .stmt(let stmt):
            if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression { return [statement(expr, make)] }
            if let guardStmt = stmt.as(GuardStmtSyntax.self) {
                if guardStmt.conditions.allSatisfy({ availability($0) != nil }) { return [] }
                // `guard let name = value else { … }`: a test that the value is not nil, the name bound after it.
                if guardStmt.conditions.count == 1, let (value, bind) = optionalBinding(guardStmt.conditions.first) {
                    return [
                        make(
                            .branch(
                                .arithmetic("!=", value, .null), then: [bind], otherwise: statements(guardStmt.body.statements),
                                stoppedAt: "guard " + guardStmt.conditions.trimmedDescription))
                    ]
                }
                return [
                    make(
                        .unfollowed(
                            reason: "the else branch of a guard", stoppedAt: "guard " + guardStmt.conditions.trimmedDescription, obsolete: false,
                            statements(guardStmt.body.statements)))
                ]
            }
            if let loop = stmt.as(ForStmtSyntax.self) {
                // Over a short literal list of values (`for metrics in [.default, .compact]`), the body runs once per value.
                if loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
                    let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let list = loop.sequence.as(ArrayExprSyntax.self), (1...SwiftSourceReader.maxLoopValues).contains(list.elements.count)
                {
                    let body = statements(loop.body.statements)
                    if !CodeStatement.containsLoop(body) {
                        return [make(.loop(name, list.elements.map { expression($0.expression) }, body))]
                    }
                }
                // Inside, the name holds the list's first value: an object read from a proxy (`for appearance in
                // [bar.standardAppearance, bar.scrollEdgeAppearance].compactMap { $0 }`) stays one, and a line changing
                // it is reported.
                let first = SwiftSourceReader.listed(loop.sequence)?.elements.first.map { element -> CodeStatement in
                    make(.bind(loop.pattern.trimmedDescription, expression(element.expression)))
                }
                let body = (loop.pattern.is(IdentifierPatternSyntax.self) ? first.map { [$0] } ?? [] : []) + statements(loop.body.statements)
                return [make(.unfollowed(reason: "a loop", stoppedAt: "for", obsolete: false, body))]
            }
            if let loop = stmt.as(WhileStmtSyntax.self) {
                return [make(.unfollowed(reason: "a loop", stoppedAt: "while", obsolete: false, statements(loop.body.statements)))]
            }
            if let loop = stmt.as(RepeatStmtSyntax.self) {
                return [make(.unfollowed(reason: "a loop", stoppedAt: "repeat", obsolete: false, statements(loop.body.statements)))]
            }
            if let block = stmt.as(DoStmtSyntax.self) { return [make(.block(statements(block.body.statements)))] }
            // A bare `return` ends the function too: what follows a theme branch holding one runs for the other themes only.
            if let returned = stmt.as(ReturnStmtSyntax.self) {
                let kept = returned.expression.map { keptClosures(in: $0, make) + viewCallbacks(inChainOf: $0, make) } ?? []
                return kept + [make(.returns(returned.expression.map { expression($0) } ?? .null))]
            }
            if let block = stmt.as(DeferStmtSyntax.self) { return [make(.block(statements(block.body.statements)))] }
            return []
        }
    }

    /// `{ let appearance = UINavigationBarAppearance(); …; return appearance }()`: a closure taking nothing, called where it
    /// is written: the statements it runs before its `return`, and the value returned.
    static func calledAtOnce(_ expr: ExprSyntax) -> (run: [CodeBlockItemSyntax], returned: ExprSyntax)? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil,
            let last = closure.statements.last, let returned = SwiftSourceReader.returnedValue(last)
        else { return nil }
        return (Array(closure.statements.dropLast()), returned)
    }

    private func statement(_ expr: ExprSyntax, _ make: (CodeStatement.Kind) -> CodeStatement) -> CodeStatement {
        // `Text(…).onAppear { … }.padding()`: a view's callback further in the chain, walked after the statement.
        let callbacks = viewCallbacks(inChainOf: expr, make)
        return callbacks.isEmpty ? chainStatement(expr, make) : make(.block([chainStatement(expr, make)] + callbacks))
    }

    /// The view callbacks of a view's `body` of one expression (`NavigationStack { … }.onAppear { … }`), each as statements
    /// not followed: the root view's, followed where launch makes it (``AppearanceInterpreter/appearsAtLaunch``).
    func viewCallbacks(ofBody value: ExprSyntax) -> [CodeStatement] {
        let at = location(value)
        let end = endLine(value)
        return viewCallbacks(inChainOf: value, { CodeStatement(kind: $0, location: at, endLine: end) }, outermost: true)
    }

    /// The `onAppear`, `task` and `onDisappear` closures of the calls a chain is sent through, but the outermost (which
    /// ``chainStatement(_:_:)`` reads) unless asked, each as statements not followed, with why.
    private func viewCallbacks(
        inChainOf expr: ExprSyntax, _ make: (CodeStatement.Kind) -> CodeStatement, outermost: Bool = false
    ) -> [CodeStatement] {
        var found: [CodeStatement] = []
        var current = expr
        for depth in 0..<SwiftSourceReader.maxExpressionDepth {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base
            {
                if depth > 0 || outermost, let callback = viewCallback(call, make) { found.append(callback) }
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else {
                break
            }
        }
        return found.reversed()
    }

    /// A SwiftUI view's `onAppear`, `task` or `onDisappear` call's closure, as statements not followed, with why; nil for
    /// any other call.
    private func viewCallback(_ call: FunctionCallExprSyntax, _ make: (CodeStatement.Kind) -> CodeStatement) -> CodeStatement? {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ProxySiteVisitor.viewCallbackNames.contains(name), let closure = call.trailingClosure
        else { return nil }
        return make(.unfollowed(reason: SwiftSourceReader.viewCallbackReason(name), stoppedAt: name, obsolete: false, statements(closure.statements)))
    }

    private func chainStatement(_ expr: ExprSyntax, _ make: (CodeStatement.Kind) -> CodeStatement) -> CodeStatement {
        if let wrapped = expr.as(TryExprSyntax.self) { return statement(wrapped.expression, make) }
        if let wrapped = expr.as(AwaitExprSyntax.self) { return statement(wrapped.expression, make) }
        // `bar.apply({ let appearance = UINavigationBarAppearance(); …; return appearance }())`: the closure runs where the
        // argument is, before the call: its statements are followed in place, and the call given what it returns.
        if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let (position, run, returned) = call.arguments.enumerated().lazy.compactMap({ position, argument in
                SwiftSourceReader.calledAtOnce(argument.expression).map { (position, $0.run, $0.returned) }
            }).first
        {
            let value = expression(returned)
            let name = value.dottedName.flatMap { $0.contains(".") ? nil : $0 } ?? CodeExpression.closureText + "()"
            var arguments = call.arguments.map { CodeArgument(label: $0.label?.text, value: expression($0.expression)) }
            arguments[position].value = .name(name)
            return make(
                .block(
                    run.flatMap { statements($0) } + [make(.bind(name, value))]
                        + [make(.evaluate(SwiftSourceReader.swift3Spelling(expression(call.calledExpression), arguments)))]))
        }
        if let branch = expr.as(IfExprSyntax.self) { return make(ifStatement(branch)) }
        if let choice = expr.as(SwitchExprSyntax.self) {
            var cases: [CodeStatement.Case] = []
            for item in choice.cases {
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { continue }
                var patterns: [CodeExpression]?
                if case .case(let label) = switchCase.label {
                    // A pattern that is not an expression (`let x`, `where`) is kept as text: it matches no theme known.
                    patterns = label.caseItems.map { item in
                        guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                            return .opaque(item.trimmedDescription)
                        }
                        return expression(pattern.expression)
                    }
                }
                cases.append(CodeStatement.Case(patterns: patterns, body: statements(switchCase.statements)))
            }
            return make(.cases(expression(choice.subject), cases, stoppedAt: choice.subject.trimmedDescription))
        }
        // `proxy.do { $0.tintColor = … }` (Then's `do` and `then`, `with`, Kotlin-style `apply`): the
        // closure runs at once with the receiver as its parameter, so its statements are followed in place.
        // `UIApplication.shared.windows.forEach { $0.overrideUserInterfaceStyle = .dark }` too: the parameter is the
        // app's window (the list's first; the others are the keyboard's and alerts').
        if let call = expr.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure, call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base
        {
            let method = member.declName.baseName.text
            let received = expression(receiver)
            let bound: CodeExpression? =
                receiverBlocks.contains(method)
                ? received : method == "forEach" && received.dottedName?.hasSuffix(".windows") == true ? .member(received, "first") : nil
            if let bound {
                let parameter = closureParameter(closure) ?? "$0"
                return make(.block([make(.bind(parameter, bound))] + statements(closure.statements)))
            }
            // `[.normal, .highlighted].forEach { proxy.setTitleTextAttributes(…, for: $0) }` is `for … in` that list.
            if method == "forEach", let list = receiver.as(ArrayExprSyntax.self), (1...SwiftSourceReader.maxLoopValues).contains(list.elements.count) {
                let body = statements(closure.statements)
                if !CodeStatement.containsLoop(body) {
                    return make(.loop(closureParameter(closure) ?? "$0", list.elements.map { expression($0.expression) }, body))
                }
            }
        }
        // A trailing closure (`DispatchQueue.main.async { … }`, `UIView.performWithoutAnimation { … }`)
        // runs its statements: they are followed after the call.
        if let call = expr.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure {
            // An event's handler (`moreButton.onTap { … }`, `publisher.sink { … }`) runs when the event comes, not where it
            // is written: what it sets is reported with where it went, and what it calls known to run then.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), SwiftSourceReader.isEventHandler(member.declName.baseName.text),
                let (reason, stoppedAt) = SwiftSourceReader.destination(of: closure)
            {
                return make(
                    .block([
                        make(.evaluate(expression(expr))),
                        make(.unfollowed(reason: reason, stoppedAt: stoppedAt, obsolete: false, statements(closure.statements))),
                    ]))
            }
            // A SwiftUI view's `onAppear` and `task` run while the view shows, its `onDisappear` as it goes away, never at
            // launch: in a modifier's `body(content:)` or a view extension's function as in a view's `body`.
            if let callback = viewCallback(call, make) {
                return make(.block([make(.evaluate(expression(expr))), callback]))
            }
            return make(.block([make(.evaluate(expression(expr))), make(.block(statements(closure.statements)))]))
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
                let value = elements.count == 3 ? expression(elements[2]) : fold(Array(elements[2...]), depth: 1)
                let assign = make(.assign(expression(elements[0]), value))
                // `settings[key] = [Setting(callback: { … })]`: the closures the value gives the objects it makes are kept to
                // run later, reported where they are, and what they call known to run then.
                let kept = elements.count == 3 ? keptClosures(in: elements[2], make) : []
                return kept.isEmpty ? assign : make(.block([assign] + kept))
            }
        }
        // `stream.subscribe(onNext: { … })`: a closure handed on runs when the callee calls it; what it sets is
        // reported with where it went, not followed.
        let handed = unfollowedClosures(in: expr, make) { $0.parent?.is(LabeledExprSyntax.self) == true }
        // `clear ? appearance.configureWithTransparentBackground() : appearance.configureWithDefaultBackground()`: an `if` in one line.
        if handed.isEmpty, case .choice(let test, let then, let otherwise) = expression(expr) {
            return make(.branch(test, then: [make(.evaluate(then))], otherwise: [make(.evaluate(otherwise))], stoppedAt: test.description))
        }
        guard !handed.isEmpty else { return make(.evaluate(expression(expr))) }
        return make(.block([make(.evaluate(expression(expr)))] + handed))
    }

    /// Where a closure goes that does not run where it is written, as a reason and the name evaluation stops at:
    /// passed to a call (`subscribe(onNext: { … })`) or kept in a variable (`let apply = { … }`); nil otherwise.
    static func destination(of closure: ClosureExprSyntax) -> (reason: String, stoppedAt: String)? {
        func called(_ call: FunctionCallExprSyntax) -> String {
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "a function"
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            let name = called(call)
            let label = argument.label.map { "\($0.text):" } ?? "_:"
            return ("a closure passed to \(name)(\(label)) to run when \(name) calls it", "\(name)(\(label))")
        }
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            let name = called(call)
            return ("a closure passed to \(name)(…) to run when \(name) calls it", "\(name)(…)")
        }
        if let binding = closure.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return ("a closure kept in '\(name)' to run when it is called", name)
        }
        return nil
    }

    /// The closures a value gives the object it makes (`return SettingsItem(title: "Feedback") { AppearanceHelper.setLight() }`,
    /// `let action = UIAction { _ in … }`): kept to run when that object calls them, so what they set, and the functions
    /// they call, are reported with where they went rather than followed. A colour's or an image's provider is the value.
    private func keptClosures(in value: some SyntaxProtocol, _ make: (CodeStatement.Kind) -> CodeStatement) -> [CodeStatement] {
        unfollowedClosures(in: value, make) { closure in
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            guard let type = call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return type.first?.isUppercase == true && !["UIColor", "UIImage", "Color"].contains(type)
        }
    }

    /// The outermost closures in `syntax` that `passes` picks, each as statements not followed, with where it went
    /// (``destination(of:)``).
    private func unfollowedClosures(
        in syntax: some SyntaxProtocol, _ make: (CodeStatement.Kind) -> CodeStatement, where passes: @escaping (ClosureExprSyntax) -> Bool
    ) -> [CodeStatement] {
        let visitor = ClosureVisitor(passes)
        visitor.walk(syntax)
        return visitor.found.compactMap { closure in
            guard let (reason, stoppedAt) = SwiftSourceReader.destination(of: closure) else { return nil }
            return make(.unfollowed(reason: reason, stoppedAt: stoppedAt, obsolete: false, statements(closure.statements)))
        }
    }

    /// A method taking the handler of an event as its trailing closure: `onTap`, `onValueChanged` (`on` and a capital; not
    /// a SwiftUI view's callbacks, `onAppear`, `onDisappear`), Combine's `sink`, Rx's `subscribe`, an observer's `observe`.
    static func isEventHandler(_ method: String) -> Bool {
        if ["sink", "subscribe", "observe"].contains(method) { return true }
        guard method.hasPrefix("on"), let third = method.dropFirst(2).first else { return false }
        return third.isUppercase && !ProxySiteVisitor.viewCallbackNames.contains(method)
    }

    /// Methods that run their closure at once with the receiver as its parameter: Then's `do`, `then` and `with`,
    /// Kotlin-style `apply`.
    static let libraryReceiverBlocks: Set<String> = ["do", "then", "with", "apply"]

    /// The app's own methods that run a closure at once with their receiver (`func run<R>(block: (Self) -> R) -> R {
    /// return block(self) }` in a protocol's extension): a parameter called with `self`, or a copy of it (`var copy =
    /// self; block(&copy)`), by a statement of the body's own, not one in a branch.
    static func receiverBlocks(declaredIn functions: [CodeFunction]) -> Set<String> {
        var found: Set<String> = []
        for function in functions where function.owner != nil && !function.isStatic && !function.isInit {
            let parameters = Set(function.parameters.map(\.name))
            var copies: Set<String> = ["self"]
            let isReceiver = { (value: CodeExpression) in
                switch value {
                case .name(let name): return copies.contains(name)
                case .opaque(let text): return text.hasPrefix("&") && copies.contains(String(text.dropFirst()))
                default: return false
                }
            }
            for statement in function.statements {
                switch statement.kind {
                case .bind(let name, .name("self")): copies.insert(name)
                case .evaluate(.call(.name(let callee), let arguments)), .returns(.call(.name(let callee), let arguments)):
                    if parameters.contains(callee), arguments.count == 1, isReceiver(arguments[0].value) { found.insert(function.name) }
                default: break
                }
            }
        }
        return found
    }

    /// The name of a closure's first parameter (`bar` in `{ bar in … }`); nil for `$0`.
    private func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): return names.first?.name.text
        case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
    }

    /// The containers whose trailing closure is the content they make as they are made (not an action, not a
    /// view made later): what a root view's body makes through them is made at launch.
    static let viewContainers: Set<String> = [
        "Group", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "NavigationView", "NavigationStack",
        "NavigationSplitView", "ScrollView", "TabView", "GeometryReader", "ViewThatFits", "WindowGroup",
    ]

    /// The types a SwiftUI `body` makes whatever happens (`Group { MainTab().isHidden(…); Login() }`): calls of
    /// a type's name, through modifiers' receivers and arguments and the content of ``viewContainers``, outside every
    /// `switch` and modifier's closure, and outside every `if` but where each of its branches makes the type
    /// (`if #available(iOS 14, *) { Search().padding() } else { Search() }`).
    static func viewsMade(by body: CodeBlockItemListSyntax, depth start: Int = 0) -> [String] {
        var made: [String] = []
        var pending: [(ExprSyntax, Int)] = body.compactMap { item in
            item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        }.map { ($0, start) }
        while let (expr, depth) = pending.popLast(), depth < maxExpressionDepth {
            if let branch = expr.as(IfExprSyntax.self) {
                made += viewsMade(byEveryBranchOf: branch, depth: depth + 1)
                continue
            }
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
                pending.append((base, depth + 1))
                continue
            }
            // `WindowGroup { … }` followed by `#if os(visionOS) .defaultSize(…) #endif`: the view is made whichever clause is compiled.
            if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                pending.append((base, depth + 1))
                continue
            }
            guard let call = expr.as(FunctionCallExprSyntax.self) else { continue }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                // `.isHidden(…)`, `.modifier(BarModifier(…))`: the receiver and what the arguments make are made as the
                // body runs; the modifier's closures (`.sheet { Detail() }`) are not followed.
                if let base = member.base { pending.append((base, depth + 1)) }
                for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                    pending.append((argument.expression, depth + 1))
                }
                continue
            }
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else {
                continue
            }
            made.append(type)
            guard viewContainers.contains(type), let content = call.trailingClosure, content.signature == nil else { continue }
            for item in content.statements {
                if let inner = item.item.as(ExprSyntax.self) { pending.append((inner, depth + 1)) }
            }
        }
        return made
    }

    /// The types each branch of an `if` with an `else` makes whatever happens; none for an `if` without one.
    private static func viewsMade(byEveryBranchOf branch: IfExprSyntax, depth: Int) -> [String] {
        guard depth < maxExpressionDepth, let otherwise = branch.elseBody else { return [] }
        let first = viewsMade(by: branch.body.statements, depth: depth + 1)
        let other: [String]
        switch otherwise {
        case .codeBlock(let block): other = viewsMade(by: block.statements, depth: depth + 1)
        case .ifExpr(let next): other = viewsMade(byEveryBranchOf: next, depth: depth + 1)
        }
        return first.filter(other.contains)
    }

    /// A declared name as a call spells it: `` `default` `` is called as `.default(…)`.
    static func plainName(_ token: TokenSyntax) -> String { token.text.filter { $0 != "`" } }

    /// The locals bound to a proxy before `node` in the blocks around it, up to its function or closure
    /// (`let bar = UINavigationBar.appearance()`): a branch using one sets proxies.
    private func proxyLocals(before node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var child = Syntax(node)
        while let parent = child.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < child.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if binding.initializer?.value.trimmedDescription.contains(".appearance(") == true { names.insert(name) } else { names.remove(name) }
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(ClosureExprSyntax.self)
            {
                break
            }
            child = parent
        }
        return names
    }

    /// `if #available(iOS N, *)`: the branch that runs on iOS 15 is followed,
    /// the other is obsolete; any other condition is not followed.
    private func ifStatement(_ branch: IfExprSyntax) -> CodeStatement.Kind {
        let then = statements(branch.body.statements)
        var otherwise: [CodeStatement] = []
        switch branch.elseBody {
        case .ifExpr(let next):
            otherwise = [CodeStatement(kind: ifStatement(next), location: location(next), endLine: endLine(next))]
        case .codeBlock(let block):
            otherwise = statements(block.statements)
        case nil:
            break
        }
        let otherwiseAt = branch.elseBody.map { location($0) } ?? location(branch)
        let otherwiseEnd = branch.elseBody.map { endLine($0) } ?? endLine(branch)
        func elseStatement(_ kind: CodeStatement.Kind) -> CodeStatement {
            CodeStatement(kind: kind, location: otherwiseAt, endLine: otherwiseEnd)
        }
        // `#available(iOS 13, *)`, or a comparison of the version string's number as Swift 2 apps wrote it:
        // `NSString(string: UIDevice.currentDevice().systemVersion).floatValue >= 8.0`.
        let check = branch.conditions.count == 1 ? branch.conditions.first.flatMap { first in
            availability(first).map { ($0, $1, ($0 ? "#available" : "#unavailable") + "(iOS \($1))") }
                ?? VersionCheck.parse(first.trimmedDescription.filter { !$0.isWhitespace }).map { ($0.available, $0.version, $0.written) }
        } : nil
        if let (available, version, written) = check {
            let proxies = proxyLocals(before: branch)
            let bothSet = CodeStatement.setsProxies(then, proxies: proxies) && CodeStatement.setsProxies(otherwise, proxies: proxies)
            func branchStatement(_ inner: [CodeStatement], then: Bool) -> [CodeStatement] {
                guard !inner.isEmpty else { return [] }
                let reach = conditions.reach(available: available, version, then: then)
                guard let (reason, obsolete) = conditions.reason(reach, written: written, bothSet: bothSet)
                else { return [CodeStatement(kind: .block(inner), location: location(branch), endLine: endLine(branch))] }
                let kind = CodeStatement.Kind.unfollowed(reason: reason, stoppedAt: written, obsolete: obsolete, inner)
                return [then ? CodeStatement(kind: kind, location: location(branch), endLine: endLine(branch.body)) : elseStatement(kind)]
            }
            return .block(branchStatement(then, then: true) + branchStatement(otherwise, then: false))
        }
        // Written on one line, however the code breaks it.
        let condition = branch.conditions.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let shortened = condition.count > 60 ? String(condition.prefix(57)) + "…" : condition
        if branch.conditions.count == 1, case .expression(let test)? = branch.conditions.first?.condition {
            return .branch(expression(test), then: then, otherwise: otherwise, stoppedAt: shortened)
        }
        // `if let name = value`: a test that the value is not nil, the name bound where it holds.
        if branch.conditions.count == 1, let (value, bind) = optionalBinding(branch.conditions.first) {
            return .branch(.arithmetic("!=", value, .null), then: [bind] + then, otherwise: otherwise, stoppedAt: shortened)
        }
        return .unfollowed(reason: "a branch on \(shortened)", stoppedAt: shortened, obsolete: false, then + otherwise)
    }

    /// `let name = value` (or `let name`) as an `if` or `guard` condition: the value, and the statement binding the name.
    private func optionalBinding(_ element: ConditionElementSyntax?) -> (CodeExpression, CodeStatement)? {
        guard case .optionalBinding(let binding)? = element?.condition,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        let value = binding.initializer.map { expression($0.value) } ?? .name(name)
        return (value, CodeStatement(kind: .bind(name, value), location: location(binding), endLine: endLine(binding)))
    }

    /// `#available(iOS 13.0, *)` as (available, 13); nil for any other condition.
    private func availability(_ element: ConditionElementSyntax) -> (Bool, CompileConditions.Version)? {
        guard case .availability(let condition) = element.condition else { return nil }
        let available = condition.availabilityKeyword.tokenKind == .poundAvailable
        for argument in condition.availabilityArguments {
            if case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text.hasPrefix("iOS"),
                let version = restriction.version.flatMap({ CompileConditions.Version($0.trimmedDescription) })
            {
                return (available, version)
            }
        }
        return (available, CompileConditions.Version(0))
    }

    // MARK: #if

    /// The clause of a `#if` the compiler takes, and why the others are not
    /// (a platform other than iOS: nothing to write; a flag not given; a
    /// condition the importer does not evaluate: no clause is taken).
    func activeClause(_ node: IfConfigDeclSyntax) -> (index: Int?, reason: String, stoppedAt: String, obsolete: Bool) {
        var unset: [String] = []
        var set: [String] = []
        var last = ""
        func inactive(_ index: Int?) -> (index: Int?, reason: String, stoppedAt: String, obsolete: Bool) {
            let branch = CompileConditions.uncompiledBranch
            if let flag = unset.first {
                return (index, "\(branch) decided by \(flag), a flag the import was not given (-D \(flag))", flag, false)
            }
            if let flag = set.first { return (index, "\(branch) the flag given with -D \(flag) leaves out", flag, true) }
            return (index, "\(branch) not compiled for iOS on a device", "#if " + last, true)
        }
        for (index, clause) in node.clauses.enumerated() {
            guard let condition = clause.condition else { return inactive(index) }
            last = condition.trimmedDescription
            guard let outcome = conditions.evaluate(condition) else {
                return (nil, "a #if on \(last), a condition the importer does not evaluate", "#if " + last, false)
            }
            unset += outcome.unsetFlags
            set += outcome.setFlags
            if outcome.holds { return inactive(index) }
        }
        return inactive(nil)
    }

    /// The statements of a `#if` in a body: the compiled clause's followed, the others' reported.
    private func ifConfigStatements(_ node: IfConfigDeclSyntax) -> [CodeStatement] {
        let active = activeClause(node)
        var result: [CodeStatement] = []
        for (index, clause) in node.clauses.enumerated() {
            guard case .statements(let items)? = clause.elements else { continue }
            let inner = statements(items)
            if index == active.index {
                result += inner
            } else if !inner.isEmpty {
                result.append(
                    CodeStatement(
                        kind: .unfollowed(reason: active.reason, stoppedAt: active.stoppedAt, obsolete: active.obsolete, inner),
                        location: location(clause),
                        endLine: endLine(clause)))
            }
        }
        return result
    }

    // MARK: Expressions

    func expression(_ expr: ExprSyntax, depth: Int = 0) -> CodeExpression {
        guard depth < SwiftSourceReader.maxExpressionDepth else { return .opaque("…") }
        let next = depth + 1
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return .name(reference.baseName.text) }
        // `super`, as Objective-C's reader names it: `super.viewDidLoad()` is the superclass's method.
        if expr.is(SuperExprSyntax.self) { return .name("super") }
        // Code that does not parse leaves a value out (`UIColor(red: 1, green: )`): a report names it so.
        if expr.is(MissingExprSyntax.self) { return .opaque("a value left out (the code does not parse here)") }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return .member(member.base.map { expression($0, depth: next) }, member.declName.baseName.text)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let choice = dynamicProvider(call, depth: next) { return choice }
            // `[NSAttributedString.Key: Any]()`, `Dictionary<…>()`: an empty dictionary.
            if call.arguments.isEmpty, call.trailingClosure == nil,
                call.calledExpression.is(DictionaryExprSyntax.self) || call.calledExpression.trimmedDescription.hasPrefix("Dictionary<")
            {
                return .dictionary([])
            }
            let closure = call.trailingClosure.map { _ in [CodeArgument(label: nil, value: .opaque(CodeExpression.closureText))] } ?? []
            return SwiftSourceReader.swift3Spelling(
                expression(call.calledExpression, depth: next),
                call.arguments.map { CodeArgument(label: $0.label?.text, value: expression($0.expression, depth: next)) } + closure)
        }
        if let macro = expr.as(MacroExpansionExprSyntax.self) {
            return .call(
                .name("#" + macro.macroName.text),
                macro.arguments.map { CodeArgument(label: $0.label?.text, value: expression($0.expression, depth: next)) })
        }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return number(integer.literal.text).map { .number($0) } ?? .opaque(integer.literal.text)
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return number(float.literal.text).map { .number($0) } ?? .opaque(float.literal.text)
        }
        if let flag = expr.as(BooleanLiteralExprSyntax.self) { return .bool(flag.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let string = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in string.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return .opaque(string.trimmedDescription) }
                text += plain.content.text
            }
            return .string(text)
        }
        if let array = expr.as(ArrayExprSyntax.self) { return .array(array.elements.map { expression($0.expression, depth: next) }) }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(
                elements.map { CodeEntry(key: expression($0.key, depth: next), value: expression($0.value, depth: next)) })
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            return .call(
                .member(expression(subscriptCall.calledExpression, depth: next), CodeExpression.subscriptName),
                subscriptCall.arguments.map { CodeArgument(label: $0.label?.text, value: expression($0.expression, depth: next)) })
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return expression(unwrap.expression, depth: next) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return expression(chain.expression, depth: next) }
        if let wrapped = expr.as(TryExprSyntax.self) { return expression(wrapped.expression, depth: next) }
        if let wrapped = expr.as(AwaitExprSyntax.self) { return expression(wrapped.expression, depth: next) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return expression(only.expression, depth: next)
        }
        // `(r: …, g: …, b: …)`: its members are read by label, `components.r`, or by place, `components.0`.
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return .call(
                .name(CodeExpression.tupleName),
                tuple.elements.map { CodeArgument(label: $0.label?.text, value: expression($0.expression, depth: next)) })
        }
        // `!italic`: the Bool tested against false, as a branch's test decides it.
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .arithmetic("==", expression(prefix.expression, depth: next), .bool(false))
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            let operand = expression(prefix.expression, depth: next)
            if case .number(let value) = operand { return .number(-value) }
            return .arithmetic("*", .number(-1), operand)
        }
        if let type = expr.as(TypeExprSyntax.self) { return .name(type.type.trimmedDescription) }
        if expr.is(ClosureExprSyntax.self) { return .opaque(CodeExpression.closureText) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return styleChoice(
                [ternary.condition], then: ternary.thenExpression, otherwise: expression(ternary.elseExpression, depth: next), depth: next)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return fold(Array(sequence.elements), depth: next) }
        return .opaque(expr.trimmedDescription)
    }

    /// An unfolded operator sequence: `??` takes its left side (the value the
    /// code means), casts are dropped, and `+ - * /` keep their precedence.
    private func fold(_ elements: [ExprSyntax], depth: Int) -> CodeExpression {
        guard let first = elements.first else { return .opaque("") }
        if let mark = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[mark].as(UnresolvedTernaryExprSyntax.self)
        {
            let rest = Array(elements[(mark + 1)...])
            let otherwise = rest.count == 1 ? expression(rest[0], depth: depth + 1) : fold(rest, depth: depth + 1)
            return styleChoice(Array(elements[..<mark]), then: ternary.thenExpression, otherwise: otherwise, depth: depth + 1)
        }
        // Each operator is a level of the result: past the model's depth it is kept as text.
        guard depth + elements.count / 2 < SwiftSourceReader.maxExpressionDepth else { return opaque(elements) }
        var operands: [CodeExpression] = [expression(first, depth: depth)]
        var operators: [String] = []
        var index = 1
        while index < elements.count {
            let element = elements[index]
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                index += 2  // `as Type`: the type follows
                continue
            }
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, index + 1 < elements.count,
                op == "??" || SwiftSourceReader.precedence[op] != nil
            else {
                return opaque(elements)
            }
            if op == "??" { break }
            operators.append(op)
            operands.append(expression(elements[index + 1], depth: depth))
            index += 2
        }
        // Swift's precedence: shifts, then multiplication (with `&`), then addition (with `|` and `^`), then comparisons,
        // `&&` and `||`, each left to right.
        var values: [CodeExpression] = [operands.first ?? .opaque("")]
        var pending: [String] = []
        func reduce(above level: Int) {
            while let op = pending.last, let top = SwiftSourceReader.precedence[op], top >= level, values.count >= 2 {
                let right = values.removeLast()
                let left = values.removeLast()
                values.append(.arithmetic(pending.removeLast(), left, right))
            }
        }
        for (offset, op) in operators.enumerated() where offset + 1 < operands.count {
            reduce(above: SwiftSourceReader.precedence[op] ?? 0)
            pending.append(op)
            values.append(operands[offset + 1])
        }
        reduce(above: 0)
        return values.last ?? .opaque("")
    }

    /// Why what a SwiftUI view's callback closure sets is not the app's style at launch.
    static func viewCallbackReason(_ name: String) -> String {
        name == "onDisappear"
            ? "a SwiftUI view's onDisappear closure, which runs as that view goes away, not at launch"
            : "a SwiftUI view's \(name) closure, which runs while that view shows, not for the whole app"
    }

    /// UIKit's methods as Swift 2 spelt them, as Swift 3 and later do: `boldSystemFontOfSize(17)` is
    /// `boldSystemFont(ofSize: 17)`, `colorWithAlphaComponent(0.3)` is `withAlphaComponent(0.3)`.
    static func swift3Spelling(_ callee: CodeExpression, _ arguments: [CodeArgument]) -> CodeExpression {
        guard case .member(let base, let name) = callee, let first = arguments.first, first.label == nil,
            let (renamed, label) = swift2Methods[name]
        else { return .call(callee, arguments) }
        return .call(.member(base, renamed), [CodeArgument(label: label, value: first.value)] + arguments.dropFirst())
    }

    private static let swift2Methods: [String: (String, String?)] = [
        "systemFontOfSize": ("systemFont", "ofSize"), "boldSystemFontOfSize": ("boldSystemFont", "ofSize"),
        "italicSystemFontOfSize": ("italicSystemFont", "ofSize"), "preferredFontForTextStyle": ("preferredFont", "forTextStyle"),
        "fontWithSize": ("withSize", nil), "colorWithAlphaComponent": ("withAlphaComponent", nil),
    ]

    /// The arithmetic, bitwise, comparison and logical operators the model keeps, by Swift's precedence group
    /// (higher binds tighter): a comparison (`contentMode == .light`) is a test the evaluator can decide.
    static let precedence: [String: Int] = [
        "<<": 5, ">>": 5, "*": 4, "/": 4, "%": 4, "&": 4, "+": 3, "-": 3, "|": 3, "^": 3,
        "==": 2, "!=": 2, "<": 2, "<=": 2, ">": 2, ">=": 2, "&&": 1, "||": 0,
    ]

    // MARK: Light and dark

    /// `UIColor { $0.userInterfaceStyle == .dark ? a : b }` and `UIColor(dynamicProvider:)`:
    /// the pair the provider chooses from, as `UIColor(light: b, dark: a)`.
    private func dynamicProvider(_ call: FunctionCallExprSyntax, depth: Int) -> CodeExpression? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ $0.declName.baseName.text == "init" ? $0.base?.trimmedDescription : nil }),
            callee == "UIColor"
        else { return nil }
        let closure: ClosureExprSyntax?
        if let trailing = call.trailingClosure, call.arguments.isEmpty {
            closure = trailing
        } else if call.trailingClosure == nil, call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "dynamicProvider" {
            closure = only.expression.as(ClosureExprSyntax.self)
        } else {
            closure = nil
        }
        guard let closure else { return nil }
        let body = Array(closure.statements)
        if let choice = traitSwitch(body, depth: depth) { return choice }
        // `cond ? a : b`, with or without `return`.
        if body.count == 1, let only = body.first, let value = SwiftSourceReader.returnedValue(only), !value.is(IfExprSyntax.self) {
            return expression(value, depth: depth)
        }
        // Else the provider's one statement as written, for the report to name (`switch ThemeManager.shared.mode { … }`).
        return returnedChoice(body, depth: depth) ?? .opaque(body.count == 1 ? body[0].trimmedDescription : CodeExpression.closureText)
    }

    /// A provider's `switch (traits.userInterfaceStyle, traits.accessibilityContrast) { case (.dark, .high): return a … }`
    /// (or a switch on the style alone): the value each appearance takes, by the first case matching it, as
    /// `UIColor(light:dark:lightHighContrast:darkHighContrast:)`. Nil for a switch on anything else, or a case
    /// of more than one `return`.
    private func traitSwitch(_ body: [CodeBlockItemSyntax], depth: Int) -> CodeExpression? {
        guard body.count == 1, let only = body.first,
            let choice = only.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                ?? SwiftSourceReader.returnedValue(only)?.as(SwitchExprSyntax.self)
        else { return nil }
        func trait(_ expression: ExprSyntax) -> String? { expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        let subjects: [String]
        if let tuple = choice.subject.as(TupleExprSyntax.self) {
            subjects = tuple.elements.compactMap { trait($0.expression) }
            guard subjects.count == tuple.elements.count else { return nil }
        } else {
            subjects = trait(choice.subject).map { [$0] } ?? []
        }
        guard subjects.contains("userInterfaceStyle"), Set(subjects).count == subjects.count,
            Set(subjects).isSubset(of: ["userInterfaceStyle", "accessibilityContrast"])
        else { return nil }
        // Each case: its patterns (a case name or `_` per subject; nil for `default`) and the value it returns.
        var arms: [(patterns: [[String?]]?, value: ExprSyntax)] = []
        for element in choice.cases {
            guard let arm = element.as(SwitchCaseSyntax.self), arm.statements.count == 1,
                let value = arm.statements.first.flatMap(SwiftSourceReader.returnedValue)
            else { return nil }
            guard case .case(let label) = arm.label else {
                arms.append((nil, value))
                continue
            }
            var patterns: [[String?]] = []
            for item in label.caseItems {
                guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
                let parts = subjects.count == 1 ? [pattern] : (pattern.as(TupleExprSyntax.self).map { $0.elements.map(\.expression) } ?? [])
                guard parts.count == subjects.count else { return nil }
                var names: [String?] = []
                for part in parts {
                    if part.is(DiscardAssignmentExprSyntax.self) {
                        names.append(nil)
                    } else if let member = part.as(MemberAccessExprSyntax.self), member.base == nil {
                        names.append(member.declName.baseName.text)
                    } else {
                        return nil
                    }
                }
                patterns.append(names)
            }
            arms.append((patterns, value))
        }
        func value(style: String, contrast: String) -> CodeExpression? {
            let given = ["userInterfaceStyle": style, "accessibilityContrast": contrast]
            let arm = arms.first { arm in
                arm.patterns?.contains { names in zip(subjects, names).allSatisfy { $1 == nil || $1 == given[$0] } } ?? true
            }
            return arm.map { expression($0.value, depth: depth) }
        }
        let variants = [("light", "light", "normal"), ("dark", "dark", "normal"), ("lightHighContrast", "light", "high"), ("darkHighContrast", "dark", "high")]
        var arguments: [CodeArgument] = []
        for (label, style, contrast) in variants {
            guard let chosen = value(style: style, contrast: contrast) else { return nil }
            arguments.append(CodeArgument(label: label, value: chosen))
        }
        return .call(.name("UIColor"), arguments)
    }

    /// A body that is `if cond { return a } else { return b }`, or `if cond { return a }`
    /// then `return b`: the choice it returns. On `#available`, the side that runs from the
    /// deployment target on; nil where that depends on the iOS version.
    func returnedChoice(_ body: [CodeBlockItemSyntax], depth: Int) -> CodeExpression? {
        guard let first = body.first, let branch = first.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? first.item.as(IfExprSyntax.self),
            branch.conditions.count == 1, let only = branch.conditions.first,
            branch.body.statements.count == 1, let then = branch.body.statements.first.flatMap(SwiftSourceReader.returnedValue)
        else { return nil }
        let otherwise: ExprSyntax?
        switch branch.elseBody {
        case .codeBlock(let block)? where block.statements.count == 1 && body.count == 1:
            otherwise = block.statements.first.flatMap(SwiftSourceReader.returnedValue)
        case nil where body.count == 2: otherwise = body.last.flatMap(SwiftSourceReader.returnedValue)
        default: otherwise = nil
        }
        guard let otherwise else { return nil }
        if let (available, version) = availability(only) {
            switch conditions.reach(available: available, version, then: true) {
            case .always: return expression(then, depth: depth)
            case .never, .belowStylesheets: return expression(otherwise, depth: depth)
            case .from, .before: return nil
            }
        }
        guard case .expression(let condition) = only.condition else { return nil }
        let conditionElements = condition.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [condition]
        return styleChoice(conditionElements, then: then, otherwise: expression(otherwise, depth: depth), depth: depth)
    }

    /// The literal list a loop runs over, written as it is or with its nils dropped (`[a, b].compactMap { $0 }`).
    static func listed(_ sequence: ExprSyntax) -> ArrayExprSyntax? {
        if let list = sequence.as(ArrayExprSyntax.self) { return list }
        guard let call = sequence.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "compactMap", let base = member.base
        else { return nil }
        return base.as(ArrayExprSyntax.self)
    }

    /// A closure of one expression (`{ $0 / 255 }`, `{ x in x / 255 }`): its parameters' names and its value.
    func lambda(_ closure: ClosureExprSyntax) -> (parameters: [String], body: CodeExpression)? {
        guard closure.statements.count == 1, let only = closure.statements.first, let value = SwiftSourceReader.returnedValue(only) else {
            return nil
        }
        var parameters = (0..<4).map { "$\($0)" }
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: parameters = names.map(\.name.text)
        case .parameterClause(let clause)?: parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        return (parameters, expression(value))
    }

    /// The expression with each call of a local closure replaced by its body, the arguments put in for its parameters.
    static func applying(_ closures: [String: (parameters: [String], body: CodeExpression)], in expression: CodeExpression, depth: Int)
        -> CodeExpression
    {
        guard !closures.isEmpty, depth < maxExpressionDepth else { return expression }
        func next(_ inner: CodeExpression) -> CodeExpression { applying(closures, in: inner, depth: depth + 1) }
        switch expression {
        case .call(.name(let name), let arguments) where closures[name] != nil:
            guard let closure = closures[name], arguments.count <= closure.parameters.count else { return expression }
            let values = Dictionary(zip(closure.parameters, arguments.map { next($0.value) }), uniquingKeysWith: { first, _ in first })
            return closure.body.substituting(values)
        case .call(let callee, let arguments): return .call(next(callee), arguments.map { CodeArgument(label: $0.label, value: next($0.value)) })
        case .member(let base?, let name): return .member(next(base), name)
        case .arithmetic(let op, let left, let right): return .arithmetic(op, next(left), next(right))
        case .named(let name, let inner): return .named(name, next(inner))
        case .array(let elements): return .array(elements.map(next))
        case .choice(let test, let then, let otherwise): return .choice(next(test), next(then), next(otherwise))
        default: return expression
        }
    }

    /// The value of `return x` or of a lone expression (not an assignment, which returns nothing).
    static func returnedValue(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        let value: ExprSyntax?
        switch item.item {
        case .expr(let expr):
            if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) {
                return nil
            }
            value = expr
        case .stmt(let stmt): value = stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        // A body of one `switch` or `if` returning in each case is statements, which evaluation runs with its arguments.
        if let value, value.is(SwitchExprSyntax.self) || value.is(IfExprSyntax.self), item.item.is(StmtSyntax.self) { return nil }
        return value
    }

    /// `traits.userInterfaceStyle == .dark ? a : b` as `UIColor(light: b, dark: a)`: a choice on the
    /// user-interface style is a light and dark pair; a choice on anything else is kept for
    /// evaluation to decide (a helper's `Bool` parameter given a literal).
    private func styleChoice(_ condition: [ExprSyntax], then: ExprSyntax, otherwise: CodeExpression, depth: Int) -> CodeExpression {
        let thenValue = expression(then, depth: depth)
        guard condition.count == 3, let subject = condition[0].as(MemberAccessExprSyntax.self),
            subject.declName.baseName.text == "userInterfaceStyle",
            let op = condition[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
            let style = condition[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text, style == "dark" || style == "light"
        else {
            let test = condition.count == 1 ? expression(condition[0], depth: depth) : fold(condition, depth: depth)
            return .choice(test, thenValue, otherwise)
        }
        let thenIsDark = (style == "dark") == (op == "==")
        return .call(
            .name("UIColor"),
            [CodeArgument(label: "light", value: thenIsDark ? otherwise : thenValue), CodeArgument(label: "dark", value: thenIsDark ? thenValue : otherwise)])
    }

    private func opaque(_ elements: [ExprSyntax]) -> CodeExpression {
        .opaque(elements.map(\.trimmedDescription).joined(separator: " "))
    }

    private func number(_ literal: String) -> Double? {
        let digits = literal.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16).map(Double.init) }
        return Double(digits)
    }
}

/// Collects functions, classes and named values, keeping the enclosing type's name.
private final class DeclarationVisitor: SyntaxVisitor {
    let reader: SwiftSourceReader
    var functions: [CodeFunction] = []
    /// SwiftUI views' bodies of one expression (``SourceUnit/viewBodies``).
    var viewBodies: [CodeFunction] = []
    /// Style values made from a closure (``SourceUnit/styles``).
    var styles: [CodeFunction] = []
    var classes: [CodeClass] = []
    var constants: [CodeConstant] = []
    var helpers: [CodeHelper] = []
    private var owners: [String] = []
    /// Structs declaring conformance to SwiftUI's `App`.
    private var appTypes: Set<String> = []

    init(reader: SwiftSourceReader) {
        self.reader = reader
        super.init(viewMode: .sourceAccurate)
    }

    var types: [CodeType] = []
    /// The protocols each type adopts, in its declaration or its extensions (``SourceUnit/adoptions``).
    var adoptions: [String: [String]] = [:]

    /// Records a declared type; its initializers are added as they are visited.
    private func declare(
        _ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, concrete: Bool, at: some SyntaxProtocol
    ) {
        var propertyTypes: [String: String] = [:]
        var freshObjects: [String: String] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    propertyTypes[property] = binding.typeAnnotation?.type.trimmedDescription ?? ""
                    if variable.bindingSpecifier.tokenKind == .keyword(.let), let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                        call.arguments.isEmpty, AppearanceObject.classNames.contains(call.calledExpression.trimmedDescription)
                    {
                        freshObjects[property] = call.calledExpression.trimmedDescription
                    }
                }
            }
        }
        // A class's first inherited type is its superclass, or a protocol where it has none; the others are protocols.
        let inherited = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        adoptions[name, default: []] += at.parent?.is(ClassDeclSyntax.self) == true ? Array(inherited.dropFirst()) : inherited
        types.append(
            CodeType(
                name: name, inherits: inherited, isConcrete: concrete,
                propertyTypes: propertyTypes, freshObjects: freshObjects, location: reader.location(at), owner: owners.last))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, node.inheritanceClause, node.memberBlock, concrete: true, at: node.name)
        var properties: [String: String] = [:]
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                // A property without a written type is declared too: its kind comes from its value, and its type from
                // an app class it makes (`lazy var coordinator = ListCoordinator(…)`).
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    let appClass = made.flatMap { $0.first?.isUppercase == true && !ValueTranslator.isFrameworkType($0) ? $0 : nil }
                    properties[name] = binding.typeAnnotation?.type.trimmedDescription ?? appClass ?? ""
                }
            }
        }
        classes.append(
            CodeClass(
                name: node.name.text, superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                properties: properties, location: reader.location(node.name)))
        owners.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "App" }) == true {
            appTypes.insert(node.name.text)
        }
        declare(node.name.text, node.inheritanceClause, node.memberBlock, concrete: true, at: node.name)
        return enter(node.name.text)
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, node.inheritanceClause, node.memberBlock, concrete: false, at: node.name)
        return enter(node.name.text)
    }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, node.inheritanceClause, node.memberBlock, concrete: false, at: node.name)
        return enter(node.name.text)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        adoptions[node.extendedType.trimmedDescription, default: []] += node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return enter(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    /// Only the clause the compiler takes is read; the others' lines are kept
    /// so a call in them is reported with the reason.
    var inactiveRegions: [SourceUnit.InactiveRegion] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let active = reader.activeClause(node)
        for (index, clause) in node.clauses.enumerated() {
            if index == active.index {
                walk(clause)
            } else {
                inactiveRegions.append(
                    SourceUnit.InactiveRegion(
                        lines: reader.lines(clause), reason: active.reason, stoppedAt: active.stoppedAt, obsolete: active.obsolete))
            }
        }
        return .skipChildren
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        owners.append(name)
        return .visitChildren
    }

    /// `case spBlue50 = "3361cc"`: an enum case with a raw value names that value.
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            // A case without associated values is one of the enum's values: a theme's, where the enum is one.
            if element.parameterClause == nil, let owner = owners.last, let index = types.lastIndex(where: { $0.name == owner }) {
                types[index].cases.append(SwiftSourceReader.plainName(element.name))
            }
            if let raw = element.rawValue?.value {
                constants.append(
                    CodeConstant(
                        owner: owners.last, name: SwiftSourceReader.plainName(element.name), value: reader.expression(raw), location: reader.location(element)))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        read(node, enclosing: [])
        return .skipChildren
    }

    /// A function, with the names the functions around it declare (`enclosing`, none at a type's level): those
    /// its body names are the locals it takes from where it is called (``CodeFunction/captures``).
    private func read(_ node: FunctionDeclSyntax, enclosing: Set<String>) {
        guard let body = node.body else { return }
        let parameters = parameters(node.signature.parameterClause)
        let named = Set(body.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.parent?.as(DeclReferenceExprSyntax.self).map { _ in token.text }
        })
        let captures = enclosing.intersection(named).subtracting(parameters.map(\.name))
        functions.append(
            CodeFunction(
                name: SwiftSourceReader.plainName(node.name), statements: reader.statements(body.statements), owner: owners.last,
                parameters: parameters, calledByFramework: calledByFramework(node),
                isAction: isAction(node), objCName: objCName(node, parameters: parameters),
                isStatic: node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) },
                isPrivate: node.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }, returns: node.signature.returnClause?.type.trimmedDescription, captures: captures))
        // A helper's value is put in where it is called, away from the locals it would take.
        if captures.isEmpty { addHelper(SwiftSourceReader.plainName(node.name), node.signature.parameterClause, body, at: node.name) }
        readNestedFunctions(body, enclosing: enclosing.union(parameters.map(\.name)))
    }

    /// `func configure(_ appearance: UITabBarAppearance) { … }` inside a function: read as the type's own
    /// function, which the calls in the enclosing body find by name, with the locals of every function around it
    /// that it names. One declared twice (in two functions of a type, or as a method too) is not followed, as any
    /// name declared twice is not.
    private func readNestedFunctions(_ body: CodeBlockSyntax, enclosing: Set<String>) {
        let nested = NestedFunctionVisitor()
        nested.walk(body)
        guard !nested.found.isEmpty else { return }
        let visible = enclosing.union(body.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.parent?.as(IdentifierPatternSyntax.self).map { _ in token.text }
        })
        for function in nested.found { read(function, enclosing: visible) }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body {
            let statements = reader.statements(body.statements)
            let parameters = parameters(node.signature.parameterClause)
            functions.append(
                CodeFunction(
                    name: "init", statements: statements, owner: owners.last, parameters: parameters,
                    isAppInit: owners.last.map(appTypes.contains) == true))
            addHelper("init", node.signature.parameterClause, body, at: node.initKeyword)
            readNestedFunctions(body, enclosing: Set(parameters.map(\.name)))
            if let owner = owners.last, let index = types.lastIndex(where: { $0.name == owner }) {
                let delegation = statements.lazy.compactMap { statement -> [CodeArgument]? in
                    guard case .evaluate(.call(.member(.name("self")?, "init"), let arguments)) = statement.kind else { return nil }
                    return arguments
                }.first
                types[index].initializers.append(
                    CodeType.Initializer(parameters: parameters, assignments: assignments(statements), delegation: delegation))
            }
        }
        return .skipChildren
    }

    /// An override, an Interface Builder action, or a delegate's method, whose
    /// name starts with its first parameter's (`navigationController(_ navigationController: …)`).
    private func calledByFramework(_ node: FunctionDeclSyntax) -> Bool {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) || isAction(node) { return true }
        guard let first = node.signature.parameterClause.parameters.first else { return false }
        return node.name.text.hasPrefix((first.secondName ?? first.firstName).text)
    }

    /// The first piece of the selector an Objective-C message calls the method by, where it is exposed to Objective-C
    /// (`@objc`, `@objc(name:)`, an action) under another name than its own; nil otherwise.
    private func objCName(_ node: FunctionDeclSyntax, parameters: [CodeHelper.Parameter]) -> String? {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let selector: String
        if let named = attributes.first(where: { $0.attributeName.trimmedDescription == "objc" && $0.arguments != nil }),
            case .objCName(let pieces)? = named.arguments, let first = pieces.first?.name?.text
        {
            selector = first
        } else if attributes.contains(where: { $0.attributeName.trimmedDescription == "objc" }) || isAction(node) {
            selector = ObjCSelectors.derived(name: SwiftSourceReader.plainName(node.name), firstLabel: parameters.first?.label)
        } else {
            return nil
        }
        return selector == SwiftSourceReader.plainName(node.name) ? nil : selector
    }

    /// An Interface Builder action: a control's event, or a segue the user starts, runs it.
    private func isAction(_ node: FunctionDeclSyntax) -> Bool {
        node.attributes.contains { ["IBAction", "IBSegueAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") }
    }

    /// A parameter clause's labels, names, defaults and declared types.
    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [CodeHelper.Parameter] {
        clause.parameters.map { parameter in
            CodeHelper.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text, defaultValue: parameter.defaultValue.map { reader.expression($0.value) },
                type: parameter.type.trimmedDescription, variadic: parameter.ellipsis != nil)
        }
    }

    /// The stored properties an initializer's top level assigns (`self.x = x`, `x = value`); a branch's are not known.
    private func assignments(_ statements: [CodeStatement]) -> [String: CodeExpression] {
        var assigned: [String: CodeExpression] = [:]
        for statement in statements {
            guard case .assign(let target, let value) = statement.kind else { continue }
            switch target {
            case .name(let property), .member(.name("self")?, let property): assigned[property] = value
            default: continue
            }
        }
        return assigned
    }

    /// Records a function or initializer whose body comes to one value: `let`s,
    /// then `return value` (or, in an initializer, `self.init(…)`); assertions are passed over.
    private func addHelper(_ name: String, _ clause: FunctionParameterClauseSyntax, _ body: CodeBlockSyntax, at: some SyntaxProtocol) {
        var locals: [String: CodeExpression] = [:]
        var closures: [String: (parameters: [String], body: CodeExpression)] = [:]
        var value: CodeExpression?
        for item in body.statements {
            guard value == nil else { return }
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value
                    else { return }
                    // `let scale: (CGFloat) -> CGFloat = { $0 / 255 }`: a closure of one expression, put in where it is called.
                    if let closure = initial.as(ClosureExprSyntax.self), let lambda = reader.lambda(closure) {
                        closures[local] = lambda
                        continue
                    }
                    locals[local] = reader.expression(initial).substituting(locals)
                }
                continue
            }
            if item.item.as(ExpressionStmtSyntax.self)?.expression.is(IfExprSyntax.self) == true || item.item.is(IfExprSyntax.self) {
                let rest = Array(body.statements.drop { $0.id != item.id })
                value = reader.returnedChoice(rest, depth: 0)
                if value == nil { return }
                break
            }
            guard let expression = SwiftSourceReader.returnedValue(item) else { return }
            if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                ["assert", "precondition", "assertionFailure"].contains(callee.baseName.text)
            {
                continue
            }
            guard name == "init" || item.item.is(ReturnStmtSyntax.self) || body.statements.count == 1 else { return }
            if name == "init" {
                guard let owner = owners.last, let call = expression.as(FunctionCallExprSyntax.self),
                    call.calledExpression.trimmedDescription == "self.init", call.trailingClosure == nil
                else { return }
                value = .call(
                    .name(owner), call.arguments.map { CodeArgument(label: $0.label?.text, value: reader.expression($0.expression)) })
            } else {
                value = reader.expression(expression)
            }
        }
        guard let value else { return }
        let parameters = parameters(clause)
        helpers.append(
            CodeHelper(
                owner: owners.last, name: name, parameters: parameters,
                value: SwiftSourceReader.applying(closures, in: value.substituting(locals), depth: 0), location: reader.location(at)))
    }

    /// `static var primary: Style<UINavigationBar> { .init { bar in bar.isTranslucent = false } }`: a value a type makes
    /// from a closure taking the one component it styles. Kept as a function of that parameter, named by
    /// ``AppearanceInterpreter/styleKey(_:)``, its type the one written or extended (`Style<UINavigationBar>`): where the
    /// app hands it to a proxy, the closure runs on the proxy.
    private func noteStyle(_ name: String, _ value: ExprSyntax, annotation: TypeSyntax?) {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return }
        let closure: ClosureExprSyntax?
        if let trailing = call.trailingClosure, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty {
            closure = trailing
        } else if call.trailingClosure == nil, call.arguments.count == 1 {
            closure = call.arguments.first?.expression.as(ClosureExprSyntax.self)
        } else {
            closure = nil
        }
        let callee = call.calledExpression.trimmedDescription
        let made = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        guard let closure, made.isEmpty || made.first?.isUppercase == true, !["UIColor", "UIImage", "Color", "UIAction"].contains(made) else { return }
        let parameter: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let names) where names.count == 1: parameter = names.first?.name.text ?? "$0"
        case .parameterClause(let clause) where clause.parameters.count == 1:
            parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
        case nil: parameter = "$0"
        default: return
        }
        let styled = [annotation?.trimmedDescription, made.contains("<") ? made : nil, owners.last].compactMap { $0 }
            .first { AppearanceInterpreter.styledType($0) != nil }
        guard let styled else { return }
        var style = CodeFunction(name: name, statements: reader.statements(closure.statements), owner: owners.last)
        style.parameters = [CodeHelper.Parameter(label: nil, name: parameter, defaultValue: nil, type: nil, variadic: false)]
        style.returns = styled
        style.isStatic = true
        styles.append(style)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // In a static property, `self` is the type: `static var navBar: UIColor { self.medium }` reads `UIColor.medium`.
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isLazy = node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        // `#function` in a property's value is the property's name: `static var brand: UIColor { UIColor(named: #function)! }`
        // names the catalog colour `brand`.
        func typeLevel(_ syntax: ExprSyntax, _ name: String) -> CodeExpression {
            let value = reader.expression(syntax).rewriting { $0 == .call(.name("#function"), []) ? .string(name) : nil }
            guard isStatic, let owner = owners.last else { return value }
            return value.substituting(["self": .name(owner), "Self": .name(owner)])
        }
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            // ``static var `default` `` is read as `.default`.
            let name = SwiftSourceReader.plainName(identifier)
            let body: CodeBlockItemListSyntax
            // An instance's stored property computed by a closure runs it as the instance is made, not where it is read.
            var runsAtInit = false
            if let value = binding.initializer?.value {
                // `static let accent: UIColor = { … }()`: the closure runs once, to the value its body returns, as a getter's would.
                guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
                    let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil
                else {
                    if isStatic { noteStyle(name, value, annotation: binding.typeAnnotation?.type) }
                    constants.append(
                        CodeConstant(
                            owner: owners.last, name: name, value: typeLevel(value, name), location: reader.location(binding),
                            isVariable: node.bindingSpecifier.tokenKind == .keyword(.var)))
                    continue
                }
                body = closure.statements
                runsAtInit = !isStatic && !isLazy && owners.last != nil
            } else if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter(let items): body = items
                case .accessors(let list):
                    guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { continue }
                    body = getter.statements
                }
            } else {
                continue
            }
            if name == "body", let owner = owners.last, let index = types.lastIndex(where: { $0.name == owner }) {
                types[index].bodyMakes = SwiftSourceReader.viewsMade(by: body)
            }
            // A getter of one expression is a named value; a longer one, or a `switch` or `if`, is a function.
            if body.count == 1, let only = body.first, let value = SwiftSourceReader.returnedValue(only),
                !value.is(SwitchExprSyntax.self), !value.is(IfExprSyntax.self)
            {
                if isStatic { noteStyle(name, value, annotation: binding.typeAnnotation?.type) }
                constants.append(CodeConstant(owner: owners.last, name: name, value: typeLevel(value, name), location: reader.location(binding)))
                // An `App`'s `body` is also followed as statements: the views its scene makes at launch.
                if name == "body", owners.last.map(appTypes.contains) == true {
                    functions.append(CodeFunction(name: name, statements: reader.statements(body), owner: owners.last))
                } else if name == "body", let owner = owners.last, case let callbacks = reader.viewCallbacks(ofBody: value), !callbacks.isEmpty {
                    // A view's callbacks: the root view's `onAppear` runs as the app launches, any other's as it is opened.
                    functions.append(CodeFunction(name: name, statements: callbacks, owner: owner))
                }
                if name == "body", owners.last.map(appTypes.contains) != true, let owner = owners.last,
                    types.last(where: { $0.name == owner })?.madeByABody != nil
                {
                    // A view's, for the values it passes the views and modifiers it makes (`.modifier(BarModifier(color: .accent))`).
                    var function = CodeFunction(name: name, statements: reader.statements(body), owner: owner)
                    let closures = ClosureVisitor { _ in true }
                    closures.walk(body)
                    function.closureCalls = closures.found.reduce(into: []) { names, closure in names.formUnion(CallNameVisitor.names(in: closure)) }
                    viewBodies.append(function)
                }
            } else {
                functions.append(
                    CodeFunction(name: name, statements: reader.statements(body), owner: owners.last, isGetter: !runsAtInit, runsAtInit: runsAtInit))
            }
        }
        return .skipChildren
    }
}

/// Every `X.appearance(…)` call in a file, wherever it is.
private final class ProxySiteVisitor: SyntaxVisitor {
    let reader: SwiftSourceReader
    var sites: [LiveryCore.SourceLocation] = []
    /// Methods called on a proxy that are not setters (`appearance().applyTheme(…)`, `titleTextAttributes(for:)`), each with its name.
    var methodSites: [(location: LiveryCore.SourceLocation, method: String)] = []

    init(reader: SwiftSourceReader) {
        self.reader = reader
        super.init(viewMode: .sourceAccurate)
    }

    /// The functions called by name inside view callbacks (``SourceUnit/viewCallbackCalls``).
    var viewCallbackCalls: [(function: String, callback: String)] = []

    /// The statements of a closure that set a property of an appearance object the closure makes
    /// (``SourceUnit/objectSites``).
    var objectSites: [LiveryCore.SourceLocation] = []

    /// The windows' properties set in the file (``SourceUnit/windowSites``).
    var windowSites: [(location: LiveryCore.SourceLocation, window: String)] = []

    override func visitPost(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        let written: String
        if let target = elements[0].as(MemberAccessExprSyntax.self), AppearanceInterpreter.windowProperties.contains(target.declName.baseName.text),
            let base = target.base
        {
            written = base.trimmedDescription
        } else if let bare = elements[0].as(DeclReferenceExprSyntax.self), AppearanceInterpreter.windowProperties.contains(bare.baseName.text) {
            written = "self"
        } else {
            return
        }
        let isWindow =
            AppearanceInterpreter.mayNameAWindow(written) || written == "$0" && Self.iteratesWindows(around: Syntax(node))
            || written == "self" && Self.insideAWindowType(Syntax(node))
        if isWindow {
            windowSites.append((reader.location(node), written))
            noteKeptClosure(around: Syntax(node))
        }
    }

    /// Whether `node` is in an extension of `UIWindow` or a class inheriting from it, where `self` is a window.
    private static func insideAWindowType(_ node: Syntax) -> Bool {
        var current = node.parent
        while let here = current {
            if let declared = here.as(ExtensionDeclSyntax.self) { return declared.extendedType.trimmedDescription == "UIWindow" }
            if let declared = here.as(ClassDeclSyntax.self) {
                return declared.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "UIWindow"
            }
            if here.is(ClosureExprSyntax.self) || here.is(StructDeclSyntax.self) || here.is(EnumDeclSyntax.self) { return false }
            current = here.parent
        }
        return false
    }

    /// Whether the closure around `node` is handed to a call over a list of windows (`scene.windows.forEach { $0.tintColor = … }`).
    private static func iteratesWindows(around node: Syntax) -> Bool {
        guard let closure = innermostClosure(around: node),
            let member = receiving(closure)?.calledExpression.as(MemberAccessExprSyntax.self), let list = member.base
        else { return false }
        return list.trimmedDescription.filter { $0 != "?" }.hasSuffix("windows")
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        var objects: Set<String> = []
        for item in node.statements {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let made = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                        let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                        type.hasPrefix("UI"), type.hasSuffix("Appearance")
                    else { continue }
                    objects.insert(name)
                }
            } else if item.item.is(ExprSyntax.self), let first = item.firstToken(viewMode: .sourceAccurate), objects.contains(first.text),
                first.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
            {
                objectSites.append(reader.location(item))
            }
        }
    }

    /// Whether `base.appearance()` may be a class's proxy: not where `base` is a value's name (`R.string.localizable
    /// .appearance()`, R.swift's string of that name), lowercase, but a class's (`UINavigationBar`, `UIView.self`), `self`
    /// in a class method, or an expression giving a class (`type(of: view)`).
    private static func mayNameAClass(_ base: ExprSyntax) -> Bool {
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return true }
        return name.first?.isUppercase == true || name == "self" || name.first == "_"
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `configureBars()` or `self.configureBars()` in `.onAppear { … }`.
        let called =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName.baseName.text : nil
            }
        if let called, let modifier = Self.viewCallback(around: Syntax(node)),
            let callback = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            viewCallbackCalls.append((called, callback))
        }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        // A call whose result is not used (`self.appearance()`, the app delegate's own method of that name) sets nothing.
        let discarded = node.parent?.is(CodeBlockItemSyntax.self) == true
        let isProxy =
            !discarded
            && (member?.base.map(Self.mayNameAClass) == true
                && ["appearance", "appearanceWhenContainedInInstancesOfClasses"].contains(member?.declName.baseName.text)
                || ["appearance", "appearanceWhenContainedInInstancesOfClasses"].contains(
                    node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "") && Self.insideAClass(node))
        let read = isProxy && Self.isRead(node, receiverBlocks: reader.receiverBlocks)
        // A method called on the proxy, which ``isRead(_:receiverBlocks:)`` takes for a getter unless it is a setter.
        if read, let access = node.parent?.as(MemberAccessExprSyntax.self), access.parent?.is(FunctionCallExprSyntax.self) == true {
            methodSites.append((reader.location(node), access.declName.baseName.text))
        }
        if isProxy, !read {
            sites.append(reader.location(node))
            if let modifier = Self.viewCallback(around: Syntax(node)) {
                let lines = reader.location(modifier).line...reader.endLine(modifier)
                if !viewCallbacks.contains(where: { $0.lines == lines }) {
                    let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                    viewCallbacks.append(
                        SourceUnit.InactiveRegion(
                            lines: lines,
                            reason: SwiftSourceReader.viewCallbackReason(name),
                            stoppedAt: name, obsolete: false))
                }
            } else {
                noteKeptClosure(around: Syntax(node))
            }
        }
        return .visitChildren
    }

    /// A closure no statement walks (a property's initial value, an argument of a `let`'s value), around a proxy or a
    /// window set: its calls say where it went, rather than the catch-all reason.
    private func noteKeptClosure(around node: Syntax) {
        // `windows.forEach { $0.tintColor = … }` runs where it is written: the closure around it says when.
        var found = Self.innermostClosure(around: node)
        while let inner = found, let name = Self.receiving(inner)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ["forEach", "map", "compactMap"].contains(name)
        {
            found = Self.innermostClosure(around: Syntax(inner))
        }
        guard let closure = found, let (reason, stoppedAt) = SwiftSourceReader.destination(of: closure) else { return }
        let lines = reader.location(closure).line...reader.endLine(closure)
        if !keptClosures.contains(where: { $0.lines == lines }) {
            keptClosures.append(
                SourceUnit.InactiveRegion(
                    lines: lines, reason: reason + ", which the importer does not follow", stoppedAt: stoppedAt, obsolete: false))
        }
    }

    /// The regions of closures passed to a call or kept in a variable, holding a proxy.
    var keptClosures: [SourceUnit.InactiveRegion] = []

    /// The call `closure` is handed to, as its trailing closure or as an argument.
    static func receiving(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// The innermost closure around `node`.
    static func innermostClosure(around node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let here = current {
            if let closure = here.as(ClosureExprSyntax.self) { return closure }
            current = here.parent
        }
        return nil
    }

    /// SwiftUI modifiers whose closure runs as a view comes or goes.
    static let viewCallbackNames: Set<String> = ["onAppear", "onDisappear", "task"]

    /// The regions of such closures holding a proxy.
    var viewCallbacks: [SourceUnit.InactiveRegion] = []

    /// The `.onAppear { … }` call whose closure holds `node`, if any.
    static func viewCallback(around node: Syntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let here = current {
            if let closure = here.as(ClosureExprSyntax.self), let call = receiving(closure),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), viewCallbackNames.contains(member.declName.baseName.text)
            {
                return call
            }
            current = here.parent
        }
        return nil
    }

    /// Whether `node` is in a class or an extension, where a bare `appearance()` is the type's own proxy.
    private static func insideAClass(_ node: FunctionCallExprSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(ClassDeclSyntax.self) || current.is(ExtensionDeclSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }

    /// A proxy's property or getter read as a value (`UINavigationBar.appearance().tintColor`
    /// on the right of `=`, `.backgroundImage(for: .default)`): it sets nothing, so it is no call.
    static func isRead(_ proxy: FunctionCallExprSyntax, receiverBlocks: Set<String>) -> Bool {
        guard let access = proxy.parent?.as(MemberAccessExprSyntax.self), access.base?.id == proxy.id else { return false }
        let name = access.declName.baseName.text
        if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
            return !name.hasPrefix("set") && !receiverBlocks.contains(name) && call.trailingClosure == nil
        }
        // The whole chain (`.titleTextAttributes?[.font]`), then whether it is assigned to.
        var outer = Syntax(access)
        while let parent = outer.parent,
            parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self)
        {
            outer = parent
        }
        if let list = outer.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == outer.id }) {
            let next = list.index(after: index)
            if next != list.endIndex, list[next].is(AssignmentExprSyntax.self) { return false }
            if next != list.endIndex, let op = list[next].as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("=") { return false }
        }
        if let infix = outer.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == outer.id,
            infix.operator.is(AssignmentExprSyntax.self)
        {
            return false
        }
        return true
    }
}

/// The outermost closures in a syntax tree that a test picks: the ones an expression hands on
/// (`subscribe(onNext: { … })`), or gives the object it makes (``SwiftSourceReader/keptClosures(in:_:)``).
private final class ClosureVisitor: SyntaxVisitor {
    private let passes: (ClosureExprSyntax) -> Bool
    var found: [ClosureExprSyntax] = []

    init(_ passes: @escaping (ClosureExprSyntax) -> Bool) {
        self.passes = passes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if passes(node) { found.append(node) }
        return .skipChildren
    }
}

/// The names a syntax tree calls (`Detail(item:)`, `.modifier(…)`, `style(tint:)`), by their last part.
private final class CallNameVisitor: SyntaxVisitor {
    private var found: Set<String> = []

    static func names(in node: some SyntaxProtocol) -> Set<String> {
        let visitor = CallNameVisitor(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            found.insert(name)
        }
        return .visitChildren
    }
}

/// The functions declared in a body, outermost only: the visitor reading each reads those inside it.
private final class NestedFunctionVisitor: SyntaxVisitor {
    var found: [FunctionDeclSyntax] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// `typealias XColor = UIColor`: a name for one of UIKit's types, which code writes in its place.
/// At file scope, a name for any other type too (`typealias Images = R.image`, R.swift's images); one
/// inside a type is that type's own and is left alone.
private final class TypeAliasVisitor: SyntaxVisitor {
    var aliases: [String: String] = [:]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.genericParameterClause == nil, let target = TypeAliasVisitor.dotted(node.initializer.value) else { return .skipChildren }
        let isUIKit = !target.contains(".") && (UIKitClasses.isUIKit(target) || target.hasPrefix("CG"))
        let atFileScope = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if isUIKit || (atFileScope && target.first?.isUppercase == true && target != node.name.text) {
            aliases[node.name.text] = target
        }
        return .skipChildren
    }

    /// `UIColor` or `R.image`: a type named without generic arguments.
    private static func dotted(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil, let base = dotted(member.baseType) {
            return base + "." + member.name.text
        }
        return nil
    }
}

/// The first operator of an expression past ``SwiftSourceReader/maxNesting``:
/// swift-syntax leaves operator sequences flat, the importer's model does not.
private final class LongSequenceVisitor: SyntaxVisitor {
    var first: Syntax?

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let past = 2 * SwiftSourceReader.maxNesting + 1
        if first == nil, let operatorPast = node.elements.dropFirst(past).first { first = Syntax(operatorPast) }
        return first == nil ? .visitChildren : .skipChildren
    }
}

/// The first syntax error: an unexpected run of tokens or a missing one.
private final class SyntaxErrorVisitor: SyntaxVisitor {
    let reader: SwiftSourceReader
    var first: LiveryCore.SourceLocation?

    init(reader: SwiftSourceReader) {
        self.reader = reader
        super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if first == nil { first = reader.location(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing { first = reader.location(token) }
        return .skipChildren
    }
}
