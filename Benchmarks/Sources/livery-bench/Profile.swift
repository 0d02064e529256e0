import Livery
import LiveryYAML
import LiveryRender

/// One of Livery's workloads alone, repeated, for a profiler to watch.
enum Profile: String, CaseIterable {
    case compile
    case yaml
    case tableLoad = "table-load"
    case resolve
    case resolveUnshared = "resolve-unshared"
    case layout, render, shadow, full, card, png
    /// The full screen on two threads, as the batch renders it.
    case batch

    func run(times: Int) throws {
        switch self {
        case .compile:
            let text = Workloads.stylesheet(rules: CompileBench.rules)
            for _ in 0..<times { _ = StylesheetCompiler.compile(source: text, path: "bench.style.yaml") }
        case .yaml:
            let bytes = Array(Workloads.stylesheet(rules: CompileBench.rules).utf8)
            for _ in 0..<times { _ = try YAMLReader.parse(bytes) }
        case .tableLoad:
            guard let table = StylesheetCompiler.compile(path: TableLoadBench.showcase).table else { return }
            let bytes = table.compiled()
            for _ in 0..<times { _ = try? InvocationTable(compiled: bytes) }
        case .resolve, .resolveUnshared:
            let (table, document) = try ResolveBench.workload(distinct: self == .resolveUnshared)
            let resolver = Resolver(table: table)
            for _ in 0..<times { _ = resolver.resolve(document.root, traits: document.traits) }
        case .layout:
            let (table, root) = try LayoutBench.workload()
            let styles = Resolver(table: table).resolve(root)
            let renderer = Renderer()
            for _ in 0..<times { _ = try renderer.layout(root, styles: styles) }
        case .render, .shadow, .full:
            let variant: CardLayers.Variant = self == .render ? .geometry : self == .shadow ? .shadowed : .full
            let root = CardLayers.root(CardScene.generate(), variant)
            let renderer = Renderer()
            for _ in 0..<times { _ = try renderer.render(root, scale: RenderBench.scale) }
        case .batch:
            let root = CardLayers.root(CardScene.generate(), .full)
            try RenderBench.renderConcurrently(root, count: times, threads: 2, Renderer())
        case .card:
            let card = RenderBench.singleCard()
            let renderer = Renderer()
            for _ in 0..<times { _ = try renderer.render(card, scale: RenderBench.scale) }
        case .png:
            let canvas = try Renderer().render(CardLayers.root(CardScene.generate(), .full), scale: RenderBench.scale)
            for _ in 0..<times { _ = try PNGCodec.encode(canvas) }
        }
    }
}
