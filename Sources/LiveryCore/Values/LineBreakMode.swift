/// NSLineBreakMode: how a label wraps, and where it cuts text that does not fit.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension LineBreakMode: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .byWordWrapping: "Wrap at word boundaries; clip what does not fit."
        case .byCharWrapping: "Wrap at any character; clip what does not fit."
        case .byClipping: "No ellipsis: lines end at the label's edge."
        case .byTruncatingHead: "An ellipsis at the start of the last line."
        case .byTruncatingTail: "An ellipsis at the end of the last line."
        case .byTruncatingMiddle: "An ellipsis in the middle of the last line."
        }
    }
}
