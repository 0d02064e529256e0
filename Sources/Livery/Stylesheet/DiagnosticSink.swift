import LiveryYAML

/// Where one file's problems collect, located in that file: what the
/// compiler's readers (rules, types, `set:` mappings, values) report to. Kept
/// apart from the value parser, which only reports through it.
struct DiagnosticSink {
    /// The path printed in diagnostics.
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    /// "Did you mean" compares a name with every candidate, so after this many
    /// suggestions in one file the sink stops offering them: a file with
    /// thousands of typos and thousands of declared names stays linear.
    private var suggestionsLeft = 200

    init(file: String) {
        self.file = file
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at node: YAMLNode, offset: Int = 0, hint: String? = nil,
        notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(code, message, at: node.location(in: file, byteOffset: offset), hint: hint, notes: notes))
    }

    /// Drops what was reported after the first `count` problems: a value read
    /// once per slot of the `appearance:` shorthand is reported once.
    mutating func keepFirst(_ count: Int) {
        if diagnostics.count > count { diagnostics.removeLast(diagnostics.count - count) }
    }

    /// "did you mean 'x'?" for `name` among `candidates`, while the file's budget lasts.
    mutating func suggestion(for name: String, in candidates: some Sequence<String>) -> String? {
        guard spendSuggestion() else { return nil }
        return Suggestion.hint(for: name, in: candidates)
    }

    /// Takes one suggestion from the budget; false once it is spent.
    mutating func spendSuggestion() -> Bool {
        guard suggestionsLeft > 0 else { return false }
        suggestionsLeft -= 1
        return true
    }

    /// Takes over what another sink of the same file collected after this
    /// one: its problems, and what it left of the suggestion budget.
    mutating func append(_ later: DiagnosticSink) {
        diagnostics += later.diagnostics
        suggestionsLeft = later.suggestionsLeft
    }

    /// The same file's sink with nothing reported yet and this one's budget left.
    var emptied: DiagnosticSink {
        var sink = self
        sink.diagnostics = []
        return sink
    }

    mutating func reportUnknownKey(_ key: YAMLNode, allowed: [String], in what: String) {
        guard let name = key.text else {
            report(.wrongKind, "a key in \(what) must be a name, found a \(key.kindName)", at: key)
            return
        }
        report(
            .unknownKey, "unknown key '\(name)' in \(what); expected \(allowed.boundedListing())", at: key,
            hint: suggestion(for: name, in: allowed))
    }
}
