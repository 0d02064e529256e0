import Livery

/// The view under a point of the rendered screen, for the page's click to
/// `explain`: the deepest view whose frame contains it, later siblings
/// (drawn on top) first, as UIKit's hit testing goes.
enum ViewHitTest {
    /// The path (`apply`'s, `""` for the root) of the view at `point`, in
    /// points in the root's coordinates; the root when nothing else is there.
    static func path(at point: Point, in root: ViewNode) -> String {
        var path: [Int] = []
        var node = root
        var origin = Point(x: 0, y: 0)
        // The root's own origin is ignored, as the renderer ignores it.
        descend: while true {
            for index in node.children.indices.reversed() {
                let child = node.children[index]
                let x = origin.x + child.frame.x
                let y = origin.y + child.frame.y
                if point.x >= x, point.y >= y, point.x < x + child.frame.width, point.y < y + child.frame.height {
                    path.append(index)
                    origin = Point(x: x, y: y)
                    node = child
                    continue descend
                }
            }
            return path.map(String.init).joined(separator: ".")
        }
    }
}
