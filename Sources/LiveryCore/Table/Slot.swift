/// One (property, axis key) pair: precedence is decided per slot.
package struct Slot: Hashable, Sendable {
    package var property: PropertyID
    /// Nil for a plain property.
    package var axisKey: AxisKey?

    package init(property: PropertyID, axisKey: AxisKey?) {
        self.property = property
        self.axisKey = axisKey
    }
}
