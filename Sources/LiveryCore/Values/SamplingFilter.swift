/// `layer.minificationFilter` / `layer.magnificationFilter`.
public enum SamplingFilter: String, Sendable, Hashable, CaseIterable {
    /// Bilinear interpolation between the four nearest source pixels.
    case linear
    /// The nearest source pixel: hard pixel edges when magnified.
    case nearest
    /// Bilinear within and linear between the two nearest mipmap levels;
    /// the same as `linear` when magnifying.
    case trilinear
}

extension SamplingFilter: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .linear: "Bilinear filtering: smooth."
        case .nearest: "Nearest-neighbour: sharp pixels."
        case .trilinear: "Bilinear with mipmaps: smooth when much smaller."
        }
    }
}
