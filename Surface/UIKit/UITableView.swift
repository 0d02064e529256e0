// UITableView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>
// Swift: `@MainActor class UITableView: UIScrollView`. Stub: style and the
// separator/padding appearance properties; no data source, cells or layout.
@MainActor
open class UITableView: UIScrollView {
    // UITableView.h: @property (nonatomic, readonly) UITableViewStyle style;
    public let style: UITableView.Style

    // UITableView.h: - (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER; // must specify style at creation. -initWithFrame: calls this with UITableViewStylePlain
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    // "-initWithFrame: calls this with UITableViewStylePlain"
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // UITableView.h: @property (nonatomic) UIEdgeInsets separatorInset API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR; // allows customization of the frame of cell separators; see also the separatorInsetReference property. Use UITableViewAutomaticDimension for the automatic inset for that edge.
    // Stub: the header gives no default; the stub starts at left 16, what iOS 13+
    // iPhones report for a table's automatic inset (15 on earlier releases).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    // UITableView.h: @property (nonatomic, strong, nullable) UIColor *sectionIndexColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;                   // color used for text of the section index
    open var sectionIndexColor: UIColor?

    // UITableView.h: @property (nonatomic, strong, nullable) UIColor *sectionIndexBackgroundColor API_AVAILABLE(ios(7.0)) UI_APPEARANCE_SELECTOR;         // the background color of the section index while not being touched
    open var sectionIndexBackgroundColor: UIColor?

    // UITableView.h: @property (nonatomic, strong, nullable) UIColor *sectionIndexTrackingBackgroundColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR; // the background color of the section index while it is being touched
    open var sectionIndexTrackingBackgroundColor: UIColor?

    // UITableView.h: @property (nonatomic) UITableViewCellSeparatorStyle separatorStyle API_UNAVAILABLE(tvos); // default is UITableViewCellSeparatorStyleSingleLine
    @available(tvOS, unavailable)
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    // UITableView.h: @property (nonatomic, strong, nullable) UIColor *separatorColor UI_APPEARANCE_SELECTOR API_UNAVAILABLE(tvos); // default is the standard separator gray
    // Stub: the standard separator gray as UIColor.separatorColor's light/dark values
    // (60, 60, 67, 0.29) / (84, 84, 88, 0.6) — not from the header.
    @available(tvOS, unavailable)
    open var separatorColor: UIColor? {
        get { storedSeparatorColor }
        set { storedSeparatorColor = newValue }
    }
    private var storedSeparatorColor: UIColor? = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
            : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    }

    // UITableView.h: /// Padding above each section header. The default value is `UITableViewAutomaticDimension`.
    // @property (nonatomic) CGFloat sectionHeaderTopPadding API_AVAILABLE(ios(15.0), tvos(15.0), watchos(8.0));
    @available(iOS 15.0, tvOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat {
        get { storedSectionHeaderTopPadding }
        set { storedSectionHeaderTopPadding = newValue }
    }
    private var storedSectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    // UITableView.h: UIKIT_EXTERN const CGFloat UITableViewAutomaticDimension API_AVAILABLE(ios(5.0));
    // Swift: static let automaticDimension: CGFloat (its value, -1, is not in the header).
    nonisolated public static let automaticDimension: CGFloat = -1
}

extension UITableView {
    // UITableView.h: typedef NS_ENUM(NSInteger, UITableViewStyle) {
    //     UITableViewStylePlain,          // regular table view
    //     UITableViewStyleGrouped,        // sections are grouped together
    //     UITableViewStyleInsetGrouped  API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos)  // grouped sections are inset with rounded corners
    // };
    // Swift name UITableView.Style.
    public enum Style: Int, Sendable {
        case plain = 0  // UITableView.h: UITableViewStylePlain,          // regular table view
        case grouped = 1  // UITableView.h: UITableViewStyleGrouped,        // sections are grouped together
        @available(iOS 13.0, *)
        @available(tvOS, unavailable)
        case insetGrouped = 2  // UITableView.h: UITableViewStyleInsetGrouped  API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos)  // grouped sections are inset with rounded corners
    }
}
