/// Where a view's value for a property came from.
public enum ValueSource: Sendable, Hashable, CustomStringConvertible {
    /// Set on the view itself (tree `set:`).
    case explicit
    /// Recorded by rule `rule` (an index into ``InvocationTable/rules``); `origin`
    /// is where the value is written.
    case rule(Int, origin: SourceLocation)
    /// Copied from the parent's (or the view's own) property `property` whose
    /// declaration has `target:`; `fromPath` is that view's path.
    case target(fromPath: String, property: String)
    /// Inherited (`tintColor`) from the ancestor at `fromPath` that set it.
    case inherited(fromPath: String)

    public var description: String {
        switch self {
        case .explicit: return "explicit"
        case .rule(let index, let origin): return "rule #\(index) at \(origin)"
        case .target(let path, let property): return "target of \(property) on view '\(path)'"
        case .inherited(let path): return "inherited from view '\(path)'"
        }
    }
}
