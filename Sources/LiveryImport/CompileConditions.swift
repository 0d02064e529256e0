import SwiftSyntax

/// What the app is compiled for, as the compiler decides `#if` and as the
/// OS decides `#available`: iOS on a device, a deployment target, and the
/// flags given with `-D`. A flag not given is false, as the compiler takes
/// it, and the branches it decides say which flag to give.
struct CompileConditions: Sendable {
    /// The oldest iOS the app runs on (`--deployment-target`).
    var deploymentTarget: Version
    /// Flags set with `-D NAME`.
    var flags: Set<String>

    /// The Swift and compiler version `swift(>=)` and `compiler(>=)` are compared with.
    static let swiftVersion = Version(6, 2)
    /// Modules `canImport` finds absent from an iOS build; any other is taken as the app's own or Apple's.
    static let absentModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android", "ucrt", "WASILibc"]

    init(deploymentTarget: Version = Version(15, 0), flags: Set<String> = []) {
        self.deploymentTarget = deploymentTarget
        self.flags = flags
    }

    /// A dotted version (`26`, `15.4`).
    struct Version: Comparable, Sendable, CustomStringConvertible {
        var major: Int
        var minor: Int

        init(_ major: Int, _ minor: Int = 0) {
            self.major = major
            self.minor = minor
        }

        /// `15.4`, `26.0.0`; nil when it does not start with a number.
        init?(_ text: String) {
            let parts = text.split(separator: ".").map { Int($0) }
            guard let major = parts.first ?? nil else { return nil }
            self.init(major, parts.count > 1 ? parts[1] ?? 0 : 0)
        }

        static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
    }

    // MARK: #available

    /// Which iOS versions a branch of `#available(iOS N)` / `#unavailable(iOS N)` runs on.
    enum Reach: Equatable {
        /// Every version from the deployment target.
        case always
        /// None from the deployment target: nothing to write.
        case never
        /// `N` and later, N above the deployment target: the branch the stylesheet takes.
        case from(Version)
        /// The deployment target up to before `N`: a stylesheet has no condition on the iOS version.
        case before(Version)
    }

    /// The reach of the `then` branch (`then: true`) or the `else` branch of `#available` (`available: true`) or `#unavailable` at `version`.
    func reach(available: Bool, _ version: Version, then: Bool) -> Reach {
        let newer = available == then
        if version <= deploymentTarget { return newer ? .always : .never }
        return newer ? .from(version) : .before(version)
    }

    /// The reason a branch is not followed, or nil for one that is followed.
    func reason(_ reach: Reach, written: String) -> (reason: String, obsolete: Bool)? {
        switch reach {
        case .always, .from: return nil
        case .never: return ("a branch of \(written) that never runs on iOS \(deploymentTarget) or later", true)
        case .before(let version):
            return (
                "the branch of \(written) for iOS \(deploymentTarget) to before \(version); the stylesheet takes the branch for iOS \(version) and later",
                false
            )
        }
    }

    // MARK: #if

    /// What a `#if` condition comes to: whether it holds, and the flags not given that decided it.
    struct Outcome {
        var holds: Bool
        var unsetFlags: [String] = []
        var setFlags: [String] = []
    }

    /// Evaluates a `#if` condition; nil for one the importer does not know (`hasFeature`, an unknown function).
    func evaluate(_ condition: ExprSyntax) -> Outcome? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { Outcome(holds: !$0.holds, unsetFlags: $0.unsetFlags, setFlags: $0.setFlags) }
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return Outcome(holds: literal.literal.tokenKind == .keyword(.true))
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self) {
            let name = flag.baseName.text
            return flags.contains(name) ? Outcome(holds: true, setFlags: [name]) : Outcome(holds: false, unsetFlags: [name])
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return evaluate(Array(sequence.elements)) }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(evaluate(infix.leftOperand), op.operator.text, evaluate(infix.rightOperand))
        }
        guard let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch function.baseName.text {
        case "os": return Outcome(holds: argument == "iOS")
        case "canImport": return Outcome(holds: !CompileConditions.absentModules.contains(argument))
        case "targetEnvironment": return Outcome(holds: false)  // a device build: not the simulator, not Mac Catalyst
        case "arch": return Outcome(holds: argument == "arm64")
        case "swift", "compiler":
            let compact = argument.replacingOccurrences(of: " ", with: "")
            if compact.hasPrefix(">="), let version = Version(String(compact.dropFirst(2))) {
                return Outcome(holds: CompileConditions.swiftVersion >= version)
            }
            if compact.hasPrefix("<"), let version = Version(String(compact.dropFirst())) {
                return Outcome(holds: CompileConditions.swiftVersion < version)
            }
            return nil
        default: return nil
        }
    }

    /// `a && b || c`, as the parser leaves it unfolded: `||` binds loosest.
    private func evaluate(_ elements: [ExprSyntax]) -> Outcome? {
        guard var result = elements.first.flatMap(evaluate) else { return nil }
        var index = 1
        var pendingOr: Outcome?
        while index + 1 < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "&&" || op == "||" else { return nil }
            guard let right = evaluate(elements[index + 1]) else { return nil }
            if op == "&&" {
                result = combine(result, "&&", right) ?? result
            } else {
                pendingOr = pendingOr.flatMap { combine($0, "||", result) } ?? result
                result = right
            }
            index += 2
        }
        if let pendingOr { return combine(pendingOr, "||", result) }
        return result
    }

    private func combine(_ left: Outcome?, _ op: String, _ right: Outcome?) -> Outcome? {
        guard let left, let right else { return nil }
        switch op {
        case "&&", "||":
            return Outcome(
                holds: op == "&&" ? left.holds && right.holds : left.holds || right.holds, unsetFlags: left.unsetFlags + right.unsetFlags,
                setFlags: left.setFlags + right.setFlags)
        default: return nil
        }
    }
}
