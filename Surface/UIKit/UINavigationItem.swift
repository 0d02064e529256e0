// UINavigationItem.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UINavigationItem : NSObject <NSCoding>
//
// Swift: `@MainActor class UINavigationItem: NSObject`. Stub: the title and
// the bar button items, stored.
@MainActor
open class UINavigationItem: NSObject {
    // UINavigationItem.h: - (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
    public init(title: String) {
        self.title = title
        super.init()
    }

    // UINavigationItem.h: @property(nullable, nonatomic,copy) NSString *title; // Title when topmost on the stack. default is nil
    open var title: String?

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
