/// One screen's approved look, as text (Docs/Snapshots.md): the fingerprint
/// of what drew it, its image's digest, and every view's frame and resolved
/// properties with the rule that set each. A reviewer reads a change to it
/// in a pull request's diff; `livery snapshot verify` compares the screen
/// as it is now with it.
///
/// The file is a header of `key: value` lines, then a line per view
/// (`view`, path, id, class, frame, tab-separated) followed by a line per
/// property (a tab, keypath, value, origin, tab-separated). Fields are
/// written with control characters escaped, so a tab or a line break in an
/// id or a string value can never split a field.
package struct SnapshotBaseline: Sendable, Hashable {
    package struct Property: Sendable, Hashable {
        package var keyPath: String
        package var value: String
        /// The rule's `file:line:column`, or how the value came (`explicit`).
        package var origin: String
    }

    package struct View: Sendable, Hashable {
        /// As `apply` prints it: `""` for the root.
        package var path: String
        package var id: String?
        package var type: String
        /// `[x, y, width, height]` in points.
        package var frame: String
        package var properties: [Property]
    }

    /// The screen's name: its gallery file's name without `.png` (`Settings.dark@2x`).
    package var screen: String
    package var tree: String
    /// The stylesheet, as named on the command line; an origin in it is
    /// written `:LINE` (``origin(_:)`` spells it out).
    package var style: String
    package var variant: String
    package var scale: Int
    package var fingerprint: SnapshotFingerprint
    /// The rendered image: its digest and `WIDTHxHEIGHT` in pixels.
    package var image: String
    package var views: [View]

    package init(
        screen: String, tree: String, style: String, variant: String, scale: Int, fingerprint: SnapshotFingerprint, image: String,
        views: [View]
    ) {
        self.screen = screen
        self.tree = tree
        self.style = style
        self.variant = variant
        self.scale = scale
        self.fingerprint = fingerprint
        self.image = image
        self.views = views
    }

    /// The first line of every baseline: the format and its version.
    static let magic = "livery-snapshot: 1"

    /// The most bytes a baseline file may have (Docs/Limits.md): a screen's is
    /// a few kilobytes, so anything near this is not a baseline.
    package static let maxBytes = 1 << 20

    /// The file's text.
    package var text: String {
        var lines = [
            SnapshotBaseline.magic, "screen: \(screen)", "tree: \(tree)", "style: \(style)", "variant: \(variant)", "scale: \(scale)",
            "livery: \(fingerprint.livery)", "fonts: \(fingerprint.fonts)", "stylesheet: \(fingerprint.stylesheet)",
            "tree-digest: \(fingerprint.tree)", "image: \(image)",
        ].map(\.escapingControlCharacters)
        for view in views {
            lines.append((["view", view.path, view.id ?? "", view.type, view.frame]).map(\.escapingControlCharacters).joined(separator: "\t"))
            for property in view.properties {
                lines.append(
                    "\t" + [property.keyPath, property.value, property.origin].map(\.escapingControlCharacters).joined(separator: "\t"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file that is not a baseline, as a located diagnostic.
    package struct Failure: Error, Sendable {
        package var diagnostic: Diagnostic

        package init(diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    /// Reads a baseline's text; a line that is not one is a `bad-baseline`
    /// error at its line and column.
    package init(parsing text: String, file: String) throws(Failure) {
        var header: [String: String] = [:]
        var views: [View] = []
        // Split as bytes: a tab and a line feed are one byte each in UTF-8, and never part of another character.
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        func fail(_ message: String, line: Int, column: Int = 1) -> Failure {
            Failure(
                diagnostic: .error(
                    message, code: .badBaseline, at: SourceLocation(file: file, line: line, column: column),
                    hint: "record it again with `livery snapshot record`"))
        }
        func fields(_ line: Substring.UTF8View) -> [String] {
            line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(Substring($0)) }
        }
        guard lines.first.map({ String(Substring($0)) == SnapshotBaseline.magic }) == true else {
            throw fail("not a Livery snapshot baseline: the first line must be '\(SnapshotBaseline.magic)'", line: 1)
        }
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let number = index + 1
            if line.first == 0x09 {
                let fields = fields(line.dropFirst())
                guard fields.count == 3, !fields[0].isEmpty else {
                    throw fail("a property line is a tab, then keypath, value and origin separated by tabs", line: number, column: 2)
                }
                guard !views.isEmpty else { throw fail("a property line before any view line", line: number) }
                views[views.count - 1].properties.append(Property(keyPath: fields[0], value: fields[1], origin: fields[2]))
            } else if line.starts(with: "view\t".utf8) {
                let fields = fields(line)
                guard fields.count == 5, !fields[3].isEmpty else {
                    throw fail("a view line is 'view', path, id, class and frame separated by tabs", line: number)
                }
                views.append(View(path: fields[1], id: fields[2].isEmpty ? nil : fields[2], type: fields[3], frame: fields[4], properties: []))
            } else if let colon = line.firstIndex(of: UInt8(ascii: ":")), views.isEmpty {
                let key = String(Substring(line[..<colon]))
                guard SnapshotBaseline.headerKeys.contains(key) else {
                    throw fail("unknown header key '\(key)'", line: number)
                }
                guard header[key] == nil else { throw fail("'\(key)' is given twice", line: number) }
                header[key] = Substring(line[line.index(after: colon)...]).trimmingSpaces()
            } else {
                throw fail("expected a view line or a property line", line: number)
            }
        }
        for key in SnapshotBaseline.headerKeys where header[key] == nil {
            throw fail("the header has no '\(key)'", line: 1)
        }
        guard let scale = header["scale"].flatMap(Int.init), (1...3).contains(scale) else {
            throw fail("'scale' must be 1, 2 or 3", line: 1)
        }
        self.init(
            screen: header["screen"] ?? "", tree: header["tree"] ?? "", style: header["style"] ?? "", variant: header["variant"] ?? "", scale: scale,
            fingerprint: SnapshotFingerprint(
                livery: header["livery"] ?? "", fonts: header["fonts"] ?? "", stylesheet: header["stylesheet"] ?? "",
                tree: header["tree-digest"] ?? ""),
            image: header["image"] ?? "", views: views)
    }

    static let headerKeys = ["screen", "tree", "style", "variant", "scale", "livery", "fonts", "stylesheet", "tree-digest", "image"]
}

extension SnapshotBaseline {
    /// Every view of a resolved tree with its frame (`frames` in the same
    /// pre-order, to a thousandth of a point) and its properties as `apply`
    /// lists them, each with the `file:line` of the rule that set it (`:LINE`
    /// in ``style``, which most are); a path under `folder` is written
    /// relative to it, so a baseline reads the same on every checkout.
    package static func views(of tree: ResolvedTree, frames: [Rect], style: String, relativeTo folder: String) -> [View] {
        let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        func relative(_ file: String) -> String {
            !prefix.isEmpty && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        }
        let styleFile = relative(style)
        func origin(_ source: ValueSource) -> String {
            guard case .rule(_, let location) = source else { return source.description }
            let file = relative(location.file)
            return (file == styleFile ? "" : file) + ":\(location.line)"
        }
        return zip(tree.views, frames).map { view, frame in
            let sides = [frame.x, frame.y, frame.width, frame.height].map { formatNumber(($0 * 1000).rounded() / 1000) }
            return View(
                path: view.path, id: view.id, type: view.type, frame: "[\(sides.joined(separator: ", "))]",
                properties: view.style.propertiesByKeyPath.map { entry in
                    Property(keyPath: entry.keyPath, value: entry.property.value.listingText, origin: origin(entry.property.source))
                })
        }
    }

    /// An origin as the file holds it, spelled out: `:12` is line 12 of ``style``.
    package func origin(_ written: String) -> String { written.hasPrefix(":") ? style + written : written }
}
