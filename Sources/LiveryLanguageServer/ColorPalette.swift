import Foundation
import Livery
import LiveryLSPProtocol

/// The colours names stand for in one document: system colours, the
/// palette's entries followed to their value, and imported colour tokens
/// followed through their aliases. Each entry's value is read once and its
/// name looked up once, so a chain of 20,000 entries each naming the next
/// costs 20,000 steps to build, and each name asked at most the 8 steps a
/// palette chain is followed; answers are kept, so a name used 90,000 times
/// is resolved once.
struct ColorPalette {
    /// Where an entry's value leads.
    private enum Target {
        case color(LSP.Color)
        case entry(Int)
        case nothing
    }

    /// How many palette entries a name is followed through.
    static let maxPaletteSteps = 8
    /// How many aliases a token is followed through.
    static let maxTokenSteps = 64

    private var entries: [String: Int] = [:]
    private var targets: [Target] = []
    private var tokens: [String: DesignTokenEntry] = [:]
    private var known: [String: LSP.Color?] = [:]

    init(names: DeclaredNames, tokens: [DesignTokenEntry]) {
        for (index, entry) in names.colors.enumerated() where entries[entry.name] == nil { entries[entry.name] = index }
        for token in tokens where self.tokens[token.name] == nil { self.tokens[token.name] = token }
        targets = names.colors.map { entry in
            switch ColorPalette.value(entry.value) {
            case .color(let color): return .color(color)
            case .name(let name):
                if let system = ColorPalette.system(name) { return .color(system) }
                return entries[name].map(Target.entry) ?? .nothing
            }
        }
    }

    /// A name's colour: a system colour's light appearance, a palette entry's
    /// value followed, or a colour token's; nil for anything else.
    mutating func color(named name: String) -> LSP.Color? {
        if let answer = known[name] { return answer }
        let answer = paletteColor(name) ?? tokenColor(name)
        known[name] = answer
        return answer
    }

    private func paletteColor(_ name: String) -> LSP.Color? {
        if let system = ColorPalette.system(name) { return system }
        guard var index = entries[name] else { return nil }
        for _ in 0..<ColorPalette.maxPaletteSteps {
            switch targets[index] {
            case .color(let color): return color
            case .entry(let next): index = next
            case .nothing: return nil
            }
        }
        return nil
    }

    /// A colour token's value, its aliases followed: the `hex` a design tool writes beside the components.
    private func tokenColor(_ name: String) -> LSP.Color? {
        var current = tokens[name]
        var steps = 0
        while let token = current, token.hex == nil, let alias = token.alias, steps < ColorPalette.maxTokenSteps {
            current = tokens[alias]
            steps += 1
        }
        guard let hex = current?.hex, hex.hasPrefix("#") else { return nil }
        return ColorProvider.hex(String(hex.dropFirst()))
    }

    private static func system(_ name: String) -> LSP.Color? {
        guard let light = SystemColors.named(name)?.light else { return nil }
        return LSP.Color(
            red: Double(light.red) / 255, green: Double(light.green) / 255, blue: Double(light.blue) / 255, alpha: Double(light.alpha) / 255
        )
    }

    private enum Value {
        case color(LSP.Color)
        case name(String)
    }

    /// A palette entry's value as written: a colour, or the name it takes
    /// (a dynamic colour's light one).
    private static func value(_ text: String) -> Value {
        let value = Array(text.unicodeScalars)
        if let (_, color) = value.isEmpty ? nil : ColorProvider.literal(value, at: 0) { return .color(color) }
        let plain = text.trimmingCharacters(in: .whitespaces)
        if plain.hasPrefix("{"), let light = plain.range(of: "light:") {
            let rest = plain[light.upperBound...].drop { $0 == " " }
            let first = String(rest.prefix { $0 != "," && $0 != "}" }).trimmingCharacters(in: .whitespaces)
            let scalars = Array(first.unicodeScalars)
            if let (_, color) = scalars.isEmpty ? nil : ColorProvider.literal(scalars, at: 0) { return .color(color) }
            return .name(first)
        }
        return .name(plain)
    }
}
