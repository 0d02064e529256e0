import Foundation

// UIButton.h (iOS 17 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIButton : UIControl <NSCoding, UIAccessibilityContentSizeCategoryImageAdjusting>
//
// Swift: `@MainActor class UIButton: UIControl`. Stub behaviour: per-state
// storage for title, title colour, title shadow colour, image and background
// image, with UIKit's fallback — a state with no value of its own returns the
// `.normal` state's value; setting nil for a state removes its own value. The
// title label exists but is not kept in sync with the title, nor added as a
// subview (UIKit adds it lazily at layout); nothing depends on the type.
@MainActor
open class UIButton: UIControl {
    // UIButton.h: @property(nonatomic,readonly) UIButtonType buttonType;
    open private(set) var buttonType: UIButton.ButtonType = .custom

    // UIButton.h: @property(nullable, nonatomic,readonly,strong) UILabel     *titleLabel API_AVAILABLE(ios(3.0));
    open private(set) var titleLabel: UILabel? = UILabel()

    // UIButton.h: @property (nonatomic, readwrite, copy, nullable) UIButtonConfiguration *configuration API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);
    // Swift: var configuration: UIButton.Configuration? (the Swift struct refines UIButtonConfiguration)
    @available(iOS 15.0, tvOS 15.0, *)
    open var configuration: UIButton.Configuration? {
        get { storedConfiguration }
        set { storedConfiguration = newValue }
    }
    private var storedConfiguration: UIButton.Configuration?

    // UIButton.h: @property(nonatomic) UIEdgeInsets contentEdgeInsets API_DEPRECATED("This property is ignored when using UIButtonConfiguration", ios(2.0,15.0), tvos(2.0,15.0)) UI_APPEARANCE_SELECTOR; // default is UIEdgeInsetsZero. On tvOS 10 or later, default is nonzero except for custom buttons.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @available(tvOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero

    // UIButton.h: @property(nonatomic) UIEdgeInsets titleEdgeInsets API_DEPRECATED("This property is ignored when using UIButtonConfiguration", ios(2.0,15.0), tvos(2.0,15.0));                // default is UIEdgeInsetsZero
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @available(tvOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero

    // UIButton.h: @property(nonatomic) UIEdgeInsets imageEdgeInsets API_DEPRECATED("This property is ignored when using UIButtonConfiguration", ios(2.0,15.0), tvos(2.0,15.0));                // default is UIEdgeInsetsZero
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    @available(tvOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero

    /// Stub only: the per-state values, keyed by UIControl.State raw value.
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]

    // UIView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER; (inherited)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // UIButton.h: + (instancetype)buttonWithType:(UIButtonType)buttonType;
    // Swift: convenience init(type buttonType: UIButton.ButtonType)
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    private static func value<T>(_ values: [UInt: T], for state: UIControl.State) -> T? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    // UIButton.h: - (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;                     // default is nil. title is assumed to be single line
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    // UIButton.h: - (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR; // default is nil. use opaque white
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    // UIButton.h: - (void)setTitleShadowColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR; // default is nil. use 50% black
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
    }

    // UIButton.h: - (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;                      // default is nil. should be same size if different for different states
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    // UIButton.h: - (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state UI_APPEARANCE_SELECTOR; // default is nil
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    // UIButton.h: - (void)setAttributedTitle:(nullable NSAttributedString *)title forState:(UIControlState)state API_AVAILABLE(ios(6.0)); // default is nil. title is assumed to be single line
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
    }

    // UIButton.h: - (nullable NSAttributedString *)attributedTitleForState:(UIControlState)state API_AVAILABLE(ios(6.0));
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        UIButton.value(attributedTitles, for: state)
    }

    // UIButton.h: - (nullable NSString *)titleForState:(UIControlState)state;          // these getters only take a single state value
    open func title(for state: UIControl.State) -> String? {
        UIButton.value(titles, for: state)
    }

    // UIButton.h: - (nullable UIColor *)titleColorForState:(UIControlState)state;
    open func titleColor(for state: UIControl.State) -> UIColor? {
        UIButton.value(titleColors, for: state)
    }

    // UIButton.h: - (nullable UIColor *)titleShadowColorForState:(UIControlState)state;
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        UIButton.value(titleShadowColors, for: state)
    }

    // UIButton.h: - (nullable UIImage *)imageForState:(UIControlState)state;
    open func image(for state: UIControl.State) -> UIImage? {
        UIButton.value(images, for: state)
    }

    // UIButton.h: - (nullable UIImage *)backgroundImageForState:(UIControlState)state;
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        UIButton.value(backgroundImages, for: state)
    }
}

extension UIButton {
    // UIButton.h: typedef NS_ENUM(NSInteger, UIButtonType) {
    //     UIButtonTypeCustom = 0,                         // no button type
    //     UIButtonTypeSystem API_AVAILABLE(ios(7.0)),  // standard system button
    //     UIButtonTypeDetailDisclosure,
    //     UIButtonTypeInfoLight,
    //     UIButtonTypeInfoDark,
    //     UIButtonTypeContactAdd,
    //     UIButtonTypePlain API_AVAILABLE(tvos(11.0)) API_UNAVAILABLE(ios, watchos), // standard system button without the blurred background view
    //     UIButtonTypeClose API_AVAILABLE(ios(13.0)),
    //     UIButtonTypeRoundedRect = UIButtonTypeSystem   // Deprecated, use UIButtonTypeSystem instead
    // };
    // Swift name UIButton.ButtonType; the alias imports as a static property.
    public enum ButtonType: Int, Sendable {
        case custom = 0  // UIButton.h: UIButtonTypeCustom = 0,                         // no button type
        @available(iOS 7.0, *)
        case system = 1  // UIButton.h: UIButtonTypeSystem API_AVAILABLE(ios(7.0)),  // standard system button
        case detailDisclosure = 2  // UIButton.h: UIButtonTypeDetailDisclosure,
        case infoLight = 3  // UIButton.h: UIButtonTypeInfoLight,
        case infoDark = 4  // UIButton.h: UIButtonTypeInfoDark,
        case contactAdd = 5  // UIButton.h: UIButtonTypeContactAdd,
        @available(iOS, unavailable)
        @available(tvOS 11.0, *)
        case plain = 6  // UIButton.h: UIButtonTypePlain API_AVAILABLE(tvos(11.0)) API_UNAVAILABLE(ios, watchos),
        @available(iOS 13.0, *)
        case close = 7  // UIButton.h: UIButtonTypeClose API_AVAILABLE(ios(13.0)),

        // UIButton.h: UIButtonTypeRoundedRect = UIButtonTypeSystem   // Deprecated, use UIButtonTypeSystem instead
        public static var roundedRect: UIButton.ButtonType { .system }
    }
}
