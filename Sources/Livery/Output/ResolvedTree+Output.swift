/// `livery apply`'s output (cli.md): views in pre-order, each with its id
/// (null if none), type, path and effective properties under sorted keypaths.
extension ResolvedTree {
    /// The `--format json` text.
    public func jsonText() -> String {
        JSONWriter(inlineDepth: ResolvedTree.valueDepth).write(output)
    }

    /// The `--format yaml` text: the same document in YAML.
    public func yamlText() -> String {
        YAMLWriter(inlineDepth: ResolvedTree.valueDepth).write(output)
    }

    /// Property values sit at depth 4 (document, views, view, properties) and
    /// are written on one line.
    private static let valueDepth = 4

    var output: OutputValue {
        .object([("views", .array(views.map { view in
            .object([
                ("id", view.id.map(OutputValue.string) ?? .null),
                ("type", .string(view.type)),
                ("path", .string(view.path)),
                ("properties", .object(view.style.properties.keys.sorted().compactMap { keyPath in
                    view.style.properties[keyPath].map { (keyPath, $0.value.output) }
                })),
            ])
        }))])
    }
}

extension ResolvedValue {
    /// cli.md's value encoding: color `#RRGGBBAA`, font `{family, size, weight}`.
    var output: OutputValue {
        switch self {
        case .color(let color): return .string(color.hex)
        case .font(let font): return ResolvedValue.output(font)
        case .value(let value): return value.output
        }
    }

    static func output(_ font: ResolvedFont) -> OutputValue {
        .object([("family", .string(font.family)), ("size", .number(font.size)), ("weight", .string(font.weight.rawValue))])
    }
}

extension Value {
    /// A compiled value as `apply` and `explain` print it: geometry as arrays
    /// in stylesheet.md's order, enums by name, images as written, shapes in
    /// their stylesheet spelling. Unresolved colors print as `#RRGGBBAA` when
    /// fixed, else as their variants; text-style fonts by name.
    var output: OutputValue {
        func numbers(_ xs: Double...) -> OutputValue { .array(xs.map(OutputValue.number)) }
        switch self {
        case .number(let x): return .number(x)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .color(let c):
            if c.isFixed { return .string(c.light.hex) }
            return .object([("light", .string(c.light.hex)), ("dark", .string(c.dark.hex)),
                            ("lightHighContrast", .string(c.lightHighContrast.hex)),
                            ("darkHighContrast", .string(c.darkHighContrast.hex)),
                            ("darkElevated", .string(c.darkElevated.hex)),
                            ("darkElevatedHighContrast", .string(c.darkElevatedHighContrast.hex))])
        case .size(let s): return numbers(s.width, s.height)
        case .point(let p): return numbers(p.x, p.y)
        case .rect(let r): return numbers(r.x, r.y, r.width, r.height)
        case .insets(let i): return numbers(i.top, i.left, i.bottom, i.right)
        case .font(.textStyle(let name)): return .string(name)
        case .font(.fixed(let size, let weight, let family)):
            return ResolvedValue.output(ResolvedFont(family: family, size: size, weight: weight))
        case .image(let image): return .string(image.written)
        case .shape(let shape):
            func rect(_ r: Rect) -> OutputValue { numbers(r.x, r.y, r.width, r.height) }
            switch shape {
            case .bounds: return .string("bounds")
            case .roundedBounds(let radius): return .object([("roundedBounds", .number(radius))])
            case .rect(let r): return .object([("rect", rect(r))])
            case .roundedRect(let r, let radius): return .object([("roundedRect", rect(r)), ("radius", .number(radius))])
            case .ellipse(let r): return .object([("ellipse", rect(r))])
            case .path(_, let source): return .object([("path", .string(source))])
            }
        case .enumCase(let name): return .string(name)
        case .enumList(let names): return .array(names.map(OutputValue.string))
        }
    }
}
