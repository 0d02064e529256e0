import Livery

/// The work one import may do, whatever its sources hold (Docs/Limits.md,
/// "Importing appearance code"): each file is within the size limit, yet many
/// of them, or helpers that call each other many times over, could still take
/// minutes or gigabytes. The CLI uses the defaults; tests lower them.
struct ImportLimits: Sendable {
    /// Bytes of source read by one import, summed over its files.
    var totalBytes = 64 << 20
    /// Appearance calls one import reports.
    var calls = 50_000
    /// Rules the stylesheet is given: the compiler's limit, so that what is written compiles.
    var rules = StylesheetLimits().maxRules
    /// Statements run inside helpers while following one statement of a function.
    var helperSteps = 10_000
    /// Statements run inside helpers over the whole import.
    var totalHelperSteps = 1_000_000
}
