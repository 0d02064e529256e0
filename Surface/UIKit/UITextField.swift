// UITextField.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting>
// Swift: `@MainActor class UITextField: UIControl`. Stub: stored properties;
// `placeholder` and `attributedPlaceholder` are one value, as in UIKit —
// setting the plain placeholder replaces the attributed one with a plain
// attributed string, and `placeholder` reads the attributed one's string.
@MainActor
open class UITextField: UIControl {
    // UITextField.h: @property(nullable, nonatomic,copy)   NSString               *text;                 // default is nil
    open var text: String?

    // UITextField.h: @property(nullable, nonatomic,strong) UIColor                *textColor;            // default is nil. use opaque black
    open var textColor: UIColor?

    // UITextField.h: @property(nullable, nonatomic,strong) UIFont                 *font;                 // default is nil. use system font 12 pt
    open var font: UIFont?

    // UITextField.h: @property(nonatomic)        NSTextAlignment         textAlignment;        // default is NSLeftTextAlignment
    // Stub: the header comment's default (.left); not checked against a device.
    open var textAlignment: NSTextAlignment = .left

    // UITextField.h: @property(nonatomic)        UITextBorderStyle       borderStyle;          // default is UITextBorderStyleNone. If set to UITextBorderStyleRoundedRect, custom background images are ignored.
    open var borderStyle: UITextField.BorderStyle = .none
    // UITextField.h: @property(nullable, nonatomic,strong) UIImage                *background;           // default is nil. draw in border rect. image should be stretchable
    open var background: UIImage?
    // UITextField.h: @property(nonatomic)        UITextFieldViewMode  clearButtonMode; // sets when the clear button shows up. default is UITextFieldViewModeNever
    open var clearButtonMode: UITextField.ViewMode = .never
    // UITextInputTraits.h (UITextField adopts UITextInput): @property(nonatomic) UIKeyboardAppearance keyboardAppearance; // default is UIKeyboardAppearanceDefault
    open var keyboardAppearance: UIKeyboardAppearance = .default

    // UIContentSizeCategoryAdjusting.h (UITextField.h: @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting, …>):
    // @property (nonatomic) BOOL adjustsFontForContentSizeCategory; (NO unless set, as Apple's documentation of the property says)
    open var adjustsFontForContentSizeCategory = false

    // UITextField.h: @property(nullable, nonatomic,copy)   NSString               *placeholder;          // default is nil. string is drawn 70% gray
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    // UITextField.h: @property(nonatomic,copy)   NSDictionary<NSAttributedStringKey,id> *defaultTextAttributes API_AVAILABLE(ios(7.0)); // applies attributes to the full range of text. Unset attributes act like default values.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]

    // UITextField.h: @property(nullable, nonatomic,copy)   NSAttributedString     *attributedPlaceholder API_AVAILABLE(ios(6.0)); // default is nil
    open var attributedPlaceholder: NSAttributedString?
}

extension UITextField {
    // UITextField.h: typedef NS_ENUM(NSInteger, UITextBorderStyle) {
    //     UITextBorderStyleNone,
    //     UITextBorderStyleLine,
    //     UITextBorderStyleBezel,
    //     UITextBorderStyleRoundedRect
    // };
    // Swift name UITextField.BorderStyle.
    public enum BorderStyle: Int, Sendable {
        case none = 0  // UITextField.h: UITextBorderStyleNone,
        case line = 1  // UITextField.h: UITextBorderStyleLine,
        case bezel = 2  // UITextField.h: UITextBorderStyleBezel,
        case roundedRect = 3  // UITextField.h: UITextBorderStyleRoundedRect
    }

    // UITextField.h: typedef NS_ENUM(NSInteger, UITextFieldViewMode) {
    //     UITextFieldViewModeNever,
    //     UITextFieldViewModeWhileEditing,
    //     UITextFieldViewModeUnlessEditing,
    //     UITextFieldViewModeAlways
    // } API_UNAVAILABLE(watchos);
    // Swift name UITextField.ViewMode.
    public enum ViewMode: Int, Sendable {
        case never = 0  // UITextField.h: UITextFieldViewModeNever,
        case whileEditing = 1  // UITextField.h: UITextFieldViewModeWhileEditing,
        case unlessEditing = 2  // UITextField.h: UITextFieldViewModeUnlessEditing,
        case always = 3  // UITextField.h: UITextFieldViewModeAlways
    }
}

// UITextInputTraits.h: typedef NS_ENUM(NSInteger, UIKeyboardAppearance) {
//     UIKeyboardAppearanceDefault,          // Default apperance for the current input method.
//     UIKeyboardAppearanceDark API_AVAILABLE(ios(7.0)),
//     UIKeyboardAppearanceLight API_AVAILABLE(ios(7.0)),
//     UIKeyboardAppearanceAlert = UIKeyboardAppearanceDark,  // Deprecated
// };
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
    // Swift imports the deprecated alias as a static member, not a case.
    public static var alert: UIKeyboardAppearance { .dark }
}
