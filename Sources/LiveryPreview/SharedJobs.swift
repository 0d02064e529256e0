/// Results of blocking jobs by key (a stylesheet's compile, a tree's load),
/// and the jobs still running: a second request for a key that is running
/// waits for that job instead of starting another. Kept by
/// ``PreviewWorkspace``, which alone touches it.
struct SharedJobs<Value: Sendable> {
    /// Finished results, until a change to the files they read drops them.
    var done: [String: Value] = [:]
    private var running: [String: Task<Value?, Never>] = [:]

    /// The job running for `key`, else a new one doing `work` (nil: it could not run).
    mutating func job(_ key: String, _ work: @escaping @Sendable () async -> Value?) -> Task<Value?, Never> {
        if let task = running[key] { return task }
        let task = Task(operation: work)
        running[key] = task
        return task
    }

    /// A job's end: its result is kept when `keep` (no file changed while it ran).
    mutating func finish(_ key: String, _ value: Value?, keep: Bool) {
        running[key] = nil
        if let value, keep { done[key] = value }
    }
}
