import Foundation
import LiveryCore

/// Turns a styled view tree into the renderer's layer tree: each view's
/// typed appearance (``LayerAppearance``, ``LabelAppearance``, …, with the
/// schema's defaults) becomes layer fields, and the images it names are
/// decoded once each (through ``PNGCodec``, within the render limits).
///
/// A view of a kind the renderer draws (a label, an image view, a button, a
/// bar item, a control) also draws as its ``Control`` says, found once in
/// ``Controls``, so custom subclasses declared in a stylesheet draw like their
/// superclass. The builder reads no keypath and keeps no default: the schema
/// owns both.
public struct SceneBuilder: Sendable {
    /// A value the renderer cannot take (an image it cannot read or decode,
    /// a text beyond the length limit), located at the value's source.
    public struct Failure: LocatedError {
        public var diagnostic: Diagnostic
    }

    private let limits: RenderLimits
    /// Checks texts against the installed fonts, when given.
    private let text: TextEngine?
    /// Measures controls' text (a subtitle cell's lines): with `text`, or the
    /// system fonts for a builder made without it.
    private let lineMeasure: LineMeasure
    private static let systemText = TextEngine(files: .system)
    /// Fonts and characters reported this render, so each is reported once.
    private var reportedFamilies: Set<String> = []
    private var reportedCharacters: Set<Unicode.Scalar> = []
    /// Text the fonts cannot draw as asked (`unknown-font-family`, `missing-glyph`).
    public private(set) var warnings: [Diagnostic] = []
    /// Decoded images by canonical path, so `Images/./a.png` and `Images/a.png` decode once.
    private var images: [String: RenderImage] = [:]
    /// Canonical paths by path as resolved, worked out once per spelling.
    private var canonicalPaths: [String: String] = [:]
    /// Pixels decoded so far, against `RenderLimits.maxTotalImagePixels`.
    private var decodedPixels = 0
    /// The render's pixels per point, for controls' hairlines.
    private var renderScale: Double?
    /// The root's width, which sets controls' content margins.
    private var screenWidth: Double?
    /// The device screen's height and safe area, when the root is on one:
    /// bars at its safe area's edges extend their backgrounds to the screen's.
    private var screen: (height: Double, safeArea: Insets)?

    public init(limits: RenderLimits = .default) {
        self.limits = limits
        text = nil
        lineMeasure = { Self.systemText.measureLine($0, font: $1, limits: limits) }
    }

    /// A builder that also warns about fonts and characters `text` cannot draw.
    init(limits: RenderLimits, text: TextEngine) {
        self.limits = limits
        self.text = text
        lineMeasure = { text.measureLine($0, font: $1, limits: limits) }
    }

    /// Builds the layer tree of `root`, whose views `styles` resolved (in
    /// pre-order, as ``Resolver/resolve(_:traits:)`` returns them). The root's
    /// frame origin is ignored: the canvas is the root's size.
    /// Hairlines are one pixel at `scale`, the render's pixels per point (nil:
    /// each view's `displayScale`), as UIKit draws one device pixel.
    public mutating func build(_ root: ViewNode, styles: ResolvedTree, scale: Double? = nil) throws(Failure) -> RenderLayer {
        renderScale = scale
        screenWidth = root.frame.width
        screen = root.device.map { (height: root.frame.height, safeArea: $0.safeArea) }
        var next = 0
        var layer = try makeLayer(root, styles: styles.views, next: &next, depth: 0)
        layer.frame.x = 0
        layer.frame.y = 0
        // A device's status bar and home indicator, over everything the app draws.
        if let device = root.device, let traits = styles.views.first?.style.traits {
            layer.sublayers += StatusBar.layers(for: device, traits: traits) + HomeIndicator.layers(for: device, traits: traits)
        }
        return layer
    }

    /// Recursive, so the depth is checked here: the renderer's own check
    /// would come too late for an app-built tree deeper than the stack.
    /// `container` is the control this view is a subview of, and its index there.
    private mutating func makeLayer(
        _ node: ViewNode, styles: [ResolvedView], next: inout Int,
        depth: Int, container: (control: any Control, index: Int)? = nil, top: Double = 0, rowRole: TableRows.Role? = nil
    ) throws(Failure) -> RenderLayer {
        guard depth <= limits.maxDepth else {
            throw Failure(
                diagnostic: .error(
                    "\(RenderError.tooDeep(limit: limits.maxDepth))", code: .tooDeep,
                    at: node.origin ?? SourceLocation(file: node.type, line: 1, column: 1)))
        }
        // A tree the styles do not cover (a caller's mismatch) draws the rest unstyled.
        let style = styles.indices.contains(next) ? styles[next].style : ResolvedStyle()
        next += 1
        let view = Styled(node: node, style: style)
        let control = Controls.control(for: style)
        var context = controlContext(node, style, depth: depth, top: top)
        context.container = container
        context.rowRole = rowRole
        if style.schema.arrangement == .searchField || style.schema.arrangement == .tabs {
            // The children's styles follow this view's in pre-order, each after the subtree before it.
            var index = next
            for child in node.children {
                let schema = styles.indices.contains(index) ? styles[index].style.schema : nil
                context.subviews.append(
                    ControlContext.Subview(
                        frame: child.frame, isTextField: schema?.isKind(of: TextFieldAppearance.kind) == true,
                        isItem: schema?.isKind(of: BarItemAppearance.kind) == true))
                index += child.subtreeCount
            }
        } else if style.schema.isKind(of: CellAppearance.kind) {
            context.subviews = node.children.filter { $0.part == CellAppearance.accessoryViewPart }.map {
                ControlContext.Subview(frame: $0.frame, isAccessoryView: true)
            }
        }
        var layer: RenderLayer
        if control.map({ type(of: $0).hasLayer }) ?? true {
            let appearance = LayerAppearance(style)
            layer = RenderLayer(frame: node.frame, appearance: appearance)
            if case .shape(let shape)? = appearance.mask {
                layer.mask = .shape(shape)
            } else if case .image(let reference)? = appearance.mask {
                // A layer takes the image's CGImage, which has no cap insets: drawn whole, as on the device.
                layer.mask = .image(try image(reference.unresized, of: view, .layerMask), frame: nil)
            }
            context.placement = ImagePlacement(appearance)
            if let reference = appearance.contents {
                layer.contents = context.placement.contents(
                    try image(reference.unresized, of: view, .layerContents), appearance.contentsGravity.contentMode)
            }
        } else {
            layer = RenderLayer(frame: node.frame)
        }

        if let control {
            for (text, key, font, fontKey) in control.texts {
                try checkText(text, of: view, key)
                checkFont(font, for: text, of: view, fontKey, key)
            }
            for (reference, key) in control.images {
                context.images[reference] = try image(reference, of: view, key)
            }
            if !control.fillsBackground { layer.backgroundColor = nil }
            control.draw(&layer, context)
        }
        if let hosted = node.hosting { layer.sublayers += HostedPlaceholder.layers(hosted, context) }
        layer.sublayers.reserveCapacity(layer.sublayers.count + node.children.count)
        // What a control adds over its placed subviews needs them; other views keep no list.
        var children: [PlacedChild] = []
        let roles = (control as? TableControl).flatMap { TableRows.groups($0.appearance.style) ? rowRoles(node, styles, from: next) : nil }
        for (k, child) in node.children.enumerated() {
            if control != nil, styles.indices.contains(next) {
                children.append(PlacedChild(layer: layer.sublayers.count, frame: child.frame, style: styles[next].style))
            }
            layer.sublayers.append(
                try makeLayer(
                    child, styles: styles, next: &next, depth: depth + 1, container: control.map { ($0, k) }, top: context.top,
                    rowRole: roles?[k]))
        }
        control?.finish(&layer, children: children, context)
        return layer
    }

    /// The roles of a grouped table's rows, whose styles start at `first` (pre-order, each after the subtree before it).
    private func rowRoles(_ table: ViewNode, _ styles: [ResolvedView], from first: Int) -> [TableRows.Role] {
        var index = first
        var kinds: [TableRows.Kind] = []
        for child in table.children {
            kinds.append(styles.indices.contains(index) ? TableRows.kind(styles[index].style) : .other)
            index += child.subtreeCount
        }
        return TableRows.roles(kinds)
    }

    /// Where a view's control draws: its size and traits, the render's scale,
    /// the screen's width, and how far the screen reaches past it when it sits
    /// on an edge of a device's safe area. `top` is the parent's distance
    /// from the screen's top edge.
    private func controlContext(_ node: ViewNode, _ style: ResolvedStyle, depth: Int, top: Double) -> ControlContext {
        var context = ControlContext(
            size: Size(width: node.frame.width, height: node.frame.height), traits: style.traits, scale: renderScale,
            measure: lineMeasure, screenWidth: screenWidth)
        context.top = depth == 0 ? 0 : top + node.frame.y
        context.isToggleRow = node.swiftUI?.kind == .toggle
        context.isSwiftUIList = node.swiftUI?.kind == .list
        if let screen, screen.safeArea.top > 0, abs(context.top - screen.safeArea.top) < 0.5 { context.aboveSafeArea = context.top }
        if let screen, screen.safeArea.bottom > 0,
            abs(context.top + node.frame.height - (screen.height - screen.safeArea.bottom)) < 0.5
        {
            context.belowSafeArea = screen.safeArea.bottom
        }
        return context
    }

    /// Warnings for shadows (a layer's, or a text shadow in any text
    /// attributes) whose blur at `scale` passes `limits.maxBlurSigma`:
    /// the renderer draws them with that σ (a wider blur would be a flat wash
    /// anyway), so the user learns why the shadow is not as wide as written.
    public static func blurWarnings(_ root: ViewNode, styles: ResolvedTree, scale: Double, limits: RenderLimits) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var stack = [root]
        var next = 0
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            guard styles.views.indices.contains(next) else { break }
            let style = styles.views[next].style
            next += 1
            let appearance = LayerAppearance(style)
            if appearance.shadowOpacity > 0, let property = style.property(.layerShadowRadius) {
                let radius = appearance.shadowRadius
                warn(PropertyKeys.layerShadowRadius.keyPath, radius, sigma: radius * scale, property, node)
            }
            // A text shadow's blur (σ is half its radius), in any text attributes and any state.
            let slots = style.keyed.map { (id: $0.property, property: $0.value) }
            let keyed = Set(slots.map(\.id))
            for (id, property) in style.properties.filter({ !keyed.contains($0.key) }).map({ (id: $0.key, property: $0.value) }) + slots {
                let keyPath = style.schema.names.keyPath(id)
                guard keyPath.hasSuffix(TextAttribute.shadowBlurRadius.name), case .value(.number(let radius)) = property.value else { continue }
                warn(keyPath, radius, sigma: radius * scale / 2, property, node)
            }
        }
        return warnings

        func warn(_ keyPath: String, _ radius: Double, sigma: Double, _ property: ResolvedProperty, _ node: ViewNode) {
            guard sigma > limits.maxBlurSigma else { return }
            warnings.append(
                .warning(
                    "\(keyPath) \(formatNumber(radius)) blurs by \(formatNumber(sigma)) px at "
                        + "\(formatNumber(scale))×; shadows blur by at most \(formatNumber(limits.maxBlurSigma)) px",
                    code: .blurClamped, at: location(of: property, in: node, fallback: node.type)))
        }
    }

    /// A view and its style, for locating a value's problems.
    private struct Styled {
        var node: ViewNode
        var style: ResolvedStyle

        /// Where a property's value is written: its rule's line, or the
        /// view's own when set on the view.
        func location<T>(of key: PropertyKey<T>, fallback: String) -> SourceLocation {
            guard let property = style.property(key) else {
                return node.origin ?? SourceLocation(file: fallback, line: 1, column: 1)
            }
            return SceneBuilder.location(of: property, in: node, fallback: fallback)
        }
    }

    /// Decodes the image a property names, once per file however its path
    /// is spelt, within one budget of decoded pixels for the whole render.
    /// Files named `…@2x.png` / `…@3x.png` are taken at that scale, as UIKit
    /// does; an asset catalog's image set gives the file for the render's
    /// scale; a PDF is drawn at the render's scale (``ImageFile``).
    private mutating func image<T>(_ reference: ImageReference, of view: Styled, _ key: PropertyKey<T>) throws(Failure) -> RenderImage {
        if let resizing = reference.resizing {
            var image = try image(reference.unresized, of: view, key)
            image.resizing = resizing
            return image
        }
        if let points = reference.placeholderSize { return try placeholder(points, reference, of: view, key) }
        if let symbol = reference.symbol { return try symbolImage(symbol, reference, of: view, key) }
        if let fill = reference.fill { return solidImage(fill, of: view) }
        let (file, setScale) = reference.file(forScale: Int((renderScale ?? 2).rounded()))
        let path: String
        if let known = canonicalPaths[file] {
            path = known
        } else {
            path = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
            canonicalPaths[file] = path
        }
        if let cached = images[path] { return cached }
        let location = view.location(of: key, fallback: reference.resolvedPath)
        let data: [UInt8]
        do {
            data = try BoundedFileReader.read(file, maxBytes: limits.maxImageFileBytes, beneath: limits.readableRoot)
        } catch {
            throw Failure(
                diagnostic: .error(
                    "cannot read image '\(reference.written)': \(error)", code: .imageUnreadable,
                    at: location))
        }
        do {
            let imageFile = ImageFile(bytes: data, fileScale: setScale.map(Double.init) ?? RenderImage.fileScale(of: file))
            let scale = renderScale ?? 2
            let size = try imageFile.pixelSize(renderScale: scale, limits: limits)
            decodedPixels += min(size.width.multipliedReportingOverflow(by: size.height).partialValue, limits.maxImagePixels + 1)
            guard decodedPixels <= limits.maxTotalImagePixels else {
                throw Failure(
                    diagnostic: .error(
                        "image '\(reference.written)' (\(size.width)×\(size.height)) would take the images of this render past \(limits.maxTotalImagePixels) decoded pixels",
                        code: .imageInvalid, at: location))
            }
            let image = try imageFile.decode(renderScale: scale, limits: limits)
            images[path] = image
            return image
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(diagnostic: .error("image '\(reference.written)': \(error)", code: .imageInvalid, at: location))
        }
    }

    /// Counts `pixels` of a drawn image (a placeholder's, a symbol's) toward
    /// the render's budget of image pixels; past it, an error at `location`.
    private mutating func charge(_ pixels: Double, for what: String, at location: SourceLocation) throws(Failure) {
        decodedPixels += pixels.isFinite ? min(Int(pixels), limits.maxImagePixels + 1) : limits.maxImagePixels + 1
        guard decodedPixels <= limits.maxTotalImagePixels else {
            throw Failure(
                diagnostic: .error(
                    "\(what) would take the images of this render past \(limits.maxTotalImagePixels) pixels", code: .imageInvalid,
                    at: location))
        }
    }

    /// A captured image's placeholder, at the render's scale, counted toward the render's image pixels.
    private mutating func placeholder<T>(
        _ points: Size, _ reference: ImageReference, of view: Styled, _ key: PropertyKey<T>
    ) throws(Failure) -> RenderImage {
        if let cached = images[reference.resolvedPath] { return cached }
        let location = view.location(of: key, fallback: reference.written)
        let scale = renderScale ?? 2
        try charge(points.width * scale * points.height * scale, for: "a placeholder image", at: location)
        do {
            let image = try PlaceholderImage.make(points: points, scale: scale, limits: limits)
            images[reference.resolvedPath] = image
            return image
        } catch {
            throw Failure(diagnostic: .error("placeholder image \(reference.written): \(error)", code: .imageInvalid, at: location))
        }
    }

    /// A symbol's image (Docs/Rendering.md, "Symbols"), at the render's scale
    /// and the view's content size category, counted toward the render's
    /// image pixels: its glyph as a template (monochrome, multicolor) or in
    /// its first colour (palette, hierarchical); an unmapped name's labelled
    /// placeholder. Drawn once per render and written value.
    private mutating func symbolImage<T>(
        _ symbol: SymbolImage, _ reference: ImageReference, of view: Styled, _ key: PropertyKey<T>
    ) throws(Failure) -> RenderImage {
        let location = view.location(of: key, fallback: reference.written)
        let engine = text ?? Self.systemText
        let traits = view.style.traits
        let scale = renderScale ?? 2
        var color = Color(red: 0, green: 0, blue: 0, alpha: 255)
        if symbol.renderingMode == .palette || symbol.renderingMode == .hierarchical, let first = symbol.colors.first {
            color = first.resolved(
                dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high,
                elevated: traits.userInterfaceLevel == .elevated)
        }
        let category = traits.preferredContentSizeCategory
        // A symbol pointing a horizontal way is mirrored right to left, as iOS mirrors it.
        let mirrored = traits.layoutDirection == .rightToLeft && SymbolGlyphs.isDirectional(symbol.name)
        // One symbol draws differently in another colour, text size or direction: all are in its key.
        let cacheKey = "\(reference.resolvedPath)|\(color)|\(category)|\(mirrored)"
        if let cached = images[cacheKey] { return cached }
        let height = TextEngine.symbolHeight(symbol, category: category)
        // A placeholder for a long name is wider than high: four heights are counted.
        try charge(height * scale * height * scale * 4, for: "symbol '\(symbol.name)'", at: location)
        do {
            var image =
                try engine.symbolImage(symbol, category: category, scale: scale, color: color, limits: limits)
                ?? SymbolPlaceholder.image(symbol, category: category, scale: scale, text: engine, limits: limits)
            if mirrored, SymbolGlyphs.glyph(symbol.name) != nil { image.canvas = image.canvas.mirroredHorizontally() }
            images[cacheKey] = image
            return image
        } catch {
            throw Failure(diagnostic: .error("symbol '\(symbol.name)': \(error)", code: .imageInvalid, at: location))
        }
    }

    /// A solid colour's image: one point of the colour for the view's traits, as the app's
    /// image is drawn with the colour it resolves to where it is made.
    private func solidImage(_ fill: DynamicColor, of view: Styled) -> RenderImage {
        let traits = view.style.traits
        let color = fill.resolved(
            dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high,
            elevated: traits.userInterfaceLevel == .elevated)
        let channels = [color.red, color.green, color.blue].map { UInt8(Blend.div255(UInt32($0) * UInt32(color.alpha))) }
        return RenderImage(canvas: Canvas(width: 1, height: 1, checkedPixels: channels + [color.alpha]), scale: 1)
    }

    /// A label's text or a button's title must be within the text length limit.
    private func checkText(_ text: String, of view: Styled, _ key: PropertyKey<String>) throws(Failure) {
        do {
            try limits.checkText(text)
        } catch {
            throw Failure(
                diagnostic: .error(
                    "\(key.keyPath): \(error)", code: .textTooLong,
                    at: view.location(of: key, fallback: view.node.type)))
        }
    }

    /// Warns once per render about a family fontconfig does not have (at
    /// the font's line) and each character no installed font has (at the text's).
    private mutating func checkFont(
        _ font: ResolvedFont, for string: String, of view: Styled, _ fontKey: PropertyKey<ResolvedFont>, _ textKey: PropertyKey<String>
    ) {
        guard let text else { return }
        if font.family != "system", !font.family.isEmpty, text.files.searchesInstalledFonts,
            FontCatalog.shared.face(family: font.family, weight: font.weight) == nil,
            reportedFamilies.insert(font.family).inserted
        {
            warnings.append(
                .warning(
                    "font family '\(font.family)' is not installed; drawing with the system font",
                    code: .unknownFontFamily, at: view.location(of: fontKey, fallback: view.node.type),
                    hint: "`fc-list : family` lists the installed families"))
        }
        let missing = ((try? text.missingCharacters(in: string, font: font)) ?? []).filter {
            reportedCharacters.insert($0).inserted
        }
        guard !missing.isEmpty else { return }
        // One warning per text, naming at most eight characters.
        let named = missing.prefix(8).map { scalar in
            "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + " '\(String(scalar))'"
        }
        let more = missing.count > 8 ? " and \(missing.count - 8) more" : ""
        let subject = missing.count == 1 ? named[0] : "\(missing.count) of its characters: " + named.joined(separator: ", ") + more
        warnings.append(
            .warning(
                "no installed font has \(subject); drawn as missing-glyph boxes",
                code: .missingGlyph, at: view.location(of: textKey, fallback: view.node.type),
                hint: "install a font that covers them (Docs/Rendering.md, Text)"))
    }

    /// Where a value is written: its rule's line, or the view's own when set
    /// on the view (`fallback` names the file when the view has no origin).
    private static func location(of property: ResolvedProperty, in node: ViewNode, fallback: String) -> SourceLocation {
        if case .rule(_, let origin) = property.source { return origin }
        return node.origin ?? SourceLocation(file: fallback, line: 1, column: 1)
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
