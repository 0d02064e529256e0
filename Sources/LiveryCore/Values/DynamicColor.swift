/// A color that depends on the view's traits, with all six variants that
/// UIKit's system colors define already filled in by the fallback rules
/// (…HighContrast → its base, darkElevated → dark).
public struct DynamicColor: Sendable, Hashable, CustomStringConvertible {
    public var light: Color
    public var dark: Color
    public var lightHighContrast: Color
    public var darkHighContrast: Color
    public var darkElevated: Color
    public var darkElevatedHighContrast: Color
    /// The system or palette name the color was written with (`tertiaryLabel`,
    /// `card`), so output and an app's adapter can name it rather than show a
    /// snapshot. Not part of equality: the same variants are the same color.
    public var name: String?
    /// Whether ``name`` is a colour set of an asset catalog the app ships, so
    /// the device asks `UIColor(named:)` rather than use the variants (which
    /// are for previews). Not part of equality, like the name.
    public var isCatalogColor = false

    /// A color that is the same in every environment.
    public init(_ fixed: Color) {
        self.init(light: fixed, dark: fixed)
    }

    /// Fills missing variants by UIKit's fallbacks.
    public init(
        light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil,
        darkElevated: Color? = nil, darkElevatedHighContrast: Color? = nil
    ) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast ?? light
        let darkHC = darkHighContrast ?? dark
        self.darkHighContrast = darkHC
        let elevated = darkElevated ?? dark
        self.darkElevated = elevated
        self.darkElevatedHighContrast = darkElevatedHighContrast ?? (darkElevated == nil ? darkHC : elevated)
    }

    /// The color under a name.
    package func named(_ name: String) -> DynamicColor {
        var copy = self
        copy.name = name
        return copy
    }

    public static func == (a: DynamicColor, b: DynamicColor) -> Bool {
        a.light == b.light && a.dark == b.dark && a.lightHighContrast == b.lightHighContrast
            && a.darkHighContrast == b.darkHighContrast && a.darkElevated == b.darkElevated
            && a.darkElevatedHighContrast == b.darkElevatedHighContrast
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
        hasher.combine(darkHighContrast)
    }

    /// True when every variant is the same color.
    public var isFixed: Bool {
        light == dark && light == lightHighContrast && light == darkHighContrast
            && light == darkElevated && light == darkElevatedHighContrast
    }

    /// The variant for an environment. Light elevated is light, as in UIKit.
    public func resolved(dark isDark: Bool, highContrast: Bool, elevated: Bool) -> Color {
        switch (isDark, highContrast, elevated) {
        case (false, false, _): return light
        case (false, true, _): return lightHighContrast
        case (true, false, false): return dark
        case (true, true, false): return darkHighContrast
        case (true, false, true): return darkElevated
        case (true, true, true): return darkElevatedHighContrast
        }
    }

    /// Applies `withAlphaComponent` to every variant.
    package func withAlpha(_ unit: Double) -> DynamicColor {
        DynamicColor(
            light: light.withAlpha(unit), dark: dark.withAlpha(unit),
            lightHighContrast: lightHighContrast.withAlpha(unit), darkHighContrast: darkHighContrast.withAlpha(unit),
            darkElevated: darkElevated.withAlpha(unit), darkElevatedHighContrast: darkElevatedHighContrast.withAlpha(unit))
    }

    /// `#RRGGBBAA`, or the light and dark variants; after the name, if it has one.
    public var description: String {
        let variants = isFixed ? light.hex : "{light: \(light.hex), dark: \(dark.hex)}"
        return name.map { "\($0) \(variants)" } ?? variants
    }
}
