import Foundation

// The environment: keys, values, the property wrapper and the modifier that
// sets one. Transcribed from developer.apple.com/documentation/swiftui/<path>.
// The surface has no view graph: `Environment.wrappedValue` reads
// `EnvironmentValues.stubCurrent`, a fresh `EnvironmentValues()` (every value
// at its default) unless `StubRenderer` is evaluating a view where its
// ancestors set values; the binding's tests hand the values they mean to its
// functions instead.

// environmentkey: protocol EnvironmentKey { associatedtype Value; static var defaultValue: Self.Value { get } }
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

// environmentvalues: struct EnvironmentValues
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    // environmentvalues/init(): init()
    public init() {}

    // environmentvalues/subscript(_:)-...: subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    // environmentvalues/colorscheme: var colorScheme: ColorScheme { get set }
    public var colorScheme: ColorScheme = .light
    // environmentvalues/colorschemecontrast: var colorSchemeContrast: ColorSchemeContrast { get }
    // (read-only in SwiftUI; the stub's setter is for tests: Stub only: not Apple API)
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    // environmentvalues/horizontalsizeclass: var horizontalSizeClass: UserInterfaceSizeClass? { get set }
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    // environmentvalues/verticalsizeclass: var verticalSizeClass: UserInterfaceSizeClass? { get set }
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    // environmentvalues/dynamictypesize: var dynamicTypeSize: DynamicTypeSize { get set } (iOS 15)
    public var dynamicTypeSize: DynamicTypeSize = .large
    // environmentvalues/layoutdirection: var layoutDirection: LayoutDirection { get set }
    public var layoutDirection: LayoutDirection = .leftToRight
    // environmentvalues/legibilityweight: var legibilityWeight: LegibilityWeight? { get set }
    public var legibilityWeight: LegibilityWeight? = .regular
    // environmentvalues/displayscale: var displayScale: CGFloat { get set }
    public var displayScale: CGFloat = 2
    // environmentvalues/isenabled: var isEnabled: Bool { get set }
    public var isEnabled = true

    /// Stub only: not Apple API. What `@Environment` reads: the environment of
    /// the view `StubRenderer` is evaluating, else every value at its default.
    nonisolated(unsafe) public static var stubCurrent = EnvironmentValues()
}

// dynamicproperty: protocol DynamicProperty
public protocol DynamicProperty {}

// environment: @frozen @propertyWrapper struct Environment<Value>
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    // environment/init(_:)-...: init(_ keyPath: KeyPath<EnvironmentValues, Value>)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    // environment/wrappedvalue: var wrappedValue: Value { get }
    public var wrappedValue: Value { EnvironmentValues.stubCurrent[keyPath: keyPath] }
}

extension View {
    // view/environment(_:_:): nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        stubModified("environment", keyPath, value) { $0[keyPath: keyPath] = value }
    }
}

// colorscheme: enum ColorScheme: CaseIterable, Hashable, Sendable
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    // colorscheme/light, colorscheme/dark
    case light, dark
}

// colorschemecontrast: enum ColorSchemeContrast: CaseIterable, Hashable, Sendable
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    // colorschemecontrast/standard, colorschemecontrast/increased
    case standard, increased
}

// userinterfacesizeclass: enum UserInterfaceSizeClass: Hashable, Sendable
public enum UserInterfaceSizeClass: Hashable, Sendable {
    // userinterfacesizeclass/compact, userinterfacesizeclass/regular
    case compact, regular
}

// layoutdirection: enum LayoutDirection: CaseIterable, Hashable, Sendable
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    // layoutdirection/lefttoright, layoutdirection/righttoleft
    case leftToRight, rightToLeft
}

// legibilityweight: enum LegibilityWeight: Hashable, Sendable
public enum LegibilityWeight: Hashable, Sendable {
    // legibilityweight/regular, legibilityweight/bold
    case regular, bold
}

// dynamictypesize: enum DynamicTypeSize: CaseIterable, Comparable, Hashable, Sendable (iOS 15)
public enum DynamicTypeSize: CaseIterable, Comparable, Hashable, Sendable {
    // dynamictypesize/xsmall … dynamictypesize/accessibility5, smallest first
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension View {
    // view/disabled(_:): nonisolated func disabled(_ disabled: Bool) -> some View
    // (an outer `disabled(true)` wins over an inner `disabled(false)`, as the page says)
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        stubModified("disabled", disabled) { $0.isEnabled = $0.isEnabled && !disabled }
    }

    // view/transformenvironment(_:transform:): nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        stubModified("transformEnvironment", keyPath, transform) { transform(&$0[keyPath: keyPath]) }
    }
}
