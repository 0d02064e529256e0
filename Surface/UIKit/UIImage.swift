// UIImage.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIImage : NSObject <NSSecureCoding>
// (iOS 17+ SDKs add NS_SWIFT_SENDABLE; developer.apple.com/documentation/uikit/uiimage lists Sendable.)
//
// Swift: `class UIImage: NSObject, Sendable`. Stub: an image is its asset
// name, its rendering mode and a CGImage token. `init?(named:)` finds only
// the names in `UIImage.stubCatalog`, which stands for the app's asset
// catalog. isEqual:/hash are NSObject's (identity).
open class UIImage: NSObject, @unchecked Sendable {
    /// Stub only: not Apple API — the name the image was loaded by, so tests can tell images apart.
    public let stubName: String
    // UIImage.h: @property(nonatomic, readonly) UIImageRenderingMode renderingMode API_AVAILABLE(ios(7.0));
    public let renderingMode: UIImage.RenderingMode
    // UIImage.h: @property(nullable, nonatomic,readonly) CGImageRef CGImage; // returns underlying CGImageRef or nil if CIImage based
    // Swift: var cgImage: CGImage? { get }
    public let cgImage: CGImage?

    /// Stub only: not Apple API — the names `init?(named:)` finds, standing
    /// for the app's asset catalog. Tests set it before loading images.
    public nonisolated(unsafe) static var stubCatalog: Set<String> = []

    /// Stub only: the designated initializer the factories share.
    init(stubName: String, renderingMode: UIImage.RenderingMode, cgImage: CGImage?) {
        self.stubName = stubName
        self.renderingMode = renderingMode
        self.cgImage = cgImage
        super.init()
    }

    // NSObject.h: - (instancetype)init; — UIImage.h declares no init of its own (iOS 17.0 SDK).
    // Swift: `UIImage()`, the empty image apps set to hide a bar's hairline. Stub: no name, no CGImage.
    public convenience override init() {
        self.init(stubName: "", renderingMode: .automatic, cgImage: nil)
    }

    // UIImage.h: + (nullable UIImage *)imageNamed:(NSString *)name;      // load from main bundle
    // Swift: init?(named name: String)
    public convenience init?(named name: String) {
        guard UIImage.stubCatalog.contains(name) else { return nil }
        self.init(stubName: name, renderingMode: .automatic, cgImage: CGImage(stubName: name))
    }

    // UIImage.h: - (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode API_AVAILABLE(ios(7.0));
    // A new image with the mode, sharing this one's name and CGImage.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(stubName: stubName, renderingMode: renderingMode, cgImage: cgImage)
    }

    // NSObject.h: @property (readonly, copy) NSString *description;
    open override var description: String { "<UIImage: named(\"\(stubName)\"), renderingMode = \(renderingMode)>" }
}

extension UIImage {
    // UIImage.h: typedef NS_ENUM(NSInteger, UIImageRenderingMode) {
    //     UIImageRenderingModeAutomatic,          // Use the default rendering mode for the context where the image is used
    //     UIImageRenderingModeAlwaysOriginal,     // Always draw the original image, without treating it as a template
    //     UIImageRenderingModeAlwaysTemplate,     // Always draw the image as a template image, ignoring its color information
    // } API_AVAILABLE(ios(7.0));
    // Swift name UIImage.RenderingMode.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0  // UIImage.h: UIImageRenderingModeAutomatic,
        case alwaysOriginal = 1  // UIImage.h: UIImageRenderingModeAlwaysOriginal,
        case alwaysTemplate = 2  // UIImage.h: UIImageRenderingModeAlwaysTemplate,
    }
}
