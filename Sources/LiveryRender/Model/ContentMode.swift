/// Where an image sits in its layer's bounds: UIImageView's `contentMode`,
/// which is also how `layer.contentsGravity` is expressed (see `init(contentsGravity:)`).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill
    case center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// Core Animation's gravity names (`resize`, `resizeAspect`, `resizeAspectFill`,
    /// `center`, `top`, …, `bottomRight`). `top` means the visual top edge, as
    /// for a UIView's layer, whose geometry is flipped on iOS.
    public init?(contentsGravity name: String) {
        switch name {
        case "resize": self = .scaleToFill
        case "resizeAspect": self = .scaleAspectFit
        case "resizeAspectFill": self = .scaleAspectFill
        case "scaleToFill", "scaleAspectFit", "scaleAspectFill": return nil
        default: self.init(rawValue: name)
        }
    }
}
