import LiveryCore

/// The home indicator of a device without a home button: a 5-point capsule,
/// 134 points wide on an iPhone (315 on an iPad), 8 points above the
/// screen's bottom edge, black over a light screen and white over a dark one.
enum HomeIndicator {
    static func layers(for device: Device, traits: TraitCollection) -> [RenderLayer] {
        guard device.hasHomeIndicator else { return [] }
        let color: Color = traits.userInterfaceStyle == .dark ? .white : .black
        let width = device.idiom == .pad ? 315.0 : 134
        let size = device.size
        return [
            RenderLayer(
                frame: Rect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5), backgroundColor: color,
                cornerRadius: 2.5)
        ]
    }
}
