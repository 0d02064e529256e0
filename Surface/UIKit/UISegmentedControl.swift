// UISegmentedControl.h (iOS 18 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UISegmentedControl : UIControl <NSCoding>
// Swift: `@MainActor class UISegmentedControl: UIControl`. Stub: a list of
// segment titles (an image item is a segment without a title), the selected
// index, the selected tint, and title text attributes per state with no
// fallback (nil for a state never set).
@MainActor
open class UISegmentedControl: UIControl {
    // UISegmentedControl.h: enum { UISegmentedControlNoSegment = -1   // segment index for no selected segment
    // } API_UNAVAILABLE(watchos);
    // Swift: static let noSegment: Int
    nonisolated public static let noSegment: Int = -1

    /// Stub only: one entry per segment, its title (nil for an image segment).
    private var segmentTitles: [String?] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Stub only: what setBackgroundImage(_:for:barMetrics:) was given, per state and metrics.
    private var backgroundImages: [[Int]: UIImage] = [:]

    // UISegmentedControl.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // UISegmentedControl.h: - (instancetype)initWithItems:(nullable NSArray *)items NS_DESIGNATED_INITIALIZER;
    // "Items may be NSStrings, UIImages, or (as of iOS 14.0) UIActions."
    public init(items: [Any]?) {
        segmentTitles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    // UISegmentedControl.h: @property(nonatomic,readonly) NSUInteger numberOfSegments;
    open var numberOfSegments: Int { segmentTitles.count }

    // UISegmentedControl.h: - (void)insertSegmentWithTitle:(nullable NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated; // insert before segment number. 0..#segments. value pinned
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmentTitles.insert(title, at: max(0, min(segment, segmentTitles.count)))
    }

    // UISegmentedControl.h: - (void)removeAllSegments;
    open func removeAllSegments() {
        segmentTitles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    // UISegmentedControl.h: - (nullable NSString *)titleForSegmentAtIndex:(NSUInteger)segment;
    open func titleForSegment(at segment: Int) -> String? {
        segmentTitles.indices.contains(segment) ? segmentTitles[segment] : nil
    }

    // UISegmentedControl.h: @property(nonatomic) NSInteger selectedSegmentIndex;
    // (comment: "default is UISegmentedControlNoSegment until a segment is pressed")
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment

    // UISegmentedControl.h: @property(nullable, nonatomic, strong) UIColor *selectedSegmentTintColor API_AVAILABLE(ios(13.0)) UI_APPEARANCE_SELECTOR API_UNAVAILABLE(watchos);
    open var selectedSegmentTintColor: UIColor?

    // UISegmentedControl.h: - (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)attributes forState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    // UISegmentedControl.h: - (nullable NSDictionary<NSAttributedStringKey,id> *)titleTextAttributesForState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // UISegmentedControl.h: - (void)setBackgroundImage:(nullable UIImage *)backgroundImage forState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[[Int(state.rawValue), barMetrics.rawValue]] = backgroundImage
    }

    // UISegmentedControl.h: - (nullable UIImage *)backgroundImageForState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[[Int(state.rawValue), barMetrics.rawValue]]
    }
}
