import Foundation
import SwiftSyntax

/// What the app is compiled for, as the compiler decides `#if` and as the
/// OS decides `#available`: iOS on a device, a deployment target, and the
/// flags given with `-D`. A flag not given is false, as the compiler takes
/// it, and the branches it decides say which flag to give.
struct CompileConditions: Sendable {
    /// The oldest iOS the stylesheet applies on: the app's deployment target, or iOS 15, where Livery runs, if that is later.
    var deploymentTarget: Version
    /// The app's deployment target as given (`--deployment-target`), older than ``deploymentTarget`` where the app
    /// targets a version before Livery's: a branch for versions between the two runs in the app as it is, though on no
    /// version a stylesheet applies on.
    var appTarget: Version
    /// Flags set with `-D NAME`.
    var flags: Set<String>

    /// The Swift and compiler version `swift(>=)` and `compiler(>=)` are compared with.
    static let swiftVersion = Version(6, 2)
    /// Modules `canImport` finds absent from an iOS build; any other is taken as the app's own or Apple's.
    static let absentModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android", "ucrt", "WASILibc"]

    init(deploymentTarget: Version = Version(15, 0), appTarget: Version? = nil, flags: Set<String> = []) {
        self.deploymentTarget = deploymentTarget
        self.appTarget = min(appTarget ?? deploymentTarget, deploymentTarget)
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
        /// The app's own target up to before `N`, all older than the oldest version a stylesheet applies on: the
        /// branch runs in the app as it is, never where a stylesheet applies.
        case belowStylesheets(Version)
    }

    /// The reach of the `then` branch (`then: true`) or the `else` branch of `#available` (`available: true`) or `#unavailable` at `version`.
    func reach(available: Bool, _ version: Version, then: Bool) -> Reach {
        let newer = available == then
        if version <= deploymentTarget { return newer ? .always : version <= appTarget ? .never : .belowStylesheets(version) }
        return newer ? .from(version) : .before(version)
    }

    /// How the reason for a branch of ``Reach/belowStylesheets(_:)`` names the version it stops before.
    private static let belowStylesheets = "the oldest a stylesheet applies on"

    /// Whether `reason`, of a branch that never runs where a stylesheet applies, is that of one the app runs on its own
    /// deployment target: its calls are reported, not obsolete.
    static func runsOnlyBelowStylesheets(_ reason: String) -> Bool { reason.contains(belowStylesheets) }

    /// The reason a branch is not followed, or nil for one that is followed. `bothSet`: both branches
    /// set proxies, so where the versions split neither is followed (each would be wrong on the other's).
    func reason(_ reach: Reach, written: String, bothSet: Bool = false) -> (reason: String, obsolete: Bool)? {
        switch reach {
        case .always: return nil
        case .from(let version):
            guard bothSet else { return nil }
            return (
                "the branch of \(written) for iOS \(version) and later (the other branch sets proxies for iOS \(deploymentTarget) "
                    + "to before \(version), and a stylesheet has no condition on the iOS version)",
                false
            )
        case .never: return ("a branch of \(written) that never runs on iOS \(deploymentTarget) or later", true)
        case .belowStylesheets(let version):
            // Obsolete for what the stylesheet holds (a helper's value is the newer branch's); its calls are reported
            // (``runsOnlyBelowStylesheets(_:)``).
            return (
                "the branch of \(written) for iOS \(appTarget) to before \(version), the app's deployment target up to a version older than "
                    + "iOS \(deploymentTarget), \(CompileConditions.belowStylesheets) (an app linking Livery targets that or later, and never runs it)",
                true
            )
        case .before(let version):
            let other =
                bothSet
                ? "the other branch sets proxies for iOS \(version) and later, and a stylesheet has no condition on the iOS version"
                : "the stylesheet takes the branch for iOS \(version) and later"
            return ("the branch of \(written) for iOS \(deploymentTarget) to before \(version) (\(other))", false)
        }
    }

    // MARK: #if

    /// How the reason for a `#if` clause the build does not compile begins: what such a clause would return,
    /// the build never runs, so a value is read from the clause compiled.
    static let uncompiledBranch = "a #if branch"

    /// What a `#if` condition comes to: whether it holds, and the flags not given that decided it.
    struct Outcome {
        var holds: Bool
        var unsetFlags: [String] = []
        var setFlags: [String] = []
        /// The file's own object-like macros the condition read (`#define APP_THEME APP_OPEN_THEME`).
        var fileMacros: [String] = []
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

    // MARK: The C preprocessor

    /// Apple's target macros as an iOS device build defines them.
    static let targetMacros: [String: Int] = [
        "TARGET_OS_IOS": 1, "TARGET_OS_IPHONE": 1, "TARGET_OS_MAC": 1, "TARGET_OS_TV": 0, "TARGET_OS_WATCH": 0, "TARGET_OS_OSX": 0,
        "TARGET_OS_MACCATALYST": 0, "TARGET_OS_UIKITFORMAC": 0, "TARGET_OS_SIMULATOR": 0, "TARGET_IPHONE_SIMULATOR": 0,
        "TARGET_OS_VISION": 0, "TARGET_OS_XR": 0, "TARGET_OS_BRIDGE": 0, "TARGET_OS_DRIVERKIT": 0,
    ]

    /// The lines of an Objective-C file its `#if`, `#ifdef`, `#ifndef`, `#elif` and `#else`
    /// leave out, as runs that do not overlap, each with why. A condition the importer does not
    /// evaluate (`__has_include`) leaves every branch in, as the reader took them before.
    func inactiveRegions(_ directives: [ObjCTokenizer.Directive]) -> [SourceUnit.InactiveRegion] {
        struct Level {
            var active: Bool
            var taken: Bool
            var known: Bool
            var why: (reason: String, stoppedAt: String, obsolete: Bool)
        }
        var stack: [Level] = []
        /// How many levels of the stack are inactive: code is read where none is.
        var inactiveLevels = 0
        var regions: [SourceUnit.InactiveRegion] = []
        var open: (line: Int, why: (reason: String, stoppedAt: String, obsolete: Bool))?
        // The object-like macros the file defines where it is compiled, as the conditions after them read them.
        var macros: [String: String] = [:]
        for (position, directive) in directives.enumerated() {
            let (keyword, rest) = CompileConditions.parts(of: directive)
            let wasActive = inactiveLevels == 0
            switch keyword {
            case "define" where wasActive:
                let name = CompileConditions.leadingName(rest)
                let body = rest.dropFirst(name.count)
                if !name.isEmpty, body.first != "(", macros.count < CompileConditions.maxFileMacros {
                    macros[name] = body.trimmingCharacters(in: .whitespaces)
                }
                continue
            case "undef" where wasActive:
                macros[rest] = nil
                continue
            case "if", "ifdef", "ifndef":
                let condition = keyword == "if" ? rest : (keyword == "ifndef" ? "!defined(\(rest))" : "defined(\(rest))")
                // An include guard (`#ifndef __THEME_H__` then `#define __THEME_H__`) holds as the file is first read,
                // though its name starts `__` as the compiler's do.
                let next = position + 1 < directives.count ? CompileConditions.parts(of: directives[position + 1]) : nil
                let guards = keyword == "ifndef" && next?.keyword == "define" && next.map { CompileConditions.leadingName($0.rest) } == CompileConditions.leadingName(rest)
                let outcome = guards ? Outcome(holds: true) : preprocessorCondition(condition, macros: macros)
                let level = Level(active: outcome?.holds ?? true, taken: outcome?.holds ?? true, known: outcome != nil, why: why(outcome, condition))
                if !level.active { inactiveLevels += 1 }
                stack.append(level)
            case "elif", "else":
                guard var level = stack.popLast() else { continue }
                if !level.active { inactiveLevels -= 1 }
                if level.known {
                    if level.taken {
                        level.active = false
                    } else {
                        let outcome = keyword == "else" ? Outcome(holds: true) : preprocessorCondition(rest, macros: macros)
                        level.active = outcome?.holds ?? true
                        level.taken = level.active
                        level.known = outcome != nil
                        if keyword == "elif" { level.why = why(outcome, rest) }
                    }
                }
                if !level.active { inactiveLevels += 1 }
                stack.append(level)
            case "endif":
                if let level = stack.popLast(), !level.active { inactiveLevels -= 1 }
            default:
                continue
            }
            let isActive = inactiveLevels == 0
            if wasActive, !isActive, let level = stack.last {
                open = (directive.line, level.why)
            } else if !wasActive, isActive, let start = open {
                if directive.line > start.line + 1 {
                    regions.append(
                        SourceUnit.InactiveRegion(
                            lines: (start.line + 1)...(directive.line - 1), reason: start.why.reason, stoppedAt: start.why.stoppedAt,
                            obsolete: start.why.obsolete))
                }
                open = nil
            }
        }
        if let start = open {
            regions.append(
                SourceUnit.InactiveRegion(
                    lines: (start.line + 1)...Int.max, reason: start.why.reason, stoppedAt: start.why.stoppedAt, obsolete: start.why.obsolete))
        }
        return regions
    }

    /// A directive's keyword (`ifndef`) and the text after it.
    private static func parts(of directive: ObjCTokenizer.Directive) -> (keyword: String, rest: String) {
        let text = directive.text.dropFirst().trimmingCharacters(in: .whitespaces)
        let keyword = String(text.prefix { $0.isLetter })
        return (keyword, String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces))
    }

    /// The macro name a directive's text starts with (`THEME_H` in `THEME_H // guard`).
    private static func leadingName(_ text: String) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// Why a branch decided by `outcome` is left out, in the words `#if` in Swift is reported with.
    private func why(_ outcome: Outcome?, _ condition: String) -> (reason: String, stoppedAt: String, obsolete: Bool) {
        if let flag = outcome?.unsetFlags.first {
            return ("a #if branch decided by \(flag), a flag the import was not given (-D \(flag))", flag, false)
        }
        if let flag = outcome?.setFlags.first { return ("a #if branch the flag given with -D \(flag) leaves out", flag, true) }
        if let macro = outcome?.fileMacros.first { return ("a #if branch the file's own #define of \(macro) leaves out", macro, true) }
        return ("a #if branch not compiled for iOS on a device", "#if " + condition, true)
    }

    /// A C preprocessor condition: `defined(X)`, macros, whole numbers, `! && || == != < <= > >=`
    /// and parentheses. Nil for anything else (`__has_include(…)`).
    func preprocessorCondition(_ text: String, macros: [String: String] = [:]) -> Outcome? {
        var parser = PreprocessorExpression(text: text, conditions: self, macros: macros)
        guard let value = parser.disjunction(), parser.atEnd else { return nil }
        return Outcome(holds: value != 0, unsetFlags: parser.unset, setFlags: parser.set, fileMacros: parser.fileMacros)
    }

    /// The most object-like macros of one file a condition reads; the rest are taken as flags.
    static let maxFileMacros = 4_096
}

/// A recursive-descent reading of one preprocessor condition, nested no deeper than the
/// directive's length allows (a line of a 2 MiB file at most).
private struct PreprocessorExpression {
    private var words: [String] = []
    private var index = 0
    private let conditions: CompileConditions
    private(set) var unset: [String] = []
    private(set) var set: [String] = []
    private(set) var fileMacros: [String] = []
    private let macros: [String: String]
    /// How many of the file's macros one condition expands at most, counted through nested expansions.
    static let maxExpansions = 256
    private var expansions = 0
    /// Deepest nesting of parentheses and `!` read.
    static let maxDepth = 64
    private var depth = 0

    init(text: String, conditions: CompileConditions, macros: [String: String] = [:]) {
        self.conditions = conditions
        self.macros = macros
        var current = ""
        let operators: Set<String> = ["&&", "||", "==", "!=", "<=", ">="]
        var characters = Array(text)
        // A comment ends the condition.
        if let comment = text.range(of: "//") ?? text.range(of: "/*") { characters = Array(text[..<comment.lowerBound]) }
        var at = 0
        while at < characters.count {
            let character = characters[at]
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                at += 1
                continue
            }
            if !current.isEmpty { words.append(current); current = "" }
            if character.isWhitespace { at += 1; continue }
            if at + 1 < characters.count, operators.contains(String([character, characters[at + 1]])) {
                words.append(String([character, characters[at + 1]]))
                at += 2
            } else {
                words.append(String(character))
                at += 1
            }
        }
        if !current.isEmpty { words.append(current) }
    }

    var atEnd: Bool { index == words.count }

    private func peek() -> String? { index < words.count ? words[index] : nil }

    mutating func disjunction() -> Int? {
        guard var value = conjunction() else { return nil }
        while peek() == "||" {
            index += 1
            guard let right = conjunction() else { return nil }
            value = (value != 0 || right != 0) ? 1 : 0
        }
        return value
    }

    private mutating func conjunction() -> Int? {
        guard var value = comparison() else { return nil }
        while peek() == "&&" {
            index += 1
            guard let right = comparison() else { return nil }
            value = (value != 0 && right != 0) ? 1 : 0
        }
        return value
    }

    private mutating func comparison() -> Int? {
        guard let left = unary() else { return nil }
        guard let op = peek(), ["==", "!=", "<", "<=", ">", ">="].contains(op) else { return left }
        index += 1
        guard let right = unary() else { return nil }
        switch op {
        case "==": return left == right ? 1 : 0
        case "!=": return left != right ? 1 : 0
        case "<": return left < right ? 1 : 0
        case "<=": return left <= right ? 1 : 0
        case ">": return left > right ? 1 : 0
        default: return left >= right ? 1 : 0
        }
    }

    private mutating func unary() -> Int? {
        guard depth < PreprocessorExpression.maxDepth, let word = peek() else { return nil }
        index += 1
        depth += 1
        defer { depth -= 1 }
        switch word {
        case "!": return unary().map { $0 == 0 ? 1 : 0 }
        case "(":
            guard let value = disjunction(), peek() == ")" else { return nil }
            index += 1
            return value
        case "defined":
            let parenthesised = peek() == "("
            if parenthesised { index += 1 }
            guard let name = peek() else { return nil }
            index += 1
            if parenthesised {
                guard peek() == ")" else { return nil }
                index += 1
            }
            // The target macros, and names starting `__`, are the compiler's and the SDK's: defined.
            if CompileConditions.targetMacros[name] != nil || name.hasPrefix("__") { return 1 }
            if macros[name] != nil {
                fileMacros.append(name)
                return 1
            }
            return flag(name)
        default:
            if let number = Int(word.trimmingCharacters(in: CharacterSet(charactersIn: "uUlL"))) { return number }
            guard word.first?.isLetter == true || word.first == "_" else { return nil }
            if let value = CompileConditions.targetMacros[word] { return value }
            if word == "__IPHONE_OS_VERSION_MIN_REQUIRED" {
                return conditions.deploymentTarget.major * 10_000 + conditions.deploymentTarget.minor * 100
            }
            if word.hasPrefix("__IPHONE_") {
                let parts = word.dropFirst(9).split(separator: "_").compactMap { Int($0) }
                guard let major = parts.first else { return nil }
                return major * 10_000 + (parts.count > 1 ? parts[1] * 100 : 0)
            }
            if word.hasPrefix("__has") { return nil }
            if peek() == "(" { return nil }  // a function-like macro
            if let body = macros[word] {
                // The file's macro: its body read as the condition's part it stands for (a number, or another macro).
                guard expansions < PreprocessorExpression.maxExpansions else { return nil }
                var inner = PreprocessorExpression(text: body, conditions: conditions, macros: macros)
                inner.depth = depth
                inner.expansions = expansions + 1
                let value = inner.disjunction()
                expansions = inner.expansions
                guard let value, inner.atEnd else { return nil }
                fileMacros.append(word)
                fileMacros += inner.fileMacros
                unset += inner.unset
                set += inner.set
                return value
            }
            return flag(word)
        }
    }

    /// A macro the build may define: 1 when given with -D, else 0, as the preprocessor takes an undefined name.
    private mutating func flag(_ name: String) -> Int {
        if conditions.flags.contains(name) {
            set.append(name)
            return 1
        }
        unset.append(name)
        return 0
    }
}
