import LiveryCore

/// What gives a drawn view its size when the layout gives it none: sides
/// the control fixes, or content the measure function (``IntrinsicContent``)
/// works out with the text engine and the image files, within the layout's
/// budget of characters. A control says which; the measuring is done once, there.
enum IntrinsicSize {
    /// The sides UIKit fixes (a switch's both, a bar's height); nil sides come from the layout.
    case fixed(width: Double?, height: Double?)
    /// Text wrapped to the width offered (a label's).
    indirect case text(LabelContent)
    /// An image's size in points (an image view's).
    indirect case image(ImageReference)
    /// A button's one-line title and image side by side, `imagePadding`
    /// apart when both show, plus its `contentEdgeInsets`.
    indirect case button(ButtonAppearance)
}
