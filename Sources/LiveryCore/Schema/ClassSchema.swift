/// One class's properties as the resolver and the typed reads of a
/// ``ResolvedStyle`` need them, by ``PropertyID``, worked out once per class
/// instead of per view. A class, so every style of the class shares it.
public final class ClassSchema: Sendable {
    /// A keyed property's axis.
    enum Axis: Sendable, Hashable {
        /// UIControl.State.
        case state
        /// An enum property of the same class (`keyedBy: rank`).
        case property(PropertyID)
    }

    /// What a declared `target:` drives, by id.
    enum Target: Sendable, Hashable {
        case own(PropertyID)
        case part(String, PropertyID)
    }

    /// The class the schema describes (`UIView` for a class the registry lacks).
    public let typeName: String
    /// The class and its superclasses, the class first.
    public let classChain: [String]
    /// The registry's keypaths and axis keys, to name ids in output.
    public let names: PropertyNames
    /// Every property of the class, inherited ones included.
    let specs: LayeredMap<PropertyID, PropertySpec>
    /// Keyed properties: their axis.
    let axes: LayeredMap<PropertyID, Axis>
    /// A bit per property id that is keyed, so the cascade asks `isKeyed`
    /// for each slot of every view without hashing.
    private let keyedBits: [UInt64]
    /// Keyed properties: the key a plain value means and an unset key falls
    /// back to (`normal`, or the enum's default, else its first case).
    let axisDefaults: LayeredMap<PropertyID, AxisKey>
    /// Properties declared with a `target:`.
    let targets: LayeredMap<PropertyID, Target>
    /// The inherited properties (`tintColor`) the class has.
    let inherited: [PropertyID]
    /// Schema defaults, for properties that have one.
    let defaults: LayeredMap<PropertyID, Value>
    /// How the class places its subviews, its own or inherited; nil when the app places them.
    package let arrangement: SubviewArrangement?
    /// Whether the class has `overrideUserInterfaceStyle`, which the cascade
    /// resolves before everything else (asked for every view).
    let hasInterfaceStyleOverride: Bool

    /// `UIView`'s schema in the built-in registry: the defaults of a style
    /// made without a class.
    public static let view = TypeRegistry.builtIn.schema(of: "UIView")

    /// The schema of `typeName`, built on its superclass's (`superclass`,
    /// nil for a root class): only the class's own properties are added.
    init(typeName: String, superclass: ClassSchema?, registry: TypeRegistry) {
        self.typeName = typeName
        classChain = [typeName] + (superclass?.classChain ?? [])
        let names = registry.names
        self.names = names
        var ownSpecs: [PropertyID: PropertySpec] = [:]
        if let properties = registry.type(named: typeName)?.properties {
            for spec in properties.values { ownSpecs[spec.id] = spec }
        }
        let specs = (superclass?.specs ?? .empty).extended(by: ownSpecs)
        self.specs = specs

        var axes: [PropertyID: Axis] = [:]
        var axisDefaults: [PropertyID: AxisKey] = [:]
        var targets: [PropertyID: Target] = [:]
        var defaults: [PropertyID: Value] = [:]
        for (id, spec) in ownSpecs {
            if let value = spec.defaultValue { defaults[id] = value }
            if let target = spec.target, let targetID = names.id(target.keyPath) {
                switch target {
                case .own: targets[id] = .own(targetID)
                case .part(let part, _): targets[id] = .part(part, targetID)
                }
            }
            guard let axisName = spec.keyedBy else { continue }
            if axisName == "state" {
                axes[id] = .state
                axisDefaults[id] = .normal
            } else if let axisID = names.id(axisName), let axisSpec = specs[axisID] {
                axes[id] = .property(axisID)
                axisDefaults[id] = ClassSchema.defaultCase(of: axisSpec).flatMap(names.axisKey)
            }
        }
        self.axes = (superclass?.axes ?? .empty).extended(by: axes)
        var keyedBits = superclass?.keyedBits ?? []
        for id in axes.keys where id.rawValue >= 0 {
            let word = Int(id.rawValue) >> 6
            if word >= keyedBits.count { keyedBits += [UInt64](repeating: 0, count: word + 1 - keyedBits.count) }
            keyedBits[word] |= 1 << UInt64(id.rawValue & 63)
        }
        self.keyedBits = keyedBits
        self.axisDefaults = (superclass?.axisDefaults ?? .empty).extended(by: axisDefaults)
        self.targets = (superclass?.targets ?? .empty).extended(by: targets)
        self.defaults = (superclass?.defaults ?? .empty).extended(by: defaults)
        let ownInherited = ownSpecs.values.filter(\.inherited).map(\.id)
        inherited = ((superclass?.inherited ?? []) + ownInherited).sorted { $0.rawValue < $1.rawValue }
        hasInterfaceStyleOverride = specs[PropertyKeys.overrideUserInterfaceStyle.id] != nil
        arrangement = registry.type(named: typeName)?.arrangement ?? superclass?.arrangement
    }

    /// An enum property's default case, else its first.
    package static func defaultCase(of spec: PropertySpec) -> String? {
        if case .enumCase(let name)? = spec.defaultValue { return name }
        if case .enumeration(let cases) = spec.kind { return cases.first }
        return nil
    }

    /// Whether the class is `ancestor` or a subclass of it (UIKit's `isKindOfClass`).
    public func isKind(of ancestor: String) -> Bool { classChain.contains(ancestor) }

    /// Whether the property is keyed (has an axis) in this class.
    @inline(__always)
    func isKeyed(_ id: PropertyID) -> Bool {
        let word = Int(id.rawValue) >> 6
        return id.rawValue >= 0 && word < keyedBits.count && keyedBits[word] & (1 << UInt64(id.rawValue & 63)) != 0
    }

    /// The key a plain value of the property is recorded under: its axis
    /// default when it is keyed, else none (asked without hashing for a plain one).
    func plainValueKey(_ id: PropertyID) -> AxisKey? {
        isKeyed(id) ? axisDefaults[id] : nil
    }

    /// Whether the class has the property (looked up without copying its spec).
    func has(_ id: PropertyID) -> Bool { specs[id] != nil }

    /// How the class's property reaches a device; nil when the class lacks it.
    public func reach(of id: PropertyID) -> PropertyReach? { specs[id]?.reach }

    /// The id of a keypath the class has (aliases included).
    public func id(of keyPath: String) -> PropertyID? {
        names.id(keyPath).flatMap { has($0) ? $0 : nil }
    }
}
