/// One property of one view whose effective value differs between two
/// resolutions of the same tree (`livery diff`'s property changes).
public struct StyleChange: Sendable, Hashable {
    /// The view's id, if it has one.
    public var view: String?
    /// The view's path, as `apply` prints it.
    public var path: String
    public var keyPath: String
    /// The values, nil where the property has no value on that side.
    public var old: ResolvedValue?
    public var new: ResolvedValue?
    /// Where the new value is written (`file:line:column`), or how it came
    /// (`explicit`, `inherited from view '0'`); nil when it was removed.
    public var origin: String?
    /// The path of the ancestor the new value is inherited from (a `tintColor`), if it is.
    public var inheritedFrom: String?
    /// The name the new colour was written with (a palette name, `systemBlue`), if it is a named colour.
    public var colorName: String?
    /// The changed line it follows from, when that is not its rule's: a
    /// palette entry, `colors.brand (Palette.style.yaml:3:10)`.
    public var cause: String?

    /// Every change between two resolutions of one tree, in view order, then
    /// keypath order. Views are paired by path, so the trees must be the same
    /// document; a view on one side only changes every property it has.
    public static func between(_ old: ResolvedTree, _ new: ResolvedTree) -> [StyleChange] {
        var changes: [StyleChange] = []
        var olds: [String: ResolvedView] = [:]
        for view in old.views { olds[view.path] = view }
        for view in new.views {
            let before = olds.removeValue(forKey: view.path)
            changes += between(before, view)
        }
        for view in old.views where olds[view.path] != nil { changes += between(view, nil) }
        return changes
    }

    private static func between(_ old: ResolvedView?, _ new: ResolvedView?) -> [StyleChange] {
        guard let view = new ?? old else { return [] }
        var before: [String: ResolvedProperty] = [:]
        for entry in old?.style.propertiesByKeyPath ?? [] { before[entry.keyPath] = entry.property }
        var after: [String: ResolvedProperty] = [:]
        for entry in new?.style.propertiesByKeyPath ?? [] { after[entry.keyPath] = entry.property }
        return Set(before.keys).union(after.keys).sorted().compactMap { keyPath in
            let a = before[keyPath]
            let b = after[keyPath]
            guard !same(a?.value, b?.value) else { return nil }
            var inheritedFrom: String?
            if case .inherited(let path)? = b?.source { inheritedFrom = path }
            var colorName: String?
            if case .color(let dynamic)? = b?.specified { colorName = dynamic.name }
            return StyleChange(
                view: view.id, path: view.path, keyPath: keyPath, old: a?.value, new: b?.value, origin: b.map { origin($0.source) },
                inheritedFrom: inheritedFrom, colorName: colorName)
        }
    }

    /// Equal values; an image is the same image when it is written the same
    /// (its file may be read from elsewhere, as from a `git:` revision's copy;
    /// a change to its pixels shows in the pixel changes).
    private static func same(_ a: ResolvedValue?, _ b: ResolvedValue?) -> Bool {
        if case .value(.image(let x))? = a, case .value(.image(let y))? = b { return x.written == y.written }
        return a == b
    }

    private static func origin(_ source: ValueSource) -> String {
        if case .rule(_, let origin) = source { return origin.description }
        return source.description
    }
}
