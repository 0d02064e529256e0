// What SwiftUI re-exports from Combine, and the property wrapper that
// observes it: `import SwiftUI` brings `ObservableObject` and `Published`
// into scope on Apple platforms, so the surface's SwiftUI declares the two
// the binding uses. Transcribed from developer.apple.com/documentation/combine/<path>
// and …/swiftui/observedobject. The stubs publish nothing: there is no view graph to update.

// combine/observableobject: protocol ObservableObject : AnyObject (its objectWillChange is not used, nor transcribed)
public protocol ObservableObject: AnyObject {}

// combine/published: @propertyWrapper struct Published<Value>
@propertyWrapper public struct Published<Value> {
    // combine/published/init(wrappedvalue:): init(wrappedValue: Value)
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    // (its value: the wrapper's storage; Combine's reaches it through the enclosing object, which the stub does not model)
    public var wrappedValue: Value
}

// swiftui/observedobject: @MainActor @preconcurrency @propertyWrapper @frozen struct ObservedObject<ObjectType> where ObjectType : ObservableObject
@MainActor @preconcurrency @propertyWrapper @frozen public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    // observedobject/init(wrappedvalue:): init(wrappedValue: ObjectType)
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    // observedobject/wrappedvalue: var wrappedValue: ObjectType
    public var wrappedValue: ObjectType
}
