import Foundation
import LiveryCore
import LiveryYAML

/// Reads a colour set's `Contents.json` into a dynamic colour: its
/// appearances (any, light, dark, high contrast and their combinations) as
/// Livery's variants, its components in every format Xcode writes.
///
/// Each of Livery's variants takes the most specific entry that applies:
/// the appearance and contrast both matching, then the appearance alone,
/// then the contrast alone, then "any" — the same order Livery's own
/// fallbacks follow (a dark high-contrast colour falls back to dark).
/// Entries for another idiom than iPhone or universal, for the Display P3
/// gamut where an sRGB one exists, or for an appearance Livery does not
/// model are left out; an iPhone entry beats a universal one.
struct ColorSetReader {
    private(set) var sink: DiagnosticSink

    init(file: String) {
        sink = DiagnosticSink(file: file)
    }

    /// Luminosity (nil: any) and high contrast (false: any).
    private struct Slot: Hashable {
        var dark: Bool?
        var highContrast: Bool
    }

    private struct Candidate {
        /// A system colour's reference is dynamic itself: `systemBackgroundColor` for dark is black.
        var color: DynamicColor
        var isPhone: Bool
        var isP3Gamut: Bool
    }

    mutating func read(_ root: YAMLNode) -> DynamicColor? {
        guard root.mapping != nil else {
            sink.report(.wrongKind, "a colour set's Contents.json is a JSON object, found a \(root.kindName)", at: root)
            return nil
        }
        guard let list = root["colors"] else {
            sink.report(.missingKey, "a colour set lists its colours under \"colors\"", at: root)
            return nil
        }
        guard let entries = list.sequence else {
            sink.report(.wrongKind, "\"colors\" is a list of colours, found a \(list.kindName)", at: list)
            return nil
        }
        var candidates: [Slot: [Candidate]] = [:]
        for entry in entries {
            guard entry.mapping != nil else {
                sink.report(.wrongKind, "a colour entry is a JSON object, found a \(entry.kindName)", at: entry)
                continue
            }
            let idiom = entry["idiom"]?.text ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let slot = slot(entry["appearances"]), let node = entry["color"], let color = color(node) else { continue }
            candidates[slot, default: []].append(
                Candidate(color: color, isPhone: idiom == "iphone", isP3Gamut: entry["display-gamut"]?.text == "display-P3"))
        }
        // Xcode's new colour set (the template `AccentColor`) has entries and
        // no colour: the app uses the system's. Not a colour, and not a mistake.
        if candidates.isEmpty, sink.diagnostics.isEmpty, !entries.contains(where: { $0["color"] != nil }) { return nil }
        func pick(_ slot: Slot) -> DynamicColor? {
            guard let list = candidates[slot] else { return nil }
            return list.min { ($0.isP3Gamut ? 1 : 0, $0.isPhone ? 0 : 1) < ($1.isP3Gamut ? 1 : 0, $1.isPhone ? 0 : 1) }?.color
        }
        func variant(dark: Bool, highContrast: Bool) -> DynamicColor? {
            var order = [Slot(dark: dark, highContrast: false), Slot(dark: nil, highContrast: false)]
            if highContrast {
                order = [Slot(dark: dark, highContrast: true), order[0], Slot(dark: nil, highContrast: true), order[1]]
            }
            return order.lazy.compactMap(pick).first
        }
        guard let light = variant(dark: false, highContrast: false)?.light, let dark = variant(dark: true, highContrast: false) else {
            if sink.diagnostics.isEmpty {
                sink.report(
                    .missingKey, "the colour set has no colour for \(variant(dark: false, highContrast: false) == nil ? "light" : "dark") mode",
                    at: list, hint: "give it an \"Any Appearance\" colour (an entry without \"appearances\")")
            }
            return nil
        }
        let darkHighContrast = variant(dark: true, highContrast: true)
        return DynamicColor(
            light: light, dark: dark.dark, lightHighContrast: variant(dark: false, highContrast: true)?.lightHighContrast,
            darkHighContrast: darkHighContrast?.darkHighContrast, darkElevated: dark.darkElevated,
            darkElevatedHighContrast: darkHighContrast?.darkElevatedHighContrast)
    }

    /// The appearances an entry is for; nil for one Livery does not model.
    private mutating func slot(_ node: YAMLNode?) -> Slot? {
        var slot = Slot(dark: nil, highContrast: false)
        guard let node else { return slot }
        guard let items = node.sequence else {
            sink.report(.wrongKind, "\"appearances\" is a list, found a \(node.kindName)", at: node)
            return nil
        }
        for item in items {
            switch (item["appearance"]?.text, item["value"]?.text) {
            case ("luminosity", "light"): slot.dark = false
            case ("luminosity", "dark"): slot.dark = true
            case ("contrast", "high"): slot.highContrast = true
            default: return nil
            }
        }
        return slot
    }

    /// `{ "color-space": …, "components": { … } }` or `{ "platform": "ios", "reference": "systemBlueColor" }`.
    private mutating func color(_ node: YAMLNode) -> DynamicColor? {
        guard node.mapping != nil else {
            sink.report(.wrongKind, "\"color\" is a JSON object, found a \(node.kindName)", at: node)
            return nil
        }
        if let reference = node["reference"] {
            let text = reference.text ?? ""
            let name = text.hasSuffix("Color") ? String(text.dropLast("Color".count)) : text
            guard let system = SystemColors.named(name) else {
                sink.report(
                    .badColor, "unknown system colour '\(text)'", at: reference,
                    hint: Suggestion.hint(for: name, in: SystemColors.allNames).map { $0 + " (written with \"Color\" after it)" })
                return nil
            }
            return system
        }
        let spaceName = node["color-space"]?.text ?? "srgb"
        guard let space = CatalogColorSpace(rawValue: spaceName) else {
            sink.report(
                .badColor, "unknown colour space '\(spaceName)'", at: node["color-space"] ?? node,
                hint: "Xcode writes " + CatalogColorSpace.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        guard let components = node["components"], components.mapping != nil else {
            sink.report(.missingKey, "a colour needs \"components\"", at: node)
            return nil
        }
        let names = space.isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        var values: [Double] = []
        for name in names {
            guard let value = components[name] else {
                sink.report(.missingKey, "the components need \"\(name)\"", at: components)
                return nil
            }
            guard let number = component(value, extended: space.isExtended && name != "alpha", isAlpha: name == "alpha") else { return nil }
            values.append(number)
        }
        if space.isGray { return DynamicColor(space.srgb(red: values[0], green: values[0], blue: values[0], alpha: values[1])) }
        return DynamicColor(space.srgb(red: values[0], green: values[1], blue: values[2], alpha: values[3]))
    }

    /// One component as Xcode writes it: a float 0–1 (`"0.500"`), an 8-bit
    /// integer 0–255 (`"128"`) or 8-bit hex (`"0x80"`); extended spaces let
    /// a float leave 0–1. Alpha is always a float (`"1"` is opaque), as
    /// Xcode writes it in every format.
    private mutating func component(_ node: YAMLNode, extended: Bool, isAlpha: Bool) -> Double? {
        let text = (node.text ?? "").trimmingCharacters(in: [" "])
        var value: Double?
        if text.lowercased().hasPrefix("0x") {
            value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if isAlpha || text.contains(".") || text.contains("e") || text.contains("E") {
            value = Double(text).flatMap { $0.isFinite ? $0 : nil }
        } else {
            value = UInt8(text).map { Double($0) / 255 }
        }
        guard let value else {
            sink.report(
                .badColor, "'\(node.text ?? node.kindName)' is not a colour component", at: node,
                hint: "a float 0–1 (\"0.500\"), an integer 0–255 (\"128\") or hex (\"0x80\")")
            return nil
        }
        guard extended || (0...1).contains(value) else {
            sink.report(
                .outOfRange, "a component of this colour space is 0–1, found \(node.text ?? "")", at: node,
                hint: "values outside 0–1 need an extended colour space (extended-srgb)")
            return nil
        }
        return value
    }
}
