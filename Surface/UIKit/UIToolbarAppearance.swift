// UIToolbarAppearance.h (iOS 17.0 SDK): UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
// @interface UIToolbarAppearance : UIBarAppearance
// Swift: `@MainActor class UIToolbarAppearance: UIBarAppearance`. Stub: stored
// properties; `copy` properties keep copies.
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    // UIToolbarAppearance.h: @property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *buttonAppearance;
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { storedButton }
        set { storedButton = newValue.stubCopy() }
    }
    private var storedButton = UIBarButtonItemAppearance()

    // UIToolbarAppearance.h: @property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *doneButtonAppearance;
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
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
    }
}
