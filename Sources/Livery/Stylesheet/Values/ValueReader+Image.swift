import Foundation
import LiveryYAML

extension ValueReader {
    /// `none` (the empty image), an imported asset catalog's image set by
    /// name, or a path relative to the context's base directory; the file must exist.
    mutating func image(_ node: YAMLNode) -> ImageReference? {
        guard let written = string(node, expecting: .image) else { return nil }
        guard !written.isEmpty else {
            reportNull(node, expecting: .image)
            return nil
        }
        if written == ImageReference.empty.written { return .empty }
        if let set = context.images[written] { return set }
        if let why = context.undrawableImages[written] {
            sink.report(.missingImage, why, at: node, hint: "add a PNG rendition to the image set, or name a PNG file")
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
}
