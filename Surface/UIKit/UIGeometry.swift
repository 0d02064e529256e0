// UIGeometry.h: the edge insets LiveryUIKit reads and writes.

// UIGeometry.h: typedef struct __attribute__((objc_boxable)) UIEdgeInsets {
//     CGFloat top, left, bottom, right;  // specify amount to inset (positive) for each of the edges. values can be negative to 'outset'
// } UIEdgeInsets;
// Swift: struct UIEdgeInsets (Equatable via UIEdgeInsetsEqualToEdgeInsets; Sendable).
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat  // UIGeometry.h: CGFloat top, left, bottom, right;
    public var left: CGFloat  // UIGeometry.h: CGFloat top, left, bottom, right;
    public var bottom: CGFloat  // UIGeometry.h: CGFloat top, left, bottom, right;
    public var right: CGFloat  // UIGeometry.h: CGFloat top, left, bottom, right;

    // Swift: init() — the imported C struct's zero initializer.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    // UIGeometry.h: UIKIT_STATIC_INLINE UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right)
    // Swift: init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    // UIGeometry.h: UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero API_AVAILABLE(ios(2.0));
    // Swift: static let zero: UIEdgeInsets
    public static let zero = UIEdgeInsets()
}

// UIGeometry.h (iOS 17.0 SDK): typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE UIOffset {
//     CGFloat horizontal, vertical; // specify amount to offset a position, positive for right or down, negative for left or up
// } UIOffset;
// Swift: struct UIOffset (Equatable via UIOffsetEqualToOffset; Sendable).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat  // UIGeometry.h: CGFloat horizontal, vertical;
    public var vertical: CGFloat  // UIGeometry.h: CGFloat horizontal, vertical;

    // UIGeometry.h: UIKIT_STATIC_INLINE UIOffset UIOffsetMake(CGFloat horizontal, CGFloat vertical) {
    // Swift: init(horizontal: CGFloat, vertical: CGFloat)
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    // UIGeometry.h: UIKIT_EXTERN const UIOffset UIOffsetZero;
    // Swift: static let zero: UIOffset
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
