// UIColor.h (iOS 18 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE
// @interface UIColor : NSObject <NSSecureCoding, NSCopying>
//
// Swift: `class UIColor: NSObject, Sendable`. Stub: a colour is either static
// (four extended-sRGB components) or dynamic (a provider called with a trait
// collection, as UIKit does when it resolves the colour). isEqual:/hash:
// static colours compare by components, dynamic ones by identity.
// @unchecked because the class is open (as Apple's) and the provider closure is
// stored as Apple declares it (not @Sendable); instances are immutable.
open class UIColor: NSObject, @unchecked Sendable {
    private enum Storage {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic((UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    // UIColor.h: - (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    // UIColor.h: - (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        super.init()
    }

    /// Stub only: not Apple API — the colour sets `init?(named:)` finds,
    /// standing for the app's asset catalog. Tests set it before styling.
    public nonisolated(unsafe) static var stubCatalog: [String: UIColor] = [:]

    // UIColor.h: + (nullable UIColor *)colorNamed:(NSString *)name API_AVAILABLE(ios(11.0)); // load from main bundle
    // Swift: init?(named name: String). Stub: a dynamic colour resolving to the stub catalog's entry.
    public convenience init?(named name: String) {
        guard let color = UIColor.stubCatalog[name] else { return nil }
        self.init(dynamicProvider: { color.resolvedColor(with: $0) })
    }

    // UIColor.h: - (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    // A static colour resolves to itself; a dynamic one to its provider's
    // colour for the traits, itself resolved (a provider may return a dynamic colour).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    // UIColor.h: @property(nonatomic,readonly) CGColorRef CGColor;
    // Swift: var cgColor: CGColor { get }
    // Stub: a dynamic colour resolves with the stub's default device traits
    // (light); UIKit uses UITraitCollection.currentTraitCollection.
    public var cgColor: CGColor {
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    // UIColor.h: - (BOOL)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue alpha:(nullable CGFloat *)alpha API_AVAILABLE(ios(5.0), watchos(2.0));
    // Stub: always YES (every stub colour is RGB); a dynamic colour is resolved as `cgColor` does.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Stub only: the components, a dynamic colour resolved with the default device traits.
    private var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch resolvedColor(with: .stubDeviceDefault).storage {
        case .components(let r, let g, let b, let a): return (r, g, b, a)
        case .dynamic: return (0, 0, 0, 1)  // unreachable: resolvedColor(with:) never returns a dynamic colour
        }
    }

    // NSObject.h: - (BOOL)isEqual:(id)object;
    open override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UIColor else { return false }
        let lhs = self
        switch (lhs.storage, rhs.storage) {
        case (.components(let r1, let g1, let b1, let a1), .components(let r2, let g2, let b2, let a2)):
            return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        default:
            return lhs === rhs
        }
    }

    // NSObject.h: @property (readonly) NSUInteger hash;
    open override var hash: Int {
        switch storage {
        case .components(let r, let g, let b, let a): return [r, g, b, a].hashValue
        case .dynamic: return ObjectIdentifier(self).hashValue
        }
    }

    // NSObject.h: @property (readonly, copy) NSString *description; (UIKit prints "UIExtendedSRGBColorSpace r g b a")
    open override var description: String {
        switch storage {
        case .components(let r, let g, let b, let a): return "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(a)"
        case .dynamic: return "<UIDynamicProviderColor: \(ObjectIdentifier(self))>"
        }
    }
}

extension UIColor {
    // UIInterface.h: @property (class, nonatomic, readonly) UIColor *systemBlueColor API_AVAILABLE(ios(7.0), tvos(9.0)) API_UNAVAILABLE(watchos);
    // Swift: class var systemBlue: UIColor { get }. The header gives no values
    // ("Do not make assumptions about the color spaces or actual colors used");
    // the stub uses the Human Interface Guidelines' system blue, light
    // (0, 122, 255) and dark (10, 132, 255). It is UIView.tintColor's default.
    public class var systemBlue: UIColor { stubSystemBlue }

    // UIInterface.h: @property (class, nonatomic, readonly) UIColor *labelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    // Swift: class var label: UIColor { get }. Stub: black in light, white in
    // dark (UILabel.textColor's default).
    public class var label: UIColor { stubLabel }
}

private let stubSystemBlue = UIColor { traits in
    traits.userInterfaceStyle == .dark
        ? UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1) : UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
}

private let stubLabel = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : UIColor(red: 0, green: 0, blue: 0, alpha: 1)
}
