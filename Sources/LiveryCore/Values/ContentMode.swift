/// Where an image sits in its layer's bounds: UIImageView's `contentMode`,
/// which is also how a ``ContentsGravity`` is drawn.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill
    case center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
