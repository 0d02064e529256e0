import Foundation

/// The open `/events` streams: each page's server-sent-event connection
/// gets every event broadcast after it subscribed.
actor EventHub {
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    /// A new subscriber's stream; it ends when the subscriber goes away.
    func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    func broadcast(_ event: String) {
        for continuation in subscribers.values { continuation.yield(event) }
    }

    var count: Int { subscribers.count }

    private func remove(_ id: UUID) { subscribers[id] = nil }
}
