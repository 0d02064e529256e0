/// What a view hands down to its children.
struct InheritedContext: Sendable {
    struct Inherited: Sendable {
        var value: Value
        var fromPath: String
    }

    struct Target: Sendable {
        /// The property driven on the child.
        var property: PropertyID
        var value: Value
        var fromPath: String
        /// The parent's property whose declaration has the `target:`.
        var from: PropertyID
    }

    var traits: TraitCollection
    /// Values of inherited properties (`tintColor`).
    var inherited: [PropertyID: Inherited] = [:]
    /// Values the parent's `target: part.property` declarations drive, by part.
    var targets: [String: [Target]] = [:]

    /// Records the inherited values a view sets itself, `from` its path, for its subtree.
    mutating func handDown(_ values: [(property: PropertyID, value: Value)], from path: String) {
        for (property, value) in values {
            inherited[property] = Inherited(value: value, fromPath: path)
        }
    }
}
