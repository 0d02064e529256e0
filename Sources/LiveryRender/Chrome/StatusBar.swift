import Foundation
import LiveryCore

/// The status bar a device shows over a screen (Docs/Trees.md, "Devices"):
/// the time (9:41) and the signal, Wi-Fi and battery glyphs, placed by what
/// the top of the screen holds, in black over a light screen and white over
/// a dark one. Drawn over the root, as iOS draws it over the app.
enum StatusBar {
    /// The Dynamic Island's and the sensor housing's widths, in points.
    static let islandWidth = 126.0
    static let notchWidth = 162.0
    /// Where the time's ear starts, from the screen's side.
    static let timeInset = 10.0

    static func layers(for device: Device, traits: TraitCollection) -> [RenderLayer] {
        let color: Color = traits.userInterfaceStyle == .dark ? .white : .black
        let width = device.size.width
        let height = device.safeArea.top
        guard height > 0 else { return [] }
        let middle = height / 2
        switch device.top {
        case .dynamicIsland, .notch:
            // The time centred between the ear's rounded corner (10 points
            // in) and the island or the notch: 71.75 on a 393-point iPhone,
            // where iOS 17 centres it at 71.5–71.83 (Docs/Controls.md,
            // "Measured against iOS"); the glyphs a point short of the other
            // ear's middle, so the battery ends 32.67 from the side as iOS 17's does.
            let gap = device.top == .dynamicIsland ? islandWidth : notchWidth
            let ear = (width - gap) / 4
            return time("9:41", font: 17, color: color, centreX: (timeInset + (width - gap) / 2) / 2, middle: middle)
                + glyphs(color: color, centreX: width - ear - 1, middle: middle, scale: 1)
        case .classic:
            return time("9:41", font: 12, color: color, centreX: width / 2, middle: middle)
                + glyphs(color: color, centreX: width - 40, middle: middle, scale: 0.8)
        case .pad:
            let label = LabelContent(
                text: "9:41  Wed Sep 9", color: color, font: ResolvedFont(family: "system", size: 12, weight: .semibold), alignment: .left,
                numberOfLines: 1)
            return [RenderLayer(frame: Rect(x: 20, y: 0, width: 200, height: height), text: .label(label))]
                + glyphs(color: color, centreX: width - 20 - 34, middle: middle, scale: 0.85)
        }
    }

    private static func time(_ text: String, font size: Double, color: Color, centreX: Double, middle: Double) -> [RenderLayer] {
        let label = LabelContent(
            text: text, color: color, font: ResolvedFont(family: "system", size: size, weight: .semibold), alignment: .center,
            numberOfLines: 1)
        return [RenderLayer(frame: Rect(x: centreX - 40, y: middle - size, width: 80, height: 2 * size), text: .label(label))]
    }

    /// Signal (four bars), Wi-Fi (three arcs) and a full battery, 67 points
    /// wide at `scale` 1, centred on `centreX`.
    private static func glyphs(color: Color, centreX: Double, middle: Double, scale k: Double) -> [RenderLayer] {
        var layers: [RenderLayer] = []
        var x = centreX - 67.5 * k / 2
        let bottom = middle + 5.5 * k
        for (i, h) in [4.0, 6.3, 8.6, 11].enumerated() {
            layers.append(
                RenderLayer(
                    frame: Rect(x: x + Double(i) * 4.5 * k, y: bottom - h * k, width: 3 * k, height: h * k), backgroundColor: color,
                    cornerRadius: 1 * k))
        }
        x += 16.5 * k + 5 * k
        var wifi = RenderLayer(frame: Rect(x: x, y: bottom - 11 * k, width: 15.5 * k, height: 11 * k), backgroundColor: color)
        wifi.mask = .shape(.path(arcs(width: 15.5 * k, height: 11 * k), source: "wifi"))
        layers.append(wifi)
        x += 15.5 * k + 5 * k
        let battery = Rect(x: x, y: middle - 6 * k, width: 24.5 * k, height: 12 * k)
        layers.append(
            RenderLayer(frame: battery, cornerRadius: 3.8 * k, borderWidth: 1 * k, borderColor: color.withAlpha(0.35)))
        layers.append(
            RenderLayer(
                frame: Rect(x: battery.x + 2 * k, y: battery.y + 2 * k, width: battery.width - 4 * k, height: battery.height - 4 * k),
                backgroundColor: color, cornerRadius: 2 * k))
        layers.append(
            RenderLayer(
                frame: Rect(x: battery.x + battery.width + 1 * k, y: middle - 2 * k, width: 1.3 * k, height: 4 * k),
                backgroundColor: color.withAlpha(0.4), cornerRadius: 0.6 * k))
        return layers
    }

    /// Three ring sectors of 90° round the bottom centre, the smallest a wedge.
    private static func arcs(width: Double, height: Double) -> [PathCommand] {
        let centre = Point(x: width / 2, y: height)
        let outer = height
        var commands: [PathCommand] = []
        for (inner, radius) in [(0.0, outer * 0.3), (outer * 0.42, outer * 0.65), (outer * 0.77, outer)] {
            let steps = 10
            var points: [Point] = []
            for k in 0...steps {
                let a = -Double.pi / 4 + Double(k) / Double(steps) * .pi / 2
                points.append(Point(x: centre.x + sin(a) * radius, y: centre.y - cos(a) * radius))
            }
            for k in (0...steps).reversed() {
                let a = -Double.pi / 4 + Double(k) / Double(steps) * .pi / 2
                points.append(Point(x: centre.x + sin(a) * inner, y: centre.y - cos(a) * inner))
            }
            commands += [.move(points[0])] + points.dropFirst().map { .line($0) } + [.close]
        }
        return commands
    }
}
