/// Runs the warnings of Docs/Stylesheets.md §7 over a compiled table: UIKit
/// practice's advice, checked where a stylesheet can show it is being ignored.
enum StylesheetLinter {
    /// `swiftUI`: also what does not reach SwiftUI views (`livery lint --swiftui`).
    static func lint(_ table: InvocationTable, swiftUI: Bool = false) -> [Diagnostic] {
        let input = LintInput(table)
        return BorderWidthLint.check(input) + ShadowClipLint.check(input) + NeverWinsLint.check(input) + ContrastLint.check(input)
            + PreviewOnlyLint.check(input) + UnmappedSymbolLint.check(input) + (swiftUI ? SwiftUILint.check(input) : [])
    }
}
