import Foundation

/// `# livery:ignore CODE[, CODE…]` comments: a deliberate exception to a
/// warning (or an error) on the comment's own line, or on the line after a
/// comment that stands alone, so `lint --strict` can tolerate it.
enum IgnoreComments {
    static let marker = Array("livery:ignore".utf8)

    /// Per line (1-based), the codes silenced there: a comment's codes count
    /// on its own line and on the next one. Finds each `#` with `memchr`, so
    /// a file without comments costs a fast pass and nothing more.
    static func scan(_ bytes: [UInt8]) -> [Int: Set<String>] {
        bytes.withUnsafeBufferPointer { buffer -> [Int: Set<String>] in
            guard let base = buffer.baseAddress else { return [:] }
            let n = buffer.count
            var silenced: [Int: Set<String>] = [:]
            var line = 1
            var counted = 0
            var i = 0
            while i < n, let found = memchr(base + i, Int32(UInt8(ascii: "#")), n - i) {
                let hash = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                var j = hash + 1
                while j < n, buffer[j] == UInt8(ascii: " ") { j += 1 }
                guard n - j >= marker.count, buffer[j..<(j + marker.count)].elementsEqual(marker) else {
                    i = hash + 1
                    continue
                }
                for k in counted..<hash where buffer[k] == UInt8(ascii: "\n") { line += 1 }
                counted = hash
                j += marker.count
                var codes: Set<String> = []
                var word: [UInt8] = []
                while j < n, buffer[j] != UInt8(ascii: "\n"), buffer[j] != UInt8(ascii: "\r") {
                    let c = buffer[j]
                    if c == UInt8(ascii: "-") || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) {
                        word.append(c)
                    } else if !word.isEmpty {
                        codes.insert(String(decoding: word, as: UTF8.self))
                        word = []
                    }
                    j += 1
                }
                if !word.isEmpty { codes.insert(String(decoding: word, as: UTF8.self)) }
                silenced[line, default: []].formUnion(codes)
                silenced[line + 1, default: []].formUnion(codes)
                i = j
            }
            return silenced
        }
    }
}
