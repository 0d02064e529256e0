import LiveryCore

extension Renderer {
    /// The styles of a tree could not be resolved (the resolver's work
    /// budget ran out), located at the view where it stopped.
    public struct ResolutionFailure: LocatedError {
        public var diagnostic: Diagnostic
    }

    /// Styles a view tree and draws it: resolves `tree` with `resolver` for
    /// `traits`, builds its layers (decoding the images it names) and renders
    /// them at `scale` pixels per point. The one path from a tree to pixels that
    /// the CLI, the tests and embedding apps share. Warnings about the render
    /// (a shadow blur clamped to the limit) are appended to `warnings`.
    /// Resolution has ``Resolver/defaultWorkLimit``; past it the render fails
    /// with a `resolution-budget` diagnostic at the view it stopped at.
    public func render(
        _ tree: ViewNode, styledBy resolver: Resolver, traits: TraitCollection,
        scale: Double, warnings: inout [Diagnostic]
    ) throws -> Canvas {
        try render(tree, styles: try resolve(tree, by: resolver, traits: traits), scale: scale, warnings: &warnings)
    }

    /// Resolves a tree as ``render(_:styledBy:traits:scale:warnings:)`` does,
    /// within ``Resolver/defaultWorkLimit``: for callers that read the styles
    /// before drawing (or without drawing), such as `livery snapshot`.
    public func resolve(_ tree: ViewNode, by resolver: Resolver, traits: TraitCollection) throws(ResolutionFailure) -> ResolvedTree {
        do {
            return try resolver.resolve(tree, traits: traits, workLimit: Resolver.defaultWorkLimit)
        } catch {
            throw ResolutionFailure(diagnostic: error.diagnostic(in: tree, file: tree.origin?.file ?? tree.type))
        }
    }

    /// Draws a tree already resolved (`styles` from ``Resolver/resolve(_:traits:)``
    /// of the same tree): for callers that also read the styles, such as
    /// `livery diff`, so a screen is resolved once.
    /// The tree is laid out first (``layout(_:styles:)``).
    public func render(_ tree: ViewNode, styles: ResolvedTree, scale: Double, warnings: inout [Diagnostic]) throws -> Canvas {
        let laidOut = try layout(tree, styles: styles)
        warnings += laidOut.warnings
        warnings += SceneBuilder.blurWarnings(laidOut.root, styles: styles, scale: scale, limits: limits)
        var builder = SceneBuilder(renderer: self)
        let layers = try builder.build(laidOut.root, styles: styles, scale: scale)
        warnings += builder.warnings
        return try render(layers, scale: scale)
    }

    /// Lays out a resolved tree with this renderer's fonts: every view's
    /// frame as it will be drawn, and where each came from.
    public func layout(_ tree: ViewNode, styles: ResolvedTree) throws(LayoutError) -> LayoutEngine.Result {
        var engine = LayoutEngine(limits: limits, content: IntrinsicContent(text: text, limits: limits, views: styles.views.count))
        return try engine.layout(tree, styles: styles)
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

extension SceneBuilder {
    /// A builder that also warns about fonts and characters `renderer` cannot draw.
    public init(renderer: Renderer) {
        self.init(limits: renderer.limits, text: renderer.text)
    }
}
