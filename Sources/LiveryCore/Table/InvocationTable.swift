/// The compiled form of a stylesheet: its rules, their recorded invocations in
/// source order, and the type registry they were checked against (which
/// also names the invocations' property ids and axis keys).
public struct InvocationTable: Sendable {
    public var rules: [Rule]
    public var invocations: [Invocation]
    public var registry: TypeRegistry
    /// Every file that contributed, the root stylesheet last.
    public var files: [String]
    /// The trait axes the stylesheets declare (themes), in declaration order.
    public var customTraits: [CustomTraitAxis]
    /// The images a tree may name as `UIImage(named:)` does: the image sets
    /// of the asset catalogs the root stylesheet sees, and each image file its
    /// rules name, by its ``ImageReference/deviceName``. Not kept in a compiled table.
    package var images: [String: ImageReference] = [:]

    package init(
        rules: [Rule] = [], invocations: [Invocation] = [], registry: TypeRegistry = .builtIn, files: [String] = [],
        customTraits: [CustomTraitAxis] = []
    ) {
        self.rules = rules
        self.invocations = invocations
        self.registry = registry
        self.files = files
        self.customTraits = customTraits
    }

    /// The dotted keypath of an invocation's property.
    public func keyPath(of invocation: Invocation) -> String {
        registry.names.keyPath(invocation.property)
    }

    /// The canonical spelling of an invocation's axis key, if it has one.
    public func axisKeyName(of invocation: Invocation) -> String? {
        invocation.axisKey.map(registry.names.name)
    }
}
