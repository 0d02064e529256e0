extension InvocationTable {
    /// The invocations grouped by rule, each rule's in table order, as indices
    /// into `invocations`; an invocation naming no rule of the table is left out.
    package var invocationsByRule: FlatGroups {
        FlatGroups(count: rules.count, keys: invocations.map { $0.rule })
    }
}
