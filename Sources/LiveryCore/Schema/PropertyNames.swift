/// The interning tables of one registry: keypath ↔ ``PropertyID`` and axis key
/// name ↔ ``AxisKey``. A value type: a registry copied to declare a
/// stylesheet's types gets its own tables, and the built-in ids stay put.
public struct PropertyNames: Sendable, Hashable {
    private var keyPaths: [String] = []
    private var ids: [String: PropertyID] = [:]
    private var axisKeyNames: [String]
    private var axisKeyIDs: [String: AxisKey]

    init() {
        axisKeyNames = (0..<AxisKey.stateCount).map { ControlState(rawValue: UInt8($0)).key }
        axisKeyIDs = Dictionary(uniqueKeysWithValues: axisKeyNames.enumerated().map { ($1, AxisKey(rawValue: Int32($0))) })
    }

    /// The id of a canonical keypath, numbering it if it is new; an alias
    /// that names it (`clipsToBounds`) finds the same id.
    mutating func intern(_ keyPath: String) -> PropertyID {
        if let id = ids[keyPath] { return id }
        let id = PropertyID(rawValue: Int32(keyPaths.count))
        keyPaths.append(keyPath)
        ids[keyPath] = id
        for (alias, canonical) in TypeRegistry.aliases where canonical == keyPath { ids[alias] = id }
        return id
    }

    /// The key of an axis key name (`king`), numbering it if it is new.
    /// State keys are already numbered in their canonical spelling.
    mutating func intern(axisKey name: String) -> AxisKey {
        if let key = axisKeyIDs[name] { return key }
        let key = AxisKey(rawValue: Int32(axisKeyNames.count))
        axisKeyNames.append(name)
        axisKeyIDs[name] = key
        return key
    }

    /// The id of a keypath or an alias of one; nil if no registered class has it.
    public func id(_ keyPath: String) -> PropertyID? { ids[keyPath] }

    /// The key of a canonical axis key name; nil if none was interned.
    public func axisKey(_ name: String) -> AxisKey? { axisKeyIDs[name] }

    /// The dotted keypath of an id (`layer.cornerRadius`).
    public func keyPath(_ id: PropertyID) -> String {
        keyPaths.indices.contains(Int(id.rawValue)) ? keyPaths[Int(id.rawValue)] : "#\(id.rawValue)"
    }

    /// The canonical spelling of an axis key (`highlighted+selected`, `king`).
    public func name(_ key: AxisKey) -> String {
        axisKeyNames.indices.contains(Int(key.rawValue)) ? axisKeyNames[Int(key.rawValue)] : "#\(key.rawValue)"
    }

    /// Every interned keypath, in id order (what a compiled table stores).
    var keyPathList: [String] { keyPaths }

    /// Every interned axis key name, in key order.
    var axisKeyNameList: [String] { axisKeyNames }

    /// How many keypaths are interned: ids are `0..<count`.
    package var count: Int { keyPaths.count }
}
