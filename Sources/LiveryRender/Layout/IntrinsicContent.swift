import Foundation
import Livery

/// What a view's content asks for (Docs/Layout.md): a label's text at a
/// width, a button's title and image plus `contentEdgeInsets`, an image
/// view's image in points. Other views have none.
struct IntrinsicContent {
    let text: TextEngine
    let limits: RenderLimits
    /// Image sizes in points by resolved path (nil: unreadable; the scene
    /// builder reports why when it decodes the image).
    private var imageSizes: [String: Size?] = [:]

    init(text: TextEngine, limits: RenderLimits) {
        self.text = text
        self.limits = limits
    }

    enum Kind {
        case label(LabelContent)
        case button(ButtonAppearance)
        case image(ImageReference)
        /// A control's fixed size, or its one fixed side (controls.md).
        case control(width: Double?, height: Double?)
        case none
    }

    func kind(of style: ResolvedStyle) -> Kind {
        let measure = { (string: String, font: ResolvedFont) -> (width: Double, lineHeight: Double) in
            let m = text.measure(LabelContent(text: string, font: font, numberOfLines: 1), maxWidth: .infinity, limits: limits)
            return (m.width, m.lineHeight)
        }
        if let size = ControlLayers.intrinsicSize(of: style, measure: measure) {
            return .control(width: size.width, height: size.height)
        }
        if let imageView = ImageViewAppearance.of(style) {
            return imageView.image.map { .image($0) } ?? .none
        }
        if let label = LabelAppearance.of(style) {
            return .label(
                LabelContent(
                    text: label.text ?? "", appearance: label, isRightToLeft: style.traits.layoutDirection == .rightToLeft))
        }
        if let button = ButtonAppearance.of(style) { return .button(button) }
        return .none
    }

    /// The content's size when offered `width` (labels wrap to it); nil
    /// entries where the content sets no size.
    mutating func size(_ kind: Kind, width: Double?) -> (width: Double?, height: Double?) {
        switch kind {
        case .none:
            return (nil, nil)
        case .control(let w, let h):
            return (w, h)
        case .label(let label):
            let m = measure(label, width: width)
            return (m.width, m.height)
        case .image(let reference):
            guard let size = imageSize(reference) else { return (nil, nil) }
            return (size.width, size.height)
        case .button(let button):
            let icon = button.image.flatMap { imageSize($0) } ?? Size(width: 0, height: 0)
            let title =
                (button.title?.isEmpty ?? true)
                ? TextMeasure.empty
                : text.measure(
                    LabelContent(text: button.title ?? "", font: button.titleFont, numberOfLines: 1), maxWidth: .infinity, limits: limits)
            let insets = button.contentEdgeInsets
            // The padding separates an image from a title; edge insets move them without sizing the button, as in UIKit.
            let padding = icon.width > 0 && title.width > 0 && button.imagePadding.isFinite ? button.imagePadding : 0
            return (
                icon.width + padding + title.width + insets.left + insets.right,
                max(icon.height, title.height) + insets.top + insets.bottom
            )
        }
    }

    /// A label's text wrapped to `width` (unwrapped when nil or one line).
    func measure(_ label: LabelContent, width: Double?) -> TextMeasure {
        guard !label.text.isEmpty else { return .empty }
        return text.measure(label, maxWidth: width ?? .infinity, limits: limits)
    }

    /// An image's size in points: its pixels over its file's scale (`@2x`, `@3x`).
    private mutating func imageSize(_ reference: ImageReference) -> Size? {
        if let known = imageSizes[reference.resolvedPath] { return known }
        var size: Size?
        if let data = try? BoundedFileReader.read(reference.resolvedPath, maxBytes: limits.maxImageFileBytes, beneath: limits.readableRoot),
            let pixels = try? PNGStructure.check(data)
        {
            let scale = RenderImage.fileScale(of: reference.resolvedPath)
            size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        }
        imageSizes[reference.resolvedPath] = size
        return size
    }
}
