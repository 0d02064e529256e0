/// Functions that run only where a condition known at run time holds: every call of them is inside a branch,
/// a `switch` or a closure the importer does not follow (`if ([NSUserDefaults isDarkSchemeSetting]) { [self
/// configDarkAppearance]; } else { [self configLightAppearance]; }`), or inside another such function. What they
/// set is the app's style only when the condition holds, so it is not written as the style at launch.
///
/// Branches the importer decides are not conditions here: on the device's idiom (written per idiom), on a literal,
/// and an optional binding (`if let window = window`), which holds at launch as a rule.
enum ConditionalCalls {
    /// What a call is under: where it runs (`a branch on isDark`, `a closure passed to SettingsItem(…) to run when
    /// SettingsItem calls it`), and the name the importer stopped at.
    struct Condition: Equatable {
        var place: String
        var stoppedAt: String
        /// A branch that never runs from the deployment target (`else` of `IOS7_OR_GREATER`): what only it calls is obsolete.
        var never = false
        /// The other conditions other calls are under (`a closure passed to onTap(…) to run when onTap calls it`).
        var otherPlaces: [String] = []
        /// The functions running only after launch that call it too (`AppInfoPresenter.showFeedbackAlert`).
        var alsoLater: [String] = []

        /// What the call is under, as a report says it after "called only": `inside a branch on isDark, which the
        /// importer does not follow`, and `, or from what runs after launch (…)` where such functions call it too.
        var described: String {
            let later = alsoLater.prefix(3).joined(separator: ", ") + (alsoLater.count > 3 ? " and \(alsoLater.count - 3) more" : "")
            return "inside \(([place] + otherPlaces.prefix(2)).joined(separator: " or ")), which the importer does not follow"
                + (alsoLater.isEmpty ? "" : ", or from what runs after launch (\(later))")
        }
    }

    /// By function name (each declared once among `functions`), the condition the first of its calls is under; a call
    /// from a function that `runsAfterLaunch` counts as under one where another call is under a condition.
    static func onlyInBranches(
        _ functions: [CodeFunction], runsAfterLaunch: (CodeFunction) -> Bool
    ) -> [String: Condition] {
        let declared = Dictionary(grouping: functions, by: \.name).filter { $0.value.count == 1 }
        // Each call of a declared function: the caller, its full name where it runs only after launch, and the condition it is
        // under (nil for none).
        var sites: [String: [(caller: String, later: String?, condition: Condition?)]] = [:]
        for function in functions {
            let later = runsAfterLaunch(function) ? [function.owner, function.name].compactMap(\.self).joined(separator: ".") : nil
            walk(function.statements, condition: nil) { name, condition in
                guard declared[name] != nil, name != function.name else { return }
                sites[name, default: []].append((function.name, later, condition))
            }
        }
        var found: [String: Condition] = [:]
        for _ in 0..<AppearanceInterpreter.maxScreenHelperDepth {
            var changed = false
            for (name, calls) in sites where found[name] == nil && !calls.isEmpty {
                // Where functions that run later call it besides (the user's tap), the other calls decide; where only
                // they do, ``LoadedLater`` says so, unless every call is under a condition.
                let now = calls.filter { $0.later == nil }
                let deciding = now.isEmpty ? calls : now
                guard deciding.allSatisfy({ $0.condition != nil || found[$0.caller] != nil }) else { continue }
                // Called where it may run as well as where it never does: the condition it may run under.
                let conditions = deciding.compactMap { $0.condition ?? found[$0.caller] }
                guard var condition = conditions.first(where: { !$0.never }) ?? conditions.first else { continue }
                let later = now.isEmpty ? [] : calls.compactMap(\.later)
                condition.alsoLater = Array(Set(later + conditions.flatMap(\.alsoLater))).sorted()
                // What runs later calls it: it runs, if not at launch.
                if !condition.alsoLater.isEmpty { condition.never = false }
                var places = [condition.place]
                for place in conditions.flatMap({ [$0.place] + $0.otherPlaces }) where !places.contains(place) { places.append(place) }
                condition.otherPlaces = Array(places.dropFirst())
                found[name] = condition
                changed = true
            }
            if !changed { break }
        }
        return found
    }

    /// Each call in `statements` (by the callee's last name), with the run-time condition it is under.
    private static func walk(_ statements: [CodeStatement], condition: Condition?, _ found: (String, Condition?) -> Void) {
        for statement in statements {
            switch statement.kind {
            case .bind(_, let value), .evaluate(let value), .returns(let value): calls(in: value, condition, found)
            case .assign(let target, let value):
                calls(in: target, condition, found)
                calls(in: value, condition, found)
            case .block(let inner), .loop(_, _, let inner): walk(inner, condition: condition, found)
            case .unfollowed(let reason, let stoppedAt, let obsolete, let inner):
                // A closure kept for later is named by where it went; a branch the reader did not follow, by its test.
                let place = CodeStatement.runsLater(reason) || obsolete ? reason : "a branch on \(stoppedAt)"
                walk(inner, condition: condition ?? Condition(place: place, stoppedAt: stoppedAt, never: obsolete), found)
            case .branch(let test, let then, let otherwise, let stoppedAt):
                // A function both arms call (`if testing { bootstrap(true) } else { bootstrap(false) }`) runs either way.
                for name in unconditional(then).intersection(unconditional(otherwise)) { found(name, condition) }
                let decided = isDecided(test)
                walk(then + otherwise, condition: condition ?? (decided ? nil : Condition(place: "a branch on \(stoppedAt)", stoppedAt: stoppedAt)), found)
            case .cases(_, let cases, let stoppedAt):
                walk(cases.flatMap(\.body), condition: condition ?? Condition(place: "a case of the switch on \(stoppedAt)", stoppedAt: stoppedAt), found)
            }
        }
    }

    /// The functions `statements` call under no condition of their own: at their level, or in both arms of a branch
    /// there (an `else if` chain whose every arm calls it), not in a closure. Each branch reads the statements below
    /// it once, so a chain is read in time quadratic in its depth, which the readers' nesting limit bounds.
    private static func unconditional(_ statements: [CodeStatement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            switch statement.kind {
            case .bind(_, let value), .evaluate(let value), .returns(let value): names.formUnion(CallSites.names(in: value))
            case .assign(let target, let value): names.formUnion(CallSites.names(in: target).union(CallSites.names(in: value)))
            case .block(let inner), .loop(_, _, let inner): names.formUnion(unconditional(inner))
            case .branch(_, let then, let otherwise, _): names.formUnion(unconditional(then).intersection(unconditional(otherwise)))
            case .unfollowed, .cases: break
            }
        }
        return names
    }

    private static func calls(in expression: CodeExpression, _ condition: Condition?, _ found: (String, Condition?) -> Void) {
        for name in CallSites.names(in: expression) { found(name, condition) }
    }

    /// `if let x = y` (`y != nil`), as the reader writes an optional binding.
    /// A branch that is no run-time condition: on the device's idiom, on a literal, or an optional binding
    /// (`if let window = window`, `if (self)` after `[super init]`), which holds at launch as a rule.
    static func isDecided(_ test: CodeExpression) -> Bool {
        if AppearanceInterpreter.idiomSides(test) != nil || test.unnamed == .bool(true) || test.unnamed == .bool(false) { return true }
        if case .arithmetic("!=", _, .null) = test.unnamed { return true }
        return false
    }
}
