/// One token's value in one mode, in the units Livery uses: points for
/// dimensions (1 px = 1 pt, 1 rem = 16 pt), UIKit's weights for font weights.
enum TokenValue: Hashable {
    case color(Color)
    case dimension(Double)
    case number(Double)
    case fontFamily(String)
    case fontWeight(FontWeight)
    /// A font, and the letter spacing (points) and line height (points:
    /// DTCG's `lineHeight` is a multiple of the font size) when the token gives them.
    case typography(FontValue, letterSpacing: Double?, lineHeight: Double?)
    case shadow(color: Color, offset: Size, blur: Double)
    /// A DTCG type Livery has no use for (duration, cubicBezier, gradient, …): kept so aliases to it resolve.
    case unused(String)

    /// The DTCG type name, for messages.
    var typeName: String {
        switch self {
        case .color: return "color"
        case .dimension: return "dimension"
        case .number: return "number"
        case .fontFamily: return "fontFamily"
        case .fontWeight: return "fontWeight"
        case .typography: return "typography"
        case .shadow: return "shadow"
        case .unused(let type): return type
        }
    }

    /// The DTCG types Livery reads.
    static let types = ["color", "dimension", "number", "fontFamily", "fontWeight", "typography", "shadow"]
    /// The DTCG types Livery accepts and ignores.
    static let unusedTypes: Set<String> = ["duration", "cubicBezier", "strokeStyle", "border", "transition", "gradient"]

    /// DTCG's weight names and their numbers (format §8.4).
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// A CSS-style weight (1–1000) as the nearest of UIKit's nine, counted in
    /// hundreds from ultraLight (100) to black (900), as SwiftUI maps them.
    static func fontWeight(_ number: Double) -> FontWeight {
        let step = Int((min(max(number, 100), 900) / 100).rounded()) - 1
        return FontWeight.allCases[min(max(step, 0), FontWeight.allCases.count - 1)]
    }
}
