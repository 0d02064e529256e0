// UISlider.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UISlider : UIControl <NSCoding>
// Swift: `@MainActor class UISlider: UIControl`. Stub: stored properties and
// per-state images; the value is pinned to [minimumValue, maximumValue] as the
// header describes.
@available(tvOS, unavailable)
@MainActor
open class UISlider: UIControl {
    // UISlider.h: @property(nonatomic) float value;                                 // default 0.0. this value will be pinned to min/max
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0

    // UISlider.h: @property(nonatomic) float minimumValue;                          // default 0.0. the current value may change if outside new min value
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    // UISlider.h: @property(nonatomic) float maximumValue;                          // default 1.0. the current value may change if outside new max value
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    // UISlider.h: @property(nullable, nonatomic,strong) UIColor *minimumTrackTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var minimumTrackTintColor: UIColor?
    // UISlider.h: @property(nullable, nonatomic,strong) UIColor *maximumTrackTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var maximumTrackTintColor: UIColor?
    // UISlider.h: @property(nullable, nonatomic,strong) UIColor *thumbTintColor API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var thumbTintColor: UIColor?

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    // UISlider.h: - (void)setThumbImage:(nullable UIImage *)image forState:(UIControlState)state;
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }

    // UISlider.h: - (void)setMinimumTrackImage:(nullable UIImage *)image forState:(UIControlState)state;
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }

    // UISlider.h: - (void)setMaximumTrackImage:(nullable UIImage *)image forState:(UIControlState)state;
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }

    // UISlider.h: - (nullable UIImage *)thumbImageForState:(UIControlState)state;
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue]
    }

    // UISlider.h: - (nullable UIImage *)minimumTrackImageForState:(UIControlState)state;
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state.rawValue]
    }

    // UISlider.h: - (nullable UIImage *)maximumTrackImageForState:(UIControlState)state;
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state.rawValue]
    }
}
