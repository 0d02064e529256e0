/// `rule-never-wins`: a rule whose every (keypath, axis key) is set again by
/// later rules with the *identical* selector (same type, containers, traits
/// and style classes). Those rules match exactly the same views with the same
/// specificity, so source order always lets them win and this rule never
/// shows. Rules with different selectors are not compared: which one wins
/// depends on the tree.
enum NeverWinsLint {
    static func check(_ input: LintInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for group in input.sameSelector where group.count > 1 {
            // Walking backwards, remember the last rule that sets each key.
            var setLater: [Slot: Int] = [:]
            for rule in group.reversed() {
                let keys = input.invocations(of: rule).map { Slot(property: $0.property, axisKey: $0.axisKey) }
                if !keys.isEmpty, keys.allSatisfy({ setLater[$0] != nil }) {
                    let origin = input.table.rules[rule].origin
                    let winners = Set(keys.compactMap { setLater[$0] }).sorted()
                        .map { LintInput.reference(input.table.rules[$0].origin, from: origin.file) }
                    diagnostics.append(
                        Diagnostic(
                            .ruleNeverWins,
                            "this rule never wins: every property it sets is set again by a later rule with the same selector (\(winners.boundedListing()))",
                            at: origin, hint: "delete this rule, or merge it into the later one"))
                }
                for key in keys where setLater[key] == nil { setLater[key] = rule }
            }
        }
        return diagnostics
    }
}
