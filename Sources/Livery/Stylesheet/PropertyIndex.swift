/// Every class's own properties by keypath, built once per compilation so
/// that "which classes have `textColor`?" costs one lookup, not a scan of
/// every class per question (a file may declare thousands of types).
struct PropertyIndex {
    /// Class names, sorted (for suggestions).
    let typeNames: [String]
    /// For each keypath, the classes that declare it and its spec there, in class-name order.
    let owners: [String: [(type: String, spec: PropertySpec)]]

    init(_ registry: TypeRegistry) {
        typeNames = registry.typeNames
        var owners: [String: [(type: String, spec: PropertySpec)]] = [:]
        for name in typeNames {
            for (keyPath, spec) in registry.type(named: name)?.properties ?? [:] {
                owners[keyPath, default: []].append((name, spec))
            }
        }
        self.owners = owners
    }
}
