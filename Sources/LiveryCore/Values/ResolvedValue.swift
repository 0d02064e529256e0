/// A property value resolved for one view: colors picked for the view's
/// traits, fonts scaled by its content size category, everything else as compiled.
public enum ResolvedValue: Sendable, Hashable {
    case color(Color)
    case font(ResolvedFont)
    /// Any other kind, unchanged (a color or font never appears here).
    case value(Value)

    /// Resolves a compiled value in a trait environment.
    public init(_ value: Value, traits: TraitCollection) {
        switch value {
        case .color(let dynamic):
            self = .color(
                dynamic.resolved(
                    dark: traits.isDark, highContrast: traits.isHighContrast,
                    elevated: traits.isElevated))
        case .font(let font):
            self = .font(DynamicType.resolve(font, category: traits.preferredContentSizeCategory))
        default:
            self = .value(value)
        }
    }
}
