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

    public var severity: Severity
    public var message: String
    /// A stable, kebab-case identifier of the kind of problem (`unknown-property`).
    public var code: String
    public var location: SourceLocation
    /// Extra guidance printed after the source excerpt ("did you mean 'tintColor'?").
    public var hint: String?

    public init(_ severity: Severity, _ message: String, code: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.code = code
        self.location = location
        self.hint = hint
    }

    public static func error(_ message: String, code: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, code: code, at: location, hint: hint)
    }

    public static func warning(_ message: String, code: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, code: code, at: location, hint: hint)
    }

    /// The one-line form, without the source excerpt.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code)]"
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
