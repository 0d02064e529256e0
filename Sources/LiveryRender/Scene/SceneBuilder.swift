import Foundation
import Livery

/// Turns a styled view tree into the renderer's layer tree: each view's
/// resolved properties become layer fields, and the images they name are
/// decoded once each (through ``PNGCodec``, within the render limits).
///
/// A view that is a kind of `UILabel`, `UIImageView` or `UIButton` also gets
/// that class's content (text, image, title for the current state), so custom
/// subclasses declared in a stylesheet draw like their superclass.
public struct SceneBuilder: Sendable {
    /// A value the renderer cannot take (an image it cannot read or decode,
    /// a text beyond the length limit), located at the value's source.
    public struct Failure: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    private let registry: TypeRegistry
    private let limits: RenderLimits
    private var images: [String: RenderImage] = [:]

    public init(registry: TypeRegistry, limits: RenderLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// Builds the layer tree. The root's frame origin is ignored: the canvas
    /// is the root's size.
    public mutating func build(_ root: ViewNode) throws(Failure) -> RenderLayer {
        var layer = try makeLayer(root, depth: 0)
        layer.frame.x = 0
        layer.frame.y = 0
        return layer
    }

    /// Recursive, so the depth is checked here: the renderer's own check
    /// would come too late for an app-built tree deeper than the stack.
    private mutating func makeLayer(_ node: ViewNode, depth: Int) throws(Failure) -> RenderLayer {
        guard depth <= limits.maxDepth else {
            throw Failure(diagnostic: .error("\(RenderError.tooDeep(limit: limits.maxDepth))", code: "too-deep",
                                             at: node.origin ?? SourceLocation(file: node.type, line: 1, column: 1)))
        }
        let style = node.style
        var layer = RenderLayer(frame: node.frame)
        layer.backgroundColor = color(style, "backgroundColor")
        layer.cornerRadius = number(style, "layer.cornerRadius") ?? 0
        layer.cornerCurve = enumCase(style, "layer.cornerCurve").flatMap(CornerCurve.init(rawValue:)) ?? .circular
        if case .value(.enumList(let names))? = style["layer.maskedCorners"] {
            layer.maskedCorners = CornerMask(names: names) ?? .all
        }
        layer.cornerStyleRounded = enumCase(style, "cornerStyle") == "rounded"
        layer.borderWidth = number(style, "layer.borderWidth") ?? 0
        layer.borderColor = color(style, "layer.borderColor") ?? .black
        layer.shadowColor = color(style, "layer.shadowColor") ?? .black
        layer.shadowOpacity = number(style, "layer.shadowOpacity") ?? 0
        layer.shadowRadius = number(style, "layer.shadowRadius") ?? 3
        if case .value(.size(let offset))? = style["layer.shadowOffset"] { layer.shadowOffset = offset }
        if case .value(.shape(let shape))? = style["layer.shadowPath"] { layer.shadowPath = shape }
        layer.masksToBounds = bool(style, "layer.masksToBounds") ?? false
        layer.contentMasksToBounds = bool(style, "contentMasksToBounds") ?? false
        layer.opacity = (number(style, "alpha") ?? 1) * (number(style, "layer.opacity") ?? 1)
        layer.allowsGroupOpacity = bool(style, "layer.allowsGroupOpacity") ?? true
        layer.shouldRasterize = bool(style, "layer.shouldRasterize") ?? false
        layer.rasterizationScale = number(style, "layer.rasterizationScale") ?? 1
        layer.isHidden = bool(style, "isHidden") ?? false
        switch style["layer.mask"] {
        case .value(.shape(let shape))?: layer.mask = .shape(shape)
        case .value(.image)?:
            if let image = try image(node, "layer.mask") { layer.mask = .image(image, frame: nil) }
        default: break
        }

        let minFilter = filter(style, "layer.minificationFilter")
        let magFilter = filter(style, "layer.magnificationFilter")
        let contentsRect: Rect
        if case .value(.rect(let r))? = style["layer.contentsRect"] {
            contentsRect = r
        } else {
            contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
        }
        func contents(_ image: RenderImage, _ mode: ContentMode) -> RenderContents {
            RenderContents(image: image, mode: mode, contentsRect: contentsRect,
                           minificationFilter: minFilter, magnificationFilter: magFilter)
        }
        if let image = try image(node, "layer.contents") {
            let gravity = enumCase(style, "layer.contentsGravity").flatMap(ContentMode.init(contentsGravity:))
            layer.contents = contents(image, gravity ?? .scaleToFill)
        }

        if isKind(node, "UIImageView"), let image = try image(node, "image") {
            let mode = enumCase(style, "contentMode").flatMap(ContentMode.init(rawValue:)) ?? .scaleToFill
            layer.contents = contents(image, mode)
        } else if isKind(node, "UILabel"), let text = try text(node, "text") {
            layer.text = .label(LabelContent(
                text: text,
                color: color(style, "textColor") ?? .black,
                font: font(style, "font") ?? ResolvedFont(family: "system", size: 17, weight: .regular),
                alignment: enumCase(style, "textAlignment").flatMap(TextAlignment.init(rawValue:)) ?? .natural,
                numberOfLines: Int(exactly: (number(style, "numberOfLines") ?? 1).rounded()) ?? 1,
                shadowColor: color(style, "shadowColor"),
                shadowOffset: size(style, "shadowOffset") ?? Size(width: 0, height: -1)))
        } else if isKind(node, "UIButton") {
            if let background = try image(node, "backgroundImage") {
                layer.contents = contents(background, .scaleToFill)
            }
            let title = try text(node, "title")
            let icon = try image(node, "image")
            if title != nil || icon != nil {
                var insets = Insets.zero
                if case .value(.insets(let i))? = style["contentEdgeInsets"] { insets = i }
                layer.text = .button(ButtonContent(
                    title: title,
                    titleColor: color(style, "titleColor") ?? .white,
                    font: font(style, "titleFont") ?? ResolvedFont(family: "system", size: 15, weight: .regular),
                    titleShadowColor: color(style, "titleShadowColor"),
                    image: icon, contentEdgeInsets: insets))
            }
        }

        layer.sublayers.reserveCapacity(node.children.count)
        for child in node.children {
            layer.sublayers.append(try makeLayer(child, depth: depth + 1))
        }
        return layer
    }

    /// Warnings for shadows whose blur at `scale` passes `limits.maxBlurSigma`:
    /// the renderer draws them with that σ (a wider blur would be a flat wash
    /// anyway), so the user learns why the shadow is not as wide as written.
    public static func blurWarnings(_ root: ViewNode, scale: Double, limits: RenderLimits) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var stack = [root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            guard let property = node.style.properties["layer.shadowRadius"], case .value(.number(let radius)) = property.value,
                  case .value(.number(let opacity))? = node.style["layer.shadowOpacity"], opacity > 0 else { continue }
            let sigma = radius * scale
            guard sigma > limits.maxBlurSigma else { continue }
            warnings.append(.warning("layer.shadowRadius \(formatNumber(radius)) blurs by \(formatNumber(sigma)) px at "
                                     + "\(formatNumber(scale))×; shadows blur by at most \(formatNumber(limits.maxBlurSigma)) px",
                                     code: "blur-clamped", at: location(of: property, in: node, fallback: node.type)))
        }
        return warnings
    }

    private func isKind(_ node: ViewNode, _ ancestor: String) -> Bool {
        registry.isKind(node.type, of: ancestor)
    }

    /// Decodes the image a property names, once per file. Files named
    /// `…@2x.png` / `…@3x.png` are taken at that scale, as UIKit does.
    private mutating func image(_ node: ViewNode, _ keyPath: String) throws(Failure) -> RenderImage? {
        guard let property = node.style.properties[keyPath],
              case .value(.image(let reference)) = property.value else { return nil }
        if let cached = images[reference.resolvedPath] { return cached }
        let location = SceneBuilder.location(of: property, in: node, fallback: reference.resolvedPath)
        let data: [UInt8]
        do {
            data = try BoundedFileReader.read(reference.resolvedPath, maxBytes: limits.maxImageFileBytes)
        } catch {
            throw Failure(diagnostic: .error("cannot read image '\(reference.written)': \(error)", code: "image-unreadable",
                                                  at: location))
        }
        do {
            let canvas = try PNGCodec.decode(data, limits: limits)
            let stem = (reference.resolvedPath as NSString).deletingPathExtension
            let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
            let image = RenderImage(canvas: canvas, scale: scale)
            images[reference.resolvedPath] = image
            return image
        } catch {
            throw Failure(diagnostic: .error("image '\(reference.written)': \(error)", code: "image-invalid",
                                                  at: location))
        }
    }

    /// A label's text or a button's title, within the text length limit.
    private func text(_ node: ViewNode, _ keyPath: String) throws(Failure) -> String? {
        guard let property = node.style.properties[keyPath], case .value(.string(let text)) = property.value else { return nil }
        do {
            try limits.checkText(text)
        } catch {
            throw Failure(diagnostic: .error("\(keyPath): \(error)", code: "text-too-long",
                                             at: SceneBuilder.location(of: property, in: node, fallback: node.type)))
        }
        return text
    }

    /// Where a value is written: its rule's line, or the view's own when set
    /// on the view (`fallback` names the file when the view has no origin).
    private static func location(of property: ResolvedProperty, in node: ViewNode, fallback: String) -> SourceLocation {
        if case .rule(_, let origin) = property.source { return origin }
        return node.origin ?? SourceLocation(file: fallback, line: 1, column: 1)
    }

    private func color(_ style: ResolvedStyle, _ keyPath: String) -> Color? {
        if case .color(let c)? = style[keyPath] { return c }
        return nil
    }

    private func font(_ style: ResolvedStyle, _ keyPath: String) -> ResolvedFont? {
        if case .font(let f)? = style[keyPath] { return f }
        return nil
    }

    private func number(_ style: ResolvedStyle, _ keyPath: String) -> Double? {
        if case .value(.number(let n))? = style[keyPath] { return n }
        return nil
    }

    private func bool(_ style: ResolvedStyle, _ keyPath: String) -> Bool? {
        if case .value(.bool(let b))? = style[keyPath] { return b }
        return nil
    }

    private func size(_ style: ResolvedStyle, _ keyPath: String) -> Size? {
        if case .value(.size(let s))? = style[keyPath] { return s }
        return nil
    }

    private func enumCase(_ style: ResolvedStyle, _ keyPath: String) -> String? {
        if case .value(.enumCase(let e))? = style[keyPath] { return e }
        return nil
    }

    private func filter(_ style: ResolvedStyle, _ keyPath: String) -> SamplingFilter {
        enumCase(style, keyPath).flatMap(SamplingFilter.init(rawValue:)) ?? .linear
    }
}
