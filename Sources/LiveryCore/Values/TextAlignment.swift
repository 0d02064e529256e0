/// UILabel's `textAlignment`; `natural` is left in a left-to-right layout and
/// right in a right-to-left one.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, natural
}
