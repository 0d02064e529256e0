/// Reads a fuzz input as a sequence of choices. Past the end every read is 0,
/// so any input, even an empty one, describes a whole case.
public struct ByteStream {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    public mutating func pick<T>(_ options: [T]) -> T { options[Int(byte()) % options.count] }

    public mutating func string(maxLength: Int) -> String {
        let count = Int(byte()) % (maxLength + 1)
        return String(decoding: (0..<count).map { _ in byte() }, as: UTF8.self)
    }

    /// Bytes as they are: a two-byte length (big-endian), then that many (fewer at the end).
    public mutating func segment() -> [UInt8] {
        let count = Int(byte()) << 8 | Int(byte())
        let taken = Array(bytes[min(index, bytes.count)..<min(index + count, bytes.count)])
        index += taken.count
        return taken
    }
}
