// UITabBarItem.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UITabBarItem : UIBarItem
//
// Swift: `@MainActor class UITabBarItem: UIBarItem`. Stub: stored properties, and
// the badge text attributes kept per control state.
@MainActor
open class UITabBarItem: UIBarItem {
    // UIBarItem.h: - (instancetype)init NS_DESIGNATED_INITIALIZER; (UITabBarItem declares it again: - (instancetype)init NS_DESIGNATED_INITIALIZER;)
    public override init() { super.init() }

    // UITabBarItem.h: @property(nullable, nonatomic,strong) UIImage *selectedImage API_AVAILABLE(ios(7.0));
    open var selectedImage: UIImage?

    // UITabBarItem.h: @property(nullable, nonatomic, copy) NSString *badgeValue;    // default is nil
    open var badgeValue: String?

    // UITabBarItem.h: @property (nonatomic, readwrite, copy, nullable) UIColor *badgeColor API_AVAILABLE(ios(10.0)) UI_APPEARANCE_SELECTOR;
    open var badgeColor: UIColor?

    // UITabBarItem.h: @property (nonatomic, readwrite, assign) UIOffset titlePositionAdjustment API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var titlePositionAdjustment: UIOffset = .zero

    /// Stub only: what setBadgeTextAttributes(_:for:) was given, per state.
    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    // UITabBarItem.h: - (void)setBadgeTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)textAttributes forState:(UIControlState)state API_AVAILABLE(ios(10.0)) UI_APPEARANCE_SELECTOR;
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = textAttributes
    }

    // UITabBarItem.h: - (nullable NSDictionary<NSAttributedStringKey,id> *)badgeTextAttributesForState:(UIControlState)state API_AVAILABLE(ios(10.0)) UI_APPEARANCE_SELECTOR;
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }
}
