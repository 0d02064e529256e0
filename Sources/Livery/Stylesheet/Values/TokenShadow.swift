/// A shadow token as the `layer.shadow` shorthand sets it: the colour opaque
/// and its alpha as the opacity, blur halved into `shadowRadius` (Core
/// Animation's radius is the blur's standard deviation-like half width).
/// A value the value reader takes by name (``ValueContext``), made by the
/// token reader: it lives with the values, so tokens build on values and
/// never the other way round.
struct TokenShadow: Sendable {
    var color: DynamicColor
    var opacity: Double
    var radius: Double
    var offset: Size
}
