import LiveryCore

/// A captured screen as a tree document (Docs/Trees.md): the root trait
/// environment, the device when the screen is one of Livery's, and the views.
/// Its text depends on nothing but these values, so the same screen captured
/// twice is the same bytes.
public struct CapturedDocument: Sendable, Hashable {
    public var traits: TraitCollection
    /// The name of the device whose screen the root fills (`iPhone 16 Pro`), if any.
    public var device: String?
    /// The stylesheet `livery serve` styles the document with, relative to
    /// where the document is saved (`App.style.yaml`); set it before writing.
    public var stylesheet: String?
    public var root: CapturedView

    public init(traits: TraitCollection, device: String? = nil, root: CapturedView) {
        self.traits = traits
        self.device = device
        self.root = root
    }

    /// The document as YAML, in block style with values in flow style.
    public var yaml: String {
        var lines = ["livery-tree: 1"]
        if let stylesheet { lines.append("stylesheet: " + stylesheet.jsonQuoted) }
        if let device { lines.append("device: " + device.jsonQuoted) }
        let traitLines = traits.settings.filter { !TraitCollection().contains($0) }
        if !traitLines.isEmpty {
            lines.append("traits:")
            lines += traitLines.map { "  \($0.name): " + $0.value.jsonQuoted }
        }
        lines.append("root:")
        // Depth first with an explicit stack: a deep hierarchy never deepens the call stack.
        var stack: [(view: CapturedView, indent: String, listed: Bool)] = [(root, "  ", false)]
        while let (view, indent, listed) = stack.popLast() {
            lines += CapturedDocument.lines(of: view, indent: indent, listed: listed)
            for child in view.children.reversed() { stack.append((child, indent + "    ", true)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A view's own keys; a listed view (a child) starts with `- `, its children follow at `children:`.
    private static func lines(of view: CapturedView, indent: String, listed: Bool) -> [String] {
        var keys: [String] = []
        keys.append("type: " + view.type)
        if let runtimeClass = view.runtimeClass { keys.append("runtimeClass: " + runtimeClass.jsonQuoted) }
        if let controller = view.controller { keys.append("controller: " + controller) }
        if let id = view.id { keys.append("id: " + id.jsonQuoted) }
        if let side = view.barSide { keys.append("side: " + side.rawValue) }
        if let part = view.part { keys.append("part: " + part) }
        let frame = view.frame
        switch view.placement {
        case .frame: keys.append("frame: " + list([frame.x, frame.y, frame.width, frame.height].map(formatNumber)))
        // An arranged view not laid out yet (no size) is left to its stack, as a typed tree leaves it.
        case .arranged where frame.width == 0 && frame.height == 0: break
        case .arranged: keys.append("size: " + list([frame.width, frame.height].map(formatNumber)))
        case .item: break
        }
        if let hosting = view.hosting { keys.append("hosting: {labels: " + list(hosting.labels.map(\.jsonQuoted)) + "}") }
        if !view.classes.isEmpty { keys.append("classes: " + list(view.classes.map(\.jsonQuoted))) }
        let flags = ControlState.flagNames.filter { view.state.contains($0.1) }.map(\.0)
        if !flags.isEmpty { keys.append("state: " + list(flags)) }
        if !view.traits.isEmpty {
            keys.append("traits: {" + view.traits.map { "\($0.name): " + $0.value.jsonQuoted }.joined(separator: ", ") + "}")
        }
        let settings = view.settings.compactMap { setting in text(of: setting.value).map { (setting, $0) } }
        if !settings.isEmpty {
            keys.append("set:")
            // Plain values first, then each keyed property's slots as one mapping, in the settings' order.
            var keyed: [String: [(String, String)]] = [:]
            var keyedOrder: [String] = []
            for (setting, value) in settings {
                if let axisKey = setting.axisKey {
                    if keyed[setting.keyPath] == nil { keyedOrder.append(setting.keyPath) }
                    keyed[setting.keyPath, default: []].append((axisKey, value))
                } else {
                    keys.append("  \(setting.keyPath): \(value)")
                }
            }
            for keyPath in keyedOrder {
                guard let slots = keyed[keyPath] else { continue }
                keys.append("  \(keyPath): {" + slots.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}")
            }
        }
        if !view.children.isEmpty { keys.append("children:") }
        return keys.enumerated().map { index, key in
            guard listed else { return indent + key }
            return String(indent.dropLast(2)) + (index == 0 ? "- " : "  ") + key
        }
    }

    /// A value as a stylesheet writes it: colours `'#RRGGBBAA'`, fonts
    /// `{family:, size:, weight:}`, geometry as arrays, enums by name, text
    /// quoted, images by name or as `{placeholder: [w, h]}`; nil for what a
    /// tree cannot write (a number that is not finite, a shape).
    static func text(of value: ResolvedValue) -> String? {
        func numbers(_ xs: Double...) -> String? { xs.allSatisfy(\.isFinite) ? list(xs.map(formatNumber)) : nil }
        switch value {
        case .color(let color): return color.hex.jsonQuoted
        case .font(let font):
            guard font.size.isFinite else { return nil }
            return "{family: \(font.family.jsonQuoted), size: \(formatNumber(font.size)), weight: \(font.weight.rawValue)}"
        case .value(let value):
            switch value {
            case .number(let x): return x.isFinite ? formatNumber(x) : nil
            case .bool(let b): return b ? "true" : "false"
            case .string(let s): return s.jsonQuoted
            case .size(let s): return numbers(s.width, s.height)
            case .point(let p): return numbers(p.x, p.y)
            case .rect(let r): return numbers(r.x, r.y, r.width, r.height)
            case .insets(let i): return numbers(i.top, i.left, i.bottom, i.right)
            case .enumCase(let name): return name
            case .enumList(let names): return list(names.map(\.jsonQuoted))
            case .image(let image):
                if let size = image.placeholderSize { return "{placeholder: " + (numbers(size.width, size.height) ?? "[0, 0]") + "}" }
                if let symbol = image.symbol { return "{symbol: " + symbol.name.jsonQuoted + "}" }
                let name = image.isEmptyImage ? "none" : image.written.jsonQuoted
                guard let resizing = image.resizing, let caps = numbers(
                    resizing.capInsets.top, resizing.capInsets.left, resizing.capInsets.bottom, resizing.capInsets.right)
                else { return name }
                return "{image: \(name), capInsets: \(caps), resizingMode: \(resizing.mode.rawValue)}"
            case .color, .font, .shape: return nil
            }
        }
    }

    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

}
