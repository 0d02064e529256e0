import Testing
import Livery

/// Docs/Stylesheets.md §8: a `target:` that is one of the declaring type's own
/// keypaths drives the view's own property, dot or no dot.
@Suite struct SelfTargetTests {
    @Test func aDottedSelfTargetDrivesTheViewsOwnLayerProperty() throws {
        let (table, diagnostics) = Fixture.compile(
            """
            livery: 1
            types:
              RingView:
                inherits: UIView
                properties:
                  ringColor: { type: color, target: layer.borderColor }
            rules:
              - type: RingView
                set: { ringColor: systemGreen, layer.borderWidth: 2 }
            """)
        #expect(diagnostics.isEmpty)
        let t = try #require(table)
        #expect(t.registry.property("ringColor", on: "RingView")?.spec.target == .own("layer.borderColor"))
        let style = try #require(Resolver(table: t).resolve(ViewNode(type: "RingView", id: "r")).view(id: "r")?.style)
        #expect(style[.layerBorderColor] == Color(red: 52, green: 199, blue: 89))
        #expect(LayerAppearance(style).borderColor == Color(red: 52, green: 199, blue: 89))
        #expect(style.property(.layerBorderColor)?.source == .target(fromPath: "", property: "ringColor"))
    }
}
