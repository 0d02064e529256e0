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

    /// A color that is the same in every environment.
    public init(_ fixed: Color) {
        self.init(light: fixed, dark: fixed)
    }

    /// Fills missing variants by UIKit's fallbacks.
    public init(light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil,
                darkElevated: Color? = nil, darkElevatedHighContrast: Color? = nil) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast ?? light
        let darkHC = darkHighContrast ?? dark
        self.darkHighContrast = darkHC
        let elevated = darkElevated ?? dark
        self.darkElevated = elevated
        self.darkElevatedHighContrast = darkElevatedHighContrast ?? (darkElevated == nil ? darkHC : elevated)
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
    public func withAlpha(_ unit: Double) -> DynamicColor {
        DynamicColor(light: light.withAlpha(unit), dark: dark.withAlpha(unit),
                     lightHighContrast: lightHighContrast.withAlpha(unit), darkHighContrast: darkHighContrast.withAlpha(unit),
                     darkElevated: darkElevated.withAlpha(unit), darkElevatedHighContrast: darkElevatedHighContrast.withAlpha(unit))
    }

    public var description: String {
        isFixed ? light.hex : "{light: \(light.hex), dark: \(dark.hex)}"
    }
}
