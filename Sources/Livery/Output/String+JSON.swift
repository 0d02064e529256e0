extension String {
    /// The text as a JSON string literal, quotes included, escaped as every
    /// JSON Livery writes is (control and separator characters as `\\u`).
    public var jsonQuoted: String { OutputValue.quoted(self) }
}
