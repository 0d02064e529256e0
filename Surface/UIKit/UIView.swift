// UIView.h (iOS 17 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem, UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>
//
// Swift: `@MainActor class UIView: UIResponder`. Stub behaviour: stored
// properties with UIKit's defaults; a real view hierarchy (subviews,
// superview, window); `traitCollection` inherited down the hierarchy from the
// window's screen traits with `overrideUserInterfaceStyle` applied; `tintColor`
// inherited from the superview. Nothing is laid out or drawn; `alpha` and
// `isHidden` are not forwarded to the layer.
@MainActor
open class UIView: UIResponder {
    // UIView.h: @property(nonatomic) CGRect frame;
    open var frame: CGRect

    // UIView.h: @property(nonatomic,readonly,strong) CALayer *layer; // returns view's layer. Will always return a non-nil value. view is layer's delegate
    public let layer = CALayer()

    // UIView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    // NSObject.h: - (instancetype)init; — on UIView, equivalent to initWithFrame:CGRectZero.
    // Swift: init() (inherited from NSObject); here a convenience initializer.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // UIView.h: - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    // Swift: required init?(coder: NSCoder) (NSCoding's). Stub behaviour: a
    // view at the zero frame, nothing decoded; required, so `appearance()`
    // can make a proxy of any subclass.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    // MARK: UIViewHierarchy

    // UIView.h: @property(nullable, nonatomic,readonly) UIView       *superview;
    public private(set) weak var superview: UIView?

    // UIView.h: @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;
    public private(set) var subviews: [UIView] = []

    // UIView.h: @property(nullable, nonatomic,readonly) UIWindow     *window;
    // Stub: the nearest UIWindow up the superview chain, starting with the view itself.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Stub only: not Apple API — the controller whose root view this is, set
    /// by `UIViewController.view`; weak, as the controller owns the view.
    weak var stubOwner: UIViewController?

    // UIResponder.h: @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    // Stub: as UIResponder.h documents for views: "UIView implements this method
    // by returning the UIViewController object that manages it (if it has one)
    // or its superview (if it doesn't)".
    open override var next: UIResponder? { stubOwner ?? superview }

    // UIView.h: - (void)addSubview:(UIView *)view;
    // Stub: as UIKit — the view leaves its old superview (or moves to the
    // front of this one) and is appended to `subviews`.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    // UIView.h: - (void)removeFromSuperview;
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        (parent as? UIStackView)?.stubSubviewRemoved(self)
    }

    // MARK: UIViewRendering

    // UIView.h: @property(nullable, nonatomic,copy)            UIColor          *backgroundColor UI_APPEARANCE_SELECTOR; // default is nil. Can be useful with the appearance proxy on custom UIView subclasses.
    open var backgroundColor: UIColor?

    // UIView.h: @property(nonatomic)                 CGFloat           alpha;                      // animatable. default is 1.0
    open var alpha: CGFloat = 1

    // UIView.h: @property(nonatomic,getter=isHidden) BOOL              hidden;                     // default is NO. doesn't check superviews
    open var isHidden: Bool = false

    // UIView.h: @property(nonatomic,getter=isOpaque) BOOL opaque; // default is YES. opaque views must fill their entire bounds or the results are undefined. the active CGContext in drawRect: will not have been cleared and may have non-zeroed pixels
    open var isOpaque: Bool = true

    // UIView.h: @property(nonatomic)                 UIViewContentMode contentMode;                // default is UIViewContentModeScaleToFill
    open var contentMode: UIView.ContentMode = .scaleToFill

    // UIView.h: @property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));
    // "-tintColor always returns a color. The color returned is the first non-default value in the receiver's
    // superview chain (starting with itself). If no non-default value is found, a system-defined color is returned."
    // Stub: the system-defined colour is UIColor.systemBlue; dimming is not modelled.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set { explicitTintColor = newValue }
    }
    /// Stub only: the tint set on this view itself (nil: inherited).
    private var explicitTintColor: UIColor?

    // UIView.h: @property (nonatomic) UIEdgeInsets layoutMargins API_AVAILABLE(ios(8.0));
    // (developer.apple.com/documentation/uikit/uiview/layoutmargins: "the default margins are eight points on each side")
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    // MARK: UserInterfaceStyle

    // UIView.h: @property (nonatomic) UISemanticContentAttribute semanticContentAttribute API_AVAILABLE(ios(9.0));
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    // UIView.h: @property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    // "Set `overrideUserInterfaceStyle` to cause this view and its subviews to have a specific `UIUserInterfaceStyle`."
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    // MARK: UITraitEnvironment

    // UITraitCollection.h: @protocol UITraitEnvironment <NSObject>
    //   @property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));
    // Stub: the superview's traits (a root's: its window's `stubTraits`, or the
    // default device traits for a view outside any window), with this view's
    // `overrideUserInterfaceStyle` applied when it is not `.unspecified`.
    // and this view's `traitOverrides` of custom traits.
    open var traitCollection: UITraitCollection {
        var inherited = superview?.traitCollection ?? rootTraitCollection
        if !stubOverrides.values.isEmpty { inherited = inherited.replacing(custom: inherited.stubCustom.merging(stubOverrides)) }
        guard overrideUserInterfaceStyle != .unspecified else { return inherited }
        return inherited.replacing(style: overrideUserInterfaceStyle)
    }

    // developer.apple.com/documentation/uikit/uiview/traitoverrides (Swift overlay, iOS 17):
    //   @MainActor var traitOverrides: UITraitOverrides { get set }
    // "A mutable container of traits you use to set trait changes for this view and its subviews."
    @available(iOS 17.0, tvOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(stubValues: stubOverrides) }
        set { stubOverrides = newValue.stubValues }
    }

    /// Stub only: what `traitOverrides` holds (stored without an availability guard).
    private var stubOverrides = StubTraitValues()

    /// Stub only: the traits at the top of the hierarchy (UIWindow overrides).
    var rootTraitCollection: UITraitCollection { .stubDeviceDefault }

    // MARK: UIConstraintBasedLayoutLayering

    /// Stub only: per-axis priorities; UIView's defaults are UILayoutPriorityDefaultLow
    /// (250) for hugging and UILayoutPriorityDefaultHigh (750) for compression resistance.
    private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    // UIView.h: - (UILayoutPriority)contentHuggingPriorityForAxis:(UILayoutConstraintAxis)axis API_AVAILABLE(ios(6.0));
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }

    // UIView.h: - (void)setContentHuggingPriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis API_AVAILABLE(ios(6.0));
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
    }

    // UIView.h: - (UILayoutPriority)contentCompressionResistancePriorityForAxis:(UILayoutConstraintAxis)axis API_AVAILABLE(ios(6.0));
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    // UIView.h: - (void)setContentCompressionResistancePriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis API_AVAILABLE(ios(6.0));
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
    }

    // MARK: UIAccessibilityIdentification

    /// Stub only: what NSObject (UIAccessibility) keeps for this view (UIAccessibility.swift).
    let stubAccessibility = StubAccessibility()

    // UIAccessibilityIdentification.h: @property(nullable, nonatomic, copy) NSString *accessibilityIdentifier API_AVAILABLE(ios(5.0));
    // (UIView adopts the UIAccessibilityIdentification protocol: `@interface UIView (UIAccessibility) <UIAccessibilityIdentification>`.)
    open var accessibilityIdentifier: String?
}

extension UIView {
    // UIView.h: typedef NS_ENUM(NSInteger, UIViewContentMode) {
    //     UIViewContentModeScaleToFill,
    //     UIViewContentModeScaleAspectFit,      // contents scaled to fit with fixed aspect. remainder is transparent
    //     UIViewContentModeScaleAspectFill,     // contents scaled to fill with fixed aspect. some portion of content may be clipped.
    //     UIViewContentModeRedraw,              // redraw on bounds change (calls -setNeedsDisplay)
    //     UIViewContentModeCenter,              // contents remain same size. positioned adjusted.
    //     UIViewContentModeTop,
    //     UIViewContentModeBottom,
    //     UIViewContentModeLeft,
    //     UIViewContentModeRight,
    //     UIViewContentModeTopLeft,
    //     UIViewContentModeTopRight,
    //     UIViewContentModeBottomLeft,
    //     UIViewContentModeBottomRight,
    // };
    // Swift name UIView.ContentMode.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0  // UIView.h: UIViewContentModeScaleToFill,
        case scaleAspectFit = 1  // UIView.h: UIViewContentModeScaleAspectFit,
        case scaleAspectFill = 2  // UIView.h: UIViewContentModeScaleAspectFill,
        case redraw = 3  // UIView.h: UIViewContentModeRedraw,
        case center = 4  // UIView.h: UIViewContentModeCenter,
        case top = 5  // UIView.h: UIViewContentModeTop,
        case bottom = 6  // UIView.h: UIViewContentModeBottom,
        case left = 7  // UIView.h: UIViewContentModeLeft,
        case right = 8  // UIView.h: UIViewContentModeRight,
        case topLeft = 9  // UIView.h: UIViewContentModeTopLeft,
        case topRight = 10  // UIView.h: UIViewContentModeTopRight,
        case bottomLeft = 11  // UIView.h: UIViewContentModeBottomLeft,
        case bottomRight = 12  // UIView.h: UIViewContentModeBottomRight,
    }
}

// UIView.h: typedef NS_ENUM(NSInteger, UISemanticContentAttribute) {
//     UISemanticContentAttributeUnspecified = 0,
//     UISemanticContentAttributePlayback, // for playback controls such as Play/RW/FF buttons and playhead scrubbers
//     UISemanticContentAttributeSpatial, // for controls that result in some sort of directional change in the UI, e.g. a segmented control for text alignment or a D-pad in a game
//     UISemanticContentAttributeForceLeftToRight,
//     UISemanticContentAttributeForceRightToLeft
// } API_AVAILABLE(ios(9.0));
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
