/// A key on a keyed property's axis, interned by a ``TypeRegistry``: a
/// control state (`highlighted+selected`) or a custom enum axis's case (`king`).
///
/// The sixteen control states come first, numbered by their flags, so a
/// state's key is its raw value with no lookup.
public struct AxisKey: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// The key of a control state.
    public init(_ state: ControlState) { rawValue = Int32(state.rawValue) }

    /// `normal`: the state axis's default.
    public static let normal = AxisKey(.normal)

    /// The number of keys the control states take.
    static let stateCount: Int32 = 16

    /// The control state this key is, if it is one.
    public var state: ControlState? {
        rawValue >= 0 && rawValue < AxisKey.stateCount ? ControlState(rawValue: UInt8(rawValue)) : nil
    }

    public var description: String { "#\(rawValue)" }
}
