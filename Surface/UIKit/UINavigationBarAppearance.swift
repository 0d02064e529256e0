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

    // Inherited (UIBarAppearance.h): - (instancetype)initWithIdiom:(UIUserInterfaceIdiom)idiom NS_DESIGNATED_INITIALIZER;
    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    // Inherited (UIBarAppearance.h): - (instancetype)initWithBarAppearance:(UIBarAppearance *)barAppearance NS_DESIGNATED_INITIALIZER;
    // Stub: copies this class's own properties too, as UIKit's copy does.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
    }
}
