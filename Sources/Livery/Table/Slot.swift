/// One (property, axis key) pair: precedence is decided per slot.
struct Slot: Hashable, Sendable {
    var property: PropertyID
    /// Nil for a plain property.
    var axisKey: AxisKey?
}
