// UIKit's text enums (NSText.h, NSParagraphStyle.h) and the attributed-string
// keys UIKit adds (NSAttributedString.h). swift-corelibs-foundation has
// NSAttributedString itself but none of these.

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
}
