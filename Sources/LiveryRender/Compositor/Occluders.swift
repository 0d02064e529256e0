/// The opaque covers painted later than the layer being drawn, on the same
/// surface (Docs/Rendering.md, "Occlusion"): what its fills may leave
/// unwritten. Kept as slices of the lists each ancestor level computed, so
/// nothing is copied per layer.
struct Occluders {
    private(set) var parts: [ArraySlice<PixelRect>] = []

    static let none = Occluders()

    func adding(_ part: ArraySlice<PixelRect>) -> Occluders {
        guard !part.isEmpty else { return self }
        var o = self
        o.parts.append(part)
        return o
    }

    func adding(_ rects: [PixelRect]) -> Occluders { adding(rects[...]) }

    /// What they hide of an operation's `bounds`; nil when nothing.
    func hidden(within bounds: PixelRect) -> HiddenSpans? {
        parts.isEmpty || bounds.isEmpty ? nil : HiddenSpans(covers: parts, within: bounds)
    }
}
