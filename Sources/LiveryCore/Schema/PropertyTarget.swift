/// What a declared property's `target:` drives (Docs/Stylesheets.md §5).
///
/// Decided once, when the declaration is checked: a keypath the declaring
/// type has is its own property (`target: layer.borderColor`), anything else
/// is `part.property`. A dot alone does not make a part.
public enum PropertyTarget: Sendable, Hashable, CustomStringConvertible {
    /// A property of the view itself, by canonical keypath.
    case own(String)
    /// A property of the direct child whose tree node says `part: <part>`.
    case part(String, keyPath: String)

    /// The driven property's canonical keypath.
    public var keyPath: String {
        switch self {
        case .own(let keyPath), .part(_, let keyPath): return keyPath
        }
    }

    public var description: String {
        switch self {
        case .own(let keyPath): return keyPath
        case .part(let part, let keyPath): return part + "." + keyPath
        }
    }
}
