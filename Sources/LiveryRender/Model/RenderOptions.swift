/// Choices of method that leave the picture the same (within the ±2/255 the
/// methods agree to); the defaults are the fast ones.
public struct RenderOptions: Sendable, Hashable {
    /// Rounded-rect shadows in closed form (Docs/Rendering.md, "Blur and
    /// shadows"). Off, they are rasterized and blurred like any other shape:
    /// the general path the closed form replaces, kept reachable so tests and
    /// `Benchmarks/` can hold one against the other.
    public var analyticShadows: Bool
    /// Pixels that opaque paint drawn later will cover are not computed
    /// (Docs/Rendering.md, "Occlusion"). The result is the same to the byte;
    /// off, every fill is drawn whole, so tests and `Benchmarks/` can hold
    /// one against the other.
    public var occlusion: Bool

    public init(analyticShadows: Bool = true, occlusion: Bool = true) {
        self.analyticShadows = analyticShadows
        self.occlusion = occlusion
    }
}
