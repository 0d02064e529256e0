// UIToolbarAppearance.h: UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR
// @interface UIToolbarAppearance : UIBarAppearance
// Swift: `@MainActor class UIToolbarAppearance: UIBarAppearance`. Stub: no members of its own.
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}
