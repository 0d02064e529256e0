/// `cornerStyle`: `rounded` makes the radius half the shorter side at layout
/// time (a pill), whatever `layer.cornerRadius` says.
public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
    case none, fixedRadius, rounded
}
