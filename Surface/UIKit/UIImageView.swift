// UIImageView.h (iOS 17 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIImageView : UIView
// Swift: `@MainActor class UIImageView: UIView`. Stub: the image only (the
// view is not sized to it).
@MainActor
open class UIImageView: UIView {
    // UIImageView.h: @property (nullable, nonatomic, strong) UIImage *image; // default is nil
    open var image: UIImage?

    // UIImageView.h: - (instancetype)initWithImage:(nullable UIImage *)image;
    // Swift: init(image: UIImage?)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    // UIView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER; (inherited)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
