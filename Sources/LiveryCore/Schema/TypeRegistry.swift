/// All view classes a stylesheet may name: UIKit's built-ins (``BuiltInTypes``)
/// plus the stylesheet's `types:` and any an embedding app registers from Swift.
///
/// The registry also interns every keypath and axis key its classes use
/// (``PropertyNames``): the compiler records ids, and strings come back only
/// for output.
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
    /// Keypaths and axis keys, interned.
    public private(set) var names: PropertyNames

    /// A registry with only UIKit's built-in classes.
    public static let builtIn = TypeRegistry(types: BuiltInTypes.all)

    /// Built-in types are interned in catalogue order, so their ids are the
    /// same in every registry (all start from ``builtIn``).
    private init(types: [TypeSpec]) {
        self.types = [:]
        names = PropertyNames()
        for var type in types {
            intern(&type)
            self.types[type.name] = type
        }
    }

    private mutating func intern(_ type: inout TypeSpec) {
        for keyPath in type.properties.keys.sorted() {
            if let spec = type.properties[keyPath] { type.properties[keyPath] = intern(spec) }
        }
    }

    /// Numbers the keypath, and an enum's cases as axis keys: any enum
    /// property may key others (`keyedBy: rank`).
    private mutating func intern(_ spec: PropertySpec) -> PropertySpec {
        var spec = spec
        spec.id = names.intern(spec.keyPath)
        spec.key?.assign(spec.id)
        if case .enumeration(let cases) = spec.kind {
            for name in cases { _ = names.intern(axisKey: name) }
        }
        return spec
    }

    /// Adds a class. Its superclass must already be registered, so the class
    /// graph can never contain a cycle.
    public mutating func register(_ type: TypeSpec) throws(RegistrationError) {
        if types[type.name] != nil { throw .duplicateType(type.name) }
        if let sup = type.superclass, types[sup] == nil {
            throw .unknownSuperclass(type: type.name, superclass: sup)
        }
        var type = type
        intern(&type)
        types[type.name] = type
    }

    /// Adds or replaces a property on a registered class (used for a custom
    /// type's own properties after all types are known).
    public mutating func addProperty(_ property: PropertySpec, to typeName: String) {
        guard types[typeName] != nil else { return }
        let spec = intern(property)
        types[typeName]?.properties[property.keyPath] = spec
    }

    public func type(named name: String) -> TypeSpec? { types[name] }

    public func contains(_ name: String) -> Bool { types.index(forKey: name) != nil }

    /// Every registered class name, sorted (for suggestions and the schema).
    public var typeNames: [String] { types.keys.sorted() }

    /// The registered names of one kind, sorted: what a suggestion for a
    /// name of that kind chooses among.
    package func typeNames(of kind: ClassKind) -> [String] {
        typeNames.filter { self.kind(of: $0) == kind }
    }

    /// The kind of a registered class: its root's. Nil for an unknown name.
    package func kind(of name: String) -> ClassKind? {
        classChain(of: name).last.flatMap { types[$0]?.kind }
    }

    /// The class and its superclasses, the class itself first, its root (`UIView`) last.
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
    package func distance(from name: String, to ancestor: String) -> Int? {
        classChain(of: name).firstIndex(of: ancestor)
    }

    /// How `name` places its subviews, its own or its nearest superclass's.
    package func arrangement(of name: String) -> SubviewArrangement? {
        classChain(of: name).lazy.compactMap { self.types[$0]?.arrangement }.first
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

    /// Finds a property by id on the class or its superclasses.
    public func property(_ id: PropertyID, on typeName: String) -> PropertySpec? {
        property(names.keyPath(id), on: typeName)?.spec
    }

    /// Every property the class has, its own and inherited, by keypath.
    public func allProperties(of typeName: String) -> [String: PropertySpec] {
        var result: [String: PropertySpec] = [:]
        for name in classChain(of: typeName).reversed() {
            for (k, v) in types[name]?.properties ?? [:] { result[k] = v }
        }
        return result
    }

    /// The id of a keypath (aliases such as `clipsToBounds` included); nil
    /// when no registered class has it.
    public func id(of keyPath: String) -> PropertyID? {
        names.id(keyPath)
    }

    /// What the resolver and the typed reads ask of one class, digested once.
    /// A class the registry lacks gets `UIView`'s: every view has its defaults.
    public func schema(of typeName: String) -> ClassSchema {
        var built: [String: ClassSchema] = [:]
        return schema(of: types[typeName] == nil ? "UIView" : typeName, reusing: &built)
    }

    /// The schemas of many classes, each superclass's built once and shared.
    func schemas(of typeNames: [String]) -> [ClassSchema] {
        var built: [String: ClassSchema] = [:]
        return typeNames.map { schema(of: types[$0] == nil ? "UIView" : $0, reusing: &built) }
    }

    /// Builds the chain root first (iteratively: a chain is at most the
    /// registry's size), reusing and recording what is already built.
    private func schema(of typeName: String, reusing built: inout [String: ClassSchema]) -> ClassSchema {
        let chain = classChain(of: typeName)
        var schema: ClassSchema?
        for name in chain.reversed() {
            if let known = built[name] {
                schema = known
                continue
            }
            let next = ClassSchema(typeName: name, superclass: schema, registry: self)
            built[name] = next
            schema = next
        }
        return schema ?? ClassSchema(typeName: typeName, superclass: nil, registry: self)
    }

    /// Keypaths that UIKit spells two ways, mapped to the one the table records.
    package static let aliases: [String: String] = ["clipsToBounds": "layer.masksToBounds"]

    public static func canonicalKeyPath(_ keyPath: String) -> String {
        aliases[keyPath] ?? keyPath
    }
}

// MARK: Compiled tables

extension TypeRegistry {
    /// Why a compiled table's registry cannot be rebuilt.
    enum RebuildError: Error, CustomStringConvertible {
        case names(String)
        case registration(RegistrationError)
        case tooDeep(type: String, depth: Int)

        var description: String {
            switch self {
            case .names(let what): return what
            case .registration(let error): return error.description
            case .tooDeep(let type, let depth):
                return "class '\(type)' is \(depth) classes below UIView; the stylesheet compiler's limit is \(TypeRegistry.maxClassDepth)"
            }
        }
    }

    /// Most classes from UIView down to a declared type, itself included
    /// (UIButton is 3): the compiler's default (`StylesheetLimits.maxInheritanceDepth`)
    /// and what a compiled table may hold. Every class's schema repeats its
    /// chain, so a table of 10,000 classes in one chain would cost quadratic
    /// time and memory to resolve; the decoder refuses it before registering.
    package static let maxClassDepth = 32

    /// The types a stylesheet or an app added, each after its superclass:
    /// what a compiled table stores (the built-ins are the same everywhere).
    var declaredTypes: [TypeSpec] {
        typeNames.filter { !TypeRegistry.builtIn.contains($0) }.compactMap { type(named: $0) }
            .sorted { (classChain(of: $0.name).count, $0.name) < (classChain(of: $1.name).count, $1.name) }
    }

    /// Rebuilds a registry from a compiled table: the interning tables in
    /// id order (so every id reads back the same), then the declared types.
    init(keyPaths: [String], axisKeys: [String], declaredTypes: [TypeSpec]) throws(RebuildError) {
        self = .builtIn
        // The built-in names come first and are already interned: compare, do not re-intern.
        let builtInKeyPaths = names.keyPathList
        let builtInAxisKeys = names.axisKeyNameList
        guard keyPaths.starts(with: builtInKeyPaths), axisKeys.starts(with: builtInAxisKeys) else {
            throw .names("the built-in keypaths and axis keys differ from this Livery's")
        }
        for (index, keyPath) in keyPaths.enumerated().dropFirst(builtInKeyPaths.count)
        where names.intern(keyPath).rawValue != index {
            throw .names("keypath '\(keyPath)' is not property id \(index)")
        }
        for (index, name) in axisKeys.enumerated().dropFirst(builtInAxisKeys.count)
        where names.intern(axisKey: name).rawValue != index {
            throw .names("axis key '\(name)' is not axis key \(index)")
        }
        // Superclasses come first (the encoder sorts by depth), so each depth is one lookup.
        var depth: [String: Int] = [:]
        for type in declaredTypes {
            do {
                try register(type)
            } catch {
                throw .registration(error)
            }
            let parentDepth = type.superclass.map { depth[$0] ?? classChain(of: $0).count } ?? 0
            guard parentDepth < TypeRegistry.maxClassDepth else { throw .tooDeep(type: type.name, depth: parentDepth + 1) }
            depth[type.name] = parentDepth + 1
        }
    }
}
