// UIFontMetrics.h: UIKIT_EXTERN API_AVAILABLE(ios(11.0),tvos(11.0),watchos(4.0)) NS_SWIFT_SENDABLE
// @interface UIFontMetrics : NSObject
//
// Swift: `class UIFontMetrics: NSObject, Sendable`. Stub: it keeps the text
// style it scales like, and scales at the default content size (large),
// where a font keeps its size; the font it returns says which style scaled it.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// Stub only: not Apple API — the text style given.
    public let stubTextStyle: UIFont.TextStyle

    // UIFontMetrics.h: - (instancetype)initForTextStyle:(UIFontTextStyle)textStyle NS_DESIGNATED_INITIALIZER;
    // Swift: init(forTextStyle textStyle: UIFont.TextStyle)
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        stubTextStyle = textStyle
        super.init()
    }

    // UIFontMetrics.h: - (UIFont *)scaledFontForFont:(UIFont *)font;
    // Swift: func scaledFont(for font: UIFont) -> UIFont
    open func scaledFont(for font: UIFont) -> UIFont {
        let scaled = UIFont(fontName: font.fontName, familyName: font.familyName, pointSize: font.pointSize)
        scaled.stubScaledLike = stubTextStyle
        return scaled
    }
}
