/// Plain geometry values in points, as stylesheets and trees write them.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
}

public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var size: Size { Size(width: width, height: height) }
}

public struct Insets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}
