/// An SF Symbol named by a stylesheet (`image: {symbol: star.fill, …}`), with
/// the parts of `UIImage.SymbolConfiguration` the stylesheet gave: a point
/// size or a text style it follows, a weight, a scale, a rendering mode and
/// its colours. On a device it is `UIImage(systemName:withConfiguration:)`;
/// a preview draws it from the Material Icons font (``SymbolGlyphs``,
/// Docs/Rendering.md, "Symbols").
public struct SymbolImage: Sendable, Hashable {
    /// The symbol's name (`star.fill`).
    public var name: String
    /// Its size: a point size, or a text style's size (and the category's scaling).
    public var size: Size?
    public var weight: FontWeight?
    public var scale: Scale?
    public var renderingMode: RenderingMode?
    /// Palette colours (palette), or the one colour of hierarchical; empty otherwise.
    public var colors: [DynamicColor]

    /// How big a symbol is written: `pointSize:` or `textStyle:`.
    public enum Size: Sendable, Hashable {
        case pointSize(Double)
        case textStyle(String)
    }

    /// `UIImage.SymbolScale`: the symbol's size against its point size.
    public enum Scale: String, Sendable, Hashable, CaseIterable {
        case small, medium, large

        /// How much larger than medium a preview draws it (SF Symbols'
        /// small and large are about 0.8 and 1.3 of medium).
        package var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// `UIImage.SymbolRenderingMode`, chosen through a configuration.
    public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
        case monochrome, hierarchical, palette, multicolor
    }

    public init(
        name: String, size: Size? = nil, weight: FontWeight? = nil, scale: Scale? = nil,
        renderingMode: RenderingMode? = nil, colors: [DynamicColor] = []
    ) {
        self.name = name
        self.size = size
        self.weight = weight
        self.scale = scale
        self.renderingMode = renderingMode
        self.colors = colors
    }

    /// The point size it is drawn at in a content size category: its own,
    /// its text style's, or body's (UIKit's default configuration follows
    /// body).
    package func pointSize(category: TraitCollection.ContentSizeCategory) -> Double {
        switch size {
        case .pointSize(let points): points
        case .textStyle(let style): DynamicType.resolve(.textStyle(style), category: category).size
        case nil: DynamicType.resolve(.textStyle("body"), category: category).size
        }
    }

    /// The weight it is drawn at: its own, else its text style's, else regular.
    package var drawnWeight: FontWeight {
        if let weight { return weight }
        if case .textStyle(let style)? = size { return DynamicType.styles[style]?.weight ?? .regular }
        return .regular
    }

    /// Whether a preview draws it in its view's tint (monochrome, and
    /// multicolor, which previews cannot draw): palette and hierarchical
    /// bring their colours.
    /// A name previews have no glyph for draws its labelled placeholder in its own grey.
    package var drawsInTint: Bool {
        renderingMode != .palette && renderingMode != .hierarchical && SymbolGlyphs.glyph(name) != nil
    }

    /// The map form as a stylesheet writes it, in one canonical order; what
    /// `apply` and `table` print.
    public var written: String {
        var parts = ["symbol: \(name)"]
        switch size {
        case .pointSize(let points)?: parts.append("pointSize: \(formatNumber(points))")
        case .textStyle(let style)?: parts.append("textStyle: \(style)")
        case nil: break
        }
        if let weight { parts.append("weight: \(weight.rawValue)") }
        if let scale { parts.append("scale: \(scale.rawValue)") }
        if let renderingMode { parts.append("renderingMode: \(renderingMode.rawValue)") }
        if !colors.isEmpty { parts.append("colors: [\(colors.map { $0.name ?? $0.description }.joined(separator: ", "))]") }
        return "{\(parts.joined(separator: ", "))}"
    }
}

extension ImageReference {
    /// An SF Symbol (`UIImage(systemName:)`): nothing to read from disk.
    public static func symbol(_ symbol: SymbolImage) -> ImageReference {
        var reference = ImageReference(written: symbol.written, resolvedPath: "symbol:" + symbol.written)
        reference.symbol = symbol
        return reference
    }
}
