// UIContentSizeCategory.h: typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
// Swift: struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable { init(rawValue: String) }
// The constants are `UIKIT_EXTERN UIContentSizeCategory const` globals; their
// values are not in the header. The raw strings below are the ones UIKit's
// constants hold at run time (UICTContentSizeCategory...).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String  // NS_TYPED_ENUM over NSString imports as RawRepresentable by String

    public init(rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryUnspecified API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraSmall API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategorySmall API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryMedium API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraExtraLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityMedium API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    // UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraExtraLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")
}
