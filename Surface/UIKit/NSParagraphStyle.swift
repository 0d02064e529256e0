import Foundation

// NSParagraphStyle.h: the paragraph attributes an NSAttributedString carries
// under NSParagraphStyleAttributeName. The lines are transcribed from
// NSParagraphStyle.h as UIFoundation ships it (the copy read is AppKit's,
// whose NSParagraphStyle and NSMutableParagraphStyle declarations are the
// ones UIKit's header re-exports; only availability differs). Stub: stored
// properties with the header's defaults, Foundation's NSObject as the root
// (Surface/README.md, "Deliberate deviations").

// NSParagraphStyle.h: API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0)) @interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }

    // NSParagraphStyle.h: @property (readonly) CGFloat lineSpacing; // "Leading": distance between the bottom of one line fragment and top of next (applied between lines in the same container). This value is included in the line fragment heights in layout manager.
    open internal(set) var lineSpacing: CGFloat = 0
    // NSParagraphStyle.h: @property (readonly) CGFloat paragraphSpacing; // Distance between the bottom of this paragraph and top of next (or the beginning of its paragraphSpacingBefore, if any).
    open internal(set) var paragraphSpacing: CGFloat = 0
    // NSParagraphStyle.h: @property (readonly) NSTextAlignment alignment;
    open internal(set) var alignment: NSTextAlignment = .natural
    // NSParagraphStyle.h: @property (readonly) CGFloat minimumLineHeight; // Line height is the distance from bottom of descenders to top of ascenders; basically the line fragment height. Does not include lineSpacing (which is added after this computation).
    open internal(set) var minimumLineHeight: CGFloat = 0
    // NSParagraphStyle.h: @property (readonly) CGFloat maximumLineHeight; // 0 implies no maximum.
    open internal(set) var maximumLineHeight: CGFloat = 0
    // NSParagraphStyle.h: @property (readonly) NSLineBreakMode lineBreakMode;
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    // NSParagraphStyle.h: @property (readonly) CGFloat lineHeightMultiple; // Natural line height is multiplied by this factor (if positive) before being constrained by minimum and maximum line height.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    // NSParagraphStyle.h: @property (readonly) CGFloat paragraphSpacingBefore; // Distance between the bottom of the previous paragraph (or the end of its paragraphSpacing, if any) and the top of this paragraph.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0

    // The stub compares styles by their values, as NSParagraphStyle's -isEqual: does.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing && alignment == other.alignment
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && lineBreakMode == other.lineBreakMode && lineHeightMultiple == other.lineHeightMultiple
            && paragraphSpacingBefore == other.paragraphSpacingBefore
    }
}

// NSParagraphStyle.h: API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0)) @interface NSMutableParagraphStyle : NSParagraphStyle
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() {
        super.init()
    }

    // NSParagraphStyle.h (NSMutableParagraphStyle): @property CGFloat lineSpacing;
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    // NSParagraphStyle.h (NSMutableParagraphStyle): @property CGFloat paragraphSpacing;
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    // NSParagraphStyle.h (NSMutableParagraphStyle): @property NSTextAlignment alignment;
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    // NSParagraphStyle.h (NSMutableParagraphStyle): @property NSLineBreakMode lineBreakMode;
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    // NSParagraphStyle.h (NSMutableParagraphStyle): @property CGFloat minimumLineHeight;
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    // NSParagraphStyle.h (NSMutableParagraphStyle): @property CGFloat maximumLineHeight;
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    // NSParagraphStyle.h (NSMutableParagraphStyle): @property CGFloat lineHeightMultiple;
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    // NSParagraphStyle.h (NSMutableParagraphStyle): @property CGFloat paragraphSpacingBefore;
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }

    // NSParagraphStyle.h (NSMutableParagraphStyle): - (void)setParagraphStyle:(NSParagraphStyle *)obj API_AVAILABLE(macos(10.0), ios(9.0), watchos(2.0), tvos(9.0));
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        lineSpacing = obj.lineSpacing
        paragraphSpacing = obj.paragraphSpacing
        alignment = obj.alignment
        lineBreakMode = obj.lineBreakMode
        minimumLineHeight = obj.minimumLineHeight
        maximumLineHeight = obj.maximumLineHeight
        lineHeightMultiple = obj.lineHeightMultiple
        paragraphSpacingBefore = obj.paragraphSpacingBefore
    }
}
