import Foundation

/// The bytes a reader thread has read and the server not yet taken. The
/// server sees what has arrived without waiting (``poll()``), which is how
/// it knows edits are still coming and defers compiling; the reader waits
/// while ``maxBytes`` are queued, so a client that floods is slowed, not
/// buffered without end.
final class InputQueue: @unchecked Sendable {
    static let maxBytes = 32 << 20

    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var first = 0
    private var queued = 0
    private var ended = false
    private var closed = false

    /// From the reader thread: a chunk read, or an empty one at the end of input.
    func put(_ chunk: [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        while queued >= InputQueue.maxBytes, !closed { condition.wait() }
        guard !closed, !ended else { return }
        if chunk.isEmpty { ended = true } else { chunks.append(chunk) }
        queued += chunk.count
        condition.broadcast()
    }

    /// The next chunk, waiting for one; empty at the end of input.
    func take() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        while first == chunks.count, !ended { condition.wait() }
        return next() ?? []
    }

    /// The next chunk if one has arrived, without waiting; nil otherwise (and at the end of input).
    func poll() -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        return next()
    }

    /// From the server, when it stops: the reader's chunks are dropped from now on.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        chunks = []
        first = 0
        condition.broadcast()
    }

    private func next() -> [UInt8]? {
        guard first < chunks.count else { return nil }
        let chunk = chunks[first]
        chunks[first] = []
        first += 1
        queued -= chunk.count
        if first == chunks.count || first > 1_024 {
            chunks.removeFirst(first)
            first = 0
        }
        condition.broadcast()
        return chunk
    }
}
