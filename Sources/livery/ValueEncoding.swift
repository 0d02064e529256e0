import Livery

/// How the CLI prints compiled values: cli.md's JSON value encoding (colors
/// `#RRGGBBAA`, geometry as arrays, enums by name, images as written), and a
/// compact text form for listings.
enum ValueEncoding {
    static func json(_ value: Value) -> JSON {
        switch value {
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .color(let c): return json(c)
        case .size(let s): return numbers(s.width, s.height)
        case .point(let p): return numbers(p.x, p.y)
        case .rect(let r): return numbers(r.x, r.y, r.width, r.height)
        case .insets(let i): return numbers(i.top, i.left, i.bottom, i.right)
        case .font(.textStyle(let style)): return .object([("textStyle", .string(style))])
        case .font(.fixed(let size, let weight, let family)):
            return .object([("family", .string(family)), ("size", .number(size)), ("weight", .string(weight.rawValue))])
        case .image(let image): return .string(image.written)
        case .shape(let shape): return json(shape)
        case .enumCase(let name): return .string(name)
        case .enumList(let names): return .array(names.map(JSON.string))
        }
    }

    /// A fixed color as `#RRGGBBAA`; a dynamic one as an object of all six variants.
    static func json(_ color: DynamicColor) -> JSON {
        if color.isFixed { return .string(color.light.hex) }
        return .object([
            ("light", .string(color.light.hex)), ("dark", .string(color.dark.hex)),
            ("lightHighContrast", .string(color.lightHighContrast.hex)), ("darkHighContrast", .string(color.darkHighContrast.hex)),
            ("darkElevated", .string(color.darkElevated.hex)), ("darkElevatedHighContrast", .string(color.darkElevatedHighContrast.hex)),
        ])
    }

    static func json(_ shape: ShapeValue) -> JSON {
        func rect(_ r: Rect) -> JSON { numbers(r.x, r.y, r.width, r.height) }
        switch shape {
        case .bounds: return .string("bounds")
        case .roundedBounds(let radius): return .object([("roundedBounds", .number(radius))])
        case .rect(let r): return .object([("rect", rect(r))])
        case .roundedRect(let r, let radius): return .object([("roundedRect", rect(r)), ("radius", .number(radius))])
        case .ellipse(let r): return .object([("ellipse", rect(r))])
        case .path(_, let source): return .object([("path", .string(source))])
        }
    }

    /// One-line text: JSON's form, with scalars unquoted where unambiguous.
    static func text(_ value: Value) -> String {
        switch value {
        case .string(let s): return JSON.quote(s)
        case .color(let c) where !c.isFixed: return c.description
        case .font(.textStyle(let style)): return style
        case .image(let image): return image.written
        case .enumCase(let name): return name
        case .enumList(let names): return "[" + names.joined(separator: ", ") + "]"
        default: return flat(json(value))
        }
    }

    /// JSON on one line, keys unquoted: `{size: 15, weight: semibold}`.
    private static func flat(_ json: JSON) -> String {
        switch json {
        case .string(let s): return s
        case .array(let items): return "[" + items.map(flat).joined(separator: ", ") + "]"
        case .object(let fields): return "{" + fields.map { $0.0 + ": " + flat($0.1) }.joined(separator: ", ") + "}"
        default: return json.rendered()
        }
    }

    private static func numbers(_ values: Double...) -> JSON { .array(values.map(JSON.number)) }
}
