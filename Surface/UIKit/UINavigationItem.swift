// UINavigationItem.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UINavigationItem : NSObject <NSCoding>
//
// Swift: `@MainActor class UINavigationItem: NSObject`. Stub: the bar button
// items, stored; the title is not kept (the binding never reads it).
@MainActor
open class UINavigationItem: NSObject {
    // UINavigationItem.h: - (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
    public init(title: String) {
        super.init()
    }

    // UINavigationItem.h: @property (nonatomic, readwrite, strong, nullable) UIBarButtonItem *backBarButtonItem API_UNAVAILABLE(tvos);
    @available(tvOS, unavailable)
    open var backBarButtonItem: UIBarButtonItem? {
        get { storedBackBarButtonItem }
        set { storedBackBarButtonItem = newValue }
    }
    private var storedBackBarButtonItem: UIBarButtonItem?

    // UINavigationItem.h: @property (nonatomic, readwrite, copy, nullable) NSArray<UIBarButtonItem *> *leftBarButtonItems API_AVAILABLE(ios(5.0));
    open var leftBarButtonItems: [UIBarButtonItem]?

    // UINavigationItem.h: @property (nonatomic, readwrite, copy, nullable) NSArray<UIBarButtonItem *> *rightBarButtonItems API_AVAILABLE(ios(5.0));
    open var rightBarButtonItems: [UIBarButtonItem]?
}
