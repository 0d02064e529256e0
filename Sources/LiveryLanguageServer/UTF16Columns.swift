/// The protocol's characters (UTF-16 offsets) of one line's scalar columns,
/// for columns asked in increasing order: each answer goes on from the last,
/// so every position on a long line costs one pass over it, where
/// ``OpenDocument/position(line:column:in:)`` counts from the line's start.
struct UTF16Columns {
    private let scalars: [Unicode.Scalar]
    private var column = 0
    private var offset = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// The UTF-16 offset of a zero-based scalar column; past the line's end is its end.
    mutating func offset(ofColumn target: Int) -> Int {
        let target = min(max(target, 0), scalars.count)
        if target < column {
            column = 0
            offset = 0
        }
        while column < target {
            offset += UTF16.width(scalars[column])
            column += 1
        }
        return offset
    }
}
