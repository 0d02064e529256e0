import LiveryYAML

extension Diagnostic {
    /// The YAML reader's error in `file`, with its hint, and the earlier
    /// position it names (a duplicate key's first occurrence) as a note: one
    /// conversion for stylesheets and tree documents alike.
    init(_ error: YAMLError, file: String) {
        let notes =
            error.related.map { related in
                [
                    Note(
                        error.kind == .duplicateKey ? "first defined here" : "the construct started here",
                        at: SourceLocation(file: file, line: related.line, column: related.column))
                ]
            } ?? []
        self.init(
            DiagnosticCode(error.kind), error.message,
            at: SourceLocation(file: file, line: error.mark.line, column: error.mark.column), hint: error.hint, notes: notes)
    }
}

extension DiagnosticCode {
    /// The YAML reader's kinds of error are codes of their own, spelled the same.
    init(_ kind: YAMLError.Kind) {
        self = DiagnosticCode(rawValue: kind.rawValue) ?? .yamlSyntax
    }
}
