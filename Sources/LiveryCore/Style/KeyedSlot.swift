/// One axis slot of a keyed property that something set on a view:
/// `titleColor` for `highlighted`, with its value.
public struct KeyedSlot: Sendable, Hashable {
    public var property: PropertyID
    public var axisKey: AxisKey
    public var value: ResolvedProperty

    public init(property: PropertyID, axisKey: AxisKey, value: ResolvedProperty) {
        self.property = property
        self.axisKey = axisKey
        self.value = value
    }

    /// The order a style keeps its slots in, so equal styles compare equal.
    static func precedes(_ a: KeyedSlot, _ b: KeyedSlot) -> Bool {
        (a.property.rawValue, a.axisKey.rawValue) < (b.property.rawValue, b.axisKey.rawValue)
    }

    /// The slots of a dictionary, in that order.
    static func ordered(_ slots: [PropertyID: [AxisKey: ResolvedProperty]]) -> [KeyedSlot] {
        slots.flatMap { property, byKey in byKey.map { KeyedSlot(property: property, axisKey: $0.key, value: $0.value) } }
            .sorted(by: precedes)
    }
}
