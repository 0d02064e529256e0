import FuzzSupport

/// The renderer's choices: lengths and units that are sometimes absurd.
extension ByteStream {
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
}
