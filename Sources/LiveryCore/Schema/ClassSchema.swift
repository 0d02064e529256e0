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
    let specs: [PropertyID: PropertySpec]
    /// Keyed properties: their axis.
    let axes: [PropertyID: Axis]
    /// Keyed properties: the key a plain value means and an unset key falls
    /// back to (`normal`, or the enum's default, else its first case).
    let axisDefaults: [PropertyID: AxisKey]
    /// Properties declared with a `target:`.
    let targets: [PropertyID: Target]
    /// The inherited properties (`tintColor`) the class has.
    let inherited: [PropertyID]
    /// Schema defaults, for properties that have one.
    let defaults: [PropertyID: Value]
    /// Whether the class has `overrideUserInterfaceStyle`, which the cascade
    /// resolves before everything else (asked for every view).
    let hasInterfaceStyleOverride: Bool

    /// `UIView`'s schema in the built-in registry: the defaults of a style
    /// made without a class.
    public static let view = TypeRegistry.builtIn.schema(of: "UIView")

    init(typeName: String, registry: TypeRegistry) {
        self.typeName = typeName
        classChain = registry.classChain(of: typeName)
        let names = registry.names
        self.names = names
        var specs: [PropertyID: PropertySpec] = [:]
        for spec in registry.allProperties(of: typeName).values { specs[spec.id] = spec }
        self.specs = specs

        var axes: [PropertyID: Axis] = [:]
        var axisDefaults: [PropertyID: AxisKey] = [:]
        var targets: [PropertyID: Target] = [:]
        var defaults: [PropertyID: Value] = [:]
        for (id, spec) in specs {
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
        self.axes = axes
        self.axisDefaults = axisDefaults
        self.targets = targets
        self.defaults = defaults
        inherited = specs.values.filter(\.inherited).map(\.id).sorted { $0.rawValue < $1.rawValue }
        hasInterfaceStyleOverride = specs.index(forKey: PropertyKeys.overrideUserInterfaceStyle.id) != nil
    }

    /// An enum property's default case, else its first.
    package static func defaultCase(of spec: PropertySpec) -> String? {
        if case .enumCase(let name)? = spec.defaultValue { return name }
        if case .enumeration(let cases) = spec.kind { return cases.first }
        return nil
    }

    /// Whether the class is `ancestor` or a subclass of it (UIKit's `isKindOfClass`).
    public func isKind(of ancestor: String) -> Bool { classChain.contains(ancestor) }

    /// Whether the class has the property (looked up without copying its spec).
    func has(_ id: PropertyID) -> Bool { specs.index(forKey: id) != nil }

    /// The id of a keypath the class has (aliases included).
    public func id(of keyPath: String) -> PropertyID? {
        names.id(keyPath).flatMap { has($0) ? $0 : nil }
    }
}
