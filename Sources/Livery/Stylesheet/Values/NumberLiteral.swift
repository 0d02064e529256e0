/// Scans a decimal number (`12`, `-0.5`, `.5`, `1e-3`) from UTF-8 bytes, the
/// one number grammar shared by expressions, color functions and path data.
enum NumberLiteral {
    /// Reads the literal starting at `start` (an optional sign when `allowSign`,
    /// digits, an optional fraction and exponent). Returns the value and the
    /// index just past it, or nil when no digits are there. The value may be
    /// infinite (`1e400`); callers report that.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, allowSign: Bool) -> (value: Double, end: Int)? {
        var i = start
        let n = bytes.count
        var negative = false
        if allowSign, i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        let digitsStart = i
        var integer = 0
        var integerDigits = 0
        while i < n, isDigit(bytes[i]) {
            if integerDigits < 15 { integer = integer * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
            integerDigits += 1
            i += 1
        }
        var fractionDigits = 0
        if i < n, bytes[i] == UInt8(ascii: ".") {
            var j = i + 1
            while j < n, isDigit(bytes[j]) { j += 1 }
            fractionDigits = j - i - 1
            if integerDigits > 0 || fractionDigits > 0 { i = j }
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        var hasExponent = false
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < n, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            let expDigits = j
            while j < n, isDigit(bytes[j]) { j += 1 }
            if j > expDigits {
                hasExponent = true
                i = j
            }
        }
        let magnitude: Double
        if fractionDigits == 0, !hasExponent, integerDigits <= 15 {
            // The common case (`12`, `16`) without building a string.
            magnitude = Double(integer)
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[digitsStart..<i]), as: UTF8.self)
            guard let parsed = Double(text.hasPrefix(".") ? "0" + text : text) else { return nil }
            magnitude = parsed
        }
        return (negative ? -magnitude : magnitude, i)
    }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    @inline(__always)
    /// The end of a constant's name starting at `start` (after the `$`):
    /// identifier bytes, with `.` and `-` joining them as in a design token's
    /// path (`spacing.md`, `space-2`). `isDefined` picks the longest name in
    /// scope, so `$gutter-2` is still `$gutter` minus 2 where no `gutter-2` exists.
    static func constantNameEnd(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, isDefined: (Int) -> Bool
    ) -> Int {
        var end = start
        var joints: [Int] = []
        while end < bytes.count {
            if isIdentifier(bytes[end]) {
                end += 1
            } else if end > start, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "-"),
                end + 1 < bytes.count, isIdentifier(bytes[end + 1])
            {
                if bytes[end] == UInt8(ascii: "-") { joints.append(end) }
                end += 1
            } else {
                break
            }
        }
        while !isDefined(end), let joint = joints.popLast() { end = joint }
        return end
    }

    static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || isDigit(b) || b == UInt8(ascii: "_")
    }

    @inline(__always)
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
