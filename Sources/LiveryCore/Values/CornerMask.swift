/// `layer.maskedCorners`: which corners `cornerRadius` rounds. Names follow
/// CACornerMask in UIKit's flipped coordinates, where minY is the top edge.
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Top left.
    public static let minXMinY = CornerMask(rawValue: 1)
    /// Top right.
    public static let maxXMinY = CornerMask(rawValue: 2)
    /// Bottom left.
    public static let minXMaxY = CornerMask(rawValue: 4)
    /// Bottom right.
    public static let maxXMaxY = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// Each corner's case name, in CACornerMask's bit order: the enum the schema offers.
    package static let names: [(String, CornerMask)] = [
        ("minXMinY", .minXMinY), ("maxXMinY", .maxXMinY), ("minXMaxY", .minXMaxY), ("maxXMaxY", .maxXMaxY),
    ]

    /// The stylesheet's case names (`minXMinY`, …), nil for an unknown name.
    package init?(names: [String]) {
        var mask: CornerMask = []
        for name in names {
            guard let corner = CornerMask.names.first(where: { $0.0 == name })?.1 else { return nil }
            mask.insert(corner)
        }
        self = mask
    }
}
