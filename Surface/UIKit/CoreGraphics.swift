// CoreGraphics types UIKit's headers hand out (CGColorRef, CGImageRef),
// re-exported by UIKit through <CoreGraphics/CoreGraphics.h>.
//
// Stub: Apple's CGColor and CGImage are opaque Core Foundation types. Here
// they are final classes; CGColor holds its four sRGB components so tests can
// read what a layer was given.

// CGColor.h: typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;
// Swift: `class CGColor` (a CF type: Hashable through CFEqual, Sendable here because immutable).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    private let rgba: [CGFloat]

    // CGColor.h: CG_EXTERN CGColorRef CGColorCreateSRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha) CG_AVAILABLE_STARTING(10.15, 13.0);
    // Swift: init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) (NS_SWIFT_NAME CGColor.init(red:green:blue:alpha:)).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = [red, green, blue, alpha]
    }

    // CGColor.h: CG_EXTERN const CGFloat * __nullable CGColorGetComponents(CGColorRef cg_nullable color) CG_AVAILABLE_STARTING(10.3, 2.0);
    // Swift: var components: [CGFloat]? { get }
    public var components: [CGFloat]? { rgba }

    // CGColor.h: CG_EXTERN size_t CGColorGetNumberOfComponents(CGColorRef cg_nullable color) CG_AVAILABLE_STARTING(10.3, 2.0);
    // Swift: var numberOfComponents: Int { get }
    public var numberOfComponents: Int { rgba.count }

    // CGColor.h: CG_EXTERN CGFloat CGColorGetAlpha(CGColorRef cg_nullable color) CG_AVAILABLE_STARTING(10.3, 2.0);
    // Swift: var alpha: CGFloat { get }
    public var alpha: CGFloat { rgba[3] }

    // CGColor.h: CG_EXTERN bool CGColorEqualToColor(CGColorRef cg_nullable color1, CGColorRef cg_nullable color2) CG_AVAILABLE_STARTING(10.3, 2.0);
    // (CF types are Equatable/Hashable in Swift through CFEqual/CFHash.)
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }  // CFHash (CF types are Hashable in Swift)

    public var description: String { "CGColor(\(rgba.map { "\($0)" }.joined(separator: ", ")))" }  // CFCopyDescription (CustomStringConvertible)
}

// CGImage.h: typedef struct CF_BRIDGED_TYPE(id) CGImage *CGImageRef;
// Swift: `class CGImage`. Stub: an opaque token; a UIImage and the images
// derived from it (withRenderingMode(_:)) share one, as UIKit's share the bitmap.
public final class CGImage: Hashable, Sendable {
    /// Stub only: not Apple API — the asset name the image was loaded by.
    public let stubName: String

    init(stubName: String) { self.stubName = stubName }

    // CF types compare with CFEqual; for CGImage that is identity.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }  // CFHash (CF types are Hashable in Swift)
}
