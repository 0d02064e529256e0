import LiveryCore

/// `not-in-swiftui` (`livery lint --swiftui`): what a stylesheet shared with
/// SwiftUI views sets that does not reach them (``SwiftUIReach``): a
/// property `LiverySwiftUI` has no modifier for, on a class SwiftUI's views
/// stand for; and for the chrome SwiftUI draws itself (navigation and tab
/// bars, segmented pickers, page indicators), which only UIKit's appearance
/// proxies reach, a rule qualified by `class:` or `inside:`, or a property
/// the class's header does not mark `UI_APPEARANCE_SELECTOR`. Rules for
/// classes no SwiftUI view stands for (a stack view, a toolbar) style UIKit
/// views only and are not reported.
enum SwiftUILint {
    static func check(_ input: LintInput) -> [Diagnostic] {
        let table = input.table
        let registry = table.registry
        let builtIn = Set(TypeRegistry.builtIn.typeNames)
        let views = Set(StyleType.swiftUIClasses.map(\.rawValue))
        var diagnostics: [Diagnostic] = []
        for (index, rule) in table.rules.enumerated() {
            let type = rule.selector.type
            let ancestor = SwiftUIReach.chrome(of: type, registry: registry)
            // A bar SwiftUI draws itself, which no `.style(…)` reaches (a segmented picker is both).
            let barOnly = ancestor.map { !views.contains($0.className) } ?? false
            // The proxies are the chrome classes' own: a declared subclass's rules reach none of them.
            if let ancestor, ancestor.className != type, barOnly {
                diagnostics.append(
                    Diagnostic(
                        .notInSwiftUI,
                        "a rule for \(type) reaches no SwiftUI bar: SwiftUI's bars are styled only through \(ancestor.className)'s own appearance proxy",
                        at: rule.origin, hint: "UIKit views of \(type) still match it; write the rule for \(ancestor.className) to reach SwiftUI's"))
                continue
            }
            let chrome = ancestor?.className == type ? ancestor : nil
            // A declared type is a view's `.style(…)`; a built-in class only when a SwiftUI view stands for it.
            let styled = builtIn.contains(type) ? views.contains(type) : !barOnly
            guard styled || chrome != nil else { continue }
            let qualified = !rule.selector.classes.isEmpty || !rule.selector.inside.isEmpty
            if let chrome, !styled, qualified {
                diagnostics.append(
                    Diagnostic(
                        .notInSwiftUI,
                        "SwiftUI's \(chrome.className) is styled only through UIAppearance, which takes rules that name just the type; this rule's "
                            + (rule.selector.classes.isEmpty ? "inside:" : "class:") + " keeps it from SwiftUI",
                        at: rule.origin, hint: "UIKit views still match it; write a type-only rule (with when: for traits) for SwiftUI's bars"))
                continue
            }
            var reported: Set<PropertyID> = []
            for invocation in input.invocations(of: index) where reported.insert(invocation.property).inserted {
                let keyPath = registry.names.keyPath(invocation.property)
                if styled && SwiftUIReach.wears(keyPath, on: type, registry: registry) { continue }
                if let chrome, !qualified, SwiftUIReach.proxyTakes(keyPath, chrome) { continue }
                let why =
                    chrome != nil && !styled
                    ? "\(chrome?.className ?? type)'s header does not mark it UI_APPEARANCE_SELECTOR, so its appearance proxy, the only way to SwiftUI's, does not take it"
                    : "LiverySwiftUI has no SwiftUI modifier for it on a view standing for \(type)"
                diagnostics.append(
                    Diagnostic(
                        .notInSwiftUI, "\(keyPath) does not reach SwiftUI views: \(why)", at: invocation.origin,
                        hint: "UIKit views still take it (Docs/SwiftUI.md lists what SwiftUI wears)"))
            }
        }
        return diagnostics
    }
}
