import Testing
import Livery
@testable import LiveryRender

/// `RenderLayer(frame:appearance:)` is written by hand beside the schema:
/// every property of a view's layer the compositor draws must reach it, or
/// the layer would draw that property's default whatever a rule says.
@Suite struct RenderLayerTests {
    /// Properties of a `UIView` drawn by something other than the view's own
    /// layer fields: the scene builder's images and masks, the layout's
    /// margins, priorities and direction, the traits' override, a subview's tint; and `isOpaque`, a drawing
    /// hint that changes nothing drawn (Docs/Import.md).
    static let drawnElsewhere: Set<String> = [
        "layer.contents", "layer.contentsGravity", "layer.contentsRect", "layer.minificationFilter",
        "layer.magnificationFilter", "layer.mask", "layoutMargins", "contentHuggingPriority.horizontal",
        "contentHuggingPriority.vertical", "contentCompressionResistancePriority.horizontal",
        "contentCompressionResistancePriority.vertical", "overrideUserInterfaceStyle", "tintColor", "semanticContentAttribute",
        "isOpaque",
    ]

    /// Each of the others, set alone to a value other than its default, changes the layer.
    @Test func everyLayerPropertyReachesTheRenderLayer() throws {
        let registry = TypeRegistry.builtIn
        let schema = registry.schema(of: "UIView")
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let plain = RenderLayer(frame: frame, appearance: LayerAppearance(ResolvedStyle(schema: schema)))
        let properties = registry.allProperties(of: "UIView")
        #expect(Self.drawnElsewhere.isSubset(of: Set(properties.keys)), "a name above that UIView lacks")
        for (keyPath, spec) in properties where !Self.drawnElsewhere.contains(keyPath) {
            let value = try #require(Self.value(otherThan: spec), "no other value for \(keyPath)")
            var style = ResolvedStyle(schema: schema)
            style.properties[spec.id] = ResolvedProperty(
                value: ResolvedValue(value, traits: TraitCollection()), specified: value, source: .explicit, axisKey: nil)
            #expect(RenderLayer(frame: frame, appearance: LayerAppearance(style)) != plain, "\(keyPath) does not reach the layer")
        }
    }

    /// A value of the spec's kind that is not its default (and within its range); an
    /// enum's last other case (`cornerStyle: rounded`: a fixed radius is drawn by the radius alone).
    static func value(otherThan spec: PropertySpec) -> Value? {
        switch (spec.kind, spec.defaultValue) {
        case (.number, .number(let n)?): return .number(n == 0 ? 0.5 : n / 2)
        case (.number, _): return .number(0.5)
        case (.bool, .bool(let b)?): return .bool(!b)
        case (.bool, _): return .bool(true)
        case (.color, _): return .color(DynamicColor(Color(red: 255, green: 0, blue: 0)))
        case (.size, _): return .size(Size(width: 7, height: 9))
        case (.shape, _): return .shape(.ellipse(Rect(x: 1, y: 1, width: 5, height: 5)))
        case (.enumeration(let cases), let value):
            return cases.last { Value.enumCase($0) != value }.map(Value.enumCase)
        case (.enumList(let cases), _): return cases.first.map { .enumList([$0]) }
        default: return nil
        }
    }
}
