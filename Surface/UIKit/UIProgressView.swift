// UIProgressView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIProgressView : UIView <NSCoding>
// Swift: `@MainActor class UIProgressView: UIView`. Stub: stored properties; progress pinned to 0...1.
@MainActor
open class UIProgressView: UIView {
    // UIProgressView.h: @property(nonatomic) float progress;                        // 0.0 .. 1.0, default is 0.0. values outside are pinned.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0

    // UIProgressView.h: @property(nonatomic, strong, nullable) UIColor* progressTintColor  API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var progressTintColor: UIColor?
    // UIProgressView.h: @property(nonatomic, strong, nullable) UIColor* trackTintColor     API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    open var trackTintColor: UIColor?
}
