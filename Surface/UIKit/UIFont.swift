// UIFont.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIFont : NSObject <NSCopying>
// (iOS 17+ SDKs add NS_SWIFT_SENDABLE; developer.apple.com/documentation/uikit/uifont lists Sendable.)
//
// Swift: `class UIFont: NSObject, Sendable`. Stub: a name, a family and a size.
// `init?(name:size:)` succeeds only for the names in `stubInstalledFonts`,
// which stand for the fonts installed on the device; the system font has
// UIKit's private ".SFUI-…" names. isEqual:/hash compare name and size.
open class UIFont: NSObject, @unchecked Sendable {
    // UIFont.h: @property(nonatomic,readonly,strong) NSString *familyName;
    public let familyName: String
    // UIFont.h: @property(nonatomic,readonly,strong) NSString *fontName;
    public let fontName: String
    // UIFont.h: @property(nonatomic,readonly)        CGFloat   pointSize;
    public let pointSize: CGFloat
    /// Stub only: not Apple API — the text style a `UIFontMetrics` scaled it like, if one did.
    public internal(set) var stubScaledLike: UIFont.TextStyle?

    /// Stub only: the designated initializer the factories share.
    init(fontName: String, familyName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        super.init()
    }

    // UIFont.h: + (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
    // Swift: init?(name fontName: String, size fontSize: CGFloat)
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = UIFont.stubInstalledFonts.first(where: { $0.name == fontName }) else { return nil }
        self.init(fontName: font.postScriptName, familyName: font.family, pointSize: fontSize)
    }

    // UIFont.h: + (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(8.2));
    // Swift: class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
    // Stub: fontName ".SFUI-<Weight>" and familyName ".AppleSystemUIFont", as iOS 13+ report them.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let names: [(UIFont.Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        // The named weight nearest to the one asked for.
        let name = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        return UIFont(fontName: ".SFUI-" + name, familyName: ".AppleSystemUIFont", pointSize: fontSize)
    }

    // UIFont.h: + (UIFont *)systemFontOfSize:(CGFloat)fontSize;
    // Swift: class func systemFont(ofSize fontSize: CGFloat) -> UIFont (UILabel's default font is the system font at 17).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// Stub only: not Apple API — the fonts `init?(name:size:)` finds, standing
    /// for the device's installed fonts: the name asked for, the font's
    /// PostScript name and its family.
    public static let stubInstalledFonts: [(name: String, postScriptName: String, family: String)] = [
        ("Helvetica", "Helvetica", "Helvetica"),
        ("Helvetica-Bold", "Helvetica-Bold", "Helvetica"),
        ("HelveticaNeue", "HelveticaNeue", "Helvetica Neue"),
        ("Georgia", "Georgia", "Georgia"),
        ("Georgia-Bold", "Georgia-Bold", "Georgia"),
        ("Avenir-Book", "Avenir-Book", "Avenir"),
        ("Avenir-Heavy", "Avenir-Heavy", "Avenir"),
        ("Menlo-Regular", "Menlo-Regular", "Menlo"),
        ("Courier", "Courier", "Courier"),
        ("Times New Roman", "TimesNewRomanPSMT", "Times New Roman"),
        ("TimesNewRomanPSMT", "TimesNewRomanPSMT", "Times New Roman"),
    ]

    // NSObject.h: - (BOOL)isEqual:(id)object; (same font name and size)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    // NSObject.h: @property (readonly) NSUInteger hash;
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    // NSObject.h: @property (readonly, copy) NSString *description;
    open override var description: String { "<UICTFont> font-family: \"\(familyName)\"; font-size: \(pointSize)pt (\(fontName))" }
}

extension UIFont {
    // UIFontDescriptor.h: typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
    // Swift: struct UIFont.Weight: Hashable, Equatable, RawRepresentable { init(_ rawValue: CGFloat); init(rawValue: CGFloat) }
    // The constants are `UIKIT_EXTERN const UIFontWeight` globals whose values
    // are not in the header; the raw values below are the ones UIKit's
    // constants hold at run time (developer.apple.com/documentation/uikit/uifont/weight
    // lists the constants, not their values).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat  // typedef CGFloat: RawRepresentable by CGFloat

        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight API_AVAILABLE(ios(8.2));
        public static let ultraLight = Weight(-0.8)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightThin API_AVAILABLE(ios(8.2));
        public static let thin = Weight(-0.6)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightLight API_AVAILABLE(ios(8.2));
        public static let light = Weight(-0.4)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightRegular API_AVAILABLE(ios(8.2));
        public static let regular = Weight(0)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightMedium API_AVAILABLE(ios(8.2));
        public static let medium = Weight(0.23)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightSemibold API_AVAILABLE(ios(8.2));
        public static let semibold = Weight(0.3)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightBold API_AVAILABLE(ios(8.2));
        public static let bold = Weight(0.4)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightHeavy API_AVAILABLE(ios(8.2));
        public static let heavy = Weight(0.56)
        // UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightBlack API_AVAILABLE(ios(8.2));
        public static let black = Weight(0.62)
    }
}
