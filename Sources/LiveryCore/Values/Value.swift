/// A compiled property value: parsed, evaluated and checked against the
/// property's kind, but not yet resolved for a view (dynamic colors keep all
/// variants, text-style fonts are not yet scaled).
public enum Value: Sendable, Hashable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case color(DynamicColor)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(Insets)
    case font(FontValue)
    case image(ImageReference)
    case shape(ShapeValue)
    /// An enum case name (`scaleAspectFill`).
    case enumCase(String)
    /// A list of enum case names (`layer.maskedCorners`).
    case enumList([String])
}
