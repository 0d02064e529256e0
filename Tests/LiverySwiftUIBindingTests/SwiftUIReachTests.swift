import Testing

@testable import Livery
@testable import LiveryCore
@testable import LiverySwiftUI
import SwiftUI

/// ``SwiftUIReach``, what `livery lint --swiftui` checks stylesheets
/// against, is what the glue wears: every property of every class a SwiftUI
/// view stands for is set alone to a value other than its default (a
/// shadow's with an opacity, a border's colour with a width), and the
/// properties that change the modifiers the view is given are exactly the
/// table's.
@MainActor @Suite struct SwiftUIReachTests {
    /// A value of the property's kind other than its default, as a stylesheet writes it; nil for kinds not tried.
    static func sample(_ spec: PropertySpec) -> String? {
        switch spec.kind {
        case .number:
            let current: Double = if case .number(let d)? = spec.defaultValue { d } else { 0 }
            let upper = spec.range?.upperBound ?? .infinity
            let lower = spec.range?.lowerBound ?? -.infinity
            let candidate = current + 1 <= upper ? current + 1 : (current - 1 >= lower ? current - 1 : (lower + upper) / 2)
            return formatNumber(candidate)
        case .bool:
            if case .bool(let b)? = spec.defaultValue { return b ? "false" : "true" }
            return "true"
        case .string: return "x"
        case .color: return "\"#123456\""
        case .font: return "{ size: 31 }"
        case .size, .point: return "[3, 4]"
        case .insets, .rect: return "[1, 2, 3, 4]"
        case .image: return "{ symbol: star }"
        case .enumeration(let cases):
            let current: String? = if case .enumCase(let c)? = spec.defaultValue { c } else { nil }
            return cases.first { $0 != current }
        case .enumList(let cases): return cases.first.map { "[\($0)]" }
        case .stringList: return "[a, b]"
        case .shape, .shapeOrImage: return nil
        }
    }

    /// What each class's views wear, found by setting each property alone.
    static func worn() throws -> [String: Set<String>] {
        let classes = Set(StyleType.swiftUIClasses.map(\.rawValue))
        var found: [String: Set<String>] = [:]
        for type in classes.sorted() {
            for (keyPath, spec) in TypeRegistry.builtIn.allProperties(of: type) where spec.target == nil {
                guard let value = sample(spec) else { continue }
                let companion = Self.companion(keyPath, keyed: spec.keyedBy != nil)
                let baseline = try worn("livery: 1\n" + (companion.map { "rules:\n  - type: \(type)\n    set: { \($0) }\n" } ?? ""), type)
                let written = spec.keyedBy == nil ? value : "{ normal: \(value) }"
                let set = ([companion, "\(keyPath): \(written)"].compactMap { $0 }).joined(separator: ", ")
                guard let styled = try? worn("livery: 1\nrules:\n  - type: \(type)\n    set: { \(set) }\n", type), styled != baseline
                else { continue }
                found[type, default: []].insert(keyPath)
            }
        }
        return found
    }

    /// What a property needs set beside it to show at all: a shadow's
    /// opacity, a border's width, a background for the corners, an
    /// underline's or strikethrough's style for its colour.
    static func companion(_ keyPath: String, keyed: Bool) -> String? {
        let value = { (v: String) in keyed ? "{ normal: \(v) }" : v }
        if keyPath.hasPrefix("layer.shadow") && keyPath != "layer.shadowOpacity" { return "layer.shadowOpacity: 0.5" }
        if keyPath == "layer.borderColor" { return "layer.borderWidth: 1" }
        if keyPath == "layer.cornerRadius" { return "backgroundColor: red" }
        if keyPath == "layer.cornerCurve" { return "backgroundColor: red, layer.cornerRadius: 5" }
        for (color, style) in [("underlineColor", "underlineStyle"), ("strikethroughColor", "strikethroughStyle")] where keyPath.hasSuffix(color) {
            return keyPath.dropLast(color.count) + style + ": " + value("single")
        }
        return nil
    }

    /// The modifiers a view of `type` is given under the stylesheet, as text.
    static func worn(_ source: String, _ type: String) throws -> String {
        let (table, diagnostics) = StylesheetCompiler.compile(source: source, path: "/tmp/reach.style.yaml")
        guard let compiled = table, !diagnostics.hasErrors else { throw Unsampled() }
        let style = try #require(Resolver(table: compiled).resolve(StylePath([StyleElement(type)])))
        let view = SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 0).styled(SwiftUIStyle(style))
        let modifiers = try #require(view as? StubInspectable).stubModifiers
        return modifiers.map { "\($0.name)(\($0.arguments))" }.joined(separator: " ")
    }

    /// A property whose sample value does not compile on its own (it needs another value first).
    struct Unsampled: Error {}

    @Test func theTableIsWhatTheGlueWears() throws {
        let worn = try Self.worn()
        for type in StyleType.swiftUIClasses.map(\.rawValue) {
            let table = Set(TypeRegistry.builtIn.allProperties(of: type).keys.filter { SwiftUIReach.wears($0, on: type, registry: .builtIn) })
            #expect(worn[type, default: []] == table, "\(type): worn but not in the table \(worn[type, default: []].subtracting(table).sorted()), in the table but not worn \(table.subtracting(worn[type, default: []]).sorted())")
        }
    }
}
