/// `rule-never-wins` on a tree (`livery lint TREE`): a rule that matches
/// views of the tree and sets something on them, yet loses every slot on
/// every one of them to other rules — by containment, specificity or order,
/// which only the tree decides. Found otherwise only with `explain`. A rule
/// that loses only to the tree's own `set:` values is not reported: the
/// tree, not the stylesheet, overrides it.
package enum TreeNeverWinsLint {
    package static func check(_ explanations: [Explanation], table: InvocationTable, tree: String) -> [Diagnostic] {
        var won: Set<Int> = []
        // Each losing rule's first winner that is a rule, and how many views it lost on.
        var lost: [Int: (winner: Int, views: Int)] = [:]
        for explanation in explanations {
            var lostHere: [Int: Int] = [:]
            for entry in explanation.properties {
                if case .rule(let index, _) = entry.winner.source { won.insert(index) }
                for loser in entry.losers {
                    guard case .rule(let index, _) = loser.contender.source else { continue }
                    switch entry.winner.source {
                    case .rule(let winner, _): lostHere[index] = lostHere[index] ?? winner
                    default: won.insert(index)  // lost to the tree's own value, or inherited: not the stylesheet's contest
                    }
                }
            }
            for (index, winner) in lostHere { lost[index] = (lost[index]?.winner ?? winner, (lost[index]?.views ?? 0) + 1) }
        }
        return lost.keys.sorted().compactMap { index -> Diagnostic? in
            guard !won.contains(index), let (winner, views) = lost[index], table.rules.indices.contains(index),
                table.rules.indices.contains(winner)
            else { return nil }
            let origin = table.rules[index].origin
            let winning = table.rules[winner]
            return Diagnostic(
                .ruleNeverWins,
                "this rule never wins in \(tree): on the \(views == 1 ? "view" : "\(views) views") it matches, `\(winning.selector)` "
                    + "(\(LintInput.reference(winning.origin, from: origin.file))) outranks it",
                at: origin, hint: "`livery explain` on one of those views shows which step decides; scope or remove the rule")
        }
    }
}
