/// A trait a stylesheet declares beyond UIKit's, a theme:
/// `traits: { theme: { values: [light, sepia, dark, black], default: light } }`.
/// Rules select on it with `when:`, trees and `--trait` set it, and on a
/// device it is an iOS 17 custom trait (Docs/Stylesheets.md, "Themes").
public struct CustomTraitAxis: Sendable, Hashable {
    public var name: String
    /// The values it takes, in declaration order; never empty.
    public var values: [String]
    /// What a view has when nothing sets the axis; one of `values`.
    public var defaultValue: String

    public init(name: String, values: [String], defaultValue: String) {
        self.name = name
        self.values = values
        self.defaultValue = defaultValue
    }

    public var trait: TraitName { TraitName(rawValue: name) }
}
