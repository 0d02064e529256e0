/// `livery table --format json` (Docs/Stylesheets.md): `{files, records}`,
/// a record per invocation with its rule, selector, keypath, axis key, value
/// and origin, in `apply`'s value encoding.
extension InvocationTable {
    /// The JSON text; arrays of scalars stay on one line, everything else is
    /// one field a line.
    public func jsonText() -> String {
        JSONWriter(inlineDepth: .max).write(output)
    }

    var output: OutputValue {
        let records = invocations.map { invocation -> OutputValue in
            let selector = rules.indices.contains(invocation.rule) ? rules[invocation.rule].selector : nil
            return .object([
                ("rule", .number(Double(invocation.rule))),
                (
                    "selector",
                    selector.map { selector in
                        .object([
                            ("type", .string(selector.type)),
                            ("inside", .array(selector.inside.map(OutputValue.string))),
                            ("when", .object(selector.traits.map { ($0.key, $0.output) })),
                            ("class", .array(selector.classes.map(OutputValue.string))),
                        ])
                    } ?? .null
                ),
                ("keyPath", .string(keyPath(of: invocation))),
                ("axisKey", axisKeyName(of: invocation).map(OutputValue.string) ?? .null),
                ("value", invocation.value.output),
                ("origin", .string(invocation.origin.description)),
            ])
        }
        return .object([("files", .array(files.map(OutputValue.string))), ("records", .array(records))])
    }
}

extension TraitCondition {
    /// As `when:` spells it: a trait's value, a `{atLeast, atMost}` mapping, or a bool.
    var output: OutputValue {
        switch self {
        case .equals(let setting): return .string(setting.value)
        case .contentSizeRange: return .object(rangeBounds.map { ($0.key, .string($0.category.rawValue)) })
        case .isAccessibilityCategory(let wanted): return .bool(wanted)
        }
    }
}
