/// An expression of appearance code, in the shape both readers produce: the
/// Swift reader from swift-syntax's tree, the Objective-C reader from its
/// message sends, spelt as Swift (`[UIColor redColor]` is `UIColor.red`).
/// What neither models is kept as its text, for the report.
indirect enum CodeExpression: Hashable, Sendable, CustomStringConvertible {
    /// An identifier: a type, a local, `self`.
    case name(String)
    /// `base.name`, or `.name` with no base (an implicit member).
    case member(CodeExpression?, String)
    case call(CodeExpression, [CodeArgument])
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([CodeExpression])
    case dictionary([CodeEntry])
    /// `+ - * /` between two expressions.
    case arithmetic(String, CodeExpression, CodeExpression)
    /// A construct the readers do not model, as written.
    case opaque(String)
    /// A value the code names (a local or a constant) and the expression it stands for:
    /// the stylesheet keeps the name.
    case named(String, CodeExpression)
    /// `condition ? a : b` (or a helper's `if` returning one or the other): decided where
    /// the condition comes to a literal, as a helper's parameter given `true` or `false`.
    case choice(CodeExpression, CodeExpression, CodeExpression)
    /// The theme object the app picks at run time, as the code names it (a parameter or a
    /// property declared of a theme type, ``ThemeModel``): a value per theme.
    case instance(type: String, name: String)

    /// The callee's name of a labelled tuple, `(r: 1, g: 0, b: 0)` being `(…)(r: 1, g: 0, b: 0)`.
    static let tupleName = "(…)"

    /// The callee's name of a subscript, `attributes[.font]` being `attributes.subscript(.font)`.
    static let subscriptName = "subscript"

    /// How a closure is kept: its statements run at some later time, with values the importer cannot know.
    static let closureText = "{ … }"

    /// The dotted name of a chain of members (`UIColor.systemBlue`), if it is one.
    var dottedName: String? {
        switch self {
        case .name(let name): return name
        case .member(let base?, let name): return base.dottedName.map { $0 + "." + name }
        case .member(nil, let name): return "." + name
        default: return nil
        }
    }

    /// The dotted name of the function a call calls (`Theme.init` in `Theme.init(…)`), if it is a call of one.
    var dottedCallee: String? {
        if case .call(let callee, _) = self { return callee.dottedName }
        return nil
    }

    /// The expression a name stands for (itself when it is not a named value).
    var unnamed: CodeExpression {
        if case .named(_, let inner) = self { return inner.unnamed }
        return self
    }

    /// `T` of `T()`: a new instance of a class of the app's or a library's (not UIKit's or Foundation's), made with no
    /// arguments, whose members only the code that made it sets. Nil for anything else.
    var newAppInstanceClass: String? {
        guard case .call(.name(let type), []) = self, type.first?.isUppercase == true, !type.hasPrefix("UI"), !type.hasPrefix("NS") else {
            return nil
        }
        return type
    }

    /// The last name of a member chain or a call's callee (`systemFont` in `UIFont.systemFont(ofSize: 17)`).
    var lastName: String? {
        switch self {
        case .name(let name), .member(_, let name): return name
        case .call(let callee, _): return callee.lastName
        default: return nil
        }
    }

    /// The expression with each name in `values` replaced by its value: a helper's parameters by the arguments of a call.
    func substituting(_ values: [String: CodeExpression]) -> CodeExpression {
        substituting { values[$0] }
    }

    /// The expression with each name `values` gives a value for replaced by it.
    func substituting(_ values: (String) -> CodeExpression?) -> CodeExpression {
        rewriting { expression in
            guard case .name(let name) = expression else { return nil }
            return values(name) ?? expression
        }
    }

    /// The expression with each part `transform` gives a replacement for (outermost first) replaced by it, and the
    /// parts it leaves (nil) rewritten inside.
    func rewriting(_ transform: (CodeExpression) -> CodeExpression?) -> CodeExpression {
        if let replaced = transform(self) { return replaced }
        switch self {
        case .name: return self
        case .member(let base, let name): return .member(base?.rewriting(transform), name)
        case .call(let callee, let arguments):
            return .call(callee.rewriting(transform), arguments.map { CodeArgument(label: $0.label, value: $0.value.rewriting(transform)) })
        case .array(let elements): return .array(elements.map { $0.rewriting(transform) })
        case .dictionary(let entries):
            return .dictionary(entries.map { CodeEntry(key: $0.key.rewriting(transform), value: $0.value.rewriting(transform)) })
        case .arithmetic(let op, let left, let right): return .arithmetic(op, left.rewriting(transform), right.rewriting(transform))
        case .named(let name, let inner): return .named(name, inner.rewriting(transform))
        case .choice(let test, let then, let otherwise):
            return .choice(test.rewriting(transform), then.rewriting(transform), otherwise.rewriting(transform))
        case .number, .string, .bool, .null, .opaque, .instance: return self
        }
    }

    /// Where evaluating the expression stops when it has no value the files read give: the
    /// first name of a chain that is not a type's (`theme` in `theme.colors.accent`,
    /// `Theme.current` in `Theme.current.tint`), the function called (`UIColor.clear.image(…)`).
    var stopName: String {
        switch self {
        case .named(_, let inner): return inner.stopName
        case .choice(let test, _, _): return test.stopName
        case .call(.member(let base?, CodeExpression.subscriptName), _): return base.stopName + "[…]"
        case .call(let callee, _): return (callee.dottedName ?? callee.stopName) + "(…)"
        case .member(let base?, let name):
            guard let dotted = base.dottedName else { return base.stopName }
            let parts = dotted.split(separator: ".").map(String.init) + [name]
            let end = parts.firstIndex { $0.first?.isUppercase != true } ?? parts.count - 1
            return parts[...end].joined(separator: ".")
        default: return description
        }
    }

    /// The expression as Swift, shortened for a report line.
    var description: String {
        let text = spelled
        return text.count > 100 ? String(text.prefix(97)) + "…" : text
    }

    /// An operand as written, in parentheses when it is itself an operation: `(rgb & 16711680) >> 16`.
    private var operand: String {
        if case .arithmetic = self { return "(" + spelled + ")" }
        return spelled
    }

    private var spelled: String {
        switch self {
        case .name(let name): return name
        case .member(let base?, let name): return base.spelled + "." + name
        case .member(nil, let name): return "." + name
        case .call(.member(let base?, CodeExpression.subscriptName), let arguments):
            return base.spelled + "[" + arguments.map(\.value.spelled).joined(separator: ", ") + "]"
        case .call(.name(CodeExpression.tupleName), let arguments):
            return "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.spelled }.joined(separator: ", ") + ")"
        case .call(let callee, let arguments):
            return callee.spelled + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.spelled }.joined(separator: ", ") + ")"
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): return "\"" + text + "\""
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "nil"
        case .array(let elements): return "[" + elements.map(\.spelled).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[" + entries.map { $0.key.spelled + ": " + $0.value.spelled }.joined(separator: ", ") + "]"
        case .arithmetic(let op, let left, let right): return left.operand + " " + op + " " + right.operand
        // Code kept as written, on one line: a report's reason is one line.
        case .opaque(let text): return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case .named(let name, _): return name
        case .choice(let test, let then, let otherwise): return test.spelled + " ? " + then.spelled + " : " + otherwise.spelled
        case .instance(_, let name): return name
        }
    }
}

/// One argument of a call, with its label (nil for `_`).
struct CodeArgument: Hashable, Sendable {
    var label: String?
    var value: CodeExpression
}

/// One entry of a dictionary literal (text attributes).
struct CodeEntry: Hashable, Sendable {
    var key: CodeExpression
    var value: CodeExpression
}

extension Array where Element == CodeArgument {
    /// The argument with this label.
    subscript(label label: String) -> CodeExpression? { first { $0.label == label }?.value }
}
