import LiveryCore

/// SwiftUI's `HStack` and `VStack` arithmetic along their axis (Docs/Layout.md,
/// "SwiftUI views"): the parent proposes, the child chooses. The stack takes
/// its spacing out of what it is offered, then offers what is left to its
/// children one at a time, the least flexible first (the one whose longest
/// and shortest lengths are closest), each an equal share of what remains;
/// each takes its share clamped to its own shortest and longest, so a text
/// shorter than its share leaves the rest to the others and a `Spacer` takes
/// what is left. Pure, so it is tested on numbers.
struct SwiftUIStackArrangement {
    /// One child along the axis: what it chooses when offered nothing, when
    /// asked for its ideal length, and when offered unbounded length.
    struct Item: Hashable {
        var minimum: Double
        var ideal: Double
        var maximum: Double

        var flexibility: Double { maximum - minimum }
    }

    /// The space before each item but the first.
    var spacings: [Double]

    /// The stack's default space between two views that are not `Spacer`s:
    /// 8 points on iOS (SwiftUI's `ViewSpacing` between texts); a `Spacer`
    /// has none against its neighbours.
    static let defaultSpacing = 8.0
    /// A `Spacer`'s `minLength` unless written: the default spacing.
    static let spacerMinimum = 8.0

    /// The length each item chooses when the stack is offered `proposal`
    /// along its axis; nil asks every item for its ideal length.
    func lengths(_ items: [Item], proposal: Double?) -> [Double] {
        guard let proposal else { return items.map(\.ideal) }
        var remaining = proposal - spacings.reduce(0, +)
        // Least flexible first; ties in order.
        let order = items.indices.sorted { a, b in
            items[a].flexibility < items[b].flexibility || (items[a].flexibility == items[b].flexibility && a < b)
        }
        var lengths = Array(repeating: 0.0, count: items.count)
        var left = Double(items.count)
        for i in order {
            let share = max(0, remaining / left)
            let chosen = min(max(share, items[i].minimum), items[i].maximum)
            lengths[i] = chosen
            remaining -= chosen
            left -= 1
        }
        return lengths
    }

    /// Where each item starts: end to end, the spacing between.
    func starts(_ lengths: [Double]) -> [Double] {
        var position = 0.0
        return lengths.indices.map { i in
            if i > 0 { position += lengths[i - 1] + (spacings.indices.contains(i - 1) ? spacings[i - 1] : 0) }
            return position
        }
    }

    /// The stack's length along its axis for those lengths.
    func total(_ lengths: [Double]) -> Double {
        lengths.reduce(0, +) + (lengths.isEmpty ? 0 : spacings.prefix(lengths.count - 1).reduce(0, +))
    }

    /// Where a child `length` long starts across `available` (or inside a
    /// frame larger than its content): at the leading edge, centred or at the trailing edge.
    static func offset(_ alignment: SwiftUIView.Edge, length: Double, available: Double) -> Double {
        switch alignment {
        case .leading: 0
        case .center: (available - length) / 2
        case .trailing: available - length
        }
    }
}
