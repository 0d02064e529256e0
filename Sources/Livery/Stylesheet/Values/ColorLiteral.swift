/// Parses the color literals CSS developers write: `#RGB`, `#RGBA`,
/// `#RRGGBB`, `#RRGGBBAA` (alpha last), `rgb()`, `rgba()`, `hsl()`, `hsla()`,
/// straight from UTF-8 bytes. Names (`red`, `systemBlue`, palette entries) are
/// looked up by the caller.
enum ColorLiteral {
    /// True when `text` is written as a literal rather than a name.
    static func isLiteral(_ text: String) -> Bool {
        text.utf8.first == UInt8(ascii: "#") || text.utf8.contains(UInt8(ascii: "("))
    }

    /// Parses a literal. Function arguments are number expressions, so
    /// `rgba(0, 0, 0, $shadowAlpha)` works; a `%` suffix makes an argument a percentage.
    static func parse(_ text: String, constants: ScopedNames<Value>, maxLength: Int) -> Result<Color, NumberExpression.Failure> {
        if text.utf8.count > maxLength {
            return .failure(
                .init(
                    code: .expressionTooLong,
                    message: "color is \(text.utf8.count) bytes long; the limit is \(maxLength)", offset: 0))
        }
        var copy = text
        return copy.withUTF8 { bytes in
            if bytes.first == UInt8(ascii: "#") { return hex(bytes) }
            return function(bytes, constants: constants, maxLength: maxLength)
        }
    }

    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Color, NumberExpression.Failure> {
        // The digits, read without allocating: at most 8 are kept, the rest only counted.
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        for i in 1..<bytes.count {
            guard let v = hexValue(bytes[i]) else {
                let bad = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<i + 1]), as: UTF8.self)
                return .failure(.init(code: .badColor, message: "'\(bad)' is not a hex digit in color '\(text(bytes))'", offset: i))
            }
            if count < 8 {
                withUnsafeMutableBytes(of: &digits) { $0[count] = v }
            }
            count += 1
        }
        return withUnsafeBytes(of: digits) { n -> Result<Color, NumberExpression.Failure> in
            switch count {
            case 3, 4:
                let a: UInt8 = count == 4 ? n[3] * 17 : 255
                return .success(Color(red: n[0] * 17, green: n[1] * 17, blue: n[2] * 17, alpha: a))
            case 6, 8:
                let a: UInt8 = count == 8 ? n[6] << 4 | n[7] : 255
                return .success(Color(red: n[0] << 4 | n[1], green: n[2] << 4 | n[3], blue: n[4] << 4 | n[5], alpha: a))
            default:
                return .failure(
                    .init(
                        code: .badColor,
                        message: "'\(text(bytes))' has \(count) hex digits; a hex color has 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)",
                        offset: 0))
            }
        }
    }

    private static func function(
        _ bytes: UnsafeBufferPointer<UInt8>, constants: ScopedNames<Value>, maxLength: Int
    )
        -> Result<Color, NumberExpression.Failure>
    {
        var open = 0
        while open < bytes.count, bytes[open] != UInt8(ascii: "(") { open += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<open]), as: UTF8.self)
            .trimmingSpaces()
        let isHSL: Bool
        switch name {
        case "rgb", "rgba": isHSL = false
        case "hsl", "hsla": isHSL = true
        default:
            return .failure(
                .init(
                    code: .badColor, message: "unknown color function '\(name)'", offset: 0,
                    hint: Suggestion.hint(for: name, in: ["rgb", "rgba", "hsl", "hsla"])))
        }
        var close = bytes.count - 1
        while close > open, NumberLiteral.isSpace(bytes[close]) { close -= 1 }
        guard close > open, bytes[close] == UInt8(ascii: ")") else {
            return .failure(.init(code: .badColor, message: "'\(name)(' is never closed", offset: open))
        }
        // Split the arguments on top-level commas (an argument may hold parentheses).
        var args: [(value: Double, percent: Bool, offset: Int)] = []
        var depth = 0
        var argStart = open + 1
        for i in (open + 1)...close {
            let c = bytes[i]
            if c == UInt8(ascii: "(") {
                depth += 1
                continue
            }
            if c == UInt8(ascii: ")"), depth > 0 {
                depth -= 1
                continue
            }
            guard (c == UInt8(ascii: ",") && depth == 0) || i == close else { continue }
            var lo = argStart
            var hi = i
            while lo < hi, NumberLiteral.isSpace(bytes[lo]) { lo += 1 }
            while hi > lo, NumberLiteral.isSpace(bytes[hi - 1]) { hi -= 1 }
            var percent = false
            if hi > lo, bytes[hi - 1] == UInt8(ascii: "%") {
                percent = true
                hi -= 1
            }
            let argText = String(decoding: UnsafeBufferPointer(rebasing: bytes[lo..<hi]), as: UTF8.self)
            switch NumberExpression.evaluate(argText, constants: constants, maxLength: maxLength) {
            case .success(let v): args.append((v, percent, lo))
            case .failure(var failure):
                failure.offset += lo
                return .failure(failure)
            }
            argStart = i + 1
        }
        guard args.count == 3 || args.count == 4 else {
            return .failure(
                .init(
                    code: .badColor,
                    message: "\(name)() takes 3 arguments (or 4 with alpha), found \(args.count)", offset: open))
        }
        // Alpha: 0…1, or 0…100%.
        var alpha = 1.0
        if args.count == 4 {
            let a = args[3]
            alpha = a.percent ? a.value / 100 : a.value
            guard (0...1).contains(alpha) else {
                return .failure(.init(code: .outOfRange, message: "alpha must be between 0 and 1 (or 0% and 100%)", offset: a.offset))
            }
        }
        if isHSL {
            let hue = args[0].value
            for (index, label) in [(1, "saturation"), (2, "lightness")] {
                guard (0...100).contains(args[index].value) else {
                    return .failure(.init(code: .outOfRange, message: "\(label) must be between 0% and 100%", offset: args[index].offset))
                }
            }
            return .success(hslColor(hue: hue, saturation: args[1].value / 100, lightness: args[2].value / 100, alpha: alpha))
        }
        var channels: [UInt8] = []
        for (index, label) in ["red", "green", "blue"].enumerated() {
            let a = args[index]
            let v = a.percent ? a.value / 100 * 255 : a.value
            guard (0...255).contains(v) else {
                return .failure(
                    .init(
                        code: .outOfRange,
                        message:
                            "\(label) must be between 0 and 255 (or 0% and 100%), found \(formatNumber(a.value))\(a.percent ? "%" : "")",
                        offset: a.offset))
            }
            channels.append(UInt8((v + 0.5).rounded(.down)))
        }
        return .success(Color(red: channels[0], green: channels[1], blue: channels[2], alpha: Color.channel(alpha)))
    }

    /// CSS's HSL to sRGB (CSS Color 4, §7.1): hue in degrees, the rest 0…1.
    static func hslColor(hue: Double, saturation s: Double, lightness l: Double, alpha: Double) -> Color {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let a = s * min(l, 1 - l)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        // The nudge keeps exact halves (hsl(210, 80%, 50%) → red 25.5) rounding up,
        // as browsers do, despite binary floating-point error just below them.
        func channel(_ unit: Double) -> UInt8 { Color.channel(unit + 1e-9) }
        return Color(red: channel(f(0)), green: channel(f(8)), blue: channel(f(4)), alpha: Color.channel(alpha))
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
