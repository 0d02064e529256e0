import Foundation
import LiveryCore

/// The renderer's measure function (Docs/Layout.md): a label's text at a
/// width, a button's title and image plus `contentEdgeInsets`, an image
/// view's image in points, a control's size as its ``Control`` gives it.
/// Other views have none. Text measured is charged to the layout's budget
/// of characters (`RenderLimits.maxLaidOutCharacters`).
struct IntrinsicContent: ContentMeasuring {
    let text: TextEngine
    let limits: RenderLimits
    /// Image sizes in points by resolved path (nil: unreadable; the scene
    /// builder reports why when it decodes the image).
    private var imageSizes: [String: Size?] = [:]
    /// Each view's kind by pre-order index, worked out the first time it is measured.
    private var kinds: [Kind?] = []
    /// The labels' contents, and their unwrapped measures once taken: kept
    /// apart, so the kinds of every view stay small.
    private var labels: [(content: LabelContent, natural: ContentSize?)] = []
    private var buttons: [ButtonAppearance] = []
    /// Characters of text measured so far, against `limits.maxLaidOutCharacters`.
    private var laidOutCharacters = 0
    private(set) var failure: LayoutError?

    /// A measurer for a tree of `views` views.
    init(text: TextEngine, limits: RenderLimits, views: Int = 0) {
        self.text = text
        self.limits = limits
        kinds = Array(repeating: nil, count: views)
    }

    enum Kind {
        /// An index into ``labels``.
        case label(Int)
        /// An index into ``buttons``.
        case button(Int)
        case image(ImageReference)
        /// A control's fixed size, or its one fixed side (controls.md).
        case control(width: Double?, height: Double?)
        case none
    }

    mutating func measure(_ index: Int, _ style: ResolvedStyle, width: Double?, origin: () -> SourceLocation) -> ContentSize {
        if index >= kinds.count { kinds += Array(repeating: nil, count: index + 1 - kinds.count) }
        let kind: Kind
        if let known = kinds[index] {
            kind = known
        } else {
            kind = self.kind(of: style)
            kinds[index] = kind
        }
        if case .label(let n) = kind {
            let label = labels[n].content
            // Text that fits unwrapped lays out the same at any wider width.
            if let width {
                let unwrapped = labels[n].natural ?? measure(index, style, width: nil, origin: origin)
                if let w = unwrapped.width, w <= width { return unwrapped }
            }
            guard charge(label.text, at: origin) else { return ContentSize(width: 0, height: 0) }
            let m = measure(label, width: width)
            let block = ContentSize.TextBlock(
                height: m.height, firstBaseline: m.ascent, lastBaseline: m.ascent + Double(max(0, m.lineCount - 1)) * m.lineHeight)
            let result = ContentSize(width: m.width, height: m.height, text: block)
            if width == nil { labels[n].natural = result }
            return result
        }
        if case .button(let n) = kind, !charge(buttons[n].title ?? "", at: origin) { return ContentSize(width: 0, height: 0) }
        let size = size(kind, width: width)
        return ContentSize(width: size.width, height: size.height)
    }

    /// Charges a measurement of a text (a label's, a button's title) to the
    /// layout's character budget; false once it is spent, with the failure
    /// located at the view where it ran out.
    private mutating func charge(_ string: String, at origin: () -> SourceLocation) -> Bool {
        guard failure == nil else { return false }
        laidOutCharacters += string.unicodeScalars.count
        guard laidOutCharacters > limits.maxLaidOutCharacters else { return true }
        failure = LayoutError(
            diagnostic: .error(
                "laying out the text stopped here: the labels and titles of this tree need more than "
                    + "\(limits.maxLaidOutCharacters) characters shaped and broken into lines (each is measured once per width it is offered)",
                code: .textTooLong, at: origin()))
        return false
    }

    private mutating func kind(of style: ResolvedStyle) -> Kind {
        if let control = Controls.control(for: style) {
            let (text, limits) = (text, limits)
            let size = control.intrinsicSize { text.measureLine($0, font: $1, limits: limits) }
            return .control(width: size.width, height: size.height)
        }
        if let imageView = ImageViewAppearance.of(style) {
            return imageView.image.map { .image($0) } ?? .none
        }
        if let label = LabelAppearance.of(style) {
            let content = LabelContent(
                text: label.text ?? "", appearance: label, isRightToLeft: style.traits.layoutDirection == .rightToLeft)
            labels.append((content, nil))
            return .label(labels.count - 1)
        }
        if let button = ButtonAppearance.of(style) {
            buttons.append(button)
            return .button(buttons.count - 1)
        }
        if let item = BarItemAppearance.of(style) {
            if let image = item.image { return .image(image) }
            guard item.text != nil else { return .none }
            buttons.append(item.button(tint: .black))
            return .button(buttons.count - 1)
        }
        return .none
    }

    /// The content's size when offered `width` (labels wrap to it); nil
    /// entries where the content sets no size.
    private mutating func size(_ kind: Kind, width: Double?) -> (width: Double?, height: Double?) {
        switch kind {
        case .none:
            return (nil, nil)
        case .control(let w, let h):
            return (w, h)
        case .label(let n):
            let m = measure(labels[n].content, width: width)
            return (m.width, m.height)
        case .image(let reference):
            guard let size = imageSize(reference) else { return (nil, nil) }
            return (size.width, size.height)
        case .button(let n):
            let button = buttons[n]
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

    /// An image's size in points: its pixels over its file's scale (`@2x`,
    /// `@3x`, or the scale an image set gives its largest file).
    private mutating func imageSize(_ reference: ImageReference) -> Size? {
        if let known = imageSizes[reference.resolvedPath] { return known }
        var size: Size?
        let (file, setScale) = reference.file(forScale: 3)
        if let data = try? BoundedFileReader.read(file, maxBytes: limits.maxImageFileBytes, beneath: limits.readableRoot),
            let pixels = try? PNGStructure.check(data)
        {
            let scale = setScale.map(Double.init) ?? RenderImage.fileScale(of: file)
            size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        }
        imageSizes[reference.resolvedPath] = size
        return size
    }
}
