import Livery

/// The flow keys and brackets of a line before a column, read left to right
/// (`set: { layer: { |` is inside `set` and `layer`). Reading goes on from
/// where it stopped, so every colour of one long line is placed in one pass.
struct FlowScan {
    /// The keys of the open flow collections, outermost first ("" for one after no key).
    private(set) var keys: [String] = []
    private var openers: [Unicode.Scalar] = []
    /// Brackets open past YAML's nesting limit: counted, their keys not kept.
    private var hidden = 0
    /// The key whose value follows, when the column is after `key:`.
    private(set) var pending: String?
    private var word = ""
    private var quote: Unicode.Scalar?
    private var commented = false
    /// How many scalars of the line have been read.
    private var consumed = 0

    /// Whether the column is in a flow sequence (`inside: [A, |]`).
    var inSequence: Bool { hidden == 0 && openers.last == "[" }

    /// Reads `scalars` (a whole line) up to the column `end` (zero-based); an
    /// earlier column than the last one read starts again from the line's start.
    mutating func read(_ scalars: [Unicode.Scalar], upTo end: Int) {
        if end < consumed { self = FlowScan() }
        let end = min(end, scalars.count)
        while consumed < end, !commented {
            let scalar = scalars[consumed]
            consumed += 1
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "#" where consumed == 1 || scalars[consumed - 2] == " ": commented = true
            case ":" where consumed == scalars.count || scalars[consumed] == " ":
                pending = word.isEmpty ? pending : word
                word = ""
            case "{", "[":
                if openers.count < StylesheetLimits.default.yaml.maxDepth {
                    keys.append(pending ?? "")
                    openers.append(scalar)
                } else {
                    hidden += 1
                }
                pending = nil
                word = ""
            case "}", "]":
                if hidden > 0 {
                    hidden -= 1
                } else if !openers.isEmpty {
                    openers.removeLast()
                    keys.removeLast()
                }
                pending = nil
                word = ""
            case ",":
                pending = nil
                word = ""
            case " ":
                word = ""
            case "-" where word.isEmpty:
                continue
            default:
                if DocumentContext.isName(scalar) { word.unicodeScalars.append(scalar) }
            }
        }
    }
}
