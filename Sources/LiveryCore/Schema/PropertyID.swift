/// A property keypath interned by a ``TypeRegistry``: what invocations, slots,
/// the cascade and resolved styles use instead of the dotted string, which
/// exists only where files are read and output is written.
///
/// Every registry starts from ``TypeRegistry/builtIn``, so the ids of UIKit's
/// built-in properties are the same in all of them (``PropertyKeys`` names
/// them); a stylesheet's own properties are numbered after.
public struct PropertyID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// The id no registry hands out: a lookup of an unknown keypath.
    static let unknown = PropertyID(rawValue: -1)

    public var description: String { "#\(rawValue)" }
}
