/// How hard to measure.
struct Settings {
    /// One run per measurement and a batch of 10: a smoke test, not numbers to quote.
    var quick = false

    /// Best-of timing: `slow` bodies (a second or more) run twice, others at
    /// least three times and for at least a second in all.
    func time(slow: Bool = false, _ body: () throws -> Void) throws -> Double {
        if quick { return try Measure.once(body) }
        return slow
            ? try Measure.best(minRuns: 2, minSeconds: 0, body)
            : try Measure.best(minRuns: 3, minSeconds: 1, maxRuns: 400, body)
    }
}
