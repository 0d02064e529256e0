import LiveryCore

/// The SwiftUI font a stylesheet's `font:` stands for. A text style and a
/// custom font that scales (`{ family: Georgia, size: 15, relativeTo: body }`)
/// are handed to SwiftUI to scale with Dynamic Type itself
/// (`Font.system(_:)`, `Font.custom(_:size:relativeTo:)`); a scaled system
/// size, which iOS 15's SwiftUI cannot scale relative to a style, is the size
/// Livery resolved for the environment's Dynamic Type size, as UIKit gets it.
public enum SwiftUIFont: Sendable, Hashable {
    /// `Font.system(_:)` with the style's SwiftUI name (`title1` is `.title`).
    case textStyle(String)
    /// `Font.system(size:weight:)`.
    case system(size: Double, weight: FontWeight)
    /// `Font.custom(_:size:relativeTo:)`: scaled by SwiftUI.
    case custom(family: String, size: Double, relativeTo: String)
    /// `Font.custom(_:fixedSize:)`.
    case fixed(family: String, size: Double)

    /// The font of a property a rule set; nil when none did.
    public init?(_ property: ResolvedProperty?) {
        guard let property, case .font(let value) = property.specified, case .font(let resolved) = property.value else { return nil }
        switch value {
        case .textStyle(let name):
            self = .textStyle(name)
        case .fixed(let size, let weight, let family):
            self = family == "system" ? .system(size: size, weight: weight) : .fixed(family: family, size: size)
        case .scaled(let size, let weight, let family, let relativeTo):
            self =
                family == "system"
                ? .system(size: resolved.size, weight: weight) : .custom(family: family, size: size, relativeTo: relativeTo)
        }
    }
}
