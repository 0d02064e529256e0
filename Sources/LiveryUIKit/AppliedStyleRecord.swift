/// What Livery set on one view: for every property (and axis key) it set,
/// the value the view had before, so re-styling can put back exactly what
/// a stylesheet no longer sets and never touch anything else.
public struct AppliedStyleRecord {
    /// A property, or one axis slot of a keyed property, by name: names
    /// survive a live reload, where a new table may number them differently.
    public struct Slot: Hashable, Sendable {
        public var keyPath: String
        /// The axis key's canonical name (`highlighted`); nil for a plain property.
        public var axisKey: String?

        public init(keyPath: String, axisKey: String? = nil) {
            self.keyPath = keyPath
            self.axisKey = axisKey
        }
    }

    /// The value each slot had before Livery first set it.
    var originals: [Slot: Any] = [:]
    /// The value each slot had just after Livery last set it, as the
    /// applier reads it back: a capture leaves out what still equals it.
    var applied: [Slot: Any] = [:]

    public init() {}

    /// The slots Livery has set and not yet put back.
    public var slots: Set<Slot> { Set(originals.keys) }
}
