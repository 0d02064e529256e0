import LiveryYAML

/// A design-token file (W3C Design Tokens Community Group format 2025.10,
/// Docs/Tokens.md) read into its tokens by dotted path. Groups pass their
/// `$type` down; the legacy `value`/`type` keys are read as `$value`/`$type`.
/// The JSON is read by the same located reader as YAML, so every token keeps
/// its line and column.
struct TokenFile {
    /// One token as written: its type (own or a group's), its value node, and its name's node.
    struct Token {
        var type: String?
        var value: YAMLNode
        var name: YAMLNode
    }

    let path: String
    private(set) var tokens: [String: Token] = [:]
    /// Paths in file order, for deterministic reports.
    private(set) var order: [String] = []

    /// What one compilation may still read of token files
    /// (`StylesheetLimits.maxTokens`, `maxTokenBytes`), spent as files are read.
    struct Budget {
        /// The compilation's whole token budget, for messages.
        let maxTokens: Int
        var tokens: Int
        var bytes: Int
        /// Set when a file went past the token budget: the rest of it is not read.
        var exhausted = false

        init(maxTokens: Int, maxBytes: Int) {
            self.maxTokens = maxTokens
            tokens = maxTokens
            bytes = maxBytes
        }
    }

    /// Group and token keys that carry metadata Livery does not use.
    static let metadataKeys: Set<String> = ["$description", "$extensions", "$deprecated", "$schema", "$root"]

    /// Reads the tokens while `budget.tokens` lasts; the first token past it
    /// is reported and the rest of the file is left unread.
    init(path: String, root: YAMLNode, budget: inout Budget, sink: inout DiagnosticSink) {
        self.path = path
        guard root.mapping != nil else {
            sink.report(.wrongKind, "a token file is a JSON object of groups and tokens, found a \(root.kindName)", at: root)
            return
        }
        readGroup(root, prefix: "", type: nil, budget: &budget, sink: &sink)
    }

    private mutating func readGroup(
        _ node: YAMLNode, prefix: String, type inherited: String?, budget: inout Budget, sink: inout DiagnosticSink
    ) {
        guard let pairs = node.mapping else { return }
        let type = node["$type"]?.text ?? inherited
        for pair in pairs {
            if budget.exhausted { return }
            guard let name = pair.key.text else { continue }
            if name.hasPrefix("$") {
                if name == "$extends" {
                    sink.report(
                        .badToken, "group '$extends' is not supported; write the tokens out, or alias them", at: pair.key)
                } else if name != "$type", !TokenFile.metadataKeys.contains(name) {
                    sink.report(.badToken, "unknown group key '\(name)'", at: pair.key)
                }
                continue
            }
            guard TokenFile.isValidName(name) else {
                sink.report(
                    .badToken, "'\(name)' is not a valid token name", at: pair.key,
                    hint: "a token or group name has no '.', '{' or '}' and does not start with '$'")
                continue
            }
            let path = prefix.isEmpty ? name : prefix + "." + name
            guard pair.value.mapping != nil else {
                sink.report(.badToken, "'\(path)' is a \(pair.value.kindName); a token is an object with \"$value\"", at: pair.value)
                continue
            }
            if let value = pair.value["$value"] {
                add(path, Token(type: pair.value["$type"]?.text ?? type, value: value, name: pair.key), budget: &budget, sink: &sink)
            } else if let value = TokenFile.legacyValue(pair.value) {
                add(path, Token(type: pair.value["type"]?.text ?? type, value: value, name: pair.key), budget: &budget, sink: &sink)
            } else {
                readGroup(pair.value, prefix: path, type: type, budget: &budget, sink: &sink)
            }
        }
    }

    private mutating func add(_ path: String, _ token: Token, budget: inout Budget, sink: inout DiagnosticSink) {
        if tokens[path] == nil {
            guard budget.tokens > 0 else {
                sink.report(.importLimit, "more than \(budget.maxTokens) design tokens are imported", at: token.name)
                budget.exhausted = true
                return
            }
            budget.tokens -= 1
            order.append(path)
        }
        tokens[path] = token
    }

    /// A legacy token (`{ "value": …, "type": … }`, Style Dictionary's format):
    /// a `value` key whose node is not itself a group.
    private static func legacyValue(_ node: YAMLNode) -> YAMLNode? {
        guard let value = node["value"] else { return nil }
        if value.mapping != nil, value["$value"] != nil || value["value"] != nil { return nil }
        return value
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("$") && !name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" })
    }

    /// The path of a whole-value alias (`"{brand.primary}"`), or nil.
    static func aliasPath(_ node: YAMLNode) -> String? {
        guard let text = node.text, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let path = String(text.dropFirst().dropLast())
        return path.contains(where: { $0 == "{" || $0 == "}" }) ? nil : path
    }
}
