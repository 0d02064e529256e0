/// `low-contrast`: a rule that sets both a text color (`textColor`, or
/// `titleColor` for each state) and `backgroundColor` whose contrast is below
/// WCAG's 4.5:1 in light or dark mode. Translucent colors are composited
/// first: the background over the mode's system background (white or black),
/// then the text over that. Title colors for `disabled` states are skipped:
/// WCAG 1.4.3 sets no contrast requirement for inactive components.
enum ContrastLint {
    static let minimum = 4.5

    static func check(_ input: LintInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let backgroundColor = PropertyKeys.backgroundColor.id
        let textColor = PropertyKeys.textColor.id
        let titleColor = PropertyKeys.titleColor.id
        for rule in input.table.rules.indices {
            let invocations = input.invocations(of: rule)
            guard let background = invocations.first(where: { $0.property == backgroundColor }),
                case .color(let fill) = background.value
            else { continue }
            for text in invocations where (text.property == textColor || text.property == titleColor) && !isDisabledState(text.axisKey) {
                guard case .color(let ink) = text.value else { continue }
                // Ratios shown rounded down, so 4.49 never prints as "4.5:1, below 4.5:1".
                var failures: [(mode: String, ratio: String)] = []
                for (mode, base, textColor, fillColor) in [
                    ("light", Color.white, ink.light, fill.light), ("dark", Color.black, ink.dark, fill.dark),
                ] {
                    let backdrop = fillColor.composited(over: base)
                    let ratio = Color.contrastRatio(textColor.composited(over: backdrop), backdrop)
                    if ratio < minimum { failures.append((mode, formatNumber((ratio * 10).rounded(.down) / 10) + ":1")) }
                }
                let description: String
                switch failures.count {
                case 0: continue
                case 1: description = "\(failures[0].ratio) in \(failures[0].mode) mode"
                default:
                    description =
                        failures[0].ratio == failures[1].ratio
                        ? "\(failures[0].ratio) in light and dark mode"
                        : "\(failures[0].ratio) in light mode and \(failures[1].ratio) in dark mode"
                }
                let keyPath = input.table.keyPath(of: text)
                let name = input.table.axisKeyName(of: text).map { "\(keyPath) (\($0))" } ?? keyPath
                diagnostics.append(
                    Diagnostic(
                        .lowContrast,
                        "\(name) on backgroundColor has a contrast of \(description), below WCAG's 4.5:1",
                        at: text.origin, hint: "darken or lighten one of the colors; a dynamic color can fix one mode"))
            }
        }
        return diagnostics
    }

    private static func isDisabledState(_ key: AxisKey?) -> Bool {
        key?.state?.contains(.disabled) ?? false
    }
}
