import Foundation
import LiveryCore

/// The renderer's measure function (Docs/Layout.md): each view's
/// ``IntrinsicSize`` as its ``Control`` gives it (a label's text at a width,
/// a button's title and image plus `contentEdgeInsets`, an image view's image
/// in points, a control's fixed sides), measured here. Other views have
/// none. Text measured is charged to the layout's budget of characters
/// (`RenderLimits.maxLaidOutCharacters`).
struct IntrinsicContent: ContentMeasuring {
    let text: TextEngine
    let limits: RenderLimits
    /// Image sizes in points by resolved path (nil: unreadable; the scene
    /// builder reports why when it decodes the image).
    private var imageSizes: [String: Size?] = [:]
    /// Each view's intrinsic size by pre-order index, asked of its control
    /// the first time it is measured.
    private var sizes: [IntrinsicSize?] = []
    /// Labels' unwrapped measures by pre-order index, once taken.
    private var naturals: [Int: ContentSize] = [:]
    /// Characters of text measured so far, against `limits.maxLaidOutCharacters`.
    private var laidOutCharacters = 0
    private(set) var failure: LayoutError?

    /// A measurer for a tree of `views` views.
    init(text: TextEngine, limits: RenderLimits, views: Int = 0) {
        self.text = text
        self.limits = limits
        sizes = Array(repeating: nil, count: views)
    }

    mutating func measure(_ index: Int, _ style: ResolvedStyle, width: Double?, origin: () -> SourceLocation) -> ContentSize {
        if index >= sizes.count { sizes += Array(repeating: nil, count: index + 1 - sizes.count) }
        let intrinsic: IntrinsicSize
        if let known = sizes[index] {
            intrinsic = known
        } else {
            let (text, limits) = (text, limits)
            intrinsic =
                Controls.control(for: style)?.intrinsicSize { text.measureLine($0, font: $1, limits: limits) }
                ?? .fixed(width: nil, height: nil)
            sizes[index] = intrinsic
        }
        switch intrinsic {
        case .fixed(let width, let height):
            return ContentSize(width: width, height: height)
        case .text(let label):
            // Text that fits unwrapped lays out the same at any wider width.
            if let width {
                let unwrapped = naturals[index] ?? measure(index, style, width: nil, origin: origin)
                if let w = unwrapped.width, w <= width { return unwrapped }
            }
            guard charge(label.text, at: origin) else { return ContentSize(width: 0, height: 0) }
            let m = measure(label, width: width)
            let block = ContentSize.TextBlock(height: m.height, firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline)
            let result = ContentSize(width: m.width, height: m.height, text: block)
            if width == nil { naturals[index] = result }
            return result
        case .image(let reference):
            let size = imageSize(reference, category: style.traits.preferredContentSizeCategory)
            return ContentSize(width: size?.width, height: size?.height)
        case .button(let button):
            guard charge(button.title ?? "", at: origin) else { return ContentSize(width: 0, height: 0) }
            return size(of: button, category: style.traits.preferredContentSizeCategory)
        }
    }

    mutating func extraLinesHeight(_ index: Int, _ style: ResolvedStyle, width: Double, origin: () -> SourceLocation) -> Double {
        guard let label = Controls.control(for: style)?.wrappingText, charge(label.text, at: origin) else { return 0 }
        return max(0, measure(label, width: width).height - measure(label, width: nil).height)
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

    /// A button's image and one-line title side by side, plus its content edge insets.
    private mutating func size(of button: ButtonAppearance, category: TraitCollection.ContentSizeCategory) -> ContentSize {
        let icon = button.image.flatMap { imageSize($0, category: category) } ?? Size(width: 0, height: 0)
        let title =
            (button.title?.isEmpty ?? true)
            ? TextMeasure.empty
            : text.measure(
                LabelContent(text: button.title ?? "", font: button.titleFont, numberOfLines: 1, typography: button.titleTypography),
                maxWidth: .infinity, limits: limits)
        let insets = button.contentEdgeInsets
        // The padding separates an image from a title; edge insets move them without sizing the button, as in UIKit.
        let padding = icon.width > 0 && title.width > 0 && button.imagePadding.isFinite ? button.imagePadding : 0
        return ContentSize(
            width: icon.width + padding + title.width + insets.left + insets.right,
            height: max(icon.height, title.height) + insets.top + insets.bottom)
    }

    /// A label's text wrapped to `width` (unwrapped when nil or one line).
    func measure(_ label: LabelContent, width: Double?) -> TextMeasure {
        guard !label.text.isEmpty else { return .empty }
        return text.measure(label, maxWidth: width ?? .infinity, limits: limits)
    }

    /// An image's size in points: its pixels (a PDF's page) over its file's
    /// scale (`@2x`, `@3x`, or the scale an image set gives its largest file); a symbol's
    /// from its glyph at the category's size.
    private mutating func imageSize(_ reference: ImageReference, category: TraitCollection.ContentSizeCategory) -> Size? {
        if let points = reference.placeholderSize { return points }
        if let symbol = reference.symbol {
            return text.symbolSize(symbol, category: category)
                ?? SymbolPlaceholder.size(symbol, category: category, text: text, limits: limits)
        }
        if let known = imageSizes[reference.resolvedPath] { return known }
        var size: Size?
        let (file, setScale) = reference.file(forScale: 3)
        if let data = try? BoundedFileReader.read(file, maxBytes: limits.maxImageFileBytes, beneath: limits.readableRoot) {
            size = try? ImageFile(bytes: data, fileScale: setScale.map(Double.init) ?? RenderImage.fileScale(of: file)).pointSize()
        }
        imageSizes[reference.resolvedPath] = size
        return size
    }
}
