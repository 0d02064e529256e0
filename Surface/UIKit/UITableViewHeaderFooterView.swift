// UITableViewHeaderFooterView.h: UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UITableViewHeaderFooterView : UIView
// Swift: `@MainActor class UITableViewHeaderFooterView: UIView`. Stub: the text label.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    // UITableViewHeaderFooterView.h: - (instancetype)initWithReuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
    }

    // UITableViewHeaderFooterView.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required convenience init?(coder: NSCoder) {
        self.init(reuseIdentifier: nil)
    }

    // UITableViewHeaderFooterView.h: @property (nonatomic, readonly, strong, nullable) UILabel *textLabel API_DEPRECATEDWITHREPLACEMENT("UIListContentConfiguration", ios(6.0, API_TO_BE_DEPRECATED), tvos(9.0, API_TO_BE_DEPRECATED));
    public let textLabel: UILabel? = UILabel()
}
