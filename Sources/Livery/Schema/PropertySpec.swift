/// One appearance property of a class: its keypath, kind, optional axis and target.
public struct PropertySpec: Sendable, Hashable {
    /// The dotted keypath (`layer.cornerRadius`, `titleColor`).
    public var keyPath: String
    public var kind: ValueKind
    /// The axis that keys the value: `state` for UIControl.State, or the name of
    /// an enum property of the same type (`rank`). Nil for a plain property.
    public var keyedBy: String?
    /// `part.property` or `property`: a built-in property that the resolved value
    /// also drives (a custom `setBadgeImage(_:for:)` driving `badgeView.image`).
    public var target: String?
    /// The value when no rule sets it (UIKit's default), if it has one.
    public var defaultValue: Value?
    /// True for properties that descendants inherit when they set none (`tintColor`).
    public var inherited: Bool
    /// Where a stylesheet declared it; nil for built-ins.
    public var declaredAt: SourceLocation?

    public init(_ keyPath: String, _ kind: ValueKind, keyedBy: String? = nil, target: String? = nil,
                default defaultValue: Value? = nil, inherited: Bool = false, declaredAt: SourceLocation? = nil) {
        self.keyPath = keyPath
        self.kind = kind
        self.keyedBy = keyedBy
        self.target = target
        self.defaultValue = defaultValue
        self.inherited = inherited
        self.declaredAt = declaredAt
    }
}
