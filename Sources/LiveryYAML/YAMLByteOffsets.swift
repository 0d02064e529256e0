/// Turns libyaml's mark index, which counts characters (a `\r\n` line break
/// as two), into a byte offset of the UTF-8 source, past any byte-order
/// mark. Every look-up of the source at a mark goes through it: the comment
/// after an empty value, the `#` that closed a flow collection early.
///
/// Walks on from the last index asked for, so a reader that asks in order
/// pays one pass over the text in all; an earlier index starts again.
struct YAMLByteOffsets {
    private let source: UnsafeBufferPointer<UInt8>
    private var characters = 0
    private var bytes: Int

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.bytes = Self.byteOrderMarkLength(source)
    }

    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if index < characters { (characters, bytes) = (0, Self.byteOrderMarkLength(source)) }
        while characters < index, bytes < source.count {
            bytes += 1
            while bytes < source.count, source[bytes] & 0xC0 == 0x80 { bytes += 1 }
            characters += 1
        }
        return bytes
    }

    private static func byteOrderMarkLength(_ source: UnsafeBufferPointer<UInt8>) -> Int {
        source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }
}
