/// `layer.contentsGravity`: Core Animation's names for where contents sit.
/// `top` means the visual top edge, as for a UIView's layer, whose geometry
/// is flipped on iOS.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill
    case center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The same placement as a view's content mode.
    public var contentMode: ContentMode {
        switch self {
        case .resize: return .scaleToFill
        case .resizeAspect: return .scaleAspectFit
        case .resizeAspectFill: return .scaleAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}

extension ContentsGravity: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .resize: "Stretch to fill, ignoring the aspect ratio."
        case .resizeAspect: "Fit inside, keeping the aspect ratio."
        case .resizeAspectFill: "Fill, keeping the aspect ratio (cropped)."
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
