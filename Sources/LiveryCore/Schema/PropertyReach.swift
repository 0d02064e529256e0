/// How a property set in a stylesheet reaches a device: `LiveryUIKit`'s
/// binding has an applier for every `applied` built-in property (a test holds
/// the two equal), and `livery lint` warns `preview-only` where a rule sets
/// one that only previews draw.
public enum PropertyReach: Sendable, Hashable {
    /// The UIKit binding sets it (an app's own property: the app's applier).
    case applied
    /// Previews draw it; no UIKit API sets it from outside the view. The
    /// reason says why and what an app does instead.
    case previewOnly(String)

    /// The reason a property is preview-only; nil when it is applied.
    public var previewOnlyReason: String? {
        if case .previewOnly(let reason) = self { return reason }
        return nil
    }
}
