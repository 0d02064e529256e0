/// Reads a fuzz input as a sequence of choices. Past the end every read is 0,
/// so any input, even an empty one, describes a whole tree.
struct ByteStream {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func pick<T>(_ options: [T]) -> T { options[Int(byte()) % options.count] }

    /// Values that break naive geometry: zero, negatives, tiny, huge, non-finite.
    static let extremes: [Double] = [
        0, -1, -0.5, 1e-9, 0.5, 1000, -1000, 1e6, 1e15, -1e15, 1e300, -1e300,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ]

    /// Usually 0…50 points in quarter steps, sometimes an extreme.
    mutating func length() -> Double {
        let b = byte()
        return b < 201 ? Double(b) / 4 : pick(ByteStream.extremes)
    }

    /// A length that may be negative.
    mutating func coordinate() -> Double { bool() ? -length() : length() }

    /// Usually 0…1, sometimes an extreme.
    mutating func unit() -> Double {
        let b = byte()
        return b < 241 ? Double(b) / 240 : pick(ByteStream.extremes)
    }

    mutating func string(maxLength: Int) -> String {
        let count = Int(byte()) % (maxLength + 1)
        return String(decoding: (0..<count).map { _ in byte() }, as: UTF8.self)
    }
}
