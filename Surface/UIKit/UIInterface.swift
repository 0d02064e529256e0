// UIInterface.h: the trait enums of UITraitCollection (style, size class,
// layout direction, contrast, legibility, level). Imported NS_ENUMs are
// Sendable and RawRepresentable by Int.

// UIInterface.h: typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
//     UIUserInterfaceSizeClassUnspecified = 0,
//     UIUserInterfaceSizeClassCompact     = 1,
//     UIUserInterfaceSizeClassRegular     = 2,
// } API_AVAILABLE(ios(8.0));
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0  // UIInterface.h: UIUserInterfaceSizeClassUnspecified = 0,
    case compact = 1  // UIInterface.h: UIUserInterfaceSizeClassCompact     = 1,
    case regular = 2  // UIInterface.h: UIUserInterfaceSizeClassRegular     = 2,
}

// UIInterface.h: typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
//     UIUserInterfaceStyleUnspecified,
//     UIUserInterfaceStyleLight,
//     UIUserInterfaceStyleDark,
// } API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_UNAVAILABLE(watchos);
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0  // UIInterface.h: UIUserInterfaceStyleUnspecified,
    case light = 1  // UIInterface.h: UIUserInterfaceStyleLight,
    case dark = 2  // UIInterface.h: UIUserInterfaceStyleDark,
}

// UIInterface.h: typedef NS_ENUM(NSInteger, UITraitEnvironmentLayoutDirection) {
//     UITraitEnvironmentLayoutDirectionUnspecified = -1,
//     UITraitEnvironmentLayoutDirectionLeftToRight = UIUserInterfaceLayoutDirectionLeftToRight,
//     UITraitEnvironmentLayoutDirectionRightToLeft = UIUserInterfaceLayoutDirectionRightToLeft,
// } API_AVAILABLE(ios(10.0));
// (UIUserInterfaceLayoutDirectionLeftToRight is 0, ...RightToLeft 1.)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1  // UIInterface.h: UITraitEnvironmentLayoutDirectionUnspecified = -1,
    case leftToRight = 0  // UIInterface.h: UITraitEnvironmentLayoutDirectionLeftToRight = UIUserInterfaceLayoutDirectionLeftToRight,
    case rightToLeft = 1  // UIInterface.h: UITraitEnvironmentLayoutDirectionRightToLeft = UIUserInterfaceLayoutDirectionRightToLeft,
}

// UIInterface.h: typedef NS_ENUM(NSInteger, UIAccessibilityContrast) {
//     UIAccessibilityContrastUnspecified = -1,
//     UIAccessibilityContrastNormal,
//     UIAccessibilityContrastHigh,
// } API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1  // UIInterface.h: UIAccessibilityContrastUnspecified = -1,
    case normal = 0  // UIInterface.h: UIAccessibilityContrastNormal,
    case high = 1  // UIInterface.h: UIAccessibilityContrastHigh,
}

// UIInterface.h: typedef NS_ENUM(NSInteger, UILegibilityWeight) {
//     UILegibilityWeightUnspecified = -1,
//     UILegibilityWeightRegular,
//     UILegibilityWeightBold
// } API_AVAILABLE(ios(13.0), tvos(13.0), watchos(6.0));
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1  // UIInterface.h: UILegibilityWeightUnspecified = -1,
    case regular = 0  // UIInterface.h: UILegibilityWeightRegular,
    case bold = 1  // UIInterface.h: UILegibilityWeightBold
}

// UIInterface.h: typedef NS_ENUM(NSInteger, UIUserInterfaceLevel) {
//     UIUserInterfaceLevelUnspecified = -1,
//     UIUserInterfaceLevelBase,
//     UIUserInterfaceLevelElevated
// } API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos) API_UNAVAILABLE(watchos);
@available(tvOS, unavailable)
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1  // UIInterface.h: UIUserInterfaceLevelUnspecified = -1,
    case base = 0  // UIInterface.h: UIUserInterfaceLevelBase,
    case elevated = 1  // UIInterface.h: UIUserInterfaceLevelElevated
}

// UIInterface.h (iOS 17.0 SDK): typedef NS_ENUM(NSInteger, UIBarStyle) {
//     UIBarStyleDefault          = 0,
//     UIBarStyleBlack            = 1,
//     UIBarStyleBlackOpaque API_UNAVAILABLE(tvos, xros) API_DEPRECATED("Use UIBarStyleBlack instead.", ios(2.0, 13.0)) = 1,
//     UIBarStyleBlackTranslucent API_UNAVAILABLE(tvos, xros) API_DEPRECATED("Use UIBarStyleBlack and set the translucent property to YES instead.", ios(2.0, 13.0)) = 2,
// } API_UNAVAILABLE(tvos);
// Swift: enum UIBarStyle: Int. The stub leaves out the deprecated cases.
@available(tvOS, unavailable)
public enum UIBarStyle: Int, Sendable {
    case `default` = 0  // UIInterface.h: UIBarStyleDefault          = 0,
    case black = 1  // UIInterface.h: UIBarStyleBlack            = 1,
}
