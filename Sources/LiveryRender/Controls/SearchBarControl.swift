import LiveryCore

/// `UISearchBar`: the bar's background (none for `minimal`), and — where no
/// subview stands for them — its search field and its Cancel item, placed as
/// ``SearchBarAppearance`` says. A `UISearchTextField` subview draws the
/// field itself, a `UIBarButtonItem` subview the Cancel item.
struct SearchBarControl: Control {
    static let kind = SearchBarAppearance.kind
    let bar: BarAppearance
    let appearance: SearchBarAppearance
    let tint: Color

    init(_ style: ResolvedStyle) {
        bar = BarAppearance(style)
        appearance = SearchBarAppearance(style)
        tint = style[.tintColor] ?? ButtonAppearance.plain.titleColor
    }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        bar.images
            + [
                (appearance.searchFieldBackgroundImage, PropertyKeys.searchFieldBackgroundImage),
                (appearance.searchIcon, PropertyKeys.searchIcon), (appearance.clearIcon, PropertyKeys.clearIcon),
            ].compactMap { reference, key in reference.flatMap { $0.isEmptyImage ? nil : ($0, key) } }
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: SearchBarAppearance.height) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        // In a navigation bar the bar's background shows through, as UIKit draws a search controller's bar.
        let inNavigationBar = context.container?.control is NavigationBarControl
        var layers = appearance.searchBarStyle == .minimal || inNavigationBar ? [] : BarBackground.layers(bar, hairlineAt: nil, context)
        let a = appearance
        let cancelFont = ResolvedFont(family: "system", size: 17, weight: .regular)
        let item = context.subviews.first(where: \.isItem)
        let cancelWidth: Double? = a.showsCancelButton ? item?.frame.width ?? context.measure("Cancel", cancelFont).width : nil
        if !context.subviews.contains(where: \.isTextField) {
            let content = SearchField.Content(
                text: a.text, placeholder: a.placeholder, textColor: a.barStyle == .black ? .white : context.system("label"),
                placeholderColor: context.system("secondaryLabel"), font: context.font(.textStyle("body")),
                placeholderFont: context.font(.textStyle("body")), fill: nil,
                background: a.searchFieldBackgroundImage.flatMap { context.images[$0] },
                searchIcon: a.searchIcon.flatMap { context.images[$0] },
                clearIcon: a.clearIcon.flatMap { context.images[$0] })
            let frame = SearchBarAppearance.fieldFrame(
                width: context.size.width, cancelWidth: cancelWidth, isRightToLeft: context.isRightToLeft, inNavigationBar: inNavigationBar)
            layers += SearchField.layers(content, in: frame, context)
        }
        if let cancelWidth, item == nil {
            let inset = SearchBarAppearance.inset(inNavigationBar: inNavigationBar)
            let x = context.isRightToLeft ? inset : context.size.width - inset - cancelWidth
            let field = SearchBarAppearance.fieldFrame(width: 0, cancelWidth: nil, isRightToLeft: false, inNavigationBar: inNavigationBar)
            let label = LabelContent(text: "Cancel", color: tint, font: cancelFont, alignment: .natural, isRightToLeft: context.isRightToLeft)
            layers.append(
                RenderLayer(
                    frame: Rect(x: x, y: field.y, width: cancelWidth, height: field.height),
                    text: .label(label)))
        }
        return layers
    }
}
