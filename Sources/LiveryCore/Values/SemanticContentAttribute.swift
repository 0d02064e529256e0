/// UIView.semanticContentAttribute: whether a view flips for right-to-left.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension SemanticContentAttribute: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .unspecified: "Follows the layout direction."
        case .playback: "Playback controls: never flipped."
        case .spatial: "Directional controls (a joystick, a segmented direction): never flipped."
        case .forceLeftToRight: "Always laid out left to right."
        case .forceRightToLeft: "Always laid out right to left."
        }
    }

    /// The direction it forces on the view's own layout, if any.
    package var forcedDirection: TraitCollection.LayoutDirection? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
