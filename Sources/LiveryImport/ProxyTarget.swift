/// What an appearance proxy styles: `T.appearance(whenContainedInInstancesOf:
/// [A.self, B.self])` is `type: T, inside: [A, B]` (innermost first, as UIKit
/// and `inside:` both order it), and `appearance(for:)` adds trait conditions.
struct ProxyTarget: Hashable, Sendable {
    var type: String
    var inside: [String] = []
    /// Trait name → value, in the order the code gave them.
    var traits: [TraitCondition] = []

    /// `UIHostingController<Root>` → `UIHostingController`; `UIKit.UIView` → `UIView`.
    static func plainClassName(_ written: String) -> String {
        var name = written
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name
    }
}

/// One `when:` condition from `appearance(for: UITraitCollection(…))`.
struct TraitCondition: Hashable, Sendable {
    var name: String
    var value: String
}
