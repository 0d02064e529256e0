/// Stylesheets and trees in Livery's YAML formats.
enum Workloads {
    static let customTypes = (0..<24).map { "Card\($0)View" }
    static let containers = ["UIStackView", "UITableViewCell", "UIScrollView"] + customTypes
    static let leafTypes = ["UIView", "UILabel", "UIImageView", "UIButton"]
    static let styleClasses = ["primary", "secondary", "compact", "danger", "muted"]

    /// A stylesheet of `rules` rules mixing containment, traits, classes and keyed values
    /// (about 200 bytes a rule: 5,000 rules is about 1 MB). It lints clean, as a
    /// stylesheet a team ships would: text sits on surfaces it contrasts with,
    /// and no two rules share a selector (the earlier would never win).
    static func stylesheet(rules: Int, seed: UInt64 = 42) -> String {
        var rng = SplitMix64(seed: seed)
        var out = "livery: 1\ncolors:\n"
        for i in 0..<64 {
            if i % 4 == 0 {
                out += "  c\(i): { light: \"#\(hex(&rng))\", dark: \"#\(hex(&rng))\" }\n"
            } else {
                out += "  c\(i): \"#\(hex(&rng))\"\n"
            }
        }
        // Surfaces are light in light mode and dark in dark mode; ink the reverse.
        for i in 0..<16 { out += "  s\(i): { light: \"#\(hex(&rng, 200..<256))\", dark: \"#\(hex(&rng, 0..<48))\" }\n" }
        for i in 0..<16 { out += "  ink\(i): { light: \"#\(hex(&rng, 0..<56))\", dark: \"#\(hex(&rng, 216..<256))\" }\n" }
        out += "constants:\n"
        for i in 0..<32 { out += "  k\(i): \(rng.int(1..<24))\n" }
        out += "types:\n"
        for name in customTypes {
            out += "  \(name):\n    inherits: UIView\n    properties:\n"
            out += "      tone: { enum: [plain, warm, cool], default: plain }\n"
            out += "      accent: { type: color, keyedBy: tone }\n"
        }
        out += "rules:\n"
        var selectors = Set<String>()
        for i in 0..<rules {
            let type = i % 4 == 3 ? rng.pick(customTypes) : rng.pick(leafTypes)
            var inside = i % 3 == 0 ? [] : (0..<rng.int(1..<3)).map { _ in rng.pick(containers) }
            let style = i % 5 == 0 ? rng.pick(["light", "dark"]) : nil
            let styleClass = i % 7 == 0 ? rng.pick(styleClasses) : nil
            // A selector already used gets one more (outer) container until it is new.
            while !selectors.insert([type, inside.joined(separator: "<"), style ?? "", styleClass ?? ""].joined(separator: "|")).inserted {
                inside.append(rng.pick(containers))
            }
            out += "  - type: \(type)\n"
            if !inside.isEmpty { out += "    inside: [" + inside.joined(separator: ", ") + "]\n" }
            if let style { out += "    when: { userInterfaceStyle: \(style) }\n" }
            if let styleClass { out += "    class: \(styleClass)\n" }
            out += "    set:\n"
            let hasText = type == "UILabel" || type == "UIButton"
            out += "      backgroundColor: " + (hasText ? "s\(rng.int(0..<16))" : "c\(rng.int(0..<64))") + "\n"
            out += "      layer.cornerRadius: $k\(rng.int(0..<32)) * 2 + \(rng.int(0..<4))\n"
            switch type {
            case "UIButton":
                let ink = rng.int(0..<16)
                out += "      titleColor: { normal: ink\(ink), highlighted: { color: ink\(ink), alpha: 0.85 }, "
                out += "selected+highlighted: label }\n"
            case "UILabel":
                out += "      textColor: { light: \"#\(hex(&rng, 0..<56))\", dark: label }\n"
                out += "      font: { size: \(rng.int(11..<24)), weight: \(rng.pick(["regular", "semibold", "bold"])) }\n"
            case let t where customTypes.contains(t):
                out += "      accent: { warm: orange, cool: c\(rng.int(0..<64)) }\n"
                out += "      layer.shadowOffset: [0, \(rng.int(1..<6))]\n"
            default:
                out += "      layer.borderWidth: \(rng.pick([1, 2]))\n"
                out +=
                    "      layer.borderColor: " + (rng.int(0..<8) == 0 ? "systemBlue" : "{ color: c\(rng.int(0..<64)), alpha: 0.5 }") + "\n"
            }
        }
        return out
    }

    /// A view tree of about `views` nodes: a root with custom-type cards holding
    /// stacks of labels, image views and buttons. With `distinct`, every leaf
    /// sets an `alpha` of its own, so no two views resolve alike.
    static func tree(views: Int, distinct: Bool = false, seed: UInt64 = 9) -> String {
        var rng = SplitMix64(seed: seed)
        var out = "livery-tree: 1\nroot:\n  type: UIView\n  frame: [0, 0, 390, 844]\n  children:\n"
        var count = 1
        var cardIndex = 0
        while count < views {
            let card = customTypes[cardIndex % customTypes.count]
            out += "    - type: \(card)\n      frame: [0, \(cardIndex % 40 * 20), 390, 20]\n"
            if cardIndex % 3 == 0 { out += "      set: { tone: \(rng.pick(["warm", "cool"])) }\n" }
            out += "      children:\n        - type: UIStackView\n          frame: [0, 0, 390, 20]\n          children:\n"
            count += 2
            for _ in 0..<min(8, max(1, views - count)) {
                let leaf = rng.pick(leafTypes)
                out += "            - type: \(leaf)\n              size: [40, 20]\n"
                if rng.int(0..<4) == 0 { out += "              classes: [\(rng.pick(styleClasses))]\n" }
                if leaf == "UIButton", rng.int(0..<3) == 0 { out += "              state: [highlighted]\n" }
                if distinct { out += "              set: { alpha: \(Double(count) / Double(views)) }\n" }
                count += 1
            }
            cardIndex += 1
        }
        return out
    }

    /// `RRGGBB` with each channel drawn from `channel`.
    private static func hex(_ rng: inout SplitMix64, _ channel: Range<Int> = 0..<256) -> String {
        let digits = Array("0123456789ABCDEF")
        return (0..<3).map { _ in
            let v = rng.int(channel)
            return String([digits[v / 16], digits[v % 16]])
        }.joined()
    }
}
