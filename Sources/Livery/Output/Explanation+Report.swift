/// The text `livery explain` prints.
extension Explanation {
    /// The explanation as text; with `property`, only that keypath's slots.
    /// Rules are named `#index` (their position in the table) with their
    /// selector and origin; values print in YAML flow style. `ids` names the
    /// views by path that have an id, for the ancestor an inherited value comes from.
    public func report(property: String? = nil, ids: [String: String] = [:]) -> String {
        let only = property.map(TypeRegistry.canonicalKeyPath)
        let style = view.style
        var lines: [String] = []
        let name = view.id.map { "'\($0)'" } ?? "at path '\(view.path)'"
        lines.append("view \(name) (\(view.type)), path '\(view.path)'")
        lines.append("  traits: " + style.traits.settings.map(\.description).joined(separator: ", "))
        if baseTraits.userInterfaceStyle != style.traits.userInterfaceStyle {
            lines.append("  (overrideUserInterfaceStyle resolved in userInterfaceStyle=\(baseTraits.userInterfaceStyle.rawValue))")
        }
        lines.append("  state: \(style.state.key)")
        lines.append("matching rules, highest precedence first:")
        if matchedRules.isEmpty { lines.append("  (none)") }
        for match in matchedRules {
            lines.append("  #\(match.index) \(match.rule.selector)  (\(Explanation.fileLine(match.rule.origin)))")
        }
        let shown = properties.filter { only == nil || $0.keyPath == only }
        lines.append("properties:")
        if shown.isEmpty { lines.append("  (none)") }
        for entry in shown {
            let slot = entry.keyPath + (entry.axisKey.map { "[\($0)]" } ?? "")
            var line = "  \(slot) = \(YAMLWriter.flow(entry.winner.value.output))  from \(describe(entry.winner.source, ids: ids))"
            if entry.isEffective, let resolved = style.property(entry.keyPath) {
                line += "; effective: " + YAMLWriter.flow(resolved.value.output)
                if case .color(let written) = entry.winner.value, let name = written.name { line += " (\(name))" }
                if entry.axisKey == ControlState.normal.key, style.state != .normal {
                    // UIKit's rule: an unset state falls back to normal, not to a partial match.
                    line += " (no value for \(style.state.key): falls back to normal)"
                }
            } else if !entry.isEffective {
                line += "; not the current key"
            }
            lines.append(line)
            for loser in entry.losers {
                lines.append(
                    "      beats \(describe(loser.contender.source, ids: ids)) = \(YAMLWriter.flow(loser.contender.value.output))"
                        + "  [\(loser.decidedBy.rawValue)]")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ source: ValueSource, ids: [String: String]) -> String {
        switch source {
        case .rule(let index, let origin):
            let selector = matchedRules.first { $0.index == index }.map { " \($0.rule.selector)" } ?? ""
            return "rule #\(index)\(selector) (\(Explanation.fileLine(origin)))"
        case .inherited(let path):
            if let id = ids[path] { return "view '\(id)', inherited" }
            return path.isEmpty ? "the root view, inherited" : "the view at path '\(path)', inherited"
        default:
            return source.description
        }
    }

    /// `file:line`, as rule origins are cited.
    private static func fileLine(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line)"
    }
}
