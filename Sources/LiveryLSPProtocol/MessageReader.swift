import Foundation

/// Reads Language Server Protocol messages from a byte stream: headers
/// (`Content-Length: N`, CRLF-separated, a blank line) then N bytes of
/// JSON. Bounded: a header block over ``maxHeaderBytes`` or a body over
/// ``maxBodyBytes`` is refused and its bytes skipped as they arrive, never kept.
public struct MessageReader {
    public static let maxHeaderBytes = 8 << 10
    public static let maxBodyBytes = 16 << 20

    /// What the next read gives.
    public enum Next: Equatable {
        case message([UInt8])
        /// A message that cannot be used, and why; reading goes on after it.
        case refused(String)
        case endOfInput
    }

    private let readChunk: () -> [UInt8]
    private var buffer: [UInt8] = []
    private var start = 0

    /// `readChunk` returns the next bytes available, empty at the end of input.
    public init(readChunk: @escaping () -> [UInt8]) {
        self.readChunk = readChunk
    }

    public mutating func next() -> Next {
        // The header block, up to the blank line.
        var headerEnd: Int?
        while headerEnd == nil {
            if let end = blankLine() {
                headerEnd = end
                break
            }
            if buffer.count - start > MessageReader.maxHeaderBytes {
                let skipped = buffer.count - start
                start = buffer.count
                compact()
                return .refused("a message's headers are over \(MessageReader.maxHeaderBytes) bytes (\(skipped) skipped)")
            }
            guard fill() else { return .endOfInput }
        }
        guard let end = headerEnd else { return .endOfInput }
        let parsed = contentLength(headerEnd: end)
        start = end + 4
        let length: Int
        switch parsed {
        case .success(let value): length = value
        case .failure(let refusal): return .refused(refusal.why)
        }
        if length > MessageReader.maxBodyBytes {
            return skip(length)
        }
        while buffer.count - start < length {
            guard fill() else { return .endOfInput }
        }
        let body = Array(buffer[start..<(start + length)])
        start += length
        compact()
        return .message(body)
    }

    /// Adds bytes that have arrived, without reading: for a caller that reads
    /// on another thread and asks ``hasMessage`` before blocking in ``next()``.
    public mutating func append(_ bytes: [UInt8]) {
        buffer += bytes
    }

    /// Whether the bytes held make a whole message, or one to refuse, so
    /// that ``next()`` answers without reading more.
    public var hasMessage: Bool {
        guard let end = blankLine() else { return buffer.count - start > MessageReader.maxHeaderBytes }
        guard case .success(let length) = contentLength(headerEnd: end), length <= MessageReader.maxBodyBytes else { return true }
        return buffer.count - (end + 4) >= length
    }

    /// Whether no bytes are held: everything read so far has been handed out.
    public var isEmpty: Bool { start == buffer.count }

    /// Why a header block cannot be used.
    private struct Refusal: Error {
        var why: String
    }

    /// The body's length a header block (from `start` to `end`) gives.
    private func contentLength(headerEnd end: Int) -> Result<Int, Refusal> {
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return .failure(Refusal(why: "a header line without a colon: \(line.prefix(80))")) }
            if parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0 else { return .failure(Refusal(why: "a message without a valid Content-Length header")) }
        return .success(length)
    }

    /// Drops a body too large to keep, reading it through.
    private mutating func skip(_ length: Int) -> Next {
        var left = length
        while left > 0 {
            let available = buffer.count - start
            if available > 0 {
                let taken = min(available, left)
                start += taken
                left -= taken
                compact()
                continue
            }
            guard fill() else { return .endOfInput }
        }
        return .refused("a message of \(length) bytes is over the limit of \(MessageReader.maxBodyBytes)")
    }

    /// The offset of `\r\n\r\n` after `start`.
    private func blankLine() -> Int? {
        guard buffer.count - start >= 4 else { return nil }
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    private mutating func fill() -> Bool {
        let chunk = readChunk()
        guard !chunk.isEmpty else { return false }
        buffer += chunk
        return true
    }

    private mutating func compact() {
        if start > 1 << 16 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
