// UIToolbar.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIToolbar : UIView <UIBarPositioning>
// Swift: `@MainActor class UIToolbar: UIView`. Stub: stored properties;
// `standardAppearance` is `copy`, so the bar keeps a copy of what it is given.
@available(tvOS, unavailable)
@MainActor
open class UIToolbar: UIView {
    // UIToolbar.h: @property(nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *items; // get/set visible UIBarButtonItem. default is nil. changes not animated. shown in order
    open var items: [UIBarButtonItem]?

    // UIToolbar.h: @property(nullable, nonatomic,strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;  // default is nil
    open var barTintColor: UIColor?

    // UIToolbar.h: @property(nonatomic,assign,getter=isTranslucent) BOOL translucent API_AVAILABLE(ios(3.0)) UI_APPEARANCE_SELECTOR; // Default is NO on iOS 6 and earlier. Always YES if barStyle is set to UIBarStyleBlackTranslucent
    open var isTranslucent: Bool = true

    // UIToolbar.h: @property (nonatomic, readwrite, copy) UIToolbarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0));
    @available(iOS 13.0, *)
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = UIToolbarAppearance(barAppearance: newValue) }
    }
    private var storedStandardAppearance = UIToolbarAppearance()
}
