import LiveryCore

/// A UIKit control the renderer draws itself, as iOS 15+ draws it
/// (Docs/Controls.md). Each control is one file, listed once in
/// ``Controls/all``: a new control is a schema entry, an appearance in
/// LiveryCore and one type conforming to this. Layers are in the control's
/// own coordinates; sizes and radii are UIKit's, colours the appearance's.
protocol Control: Sendable {
    /// The class whose views, and its subclasses', this draws.
    static var kind: String { get }
    /// Reads the control from the style of a view of ``kind``.
    init(_ style: ResolvedStyle)
    /// The size UIKit gives the control, where it fixes one or both sides;
    /// nil sides come from the layout.
    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?)
    /// The images the control draws (a cell's `imageView.image`), each with
    /// the property that names it: the scene builder decodes them into the
    /// context's ``ControlContext/images``, and reports one it cannot read there.
    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] { get }
    /// What the control draws under its subviews.
    func layers(_ context: ControlContext) -> [RenderLayer]
    /// Whether the view's `backgroundColor` fills its bounds (a segmented
    /// control's colours its track instead).
    var fillsBackground: Bool { get }
    /// How the control draws a subview that is one of its items (a tab bar's
    /// buttons), in the item's context; nil draws it as itself.
    func item(at index: Int, _ item: BarItemContent, _ context: ControlContext) -> [RenderLayer]?
    /// Adds what goes over or between its placed subviews (a table's
    /// separators), and changes them (an inset-grouped section's corners).
    func finish(_ layer: inout RenderLayer, children: [PlacedChild], _ context: ControlContext)
}

extension Control {
    func intrinsicSize(_ measure: LineMeasure) -> (width: Double?, height: Double?) { (nil, nil) }
    var fillsBackground: Bool { true }
    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] { [] }
    func item(at index: Int, _ item: BarItemContent, _ context: ControlContext) -> [RenderLayer]? { nil }
    func finish(_ layer: inout RenderLayer, children: [PlacedChild], _ context: ControlContext) {}
}

/// A line of text's width and line height in a font, unwrapped: how a
/// control sizes itself around its titles without knowing the text engine.
typealias LineMeasure = @Sendable (String, ResolvedFont) -> (width: Double, lineHeight: Double)

/// Where a control is drawn: its size, its view's traits and the render's
/// pixels per point (nil: the traits' `displayScale`).
struct ControlContext {
    var size: Size
    var traits: TraitCollection
    var scale: Double? = nil
    /// The control's ``Control/images``, decoded, by resolved path.
    var images: [String: RenderImage] = [:]
    /// Measures a line of text as the renderer will draw it.
    var measure: LineMeasure
    /// The width of the screen (the root) the control is on, which sets
    /// UIKit's content margins; the control's own width when not given.
    var screenWidth: Double?

    /// How far the screen reaches above the control when it sits on the top
    /// edge of a device's safe area, and below it on the bottom edge: a bar
    /// there extends its background to the screen's edge, as UIKit's do.
    var aboveSafeArea = 0.0
    var belowSafeArea = 0.0
    /// The control's distance from the screen's top edge.
    var top = 0.0
    /// Its subviews as the layout placed them: a search bar draws its own
    /// field and Cancel item only where no subview stands for them.
    var subviews: [Subview] = []

    struct Subview {
        var frame: Rect
        var isTextField: Bool
        var isItem: Bool
    }

    /// UIKit's content margin on this screen: an inset-grouped cell keeps
    /// the margin of the screen it is on (``TableAppearance/contentMargin(screenWidth:)``).
    var contentMargin: Double { TableAppearance.contentMargin(screenWidth: screenWidth ?? size.width) }

    var isRightToLeft: Bool { traits.layoutDirection == .rightToLeft }
    /// The bounds, at the origin.
    var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
    /// One device pixel, in points: UIKit's hairline.
    var hairline: Double { 1 / max(1, scale ?? Double(traits.displayScale)) }

    /// A system colour of the control's own drawing (a field's fill, a
    /// chevron), resolved in the view's traits as UIKit draws it.
    /// A font resolved for the traits (a text style at their text size).
    func font(_ font: FontValue) -> ResolvedFont {
        guard case .font(let resolved) = ResolvedValue(.font(font), traits: traits) else { return ResolvedFont(family: "system", size: 17, weight: .regular) }
        return resolved
    }

    func system(_ name: String) -> Color {
        guard case .color(let color) = ResolvedValue(.color(SystemColors.named(name) ?? DynamicColor(.black)), traits: traits)
        else { return .black }
        return color
    }
}

/// A subview of a control once laid out: its layer's index among the
/// control layer's sublayers, its frame and its style.
struct PlacedChild {
    var layer: Int
    var frame: Rect
    var style: ResolvedStyle
}
