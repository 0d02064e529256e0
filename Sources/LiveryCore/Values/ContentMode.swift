/// Where an image sits in its layer's bounds: UIImageView's `contentMode`,
/// which is also how a ``ContentsGravity`` is drawn.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill
    case center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

extension ContentMode: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .scaleToFill: "Stretch to fill, ignoring the aspect ratio."
        case .scaleAspectFit: "Fit inside, keeping the aspect ratio (letterboxed)."
        case .scaleAspectFill: "Fill, keeping the aspect ratio (cropped)."
        case .center: "Centred, unscaled."
        case .top: "Unscaled, at the top edge."
        case .bottom: "Unscaled, at the bottom edge."
        case .left: "Unscaled, at the left edge."
        case .right: "Unscaled, at the right edge."
        case .topLeft: "Unscaled, in the top-left corner."
        case .topRight: "Unscaled, in the top-right corner."
        case .bottomLeft: "Unscaled, in the bottom-left corner."
        case .bottomRight: "Unscaled, in the bottom-right corner."
        }
    }
}
