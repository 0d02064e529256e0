import LiveryYAML

/// Reads a mapping of trait names to values — a rule's `when:`, a tree
/// node's or document's `traits:` — into settings, each through
/// ``TraitSetting``'s one parser: an unknown trait is reported at its name,
/// a bad value at the value.
enum TraitMappingReader {
    /// `notAMapping` is the message when the node is something else.
    static func read(_ node: YAMLNode, what notAMapping: String, sink: inout DiagnosticSink) -> [TraitSetting] {
        guard let pairs = node.mapping else {
            sink.report(.wrongKind, "\(notAMapping), found a \(node.kindName)", at: node)
            return []
        }
        var settings: [TraitSetting] = []
        for pair in pairs {
            // A non-scalar key or value is named by its kind, which no trait or value spells.
            let name = pair.key.text ?? "a \(pair.key.kindName)"
            let value = pair.value.text ?? "a \(pair.value.kindName)"
            do {
                settings.append(try TraitSetting(name: name, value: value))
            } catch let problem where problem.kind == .unknownTrait {
                sink.report(.unknownTrait, problem.message, at: pair.key, hint: problem.hint)
            } catch let problem {
                sink.report(.badTraitValue, problem.message, at: pair.value, hint: problem.hint)
            }
        }
        return settings
    }
}
