/// Values set on a view itself (a tree node's `set:`, or an app's code), the
/// first step of precedence: they beat every rule.
public struct ExplicitValues: Sendable, Hashable {
    /// Plain values by dotted keypath. For a keyed property a plain value
    /// means the axis default key (`normal`, or the enum's default).
    public var values: [String: Value]
    /// Keyed values by dotted keypath, then axis key (`highlighted+selected`, `king`).
    public var keyed: [String: [String: Value]]

    public init(_ values: [String: Value] = [:], keyed: [String: [String: Value]] = [:]) {
        self.values = values
        self.keyed = keyed
    }

    public var isEmpty: Bool { values.isEmpty && keyed.isEmpty }
}
