/// Writes an ``OutputValue`` as block-style YAML, containers at `inlineDepth`
/// or deeper in flow style. Strings are always double-quoted (so `"0.1"` or
/// `"no"` stay strings in every YAML reader); keys are plain when they are
/// simple names that no YAML 1.1 reader takes for a bool or null.
struct YAMLWriter {
    var inlineDepth: Int

    func write(_ value: OutputValue) -> String {
        switch value {
        case .object(let pairs) where !pairs.isEmpty && inlineDepth > 0:
            var out = ""
            writeMapping(pairs, depth: 0, indent: "", firstIndent: "", into: &out)
            return out
        default:
            return Self.flow(value) + "\n"
        }
    }

    /// `firstIndent` precedes the first key: empty when it follows a sequence item's `- `.
    private func writeMapping(
        _ pairs: [(key: String, value: OutputValue)], depth: Int, indent: String,
        firstIndent: String, into out: inout String
    ) {
        for (n, pair) in pairs.enumerated() {
            out += (n == 0 ? firstIndent : indent) + Self.key(pair.key) + ":"
            writeValue(pair.value, depth: depth + 1, indent: indent, into: &out)
        }
    }

    /// Writes the value after `key:` (or `-`), with its newline.
    private func writeValue(_ value: OutputValue, depth: Int, indent: String, into out: inout String) {
        let block = depth < inlineDepth
        switch value {
        case .object(let pairs) where block && !pairs.isEmpty:
            out += "\n"
            writeMapping(pairs, depth: depth, indent: indent + "  ", firstIndent: indent + "  ", into: &out)
        case .array(let items) where block && !items.isEmpty:
            out += "\n"
            for item in items {
                out += indent + "  -"
                if case .object(let pairs) = item, depth + 1 < inlineDepth, !pairs.isEmpty {
                    out += " "
                    writeMapping(pairs, depth: depth + 1, indent: indent + "    ", firstIndent: "", into: &out)
                } else {
                    writeValue(item, depth: depth + 1, indent: indent + "  ", into: &out)
                }
            }
        default:
            out += " " + Self.flow(value) + "\n"
        }
    }

    /// Flow style: `[0, 2]`, `{family: "system", size: 17}`.
    static func flow(_ value: OutputValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return OutputValue.numberText(x)
        case .string(let s): return s.jsonQuoted
        case .array(let items): return "[" + items.map(Self.flow).joined(separator: ", ") + "]"
        case .object(let pairs): return "{" + pairs.map { key($0.key) + ": " + Self.flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static let reservedWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]

    private static func key(_ k: String) -> String {
        let simple = k.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "."
        }
        guard simple, let first = k.unicodeScalars.first, !("0"..."9").contains(first), first != ".",
            !YAMLWriter.reservedWords.contains(k.lowercased())
        else { return k.jsonQuoted }
        return k
    }
}
