import LiveryCore

/// A failure at a place in the user's files (a view, a value's rule), told
/// as a diagnostic: what the commands print as `path:line:column: error: …`.
/// Layout, scene building and resolution each throw their own type of it.
public protocol LocatedError: Error, Sendable {
    var diagnostic: Diagnostic { get }
}
