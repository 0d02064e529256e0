/// One appearance property of a class: its keypath, kind, optional axis,
/// target, default and range. The schema is the only place these live.
public struct PropertySpec: Sendable, Hashable {
    /// The dotted keypath (`layer.cornerRadius`, `titleColor`).
    public var keyPath: String
    /// The keypath's id in the registry the spec is registered in
    /// (``PropertyID/unknown`` until then).
    public internal(set) var id: PropertyID = .unknown
    public var kind: ValueKind
    /// The axis that keys the value: `state` for UIControl.State, or the name of
    /// an enum property of the same type (`rank`). Nil for a plain property.
    public var keyedBy: String?
    /// A property that the resolved value also drives (a custom
    /// `setBadgeImage(_:for:)` driving `badgeView.image`).
    public var target: PropertyTarget?
    /// The value when no rule sets it (UIKit's default), if it has one.
    public var defaultValue: Value?
    /// The numbers a number property accepts; checked when a stylesheet is compiled.
    public var range: NumberRange?
    /// True for properties that descendants inherit when they set none (`tintColor`).
    public var inherited: Bool
    /// Where a stylesheet declared it; nil for built-ins.
    public var declaredAt: SourceLocation?
    /// How it reaches a device (a declared property: the app's own applier).
    public var reach: PropertyReach = .applied
    /// One line on what it does, for editors' hover text (built-ins: every one has it).
    public var summary: String?
    /// An enum's cases' one-line descriptions, by case name (built-ins: from the key's Swift type).
    package var caseSummaries: [String: String] = [:]
    /// The typed key a built-in is declared through: numbered by the registry with the spec.
    var key: PropertyKeys?

    public init(
        _ keyPath: String, _ kind: ValueKind, keyedBy: String? = nil, target: PropertyTarget? = nil,
        default defaultValue: Value? = nil, range: NumberRange? = nil, inherited: Bool = false,
        declaredAt: SourceLocation? = nil
    ) {
        self.keyPath = keyPath
        self.kind = kind
        self.keyedBy = keyedBy
        self.target = target
        self.defaultValue = defaultValue
        self.range = range
        self.inherited = inherited
        self.declaredAt = declaredAt
    }

    /// A built-in property of a class, declared through its typed key: the
    /// key's Swift type gives the kind and, for an enum, the cases and their
    /// descriptions. The default, range, axis and inheritance are the class's.
    init<V: SchemaValue>(
        _ key: PropertyKey<V>, keyedBy: String? = nil, default defaultValue: Value? = nil, range: NumberRange? = nil,
        inherited: Bool = false
    ) {
        self.init(key.keyPath, V.kind, keyedBy: keyedBy, default: defaultValue, range: range, inherited: inherited)
        self.key = key
        caseSummaries = V.caseSummaries
    }

    /// The spec with its hover text.
    func described(_ summary: String) -> PropertySpec {
        var spec = self
        spec.summary = summary
        return spec
    }

    /// The spec marked as drawn by previews only, with why.
    func previewOnly(_ reason: String) -> PropertySpec {
        var spec = self
        spec.reach = .previewOnly(reason)
        return spec
    }
}
