/// One premultiplied RGBA8 pixel of a `Canvas`.
public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}
