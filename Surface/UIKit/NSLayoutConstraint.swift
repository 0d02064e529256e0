// NSLayoutConstraint.h / UIView.h: the layout types LiveryUIKit names —
// NSLayoutConstraint only as the namespace of its Axis, and UILayoutPriority.

// NSLayoutConstraint.h: NSLAYOUTCONSTRAINT_EXTERN API_AVAILABLE(macos(10.7), ios(6.0), tvos(9.0))
// @interface NSLayoutConstraint : NSObject
// Stub: no members beyond the nested Axis; constraints are not modelled.
open class NSLayoutConstraint: NSObject {
    override init() { super.init() }
}

extension NSLayoutConstraint {
    // UIView.h: typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
    //     UILayoutConstraintAxisHorizontal = 0,
    //     UILayoutConstraintAxisVertical = 1
    // };
    // Swift name NSLayoutConstraint.Axis (UIKit.apinotes: UILayoutConstraintAxis SwiftName NSLayoutConstraint.Axis).
    public enum Axis: Int, Sendable {
        case horizontal = 0  // UIView.h: UILayoutConstraintAxisHorizontal = 0,
        case vertical = 1  // UIView.h: UILayoutConstraintAxisVertical = 1
    }
}

// NSLayoutConstraint.h: typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM;
// Swift: struct UILayoutPriority: Hashable, Equatable, RawRepresentable { init(_ rawValue: Float); init(rawValue: Float) }
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float  // typedef float: RawRepresentable by Float

    public init(_ rawValue: Float) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)
    public init(rawValue: Float) { self.rawValue = rawValue }  // the imported type's init(rawValue:) / init(_:)

    // NSLayoutConstraint.h: static const UILayoutPriority UILayoutPriorityRequired API_AVAILABLE(ios(6.0)) = 1000; // A required constraint.  Do not exceed this.
    public static let required = UILayoutPriority(1000)
    // NSLayoutConstraint.h: static const UILayoutPriority UILayoutPriorityDefaultHigh API_AVAILABLE(ios(6.0)) = 750; // This is the priority level with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    // NSLayoutConstraint.h: static const UILayoutPriority UILayoutPriorityDefaultLow API_AVAILABLE(ios(6.0)) = 250; // This is the priority level at which a button hugs its contents horizontally.
    public static let defaultLow = UILayoutPriority(250)
    // NSLayoutConstraint.h: static const UILayoutPriority UILayoutPriorityFittingSizeLevel API_AVAILABLE(ios(6.0)) = 50;
    public static let fittingSizeLevel = UILayoutPriority(50)
}
