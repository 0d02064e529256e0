// UIStackView.h: UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface UIStackView : UIView
// Swift: `@MainActor class UIStackView: UIView`. Stub: the arrangement's
// properties and list; nothing is laid out. An arranged subview is also a
// subview, and leaves the arrangement when it leaves the stack view, as in UIKit.
@MainActor
open class UIStackView: UIView {
    // UIStackView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // UIStackView.h: - (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views; // Adds views as subviews of the receiver.
    // Swift: convenience init(arrangedSubviews views: [UIView])
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // UIStackView.h: @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *arrangedSubviews;
    open private(set) var arrangedSubviews: [UIView] = []

    // UIStackView.h: - (void)addArrangedSubview:(UIView *)view;
    // "Adds a view to the end of the arrangedSubviews list. Maintains the rule that the arrangedSubviews list is a subset of the subviews list"
    open func addArrangedSubview(_ view: UIView) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
    }

    /// Stub only: UIView.removeFromSuperview tells the stack view (UIKit removes an
    /// arranged subview that is removed from the stack view's subviews).
    func stubSubviewRemoved(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    // UIStackView.h: @property(nonatomic) UILayoutConstraintAxis axis; (default UILayoutConstraintAxisHorizontal)
    open var axis: NSLayoutConstraint.Axis = .horizontal

    // UIStackView.h: @property(nonatomic) UIStackViewDistribution distribution; (default UIStackViewDistributionFill)
    open var distribution: UIStackView.Distribution = .fill

    // UIStackView.h: @property(nonatomic) UIStackViewAlignment alignment; (default UIStackViewAlignmentFill)
    open var alignment: UIStackView.Alignment = .fill

    // UIStackView.h: @property(nonatomic) CGFloat spacing; (default 0.0)
    open var spacing: CGFloat = 0

    // UIStackView.h: @property(nonatomic,getter=isLayoutMarginsRelativeArrangement) BOOL layoutMarginsRelativeArrangement; (default NO)
    open var isLayoutMarginsRelativeArrangement: Bool = false
}

extension UIStackView {
    // UIStackView.h: typedef NS_ENUM(NSInteger, UIStackViewDistribution) {
    //     UIStackViewDistributionFill = 0,
    //     UIStackViewDistributionFillEqually,
    //     UIStackViewDistributionFillProportionally,
    //     UIStackViewDistributionEqualSpacing,
    //     UIStackViewDistributionEqualCentering,
    // } API_AVAILABLE(ios(9.0));
    // Swift name UIStackView.Distribution.
    public enum Distribution: Int, Sendable {
        case fill = 0  // UIStackView.h: UIStackViewDistributionFill = 0,
        case fillEqually = 1  // UIStackView.h: UIStackViewDistributionFillEqually,
        case fillProportionally = 2  // UIStackView.h: UIStackViewDistributionFillProportionally,
        case equalSpacing = 3  // UIStackView.h: UIStackViewDistributionEqualSpacing,
        case equalCentering = 4  // UIStackView.h: UIStackViewDistributionEqualCentering,
    }

    // UIStackView.h: typedef NS_ENUM(NSInteger, UIStackViewAlignment) {
    //     UIStackViewAlignmentFill,
    //     UIStackViewAlignmentLeading,
    //     UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
    //     UIStackViewAlignmentFirstBaseline, // Valid for horizontal axis only
    //     UIStackViewAlignmentCenter,
    //     UIStackViewAlignmentTrailing,
    //     UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
    //     UIStackViewAlignmentLastBaseline, // Valid for horizontal axis only
    // } API_AVAILABLE(ios(9.0));
    // Swift name UIStackView.Alignment; the aliases import as static properties.
    public enum Alignment: Int, Sendable {
        case fill = 0  // UIStackView.h: UIStackViewAlignmentFill,
        case leading = 1  // UIStackView.h: UIStackViewAlignmentLeading,
        case firstBaseline = 2  // UIStackView.h: UIStackViewAlignmentFirstBaseline, // Valid for horizontal axis only
        case center = 3  // UIStackView.h: UIStackViewAlignmentCenter,
        case trailing = 4  // UIStackView.h: UIStackViewAlignmentTrailing,
        case lastBaseline = 5  // UIStackView.h: UIStackViewAlignmentLastBaseline, // Valid for horizontal axis only

        // UIStackView.h: UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
        public static var top: UIStackView.Alignment { .leading }
        // UIStackView.h: UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
        public static var bottom: UIStackView.Alignment { .trailing }
    }
}
