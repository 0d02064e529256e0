/// A JSON-shaped document with ordered object keys: what `apply`, `explain`,
/// `table` and `lint` print, built once and written as JSON or YAML, so every
/// format says the same thing in the same order.
enum OutputValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OutputValue])
    case object([(key: String, value: OutputValue)])

    /// Not an array or object.
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A number as JSON and YAML both read it: integers without a fraction,
    /// others in Swift's shortest round-tripping form; non-finite as null.
    static func numberText(_ x: Double) -> String {
        x.isFinite ? formatNumber(x) : "null"
    }

    /// A JSON string literal (also a valid YAML double-quoted scalar). Control
    /// characters, C1 controls and the Unicode line and paragraph separators
    /// are escaped: YAML reads a raw U+0085, U+2028 or U+2029 inside quotes as
    /// a line break, which folds to a space.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029 || scalar.value == 0xFEFF
                {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
