import LiveryCore

/// A kind of view the renderer draws itself: a UIKit control as iOS 15+
/// draws it (Docs/Controls.md), a label, an image view, a button or a bar
/// item. Each is one file, listed once in ``Controls/all``: a new one is a
/// schema entry, an appearance in LiveryCore and one type conforming to
/// this. Layers are in the view's own coordinates; sizes and radii are
/// UIKit's, colours the appearance's.
protocol Control: Sendable {
    /// The class whose views, and its subclasses', this draws.
    static var kind: String { get }
    /// Whether the view has a layer to style (background, border, shadow,
    /// mask, contents): a bar item has none, as a `UIBarItem` is no view.
    static var hasLayer: Bool { get }
    /// Reads the control from the style of a view of ``kind``.
    init(_ style: ResolvedStyle)
    /// What sizes the view where the layout does not; `measure` sizes a
    /// control's titles as the renderer draws them.
    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize
    /// The images the control draws (a cell's `imageView.image`), each with
    /// the property that names it: the scene builder decodes them into the
    /// context's ``ControlContext/images``, and reports one it cannot read there.
    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] { get }
    /// The texts the view draws as its own content (a label's text, a
    /// button's title), each with its font and the properties that set them:
    /// the scene builder holds each to the text length limit and warns,
    /// at those properties, of a font or a character that is not installed.
    var texts: [(text: String, key: PropertyKey<String>, font: ResolvedFont, fontKey: PropertyKey<ResolvedFont>)] { get }
    /// Text of its own that wraps where the layout gives it room below its
    /// first line (a grouped section's footer), unwrapped.
    var wrappingText: LabelContent? { get }
    /// What the control draws under its subviews.
    func layers(_ context: ControlContext) -> [RenderLayer]
    /// Draws the view's content into its own layer, under its subviews: by
    /// default its ``layers(_:)``; a label sets the layer's text, an image
    /// view its contents.
    func draw(_ layer: inout RenderLayer, _ context: ControlContext)
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
    static var hasLayer: Bool { true }
    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: nil) }
    var fillsBackground: Bool { true }
    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] { [] }
    var texts: [(text: String, key: PropertyKey<String>, font: ResolvedFont, fontKey: PropertyKey<ResolvedFont>)] { [] }
    var wrappingText: LabelContent? { nil }
    func layers(_ context: ControlContext) -> [RenderLayer] { [] }
    func draw(_ layer: inout RenderLayer, _ context: ControlContext) { layer.sublayers += layers(context) }
    func item(at index: Int, _ item: BarItemContent, _ context: ControlContext) -> [RenderLayer]? { nil }
    func finish(_ layer: inout RenderLayer, children: [PlacedChild], _ context: ControlContext) {}
}

/// A line of text's width and line height in a font, unwrapped: how a
/// control sizes itself around its titles without knowing the text engine.
typealias LineMeasure = @Sendable (String, ResolvedFont) -> (width: Double, lineHeight: Double, baseline: Double)

/// Where a control is drawn: its size, its view's traits and the render's
/// pixels per point (nil: the traits' `displayScale`).
struct ControlContext {
    var size: Size
    var traits: TraitCollection
    var scale: Double? = nil
    /// The control's ``Control/images``, decoded, by reference (one file with two cap insets is two images).
    var images: [ImageReference: RenderImage] = [:]
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
    /// field and Cancel item only where no subview stands for them, a cell
    /// its accessory only where no accessory view does, a tab bar its
    /// selection indicator behind the selected tab.
    var subviews: [Subview] = []
    /// How the view's layer places the images it draws (its `contentsRect`
    /// and filters); a plain layer's for a view without one.
    var placement = ImagePlacement(LayerAppearance.view)
    /// The control this view is a subview of, and its index there: a bar
    /// may draw its items itself (``Control/item(at:_:_:)``).
    var container: (control: any Control, index: Int)?
    /// A row's role in a grouped table: where a header or footer view puts its text.
    var rowRole: TableRows.Role?
    /// A SwiftUI `Toggle`: a row whose switch stands at its trailing end, centred.
    var isToggleRow = false
    /// A SwiftUI `List`: a row's separator starts under its text.
    var isSwiftUIList = false

    struct Subview {
        var frame: Rect
        var isTextField = false
        var isItem = false
        /// A cell's `accessoryView`.
        var isAccessoryView = false
    }

    /// UIKit's content margin on this screen: an inset-grouped cell keeps
    /// the margin of the screen it is on (``TableAppearance/contentMargin(screenWidth:)``).
    var contentMargin: Double { TableAppearance.contentMargin(screenWidth: screenWidth ?? size.width) }

    var isRightToLeft: Bool { traits.layoutDirection == .rightToLeft }
    /// The bounds, at the origin.
    var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
    /// One device pixel, in points: UIKit's hairline.
    var hairline: Double { 1 / max(1, scale ?? Double(traits.displayScale)) }

    /// A layer drawing `image` stretched over `frame` by its cap insets, placed as the view's layer places
    /// images: a control's own image in place of part of UIKit's drawing.
    func imageLayer(_ image: RenderImage, in frame: Rect) -> RenderLayer {
        var layer = RenderLayer(frame: frame)
        layer.contents = placement.contents(image, .scaleToFill)
        return layer
    }

    /// What the view's container draws for it as one of its items (a tab
    /// bar's tab), or nil where the view draws itself.
    func drawnByContainer(_ item: BarItemContent) -> [RenderLayer]? {
        container.flatMap { $0.control.item(at: $0.index, item, self) }
    }

    /// A font resolved for the traits (a text style at their text size).
    func font(_ font: FontValue) -> ResolvedFont {
        guard case .font(let resolved) = ResolvedValue(.font(font), traits: traits) else { return ResolvedFont(family: "system", size: 17, weight: .regular) }
        return resolved
    }

    /// A system colour of the control's own drawing (a field's fill, a
    /// chevron), resolved in the view's traits as UIKit draws it, or in
    /// `style`'s appearance where the drawing keeps one (a dark material).
    func system(_ name: String, style: TraitCollection.UserInterfaceStyle? = nil) -> Color {
        var traits = traits
        if let style { traits.userInterfaceStyle = style }
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
