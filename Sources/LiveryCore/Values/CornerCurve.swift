/// `layer.cornerCurve`: the shape of a rounded corner.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// A quarter circle of radius `cornerRadius`.
    case circular
    /// The iOS 7+ continuous ("squircle") corner: starts 1.52866483·r from the
    /// corner and has no curvature jump where it meets the straight edge.
    case continuous
}

extension CornerCurve: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .circular: "Circular arcs, as CALayer draws by default."
        case .continuous: "Apple's continuous (squircle) corners."
        }
    }
}
