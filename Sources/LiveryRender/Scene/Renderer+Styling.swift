import Livery

extension Renderer {
    /// Styles a view tree and draws it: resolves `tree` with `resolver` for
    /// `traits`, builds its layers (decoding the images it names) and renders
    /// them at `scale` pixels per point. The one path from a tree to pixels that
    /// the CLI, the tests and embedding apps share.
    public func render(_ tree: ViewNode, styledBy resolver: Resolver, traits: TraitCollection,
                       scale: Double) throws -> Canvas {
        var root = tree
        resolver.apply(to: &root, traits: traits)
        var builder = SceneBuilder(registry: resolver.table.registry, limits: limits)
        return try render(try builder.build(root), scale: scale)
    }
}
