/// `layer.contentsGravity`: Core Animation's names for where contents sit.
/// `top` means the visual top edge, as for a UIView's layer, whose geometry
/// is flipped on iOS.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill
    case center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The same placement as a view's content mode.
    package var contentMode: ContentMode {
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
    /// The content mode's: a gravity places the image as its content mode does.
    var summary: String { contentMode.summary }
}
