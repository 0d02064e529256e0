// QuartzCore's CALayer.h (re-exported by UIKit: UIView.h imports <QuartzCore/QuartzCore.h>).
//
// CALayer.h: API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0))
// @interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
// Not marked NS_SWIFT_UI_ACTOR, and not Sendable. Stub: stored properties
// with the defaults the header's comments give; nothing is rendered.
open class CALayer: NSObject {
    // CALayer.h: - (instancetype)init; /** Layer creation and initialization. **/ (+layer / -init)
    public override init() { super.init() }

    // CALayer.h: @property CGFloat cornerRadius; /* ... Defaults to zero. Animatable. */
    open var cornerRadius: CGFloat = 0

    // CALayer.h: @property(copy) CALayerCornerCurve cornerCurve API_AVAILABLE(macos(10.15), ios(13.0), watchos(6.0), tvos(13.0)); /* ... Defaults to 'kCACornerCurveCircular'. */
    open var cornerCurve: CALayerCornerCurve = .circular

    // CALayer.h: @property CACornerMask maskedCorners API_AVAILABLE(macos(10.13), ios(11.0), watchos(4.0), tvos(11.0)); /* ... Defaults to all four corners. */
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    // CALayer.h: @property CGFloat borderWidth; /* ... Defaults to zero. Animatable. */
    open var borderWidth: CGFloat = 0

    // CALayer.h: @property(nullable) CGColorRef borderColor; /* The color of the layer's border. Defaults to opaque black. ... */
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    // CALayer.h: @property float opacity; /* ... Defaults to one. ... Animatable. */
    open var opacity: Float = 1

    // CALayer.h: @property BOOL allowsGroupOpacity; /* ... The default value of the property is read from the boolean
    // UIViewGroupOpacity property in the main bundle's Info.plist. If no value is found in the Info.plist the default
    // value is YES for applications linked against the iOS 7 SDK or later ... */
    open var allowsGroupOpacity: Bool = true

    // CALayer.h: @property BOOL shouldRasterize; /* ... Defaults to NO. Animatable. */
    open var shouldRasterize: Bool = false

    // CALayer.h: @property CGFloat rasterizationScale; /* The scale at which the layer will be rasterized (when the shouldRasterize property has been set to YES) relative to the coordinate space of the layer. Defaults to one. Animatable. */
    open var rasterizationScale: CGFloat = 1

    // CALayer.h: @property(nullable) CGColorRef shadowColor; /* The color of the shadow. Defaults to opaque black. ... */
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    // CALayer.h: @property float shadowOpacity; /* The opacity of the shadow. Defaults to 0. ... */
    open var shadowOpacity: Float = 0

    // CALayer.h: @property CGSize shadowOffset; /* The shadow offset. Defaults to (0, -3). Animatable. */
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)

    // CALayer.h: @property CGFloat shadowRadius; /* The blur radius used to create the shadow. Defaults to 3. Animatable. */
    open var shadowRadius: CGFloat = 3

    // CALayer.h: @property BOOL masksToBounds; /* When true an implicit mask matching the layer bounds is applied to the layer ... Defaults to NO. Animatable. */
    open var masksToBounds: Bool = false

    // CALayer.h: @property(nullable, strong) id contents; /* An object providing the contents of the layer, typically a CGImageRef ... Default value is nil. Animatable. */
    // Swift: var contents: Any?
    open var contents: Any?

    // CALayer.h: @property(copy) CALayerContentsGravity contentsGravity; /* ... Defaults to `resize'. */
    open var contentsGravity: CALayerContentsGravity = .resize

    // CALayer.h: @property CGRect contentsRect; /* A rectangle in normalized image coordinates defining the subrectangle of the `contents' property ... Defaults to the unit rectangle [0 0 1 1]. Animatable. */
    open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    // CALayer.h: @property(copy) CALayerContentsFilter minificationFilter; /* The filter types to use when rendering the `contents' property of the layer. ... Both properties default to `linear'. */
    open var minificationFilter: CALayerContentsFilter = .linear

    // CALayer.h: @property(copy) CALayerContentsFilter magnificationFilter;
    open var magnificationFilter: CALayerContentsFilter = .linear
}

// CALayer.h: typedef NS_OPTIONS (NSUInteger, CACornerMask)
// {
//   kCALayerMinXMinYCorner = 1U << 0,
//   kCALayerMaxXMinYCorner = 1U << 1,
//   kCALayerMinXMaxYCorner = 1U << 2,
//   kCALayerMaxXMaxYCorner = 1U << 3,
// };
// Swift: struct CACornerMask: OptionSet, Sendable (kCALayer... → .layer...).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt  // NS_OPTIONS(NSUInteger, …) imports as an OptionSet over UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)  // CALayer.h: kCALayerMinXMinYCorner = 1U << 0,
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)  // CALayer.h: kCALayerMaxXMinYCorner = 1U << 1,
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)  // CALayer.h: kCALayerMinXMaxYCorner = 1U << 2,
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)  // CALayer.h: kCALayerMaxXMaxYCorner = 1U << 3,
}

// CALayer.h: typedef NSString * CALayerCornerCurve NS_TYPED_ENUM;
// Swift: struct CALayerCornerCurve: Hashable, Equatable, RawRepresentable, Sendable
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String  // NS_TYPED_ENUM over NSString imports as RawRepresentable by String
    public init(rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

    // CALayer.h: CA_EXTERN CALayerCornerCurve const kCACornerCurveCircular API_AVAILABLE(macos(10.15), ios(13.0), watchos(6.0), tvos(13.0));
    public static let circular = CALayerCornerCurve("circular")
    // CALayer.h: CA_EXTERN CALayerCornerCurve const kCACornerCurveContinuous API_AVAILABLE(macos(10.15), ios(13.0), watchos(6.0), tvos(13.0));
    public static let continuous = CALayerCornerCurve("continuous")
}

// CALayer.h: typedef NSString * CALayerContentsGravity NS_TYPED_ENUM;
// Swift: struct CALayerContentsGravity: Hashable, Equatable, RawRepresentable, Sendable
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String  // NS_TYPED_ENUM over NSString imports as RawRepresentable by String
    public init(rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityCenter API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let center = CALayerContentsGravity("center")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityTop API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let top = CALayerContentsGravity("top")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityBottom API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let bottom = CALayerContentsGravity("bottom")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityLeft API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let left = CALayerContentsGravity("left")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityRight API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let right = CALayerContentsGravity("right")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityTopLeft API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let topLeft = CALayerContentsGravity("topLeft")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityTopRight API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let topRight = CALayerContentsGravity("topRight")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityBottomLeft API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityBottomRight API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityResize API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let resize = CALayerContentsGravity("resize")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityResizeAspect API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    // CALayer.h: CA_EXTERN CALayerContentsGravity const kCAGravityResizeAspectFill API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")
}

// CALayer.h: typedef NSString * CALayerContentsFilter NS_TYPED_ENUM;
// Swift: struct CALayerContentsFilter: Hashable, Equatable, RawRepresentable, Sendable
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public var rawValue: String  // NS_TYPED_ENUM over NSString imports as RawRepresentable by String
    public init(rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

    // CALayer.h: CA_EXTERN CALayerContentsFilter const kCAFilterLinear API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let linear = CALayerContentsFilter("linear")
    // CALayer.h: CA_EXTERN CALayerContentsFilter const kCAFilterNearest API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));
    public static let nearest = CALayerContentsFilter("nearest")
    // CALayer.h: CA_EXTERN CALayerContentsFilter const kCAFilterTrilinear API_AVAILABLE(macos(10.6), ios(3.0), watchos(2.0), tvos(9.0));
    public static let trilinear = CALayerContentsFilter("trilinear")
}
