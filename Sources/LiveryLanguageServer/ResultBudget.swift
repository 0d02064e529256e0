/// How large one answer that lists places may be. Rename writes the new name
/// at every use, the quote-the-colour fix two quotes around every colour of a
/// line, references a location per use: without a bound, a name used a
/// million times or a new name of a megabyte makes an answer of gigabytes
/// that the server builds and the editor chokes on.
enum ResultBudget {
    /// The longest new name a rename takes, in Unicode scalars.
    static let maxNameScalars = 1_024
    /// The JSON one answer's edits or locations may take, estimated as
    /// ``bytesPerPlace`` each plus the text each one writes.
    static let maxBytes = 8 << 20
    /// About what a location's or an edit's range and URI take in JSON.
    static let bytesPerPlace = 200

    /// How many places fit when each writes `textBytes` bytes.
    static func maxPlaces(writing textBytes: Int) -> Int {
        maxBytes / (bytesPerPlace + max(0, textBytes))
    }
}
