/// UILabel's `textAlignment`; `natural` is `left` (layout is left to right).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, natural
}
