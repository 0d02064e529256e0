// UIBarButtonItem.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIBarButtonItem : UIBarItem <NSCoding>
//
// Swift: `@MainActor class UIBarButtonItem: UIBarItem`. Stub: stored
// properties; background images kept per state for the default bar metrics.
@MainActor
open class UIBarButtonItem: UIBarItem {
    // UIBarButtonItem.h: typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) {
    //     UIBarButtonItemStylePlain,
    //     UIBarButtonItemStyleBordered API_DEPRECATED_WITH_REPLACEMENT("UIBarButtonItemStylePlain", ios(2.0, 8.0)),
    //     UIBarButtonItemStyleDone,
    // };
    // Swift: UIBarButtonItem.Style
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, introduced: 2.0, deprecated: 8.0, renamed: "UIBarButtonItem.Style.plain")
        case bordered = 1
        case done = 2
    }

    // UIBarButtonItem.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() { super.init() }

    // UIBarButtonItem.h: @property (nonatomic, readwrite, assign) UIBarButtonItemStyle style;            // default is UIBarButtonItemStylePlain
    open var style: UIBarButtonItem.Style = .plain

    // UIBarButtonItem.h: @property(nullable, nonatomic,strong) UIColor *tintColor API_AVAILABLE(ios(5.0));
    open var tintColor: UIColor?

    /// Stub only: what setBackgroundImage(_:for:barMetrics:) was given, per state and metrics.
    private var backgroundImages: [[Int]: UIImage] = [:]

    // UIBarButtonItem.h: - (void)setBackgroundImage:(nullable UIImage *)backgroundImage forState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[[Int(state.rawValue), barMetrics.rawValue]] = backgroundImage
    }

    // UIBarButtonItem.h: - (nullable UIImage *)backgroundImageForState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[[Int(state.rawValue), barMetrics.rawValue]]
    }

    /// Stub only: what setBackgroundVerticalPositionAdjustment(_:for:) was given, per metrics.
    private var backgroundVerticalAdjustments: [Int: CGFloat] = [:]

    // UIBarButtonItem.h: - (void)setBackgroundVerticalPositionAdjustment:(CGFloat)adjustment forBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        backgroundVerticalAdjustments[barMetrics.rawValue] = adjustment
    }

    // UIBarButtonItem.h: - (CGFloat)backgroundVerticalPositionAdjustmentForBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        backgroundVerticalAdjustments[barMetrics.rawValue] ?? 0
    }

    /// Stub only: what setTitlePositionAdjustment(_:for:) was given, per metrics.
    private var titleAdjustments: [Int: UIOffset] = [:]

    // UIBarButtonItem.h: - (void)setTitlePositionAdjustment:(UIOffset)adjustment forBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics.rawValue] = adjustment
    }

    // UIBarButtonItem.h: - (UIOffset)titlePositionAdjustmentForBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        titleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Stub only: what setBackButtonBackgroundImage(_:for:barMetrics:) was given, per state and metrics.
    private var backButtonBackgroundImages: [[Int]: UIImage] = [:]

    // UIBarButtonItem.h: - (void)setBackButtonBackgroundImage:(nullable UIImage *)backgroundImage forState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backButtonBackgroundImages[[Int(state.rawValue), barMetrics.rawValue]] = backgroundImage
    }

    // UIBarButtonItem.h: - (nullable UIImage *)backButtonBackgroundImageForState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backButtonBackgroundImages[[Int(state.rawValue), barMetrics.rawValue]]
    }

    /// Stub only: what setBackButtonTitlePositionAdjustment(_:for:) was given, per metrics.
    private var backButtonTitleAdjustments: [Int: UIOffset] = [:]

    // UIBarButtonItem.h: - (void)setBackButtonTitlePositionAdjustment:(UIOffset)adjustment forBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        backButtonTitleAdjustments[barMetrics.rawValue] = adjustment
    }

    // UIBarButtonItem.h: - (UIOffset)backButtonTitlePositionAdjustmentForBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        backButtonTitleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Stub only: what setBackButtonBackgroundVerticalPositionAdjustment(_:for:) was given, per metrics.
    private var backButtonBackgroundVerticalAdjustments: [Int: CGFloat] = [:]

    // UIBarButtonItem.h: - (void)setBackButtonBackgroundVerticalPositionAdjustment:(CGFloat)adjustment forBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        backButtonBackgroundVerticalAdjustments[barMetrics.rawValue] = adjustment
    }

    // UIBarButtonItem.h: - (CGFloat)backButtonBackgroundVerticalPositionAdjustmentForBarMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        backButtonBackgroundVerticalAdjustments[barMetrics.rawValue] ?? 0
    }
}

// UIBarCommon.h (iOS 17.0 SDK): typedef NS_ENUM(NSInteger, UIBarMetrics) {
//     UIBarMetricsDefault,
//     UIBarMetricsCompact,
//     UIBarMetricsDefaultPrompt = 101, // Applicable only in bars with the prompt property, such as UINavigationBar and UISearchBar
//     UIBarMetricsCompactPrompt,
//     UIBarMetricsLandscapePhone API_DEPRECATED_WITH_REPLACEMENT("UIBarMetricsCompact", ios(5.0, 8.0)) API_UNAVAILABLE(xros) = UIBarMetricsCompact,
//     UIBarMetricsLandscapePhonePrompt API_DEPRECATED_WITH_REPLACEMENT("UIBarMetricsCompactPrompt", ios(7.0, 8.0)) API_UNAVAILABLE(xros) = UIBarMetricsCompactPrompt,
// };
// Swift: enum UIBarMetrics: Int. The stub leaves out the deprecated aliases (same raw values).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

// UIBarCommon.h (iOS 17.0 SDK): typedef NS_ENUM(NSInteger, UIBarPosition) {
//     UIBarPositionAny = 0,
//     UIBarPositionBottom = 1, // The bar is at the bottom of its local context, and directional decoration draws accordingly (e.g., shadow above the bar).
//     UIBarPositionTop = 2, // The bar is at the top of its local context, and directional decoration draws accordingly (e.g., shadow below the bar)
//     UIBarPositionTopAttached = 3, // The bar is at the top of the screen (as well as its local context), and its background extends upward—currently only enough for the status bar.
// } API_AVAILABLE(ios(7.0));
public enum UIBarPosition: Int, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}
