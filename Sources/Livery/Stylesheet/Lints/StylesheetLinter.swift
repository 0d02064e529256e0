/// Runs the warnings of stylesheet.md §7 over a compiled table: the seeds'
/// advice, checked where a stylesheet can show it is being ignored.
enum StylesheetLinter {
    static func lint(_ table: InvocationTable) -> [Diagnostic] {
        let input = LintInput(table)
        return BorderWidthLint.check(input) + ShadowClipLint.check(input) + NeverWinsLint.check(input) + ContrastLint.check(input)
    }
}
