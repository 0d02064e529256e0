/// An app's helper that draws a solid colour's image, the one-point image apps fill a bar's
/// background with (`+ (UIImage *)imageWithColor:(UIColor *)color`, `UIImage.filled(with:)`):
/// it opens an image context (`UIGraphicsBeginImageContext…`, a `UIGraphicsImageRenderer`),
/// sets one fill colour (`[color setFill]`, `CGContextSetFillColorWithColor`, `setFillColor(_:)`),
/// fills (`UIRectFill`, `CGContextFillRect`, `fill(_:)`) and draws nothing else. Its image is
/// the stylesheet's `{color: …}`.
enum SolidFill {
    /// The colour `statements` fill their image with, as written (its locals put in); nil for any
    /// other drawing, or where more than one colour is set.
    static func color(of statements: [CodeStatement]) -> CodeExpression? {
        var locals: [String: CodeExpression] = [:]
        var opensContext = false
        var fills = false
        var colors: [CodeExpression] = []
        var drawsElse = false
        func visit(_ expression: CodeExpression) {
            if case .member(let base?, _) = expression { return visit(base) }
            guard case .call(let callee, let arguments) = expression else { return }
            let name = callee.lastName ?? ""
            if ["UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsImageRenderer"].contains(name)
                || callee.dottedName?.hasPrefix("UIGraphicsImageRenderer") == true
            {
                opensContext = true
            }
            if case .member(let base?, let method) = callee, ["setFill", "set"].contains(method), arguments.isEmpty {
                colors.append(base)
            } else if name == "CGContextSetFillColorWithColor", arguments.count == 2 {
                colors.append(arguments[1].value)
            } else if case .member(_, "setFillColor") = callee, arguments.count == 1 {
                colors.append(arguments[0].value)
            } else if ["UIRectFill", "CGContextFillRect", "fill"].contains(name) {
                fills = true
            } else if SolidFill.drawing.contains(where: { name.hasPrefix($0) || name.contains($0.prefix(1).uppercased() + $0.dropFirst()) }) {
                drawsElse = true
            }
            visit(callee)
            for argument in arguments { visit(argument.value) }
        }
        func walk(_ statements: [CodeStatement]) {
            for statement in statements {
                switch statement.kind {
                case .bind(let name, let value):
                    locals[name] = value.substituting(locals)
                    visit(value)
                case .assign(_, let value), .evaluate(let value), .returns(let value): visit(value)
                case .block(let inner), .unfollowed(_, _, _, let inner): walk(inner)
                // `guard let cgImage = image?.cgImage else { return nil }`: a side that draws or sets a colour counts as drawn.
                case .branch(_, let then, let otherwise, _): walk(then + otherwise)
                case .cases, .loop: drawsElse = true
                }
            }
        }
        walk(statements)
        let distinct = colors.map { plain($0.substituting(locals)) }.reduce(into: [CodeExpression]()) { found, color in
            if !found.contains(color) { found.append(color) }
        }
        guard opensContext, fills, !drawsElse, distinct.count == 1 else { return nil }
        return distinct[0]
    }

    /// What draws more than a fill, as a call's name starts (`draw(in:)`, `stroke(_:)`) or holds it capitalised
    /// (`CGContextDrawImage`, `UIRectFrame`'s `Frame`, `CGContextAddPath`, `UIBezierPath`).
    private static let drawing = ["draw", "stroke", "frame", "path", "addArc", "addLine", "move", "clip", "ellipse", "gradient", "showText"]

    /// The colour a `CGColor` is read from: `color.cgColor`, `[color CGColor]`.
    private static func plain(_ expression: CodeExpression) -> CodeExpression {
        switch expression {
        case .member(let base?, "cgColor"), .member(let base?, "CGColor"): return base
        case .call(.member(let base?, "CGColor"), let arguments) where arguments.isEmpty: return base
        default: return expression
        }
    }
}
