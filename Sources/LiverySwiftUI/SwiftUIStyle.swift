import LiveryCore

/// What a SwiftUI view wears for a ``ResolvedStyle``: the values the binding
/// hands SwiftUI's modifiers, in Livery's own types, so the mapping is tested
/// on every platform. Only what a rule set is worn (a `Text` keeps SwiftUI's
/// colour unless `textColor` is set); a control's values are its state's, as
/// the UIKit binding sets them (``ButtonAppearance``).
public struct SwiftUIStyle: Sendable, Hashable {
    /// `foregroundColor`: a label's or text field's `textColor`, a button's title colour.
    public var foregroundColor: Color?
    public var font: SwiftUIFont?
    /// `tint`: `tintColor`, or the control colour SwiftUI's tint stands for (``tints``).
    public var tint: Color?
    /// `padding`: `layoutMargins` when set, a button's `contentEdgeInsets`.
    public var padding: Insets?
    /// `background(_:in:)` in a rounded rectangle of ``cornerRadius``.
    public var backgroundColor: Color?
    /// `listRowBackground`: a table cell's `backgroundColor`, which fills the
    /// whole row as a cell's does (a list row's own background would sit inside its insets).
    public var listRowBackground: Color?
    /// A list with a background colour of its own hides the list's
    /// (`scrollContentBackground(.hidden)`, iOS 16), or its own would cover
    /// the colour, since a `List` is no `UITableView` from iOS 16.
    public var hidesListBackground: Bool
    public var cornerRadius: Double
    /// `layer.cornerCurve: continuous`.
    public var continuousCorners: Bool
    public var border: Border?
    public var shadow: Shadow?
    /// `alpha` times `layer.opacity`.
    public var opacity: Double
    public var isHidden: Bool
    /// A text's kern, baseline offset, decorations and line spacing; nil for a view without text.
    public var typography: TextTypography?
    /// `multilineTextAlignment`: a label's or text field's `textAlignment`, when set.
    public var textAlignment: Alignment?
    /// `lineLimit`: a label's `numberOfLines` when set; 0 is no limit.
    public var lineLimit: Int?

    /// UIKit's text alignment as SwiftUI's, which follows the layout
    /// direction: `left` is leading left to right and trailing right to left.
    public enum Alignment: Sendable, Hashable {
        case leading, center, trailing

        init(_ alignment: TextAlignment, _ direction: TraitCollection.LayoutDirection) {
            switch alignment {
            case .natural: self = .leading
            case .center: self = .center
            case .left: self = direction == .leftToRight ? .leading : .trailing
            case .right: self = direction == .leftToRight ? .trailing : .leading
            }
        }
    }

    /// `layer.borderWidth` and `layer.borderColor`, drawn inside the bounds as a layer draws its border.
    public struct Border: Sendable, Hashable {
        public var width: Double
        public var color: Color
    }

    /// The layer's shadow: its colour with `layer.shadowOpacity` applied.
    public struct Shadow: Sendable, Hashable {
        public var color: Color
        public var radius: Double
        public var offset: Size
    }

    public init(_ style: ResolvedStyle) {
        let layer = LayerAppearance(style)
        let isRow = style.schema.isKind(of: StyleType.listRow.rawValue)
        backgroundColor = isRow ? nil : layer.backgroundColor
        listRowBackground = isRow ? layer.backgroundColor : nil
        hidesListBackground = layer.backgroundColor != nil && style.schema.isKind(of: StyleType.list.rawValue)
        cornerRadius = layer.cornerRadius
        continuousCorners = layer.cornerCurve == .continuous
        border = layer.borderWidth > 0 ? Border(width: layer.borderWidth, color: layer.borderColor) : nil
        shadow =
            layer.shadowOpacity > 0
            ? Shadow(
                color: layer.shadowColor.withAlpha(Double(layer.shadowColor.alpha) / 255 * min(1, layer.shadowOpacity)),
                radius: layer.shadowRadius, offset: layer.shadowOffset)
            : nil
        opacity = layer.alpha * layer.opacity
        isHidden = layer.isHidden
        padding = style.property(.layoutMargins) == nil ? nil : style[.layoutMargins]
        tint = style.property(.tintColor) == nil ? nil : style[.tintColor]
        textAlignment =
            style.property(.textAlignment) == nil ? nil : style[.textAlignment].map { Alignment($0, style.traits.layoutDirection) }
        lineLimit = nil
        if let button = ButtonAppearance.of(style) {
            foregroundColor = button.titleColor
            font = SwiftUIFont(style.property(.titleFont))
            padding = style.property(.contentEdgeInsets) == nil ? padding : button.contentEdgeInsets
            typography = button.titleTypography
        } else if let label = LabelAppearance.of(style) {
            foregroundColor = style.property(.textColor) == nil ? nil : label.textColor
            font = SwiftUIFont(style.property(.font))
            typography = label.typography
            lineLimit = style.property(.numberOfLines) == nil ? nil : label.numberOfLines
        } else if let field = TextFieldAppearance.of(style) {
            let set = style.property(.textColor) != nil || style.property(.defaultTextColor) != nil
            foregroundColor = set ? field.textColor : nil
            font = SwiftUIFont(style.property(.defaultTextFont) ?? style.property(.font))
            typography = field.typography
        } else {
            foregroundColor = nil
            font = nil
            typography = nil
        }
        for (kind, key) in SwiftUIStyle.tints where style.schema.isKind(of: kind) && style.property(key) != nil { tint = style[key] }
        // UIKit draws a switch's on track in its onTintColor (system green
        // unless set), never in its tint: an inherited tint is not worn.
        if style.schema.isKind(of: StyleType.toggle.rawValue) {
            tint = style.property(.onTintColor) != nil || tint != nil ? style[.onTintColor] : nil
        }
        // A template image is drawn in its tint in UIKit, in its foreground colour in SwiftUI.
        if style.schema.isKind(of: ImageViewAppearance.kind), let tint { foregroundColor = tint }
    }

    /// What a control's SwiftUI tint colours, by the UIKit property for it:
    /// a slider's filled track, a progress bar, a spinner (a switch's on track, above).
    static let tints: [(kind: String, key: PropertyKey<Color>)] = [
        ("UISlider", .minimumTrackTintColor), ("UIProgressView", .progressTintColor), ("UIActivityIndicatorView", .color),
    ]
}
