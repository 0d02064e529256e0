// UITabBarAppearance.h: UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
// @interface UITabBarAppearance : UIBarAppearance
// Swift: `@MainActor class UITabBarAppearance: UIBarAppearance`. Stub: no members of its own.
@available(iOS 13.0, *)
@MainActor
open class UITabBarAppearance: UIBarAppearance {}
