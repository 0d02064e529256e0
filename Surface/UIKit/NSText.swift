// UIKit's text enums (NSText.h, NSParagraphStyle.h), the attributed-string
// keys UIKit adds and the underline styles (NSAttributedString.h).
// swift-corelibs-foundation has NSAttributedString itself but none of these.
// A key's raw value is the string UIKit's constant holds at run time
// (the header declares it `extern`, with no value).

// NSText.h: typedef NS_ENUM(NSInteger, NSTextAlignment) {
//     NSTextAlignmentLeft      = 0,    // Visually left aligned
// #if TARGET_ABI_USES_IOS_VALUES
//     NSTextAlignmentCenter    = 1,    // Visually centered
//     NSTextAlignmentRight     = 2,    // Visually right aligned
// #else ... (macOS: right 1, center 2)
//     NSTextAlignmentJustified = 3,
//     NSTextAlignmentNatural   = 4
// } API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0));
// The iOS values are transcribed.
public enum NSTextAlignment: Int, Sendable {
    case left = 0  // NSText.h: NSTextAlignmentLeft      = 0,    // Visually left aligned
    case center = 1  // NSText.h: NSTextAlignmentCenter    = 1,    // Visually centered (TARGET_ABI_USES_IOS_VALUES)
    case right = 2  // NSText.h: NSTextAlignmentRight     = 2,    // Visually right aligned (TARGET_ABI_USES_IOS_VALUES)
    case justified = 3  // NSText.h: NSTextAlignmentJustified = 3,    // Fully-justified. The last line in a paragraph is natural-aligned.
    case natural = 4  // NSText.h: NSTextAlignmentNatural   = 4     // Indicates the default alignment for script
}

// NSParagraphStyle.h: typedef NS_ENUM(NSInteger, NSLineBreakMode) {
//     NSLineBreakByWordWrapping = 0,     	// Wrap at word boundaries, default
//     NSLineBreakByCharWrapping,		// Wrap at character boundaries
//     NSLineBreakByClipping,		// Simply clip
//     NSLineBreakByTruncatingHead,	// Truncate at head of line: "...wxyz"
//     NSLineBreakByTruncatingTail,	// Truncate at tail of line: "abcd..."
//     NSLineBreakByTruncatingMiddle	// Truncate middle of line:  "ab...yz"
// } API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0));
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0  // NSParagraphStyle.h: NSLineBreakByWordWrapping = 0, // Wrap at word boundaries, default
    case byCharWrapping = 1  // NSParagraphStyle.h: NSLineBreakByCharWrapping, // Wrap at character boundaries
    case byClipping = 2  // NSParagraphStyle.h: NSLineBreakByClipping, // Simply clip
    case byTruncatingHead = 3  // NSParagraphStyle.h: NSLineBreakByTruncatingHead, // Truncate at head of line: "...wxyz"
    case byTruncatingTail = 4  // NSParagraphStyle.h: NSLineBreakByTruncatingTail, // Truncate at tail of line: "abcd..."
    case byTruncatingMiddle = 5  // NSParagraphStyle.h: NSLineBreakByTruncatingMiddle // Truncate middle of line:  "ab...yz"
}

// NSAttributedString.h (UIKit): the keys are `UIKIT_EXTERN NSAttributedStringKey const`
// globals, imported as `static let` members of NSAttributedString.Key. The stub
// uses computed properties (same spelling at the use site) because
// swift-corelibs-foundation's NSAttributedString.Key is not Sendable, which a
// Swift 6 `static let` would need. Raw values are the strings UIKit uses.
extension NSAttributedString.Key {
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0));            // UIFont, default Helvetica(Neue) 12
    public static var font: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSFont") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName API_AVAILABLE(macos(10.0), ios(6.0)); // UIColor, default blackColor
    public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSColor") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSParagraphStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0));      // NSParagraphStyle, default defaultParagraphStyle
    public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSParagraphStyle") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSBackgroundColorAttributeName API_AVAILABLE(macos(10.0), ios(6.0));     // UIColor, default nil: no background
    public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSBackgroundColor") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSShadowAttributeName API_AVAILABLE(macos(10.0), ios(6.0));              // NSShadow, default nil: no shadow
    public static var shadow: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSShadow") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSKernAttributeName API_AVAILABLE(macos(10.0), ios(6.0));                // NSNumber containing floating point value, in points; amount to modify default kerning. 0 means kerning is disabled.
    public static var kern: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSKern") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSStrikethroughStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0));  // NSNumber containing integer, default 0: no strikethrough
    public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSStrikethrough") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSUnderlineStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0));      // NSNumber containing integer, default 0: no underline
    public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSUnderline") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSBaselineOffsetAttributeName API_AVAILABLE(macos(10.0), ios(7.0));      // NSNumber containing floating point value, in points; offset from baseline, default 0
    public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSBaselineOffset") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSUnderlineColorAttributeName API_AVAILABLE(macos(10.0), ios(7.0));      // UIColor, default nil: same as foreground color
    public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSUnderlineColor") }
    // NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSStrikethroughColorAttributeName API_AVAILABLE(macos(10.0), ios(7.0));  // UIColor, default nil: same as foreground color
    public static var strikethroughColor: NSAttributedString.Key { NSAttributedString.Key(rawValue: "NSStrikethroughColor") }
}

// NSAttributedString.h: // This defines currently supported values for NSUnderlineStyleAttributeName and NSStrikethroughStyleAttributeName. These values are or'ed together to produce an underline style.
// typedef NS_OPTIONS(NSInteger, NSUnderlineStyle) { ... } API_AVAILABLE(macos(10.0), ios(6.0));
// Swift imports it as the option set `NSUnderlineStyle`; the line styles the binding sets are transcribed.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    // NSAttributedString.h: NSUnderlineStyleSingle                                  = 0x01,
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    // NSAttributedString.h: NSUnderlineStyleThick API_AVAILABLE(macos(10.0), ios(7.0))      = 0x02,
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    // NSAttributedString.h: NSUnderlineStyleDouble API_AVAILABLE(macos(10.0), ios(7.0))     = 0x09,
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
