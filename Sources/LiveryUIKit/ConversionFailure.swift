import LiveryCore

/// A resolved value an applier could not turn into UIKit's (a font family
/// the device does not have, an image missing from the asset catalog, a
/// number UIKit would refuse): the view keeps its value, and
/// ``StyleAdapter`` reports it once.
public struct ConversionFailure: Sendable, Hashable, CustomStringConvertible {
    /// The property's keypath (`font`, `image`).
    public var keyPath: String
    /// The value as the stylesheet names it: a font's family, an image's path, else the value.
    public var value: String

    public init(keyPath: String, value: String) {
        self.keyPath = keyPath
        self.value = value
    }

    public var description: String {
        "Livery: \(keyPath) '\(value)' cannot be applied on this device (not installed, not in the app's assets, or refused by UIKit); the view keeps its value"
    }

    /// How a failure names a value: what the stylesheet wrote for it (an
    /// asset catalog colour by its name).
    static func name(of property: ResolvedProperty) -> String {
        if case .color(let color) = property.specified, color.isCatalogColor, let name = color.name { return name }
        switch property.value {
        case .font(let font): return font.family
        case .value(.image(let image)): return image.written
        case .color(let color): return color.hex
        case .value(.number(let n)): return formatNumber(n)
        case .value(let other): return String(describing: other)
        }
    }
}
