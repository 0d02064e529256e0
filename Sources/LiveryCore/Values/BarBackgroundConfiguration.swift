/// Where a bar appearance object starts (`configureWithDefaultBackground()`
/// and the others): a blurred translucent background with a hairline, an
/// opaque one with a hairline, or nothing at all.
public enum BarBackgroundConfiguration: String, Sendable, Hashable, CaseIterable {
    case `default`, opaque, transparent
}
