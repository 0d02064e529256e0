// UITableViewCell.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>
// Swift: `@MainActor class UITableViewCell: UIView`. Stub: the two appearance
// properties; cells are made with init(frame:)/init() (UIKit's
// init(style:reuseIdentifier:) is not stubbed).
@MainActor
open class UITableViewCell: UIView {
    // UITableViewCell.h: @property (nonatomic) UITableViewCellSelectionStyle selectionStyle;             // default is UITableViewCellSelectionStyleDefault.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    // UITableViewCell.h: @property (nonatomic) UITableViewCellAccessoryType    accessoryType;              // default is UITableViewCellAccessoryNone. use to set standard type
    open var accessoryType: UITableViewCell.AccessoryType = .none
}

extension UITableViewCell {
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
