import LiveryYAML

/// Reads a mapping of trait names to values — a rule's `when:`, a tree
/// node's or document's `traits:` — into settings, each through
/// ``TraitSetting``'s one parser: an unknown trait is reported at its name,
/// a bad value at the value. A `when:` also takes the text-size range and
/// `isAccessibilityCategory` (``readConditions(_:what:sink:)``).
enum TraitMappingReader {
    /// `notAMapping` is the message when the node is something else; `axes`
    /// are the stylesheet's declared traits.
    static func read(
        _ node: YAMLNode, what notAMapping: String, axes: [CustomTraitAxis], sink: inout DiagnosticSink
    ) -> [TraitSetting] {
        guard let pairs = node.mapping else {
            sink.report(.wrongKind, "\(notAMapping), found a \(node.kindName)", at: node)
            return []
        }
        return pairs.compactMap { setting($0, keys: TraitSetting.names + axes.map(\.name), axes: axes, sink: &sink) }
    }

    /// A rule's `when:`: trait values, `preferredContentSizeCategory: { atLeast:, atMost: }`
    /// and `isAccessibilityCategory: true|false`.
    static func readConditions(
        _ node: YAMLNode, what notAMapping: String, axes: [CustomTraitAxis], sink: inout DiagnosticSink
    ) -> [TraitCondition] {
        guard let pairs = node.mapping else {
            sink.report(.wrongKind, "\(notAMapping), found a \(node.kindName)", at: node)
            return []
        }
        return pairs.compactMap { pair -> TraitCondition? in
            switch pair.key.text {
            case TraitCondition.accessibilityCategoryKey:
                guard let text = pair.value.text, let wanted = Bool(text) else {
                    sink.report(
                        .badTraitValue, "'\(TraitCondition.accessibilityCategoryKey)' is true or false", at: pair.value)
                    return nil
                }
                return .isAccessibilityCategory(wanted)
            case TraitName.preferredContentSizeCategory.rawValue? where pair.value.mapping != nil:
                return contentSizeRange(pair.value, sink: &sink)
            default:
                return setting(pair, keys: TraitCondition.keys + axes.map(\.name), axes: axes, sink: &sink)
                    .map(TraitCondition.equals)
            }
        }
    }

    /// `{ atLeast: accessibilityMedium, atMost: … }`: at least one end, not past each other.
    private static func contentSizeRange(_ node: YAMLNode, sink: inout DiagnosticSink) -> TraitCondition? {
        guard let pairs = node.mapping else { return nil }
        var bounds: [String: TraitCollection.ContentSizeCategory] = [:]
        var failed = false
        for pair in pairs {
            let key = pair.key.text ?? "a \(pair.key.kindName)"
            guard TraitCondition.rangeKeys.contains(key) else {
                sink.report(
                    .badTraitValue, "unknown content-size range key '\(key)'; expected atLeast, atMost", at: pair.key,
                    hint: Suggestion.hint(for: key, in: TraitCondition.rangeKeys))
                failed = true
                continue
            }
            do throws(TraitSetting.ParseError) {
                bounds[key] = try TraitCondition.category(pair.value.text ?? "a \(pair.value.kindName)")
            } catch let problem {
                sink.report(.badTraitValue, problem.message, at: pair.value, hint: problem.hint)
                failed = true
            }
        }
        if bounds.isEmpty && !failed {
            sink.report(.badTraitValue, "a content-size range needs atLeast, atMost or both", at: node)
        }
        if let low = bounds["atLeast"], let high = bounds["atMost"], low > high {
            sink.report(
                .badTraitValue, "no size is at least \(low.rawValue) and at most \(high.rawValue): the rule never applies",
                at: node)
            return nil
        }
        guard !failed, !bounds.isEmpty else { return nil }
        return .contentSizeRange(atLeast: bounds["atLeast"], atMost: bounds["atMost"])
    }

    /// One `name: value` pair as a setting; `keys` are what the mapping accepts, for suggestions.
    private static func setting(
        _ pair: YAMLPair, keys: [String], axes: [CustomTraitAxis], sink: inout DiagnosticSink
    ) -> TraitSetting? {
        // A non-scalar key or value is named by its kind, which no trait or value spells.
        let name = pair.key.text ?? "a \(pair.key.kindName)"
        let value = pair.value.text ?? "a \(pair.value.kindName)"
        do {
            return try TraitSetting(name: name, value: value, axes: axes)
        } catch let problem where problem.kind == .unknownTrait {
            sink.report(
                .unknownTrait, "unknown trait '\(name)'", at: pair.key,
                hint: Suggestion.hint(for: name, in: keys) ?? "traits are " + keys.joined(separator: ", "))
        } catch let problem {
            sink.report(.badTraitValue, problem.message, at: pair.value, hint: problem.hint)
        }
        return nil
    }
}
