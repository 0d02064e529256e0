extension Value {
    /// "a color", "a size": the value's kind, for messages.
    var kindName: String {
        switch self {
        case .number: return "a number"
        case .bool: return "a bool"
        case .string: return "a string"
        case .color: return "a color"
        case .size: return "a size"
        case .point: return "a point"
        case .rect: return "a rect"
        case .insets: return "insets"
        case .font: return "a font"
        case .image: return "an image"
        case .shape: return "a shape"
        case .enumCase: return "an enum case"
        case .enumList: return "an enum list"
        }
    }
}
