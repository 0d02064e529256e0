import Foundation

/// The screen a tree is shown on (Docs/Trees.md, "Devices"): its size in
/// points, its scale, its safe-area insets in each orientation, and what
/// sits in the unsafe areas (the status bar's kind, the home indicator).
/// A tree with a device renders on the whole screen, with the status bar
/// and the home indicator drawn over it; without one nothing changes.
public struct Device: Sendable, Hashable {
    public enum Idiom: String, Sendable, Hashable { case phone, pad }
    public enum Orientation: String, Sendable, Hashable, CaseIterable { case portrait, landscape }
    /// What the top of the screen holds, which places the status bar's items.
    public enum Top: String, Sendable, Hashable {
        /// Items either side of the Dynamic Island.
        case dynamicIsland
        /// Items either side of the sensor housing.
        case notch
        /// A 20-point bar: the time centred, the glyphs at the right.
        case classic
        /// An iPad's 24-point bar: the time and date at the left, the rest at the right.
        case pad
    }

    public var name: String
    public var idiom: Idiom
    /// The portrait screen, in points.
    public var portrait: Size
    public var scale: Int
    public var portraitSafeArea: Insets
    public var landscapeSafeArea: Insets
    public var top: Top
    public var hasHomeIndicator: Bool
    public var orientation: Orientation = .portrait

    /// The screen in the device's orientation, in points.
    public var size: Size {
        orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
    }

    public var safeArea: Insets { orientation == .portrait ? portraitSafeArea : landscapeSafeArea }

    /// `iPhone 16 Pro`, or `iPhone 16 Pro landscape`.
    public var description: String { orientation == .portrait ? name : name + " landscape" }

    /// The traits the device gives a screen: its scale, idiom and size classes
    /// (an iPhone is compact wide, and compact tall in landscape, except the
    /// largest, which are regular wide in landscape; an iPad is regular both ways).
    public var traits: [TraitSetting] {
        let wideInLandscape = idiom == .phone && portrait.height >= 896 && portrait.width >= 414
        let horizontal: TraitCollection.SizeClass =
            idiom == .pad || (orientation == .landscape && wideInLandscape) ? .regular : .compact
        let vertical: TraitCollection.SizeClass = idiom == .phone && orientation == .landscape ? .compact : .regular
        return [
            .displayScale(scale), .userInterfaceIdiom(idiom == .pad ? .pad : .phone), .horizontalSizeClass(horizontal),
            .verticalSizeClass(vertical),
        ]
    }

    init(
        _ name: String, _ idiom: Idiom, _ width: Double, _ height: Double, scale: Int, portrait: Insets, landscape: Insets, top: Top,
        homeIndicator: Bool
    ) {
        self.name = name
        self.idiom = idiom
        self.portrait = Size(width: width, height: height)
        self.scale = scale
        portraitSafeArea = portrait
        landscapeSafeArea = landscape
        self.top = top
        hasHomeIndicator = homeIndicator
    }

    private static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Insets {
        Insets(top: top, left: left, bottom: bottom, right: right)
    }

    /// Current iPhones and iPads: sizes and scales as Apple publishes them
    /// (Human Interface Guidelines, Layout), safe areas as UIKit reports them
    /// (Docs/Trees.md lists each figure's source).
    public static let all: [Device] = [
        Device("iPhone 16 Pro Max", .phone, 440, 956, scale: 3, portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62), top: .dynamicIsland, homeIndicator: true),
        Device("iPhone 16 Pro", .phone, 402, 874, scale: 3, portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62), top: .dynamicIsland, homeIndicator: true),
        Device("iPhone 16 Plus", .phone, 430, 932, scale: 3, portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), top: .dynamicIsland, homeIndicator: true),
        Device("iPhone 16", .phone, 393, 852, scale: 3, portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59), top: .dynamicIsland, homeIndicator: true),
        Device("iPhone 16e", .phone, 390, 844, scale: 3, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), top: .notch, homeIndicator: true),
        Device("iPhone SE (3rd generation)", .phone, 375, 667, scale: 2, portrait: insets(20, 0, 0, 0), landscape: insets(0, 0, 0, 0), top: .classic, homeIndicator: false),
        Device("iPad Pro 13-inch (M4)", .pad, 1032, 1376, scale: 2, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), top: .pad, homeIndicator: true),
        Device("iPad Pro 11-inch (M4)", .pad, 834, 1210, scale: 2, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), top: .pad, homeIndicator: true),
        Device("iPad Air 13-inch (M2)", .pad, 1024, 1366, scale: 2, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), top: .pad, homeIndicator: true),
        Device("iPad Air 11-inch (M2)", .pad, 820, 1180, scale: 2, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), top: .pad, homeIndicator: true),
        Device("iPad (A16)", .pad, 820, 1180, scale: 2, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), top: .pad, homeIndicator: true),
        Device("iPad mini (A17 Pro)", .pad, 744, 1133, scale: 2, portrait: insets(24, 0, 20, 0), landscape: insets(24, 0, 20, 0), top: .pad, homeIndicator: true),
    ]

    /// For a name that is no device: the one it is a slip of, or the one whose
    /// name it begins (`iPad mini` for `iPad mini (A17 Pro)`), as a hint.
    package static func suggestion(for text: String) -> String? {
        let names = all.map(\.name)
        if let slip = Suggestion.hint(for: text, in: names) { return slip }
        let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let begun = names.filter { !typed.isEmpty && $0.lowercased().hasPrefix(typed) }
        return begun.count == 1 ? "did you mean '\(begun[0])'?" : nil
    }

    /// The device a name gives, in any case, with ` landscape` (or
    /// ` portrait`) after the name for the orientation; nil for an unknown name.
    public static func named(_ text: String) -> Device? {
        var name = text.trimmingCharacters(in: .whitespaces)
        var orientation = Orientation.portrait
        for candidate in Orientation.allCases where name.lowercased().hasSuffix(" " + candidate.rawValue) {
            orientation = candidate
            name = String(name.dropLast(candidate.rawValue.count + 1)).trimmingCharacters(in: .whitespaces)
        }
        guard var device = all.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        device.orientation = orientation
        return device
    }
}
