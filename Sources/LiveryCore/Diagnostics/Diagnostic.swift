/// One problem found in user input: a plain value, never a trap.
///
/// Printed as `path:line:column: severity: message [code]`, the form swiftc and
/// clang use, so editors and CI annotate the line.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .note: return 2
            }
        }

        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A related place, printed after the diagnostic as swiftc and clang
    /// print their `note:` lines (the first of two duplicate keys).
    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: SourceLocation

        package init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    /// The kind of problem (`unknown-property`).
    public var code: DiagnosticCode
    public var location: SourceLocation
    /// Extra guidance printed after the source excerpt ("did you mean 'tintColor'?").
    public var hint: String?
    public var notes: [Note]

    /// A problem with its code's own severity.
    package init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, hint: String? = nil, notes: [Note] = []) {
        self.severity = code.severity
        self.message = message
        self.code = code
        self.location = location
        self.hint = hint
        self.notes = notes
    }

    package static func error(_ message: String, code: DiagnosticCode, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        var diagnostic = Diagnostic(code, message, at: location, hint: hint)
        diagnostic.severity = .error
        return diagnostic
    }

    package static func warning(_ message: String, code: DiagnosticCode, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        var diagnostic = Diagnostic(code, message, at: location, hint: hint)
        diagnostic.severity = .warning
        return diagnostic
    }

    /// The one-line form, without the source excerpt. Control characters in
    /// the path or message (names come from input) are escaped.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code)]".escapingControlCharacters
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
