/// A colour's dynamic provider (`[UIColor colorWithDynamicProvider:^(UITraitCollection *traits) { … }]`) read
/// as the pair it chooses from: its body run once as the dark appearance and once as the light one, a branch or
/// a choice on `userInterfaceStyle` deciding each run. The result is `UIColor(light:dark:)`, which the
/// translator writes as a light-and-dark colour; nil when a run does not come to one value.
enum DynamicProvider {
    static func pair(_ statements: [CodeStatement]) -> CodeExpression? {
        func side(dark: Bool) -> CodeExpression? {
            let value = FunctionValue.returned(
                by: statements, arguments: [:], decide: { selectsDark($0).map { $0 == dark } }, isCase: { _ in false })
            // `return traits.userInterfaceStyle == UIUserInterfaceStyleDark ? a : b;`
            if case .choice(let test, let then, let otherwise)? = value, let holdsInDark = selectsDark(test) {
                return holdsInDark == dark ? then : otherwise
            }
            return value
        }
        guard let light = side(dark: false), let dark = side(dark: true) else { return nil }
        return .call(.name("UIColor"), [CodeArgument(label: "light", value: light), CodeArgument(label: "dark", value: dark)])
    }

    /// Whether a comparison of the style holds in the dark appearance (`== .dark`, `!= .light`): nil for another condition.
    static func selectsDark(_ condition: CodeExpression) -> Bool? {
        guard case .arithmetic(let op, let subject, let compared) = condition.unnamed, op == "==" || op == "!=",
            subject.lastName == "userInterfaceStyle"
        else { return nil }
        let style: String?
        switch compared.unnamed {
        case .member(_, let name): style = name
        case .name(let name): style = name
        default: style = nil
        }
        let named = ["dark": true, "light": false, "UIUserInterfaceStyleDark": true, "UIUserInterfaceStyleLight": false]
        guard let isDark = style.flatMap({ named[$0] }) else { return nil }
        return isDark == (op == "==")
    }
}
