/// The calls the functions read make, by the called function's last name
/// (`style` for `Theme.style(…)`), each with its arguments: who calls a
/// helper, and with what. A name is all the importer knows of a callee, so
/// calls of two functions of one name are both listed under it.
struct CallSites {
    private var sites: [String: [[CodeArgument]]] = [:]

    init(_ functions: [CodeFunction]) {
        var sites: [String: [[CodeArgument]]] = [:]
        for function in functions { CallSites.visit(function.statements) { sites[$0, default: []].append($1) } }
        self.sites = sites
    }

    /// The arguments of every call of `name`.
    func arguments(of name: String) -> [[CodeArgument]] { sites[name] ?? [] }

    /// The names of the functions the statements call.
    static func names(in statements: [CodeStatement]) -> Set<String> {
        var names: Set<String> = []
        visit(statements) { name, _ in names.insert(name) }
        return names
    }

    /// The names of the functions one expression calls.
    static func names(in expression: CodeExpression) -> Set<String> {
        var names: Set<String> = []
        visit(expression, depth: 0) { name, _ in names.insert(name) }
        return names
    }

    private static func visit(_ expression: CodeExpression, depth: Int, _ found: (String, [CodeArgument]) -> Void) {
        guard depth < ValueTranslator.maxDepth else { return }
        switch expression {
        case .call(let callee, let arguments):
            if let name = callee.lastName { found(name, arguments) }
            if case .member(let base?, _) = callee { visit(base, depth: depth + 1, found) }
            for argument in arguments { visit(argument.value, depth: depth + 1, found) }
        // `injector.getInstance(PayWidgetController.self)`: a class handed on as a value is made by what takes it.
        case .member(.name(let type)?, "self") where type.first?.isUppercase == true: found(type, [])
        case .member(let base?, _): visit(base, depth: depth + 1, found)
        default: break
        }
    }

    private static func visit(_ statements: [CodeStatement], _ found: (String, [CodeArgument]) -> Void) {
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
