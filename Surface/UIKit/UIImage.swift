// UIImage.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIImage : NSObject <NSSecureCoding>
// (iOS 17+ SDKs add NS_SWIFT_SENDABLE; developer.apple.com/documentation/uikit/uiimage lists Sendable.)
//
// Swift: `class UIImage: NSObject, Sendable`. Stub: an image is its asset
// name, its rendering mode and a CGImage token. `init?(named:)` finds only
// the names in `UIImage.stubCatalog`, which stands for the app's asset
// catalog. isEqual:/hash are NSObject's (identity) but for symbol images (below).
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

    // UIImage.h: @property(nonatomic,readonly) CGSize size; // reflects orientation setting. In iOS 4.0 and later, this is measured in points.
    // Stub: zero for a named image (the stand-in catalog has no bitmaps).
    public let size: CGSize
    // UIImage.h: @property (nullable, nonatomic, readonly) UIImageAsset *imageAsset API_AVAILABLE(ios(8.0));
    // Stub: the images loaded by one name, and those derived from them, share one asset, as a catalog's do.
    public let imageAsset: UIImageAsset?

    // UIImage.h: @property(nonatomic,readonly,getter=isSymbolImage) BOOL symbolImage API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));
    public let isSymbolImage: Bool
    // UIImage.h: @property (nullable, nonatomic, copy, readonly) UIImageSymbolConfiguration *symbolConfiguration API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));
    public let symbolConfiguration: UIImage.SymbolConfiguration?

    // UIImage.h: @property(nonatomic,readonly) UIEdgeInsets capInsets               API_AVAILABLE(ios(5.0));   // default is UIEdgeInsetsZero for non resizable images
    public let capInsets: UIEdgeInsets
    // UIImage.h: @property(nonatomic,readonly) UIImageResizingMode resizingMode API_AVAILABLE(ios(6.0)); // default is UIImageResizingModeTile
    public let resizingMode: UIImage.ResizingMode

    /// Stub only: the designated initializer the factories share.
    init(
        stubName: String, renderingMode: UIImage.RenderingMode, cgImage: CGImage?, size: CGSize = .zero, asset: UIImageAsset? = nil,
        symbolConfiguration: UIImage.SymbolConfiguration? = nil, isSymbolImage: Bool = false,
        capInsets: UIEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), resizingMode: UIImage.ResizingMode = .tile
    ) {
        self.stubName = stubName
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.cgImage = cgImage
        self.size = size
        imageAsset = asset
        self.symbolConfiguration = symbolConfiguration
        self.isSymbolImage = isSymbolImage
        super.init()
    }

    // UIImage.h: + (nullable UIImage *)systemImageNamed:(NSString *)name withConfiguration:(nullable UIImageConfiguration *)configuration API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));
    // Swift: init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)
    // Stub: every non-empty name is a system symbol; the stub name is the symbol's name.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.isEmpty else { return nil }
        self.init(
            stubName: name, renderingMode: .automatic, cgImage: CGImage(stubName: name),
            symbolConfiguration: configuration as? UIImage.SymbolConfiguration ?? UIImage.SymbolConfiguration(), isSymbolImage: true)
    }

    // UIImage.h: + (nullable UIImage *)systemImageNamed:(NSString *)name API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));
    // Swift: init?(systemName name: String)
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    // NSObject.h: - (BOOL)isEqual:(id)object;
    // developer.apple.com/documentation/uikit/uiimage, "Comparing images": isEqual(_:) is the
    // reliable way to tell whether two images hold the same image data. Stub: two symbol images
    // are equal when they have one name and one configuration; any other image only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        guard isSymbolImage, other.isSymbolImage else { return other === self }
        return other.stubName == stubName && symbolConfiguration?.isEqual(to: other.symbolConfiguration) ?? (other.symbolConfiguration == nil)
    }

    // NSObject.h: @property (readonly) NSUInteger hash;
    open override var hash: Int { isSymbolImage ? stubName.hashValue : ObjectIdentifier(self).hashValue }

    /// Stub only: not Apple API — for an image a `UIGraphicsImageRenderer` drew, the colour it last filled with.
    public internal(set) var stubFill: UIColor?
    /// Stub only: not Apple API — an image the app drew or decoded (a photo): no name, no asset, this size.
    public static func stubDrawn(size: CGSize) -> UIImage {
        UIImage(stubName: "", renderingMode: .automatic, cgImage: CGImage(stubName: ""), size: size)
    }

    /// Stub only: the asset of each name loaded, shared as a catalog's are.
    nonisolated(unsafe) private static var stubAssets: [String: UIImageAsset] = [:]

    // NSObject.h: - (instancetype)init; — UIImage.h declares no init of its own (iOS 17.0 SDK).
    // Swift: `UIImage()`, the empty image apps set to hide a bar's hairline. Stub: no name, no CGImage.
    public convenience override init() {
        self.init(stubName: "", renderingMode: .automatic, cgImage: nil)
    }

    // UIImage.h: + (nullable UIImage *)imageNamed:(NSString *)name;      // load from main bundle
    // Swift: init?(named name: String)
    public convenience init?(named name: String) {
        guard UIImage.stubCatalog.contains(name) else { return nil }
        let asset = UIImage.stubAssets[name] ?? UIImageAsset()
        UIImage.stubAssets[name] = asset
        self.init(stubName: name, renderingMode: .automatic, cgImage: CGImage(stubName: name), asset: asset)
    }

    // UIImage.h: - (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode API_AVAILABLE(ios(7.0));
    // A new image with the mode, sharing this one's name and CGImage.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(
            stubName: stubName, renderingMode: renderingMode, cgImage: cgImage, size: size, asset: imageAsset,
            symbolConfiguration: symbolConfiguration, isSymbolImage: isSymbolImage, capInsets: capInsets, resizingMode: resizingMode)
    }

    // UIImage.h: - (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets resizingMode:(UIImageResizingMode)resizingMode API_AVAILABLE(ios(6.0)); // the interior is resized according to the resizingMode
    // Swift: func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage
    // A new image with the caps and mode, sharing this one's name, mode and CGImage.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        UIImage(
            stubName: stubName, renderingMode: renderingMode, cgImage: cgImage, size: size, asset: imageAsset,
            symbolConfiguration: symbolConfiguration, isSymbolImage: isSymbolImage, capInsets: capInsets, resizingMode: resizingMode)
    }

    // NSObject.h: @property (readonly, copy) NSString *description;
    open override var description: String { "<UIImage: named(\"\(stubName)\"), renderingMode = \(renderingMode)>" }
}

extension UIImage {
    // UIImage.h: typedef NS_ENUM(NSInteger, UIImageResizingMode) {
    // #if TARGET_ABI_USES_IOS_VALUES
    //     UIImageResizingModeTile = 0,
    //     UIImageResizingModeStretch = 1,
    // #else ... (other platforms' values, not iOS's)
    // Swift name UIImage.ResizingMode.
    public enum ResizingMode: Int, Sendable {
        case tile = 0  // UIImage.h: UIImageResizingModeTile = 0,
        case stretch = 1  // UIImage.h: UIImageResizingModeStretch = 1,
    }

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

// UIImageAsset.h: UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_SENDABLE @interface UIImageAsset : NSObject <NSSecureCoding>
// Swift: `class UIImageAsset: NSObject, Sendable`. Stub: an identity the images of one catalog entry share.
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// Stub only: the images registered, with their traits, in order.
    private var stubRegistered: [(traits: UITraitCollection, image: UIImage)] = []

    // NSObject.h: - (instancetype)init; — UIImageAsset.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    public override init() { super.init() }

    // UIImageAsset.h: - (void)registerImage:(UIImage *)image withTraitCollection:(UITraitCollection *)traitCollection; // Adds a new variation to this image asset that is appropriate for the provided traits. ...
    // Swift: func register(_ image: UIImage, with traitCollection: UITraitCollection)
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        stubRegistered.append((traitCollection, image))
    }

    // UIImageAsset.h: - (UIImage *)imageWithTraitCollection:(UITraitCollection *)traitCollection; // Images returned hold a strong reference to the asset that created them
    // Swift: func image(with traitCollection: UITraitCollection) -> UIImage
    // Stub: the image registered for the traits' user-interface style, else the first registered
    // (an empty image when none is), as this asset's image.
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        let found =
            stubRegistered.first { $0.traits.userInterfaceStyle == traitCollection.userInterfaceStyle }?.image ?? stubRegistered.first?.image
        guard let found else { return UIImage() }
        let image = UIImage(
            stubName: found.stubName, renderingMode: found.renderingMode, cgImage: found.cgImage, size: found.size, asset: self)
        image.stubFill = found.stubFill
        return image
    }
}
