// UISwitch.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UISwitch : UIControl <NSCoding>
// Swift: `@MainActor class UISwitch: UIControl`. Stub: stored properties.
@available(tvOS, unavailable)
@MainActor
open class UISwitch: UIControl {
    // UISwitch.h: @property(nullable, nonatomic, strong) UIColor *onTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var onTintColor: UIColor?
    // UISwitch.h: @property(nullable, nonatomic, strong) UIColor *thumbTintColor API_AVAILABLE(ios(6.0)) UI_APPEARANCE_SELECTOR;
    open var thumbTintColor: UIColor?
    // UISwitch.h: @property(nonatomic,getter=isOn) BOOL on;
    open var isOn: Bool = false
}
