// UINavigationBarAppearance.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) NS_SWIFT_UI_ACTOR
// @interface UINavigationBarAppearance : UIBarAppearance
// Swift: `@MainActor class UINavigationBarAppearance: UIBarAppearance`. Stub:
// stored properties; `copy` properties keep copies; init(barAppearance:)
// copies a navigation bar appearance's own properties too.
@available(iOS 13.0, *)
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    // UINavigationBarAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    // UINavigationBarAppearance.h: @property (nonatomic, readwrite, assign) UIOffset titlePositionAdjustment;
    open var titlePositionAdjustment: UIOffset = .zero

    // UINavigationBarAppearance.h: @property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes;
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    // UINavigationBarAppearance.h: @property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *buttonAppearance;
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { storedButton }
        set { storedButton = newValue.stubCopy() }
    }
    private var storedButton = UIBarButtonItemAppearance()

    // UINavigationBarAppearance.h: @property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *doneButtonAppearance;
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { storedDone }
        set { storedDone = newValue.stubCopy() }
    }
    private var storedDone = UIBarButtonItemAppearance()

    // UINavigationBarAppearance.h: @property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *backButtonAppearance;
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { storedBack }
        set { storedBack = newValue.stubCopy() }
    }
    private var storedBack = UIBarButtonItemAppearance()

    // UINavigationBarAppearance.h: @property (nonatomic, readonly, strong) UIImage *backIndicatorImage;
    // Stub: nil until set (UIKit returns its default chevron).
    public private(set) var backIndicatorImage: UIImage?

    // UINavigationBarAppearance.h: @property (nonatomic, readonly, strong) UIImage *backIndicatorTransitionMaskImage;
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    // UINavigationBarAppearance.h: - (void)setBackIndicatorImage:(nullable UIImage *)backIndicatorImage transitionMaskImage:(nullable UIImage *)backIndicatorTransitionMaskImage;
    // "If either image is nil, then both images will be reset to their default."
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        let reset = backIndicatorImage == nil || backIndicatorTransitionMaskImage == nil
        self.backIndicatorImage = reset ? nil : backIndicatorImage
        self.backIndicatorTransitionMaskImage = reset ? nil : backIndicatorTransitionMaskImage
    }

    // Inherited (UIBarAppearance.h): - (instancetype)initWithIdiom:(UIUserInterfaceIdiom)idiom NS_DESIGNATED_INITIALIZER;
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    // Inherited (UIBarAppearance.h): - (instancetype)initWithBarAppearance:(UIBarAppearance *)barAppearance NS_DESIGNATED_INITIALIZER;
    // Stub: copies this class's own properties too, as UIKit's copy does.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance
        setBackIndicatorImage(other.backIndicatorImage, transitionMaskImage: other.backIndicatorTransitionMaskImage)
    }
}
