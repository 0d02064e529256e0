/// One test of a rule's `when:`: a trait equal to a value, the text size
/// within a range (`atLeast:` / `atMost:`), or whether the text size is one of
/// the accessibility sizes. Each counts once toward a rule's trait conditions
/// in precedence (Docs/Stylesheets.md §2).
public enum TraitCondition: Sendable, Hashable, CustomStringConvertible {
    public typealias ContentSizeCategory = TraitCollection.ContentSizeCategory

    case equals(TraitSetting)
    /// `preferredContentSizeCategory: { atLeast: …, atMost: … }`, both ends included.
    case contentSizeRange(atLeast: ContentSizeCategory?, atMost: ContentSizeCategory?)
    /// `isAccessibilityCategory: true`: one of the five accessibility sizes.
    case isAccessibilityCategory(Bool)

    /// The `when:` key of ``isAccessibilityCategory(_:)``.
    package static let accessibilityCategoryKey = "isAccessibilityCategory"
    /// Every key `when:` accepts: the trait names and ``accessibilityCategoryKey``.
    package static let keys = TraitSetting.names + [accessibilityCategoryKey]
    /// The keys of a content-size range.
    package static let rangeKeys = ["atLeast", "atMost"]

    /// The trait the condition tests.
    public var trait: TraitName {
        switch self {
        case .equals(let setting): return setting.trait
        case .contentSizeRange, .isAccessibilityCategory: return .preferredContentSizeCategory
        }
    }

    /// Whether the condition holds in `traits`.
    public func holds(in traits: TraitCollection) -> Bool {
        switch self {
        case .equals(let setting): return traits.contains(setting)
        case .contentSizeRange(let low, let high):
            let size = traits.preferredContentSizeCategory
            return (low.map { size >= $0 } ?? true) && (high.map { size <= $0 } ?? true)
        case .isAccessibilityCategory(let wanted):
            return traits.preferredContentSizeCategory.isAccessibilityCategory == wanted
        }
    }

    /// The `when:` key it was written under.
    public var key: String {
        if case .isAccessibilityCategory = self { return Self.accessibilityCategoryKey }
        return trait.rawValue
    }

    /// The value as text: `dark`, `true`, `atLeast accessibilityMedium`,
    /// `atLeast large, atMost xxLarge`; ``init(key:value:)`` reads it back.
    public var value: String {
        switch self {
        case .equals(let setting): return setting.value
        case .contentSizeRange:
            return rangeBounds.map { "\($0.key) \($0.category.rawValue)" }.joined(separator: ", ")
        case .isAccessibilityCategory(let wanted): return String(wanted)
        }
    }

    /// The range's bounds by key (`atLeast`, `atMost`); empty for other conditions.
    package var rangeBounds: [(key: String, category: ContentSizeCategory)] {
        guard case .contentSizeRange(let low, let high) = self else { return [] }
        return [low.map { (key: "atLeast", category: $0) }, high.map { (key: "atMost", category: $0) }].compactMap { $0 }
    }

    public var description: String {
        if case .contentSizeRange = self { return "\(key) \(value)" }
        return "\(key)=\(value)"
    }

    /// Reads the ``key`` and ``value`` text forms (what a compiled table
    /// stores), with the stylesheet's declared `axes`.
    package init(key: String, value: String, axes: [CustomTraitAxis] = []) throws(TraitSetting.ParseError) {
        if key == Self.accessibilityCategoryKey {
            guard let wanted = Bool(value) else {
                throw TraitSetting.ParseError(
                    kind: .badValue, message: "'\(value)' is not a value of '\(key)'", hint: "expected true or false")
            }
            self = .isAccessibilityCategory(wanted)
            return
        }
        guard key == TraitName.preferredContentSizeCategory.rawValue, value.hasPrefix("atLeast ") || value.hasPrefix("atMost ")
        else {
            self = .equals(try TraitSetting(name: key, value: value, axes: axes))
            return
        }
        var bounds: [String: ContentSizeCategory] = [:]
        for part in value.split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 2, Self.rangeKeys.contains(String(words[0])), bounds[String(words[0])] == nil else {
                throw TraitSetting.ParseError(kind: .malformed, message: "malformed content-size range '\(value)'", hint: nil)
            }
            bounds[String(words[0])] = try Self.category(String(words[1]))
        }
        self = .contentSizeRange(atLeast: bounds["atLeast"], atMost: bounds["atMost"])
    }

    /// A content-size category by name, with the trait's own error for a bad one.
    package static func category(_ name: String) throws(TraitSetting.ParseError) -> ContentSizeCategory {
        guard
            case .preferredContentSizeCategory(let category) = try TraitSetting(
                name: TraitName.preferredContentSizeCategory.rawValue, value: name)
        else { throw TraitSetting.ParseError(kind: .badValue, message: "'\(name)' is not a content-size category", hint: nil) }
        return category
    }
}
