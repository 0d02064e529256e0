// UIControl.h (iOS 17 SDK): UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl : UIView
// Swift: `@MainActor class UIControl: UIView`. Stub: the three flags and the
// state synthesized from them; no targets, actions or tracking.
@MainActor
open class UIControl: UIView {
    // UIControl.h: @property(nonatomic,getter=isEnabled) BOOL enabled;                                  // default is YES. if NO, ignores touch events and subclasses may draw differently
    open var isEnabled: Bool = true
    // UIControl.h: @property(nonatomic,getter=isSelected) BOOL selected;                                // default is NO may be used by some subclasses or by application
    open var isSelected: Bool = false
    // UIControl.h: @property(nonatomic,getter=isHighlighted) BOOL highlighted;                          // default is NO. this gets set/cleared automatically when touch enters/exits during tracking and cleared on up
    open var isHighlighted: Bool = false

    // UIControl.h: @property(nonatomic,readonly) UIControlState state;                  // could be more than one state (e.g. disabled|selected). synthesized from other flags.
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}

extension UIControl {
    // UIControl.h: typedef NS_OPTIONS(NSUInteger, UIControlState) {
    //     UIControlStateNormal       = 0,
    //     UIControlStateHighlighted  = 1 << 0,                  // used when UIControl isHighlighted is set
    //     UIControlStateDisabled     = 1 << 1,
    //     UIControlStateSelected     = 1 << 2,                  // flag usable by app (see below)
    //     UIControlStateFocused API_AVAILABLE(ios(9.0)) = 1 << 3, // Applicable only when the screen supports focus
    //     UIControlStateApplication  = 0x00FF0000,              // additional flags available for application use
    //     UIControlStateReserved     = 0xFF000000               // flags reserved for internal framework use
    // };
    // Swift name UIControl.State.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt  // NS_OPTIONS(NSUInteger, …) imports as an OptionSet over UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

        public static let normal = State([])  // UIControl.h: UIControlStateNormal       = 0,
        public static let highlighted = State(rawValue: 1 << 0)  // UIControl.h: UIControlStateHighlighted  = 1 << 0,
        public static let disabled = State(rawValue: 1 << 1)  // UIControl.h: UIControlStateDisabled     = 1 << 1,
        public static let selected = State(rawValue: 1 << 2)  // UIControl.h: UIControlStateSelected     = 1 << 2,
        @available(iOS 9.0, *)
        public static let focused = State(rawValue: 1 << 3)  // UIControl.h: UIControlStateFocused API_AVAILABLE(ios(9.0)) = 1 << 3,
        public static let application = State(rawValue: 0x00FF_0000)  // UIControl.h: UIControlStateApplication  = 0x00FF0000,
        public static let reserved = State(rawValue: 0xFF00_0000)  // UIControl.h: UIControlStateReserved     = 0xFF000000
    }
}
