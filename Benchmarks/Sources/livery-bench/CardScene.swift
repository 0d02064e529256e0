/// One card of the render workload, in points.
struct Card {
    var x, y, width, height, radius, borderWidth: Double
    /// 8-bit sRGB, so Livery and Cairo are handed exactly the same colors.
    var fill: (UInt8, UInt8, UInt8)
    var border: (UInt8, UInt8, UInt8)
    var shadowRadius: Double
    var label: String
}

/// The render workload: a 390 × 844 pt phone screen of cards.
struct CardScene {
    var width = 390.0
    var height = 844.0
    /// The screen behind the cards (systemGroupedBackground).
    var background: (UInt8, UInt8, UInt8) = (242, 242, 247)
    var cards: [Card] = []

    static func generate(count: Int = 200, seed: UInt64 = 7) -> CardScene {
        var rng = SplitMix64(seed: seed)
        var scene = CardScene()
        for i in 0..<count {
            let w = 60 + rng.unit() * 120
            let h = 30 + rng.unit() * 70
            scene.cards.append(
                Card(
                    x: rng.unit() * (scene.width - w), y: rng.unit() * (scene.height - h), width: w, height: h,
                    radius: 4 + rng.unit() * 16, borderWidth: rng.pick([0.5, 1, 1.5, 2]),
                    fill: (UInt8(rng.int(153..<256)), UInt8(rng.int(153..<256)), UInt8(rng.int(153..<256))),
                    border: (UInt8(rng.int(0..<128)), UInt8(rng.int(0..<128)), UInt8(rng.int(0..<128))),
                    shadowRadius: 2 + rng.unit() * 8, label: "Card \(i)"))
        }
        return scene
    }
}
