// UIAppearance.h: @protocol UIAppearance <NSObject> — UIView adopts it
// (UIView.h: @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, …>).
// Stub behaviour: one proxy per class, a plain instance of the class that
// keeps what is set on it; nothing forwards it to views entering a window.
extension UIView {
    // UIAppearance.h: + (instancetype)appearance;
    public static func appearance() -> Self {
        let key = ObjectIdentifier(self)
        guard let proxy = stubAppearanceProxies[key] as? Self ?? self.init(coder: NSCoder()) else {
            fatalError("the stub's init(coder:) makes every view")
        }
        stubAppearanceProxies[key] = proxy
        return proxy
    }
}

/// Stub only: not Apple API. Each class's appearance proxy, made on first use.
@MainActor private var stubAppearanceProxies: [ObjectIdentifier: UIView] = [:]
