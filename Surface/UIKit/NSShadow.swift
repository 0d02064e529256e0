import Foundation

// NSShadow.h (UIKit): UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0)) @interface NSShadow : NSObject <NSCopying, NSSecureCoding>
// The value of NSShadowAttributeName. Stub: stored properties with the
// defaults of -init, Foundation's NSObject as the root (Surface/README.md).
open class NSShadow: NSObject, @unchecked Sendable {
    // NSShadow.h: - (instancetype)init NS_DESIGNATED_INITIALIZER;
    // developer.apple.com/documentation/uikit/nsshadow/init(): "initialized with 0 as its offset, 0 as its blur radius, and the default color as its color"
    public override init() {
        super.init()
    }

    // NSShadow.h: @property (nonatomic, assign) CGSize shadowOffset;      // offset in user space of the shadow from the original drawing
    open var shadowOffset: CGSize = CGSize(width: 0, height: 0)
    // NSShadow.h: @property (nonatomic, assign) CGFloat shadowBlurRadius; // blur radius of the shadow in default user space units
    open var shadowBlurRadius: CGFloat = 0
    // NSShadow.h: @property (nullable, nonatomic, strong) id shadowColor;           // color used for the shadow (default is black with an alpha value of 1/3)
    open var shadowColor: Any? = UIColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)
}
