/// One straight edge of a flattened outline, in device pixels.
struct LineSegment: Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
}
