/// How overlapping parts of an outline fill.
enum FillRule {
    /// Core Animation's rule. Coverage is the accumulated signed area clamped
    /// to 1, which is exact wherever at most one layer of the outline covers a
    /// pixel and saturates (never overshoots) where subpaths overlap.
    case nonZero
    /// Coverage is the accumulated signed area folded into 0…1 (1.5 → 0.5,
    /// 2 → 0): exact for areas covered 0, 1 or 2 times.
    case evenOdd
}
