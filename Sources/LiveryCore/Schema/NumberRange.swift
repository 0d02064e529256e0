/// The numbers a number property accepts (Docs/Stylesheets.md §8): an
/// interval, either end optional, and optionally whole numbers only.
public struct NumberRange: Sendable, Hashable, CustomStringConvertible {
    public var lowerBound: Double?
    public var upperBound: Double?
    public var wholeNumbers: Bool

    public init(lowerBound: Double? = nil, upperBound: Double? = nil, wholeNumbers: Bool = false) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.wholeNumbers = wholeNumbers
    }

    /// `0…1`: alphas and opacities.
    public static let unit = NumberRange(lowerBound: 0, upperBound: 1)
    /// `≥ 0`: widths and radii.
    public static let nonNegative = NumberRange(lowerBound: 0)
    /// Whole numbers `≥ 0`: counts such as `numberOfLines`.
    public static let count = NumberRange(lowerBound: 0, wholeNumbers: true)
    /// `1…1000`: Auto Layout priorities (1000 is required).
    public static let priority = NumberRange(lowerBound: 1, upperBound: 1000)

    public func contains(_ value: Double) -> Bool {
        if let lowerBound, value < lowerBound { return false }
        if let upperBound, value > upperBound { return false }
        return !wholeNumbers || value.rounded() == value
    }

    /// `0…1`, `≥ 0`, `a whole number ≥ 0`: what the out-of-range error names.
    public var description: String {
        let bounds: String
        switch (lowerBound, upperBound) {
        case (let lo?, let hi?): bounds = "\(formatNumber(lo))…\(formatNumber(hi))"
        case (let lo?, nil): bounds = "≥ \(formatNumber(lo))"
        case (nil, let hi?): bounds = "≤ \(formatNumber(hi))"
        case (nil, nil): bounds = ""
        }
        guard wholeNumbers else { return bounds }
        return bounds.isEmpty ? "a whole number" : "a whole number \(bounds)"
    }
}
