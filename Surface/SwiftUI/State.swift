// A view's own state and the two-way connection to it that a control
// takes. Transcribed from developer.apple.com/documentation/swiftui/<path>.
// The surface has no view graph: a state keeps its value in a box of its
// own (SwiftUI keeps it in the graph, for the view's identity), which the
// bindings it projects read and write.

// state: @frozen @propertyWrapper struct State<Value> (DynamicProperty)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// Stub only: not Apple API. Where the value lives.
    @usableFromInline final class StubBox {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    @usableFromInline nonisolated(unsafe) let stubBox: StubBox

    // state/init(wrappedvalue:): init(wrappedValue value: Value)
    public init(wrappedValue value: Value) { stubBox = StubBox(value) }

    // state/wrappedvalue: var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
        get { stubBox.value }
        nonmutating set { stubBox.value = newValue }
    }

    // state/projectedvalue: var projectedValue: Binding<Value> { get }
    public var projectedValue: Binding<Value> {
        let box = stubBox
        return Binding(stubGet: { box.value }, set: { box.value = $0 })
    }
}

// binding: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
// (its dynamic member lookup is not used, nor transcribed)
@frozen @propertyWrapper public struct Binding<Value> {
    @usableFromInline nonisolated(unsafe) let stubGet: () -> Value
    @usableFromInline nonisolated(unsafe) let stubSet: (Value) -> Void

    /// Stub only: not Apple API. A binding that reads and writes through these.
    init(stubGet: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.stubGet = stubGet
        stubSet = set
    }

    // binding/wrappedvalue: var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
        get { stubGet() }
        nonmutating set { stubSet(newValue) }
    }
}
