extension ResolvedValue {
    /// Docs/CLI.md's value encoding: color `#RRGGBBAA`, font `{family, size, weight}`.
    var output: OutputValue {
        switch self {
        case .color(let color): return .string(color.hex)
        case .font(let font): return ResolvedValue.output(font)
        case .value(let value): return value.output
        }
    }

    /// One line for listings and reports: `#RRGGBBAA`, `{family: system, size: 17, weight: regular}`, `12`.
    public var listingText: String {
        switch self {
        case .color(let color): return color.hex
        case .font(let font): return "{family: \(font.family), size: \(formatNumber(font.size)), weight: \(font.weight.rawValue)}"
        case .value(let value): return value.listingText
        }
    }

    static func output(_ font: ResolvedFont) -> OutputValue {
        .object([("family", .string(font.family)), ("size", .number(font.size)), ("weight", .string(font.weight.rawValue))])
    }
}
