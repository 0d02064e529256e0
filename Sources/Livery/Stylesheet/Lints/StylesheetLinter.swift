/// Runs the warnings of Docs/Stylesheets.md §7 over a compiled table: UIKit
/// practice's advice, checked where a stylesheet can show it is being ignored.
enum StylesheetLinter {
    static func lint(_ table: InvocationTable) -> [Diagnostic] {
        let input = LintInput(table)
        return BorderWidthLint.check(input) + ShadowClipLint.check(input) + NeverWinsLint.check(input) + ContrastLint.check(input)
            + PreviewOnlyLint.check(input) + UnmappedSymbolLint.check(input)
    }
}
