// UIBarItem.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIBarItem : NSObject <NSCoding, UIAppearance>
//
// Swift: `@MainActor class UIBarItem: NSObject`. Stub: stored properties, and
// the title text attributes kept per control state.
@MainActor
open class UIBarItem: NSObject {
    // UIBarItem.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() { super.init() }

    // UIBarItem.h: @property(nonatomic,getter=isEnabled) BOOL         enabled;      // default is YES
    open var isEnabled = true

    // UIBarItem.h: @property(nullable, nonatomic,copy)             NSString    *title;        // default is nil
    open var title: String?

    // UIBarItem.h: @property(nullable, nonatomic,strong)           UIImage     *image;        // default is nil
    open var image: UIImage?

    // UIAccessibilityIdentification.h: @property(nullable, nonatomic, copy) NSString *accessibilityIdentifier API_AVAILABLE(ios(5.0));
    // (UIBarItem adopts the protocol: `@interface UIBarItem (UIAccessibility) <UIAccessibilityIdentification>`.)
    open var accessibilityIdentifier: String?

    /// Stub only: what setTitleTextAttributes(_:for:) was given, per state.
    private var attributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    // UIBarItem.h: - (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)attributes forState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        attributesByState[state.rawValue] = attributes
    }

    // UIBarItem.h: - (nullable NSDictionary<NSAttributedStringKey,id> *)titleTextAttributesForState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributesByState[state.rawValue]
    }
}
