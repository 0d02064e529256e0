/// A Swift type a resolved property value reads as, for the typed reads of
/// ``ResolvedStyle`` (`style[.layerCornerRadius]` is a `Double?`).
public protocol PropertyValue: Sendable {
    /// Nil when the value is of another kind.
    init?(resolved: ResolvedValue)
}

/// Enums read from their case name.
extension PropertyValue where Self: RawRepresentable, RawValue == String {
    public init?(resolved: ResolvedValue) {
        guard case .value(.enumCase(let name)) = resolved else { return nil }
        self.init(rawValue: name)
    }
}

extension CornerMask: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.enumList(let names)) = resolved else { return nil }
        self.init(names: names)
    }
}

extension Double: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.number(let n)) = resolved else { return nil }
        self = n
    }
}

extension Bool: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.bool(let b)) = resolved else { return nil }
        self = b
    }
}

/// Text, and an enum's case name.
extension String: PropertyValue {
    public init?(resolved: ResolvedValue) {
        switch resolved {
        case .value(.string(let s)), .value(.enumCase(let s)): self = s
        default: return nil
        }
    }
}

/// A list of enum cases (`layer.maskedCorners`).
extension Array: PropertyValue where Element == String {
    public init?(resolved: ResolvedValue) {
        guard case .value(.enumList(let names)) = resolved else { return nil }
        self = names
    }
}

extension Color: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .color(let c) = resolved else { return nil }
        self = c
    }
}

extension ResolvedFont: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .font(let f) = resolved else { return nil }
        self = f
    }
}

extension Size: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.size(let s)) = resolved else { return nil }
        self = s
    }
}

extension Point: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.point(let p)) = resolved else { return nil }
        self = p
    }
}

extension Rect: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.rect(let r)) = resolved else { return nil }
        self = r
    }
}

extension Insets: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.insets(let i)) = resolved else { return nil }
        self = i
    }
}

extension ShapeValue: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.shape(let s)) = resolved else { return nil }
        self = s
    }
}

extension ImageReference: PropertyValue {
    public init?(resolved: ResolvedValue) {
        guard case .value(.image(let i)) = resolved else { return nil }
        self = i
    }
}

/// Any kind, as resolved (`layer.mask`, a shape or an image).
extension ResolvedValue: PropertyValue {
    public init?(resolved: ResolvedValue) { self = resolved }
}
