extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }
        var end = scalars.endIndex
        while end > scalars.startIndex, scalars[scalars.index(before: end)] == " " || scalars[scalars.index(before: end)] == "\t" {
            end = scalars.index(before: end)
        }
        return String(scalars[scalars.startIndex..<end])
    }
}
