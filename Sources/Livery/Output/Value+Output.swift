/// The one encoding of compiled values, shared by `apply`, `explain` and
/// `table`: geometry as arrays in Docs/Stylesheets.md's order, enums by name,
/// images as written, shapes in their stylesheet spelling.
extension Value {
    /// Unresolved colors print as `#RRGGBBAA` when fixed, else as an object of
    /// their six variants; fixed fonts as `{family, size, weight}` and text
    /// styles as `{textStyle}` (they are scaled only once a view's traits are known).
    var output: OutputValue {
        func numbers(_ xs: Double...) -> OutputValue { .array(xs.map(OutputValue.number)) }
        switch self {
        case .number(let x): return .number(x)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .color(let c):
            if c.isFixed { return .string(c.light.hex) }
            return .object(
                (c.name.map { [("name", OutputValue.string($0))] } ?? []) + [
                    ("light", .string(c.light.hex)), ("dark", .string(c.dark.hex)),
                    ("lightHighContrast", .string(c.lightHighContrast.hex)),
                    ("darkHighContrast", .string(c.darkHighContrast.hex)),
                    ("darkElevated", .string(c.darkElevated.hex)),
                    ("darkElevatedHighContrast", .string(c.darkElevatedHighContrast.hex)),
                ])
        case .size(let s): return numbers(s.width, s.height)
        case .point(let p): return numbers(p.x, p.y)
        case .rect(let r): return numbers(r.x, r.y, r.width, r.height)
        case .insets(let i): return numbers(i.top, i.left, i.bottom, i.right)
        case .font(.textStyle(let name)): return .object([("textStyle", .string(name))])
        case .font(.fixed(let size, let weight, let family)):
            return ResolvedValue.output(ResolvedFont(family: family, size: size, weight: weight))
        case .font(.scaled(let size, let weight, let family, let relativeTo)):
            guard case .object(let fields) = ResolvedValue.output(ResolvedFont(family: family, size: size, weight: weight)) else {
                return .null
            }
            return .object(fields + [("relativeTo", .string(relativeTo))])
        case .image(let image):
            guard let resizing = image.resizing else { return .string(image.written) }
            let i = resizing.capInsets
            return .object([
                ("image", .string(image.written)), ("capInsets", numbers(i.top, i.left, i.bottom, i.right)),
                ("resizingMode", .string(resizing.mode.rawValue)),
            ])
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

    /// One line for listings (`livery table`): the output form with keys and
    /// strings inside containers unquoted (`{family: system, size: 15, weight: semibold}`),
    /// a dynamic color's distinct variants, a text style by name.
    public var listingText: String {
        switch self {
        case .string(let s): return s.jsonQuoted
        case .color(let c) where !c.isFixed || c.name != nil: return c.description
        case .font(.textStyle(let name)): return name
        default: return Value.unquoted(output)
        }
    }

    private static func unquoted(_ value: OutputValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return OutputValue.numberText(x)
        case .string(let s): return s
        case .array(let items): return "[" + items.map(unquoted).joined(separator: ", ") + "]"
        case .object(let pairs): return "{" + pairs.map { $0.key + ": " + unquoted($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
