/// All view classes a stylesheet may name: UIKit's built-ins (``BuiltInTypes``)
/// plus the stylesheet's `types:` and any an embedding app registers from Swift.
public struct TypeRegistry: Sendable {
    public enum RegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
        case duplicateType(String)
        case unknownSuperclass(type: String, superclass: String)

        public var description: String {
            switch self {
            case .duplicateType(let name): return "type '\(name)' is already defined"
            case .unknownSuperclass(let type, let superclass):
                return "type '\(type)' inherits from unknown class '\(superclass)'"
            }
        }
    }

    private var types: [String: TypeSpec]

    /// A registry with only UIKit's built-in classes.
    public static let builtIn = TypeRegistry(types: BuiltInTypes.all)

    private init(types: [TypeSpec]) {
        self.types = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Adds a class. Its superclass must already be registered, so the class
    /// graph can never contain a cycle.
    public mutating func register(_ type: TypeSpec) throws(RegistrationError) {
        if types[type.name] != nil { throw .duplicateType(type.name) }
        if let sup = type.superclass, types[sup] == nil {
            throw .unknownSuperclass(type: type.name, superclass: sup)
        }
        types[type.name] = type
    }

    /// Adds or replaces a property on a registered class (used for a custom
    /// type's own properties after all types are known).
    public mutating func addProperty(_ property: PropertySpec, to typeName: String) {
        types[typeName]?.properties[property.keyPath] = property
    }

    public func type(named name: String) -> TypeSpec? { types[name] }

    public func contains(_ name: String) -> Bool { types[name] != nil }

    /// Every registered class name, sorted (for suggestions and the schema).
    public var typeNames: [String] { types.keys.sorted() }

    /// The class and its superclasses, the class itself first, `UIView` last.
    public func classChain(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let n = current, let spec = types[n], chain.count <= types.count {
            chain.append(n)
            current = spec.superclass
        }
        return chain
    }

    /// How many superclass steps lead from `name` up to `ancestor`
    /// (0 for the class itself); nil when `name` is not a kind of `ancestor`.
    public func distance(from name: String, to ancestor: String) -> Int? {
        classChain(of: name).firstIndex(of: ancestor)
    }

    public func isKind(_ name: String, of ancestor: String) -> Bool {
        distance(from: name, to: ancestor) != nil
    }

    /// Finds a property on the class or its superclasses. Aliases such as
    /// `clipsToBounds` are looked up under their canonical keypath.
    public func property(_ keyPath: String, on typeName: String) -> (owner: String, spec: PropertySpec)? {
        let canonical = TypeRegistry.canonicalKeyPath(keyPath)
        for name in classChain(of: typeName) {
            if let spec = types[name]?.properties[canonical] { return (name, spec) }
        }
        return nil
    }

    /// Every property the class has, its own and inherited, by keypath.
    public func allProperties(of typeName: String) -> [String: PropertySpec] {
        var result: [String: PropertySpec] = [:]
        for name in classChain(of: typeName).reversed() {
            for (k, v) in types[name]?.properties ?? [:] { result[k] = v }
        }
        return result
    }

    /// Keypaths that UIKit spells two ways, mapped to the one the table records.
    public static let aliases: [String: String] = ["clipsToBounds": "layer.masksToBounds"]

    public static func canonicalKeyPath(_ keyPath: String) -> String {
        aliases[keyPath] ?? keyPath
    }
}
