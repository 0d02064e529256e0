import LiveryCore

/// `UITabBar`: the bar's background with its hairline above; its buttons
/// are tab items (``SubviewArrangement/tabs``), the selected one in the tint.
struct TabBarControl: Control {
    static let kind = TabBarAppearance.kind
    let bar: BarAppearance
    let appearance: TabBarAppearance

    init(_ style: ResolvedStyle) {
        bar = BarAppearance(style)
        appearance = TabBarAppearance(style)
    }

    var images: [(reference: ImageReference, key: PropertyKey<ImageReference>)] {
        bar.images + (appearance.selectionIndicatorImage.map { [($0, PropertyKeys.selectionIndicatorImage)] } ?? [])
    }

    func intrinsicSize(_ measure: LineMeasure) -> IntrinsicSize { .fixed(width: nil, height: TabBarAppearance.height) }

    func layers(_ context: ControlContext) -> [RenderLayer] {
        BarBackground.layers(bar, hairlineAt: .top, context) + selectionIndicator(context)
    }

    /// The selection indicator image behind the selected tab: centred on the
    /// tab at its top at its own size, or filling the tab where it has cap
    /// insets to stretch by (Docs/Controls.md).
    private func selectionIndicator(_ context: ControlContext) -> [RenderLayer] {
        guard let reference = appearance.selectionIndicatorImage, let image = context.images[reference],
            context.subviews.indices.contains(appearance.selectedIndex)
        else { return [] }
        let tab = context.subviews[appearance.selectedIndex].frame
        let frame =
            reference.resizing == nil
            ? Rect(x: tab.x + (tab.width - image.size.width) / 2, y: tab.y, width: image.size.width, height: image.size.height)
            : tab
        return [context.imageLayer(image, in: frame)]
    }

    /// A tab item: its image (the selected image on the selected tab) as a
    /// template in the item's colour, at most 30 points and centred above a
    /// 10-point medium title, as UIKit draws tab items in a compact bar; the
    /// item's `titleTextAttributes` for its state over the bar's colours; a
    /// badge at the image's top trailing corner.
    /// The title's line box top: its baseline 45.33 points below the bar's
    /// top with the 10-point system font, as iOS 17.5 and 18.5 draw it.
    static let titleTop = 104.0 / 3
    /// An imageless item's badge: its leading edge this far past the item's centre.
    static let badgeFromCentre = 10.83

    func item(at index: Int, _ item: BarItemContent, _ context: ControlContext) -> [RenderLayer]? {
        let selected = index == appearance.selectedIndex
        // The item's own attributes, then the bar's appearance object, then the bar's tints.
        let barColor = selected ? bar.selectedItemColor ?? appearance.tintColor : bar.itemColor ?? appearance.unselectedItemTintColor
        let barTitleColor = (selected ? bar.selectedItemTitleColor : bar.itemTitleColor) ?? barColor
        let titleColor = (selected ? item.selectedColor ?? item.color : item.color) ?? barTitleColor
        let color = barColor
        let size = context.size
        var layers: [RenderLayer] = []
        var imageFrame = Rect(x: size.width / 2, y: 3, width: 0, height: 30)
        if let image = selected ? item.selectedImage ?? item.image : item.image {
            let s = image.size
            let fit = min(1, 30 / max(s.width, s.height, 1e-9))
            let w = s.width * fit
            let h = s.height * fit
            imageFrame = Rect(x: (size.width - w) / 2, y: 3 + (30 - h) / 2, width: w, height: h)
            layers.append(RenderLayer(frame: context.bounds, backgroundColor: color, mask: .image(image, frame: imageFrame)))
        }
        // The item's own adjustment, else its appearance object's.
        let titleOffset = item.titleOffset == Point(x: 0, y: 0) ? bar.itemTitleOffset ?? item.titleOffset : item.titleOffset
        if let title = item.title, !title.isEmpty {
            let font =
                (selected ? item.selectedFont ?? item.font : item.font) ?? (selected ? bar.selectedItemTitleFont : bar.itemTitleFont)
                ?? ResolvedFont(family: "system", size: 10, weight: .medium)
            let label = LabelContent(
                text: title, color: titleColor, font: font, alignment: .center,
                typography: selected ? item.selectedTypography : item.typography, isRightToLeft: context.isRightToLeft)
            layers.append(
                RenderLayer(
                    frame: Rect(x: 2 + titleOffset.x, y: Self.titleTop + titleOffset.y, width: max(0, size.width - 4), height: 14),
                    text: .label(label)))
        }
        if let badge = item.badge {
            layers.append(
                badgeLayer(
                    badge, color: item.badgeColor ?? bar.badgeColor ?? context.system("systemRed"),
                    textColor: item.badgeTextColor ?? bar.badgeTextColor ?? .white,
                    font: item.badgeTextFont ?? ResolvedFont(family: "system", size: 13, weight: .regular),
                    at: imageFrame.width > 0 ? imageFrame : nil, context))
        }
        return layers
    }

    /// UIKit's badge: an 18-point pill (a circle for one character, or for
    /// an empty value) in the badge colour, its centre on the image's top
    /// trailing corner, white 13-point text unless the item's badge text
    /// attributes say otherwise (iOS 18 simulator references
    /// show an empty badge as a full circle). On an item without an image
    /// it stands 3 points below the bar's top, its leading edge 10.83 points
    /// past the item's centre (Docs/Controls.md, "Measured against iOS").
    private func badgeLayer(
        _ text: String, color: Color, textColor: Color, font: ResolvedFont, at image: Rect?, _ context: ControlContext
    ) -> RenderLayer {
        let height = 18.0
        let textWidth = text.isEmpty ? 0 : context.measure(text, font).width
        let width = max(height, textWidth + 10)
        let rtl = context.isRightToLeft
        let frame: Rect
        if let image {
            let edge = rtl ? image.x : image.x + image.width
            frame = Rect(x: edge - width / 2 + (rtl ? -2 : 2), y: image.y - 2, width: width, height: height)
        } else {
            let centre = context.size.width / 2
            frame = Rect(x: rtl ? centre - Self.badgeFromCentre - width : centre + Self.badgeFromCentre, y: 3, width: width, height: height)
        }
        var badge = RenderLayer(frame: frame, backgroundColor: color)
        badge.cornerRadius = height / 2
        if !text.isEmpty {
            let label = LabelContent(
                text: text, color: textColor, font: font, alignment: .center,
                isRightToLeft: context.isRightToLeft)
            badge.sublayers.append(RenderLayer(frame: Rect(x: 0, y: 1, width: width, height: height - 1), text: .label(label)))
        }
        return badge
    }
}
