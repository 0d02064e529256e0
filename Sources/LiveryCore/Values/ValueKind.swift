/// What kind of value a property takes; the compiler parses by it.
public indirect enum ValueKind: Sendable, Hashable, CustomStringConvertible {
    case number
    case bool
    case string
    case color
    case image
    case font
    case size
    case point
    case rect
    case insets
    case shape
    /// `layer.mask`: a shape or an image.
    case shapeOrImage
    case enumeration([String])
    /// A list of enum cases (`layer.maskedCorners`).
    case enumList([String])
    /// A list of texts (a segmented control's `segments`); its value is an
    /// `enumList` of the texts.
    case stringList

    public var description: String {
        switch self {
        case .number: return "number"
        case .bool: return "bool"
        case .string: return "string"
        case .color: return "color"
        case .image: return "image"
        case .font: return "font"
        case .size: return "size"
        case .point: return "point"
        case .rect: return "rect"
        case .insets: return "insets"
        case .shape: return "shape"
        case .shapeOrImage: return "shape or image"
        case .enumeration(let cases): return "one of " + cases.boundedListing()
        case .enumList(let cases): return "a list of " + cases.boundedListing()
        case .stringList: return "a list of strings"
        }
    }
}
