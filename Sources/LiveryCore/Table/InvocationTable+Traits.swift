extension InvocationTable {
    /// The traits the table's styles can depend on: those its rules'
    /// `when:` conditions test, the appearance traits that pick a variant of
    /// a dynamic color it sets, and the content size category when it sets a
    /// text-style font. An app re-styles only when one of these changes;
    /// Livery's own defaults (a label's `label` color) are left to UIKit.
    public var traitDependencies: Set<TraitName> {
        var traits = Set(rules.flatMap { $0.selector.traits.map(\.trait) })
        for invocation in invocations {
            switch invocation.value {
            case .color(let color):
                if color.light != color.dark || color.darkElevated != color.dark
                    || color.darkElevatedHighContrast != color.darkHighContrast
                {
                    traits.insert(.userInterfaceStyle)
                }
                if color.lightHighContrast != color.light || color.darkHighContrast != color.dark
                    || color.darkElevatedHighContrast != color.darkElevated
                {
                    traits.insert(.accessibilityContrast)
                }
                if color.darkElevated != color.dark || color.darkElevatedHighContrast != color.darkHighContrast {
                    traits.insert(.userInterfaceLevel)
                }
            case .font(.textStyle), .font(.scaled):
                traits.insert(.preferredContentSizeCategory)
            default:
                break
            }
        }
        return traits
    }
}
