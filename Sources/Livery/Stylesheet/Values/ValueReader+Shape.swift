import LiveryYAML

extension ValueReader {
    /// The keys that name a shape's form.
    static let shapeForms = ["roundedBounds", "rect", "roundedRect", "ellipse", "path"]
    static let shapeKeys: Set<String> = Set(shapeForms + ["radius"])

    /// `bounds`, or a one-form mapping: `{ roundedBounds: r }`, `{ rect: [..] }`,
    /// `{ roundedRect: [..], radius: r }`, `{ ellipse: [..] }`, `{ path: "M…" }`.
    mutating func shape(_ node: YAMLNode) -> ShapeValue? {
        let formsHint =
            "write bounds, { roundedBounds: 8 }, { rect: [x, y, w, h] }, { roundedRect: [x, y, w, h], radius: 8 }, "
            + "{ ellipse: [x, y, w, h] } or { path: \"M0 0 L10 0 Z\" }"
        guard let pairs = node.mapping else {
            if node.text == "bounds" { return .bounds }
            sink.report(
                .badShape, "expected a shape, found \(node.text.map { "'\($0)'" } ?? "a \(node.kindName)")", at: node, hint: formsHint)
            return nil
        }
        let forms = pairs.filter { ValueReader.shapeForms.contains($0.key.text ?? "") }
        guard let form = forms.first else {
            sink.report(
                .badShape, "a shape mapping needs one of \(ValueReader.shapeForms.joined(separator: ", "))", at: node,
                hint: pairs.first?.key.text.flatMap { sink.suggestion(for: $0, in: ValueReader.shapeForms) } ?? formsHint)
            return nil
        }
        if forms.count > 1 {
            sink.report(
                .badShape, "a shape has one form; found both '\(forms[0].key.text ?? "")' and '\(forms[1].key.text ?? "")'",
                at: forms[1].key)
            return nil
        }
        let formName = form.key.text ?? ""
        var radius: Double?
        var failed = false
        for pair in pairs where pair.key.text != formName {
            if pair.key.text == "radius", formName == "roundedRect" {
                radius = nonNegative(pair.value, what: "radius")
                failed = failed || radius == nil
            } else {
                sink.reportUnknownKey(
                    pair.key, allowed: formName == "roundedRect" ? ["roundedRect", "radius"] : [formName],
                    in: "a \(formName) shape")
                failed = true
            }
        }
        let rectLabels = ["x", "y", "width", "height"]
        func rect(_ v: [Double]) -> Rect { Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }
        let result: ShapeValue?
        switch formName {
        case "roundedBounds":
            result = nonNegative(form.value, what: "radius").map { .roundedBounds(radius: $0) }
        case "rect":
            result = components(form.value, labels: rectLabels, kind: .rect).map { .rect(rect($0)) }
        case "ellipse":
            result = components(form.value, labels: rectLabels, kind: .rect).map { .ellipse(rect($0)) }
        case "roundedRect":
            let r = components(form.value, labels: rectLabels, kind: .rect)
            if r != nil, radius == nil, !failed {
                sink.report(.missingKey, "a roundedRect shape needs 'radius'", at: node)
            }
            result = r.flatMap { v in radius.map { .roundedRect(rect(v), radius: $0) } }
        default:  // path
            result = pathShape(form.value)
        }
        return failed ? nil : result
    }

    private mutating func pathShape(_ node: YAMLNode) -> ShapeValue? {
        guard let text = string(node, expecting: .string) else { return nil }
        switch PathData.parse(text, maxCommands: context.maxPathCommands) {
        case .success(let commands):
            guard !commands.isEmpty else {
                sink.report(.badPathData, "path data is empty", at: node)
                return nil
            }
            return .path(commands, source: text)
        case .failure(let failure):
            report(failure, at: node)
            return nil
        }
    }

    private mutating func nonNegative(_ node: YAMLNode, what: String) -> Double? {
        guard let v = number(node) else { return nil }
        guard v >= 0 else {
            sink.report(.outOfRange, "\(what) must not be negative, found \(formatNumber(v))", at: node)
            return nil
        }
        return v
    }
}
