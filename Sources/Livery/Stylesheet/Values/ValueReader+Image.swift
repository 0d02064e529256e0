import Foundation
import LiveryYAML

extension ValueReader {
    /// `none` (the empty image), an imported asset catalog's image set by
    /// name, or a path relative to the context's base directory; the file
    /// must exist; or an SF Symbol, `{ symbol: NAME, … }`; or either of the
    /// first two with cap insets, `{ image: NAME, capInsets: [t, l, b, r] }`.
    /// In a tree, also `{ placeholder: [w, h] }`.
    mutating func image(_ node: YAMLNode) -> ImageReference? {
        if let pairs = node.mapping {
            if pairs.contains(where: { $0.key.text == "symbol" }) { return symbol(node).map(ImageReference.symbol) }
            if pairs.contains(where: { $0.key.text == "color" }) { return solid(pairs, at: node) }
            if pairs.contains(where: { $0.key.text == "image" }) { return resizable(pairs, at: node) }
            if pairs.contains(where: { $0.key.text == "placeholder" }) || pairs.count == 0 { return placeholder(node) }
            // `{ colour: red }`: a map of none of the image forms, named at its first key.
            let forms = ["image", "symbol", "color"] + (context.allowsPlaceholderImages ? ["placeholder"] : [])
            if let first = pairs.first { sink.reportUnknownKey(first.key, allowed: forms, in: "an image") }
            return nil
        }
        guard let written = string(node, expecting: .image) else { return nil }
        guard !written.isEmpty else {
            reportNull(node, expecting: .image)
            return nil
        }
        if written == ImageReference.empty.written { return .empty }
        if let set = context.images[written] { return set }
        if let why = context.undrawableImages[written] {
            sink.report(.missingImage, why, at: node, hint: "add a PNG or PDF file to the image set, or name a PNG file")
            return nil
        }
        let resolved = FilePath.resolve(written, relativeTo: context.baseDirectory)
        // Outside the served folder before anything else: whether such a file exists is not to be told.
        if let root = context.readableRoot, !root.contains(resolved) {
            sink.report(
                .missingImage, "image file '\(written)' is outside the served folder", at: node,
                hint: "only files under the served folder are read")
            return nil
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            sink.report(
                .missingImage, "image file '\(written)' not found (looked for \(resolved))", at: node,
                hint: "image paths are relative to the folder of the file that names them")
            return nil
        }
        guard !isDirectory.boolValue else {
            sink.report(
                .missingImage, "'\(written)' is a folder, not an image file (\(resolved))", at: node,
                hint: "name a PNG file inside it")
            return nil
        }
        return ImageReference(written: written, resolvedPath: resolved)
    }

    /// The largest cap inset, in points.
    static let maxCapInset = 10_000.0

    /// `{ image: bar, capInsets: [0, 8, 0, 8], resizingMode: stretch }`: an image
    /// set or file, made resizable as `resizableImage(withCapInsets:resizingMode:)`
    /// makes it; the mode is `tile` unless given, as UIKit's is.
    private mutating func resizable(_ pairs: YAMLPairs, at node: YAMLNode) -> ImageReference? {
        for pair in pairs where !["image", "capInsets", "resizingMode"].contains(pair.key.text) {
            sink.reportUnknownKey(pair.key, allowed: ["image", "capInsets", "resizingMode"], in: "a resizable image")
            return nil
        }
        guard let name = node["image"] else { return nil }
        guard name.mapping == nil else {
            sink.report(
                .wrongKind, "a resizable image's 'image' is an image set's name or a file's path, found a mapping", at: name)
            return nil
        }
        guard let insetsNode = node["capInsets"] else {
            sink.report(.missingKey, "a resizable image needs 'capInsets: [top, left, bottom, right]'", at: node)
            return nil
        }
        guard var image = image(name) else { return nil }
        guard !image.isEmptyImage else {
            sink.report(.wrongKind, "'none' has no size to keep caps of", at: name, hint: "name an image set or a PNG file")
            return nil
        }
        guard let insets = components(insetsNode, labels: ["top", "left", "bottom", "right"], kind: .insets, single: true, missing: 0)
        else { return nil }
        guard insets.allSatisfy({ $0 >= 0 && $0 <= ValueReader.maxCapInset }) else {
            sink.report(
                .outOfRange,
                "cap insets are 0 to \(formatNumber(ValueReader.maxCapInset)) points, found [\(insets.map(formatNumber).joined(separator: ", "))]",
                at: insetsNode)
            return nil
        }
        var mode = ImageResizing.Mode.tile
        if let modeNode = node["resizingMode"] {
            guard let name = enumCase(modeNode, cases: ImageResizing.Mode.allCases.map(\.rawValue)) else { return nil }
            mode = ImageResizing.Mode(rawValue: name) ?? .tile
        }
        image.resizing = ImageResizing(
            capInsets: Insets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]), mode: mode)
        return image
    }

    /// `{ color: brand }`: a solid colour's image, as an app draws one to fill a bar with a colour
    /// (`UIGraphicsImageRenderer` filling one point). Any colour a colour property takes.
    private mutating func solid(_ pairs: YAMLPairs, at node: YAMLNode) -> ImageReference? {
        for pair in pairs where pair.key.text != "color" {
            sink.reportUnknownKey(pair.key, allowed: ["color"], in: "a solid colour image")
            return nil
        }
        guard let value = node["color"], let color = color(value, depth: 0) else { return nil }
        return .solid(color)
    }

    /// The largest side of a placeholder image, in points.
    static let maxPlaceholderPoints = 10_000.0

    /// `{ placeholder: [width, height] }`: an image a capture did not keep,
    /// drawn as a placeholder of its size (Docs/Capture.md). Trees only: a
    /// stylesheet's image reaches the device, where a placeholder has no meaning.
    private mutating func placeholder(_ node: YAMLNode) -> ImageReference? {
        guard context.allowsPlaceholderImages else {
            sink.report(
                .wrongKind, "expected \(ValueReader.expectation(.image)), found a mapping", at: node,
                hint: "a placeholder image ({ placeholder: [w, h] }) is written by a capture, in a tree")
            return nil
        }
        guard let pairs = node.mapping else { return nil }
        for pair in pairs where pair.key.text != "placeholder" {
            sink.reportUnknownKey(pair.key, allowed: ["placeholder"], in: "an image")
            return nil
        }
        guard let size = node["placeholder"] else {
            sink.report(.missingKey, "a placeholder image needs 'placeholder: [width, height]'", at: node)
            return nil
        }
        guard let sides = components(size, labels: ["width", "height"], kind: .size) else { return nil }
        guard sides.allSatisfy({ $0 >= 0 && $0 <= ValueReader.maxPlaceholderPoints }) else {
            sink.report(
                .outOfRange,
                "a placeholder image's sides are 0 to \(formatNumber(ValueReader.maxPlaceholderPoints)) points, found [\(sides.map(formatNumber).joined(separator: ", "))]",
                at: size)
            return nil
        }
        return .placeholder(Size(width: sides[0], height: sides[1]))
    }
}
