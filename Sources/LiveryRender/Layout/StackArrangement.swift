import LiveryCore

/// UIStackView's arithmetic along its axis (Docs/Layout.md): how long each
/// arranged subview is and where it starts, for one distribution. Pure, so
/// every distribution is tested on numbers worked out from UIKit's rules.
struct StackArrangement {
    /// One visible arranged subview, as the axis sees it.
    struct Item: Hashable {
        /// Its length along the axis before the stack stretches or squeezes
        /// it: a written size or its intrinsic size; nil when it has neither.
        var length: Double?
        /// A written size is a required constraint: the stack never changes it.
        var isFixed = false
        var hugging: Double = 250
        var compressionResistance: Double = 750
    }

    var distribution: StackDistribution
    var spacing: Double

    /// The natural length of the items end to end: what the stack asks for
    /// when nothing fixes its own length.
    func naturalLength(_ items: [Item]) -> Double {
        guard !items.isEmpty else { return 0 }
        let gaps = spacing * Double(items.count - 1)
        let lengths = items.map { $0.length ?? 0 }
        // Equal lengths: every item as long as the longest.
        if distribution == .fillEqually { return (lengths.max() ?? 0) * Double(items.count) + gaps }
        return lengths.reduce(0, +) + gaps
    }

    /// Each item's start and length along an axis `available` long.
    func arrange(_ items: [Item], available: Double) -> [(start: Double, length: Double)] {
        guard !items.isEmpty else { return [] }
        let n = items.count
        let gapsTotal = spacing * Double(n - 1)
        let room = available - gapsTotal
        var lengths = items.map { $0.length ?? 0 }
        var gaps = Array(repeating: spacing, count: n - 1)
        // The first and last items are pinned to the stack's edges, so one
        // item alone always fills the axis, whatever the distribution.
        if n == 1 && !items[0].isFixed {
            return [(0, max(0, available))]
        }
        switch distribution {
        case .fill:
            lengths = StackArrangement.fill(items, lengths: lengths, room: room)
        case .fillEqually:
            let each = max(0, room / Double(n))
            lengths = items.map { $0.isFixed ? ($0.length ?? 0) : each }
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            if total > 0 {
                lengths = items.indices.map { i in items[i].isFixed ? lengths[i] : max(0, room) * lengths[i] / total }
            } else {
                lengths = StackArrangement.fill(items, lengths: lengths, room: room)
            }
        case .equalSpacing:
            let slack = room - lengths.reduce(0, +)
            if slack >= 0 {
                gaps = gaps.map { $0 + slack / Double(n - 1) }
            } else {
                lengths = StackArrangement.fill(items, lengths: lengths, room: room)
            }
        case .equalCentering:
            lengths = StackArrangement.fill(items, lengths: lengths, room: min(room, lengths.reduce(0, +)))
            // Centres equally far apart, first and last flush with the edges,
            // unless that would bring two items closer than `spacing`.
            let first = lengths[0] / 2
            let last = lengths[n - 1] / 2
            let pitch = (available - first - last) / Double(n - 1)
            var tightest = 0.0
            for i in 0..<(n - 1) {
                let half: Double = lengths[i] / 2 + lengths[i + 1] / 2
                tightest = max(tightest, half + spacing)
            }
            if pitch >= tightest {
                return (0..<n).map { i -> (start: Double, length: Double) in
                    let centre: Double = first + pitch * Double(i)
                    return (centre - lengths[i] / 2, lengths[i])
                }
            }
            let slack = room - lengths.reduce(0, +)
            if slack > 0 { gaps = gaps.map { $0 + slack / Double(n - 1) } }
        }
        var out: [(start: Double, length: Double)] = []
        out.reserveCapacity(n)
        var position = 0.0
        for i in 0..<n {
            out.append((position, lengths[i]))
            position += lengths[i] + (i < n - 1 ? gaps[i] : 0)
        }
        return out
    }

    /// `fill`: the item with the lowest hugging priority takes the space left
    /// over; on overflow, items give up length lowest compression resistance
    /// first. Where priorities tie, the later item in `arrangedSubviews`
    /// gives way first (Docs/Layout.md). An item with no intrinsic length has
    /// no priorities at all, so it gives way before any that has one.
    static func fill(_ items: [Item], lengths: [Double], room: Double) -> [Double] {
        var lengths = lengths
        let slack = room - lengths.reduce(0, +)
        let order = items.indices.filter { !items[$0].isFixed }
        if slack > 0 {
            let stretches = order.min { a, b in
                let pa = items[a].length == nil ? 0 : items[a].hugging
                let pb = items[b].length == nil ? 0 : items[b].hugging
                return pa < pb || (pa == pb && a > b)
            }
            if let i = stretches { lengths[i] += slack }
        } else if slack < 0 {
            var excess = -slack
            let squeezeOrder = order.sorted { a, b in
                let pa = items[a].length == nil ? 0 : items[a].compressionResistance
                let pb = items[b].length == nil ? 0 : items[b].compressionResistance
                return pa < pb || (pa == pb && a > b)
            }
            for i in squeezeOrder where excess > 0 {
                let take = min(lengths[i], excess)
                lengths[i] -= take
                excess -= take
            }
        }
        return lengths
    }
}
