/// The text a layer draws as part of its contents.
public enum TextContent: Sendable, Hashable {
    case label(LabelContent)
    case button(ButtonContent)
}
