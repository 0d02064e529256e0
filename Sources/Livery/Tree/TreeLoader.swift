import LiveryYAML

/// Reads tree documents (Docs/Trees.md) into ``TreeDocument``s, reporting every
/// problem as a located ``Diagnostic``. Nodes are read with an explicit stack,
/// so nesting depth never touches the call stack.
public enum TreeLoader {
    /// Ceilings on a tree document (Docs/Limits.md).
    public struct Limits: Sendable, Hashable {
        /// The YAML reader's limits; `yaml.maxBytes` is also the largest file read.
        public var yaml: YAMLLimits
        /// Most nodes in one tree.
        public var maxNodes: Int
        /// When set, images must lie under this folder (`livery serve`).
        public var readableRoot: ReadableRoot?

        public init(yaml: YAMLLimits = .default, maxNodes: Int = 10_000) {
            self.yaml = yaml
            self.maxNodes = maxNodes
        }
    }

    /// Reads and loads the tree document at `path`.
    public static func load(
        contentsOf path: String, registry: TypeRegistry, axes: [CustomTraitAxis] = [], images: [String: ImageReference] = [:],
        limits: Limits = Limits(), onDevice: Bool = false, diagnostics: inout [Diagnostic]
    ) -> TreeDocument? {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.read(path, maxBytes: limits.yaml.maxBytes, beneath: limits.readableRoot)
        } catch .outside {
            diagnostics.append(.error("the tree document is outside the served folder", code: .fileNotFound, at: start))
            return nil
        } catch .tooLarge(let size, let limit) {
            diagnostics.append(
                .error(
                    "'\(path)' is \(size) bytes; the limit is \(limit)",
                    code: .inputTooLarge, at: start))
            return nil
        } catch {
            diagnostics.append(.error("cannot read tree document '\(path)': \(error)", code: .fileNotFound, at: start))
            return nil
        }
        return load(
            bytes, file: path, registry: registry, axes: axes, images: images, limits: limits, onDevice: onDevice,
            diagnostics: &diagnostics)
    }

    /// Loads a tree document's text; `file` is the path diagnostics name (a
    /// capture posted to `livery serve` is checked before it is saved there).
    public static func load(
        _ bytes: [UInt8], file: String, registry: TypeRegistry, axes: [CustomTraitAxis] = [], images: [String: ImageReference] = [:],
        limits: Limits = Limits(), onDevice: Bool = false, diagnostics: inout [Diagnostic]
    ) -> TreeDocument? {
        let yaml: YAMLNode
        do {
            yaml = try YAMLReader.parse(bytes, limits: limits.yaml)
        } catch {
            diagnostics.append(Diagnostic(error, file: file))
            return nil
        }
        return load(
            yaml, file: file, registry: registry, axes: axes, images: images, limits: limits, onDevice: onDevice,
            diagnostics: &diagnostics)
    }

    /// Loads a parsed tree document; `file` is the path diagnostics name, and
    /// image paths in `set:` are relative to its folder. `registry` and `axes`
    /// are the stylesheet's classes and declared traits, `images` the image
    /// names it sees (its table's: a captured tree names catalog images);
    /// `onDevice` when the caller shows it on a device (`--device`), whose
    /// screen the root fills, so the root may omit its frame. Returns
    /// nil when there was an error (every error is reported).
    public static func load(
        _ document: YAMLNode, file: String, registry: TypeRegistry, axes: [CustomTraitAxis] = [], images: [String: ImageReference] = [:],
        limits: Limits = Limits(), onDevice: Bool = false, diagnostics: inout [Diagnostic]
    ) -> TreeDocument? {
        var reader = TreeReader(file: file, registry: registry, axes: axes, images: images, limits: limits)
        reader.onDevice = onDevice
        let result = reader.readDocument(document)
        let found = reader.diagnostics
        // In source order, as a reader scans the file (the loader finds some late).
        diagnostics += found.sortedBySource()
        return found.hasErrors ? nil : result
    }
}

/// The loader's state: where it is, what it has seen, what went wrong.
/// Values, `set:` mappings and traits are read by the stylesheet compiler's
/// own readers, into one sink for the document.
private struct TreeReader {
    let file: String
    let registry: TypeRegistry
    /// The stylesheet's declared trait axes, which `traits:` may set.
    let axes: [CustomTraitAxis]
    let limits: TreeLoader.Limits
    /// Reads frames and `set:` values, and holds the document's sink.
    private var values: ValueReader
    private var properties: PropertySetReader
    private var ids: [String: YAMLNode] = [:]
    private var nodeCount = 0

    static let documentKeys = ["livery-tree", "stylesheet", "device", "traits", "root"]
    static let nodeKeys = [
        "type", "runtimeClass", "controller", "hosting", "id", "part", "side", "frame", "size", "classes", "state", "set",
        "traits", "children", "swiftui", "style",
    ]

    init(file: String, registry: TypeRegistry, axes: [CustomTraitAxis], images: [String: ImageReference], limits: TreeLoader.Limits) {
        self.axes = axes
        self.file = file
        self.registry = registry
        self.limits = limits
        // Image paths are relative to the tree document's folder, image names
        // the stylesheet's; there are no `$constants` or palette names. A
        // capture writes an image it did not keep as a placeholder.
        var context = ValueContext(file: file, baseDirectory: FilePath.directory(of: file))
        context.readableRoot = limits.readableRoot
        context.images = ScopedNames(images)
        context.allowsPlaceholderImages = true
        values = ValueReader(context: context)
        properties = PropertySetReader(registry: registry)
    }

    var diagnostics: [Diagnostic] { values.diagnostics }
    /// Whether the root fills a device's screen: the document names one, or
    /// the caller shows it on one (`--device`); the root may then omit its frame.
    var onDevice = false

    // MARK: Document

    mutating func readDocument(_ document: YAMLNode) -> TreeDocument? {
        guard let pairs = document.mapping else {
            error("a tree document is a mapping with 'livery-tree: 1' and 'root:'", code: .wrongKind, at: document)
            return nil
        }
        checkKeys(pairs, allowed: TreeReader.documentKeys, what: "tree document")
        if let version = document["livery-tree"] {
            if version.scalar?.value != "1" || version.scalar?.isQuoted == true {
                error(
                    "unsupported tree document version; expected 'livery-tree: 1'", code: .unsupportedVersion,
                    at: version)
            }
        } else {
            error("missing 'livery-tree: 1' (the format version)", code: .missingKey, at: document)
        }
        var traits = TraitCollection()
        if let node = document["traits"] { traits = traits.overriding(readTraits(node)) }
        guard let rootNode = document["root"] else {
            error("missing 'root:' (the root view)", code: .missingKey, at: document)
            return nil
        }
        if document["device"] != nil { onDevice = true }
        guard let root = readTree(rootNode) else { return nil }
        var result = TreeDocument(file: file, traits: traits, root: root)
        if let node = document["device"] {
            if let text = node.text, !node.isNull, let device = Device.named(text) {
                result = result.placed(on: device)
            } else {
                error(
                    "'device' names one of Livery's devices, optionally followed by 'landscape'", code: .wrongKind, at: node,
                    hint: node.text.flatMap(Device.suggestion)
                        ?? "the devices: " + Device.all.map(\.name).joined(separator: ", "))
            }
        }
        if let node = document["stylesheet"] {
            if let text = node.text, !node.isNull, !text.isEmpty {
                result.stylesheet = text
            } else {
                error("'stylesheet' is the path of the stylesheet that styles this tree", code: .wrongKind, at: node)
            }
        }
        return result
    }

    // MARK: Nodes

    /// Reads the tree in document order, building each node's children before
    /// attaching it to its parent.
    private mutating func readTree(_ rootNode: YAMLNode) -> ViewNode? {
        struct Frame {
            var node: ViewNode
            var pending: [YAMLNode]
            var next = 0
            var parts: [String: YAMLNode] = [:]
        }
        guard let root = readNode(rootNode) else { return nil }
        if registry.kind(of: root.node.type) == .item {
            error(
                "'\(root.node.type)' is a bar item, not a view: the root is a view", code: .notStylable, at: rootNode["type"] ?? rootNode,
                hint: "make it a child of its bar")
            return nil
        }
        // On a device (`device:`) the root fills the screen.
        if let view = root.node.swiftUI {
            // A SwiftUI root: its `.frame` is the canvas.
            if (view.width == nil || view.height == nil) && !onDevice {
                error(
                    "a SwiftUI root view needs 'device:' or 'frame: { width:, height: }'", code: .missingFrame, at: rootNode,
                    hint: "the root's size is the canvas: 'frame: { width: 402, height: 874 }'")
            }
        } else if root.node.placement == .arranged && registry.contains(root.node.type) && !onDevice {
            error(
                "the root view needs 'frame:' or 'size:'", code: .missingFrame, at: rootNode,
                hint: "the root's size is the canvas: 'size: [390, 844]'")
        }
        var stack = [Frame(node: root.node, pending: root.children)]
        while let top = stack.indices.last {
            let i = stack[top].next
            guard i < stack[top].pending.count else {
                var done = stack.removeLast()
                finishSwiftUI(&done.node)
                guard let parent = stack.indices.last else { return done.node }
                stack[parent].node.children.append(done.node)
                continue
            }
            stack[top].next = i + 1
            let yaml = stack[top].pending[i]
            if nodeCount >= limits.maxNodes {
                error(
                    "the tree has more than \(limits.maxNodes) nodes", code: .nodeBudget, at: yaml,
                    hint: "the node budget is documented in Docs/Limits.md")
                return nil
            }
            guard var child = readNode(yaml) else { continue }
            checkPlacement(of: &child.node, in: stack[top].node, at: yaml)
            if let part = child.node.part, let partNode = yaml["part"] {
                if let first = stack[top].parts[part] {
                    error(
                        "duplicate part '\(part)' among siblings (first used at \(first.start))", code: .duplicatePart,
                        first: first, at: partNode)
                } else {
                    stack[top].parts[part] = partNode
                }
            }
            stack.append(Frame(node: child.node, pending: child.children))
        }
        return nil
    }

    /// Reads one node's own keys; its children come back unread.
    private mutating func readNode(_ yaml: YAMLNode) -> (node: ViewNode, children: [YAMLNode])? {
        guard let pairs = yaml.mapping else {
            error("a view is a mapping with at least 'type:'", code: .wrongKind, at: yaml)
            return nil
        }
        nodeCount += 1
        var node = ViewNode(type: "", origin: yaml.location(in: file))
        if let kindNode = yaml["swiftui"] {
            // SwiftUI's views: `style:` is the class it is styled as.
            guard let kind = readSwiftUIKind(kindNode) else { return nil }
            // `type:` is reported below, as itself.
            checkKeys(pairs, allowed: SwiftUIKeys.allowed(kind) + ["type"], what: "SwiftUI \(kind.rawValue)")
            if let type = yaml["type"] {
                error(
                    "a SwiftUI view names its kind with 'swiftui:', and the class it is styled as with 'style:', not 'type:'",
                    code: .wrongKind, at: type, hint: "write 'style: \(type.text ?? kind.defaultStyle)'")
            }
            if let style = yaml["style"] {
                if let name = string(style, what: "style"), checkType(name, at: style) {
                    if registry.kind(of: name) == .item {
                        error("'\(name)' is a bar item, not a view: a SwiftUI view is styled as a view", code: .notStylable, at: style)
                    } else {
                        node.type = name
                    }
                }
            } else if kind == .progressView && yaml["value"] == nil {
                // `ProgressView()` without a value spins.
                node.type = StyleType.activityIndicator.rawValue
            } else {
                node.type = kind.defaultStyle
            }
            node.swiftUI = SwiftUIView(kind: kind)
            readSwiftUIParameters(yaml, into: &node)
            if !node.type.isEmpty, let set = yaml["set"] { readExplicitValues(set, type: node.type, into: &node) }
        } else {
            checkKeys(pairs, allowed: TreeReader.nodeKeys.filter { $0 != "swiftui" && $0 != "style" }, what: "view")
            if let type = yaml["type"] {
                if let name = string(type, what: "type") {
                    node.type = name
                    if checkType(name, at: type), let set = yaml["set"] { readExplicitValues(set, type: name, into: &node) }
                }
            } else {
                error("a view needs 'type:'", code: .missingKey, at: yaml)
            }
        }
        if let runtime = yaml["runtimeClass"], let name = string(runtime, what: "runtimeClass") { node.runtimeClass = name }
        if let hosting = yaml["hosting"] { node.hosting = readHosting(hosting) }
        if let controller = yaml["controller"], let name = string(controller, what: "controller") {
            if registry.kind(of: name) == .controller {
                node.controller = name
            } else {
                error(
                    registry.kind(of: name).map { "'\(name)' is \($0.noun), not a view controller" }
                        ?? "unknown view controller '\(name)'",
                    code: registry.contains(name) ? .notStylable : .unknownType, at: controller,
                    hint: values.sink.suggestion(for: name, in: registry.typeNames(of: .controller))
                        ?? "a built-in controller (UINavigationController, …) or one declared with `inherits: UIViewController`")
            }
        }
        if let id = yaml["id"], let name = string(id, what: "id") {
            node.id = name
            if let first = ids[name] {
                error("duplicate id '\(name)' (first used at \(first.start))", code: .duplicateID, first: first, at: id)
            } else {
                ids[name] = id
            }
        }
        if let part = yaml["part"] { node.part = string(part, what: "part") }
        if let side = yaml["side"], let name = string(side, what: "side") {
            if let value = BarItemSide(rawValue: name), registry.kind(of: node.type) == .item {
                node.barSide = value
            } else if BarItemSide(rawValue: name) == nil {
                error(
                    "'side' is leading or trailing, found '\(name)'", code: .wrongKind, at: side,
                    hint: Suggestion.hint(for: name, in: BarItemSide.allCases.map(\.rawValue)))
            } else {
                error("'side' places a navigation bar's item; a \(node.type) is not a bar item", code: .wrongKind, at: side)
            }
        }
        // A frame or size written wrongly is reported once, as itself.
        node.placement = .arranged
        if node.swiftUI != nil {
            // `frame:` is SwiftUI's `.frame`, read with its parameters.
        } else if let frame = yaml["frame"] {
            node.placement = .frame
            if frame.scalar?.value == "safeArea" {
                node.placement = .safeArea
            } else if let word = frame.scalar?.value, word.first?.isLetter == true {
                error(
                    "'frame' is [x, y, width, height], or safeArea to fill the parent's safe area; found '\(word)'", code: .wrongKind,
                    at: frame, hint: Suggestion.hint(for: word, in: ["safeArea"]))
            } else if let rect = readFrame(frame) {
                node.frame = rect
            }
        }
        if let size = yaml["size"], node.swiftUI == nil {
            if let frame = yaml["frame"] {
                error(
                    "a view has either 'frame:' or 'size:' (frame at \(frame.start))", code: .badFrame, at: size,
                    hint: "'size:' leaves the position to a stack; 'frame:' fixes both")
            } else {
                let (width, height) = readSize(size) ?? (nil, nil)
                node.frame = Rect(x: 0, y: 0, width: width ?? 0, height: height ?? 0)
                node.placement = .size(width: width, height: height)
            }
        }
        if let classes = yaml["classes"] { node.classes = readNames(classes, what: "classes") }
        if let state = yaml["state"] { node.state = readState(state) }
        if let traits = yaml["traits"] { node.traits = readTraits(traits) }
        var children: [YAMLNode] = []
        if node.swiftUI != nil { node.children = swiftUIParts(of: node, at: yaml) }
        if let list = yaml["children"] {
            if let items = list.sequence {
                children = Array(items)
            } else {
                error("'children' is a list of views", code: .wrongKind, at: list)
            }
        }
        return (node, children)
    }

    /// Whether `name` is a view class the registry knows; reports it where not.
    private mutating func checkType(_ name: String, at type: YAMLNode) -> Bool {
        let kind = registry.kind(of: name)
        if kind == nil {
            error(
                "unknown view type '\(name)'", code: .unknownType, at: type,
                hint: values.sink.suggestion(for: name, in: registry.typeNames(of: .view))
                    ?? "use a built-in class or one the stylesheet declares under 'types:'")
            return false
        } else if kind == .controller {
            error(
                "'\(name)' is a view controller, not a view", code: .notStylable, at: type,
                hint: "give the view it shows `controller: \(name)`, e.g. `{ type: UIView, controller: \(name) }`")
            return false
        }
        return true
    }

    // MARK: Fields

    /// A node's `set:` is compiled exactly as a rule's `set:` for the node's
    /// class, so it takes the same keypath forms (dotted, nested, aliases),
    /// keyed mappings, values, ranges and diagnostics.
    private mutating func readExplicitValues(_ set: YAMLNode, type: String, into node: inout ViewNode) {
        // A node keeps its values by keypath, as an app's own nodes give them.
        let names = registry.names
        properties.read(set, type: type, reader: &values) { assignment in
            let keyPath = names.keyPath(assignment.property)
            if let axisKey = assignment.axisKey {
                node.explicitKeyedValues[keyPath, default: [:]][names.name(axisKey)] = assignment.value
            } else {
                node.explicitValues[keyPath] = assignment.value
            }
        }
    }

    /// `[x, y, width, height]` (or `{x:, y:, width:, height:}`), read as a
    /// stylesheet's rect is; the size must not be negative.
    private mutating func readFrame(_ yaml: YAMLNode) -> Rect? {
        guard case .rect(let rect)? = values.value(yaml, as: .rect) else { return nil }
        guard rect.width >= 0, rect.height >= 0 else {
            let field = rect.width < 0 ? "width" : "height"
            // At the number itself, in either form.
            let written = yaml.sequence.map { $0[field == "width" ? 2 : 3] } ?? yaml[field] ?? yaml
            error(
                "a frame's \(field) must not be negative, found \(formatNumber(min(rect.width, rect.height)))",
                code: .badFrame, at: written)
            return nil
        }
        return rect
    }

    /// `[width, height]`, either `null` (from the intrinsic size or the stack).
    private mutating func readSize(_ yaml: YAMLNode) -> (Double?, Double?)? {
        guard let items = yaml.sequence, items.count == 2 else {
            error(
                "'size' is [width, height] in points; either may be null", code: .wrongCount, at: yaml,
                hint: "for example 'size: [390, null]'")
            return nil
        }
        var entries: [Double?] = []
        for item in items {
            if item.isNull {
                entries.append(nil)
                continue
            }
            guard case .number(let n)? = values.value(item, as: .number) else { return nil }
            guard n >= 0 else {
                error("a size must not be negative, found \(formatNumber(n))", code: .badFrame, at: item)
                return nil
            }
            entries.append(n)
        }
        return (entries[0], entries[1])
    }

    /// Only a stack's arranged subviews may go without a frame or size; a
    /// frame written on one keeps only its size, as the stack places it.
    private mutating func checkPlacement(of node: inout ViewNode, in parent: ViewNode, at yaml: YAMLNode) {
        if checkSwiftUIPlacement(of: node, in: parent, at: yaml) { return }
        // A view of no known type is reported as that alone.
        guard let kind = registry.kind(of: node.type) else { return }
        // A bar item lives in its bar, which places it: no frame, no size, no children.
        if kind == .item {
            let bars: Set<SubviewArrangement> = [.navigationItems, .toolbarItems, .tabs, .searchField]
            if !(registry.arrangement(of: parent.type).map(bars.contains) ?? false) {
                error(
                    "'\(node.type)' is a bar item: it belongs in a bar, not in '\(parent.type)'", code: .notStylable, at: yaml,
                    hint:
                        "make it a child of a UINavigationBar, a UIToolbar, a UISearchBar (its Cancel item) or (a UITabBarItem) a UITabBar")
            } else if node.placement != .arranged {
                error("a bar item has no frame or size: its bar places it", code: .badFrame, at: yaml["frame"] ?? yaml["size"] ?? yaml)
            }
            if let children = yaml["children"], children.sequence?.isEmpty == false {
                error("a bar item has no subviews", code: .notStylable, at: children)
            }
            return
        }
        // Stacks arrange their subviews, tables their cells, bars their items (the schema says which).
        // …and a cell its accessory view.
        let inStack =
            registry.arrangement(of: parent.type) != nil
            || (node.part == CellAppearance.accessoryViewPart && registry.isKind(parent.type, of: CellAppearance.kind))
        switch node.placement {
        case .arranged where !inStack:
            error(
                "a view needs 'frame:' or 'size:' unless a stack, a table or a bar arranges it",
                code: .missingFrame, at: yaml,
                hint: "its parent '\(parent.type)' does not lay out its subviews")
        case .frame where inStack:
            // Written beside a size, the frame is already an error.
            if let frame = yaml["frame"], yaml["size"] == nil {
                let placer = registry.arrangement(of: parent.type) == nil ? "the cell places its accessory view" : "the stack places its arranged subviews"
                values.sink.report(
                    .frameInStack, "\(placer): this frame's position is ignored",
                    at: frame, hint: "write 'size: [\(formatNumber(node.frame.width)), \(formatNumber(node.frame.height))]'")
            }
            node.placement = .size(width: node.frame.width, height: node.frame.height)
        case .safeArea where inStack:
            if let frame = yaml["frame"] {
                values.sink.report(
                    .frameInStack, "the stack places its arranged subviews: 'frame: safeArea' is ignored", at: frame,
                    hint: "a stack's own safe area insets its arrangement when it arranges inside its layout margins")
            }
            node.placement = .arranged
        default:
            break
        }
    }

    /// A list of names, or one name.
    private mutating func readNames(_ yaml: YAMLNode, what: String) -> [String] {
        if yaml.scalar != nil { return string(yaml, what: what).map { [$0] } ?? [] }
        guard let items = yaml.sequence else {
            error("'\(what)' is a list of names", code: .wrongKind, at: yaml)
            return []
        }
        return items.compactMap { string($0, what: what) }
    }

    /// `hosting: { labels: [...] }`: SwiftUI content, as its accessibility elements' labels.
    private mutating func readHosting(_ yaml: YAMLNode) -> HostedContent? {
        guard let pairs = yaml.mapping else {
            error(
                "'hosting' is a mapping: { labels: [...] }, what the hosted SwiftUI content's accessibility elements say",
                code: .wrongKind, at: yaml)
            return nil
        }
        checkKeys(pairs, allowed: ["labels"], what: "hosting")
        guard let labels = yaml["labels"] else { return HostedContent(labels: []) }
        guard let items = labels.sequence else {
            error("'labels' is a list of texts", code: .wrongKind, at: labels)
            return nil
        }
        return HostedContent(labels: items.compactMap { string($0, what: "labels") })
    }

    /// UIControl state flags.
    private mutating func readState(_ yaml: YAMLNode) -> ControlState {
        var state = ControlState.normal
        guard let items = yaml.sequence else {
            error("'state' is a list of flags: highlighted, selected, disabled, focused", code: .wrongKind, at: yaml)
            return state
        }
        let names = ControlState.flagNames.map(\.0)
        for item in items {
            guard let name = string(item, what: "state") else { continue }
            if let flag = ControlState(flag: name) {
                state.insert(flag)
            } else {
                error(
                    "unknown state flag '\(name)'", code: .unknownState, at: item,
                    hint: values.sink.suggestion(for: name, in: names) ?? "flags are " + names.joined(separator: ", "))
            }
        }
        return state
    }

    /// A `traits:` mapping of trait name → value, read as a rule's `when:` is.
    private mutating func readTraits(_ yaml: YAMLNode) -> [TraitSetting] {
        TraitMappingReader.read(yaml, what: "'traits' is a mapping of trait name to value", axes: axes, sink: &values.sink)
    }

    // MARK: Helpers

    /// A non-null scalar's text.
    private mutating func string(_ yaml: YAMLNode, what: String) -> String? {
        guard let scalar = yaml.scalar, !scalar.isNull else {
            error("'\(what)' must be a name, found a \(yaml.kindName)", code: .wrongKind, at: yaml)
            return nil
        }
        return scalar.value
    }

    private mutating func checkKeys(_ pairs: YAMLPairs, allowed: [String], what: String) {
        for pair in pairs where pair.key.text.map({ !allowed.contains($0) }) ?? true {
            values.sink.reportUnknownKey(pair.key, allowed: allowed, in: "a " + what)
        }
    }

    /// `first` is where a duplicated name was first used: a note.
    private mutating func error(
        _ message: String, code: DiagnosticCode, first: YAMLNode? = nil, at node: YAMLNode,
        hint: String? = nil
    ) {
        values.sink.report(
            code, message, at: node, hint: hint,
            notes: first.map { [Diagnostic.Note("first used here", at: $0.location(in: file))] } ?? [])
    }
}

// MARK: SwiftUI views

/// SwiftUI's views (Docs/Trees.md, "SwiftUI views"): a kind, the class it is
/// styled as, and SwiftUI's own parameters. What SwiftUI draws as views of
/// their own (a toggle's label, a list's rows, a navigation bar) is made
/// here as nodes, so the stylesheet styles them as it styles UIKit's.
extension TreeReader {
    fileprivate mutating func readSwiftUIKind(_ yaml: YAMLNode) -> SwiftUIView.Kind? {
        guard let name = string(yaml, what: "swiftui") else { return nil }
        if let kind = SwiftUIView.Kind(rawValue: name), SwiftUIView.Kind.written.contains(kind) { return kind }
        let names = SwiftUIView.Kind.written.map(\.rawValue)
        error(
            "unknown SwiftUI view '\(name)'", code: .unknownType, at: yaml,
            hint: values.sink.suggestion(for: name, in: names) ?? "SwiftUI views are " + names.joined(separator: ", "))
        return nil
    }

    /// SwiftUI's parameters: layout ones into ``SwiftUIView``, content ones
    /// (a text, a title, `isOn`) as the styled class's explicit values, as
    /// the device's view shows them.
    fileprivate mutating func readSwiftUIParameters(_ yaml: YAMLNode, into node: inout ViewNode) {
        guard var view = node.swiftUI else { return }
        let kind = view.kind
        if let spacing = yaml["spacing"] { view.spacing = length(spacing, what: "spacing") }
        if let minLength = yaml["minLength"] { view.minLength = length(minLength, what: "minLength") }
        if let alignment = yaml["alignment"], let name = string(alignment, what: "alignment") {
            let names = SwiftUIKeys.alignments(kind)
            if names.contains(name) {
                let lower = name.lowercased()
                if lower.hasSuffix("leading") { view.horizontalAlignment = .leading }
                if lower.hasSuffix("trailing") { view.horizontalAlignment = .trailing }
                if lower.hasPrefix("top") { view.verticalAlignment = .leading }
                if lower.hasPrefix("bottom") { view.verticalAlignment = .trailing }
            } else {
                error(
                    "a \(kind.rawValue)'s alignment is \(names.joined(separator: ", ")); found '\(name)'", code: .wrongKind,
                    at: alignment, hint: Suggestion.hint(for: name, in: names))
            }
        }
        if let padding = yaml["padding"] { view.padding = readPadding(padding) }
        if let frame = yaml["frame"] { readSwiftUIFrame(frame, into: &view) }
        if let mode = yaml["titleDisplayMode"], let name = string(mode, what: "titleDisplayMode") {
            if name == "large" || name == "inline" {
                view.largeTitle = name == "large"
            } else {
                error(
                    "'titleDisplayMode' is large or inline, found '\(name)'", code: .wrongKind, at: mode,
                    hint: Suggestion.hint(for: name, in: ["large", "inline"]))
            }
        }
        node.swiftUI = view
        // Content, as the styled class's properties.
        switch kind {
        case .text:
            if let text = yaml["text"], let value = string(text, what: "text") {
                setExplicit(PropertyKeys.text.keyPath, .string(value), on: &node, at: text)
            } else if yaml["text"] == nil {
                error("a Text needs 'text:'", code: .missingKey, at: yaml)
            }
            // SwiftUI's Text wraps to the width it is offered (no line limit).
            setExplicit(PropertyKeys.numberOfLines.keyPath, .number(0), on: &node, at: yaml, implied: true)
        case .button:
            if let title = yaml["title"], let value = string(title, what: "title") {
                setExplicit(PropertyKeys.title.keyPath, .string(value), on: &node, at: title)
            }
            // The default button style: the title in the tint, body text.
            setExplicit(PropertyKeys.buttonType.keyPath, .enumCase(ButtonType.system.rawValue), on: &node, at: yaml, implied: true)
        case .toggle:
            if let isOn = yaml["isOn"], case .bool(let on)? = values.value(isOn, as: .bool) {
                setExplicit(PropertyKeys.isOn.keyPath, .bool(on), on: &node, at: isOn)
            }
            if let title = yaml["title"], let children = yaml["children"] {
                error(
                    "a Toggle's label is its 'title:' or its 'children:', not both (children at \(children.start))",
                    code: .wrongKind, at: title)
            }
        case .textField:
            if let title = yaml["title"], let value = string(title, what: "title") {
                setExplicit(PropertyKeys.placeholder.keyPath, .string(value), on: &node, at: title)
            }
            if let text = yaml["text"], let value = string(text, what: "text") {
                setExplicit(PropertyKeys.text.keyPath, .string(value), on: &node, at: text)
            }
        case .image:
            if let image = yaml["image"], let symbol = yaml["symbol"] {
                error(
                    "an Image is 'image:' or 'symbol:', not both (symbol at \(symbol.start))", code: .wrongKind, at: image)
            } else if let image = yaml["image"], case .image(let reference)? = values.value(image, as: .image) {
                setExplicit(PropertyKeys.image.keyPath, .image(reference), on: &node, at: image)
            } else if let symbol = yaml["symbol"], let name = string(symbol, what: "symbol") {
                setExplicit(PropertyKeys.image.keyPath, .image(.symbol(SymbolImage(name: name))), on: &node, at: symbol)
            }
        case .slider, .progressView:
            if let value = yaml["value"], case .number(let n)? = values.value(value, as: .number) {
                let key = kind == .slider ? PropertyKeys.value : PropertyKeys.progress
                setExplicit(key.keyPath, .number(n), on: &node, at: value)
            }
        case .list:
            var style = TableStyle.insetGrouped
            if let listStyle = yaml["listStyle"], let name = string(listStyle, what: "listStyle") {
                if let written = TableStyle(rawValue: name) {
                    style = written
                } else {
                    let names = TableStyle.allCases.map(\.rawValue)
                    error(
                        "'listStyle' is \(names.joined(separator: ", ")), found '\(name)'", code: .wrongKind, at: listStyle,
                        hint: Suggestion.hint(for: name, in: names))
                }
            }
            setExplicit(
                PropertyKeys.tableStyle.keyPath, .enumCase(style.rawValue), on: &node, at: yaml["listStyle"] ?? yaml,
                implied: yaml["listStyle"] == nil)
        case .vStack, .hStack, .zStack, .spacer, .section, .navigationStack, .navigationLink, .row, .navigationBar, .sectionHeader,
            .sectionFooter:
            break
        }
    }

    /// A content value on the styled class, which must have the property;
    /// a kind's default (`numberOfLines: 0` on a `Text`) is `implied`,
    /// set only where the class has it.
    private mutating func setExplicit(
        _ keyPath: String, _ value: Value, on node: inout ViewNode, at yaml: YAMLNode, implied: Bool = false
    ) {
        guard !node.type.isEmpty, let kind = node.swiftUI?.kind else { return }
        guard registry.property(keyPath, on: node.type) != nil else {
            if implied { return }
            error(
                "a \(kind.rawValue) styled as '\(node.type)' cannot show its '\(keyPath)': the class has no such property",
                code: .wrongKind, at: yaml, hint: "style it as \(kind.defaultStyle) or a type that inherits it")
            return
        }
        node.explicitValues[keyPath] = value
    }

    /// A length: a finite number, not negative.
    private mutating func length(_ yaml: YAMLNode, what: String) -> Double? {
        guard case .number(let n)? = values.value(yaml, as: .number) else { return nil }
        guard n >= 0 else {
            error("'\(what)' must not be negative, found \(formatNumber(n))", code: .wrongKind, at: yaml)
            return nil
        }
        return n
    }

    /// `.padding`: a number for every edge, `true` for SwiftUI's default
    /// on every edge, or a mapping of edges (top, bottom, leading, trailing,
    /// horizontal, vertical) to a number or `true`.
    private mutating func readPadding(_ yaml: YAMLNode) -> Insets {
        var insets = Insets(top: 0, left: 0, bottom: 0, right: 0)
        func amount(_ node: YAMLNode, _ reader: inout TreeReader) -> Double? {
            if node.scalar?.value == "true", node.scalar?.isQuoted != true { return SwiftUIView.defaultPadding }
            return reader.length(node, what: "padding")
        }
        guard let pairs = yaml.mapping else {
            if let all = amount(yaml, &self) { insets = Insets(top: all, left: all, bottom: all, right: all) }
            return insets
        }
        let edges = ["top", "bottom", "leading", "trailing", "horizontal", "vertical"]
        checkKeys(pairs, allowed: edges, what: "padding")
        for edge in edges {
            guard let node = yaml[edge], let n = amount(node, &self) else { continue }
            switch edge {
            case "top": insets.top = n
            case "bottom": insets.bottom = n
            case "leading": insets.left = n
            case "trailing": insets.right = n
            case "horizontal": (insets.left, insets.right) = (n, n)
            default: (insets.top, insets.bottom) = (n, n)
            }
        }
        return insets
    }

    /// `.frame`: `{ width:, height:, maxWidth: infinity, maxHeight: infinity }`, any of them.
    private mutating func readSwiftUIFrame(_ yaml: YAMLNode, into view: inout SwiftUIView) {
        guard let pairs = yaml.mapping else {
            error(
                "a SwiftUI view's 'frame' is its .frame: { width:, height:, maxWidth: infinity, maxHeight: infinity }",
                code: .wrongKind, at: yaml, hint: "for example 'frame: { width: 29, height: 29 }'")
            return
        }
        checkKeys(pairs, allowed: ["width", "height", "maxWidth", "maxHeight"], what: "frame")
        if let width = yaml["width"] { view.width = length(width, what: "width") }
        if let height = yaml["height"] { view.height = length(height, what: "height") }
        for (key, fills) in [("maxWidth", \SwiftUIView.fillsWidth), ("maxHeight", \SwiftUIView.fillsHeight)] {
            guard let node = yaml[key] else { continue }
            if node.scalar?.value == "infinity" || node.scalar?.value == ".infinity" {
                view[keyPath: fills] = true
            } else {
                error("'\(key)' is infinity (.infinity): the view takes what it is offered", code: .wrongKind, at: node)
            }
        }
    }

    /// The nodes SwiftUI makes for a view's parts: a toggle's title, a
    /// navigation stack's bar, a section's header and footer.
    fileprivate mutating func swiftUIParts(of node: ViewNode, at yaml: YAMLNode) -> [ViewNode] {
        func part(_ kind: SwiftUIView.Kind, _ values: [String: Value], at key: String) -> ViewNode {
            var made = ViewNode(
                type: kind.defaultStyle, placement: .arranged, explicitValues: values, origin: (yaml[key] ?? yaml).location(in: file))
            made.swiftUI = SwiftUIView(kind: kind)
            return made
        }
        switch node.swiftUI?.kind {
        case .toggle?:
            guard let title = yaml["title"], let text = string(title, what: "title") else { return [] }
            return [
                part(.text, [PropertyKeys.text.keyPath: .string(text), PropertyKeys.numberOfLines.keyPath: .number(0)], at: "title")
            ]
        case .navigationStack?:
            var bar: [String: Value] = [PropertyKeys.prefersLargeTitles.keyPath: .bool(node.swiftUI?.largeTitle ?? true)]
            if let title = yaml["title"], let text = string(title, what: "title") {
                bar[PropertyKeys.navigationTitle.keyPath] = .string(text)
            }
            return [part(.navigationBar, bar, at: "title")]
        case .section?:
            return [("header", SwiftUIView.Kind.sectionHeader), ("footer", .sectionFooter)].compactMap { key, kind in
                guard let node = yaml[key], let text = string(node, what: key) else { return nil }
                return part(kind, [PropertyKeys.textLabelText.keyPath: .string(text)], at: key)
            }
        default:
            return []
        }
    }

    /// Once a view's children are read: a section's footer goes after its
    /// rows; a list's rows go each in a cell, its sections' headers,
    /// rows and footers one after another, as UIKit's table shows them (a
    /// grouped list's headers in capitals, as SwiftUI's `textCase` has them).
    fileprivate func finishSwiftUI(_ node: inout ViewNode) {
        switch node.swiftUI?.kind {
        case .section?:
            if let footer = node.children.firstIndex(where: { $0.swiftUI?.kind == .sectionFooter }) {
                node.children.append(node.children.remove(at: footer))
            }
        case .list?:
            let grouped = node.explicitValues[PropertyKeys.tableStyle.keyPath] != .enumCase(TableStyle.plain.rawValue)
            node.children = node.children.flatMap { child -> [ViewNode] in
                (child.swiftUI?.kind == .section ? child.children : [child]).map { row in
                    switch row.swiftUI?.kind {
                    case .sectionHeader?:
                        var header = row
                        if grouped, case .string(let text)? = row.explicitValues[PropertyKeys.textLabelText.keyPath] {
                            header.explicitValues[PropertyKeys.textLabelText.keyPath] = .string(text.uppercased())
                        }
                        return header
                    case .sectionFooter?:
                        return row
                    default:
                        var cell = ViewNode(type: SwiftUIView.Kind.row.defaultStyle, placement: .arranged, children: [row], origin: row.origin)
                        cell.swiftUI = SwiftUIView(kind: .row)
                        if row.swiftUI?.kind == .navigationLink {
                            cell.explicitValues[PropertyKeys.accessoryType.keyPath] = .enumCase(AccessoryType.disclosureIndicator.rawValue)
                        }
                        return cell
                    }
                }
            }
        default:
            break
        }
    }

    /// SwiftUI places its views, and a UIKit view inside one at its size (as
    /// a `UIViewRepresentable`); a SwiftUI view inside a UIKit view fills
    /// it, as a hosting controller's view pinned to its edges. A `Section`
    /// belongs in a `List`. Whether the node is SwiftUI's to place.
    fileprivate mutating func checkSwiftUIPlacement(of node: ViewNode, in parent: ViewNode, at yaml: YAMLNode) -> Bool {
        if node.swiftUI?.kind == .section && parent.swiftUI?.kind != .list {
            error("a Section belongs in a List", code: .wrongKind, at: yaml["swiftui"] ?? yaml)
        }
        return node.swiftUI != nil || parent.swiftUI != nil
    }
}
