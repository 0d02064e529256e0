/// One value competing for a property slot.
public struct Contender: Sendable, Hashable {
    public var source: ValueSource
    public var value: Value

    package init(source: ValueSource, value: Value) {
        self.source = source
        self.value = value
    }
}
