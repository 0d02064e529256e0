import Foundation

// UILabel.h (iOS 17 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>
// Swift: `@MainActor class UILabel: UIView`. Stub: stored properties with the
// header's defaults; `null_resettable` properties go back to the default when set to nil.
@MainActor
open class UILabel: UIView {
    // UIView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER; (inherited)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // UILabel.h: @property(nullable, nonatomic,copy)   NSString           *text; // default is nil
    // Stub: setting it drops attributedText's attributes (UIKit makes them again from the label's properties).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
        }
    }
    private var storedText: String?

    // UILabel.h: // the underlying attributed string drawn by the label, if set, the label ignores the properties above.
    // @property(nullable, nonatomic,copy)   NSAttributedString *attributedText API_AVAILABLE(ios(6.0));  // default is nil
    // Stub: setting it sets `text` to its string, as UIKit does.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string
        }
    }
    private var storedAttributedText: NSAttributedString?

    // UILabel.h: @property(null_resettable, nonatomic,strong) UIFont      *font UI_APPEARANCE_SELECTOR; // default is nil (system font 17 plain)
    open var font: UIFont! {
        get { explicitFont ?? UIFont.systemFont(ofSize: 17) }
        set { explicitFont = newValue }
    }
    private var explicitFont: UIFont?

    // UILabel.h: @property(null_resettable, nonatomic,strong) UIColor     *textColor UI_APPEARANCE_SELECTOR; // default is labelColor
    open var textColor: UIColor! {
        get { explicitTextColor ?? UIColor.label }
        set { explicitTextColor = newValue }
    }
    private var explicitTextColor: UIColor?

    // UILabel.h: @property(nullable, nonatomic,strong) UIColor            *shadowColor UI_APPEARANCE_SELECTOR; // default is nil (no shadow)
    open var shadowColor: UIColor?

    // UILabel.h: @property(nonatomic)        CGSize             shadowOffset UI_APPEARANCE_SELECTOR; // default is CGSizeMake(0, -1) -- a top shadow
    open var shadowOffset = CGSize(width: 0, height: -1)

    // UILabel.h: @property(nonatomic)        NSTextAlignment    textAlignment;   // default is NSTextAlignmentNatural (before iOS 9, the default was NSTextAlignmentLeft)
    open var textAlignment: NSTextAlignment = .natural

    // UILabel.h: @property(nonatomic)        NSLineBreakMode    lineBreakMode;   // default is NSLineBreakByTruncatingTail. used for single and multiple lines of text
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    // UILabel.h: @property(nonatomic) NSInteger numberOfLines; (comment: "default value is 1 (single line). A value of 0 means no limit")
    open var numberOfLines: Int = 1

    // UILabel.h: @property(nonatomic) BOOL adjustsFontSizeToFitWidth;         // default is NO
    open var adjustsFontSizeToFitWidth = false

    // UILabel.h: @property(nonatomic) CGFloat minimumScaleFactor API_AVAILABLE(ios(6.0)); // default is 0.0
    open var minimumScaleFactor: CGFloat = 0

    // UIContentSizeCategoryAdjusting.h (UILabel adopts it, as the header above says):
    // @property (nonatomic) BOOL adjustsFontForContentSizeCategory; (NO unless set, as Apple's documentation of the property says)
    open var adjustsFontForContentSizeCategory = false
}
