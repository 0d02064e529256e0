/// UIButton.ButtonType: a `system` button's title takes its tintColor.
public enum ButtonType: String, Sendable, Hashable, CaseIterable {
    case custom, system
}
