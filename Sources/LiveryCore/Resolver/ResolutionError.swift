/// Why a resolution with a work budget stopped (``Resolver/resolve(_:traits:workLimit:)``).
public enum ResolutionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Matching rules against the views took more than `limit` rule checks;
    /// `path` is the view it stopped at.
    case workBudget(path: String, limit: Int)

    public var description: String {
        switch self {
        case .workBudget(_, let limit):
            return "resolving stopped here: matching the stylesheet's rules against the tree took more than \(limit) rule checks"
        }
    }

    /// The error as a diagnostic at the view it stopped at (the node's place
    /// in its tree document; `file`'s start for a node built in code).
    package func diagnostic(in root: ViewNode, file: String) -> Diagnostic {
        switch self {
        case .workBudget(let path, _):
            let origin = root.descendant(atPath: path)?.origin ?? SourceLocation(file: file, line: 1, column: 1)
            return Diagnostic(.resolutionBudget, description, at: origin, hint: "fewer rules with long 'inside:' chains, or a smaller tree")
        }
    }
}
