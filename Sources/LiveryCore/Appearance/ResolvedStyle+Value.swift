/// The appearances' non-optional reads (``SchemaDefaulted``).
extension ResolvedStyle {
    /// The value or the schema default, for a property that has one.
    func value<T: SchemaDefaulted>(_ key: PropertyKey<T>) -> T {
        if let value = self[key] { return value }
        ZeroReads.current?.note(key.keyPath, of: schema.typeName)
        return T.zero
    }
}
