import LiveryCore
import LiveryYAML

/// The top-level `traits:` of every file compiled: trait axes beyond UIKit's,
/// themes (Docs/Stylesheets.md, "Themes"), read before the rules whose
/// `when:` select on them.
///
/// ```yaml
/// traits:
///   theme: { values: [light, sepia, dark, black], default: light }
/// ```
package enum TraitAxisDeclarations {
    static let keys = ["values", "default"]
    /// Most axes a compilation declares, and most values one axis takes:
    /// every axis is a key of the trait collection each view carries.
    package static let maxAxes = 16
    static let maxValues = 64

    /// The declared axes in file order; each problem reported at its node.
    static func read(_ files: [SourceFile], readers: inout [ValueReader]) -> [CustomTraitAxis] {
        var axes: [CustomTraitAxis] = []
        var declaredAt: [String: SourceLocation] = [:]
        for (f, file) in files.enumerated() {
            guard let node = file["traits"], !node.isNull else { continue }
            guard let pairs = node.mapping else {
                readers[f].sink.report(
                    .wrongKind, "'traits' is a mapping of trait names to { values:, default: }, found a \(node.kindName)", at: node)
                continue
            }
            for pair in pairs {
                guard let axis = read(pair, sink: &readers[f].sink) else { continue }
                if let first = declaredAt[axis.name] {
                    // A diamond import is read once; the same name twice is two declarations.
                    readers[f].sink.report(
                        .duplicateTrait, "trait '\(axis.name)' is declared twice", at: pair.key,
                        hint: "declare each trait once, in a stylesheet the others import",
                        notes: [Diagnostic.Note("first declared here", at: first)])
                    continue
                }
                guard axes.count < maxAxes else {
                    readers[f].sink.report(.wrongCount, "more than \(maxAxes) traits are declared", at: pair.key)
                    continue
                }
                declaredAt[axis.name] = pair.key.location(in: readers[f].sink.file)
                axes.append(axis)
            }
        }
        return axes
    }

    private static func read(_ pair: YAMLPair, sink: inout DiagnosticSink) -> CustomTraitAxis? {
        guard let name = pair.key.text, Names.isIdentifier(name) else {
            sink.report(
                .badName, "'\(pair.key.text ?? pair.key.kindName)' is not a valid trait name", at: pair.key,
                hint: "a name is a letter or '_' followed by letters, digits or '_'")
            return nil
        }
        guard !TraitName(rawValue: name).isBuiltIn, name != TraitCondition.accessibilityCategoryKey else {
            sink.report(
                .badName, "'\(name)' is UIKit's trait; a declared trait needs a name of its own", at: pair.key,
                hint: "for a theme, `theme: { values: [light, sepia, dark], default: light }`")
            return nil
        }
        guard let entries = pair.value.mapping else {
            sink.report(
                .wrongKind, "a trait is a mapping with 'values:' and 'default:', found a \(pair.value.kindName)", at: pair.value)
            return nil
        }
        for entry in entries where !keys.contains(entry.key.text ?? "") {
            sink.reportUnknownKey(entry.key, allowed: keys, in: "a trait")
        }
        guard let valuesNode = pair.value["values"] else {
            sink.report(.missingKey, "trait '\(name)' needs 'values:', the values it takes", at: pair.key)
            return nil
        }
        guard let items = valuesNode.sequence, !items.isEmpty else {
            sink.report(.wrongKind, "'values' is a list of one or more names", at: valuesNode)
            return nil
        }
        var values: [String] = []
        for item in items {
            guard let value = item.text, Names.isIdentifier(value) else {
                sink.report(.badName, "'\(item.text ?? item.kindName)' is not a valid trait value", at: item)
                return nil
            }
            guard !values.contains(value) else {
                sink.report(.duplicateCase, "trait '\(name)' lists '\(value)' twice", at: item)
                return nil
            }
            values.append(value)
        }
        guard values.count <= maxValues else {
            sink.report(.wrongCount, "trait '\(name)' has \(values.count) values; the limit is \(maxValues)", at: valuesNode)
            return nil
        }
        var defaultValue = values[0]
        if let node = pair.value["default"] {
            guard let text = node.text, values.contains(text) else {
                sink.report(
                    .badTraitValue, "the default '\(node.text ?? node.kindName)' is not one of \(name)'s values", at: node,
                    hint: Suggestion.hint(for: node.text ?? "", in: values) ?? "expected one of " + values.joined(separator: ", "))
                return nil
            }
            defaultValue = text
        }
        return CustomTraitAxis(name: name, values: values, defaultValue: defaultValue)
    }
}
