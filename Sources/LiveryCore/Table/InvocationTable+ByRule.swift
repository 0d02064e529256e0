extension InvocationTable {
    /// The invocations grouped by rule, each rule's in table order: rule `r`'s
    /// are `order[starts[r]..<starts[r + 1]]`, indices into `invocations`.
    /// One counting pass and two flat arrays, not an array per rule; an
    /// invocation naming no rule of the table is left out.
    package var invocationsByRule: (starts: [Int], order: [Int]) {
        var starts = [Int](repeating: 0, count: rules.count + 1)
        for invocation in invocations where rules.indices.contains(invocation.rule) {
            starts[invocation.rule + 1] += 1
        }
        for rule in rules.indices { starts[rule + 1] += starts[rule] }
        var next = starts
        var order = [Int](repeating: 0, count: starts[rules.count])
        for (i, invocation) in invocations.enumerated() where rules.indices.contains(invocation.rule) {
            order[next[invocation.rule]] = i
            next[invocation.rule] += 1
        }
        return (starts, order)
    }
}
