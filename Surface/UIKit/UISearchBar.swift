// UISearchBar.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UISearchBar : UIView <UIBarPositioning, UITextInputTraits, UILookToDictateCapable>
//
// Swift: `@MainActor class UISearchBar: UIView`. Stub: stored properties;
// the field is a `UISearchTextField` subview, made with the bar; images kept
// per icon and state.
@MainActor
open class UISearchBar: UIView {
    // UISearchBar.h: typedef NS_ENUM(NSInteger, UISearchBarIcon) {
    //     UISearchBarIconSearch, // The magnifying glass
    //     UISearchBarIconClear API_UNAVAILABLE(tvos), // The circle with an x in it
    //     UISearchBarIconBookmark API_UNAVAILABLE(tvos), // The open book icon
    //     UISearchBarIconResultsList API_UNAVAILABLE(tvos), // The list lozenge icon
    // };
    // Swift: UISearchBar.Icon
    public enum Icon: Int, Sendable {
        case search = 0
        @available(tvOS, unavailable) case clear = 1
        @available(tvOS, unavailable) case bookmark = 2
        @available(tvOS, unavailable) case resultsList = 3
    }

    // UISearchBar.h: typedef NS_ENUM(NSUInteger, UISearchBarStyle) {
    //     UISearchBarStyleDefault,    // currently UISearchBarStyleProminent
    //     UISearchBarStyleProminent,  // used my Mail, Messages and Contacts
    //     UISearchBarStyleMinimal     // used by Calendar, Notes and Music
    // } API_AVAILABLE(ios(7.0));
    // Swift: UISearchBar.Style
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    // UISearchBar.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER API_UNAVAILABLE(tvos);
    // Stub: the field is made with the bar, as a subview.
    public override init(frame: CGRect) {
        searchTextField = UISearchTextField()
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    // UISearchBar.h: @property(nonatomic)        UIBarStyle              barStyle API_UNAVAILABLE(tvos);              // default is UIBarStyleDefault (blue)
    open var barStyle: UIBarStyle = .default

    // UISearchBar.h: @property(nullable,nonatomic,copy)   NSString               *text;                  // current/starting search text
    open var text: String?

    // UISearchBar.h: @property(nullable,nonatomic,copy)   NSString               *placeholder;           // default is nil
    // Stub: the field's placeholder, which is where UIKit keeps it.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    // UISearchBar.h: @property(nonatomic,readonly) UISearchTextField *searchTextField API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos,watchos);
    public let searchTextField: UISearchTextField

    // UISearchBar.h: @property(nonatomic)        BOOL                    showsCancelButton API_UNAVAILABLE(tvos);     // default is NO
    open var showsCancelButton = false

    // UITextInputTraits.h (UISearchBar adopts UITextInputTraits): @property(nonatomic) UIKeyboardAppearance keyboardAppearance; // default is UIKeyboardAppearanceDefault
    open var keyboardAppearance: UIKeyboardAppearance = .default

    // UISearchBar.h: @property(nullable, nonatomic,strong) UIColor *barTintColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;  // default is nil
    open var barTintColor: UIColor?

    // UISearchBar.h: @property (nonatomic) UISearchBarStyle searchBarStyle API_AVAILABLE(ios(7.0));
    open var searchBarStyle: UISearchBar.Style = .default

    // UISearchBar.h: @property(nonatomic,assign,getter=isTranslucent) BOOL translucent API_AVAILABLE(ios(3.0)); // Default is NO on iOS 6 and earlier. Always YES if barStyle is set to UIBarStyleBlackTranslucent
    // (the header's comment above it: "New behavior on iOS 7. Default is YES.")
    open var isTranslucent: Bool = true

    // UISearchBar.h: @property(nullable, nonatomic,strong) UIImage *backgroundImage API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var backgroundImage: UIImage?

    /// Stub only: what the image setters were given.
    private var fieldBackgrounds: [UInt: UIImage] = [:]
    private var icons: [[Int]: UIImage] = [:]

    // UISearchBar.h: - (void)setSearchFieldBackgroundImage:(nullable UIImage *)backgroundImage forState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        fieldBackgrounds[state.rawValue] = backgroundImage
    }

    // UISearchBar.h: - (nullable UIImage *)searchFieldBackgroundImageForState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        fieldBackgrounds[state.rawValue]
    }

    // UISearchBar.h: - (void)setImage:(nullable UIImage *)iconImage forSearchBarIcon:(UISearchBarIcon)icon state:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
        icons[[icon.rawValue, Int(state.rawValue)]] = iconImage
    }

    // UISearchBar.h: - (nullable UIImage *)imageForSearchBarIcon:(UISearchBarIcon)icon state:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
        icons[[icon.rawValue, Int(state.rawValue)]]
    }
}

// UISearchTextField.h (iOS 17.0 SDK): UIKIT_CLASS_AVAILABLE_IOS_ONLY(13.0) NS_SWIFT_UI_ACTOR
// @interface UISearchTextField : UITextField
// Swift: `@MainActor class UISearchTextField: UITextField`. Stub: a text field.
@MainActor
open class UISearchTextField: UITextField {}
