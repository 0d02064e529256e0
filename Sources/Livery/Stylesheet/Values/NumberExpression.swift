/// Evaluates number expressions: `12`, `$radius * 2 + 1`, `-(4 / 3)`.
///
/// A shunting-yard evaluator over UTF-8 bytes with explicit operand and
/// operator stacks: no recursion, so parentheses cannot overflow the call
/// stack, and the input length is capped before any work is done.
enum NumberExpression {
    struct Failure: Error, Equatable {
        var code: DiagnosticCode
        var message: String
        /// Byte offset of the offending character in the expression text.
        var offset: Int
        var hint: String?
        /// The constant's name, for an undefined-constant failure (the caller suggests one).
        var name: String?
    }

    /// Evaluates `text`, reading `$name` from `constants` (which must hold numbers).
    static func evaluate(_ text: String, constants: ScopedNames<Value>, maxLength: Int) -> Result<Double, Failure> {
        if text.utf8.count > maxLength {
            return .failure(
                Failure(
                    code: .expressionTooLong,
                    message: "expression is \(text.utf8.count) bytes long; the limit is \(maxLength)", offset: 0))
        }
        var copy = text
        return copy.withUTF8 { bytes in
            // Most values are one literal (`16`, `0.5`): read it without the evaluator's stacks.
            if let (value, end) = NumberLiteral.scan(bytes, from: 0, allowSign: false), end == bytes.count, value.isFinite {
                return .success(value)
            }
            var evaluator = Evaluator(bytes: bytes, constants: constants)
            return evaluator.run()
        }
    }

    private struct Operator {
        /// `+ - * /`, or `u` (negate), `p` (unary plus), `(`.
        var symbol: UInt8
        var offset: Int

        var precedence: Int {
            switch symbol {
            case UInt8(ascii: "+"), UInt8(ascii: "-"): return 1
            case UInt8(ascii: "*"), UInt8(ascii: "/"): return 2
            case UInt8(ascii: "u"), UInt8(ascii: "p"): return 3
            default: return 0
            }
        }
    }

    private struct Evaluator {
        let bytes: UnsafeBufferPointer<UInt8>
        let constants: ScopedNames<Value>
        var values: [Double] = []
        var operators: [Operator] = []

        init(bytes: UnsafeBufferPointer<UInt8>, constants: ScopedNames<Value>) {
            self.bytes = bytes
            self.constants = constants
        }

        mutating func run() -> Result<Double, Failure> {
            var i = 0
            var expectOperand = true
            let n = bytes.count
            do throws(Failure) {
                while i < n {
                    let c = bytes[i]
                    if NumberLiteral.isSpace(c) {
                        i += 1
                        continue
                    }
                    if expectOperand {
                        switch c {
                        case UInt8(ascii: "("):
                            operators.append(Operator(symbol: c, offset: i))
                            i += 1
                        case UInt8(ascii: "-"):
                            operators.append(Operator(symbol: UInt8(ascii: "u"), offset: i))
                            i += 1
                        case UInt8(ascii: "+"):
                            operators.append(Operator(symbol: UInt8(ascii: "p"), offset: i))
                            i += 1
                        case UInt8(ascii: "$"):
                            i = try constant(at: i)
                            expectOperand = false
                        default:
                            guard let (value, end) = NumberLiteral.scan(bytes, from: i, allowSign: false) else {
                                throw unexpected(at: i, expecting: "a number")
                            }
                            guard value.isFinite else {
                                throw Failure(
                                    code: .numberNotFinite,
                                    message: "'\(slice(i, end))' is too large to be a finite number", offset: i)
                            }
                            values.append(value)
                            i = end
                            expectOperand = false
                        }
                    } else {
                        switch c {
                        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"):
                            let op = Operator(symbol: c, offset: i)
                            while let top = operators.last, top.symbol != UInt8(ascii: "("), top.precedence >= op.precedence {
                                try apply(operators.removeLast())
                            }
                            operators.append(op)
                            expectOperand = true
                            i += 1
                        case UInt8(ascii: ")"):
                            while let top = operators.last, top.symbol != UInt8(ascii: "(") {
                                try apply(operators.removeLast())
                            }
                            guard operators.popLast() != nil else {
                                throw Failure(code: .badExpression, message: "')' has no matching '('", offset: i)
                            }
                            i += 1
                        default:
                            throw unexpected(at: i, expecting: "an operator (+ - * /)")
                        }
                    }
                }
                if expectOperand {
                    throw Failure(
                        code: .badExpression,
                        message: n == 0 ? "expected a number, found nothing" : "the expression ends where a number should be",
                        offset: n)
                }
                while let op = operators.popLast() {
                    if op.symbol == UInt8(ascii: "(") {
                        throw Failure(code: .badExpression, message: "'(' is never closed", offset: op.offset)
                    }
                    try apply(op)
                }
                return .success(values.last ?? 0)
            } catch {
                return .failure(error)
            }
        }

        /// Reads `$name` at `start` and pushes its number; returns the index past it.
        private mutating func constant(at start: Int) throws(Failure) -> Int {
            let end = NumberLiteral.constantNameEnd(in: bytes, from: start + 1) { constants[slice(start + 1, $0)] != nil }
            let name = slice(start + 1, end)
            guard !name.isEmpty else {
                throw Failure(code: .badExpression, message: "'$' must be followed by a constant's name", offset: start)
            }
            guard let value = constants[name] else {
                throw Failure(code: .undefinedConstant, message: "undefined constant '$\(name)'", offset: start, name: name)
            }
            guard case .number(let number) = value else {
                throw Failure(code: .wrongKind, message: "constant '$\(name)' is \(value.kindName), not a number", offset: start)
            }
            values.append(number)
            return end
        }

        private mutating func apply(_ op: Operator) throws(Failure) {
            let result: Double
            switch op.symbol {
            case UInt8(ascii: "u"), UInt8(ascii: "p"):
                guard let a = values.popLast() else { throw Failure(code: .badExpression, message: "missing operand", offset: op.offset) }
                result = op.symbol == UInt8(ascii: "u") ? -a : a
            default:
                guard let b = values.popLast(), let a = values.popLast() else {
                    throw Failure(code: .badExpression, message: "missing operand", offset: op.offset)
                }
                switch op.symbol {
                case UInt8(ascii: "+"): result = a + b
                case UInt8(ascii: "-"): result = a - b
                case UInt8(ascii: "*"): result = a * b
                default:
                    guard b != 0 else { throw Failure(code: .divisionByZero, message: "division by zero", offset: op.offset) }
                    result = a / b
                }
            }
            guard result.isFinite else {
                throw Failure(code: .numberNotFinite, message: "the result is too large to be a finite number", offset: op.offset)
            }
            values.append(result)
        }

        private func unexpected(at i: Int, expecting: String) -> Failure {
            // Show the whole word (`radius`, not `r`) and suggest `$radius` for a bare constant name.
            var end = i + 1
            while end < bytes.count, NumberLiteral.isIdentifier(bytes[end]), NumberLiteral.isIdentifier(bytes[i]) { end += 1 }
            let word = slice(i, end)
            let hint = constants[word] != nil ? "constants are written with '$': did you mean '$\(word)'?" : nil
            return Failure(code: .badExpression, message: "expected \(expecting), found '\(word)'", offset: i, hint: hint)
        }

        private func slice(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
        }
    }
}
