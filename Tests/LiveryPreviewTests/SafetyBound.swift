/// How long a test waits for what comes within milliseconds before it
/// calls it a failure: a bound that turns a hang into a failure, never a
/// measure. The tests here wait for events (a reply, a notification, a
/// job started), not for durations, and time nothing.
enum SafetyBound {
    static let seconds: Double = 60
    static let duration = Duration.seconds(seconds)

    /// Whether `event` answered true before the bound.
    static func wait(for event: @escaping @Sendable () async -> Bool) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask(operation: event)
            group.addTask {
                try? await Task.sleep(for: duration)
                return false
            }
            defer { group.cancelAll() }
            return await group.next() ?? false
        }
    }
}
