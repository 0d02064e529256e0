/// What a function returns, found by running its statements with its
/// arguments: locals bound and given other values, branches on conditions
/// that come to a literal, a `switch` on a known case, branches that never
/// run on the deployment target passed over. Where anything else comes
/// before the `return` (a call made for its effect, a condition known only at
/// run time), the value is not known and nil is returned: the importer then
/// says it stopped at the call.
struct FunctionValue {
    /// Decides a condition, its locals put in: true, false, or nil when only the run knows.
    let decide: (CodeExpression) -> Bool?
    /// Whether an expression is a case of an enum the files declare (`Font.regular`).
    let isCase: (CodeExpression) -> Bool
    /// Most statements run for one value: a loop-free body is short, so this only guards against hostile input.
    static let maxStatements = 256

    private var locals: [String: CodeExpression]
    private var steps = 0

    init(arguments: [String: CodeExpression], decide: @escaping (CodeExpression) -> Bool?, isCase: @escaping (CodeExpression) -> Bool) {
        locals = arguments
        self.decide = decide
        self.isCase = isCase
    }

    /// The value `statements` return, or nil.
    static func returned(
        by statements: [CodeStatement], arguments: [String: CodeExpression], decide: @escaping (CodeExpression) -> Bool?,
        isCase: @escaping (CodeExpression) -> Bool
    ) -> CodeExpression? {
        var run = FunctionValue(arguments: arguments, decide: decide, isCase: isCase)
        guard case .returned(let value) = run.run(statements) else { return nil }
        return value
    }

    /// The value of a function whose one `return` ends it, the locals its top-level statements bind put in,
    /// whatever the statements before it do; nil for any other function.
    static func endingReturn(of statements: [CodeStatement], arguments: [String: CodeExpression]) -> CodeExpression? {
        let returns = CodeStatement.leaves(of: statements).filter { if case .returns = $0.kind { return true } else { return false } }
        guard returns.count == 1, case .returns(let value)? = statements.last?.kind, statements.count <= maxStatements else { return nil }
        var locals = arguments
        for statement in statements {
            if case .bind(let name, let bound) = statement.kind { locals[name] = bound.substituting(locals) }
        }
        return value.substituting(locals)
    }

    private enum Outcome {
        case returned(CodeExpression)
        /// Ran to the end without returning.
        case fellThrough
        /// Something the importer does not follow came first.
        case unknown
    }

    private mutating func run(_ statements: [CodeStatement]) -> Outcome {
        for statement in statements {
            steps += 1
            guard steps <= FunctionValue.maxStatements else { return .unknown }
            let outcome: Outcome
            switch statement.kind {
            case .returns(let value): return .returned(value.substituting(locals))
            case .bind(let name, let value):
                locals[name] = value.substituting(locals)
                continue
            case .assign(.name(let name), let value) where locals[name] != nil:
                locals[name] = value.substituting(locals)
                continue
            // `scheme.colors.primary = …` on an object the function made: the members it sets are what it returns.
            case .assign(let target, let value):
                guard let (name, path) = FunctionValue.memberPath(target), let object = locals[name],
                    let changed = FunctionValue.setting(path, of: object, to: value.substituting(locals))
                else { return .unknown }
                locals[name] = changed
                continue
            case .block(let inner):
                // `#available(iOS 17)` from iOS 15: the side taken from 17 on is followed, the other not, and the value is both.
                if inner.contains(where: { if case .unfollowed(_, _, obsolete: false, _) = $0.kind { return true } else { return false } }) {
                    return .unknown
                }
                outcome = run(inner)
            case .unfollowed(_, _, obsolete: true, _): continue
            // `#if TOSHIDEV … #else return UIColor(hex: "01C236") #endif`: the clause the build compiles gives the value.
            case .unfollowed(let reason, _, _, _) where reason.hasPrefix(CompileConditions.uncompiledBranch): continue
            case .branch(let condition, let then, let otherwise, _):
                guard let holds = decide(condition.substituting(locals)) else { return .unknown }
                outcome = run(holds ? then : otherwise)
            case .cases(let subject, let cases, _):
                guard let body = matchingCase(subject.substituting(locals), cases) else { return .unknown }
                outcome = run(body)
            case .evaluate, .unfollowed, .loop: return .unknown
            }
            if case .fellThrough = outcome { continue }
            return outcome
        }
        return .fellThrough
    }

    /// `scheme.colors.primary`: the local it starts from and the members after it, outermost first.
    private static func memberPath(_ target: CodeExpression) -> (String, [String])? {
        switch target {
        case .member(.name(let name)?, let member): return (name, [member])
        case .member(let base?, let member): return memberPath(base).map { ($0.0, $0.1 + [member]) }
        default: return nil
        }
    }

    /// An object the function made with the member at `path` given `value`, as a labelled tuple of the members set
    /// (`(…)(colors: (…)(primary: …))`): made by an initializer of the app's or a library's type (`Scheme()`), not
    /// UIKit's, whose other members are not known; a member not set before (`colors` of `Scheme()`) is an object of
    /// its own, built as it is set. Nil for any other value.
    private static func setting(_ path: [String], of object: CodeExpression?, to value: CodeExpression) -> CodeExpression? {
        guard let member = path.first else { return value }
        var elements: [CodeArgument]
        switch object {
        case .call(.name(CodeExpression.tupleName), let found)?: elements = found
        case nil: elements = []
        case let made? where made.newAppInstanceClass != nil: elements = []
        default: return nil
        }
        let index = elements.firstIndex { $0.label == member }
        guard let inner = setting(Array(path.dropFirst()), of: index.map { elements[$0].value }, to: value) else { return nil }
        if let index { elements[index].value = inner } else { elements.append(CodeArgument(label: member, value: inner)) }
        return .call(.name(CodeExpression.tupleName), elements)
    }

    /// The body of the case a known enum case (`Font.regular`) matches, `default` where none does; nil where
    /// the subject is not a case of an enum the files declare (a static property read at run time is not).
    private func matchingCase(_ subject: CodeExpression, _ cases: [CodeStatement.Case]) -> [CodeStatement]? {
        // An implicit member written out (`.semibold` passed for a `UIFont.Weight`) is a literal too: its name decides.
        let literal: Bool
        if case .member(nil, _) = subject.unnamed { literal = true } else { literal = false }
        guard literal || isCase(subject.unnamed), case .member(_, let name) = subject.unnamed else { return nil }
        for item in cases {
            guard let patterns = item.patterns else { return item.body }
            if patterns.contains(where: { if case .member(_, name) = $0 { return true } else { return false } }) { return item.body }
        }
        return nil
    }
}
