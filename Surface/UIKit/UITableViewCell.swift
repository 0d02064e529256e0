// UITableViewCell.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>
// Swift: `@MainActor class UITableViewCell: UIView`. Stub: the appearance
// properties and the built-in parts; a cell made with init(frame:)/init() has
// the default style, as UIKit's does, so it has no detail label.
@MainActor
open class UITableViewCell: UIView {
    // UITableViewCell.h: - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier API_AVAILABLE(ios(3.0)) NS_DESIGNATED_INITIALIZER;
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
    }

    // UIView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER; (inherited)
    public override init(frame: CGRect) {
        detailTextLabel = nil
        super.init(frame: frame)
    }

    // UITableViewCell.h: @property (nonatomic, readonly, strong, nullable) UIImageView *imageView API_DEPRECATEDWITHREPLACEMENT("UIListContentConfiguration", ios(3.0, API_TO_BE_DEPRECATED), tvos(9.0, API_TO_BE_DEPRECATED)); // default is nil.  image view will be created if necessary.
    public let imageView: UIImageView? = UIImageView(image: nil)
    // UITableViewCell.h: @property (nonatomic, readonly, strong, nullable) UILabel *textLabel API_DEPRECATEDWITHREPLACEMENT("UIListContentConfiguration", ios(3.0, API_TO_BE_DEPRECATED), tvos(9.0, API_TO_BE_DEPRECATED)); // default is nil.  label will be created if necessary.
    public let textLabel: UILabel? = UILabel()
    // UITableViewCell.h: @property (nonatomic, readonly, strong, nullable) UILabel *detailTextLabel API_DEPRECATEDWITHREPLACEMENT("UIListContentConfiguration", ios(3.0, API_TO_BE_DEPRECATED), tvos(9.0, API_TO_BE_DEPRECATED)); // default is nil.  label will be created if necessary (and the current style supports a detail label).
    public let detailTextLabel: UILabel?

    // UITableViewCell.h: @property (nonatomic) UITableViewCellSelectionStyle selectionStyle;             // default is UITableViewCellSelectionStyleDefault.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    // UITableViewCell.h: @property (nonatomic, strong, nullable) UIView *selectedBackgroundView; // Default is nil for cells in UITableViewStylePlain, and non-nil for UITableViewStyleGrouped. The 'selectedBackgroundView' will be added as a subview directly above the backgroundView if not nil, or behind all other views. It is added as a subview only when the cell is selected.
    // Stub: held, not added as a subview (UIKit adds it only while the cell is selected).
    open var selectedBackgroundView: UIView?

    // UITableViewCell.h: @property (nonatomic) UITableViewCellAccessoryType    accessoryType;              // default is UITableViewCellAccessoryNone. use to set standard type
    open var accessoryType: UITableViewCell.AccessoryType = .none

    // UITableViewCell.h: @property (nonatomic, strong, nullable) UIView *accessoryView; // if set, use custom view. ignore accessoryType. tracks if enabled can calls accessory action
    // Stub: the view becomes a subview of the cell when set (UIKit adds it at the cell's next layout), the old one leaves.
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
        }
    }
}

extension UITableViewCell {
    // UITableViewCell.h: typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    //     UITableViewCellStyleDefault,	// Simple cell with text label and optional image view (behavior of UITableViewCell in iPhoneOS 2.x)
    //     UITableViewCellStyleValue1,		// Left aligned label on left and right aligned label on right with blue text (Used in Settings)
    //     UITableViewCellStyleValue2,		// Right aligned label on left with blue text and left aligned label on right (Used in Phone/Contacts)
    //     UITableViewCellStyleSubtitle	// Left aligned label on top and left aligned label on bottom with gray text (Used in iPod).
    // };             // available in iPhone OS 3.0
    // Swift name UITableViewCell.CellStyle.
    public enum CellStyle: Int, Sendable {
        case `default` = 0  // UITableViewCell.h: UITableViewCellStyleDefault,
        case value1 = 1  // UITableViewCell.h: UITableViewCellStyleValue1,
        case value2 = 2  // UITableViewCell.h: UITableViewCellStyleValue2,
        case subtitle = 3  // UITableViewCell.h: UITableViewCellStyleSubtitle
    }

    // UITableViewCell.h: typedef NS_ENUM(NSInteger, UITableViewCellSeparatorStyle) {
    //     UITableViewCellSeparatorStyleNone,
    //     UITableViewCellSeparatorStyleSingleLine,
    //     UITableViewCellSeparatorStyleSingleLineEtched API_DEPRECATED("Use UITableViewCellSeparatorStyleSingleLine for a single line separator.", ios(2.0, 11.0))
    // } API_UNAVAILABLE(tvos);
    // Swift name UITableViewCell.SeparatorStyle.
    @available(tvOS, unavailable)
    public enum SeparatorStyle: Int, Sendable {
        case none = 0  // UITableViewCell.h: UITableViewCellSeparatorStyleNone,
        case singleLine = 1  // UITableViewCell.h: UITableViewCellSeparatorStyleSingleLine,
        @available(iOS, introduced: 2.0, deprecated: 11.0, message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator.")
        case singleLineEtched = 2  // UITableViewCell.h: UITableViewCellSeparatorStyleSingleLineEtched API_DEPRECATED(…)
    }

    // UITableViewCell.h: typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
    //     UITableViewCellSelectionStyleNone,
    //     UITableViewCellSelectionStyleBlue,
    //     UITableViewCellSelectionStyleGray,
    //     UITableViewCellSelectionStyleDefault API_AVAILABLE(ios(7.0))
    // };
    // Swift name UITableViewCell.SelectionStyle.
    public enum SelectionStyle: Int, Sendable {
        case none = 0  // UITableViewCell.h: UITableViewCellSelectionStyleNone,
        case blue = 1  // UITableViewCell.h: UITableViewCellSelectionStyleBlue,
        case gray = 2  // UITableViewCell.h: UITableViewCellSelectionStyleGray,
        @available(iOS 7.0, *)
        case `default` = 3  // UITableViewCell.h: UITableViewCellSelectionStyleDefault API_AVAILABLE(ios(7.0))
    }

    // UITableViewCell.h: typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    //     UITableViewCellAccessoryNone,                                                      // don't show any accessory view
    //     UITableViewCellAccessoryDisclosureIndicator,                                       // regular chevron. doesn't track
    //     UITableViewCellAccessoryDetailDisclosureButton API_UNAVAILABLE(tvos),                 // info button w/ chevron. tracks
    //     UITableViewCellAccessoryCheckmark,                                                 // checkmark. doesn't track
    //     UITableViewCellAccessoryDetailButton API_AVAILABLE(ios(7.0))  API_UNAVAILABLE(tvos) // info button. tracks
    // };
    // Swift name UITableViewCell.AccessoryType.
    public enum AccessoryType: Int, Sendable {
        case none = 0  // UITableViewCell.h: UITableViewCellAccessoryNone,
        case disclosureIndicator = 1  // UITableViewCell.h: UITableViewCellAccessoryDisclosureIndicator,
        @available(tvOS, unavailable)
        case detailDisclosureButton = 2  // UITableViewCell.h: UITableViewCellAccessoryDetailDisclosureButton API_UNAVAILABLE(tvos),
        case checkmark = 3  // UITableViewCell.h: UITableViewCellAccessoryCheckmark,
        @available(iOS 7.0, *)
        @available(tvOS, unavailable)
        case detailButton = 4  // UITableViewCell.h: UITableViewCellAccessoryDetailButton API_AVAILABLE(ios(7.0))  API_UNAVAILABLE(tvos)
    }
}
