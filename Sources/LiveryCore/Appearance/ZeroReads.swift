/// The non-optional reads that found neither a value nor a schema default,
/// while a projection is made inside ``record(_:)``: how a test proves that
/// every appearance reads as non-optional only properties with a default.
/// Outside a recording, a miss costs one task-local read; a read that finds
/// its value (every read the schema is right about) costs nothing.
final class ZeroReads: @unchecked Sendable {
    @TaskLocal static var current: ZeroReads?

    /// `Class.keyPath` of each miss, in order; written only by the recording task.
    private(set) var misses: [String] = []

    func note(_ keyPath: String, of typeName: String) { misses.append(typeName + "." + keyPath) }

    /// The misses while `body` runs on this task.
    static func record(_ body: () -> Void) -> [String] {
        let reads = ZeroReads()
        $current.withValue(reads) { body() }
        return reads.misses
    }
}
