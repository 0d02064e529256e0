// UIActivityIndicatorView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIActivityIndicatorView : UIView <NSCoding>
// Swift: `@MainActor class UIActivityIndicatorView: UIView`. Stub: style and colour.
@MainActor
open class UIActivityIndicatorView: UIView {
    // UIActivityIndicatorView.h: - (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style NS_DESIGNATED_INITIALIZER; // sizes the view according to the style
    // Swift: init(style: UIActivityIndicatorView.Style)
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }

    // UIActivityIndicatorView.h: - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // UIActivityIndicatorView.h: @property(nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle; // default is UIActivityIndicatorViewStyleMedium
    // Swift name: style
    open var style: UIActivityIndicatorView.Style = .medium

    // UIActivityIndicatorView.h: @property (null_resettable, readwrite, nonatomic, strong) UIColor *color API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;
    // Stub: reset, it returns a fixed gray (UIKit's depends on the style).
    open var color: UIColor! {
        get { explicitColor ?? UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
        set { explicitColor = newValue }
    }
    private var explicitColor: UIColor?
}

extension UIActivityIndicatorView {
    // UIActivityIndicatorView.h: typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) {
    //     UIActivityIndicatorViewStyleMedium  API_AVAILABLE(ios(13.0), tvos(13.0)) = 100,
    //     UIActivityIndicatorViewStyleLarge   API_AVAILABLE(ios(13.0), tvos(13.0)) = 101,
    //     UIActivityIndicatorViewStyleWhiteLarge API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleLarge", ios(2.0, 13.0), tvos(9.0, 13.0)) = 0,
    //     UIActivityIndicatorViewStyleWhite API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleMedium", ios(2.0, 13.0), tvos(9.0, 13.0)) = 1,
    //     UIActivityIndicatorViewStyleGray API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleMedium", ios(2.0, 13.0)) API_UNAVAILABLE(tvos) = 2,
    // };
    // Swift name UIActivityIndicatorView.Style.
    public enum Style: Int, Sendable {
        @available(iOS 13.0, tvOS 13.0, *)
        case medium = 100  // UIActivityIndicatorView.h: UIActivityIndicatorViewStyleMedium  API_AVAILABLE(ios(13.0), tvos(13.0)) = 100,
        @available(iOS 13.0, tvOS 13.0, *)
        case large = 101  // UIActivityIndicatorView.h: UIActivityIndicatorViewStyleLarge   API_AVAILABLE(ios(13.0), tvos(13.0)) = 101,
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        @available(tvOS, introduced: 9.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        case whiteLarge = 0  // UIActivityIndicatorView.h: UIActivityIndicatorViewStyleWhiteLarge API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleLarge", ios(2.0, 13.0), tvos(9.0, 13.0)) = 0,
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        @available(tvOS, introduced: 9.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case white = 1  // UIActivityIndicatorView.h: UIActivityIndicatorViewStyleWhite API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleMedium", ios(2.0, 13.0), tvos(9.0, 13.0)) = 1,
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        @available(tvOS, unavailable)
        case gray = 2  // UIActivityIndicatorView.h: UIActivityIndicatorViewStyleGray API_DEPRECATED_WITH_REPLACEMENT("UIActivityIndicatorViewStyleMedium", ios(2.0, 13.0)) API_UNAVAILABLE(tvos) = 2,
    }
}
