/// One axis slot of a keyed property that something set on a view:
/// `titleColor` for `highlighted`, with its value.
public struct KeyedSlot: Sendable, Hashable {
    public var property: PropertyID
    public var axisKey: AxisKey
    public var value: ResolvedProperty

    package init(property: PropertyID, axisKey: AxisKey, value: ResolvedProperty) {
        self.property = property
        self.axisKey = axisKey
        self.value = value
    }

    /// What a style orders its slots by (property, then axis key), so equal
    /// styles compare equal; the cascade orders its slots by it before resolving them.
    static func orderKey(_ property: PropertyID, _ axisKey: AxisKey?) -> (Int32, Int32) {
        (property.rawValue, axisKey?.rawValue ?? -1)
    }

    static func precedes(_ a: KeyedSlot, _ b: KeyedSlot) -> Bool {
        orderKey(a.property, a.axisKey) < orderKey(b.property, b.axisKey)
    }

    /// The slots of a dictionary, in that order.
    static func ordered(_ slots: [PropertyID: [AxisKey: ResolvedProperty]]) -> [KeyedSlot] {
        slots.flatMap { property, byKey in byKey.map { KeyedSlot(property: property, axisKey: $0.key, value: $0.value) } }
            .sorted(by: precedes)
    }
}
