import Testing
@testable import Livery
@testable import LiveryCore

@Suite struct NumberExpressionTests {
    private func evaluate(
        _ text: String, _ constants: ScopedNames<Value> = ["r": .number(10), "c": .color(DynamicColor(.black))]
    )
        -> Result<Double, NumberExpression.Failure>
    {
        NumberExpression.evaluate(text, constants: constants, maxLength: 64)
    }

    @Test(arguments: [
        ("12", 12.0), ("0.5", 0.5), (".5", 0.5), ("1e3", 1000), ("2.5E-1", 0.25), ("-3", -3), ("+3", 3), ("--2", 2),
        ("$r * 2 + 1", 21), ("1 + $r * 2", 21), ("(1 + $r) * 2", 22), ("1 - 2 - 3", -4), ("8 / 2 / 2", 2),
        ("-(4 / 2)", -2), ("2*-3", -6), ("((((1))))", 1), (" 7 ", 7), ("1152921504606846976", 1152921504606846976),
    ])
    func evaluates(_ text: String, _ expected: Double) throws {
        #expect(try evaluate(text).get() == expected)
    }

    @Test(arguments: [
        ("", DiagnosticCode.badExpression, 0), ("1 +", .badExpression, 3), ("(1 + 2", .badExpression, 0),
        ("1 + 2)", .badExpression, 5), ("1 2", .badExpression, 2), ("1 % 2", .badExpression, 2), ("$", .badExpression, 0),
        ("$nope + 1", .undefinedConstant, 0), ("1 + $c", .wrongKind, 4), ("4 / (2 - 2)", .divisionByZero, 2),
        ("1e400", .numberNotFinite, 0), ("1e300 * 1e300", .numberNotFinite, 6),
        (String(repeating: "1+", count: 40) + "1", .expressionTooLong, 0),
    ])
    func failsAtTheOffendingByte(_ text: String, _ code: DiagnosticCode, _ offset: Int) {
        guard case .failure(let failure) = evaluate(text) else {
            Issue.record("expected \(code) for '\(text)'")
            return
        }
        #expect(failure.code == code)
        #expect(failure.offset == offset)
    }

    @Test func suggestsTheDollarForABareConstantName() {
        guard case .failure(let failure) = evaluate("r * 2") else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.message == "expected a number, found 'r'")
        #expect(failure.hint == "constants are written with '$': did you mean '$r'?")
    }

    @Test func deepParenthesesDoNotRecurse() throws {
        let text = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(try NumberExpression.evaluate(text, constants: [:], maxLength: 20_000).get() == 1)
    }
}
