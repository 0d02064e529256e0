// UIStepper.h: UIKIT_EXTERN API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIStepper : UIControl
// Swift: `@MainActor class UIStepper: UIControl`. Stub: stored properties; the
// value is clamped to [minimumValue, maximumValue] and a range that would be
// inverted takes the new end for both, as the header and Apple's overview say.
// UIKit raises for a step of 0 or less; the binding never sets one.
@available(tvOS, unavailable)
@MainActor
open class UIStepper: UIControl {
    // UIStepper.h: @property(nonatomic) BOOL wraps;                          // if YES, value wraps from min <-> max. default = NO
    open var wraps: Bool = false

    // UIStepper.h: @property(nonatomic) double value;                        // default is 0. sends UIControlEventValueChanged. clamped to min/max
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0

    // UIStepper.h: @property(nonatomic) double minimumValue;                 // default 0. must be less than maximumValue
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    // UIStepper.h: @property(nonatomic) double maximumValue;                 // default 100. must be greater than minimumValue
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    // UIStepper.h: @property(nonatomic) double stepValue;                    // default 1. must be greater than 0
    open var stepValue: Double = 1
}
