/// The table regrouped the ways lints read it.
struct LintInput {
    let table: InvocationTable
    /// Each rule's invocations, in source order, indexed like `table.rules`.
    let byRule: [[Invocation]]
    /// Rules with identical selectors (same type, containers, traits and
    /// classes), each group in source order; groups ordered by first rule.
    let sameSelector: [[Int]]

    init(_ table: InvocationTable) {
        self.table = table
        var byRule = [[Invocation]](repeating: [], count: table.rules.count)
        for invocation in table.invocations where byRule.indices.contains(invocation.rule) {
            byRule[invocation.rule].append(invocation)
        }
        self.byRule = byRule
        var groups: [[Int]] = []
        var groupBySelector: [Selector: Int] = [:]
        for rule in table.rules.indices {
            let selector = table.rules[rule].selector
            if let g = groupBySelector[selector] {
                groups[g].append(rule)
            } else {
                groupBySelector[selector] = groups.count
                groups.append([rule])
            }
        }
        sameSelector = groups
    }

    /// "line 12", or "Other.style.yaml:12" when the location is in another file.
    static func reference(_ location: SourceLocation, from file: String) -> String {
        location.file == file ? "line \(location.line)" : "\(location.file):\(location.line)"
    }
}
