import ArgumentParser
import Livery
import LiveryRender

/// `livery explain STYLESHEET TREE --view ID [--property KEYPATH] [--trait NAME=VALUE]...`
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show every rule that matched a view, which one won each property, and why.",
        discussion: "Rules are cited with file:line; each losing value names the precedence step that decided against it."
    )

    @OptionGroup var input: StyledTreeOptions

    @Option(help: "The id of the view to explain.")
    var view: String

    @Option(help: "Only this property (a dotted keypath).")
    var property: String?

    func run() throws {
        let (resolver, document, traits) = try input.load()
        let found: Explanation?
        do {
            found = try resolver.explain(.id(view), in: document.root, traits: traits, workLimit: Resolver.defaultWorkLimit)
        } catch {
            CommandSupport.printDiagnostics([error.diagnostic(in: document.root, file: document.file)])
            throw ExitCode.failure
        }
        guard let explanation = found else {
            CommandSupport.writeError("error: no view has id '\(view)' in \(input.tree)".escapingControlCharacters)
            throw ExitCode.failure
        }
        // A keypath the view's class lacks is a mistake, not a property with no value.
        if let property, explanation.view.style.schema.id(of: property) == nil {
            let type = explanation.view.type
            let hint = Suggestion.hint(for: property, in: resolver.table.registry.allProperties(of: type).keys)
            CommandSupport.writeError(
                ("error: '\(property)' is not a property of \(type)" + (hint.map { "; " + $0 } ?? ""))
                    .escapingControlCharacters)
            throw ExitCode.failure
        }
        var report = explanation.report(property: property, ids: Self.ancestorIDs(of: explanation.view.path, in: document.root))
        let node = Self.node(id: view, in: document.root)
        if let runtimeClass = node?.runtimeClass {
            report += "captured from a \(runtimeClass.escapingControlCharacters), written as its known ancestor \(explanation.view.type)\n"
        }
        if let hosted = node?.hosting {
            report +=
                "hosts SwiftUI content (\(hosted.labels.count) accessibility labels): SwiftUI draws it on the device;"
                + " a preview draws a placeholder box, approximate\n"
        }
        if property == nil, let line = try frameLine(explanation, document: document, resolver: resolver, traits: traits) {
            report += (report.hasSuffix("\n") ? "" : "\n") + line
        }
        CommandSupport.writeOutput(report)
    }

    /// The node with the id, in pre-order (the one `explain` resolved).
    private static func node(id: String, in root: ViewNode) -> ViewNode? {
        if root.id == id { return root }
        return root.children.lazy.compactMap { node(id: id, in: $0) }.first
    }

    /// The ids of the view's ancestors that have one, by path (`"0.1"`).
    private static func ancestorIDs(of path: String, in root: ViewNode) -> [String: String] {
        var ids: [String: String] = [:]
        var node = root
        var prefix: [Substring] = []
        if let id = root.id { ids[""] = id }
        for part in path.split(separator: ".").dropLast() {
            guard let index = Int(part), node.children.indices.contains(index) else { break }
            node = node.children[index]
            prefix.append(part)
            if let id = node.id { ids[prefix.joined(separator: ".")] = id }
        }
        return ids
    }

    /// Where the view's laid-out frame came from: its own `frame:`, a `size:`,
    /// the parent that places it (a stack, a bar, a table), or its intrinsic content size.
    private func frameLine(
        _ explanation: Explanation, document: TreeDocument, resolver: Resolver, traits: TraitCollection
    ) throws -> String? {
        let styles = try resolver.resolve(document.root, traits: traits, workLimit: Resolver.defaultWorkLimit)
        guard let index = styles.views.firstIndex(where: { $0.path == explanation.view.path }) else { return nil }
        let layout = try CommandSupport.layout(document, styles: styles)
        guard layout.frames.indices.contains(index) else { return nil }
        let f = layout.frames[index]
        let numbers = [f.x, f.y, f.width, f.height].map(formatNumber).joined(separator: ", ")
        let source: String
        switch layout.sources[index] {
        case .explicit: source = "written in the tree (frame:)"
        case .size: source = "its size: in the tree, at its parent's origin"
        case .stack:
            let parent = explanation.view.path.split(separator: ".").dropLast().joined(separator: ".")
            source = "placed by its " + (styles.views.first { $0.path == parent }?.type ?? "parent")
        case .intrinsic: source = "its intrinsic content size"
        case .swiftUI: source = "placed by SwiftUI's layout"
        }
        return "frame: [\(numbers)] (\(source))"
    }
}
