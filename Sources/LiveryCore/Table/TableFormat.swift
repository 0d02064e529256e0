/// The constants of the compiled table format (Docs/TableFormat.md), shared
/// by ``TableEncoder`` and ``TableDecoder`` so the two cannot drift.
enum TableFormat {
    /// `LVRYTBL` and a zero byte: what `file` and a reader check first.
    static let magic: [UInt8] = Array("LVRYTBL".utf8) + [0]
    /// Bumped whenever the layout changes; a reader accepts only its own.
    static let version: UInt32 = 7
    /// Written for an absent optional string.
    static let none: UInt32 = .max

    /// The tag byte before each ``Value``.
    enum ValueTag: UInt8 {
        case number, bool, string, color, size, point, rect, insets, font, image, shape, enumCase, enumList
    }

    /// The tag byte before each ``ValueKind``.
    enum KindTag: UInt8 {
        case number, bool, string, color, image, font, size, point, rect, insets, shape, shapeOrImage, enumeration, enumList,
            stringList
    }

    /// The tag byte before each ``ShapeValue``.
    enum ShapeTag: UInt8 {
        case bounds, roundedBounds, rect, roundedRect, ellipse, path
    }

    /// The tag byte before each ``PathCommand``.
    enum PathTag: UInt8 {
        case move, line, quad, cubic, close
    }

    /// The tag byte before a ``PropertyTarget`` (or its absence).
    enum TargetTag: UInt8 {
        case none, own, part
    }

    /// Bits of the byte before a ``NumberRange`` (0: no range).
    enum RangeBit {
        static let present: UInt8 = 1
        static let lower: UInt8 = 2
        static let upper: UInt8 = 4
        static let whole: UInt8 = 8
    }

    /// Stored paths are relative to `directory` when under it, so a table
    /// names its files the same on every machine.
    static func relative(_ path: String, to directory: String) -> String {
        guard !directory.isEmpty else { return path }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A stored path joined back onto the reader's `directory`.
    static func absolute(_ path: String, in directory: String) -> String {
        if directory.isEmpty || path.utf8.first == UInt8(ascii: "/") { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
