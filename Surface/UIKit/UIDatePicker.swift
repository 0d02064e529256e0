// UIDatePicker.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIDatePicker : UIControl <NSCoding>
// Swift: `@MainActor class UIDatePicker: UIControl`. Stub: stored properties.
@available(tvOS, unavailable)
@MainActor
open class UIDatePicker: UIControl {
    // UIDatePicker.h: typedef NS_ENUM(NSInteger, UIDatePickerMode) { UIDatePickerModeTime, UIDatePickerModeDate,
    //     UIDatePickerModeDateAndTime, UIDatePickerModeCountDownTimer, } API_UNAVAILABLE(tvos);
    // Swift: `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    // UIDatePicker.h: @property (nonatomic) UIDatePickerMode datePickerMode; // default is UIDatePickerModeDateAndTime
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime

    // UIDatePicker.h: @property (nonatomic, readwrite, assign) UIDatePickerStyle preferredDatePickerStyle API_AVAILABLE(ios(13.4)) API_UNAVAILABLE(tvos, watchos);
    @available(iOS 13.4, *)
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
}

// UIDatePicker.h: typedef NS_ENUM(NSInteger, UIDatePickerStyle) { UIDatePickerStyleAutomatic, UIDatePickerStyleWheels,
//     UIDatePickerStyleCompact, UIDatePickerStyleInline API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(tvos, watchos), }
//     API_AVAILABLE(ios(13.4)) API_UNAVAILABLE(tvos, watchos);
@available(iOS 13.4, *)
@available(tvOS, unavailable)
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    @available(iOS 14.0, *)
    case inline = 3
}
