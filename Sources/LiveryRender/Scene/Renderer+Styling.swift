import Livery

extension Renderer {
    /// Styles a view tree and draws it: resolves `tree` with `resolver` for
    /// `traits`, builds its layers (decoding the images it names) and renders
    /// them at `scale` pixels per point. The one path from a tree to pixels that
    /// the CLI, the tests and embedding apps share. Warnings about the render
    /// (a shadow blur clamped to the limit) are appended to `warnings`.
    public func render(
        _ tree: ViewNode, styledBy resolver: Resolver, traits: TraitCollection,
        scale: Double, warnings: inout [Diagnostic]
    ) throws -> Canvas {
        let styles = resolver.resolve(tree, traits: traits)
        warnings += SceneBuilder.blurWarnings(tree, styles: styles, scale: scale, limits: limits)
        var builder = SceneBuilder(limits: limits)
        return try render(try builder.build(tree, styles: styles), scale: scale)
    }

    /// The same, for callers that do not report warnings.
    public func render(
        _ tree: ViewNode, styledBy resolver: Resolver, traits: TraitCollection,
        scale: Double
    ) throws -> Canvas {
        var ignored: [Diagnostic] = []
        return try render(tree, styledBy: resolver, traits: traits, scale: scale, warnings: &ignored)
    }
}
