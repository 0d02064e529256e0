extension Array where Element == String {
    /// The names joined with `, `, at most `limit` of them and then how many
    /// there are in all: a message about a 200,000-case enum stays one line.
    package func boundedListing(limit: Int = 20) -> String {
        guard count > limit else { return joined(separator: ", ") }
        return prefix(limit).joined(separator: ", ") + ", … (\(count) in all)"
    }
}
