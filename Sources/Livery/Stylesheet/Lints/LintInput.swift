/// The table regrouped the ways lints read it. A class: every lint's
/// per-rule view of it shares the one copy.
final class LintInput {
    let table: InvocationTable
    /// Each rule's invocations, as a range of `order`, indexed like `table.rules`.
    private let byRule: [Range<Int>]
    /// Indices into `table.invocations`, grouped by rule, in source order within each.
    private let order: [Int]
    /// Rules with identical selectors (same type, containers, traits and
    /// classes), each group in source order; groups ordered by first rule.
    let sameSelector: [[Int]]

    init(_ table: InvocationTable) {
        self.table = table
        let grouped = table.invocationsByRule
        byRule = table.rules.indices.map(grouped.range)
        order = grouped.order
        var groups: [[Int]] = []
        var groupBySelector: [Selector: Int] = [:]
        groupBySelector.reserveCapacity(table.rules.count)
        for rule in table.rules.indices {
            // One hash per rule: the group is found or made in place.
            var isNew = false
            let g = { (slot: inout Int) -> Int in
                if slot < 0 {
                    slot = groups.count
                    isNew = true
                }
                return slot
            }(&groupBySelector[table.rules[rule].selector, default: -1])
            if isNew { groups.append([rule]) } else { groups[g].append(rule) }
        }
        sameSelector = groups
    }

    /// A rule's invocations, in source order.
    func invocations(of rule: Int) -> LazyMapSequence<ArraySlice<Int>, Invocation> {
        order[byRule[rule]].lazy.map { self.table.invocations[$0] }
    }

    /// "line 12", or "Other.style.yaml:12" when the location is in another file.
    static func reference(_ location: SourceLocation, from file: String) -> String {
        location.file == file ? "line \(location.line)" : "\(location.file):\(location.line)"
    }
}
