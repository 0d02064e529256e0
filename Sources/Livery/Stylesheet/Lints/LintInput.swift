/// The table regrouped the ways lints read it.
struct LintInput {
    let table: InvocationTable
    /// Each rule's invocations, as a range of `order`, indexed like `table.rules`.
    private let byRule: [Range<Int>]
    /// Indices into `table.invocations`, grouped by rule (the compiler already
    /// writes them so; a table built by hand is sorted by rule, stably).
    private let order: [Int]
    /// Rules with identical selectors (same type, containers, traits and
    /// classes), each group in source order; groups ordered by first rule.
    let sameSelector: [[Int]]

    init(_ table: InvocationTable) {
        self.table = table
        let invocations = table.invocations
        var order = invocations.indices.filter { table.rules.indices.contains(invocations[$0].rule) }
        if !zip(order, order.dropFirst()).allSatisfy({ invocations[$0.0].rule <= invocations[$0.1].rule }) {
            order = order.enumerated().sorted { (invocations[$0.element].rule, $0.offset) < (invocations[$1.element].rule, $1.offset) }
                .map(\.element)
        }
        var byRule = [Range<Int>](repeating: 0..<0, count: table.rules.count)
        var start = 0
        while start < order.count {
            let rule = invocations[order[start]].rule
            var end = start + 1
            while end < order.count, invocations[order[end]].rule == rule { end += 1 }
            byRule[rule] = start..<end
            start = end
        }
        self.byRule = byRule
        self.order = order
        var groups: [[Int]] = []
        var groupBySelector: [Selector: Int] = [:]
        groupBySelector.reserveCapacity(table.rules.count)
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

    /// A rule's invocations, in source order.
    func invocations(of rule: Int) -> LazyMapSequence<ArraySlice<Int>, Invocation> {
        order[byRule[rule]].lazy.map { self.table.invocations[$0] }
    }

    /// "line 12", or "Other.style.yaml:12" when the location is in another file.
    static func reference(_ location: SourceLocation, from file: String) -> String {
        location.file == file ? "line \(location.line)" : "\(location.file):\(location.line)"
    }
}
