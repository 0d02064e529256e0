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

}
