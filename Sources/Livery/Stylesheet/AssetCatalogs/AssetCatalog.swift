import Foundation
import LiveryCore
import LiveryYAML

/// An Xcode asset catalog (`.xcassets`) imported by a stylesheet
/// (Docs/Stylesheets.md, "Asset catalogs"): every colour set becomes a
/// palette colour and every image set an image name, each under the name
/// `UIColor(named:)` and `UIImage(named:)` use — a folder that provides a
/// namespace prefixes its contents (`Brand/Primary`).
///
/// The folder is walked without following symbolic links, within
/// ``maxEntries`` and ``maxDepth``; each `Contents.json` is read beneath the
/// catalog's folder with no link followed (a link is reported at the import,
/// so no message quotes what it points to), within ``maxContentsBytes``, by
/// the located reader, so a problem in one is reported at its line and
/// column. An image set's PNG that is a link is not drawn.
struct AssetCatalog {
    /// Most files and folders one catalog may hold (walked before anything is read).
    static let maxEntries = 20_000
    /// Deepest folder nesting inside a catalog.
    static let maxDepth = 16
    /// Largest `Contents.json`.
    static let maxContentsBytes = 1 << 20

    let path: String
    /// Where the catalog is imported: where a file it will not read is reported.
    private let importedAt: SourceLocation
    /// The catalog's folder, links resolved: every read stays beneath it and follows no link.
    private let root: ReadableRoot
    private(set) var colors: [String: DynamicColor] = [:]
    private(set) var images: [String: ImageReference] = [:]
    /// Image sets with no PNG file Livery can draw, by name: why.
    private(set) var undrawable: [String: String] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// The bytes of `Contents.json` files read; at most the budget given.
    private(set) var bytesRead = 0
    /// The budget ran out: nothing more is read.
    private var budgetSpent = false
    /// What may still be read, and the compilation's whole budget (for the message).
    private let byteBudget: (left: Int, total: Int)

    /// Reads the catalog at `path` (its importer has checked it may be
    /// read: inside the served folder under `livery serve`); `at` is the
    /// import, where a problem with the catalog as a whole is reported. `byteBudget` is what is left
    /// of `StylesheetLimits.maxCatalogBytes`, and of how much.
    init(
        path: String, importedAt at: SourceLocation, yamlLimits: YAMLLimits,
        byteBudget: (left: Int, total: Int)
    ) {
        self.byteBudget = byteBudget
        self.path = path
        root = ReadableRoot(path, followingLinks: false)
        importedAt = at
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(
                Diagnostic(
                    .missingImport, "asset catalog '\(URL(fileURLWithPath: path).lastPathComponent)' not found (looked for \(path))", at: at,
                    hint: "name the .xcassets folder, relative to the stylesheet"))
            return
        }
        var pending: [(folder: String, namespace: String, depth: Int)] = [(path, "", 0)]
        var entries = 0
        while let (folder, namespace, depth) = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            entries += names.count
            guard entries <= AssetCatalog.maxEntries else {
                diagnostics.append(
                    Diagnostic(.importLimit, "the asset catalog holds more than \(AssetCatalog.maxEntries) files and folders", at: at))
                return
            }
            for name in names {
                guard !budgetSpent else { return }
                let child = folder + "/" + name
                guard AssetCatalog.isPlainFolder(child) else { continue }
                let (stem, kind) = AssetCatalog.split(name)
                switch kind {
                case "colorset":
                    readColorSet(child, name: namespace + stem, yamlLimits: yamlLimits)
                case "imageset":
                    readImageSet(child, name: namespace + stem, yamlLimits: yamlLimits)
                case "":
                    guard depth + 1 < AssetCatalog.maxDepth else {
                        diagnostics.append(
                            Diagnostic(.importLimit, "the asset catalog nests folders more than \(AssetCatalog.maxDepth) deep", at: at))
                        return
                    }
                    let contents = self.contents(child, yamlLimits: yamlLimits, required: false)
                    let provides = contents?["properties"]?["provides-namespace"]?.text == "true"
                    pending.append((child, provides ? namespace + stem + "/" : namespace, depth + 1))
                default:
                    continue  // app icons, symbols, data sets: not styling
                }
            }
        }
    }

    /// A file the catalog will not read because it is a symbolic link (or
    /// lies behind one), reported at the import: a message located in the
    /// link would quote the file it points to.
    private func linkNotFollowed(_ file: String) -> Diagnostic {
        let relative = file.hasPrefix(path + "/") ? String(file.dropFirst(path.count + 1)) : file
        return Diagnostic(
            .badImport, "'\(relative)' in the asset catalog is a symbolic link; asset catalogs are read without following links", at: importedAt,
            hint: "copy the file into the catalog")
    }

    /// A folder's name and its asset type (`Primary.colorset` → `Primary`, `colorset`).
    static func split(_ name: String) -> (stem: String, kind: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// A real folder: not a file, not a symbolic link (never followed).
    private static func isPlainFolder(_ path: String) -> Bool {
        guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else { return false }
        return type == .typeDirectory
    }

    /// A folder's `Contents.json`, parsed; nil (reported when `required`) when absent or bad.
    private mutating func contents(
        _ folder: String, yamlLimits: YAMLLimits, required: Bool
    ) -> YAMLNode? {
        let file = folder + "/Contents.json"
        let start = SourceLocation(file: file, line: 1, column: 1)
        let bytes: [UInt8]
        // The same file beneath the catalog's resolved folder (the path as imported may be relative or pass through links).
        let inside = file.dropFirst(path.count).drop { $0 == "/" }
        do {
            bytes = try BoundedFileReader.read(
                root.path + "/" + inside, maxBytes: min(AssetCatalog.maxContentsBytes, byteBudget.left - bytesRead), beneath: root)
            bytesRead += bytes.count
        } catch .missing {
            if required { diagnostics.append(Diagnostic(.badImport, "the asset has no Contents.json", at: start)) }
            return nil
        } catch .tooLarge(let size, _) where size <= AssetCatalog.maxContentsBytes {
            diagnostics.append(
                Diagnostic(
                    .importLimit,
                    "asset catalogs' Contents.json files would total more than \(byteBudget.total) bytes: '\(inside)' is \(size) bytes",
                    at: importedAt, hint: "a colour or image set's Contents.json is well under a kilobyte; check what wrote these"))
            budgetSpent = true
            return nil
        } catch .tooLarge(let size, let limit) {
            diagnostics.append(Diagnostic(.inputTooLarge, "'Contents.json' is \(size) bytes; the limit is \(limit)", at: start))
            return nil
        } catch .symbolicLink, .outside {
            diagnostics.append(linkNotFollowed(file))
            return nil
        } catch {
            diagnostics.append(Diagnostic(.badImport, "cannot read Contents.json: \(error)", at: start))
            return nil
        }
        do {
            return try YAMLReader.parse(bytes, limits: yamlLimits)
        } catch {
            diagnostics.append(Diagnostic(error, file: file))
            return nil
        }
    }

    private mutating func readColorSet(_ folder: String, name: String, yamlLimits: YAMLLimits) {
        guard let document = contents(folder, yamlLimits: yamlLimits, required: true) else { return }
        var reader = ColorSetReader(file: folder + "/Contents.json")
        let color = reader.read(document)
        diagnostics += reader.sink.diagnostics
        guard var color else { return }
        color.name = name
        color.isCatalogColor = true
        colors[name] = color
    }

    /// An image set's PNG files for the phone (iPhone or universal, any
    /// appearance), by scale; a set without them, its PDF (drawn at any
    /// scale, as Xcode rasterizes it). SVGs and other formats are left to the device.
    private mutating func readImageSet(_ folder: String, name: String, yamlLimits: YAMLLimits) {
        let file = folder + "/Contents.json"
        guard let document = contents(folder, yamlLimits: yamlLimits, required: true) else { return }
        var sink = DiagnosticSink(file: file)
        defer { diagnostics += sink.diagnostics }
        guard let entries = document["images"]?.sequence else {
            sink.report(.missingKey, "an image set lists its files under \"images\"", at: document["images"] ?? document)
            return
        }
        var byScale: [Int: (path: String, isPhone: Bool)] = [:]
        var pdf: (path: String, scale: Int, isPhone: Bool, node: YAMLNode)?
        /// A file the set names that is not there to draw: what a rule naming the set is told.
        var unreadable: String?
        for entry in entries {
            let idiom = entry["idiom"]?.text ?? "universal"
            guard idiom == "universal" || idiom == "iphone", entry["appearances"] == nil,
                let filename = entry["filename"]?.text
            else { continue }
            let isPDF = filename.lowercased().hasSuffix(".pdf")
            guard isPDF || filename.lowercased().hasSuffix(".png") else { continue }
            guard !filename.contains("/"), filename != "..", let filenameNode = entry["filename"] else {
                sink.report(.badImport, "an image file is named inside its image set, found '\(filename)'", at: entry["filename"] ?? entry)
                continue
            }
            let scaleText = entry["scale"]?.text ?? "1x"
            guard let scale = Int(scaleText.dropLast()), scaleText.hasSuffix("x"), (1...3).contains(scale) else {
                sink.report(.badImport, "an image's scale is 1x, 2x or 3x, found '\(scaleText)'", at: entry["scale"] ?? entry)
                continue
            }
            let path = AssetCatalog.file(filename, in: folder)
            if isPDF {
                // Looked at only when the set has no PNG to draw instead.
                if pdf == nil || (idiom == "iphone" && pdf?.isPhone == false) { pdf = (path, scale, idiom == "iphone", filenameNode) }
                continue
            }
            guard isDrawable(path, named: filename, at: filenameNode, &sink) else {
                unreadable = unreadable ?? filename
                continue
            }
            if let known = byScale[scale], known.isPhone || idiom != "iphone" { continue }
            byScale[scale] = (path, idiom == "iphone")
        }
        let files = byScale.keys.sorted().compactMap { scale in byScale[scale].map { ImageReference.ScaledPath(scale: scale, path: $0.path) } }
        if let largest = files.last {
            images[name] = ImageReference(written: name, resolvedPath: largest.path, scaledPaths: files)
        } else if let pdf, isDrawable(pdf.path, named: (pdf.path as NSString).lastPathComponent, at: pdf.node, &sink) {
            images[name] = ImageReference(written: name, resolvedPath: pdf.path, scaledPaths: [.init(scale: pdf.scale, path: pdf.path)])
        } else if let file = unreadable ?? pdf.map({ ($0.path as NSString).lastPathComponent }) {
            undrawable[name] = "image set '\(name)' names '\(file)', which is not in the set to read, and no other PNG or PDF file for the iPhone"
        } else {
            undrawable[name] = "image set '\(name)' has no PNG or PDF file for the iPhone; Livery previews PNG and PDF files"
        }
    }

    /// The path of the image set's file `filename` names. Where no file has those bytes, one whose name is the same text
    /// in another Unicode normalization (`Contents.json` written in NFD, the checkout's file in NFC), as Apple's file
    /// systems find it.
    static func file(_ filename: String, in folder: String) -> String {
        let path = folder + "/" + filename
        guard !FileManager.default.fileExists(atPath: path),
            let same = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).first(where: { $0 == filename })
        else { return path }
        return folder + "/" + same
    }

    /// Whether an image set's file is there to read. A missing file is a
    /// warning at its name, as Xcode's asset compiler gives one and builds the
    /// set from its other files; a rule naming a set left with none is the
    /// error. A symbolic link is not followed.
    private mutating func isDrawable(_ path: String, named filename: String, at node: YAMLNode, _ sink: inout DiagnosticSink) -> Bool {
        guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else {
            diagnostics.append(
                .warning(
                    "image file '\(filename)' is not in the image set; the set is built from its other files, as Xcode builds it",
                    code: .missingImage, at: node.location(in: sink.file), hint: "remove the entry's filename, or add the file"))
            return false
        }
        guard type != .typeSymbolicLink else {
            diagnostics.append(linkNotFollowed(path))
            return false
        }
        return true
    }
}
