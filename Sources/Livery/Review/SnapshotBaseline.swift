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
    package var variant: String
    package var scale: Int
    package var fingerprint: SnapshotFingerprint
    /// The rendered image: its digest and `WIDTHxHEIGHT` in pixels.
    package var image: String
    package var views: [View]

    package init(
        screen: String, tree: String, variant: String, scale: Int, fingerprint: SnapshotFingerprint, image: String, views: [View]
    ) {
        self.screen = screen
        self.tree = tree
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
            SnapshotBaseline.magic, "screen: \(screen)", "tree: \(tree)", "variant: \(variant)", "scale: \(scale)",
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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func fail(_ message: String, line: Int, column: Int = 1) -> Failure {
            Failure(
                diagnostic: .error(
                    message, code: .badBaseline, at: SourceLocation(file: file, line: line, column: column),
                    hint: "record it again with `livery snapshot record`"))
        }
        guard lines.first.map({ String($0) == SnapshotBaseline.magic }) == true else {
            throw fail("not a Livery snapshot baseline: the first line must be '\(SnapshotBaseline.magic)'", line: 1)
        }
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let number = index + 1
            if line.hasPrefix("\t") {
                let fields = line.dropFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 3, !fields[0].isEmpty else {
                    throw fail("a property line is a tab, then keypath, value and origin separated by tabs", line: number, column: 2)
                }
                guard !views.isEmpty else { throw fail("a property line before any view line", line: number) }
                views[views.count - 1].properties.append(Property(keyPath: fields[0], value: fields[1], origin: fields[2]))
            } else if line.hasPrefix("view\t") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 5, !fields[3].isEmpty else {
                    throw fail("a view line is 'view', path, id, class and frame separated by tabs", line: number)
                }
                views.append(View(path: fields[1], id: fields[2].isEmpty ? nil : fields[2], type: fields[3], frame: fields[4], properties: []))
            } else if let colon = line.firstIndex(of: ":"), views.isEmpty {
                let key = String(line[..<colon])
                guard SnapshotBaseline.headerKeys.contains(key) else {
                    throw fail("unknown header key '\(key)'", line: number)
                }
                guard header[key] == nil else { throw fail("'\(key)' is given twice", line: number) }
                header[key] = line[line.index(after: colon)...].trimmingSpaces()
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
            screen: header["screen"] ?? "", tree: header["tree"] ?? "", variant: header["variant"] ?? "", scale: scale,
            fingerprint: SnapshotFingerprint(
                livery: header["livery"] ?? "", fonts: header["fonts"] ?? "", stylesheet: header["stylesheet"] ?? "",
                tree: header["tree-digest"] ?? ""),
            image: header["image"] ?? "", views: views)
    }

    static let headerKeys = ["screen", "tree", "variant", "scale", "livery", "fonts", "stylesheet", "tree-digest", "image"]
}

extension SnapshotBaseline {
    /// Every view of a resolved tree with its frame (`frames` in the same
    /// pre-order) and its properties as `apply` lists them, each with where
    /// it was set; a path under `folder` is written relative to it, so a
    /// baseline reads the same on every checkout.
    package static func views(of tree: ResolvedTree, frames: [Rect], relativeTo folder: String) -> [View] {
        let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        return zip(tree.views, frames).map { view, frame in
            View(
                path: view.path, id: view.id, type: view.type,
                frame: "[\([frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: ", "))]",
                properties: view.style.propertiesByKeyPath.map { entry in
                    let origin = StyleChange.origin(entry.property.source)
                    return Property(
                        keyPath: entry.keyPath, value: entry.property.value.listingText,
                        origin: !prefix.isEmpty && origin.hasPrefix(prefix) ? String(origin.dropFirst(prefix.count)) : origin)
                })
        }
    }
}
