import LiveryYAML

extension Diagnostic {
    /// The YAML reader's error in `file`, with its hint: one conversion for
    /// stylesheets and tree documents alike.
    init(_ error: YAMLError, file: String) {
        self.init(.error, error.message, code: error.kind.rawValue,
                  at: SourceLocation(file: file, line: error.mark.line, column: error.mark.column), hint: error.hint)
    }
}
