/// What `layer.mask` is set to: a shape, or an image whose alpha masks the layer.
public enum LayerMaskSource: Sendable, Hashable, PropertyValue {
    case shape(ShapeValue)
    case image(ImageReference)

    public init?(resolved: ResolvedValue) {
        switch resolved {
        case .value(.shape(let shape)): self = .shape(shape)
        case .value(.image(let image)): self = .image(image)
        default: return nil
        }
    }
}
