// UINavigationBarAppearance.h: UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
// @interface UINavigationBarAppearance : UIBarAppearance
// Swift: `@MainActor class UINavigationBarAppearance: UIBarAppearance`. Stub: no
// members of its own (inherits init(), init(idiom:), init(barAppearance:)).
@available(iOS 13.0, *)
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {}
