/// One trait with one value: a `when:` condition, a tree `traits:` entry, or a
/// command-line `--trait name=value`. All three parse through here so they
/// accept exactly the same spellings.
public enum TraitSetting: Sendable, Hashable, CustomStringConvertible {
    case userInterfaceStyle(TraitCollection.UserInterfaceStyle)
    case displayScale(Int)
    case accessibilityContrast(TraitCollection.AccessibilityContrast)
    case userInterfaceLevel(TraitCollection.UserInterfaceLevel)
    case horizontalSizeClass(TraitCollection.SizeClass)
    case verticalSizeClass(TraitCollection.SizeClass)
    case userInterfaceIdiom(TraitCollection.UserInterfaceIdiom)
    case layoutDirection(TraitCollection.LayoutDirection)
    case preferredContentSizeCategory(TraitCollection.ContentSizeCategory)
    case legibilityWeight(TraitCollection.LegibilityWeight)
    /// A declared axis (``CustomTraitAxis``) and one of its values.
    case custom(name: String, value: String)

    /// Why a trait did not parse; `hint` suggests a fix.
    package struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        package enum Kind: Sendable, Hashable { case malformed, unknownTrait, badValue }
        package var kind: Kind
        package var message: String
        package var hint: String?

        package init(kind: Kind, message: String, hint: String?) {
            self.kind = kind
            self.message = message
            self.hint = hint
        }

        package var description: String { message }
    }

    /// Every trait name, in Docs/Trees.md's order.
    package static let names = TraitName.allCases.map(\.rawValue)

    /// Parses a trait name and a value, UIKit's traits or the declared
    /// `axes` (`displayScale` accepts `2` or `2.0`).
    package init(name: String, value: String, axes: [CustomTraitAxis]) throws(ParseError) {
        guard let axis = axes.first(where: { $0.name == name }) else {
            do {
                try self.init(name: name, value: value)
            } catch let problem where problem.kind == .unknownTrait {
                let names = TraitSetting.names + axes.map(\.name)
                throw ParseError(
                    kind: .unknownTrait, message: problem.message,
                    hint: Suggestion.hint(for: name, in: names) ?? "traits are " + names.joined(separator: ", "))
            }
            return
        }
        guard axis.values.contains(value) else {
            throw TraitSetting.badValue(name: name, value: value, allowed: axis.values)
        }
        self = .custom(name: name, value: value)
    }

    /// Parses one of UIKit's trait names and a value (`displayScale` accepts `2` or `2.0`).
    package init(name: String, value: String) throws(ParseError) {
        func pick<E: RawRepresentable & CaseIterable>(_: E.Type) throws(ParseError) -> E where E.RawValue == String {
            if let v = E(rawValue: value) { return v }
            throw TraitSetting.badValue(name: name, value: value, allowed: TraitSetting.values(of: name))
        }
        switch name {
        case "userInterfaceStyle": self = .userInterfaceStyle(try pick(TraitCollection.UserInterfaceStyle.self))
        case "displayScale":
            guard let scale = Double(value), scale == 1 || scale == 2 || scale == 3 else {
                throw TraitSetting.badValue(name: name, value: value, allowed: TraitSetting.values(of: name))
            }
            self = .displayScale(Int(scale))
        case "accessibilityContrast": self = .accessibilityContrast(try pick(TraitCollection.AccessibilityContrast.self))
        case "userInterfaceLevel": self = .userInterfaceLevel(try pick(TraitCollection.UserInterfaceLevel.self))
        case "horizontalSizeClass": self = .horizontalSizeClass(try pick(TraitCollection.SizeClass.self))
        case "verticalSizeClass": self = .verticalSizeClass(try pick(TraitCollection.SizeClass.self))
        case "userInterfaceIdiom": self = .userInterfaceIdiom(try pick(TraitCollection.UserInterfaceIdiom.self))
        case "layoutDirection": self = .layoutDirection(try pick(TraitCollection.LayoutDirection.self))
        case "preferredContentSizeCategory":
            self = .preferredContentSizeCategory(try pick(TraitCollection.ContentSizeCategory.self))
        case "legibilityWeight": self = .legibilityWeight(try pick(TraitCollection.LegibilityWeight.self))
        default:
            throw ParseError(
                kind: .unknownTrait, message: "unknown trait '\(name)'",
                hint: Suggestion.hint(for: name, in: TraitSetting.names)
                    ?? "traits are " + TraitSetting.names.joined(separator: ", "))
        }
    }

    /// Parses `name=value`, the command line's `--trait` form.
    package init(parsing assignment: String, axes: [CustomTraitAxis] = []) throws(ParseError) {
        guard let eq = assignment.firstIndex(of: "=") else {
            throw ParseError(
                kind: .malformed, message: "expected NAME=VALUE, found '\(assignment)'",
                hint: "for example userInterfaceStyle=dark")
        }
        try self.init(
            name: String(assignment[..<eq]), value: String(assignment[assignment.index(after: eq)...]), axes: axes)
    }

    public var name: String { trait.rawValue }

    /// The trait the setting sets.
    public var trait: TraitName {
        switch self {
        case .userInterfaceStyle: return .userInterfaceStyle
        case .displayScale: return .displayScale
        case .accessibilityContrast: return .accessibilityContrast
        case .userInterfaceLevel: return .userInterfaceLevel
        case .horizontalSizeClass: return .horizontalSizeClass
        case .verticalSizeClass: return .verticalSizeClass
        case .userInterfaceIdiom: return .userInterfaceIdiom
        case .layoutDirection: return .layoutDirection
        case .preferredContentSizeCategory: return .preferredContentSizeCategory
        case .legibilityWeight: return .legibilityWeight
        case .custom(let name, _): return TraitName(rawValue: name)
        }
    }

    /// The value as written (`dark`, `2`).
    public var value: String {
        switch self {
        case .userInterfaceStyle(let v): return v.rawValue
        case .displayScale(let v): return String(v)
        case .accessibilityContrast(let v): return v.rawValue
        case .userInterfaceLevel(let v): return v.rawValue
        case .horizontalSizeClass(let v), .verticalSizeClass(let v): return v.rawValue
        case .userInterfaceIdiom(let v): return v.rawValue
        case .layoutDirection(let v): return v.rawValue
        case .preferredContentSizeCategory(let v): return v.rawValue
        case .legibilityWeight(let v): return v.rawValue
        case .custom(_, let v): return v
        }
    }

    public var description: String { "\(name)=\(value)" }

    /// The values a trait takes, in declaration order; empty for an unknown name.
    package static func values(of name: String) -> [String] {
        switch name {
        case "userInterfaceStyle": return cases(TraitCollection.UserInterfaceStyle.self)
        case "displayScale": return ["1", "2", "3"]
        case "accessibilityContrast": return cases(TraitCollection.AccessibilityContrast.self)
        case "userInterfaceLevel": return cases(TraitCollection.UserInterfaceLevel.self)
        case "horizontalSizeClass", "verticalSizeClass": return cases(TraitCollection.SizeClass.self)
        case "userInterfaceIdiom": return cases(TraitCollection.UserInterfaceIdiom.self)
        case "layoutDirection": return cases(TraitCollection.LayoutDirection.self)
        case "preferredContentSizeCategory": return cases(TraitCollection.ContentSizeCategory.self)
        case "legibilityWeight": return cases(TraitCollection.LegibilityWeight.self)
        default: return []
        }
    }

    private static func cases<E: RawRepresentable & CaseIterable>(_: E.Type) -> [String] where E.RawValue == String {
        E.allCases.map(\.rawValue)
    }

    /// A misspelt case name gets a suggestion; a wrong scale just the list.
    private static func badValue(name: String, value: String, allowed: [String]) -> ParseError {
        let suggestion = name == "displayScale" ? nil : Suggestion.hint(for: value, in: allowed)
        return ParseError(
            kind: .badValue, message: "'\(value)' is not a value of trait '\(name)'",
            hint: suggestion ?? "expected one of " + allowed.joined(separator: ", "))
    }
}
