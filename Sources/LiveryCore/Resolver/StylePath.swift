/// Where a view stands when it has no tree Livery can walk (SwiftUI's views
/// are values the framework keeps): the styled elements above it, root
/// first, and its own last. Each container that names a style pushes an
/// element, so `inside:` rules match SwiftUI's containment as they match a
/// UIKit view's superviews, and resolving the path gives the last element
/// the style the same view would get in a tree.
public struct StylePath: Sendable, Hashable {
    public var elements: [StyleElement]

    public init(_ elements: [StyleElement] = []) { self.elements = elements }

    /// The path one level deeper, `element` at its end.
    public func pushing(_ element: StyleElement) -> StylePath { StylePath(elements + [element]) }
}

extension Resolver {
    /// The style of the path's last element, in the context of the others
    /// (their traits, inherited values and containment), in `traits`; nil
    /// for an empty path.
    public func resolve(_ path: StylePath, traits: TraitCollection = TraitCollection()) -> ResolvedStyle? {
        guard let last = path.elements.last else { return nil }
        return resolve(last, ancestors: Array(path.elements.dropLast()), traits: traits).views.first?.style
    }
}
