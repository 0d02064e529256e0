import Livery
import LiveryRender

/// Laying out a 10,000-view settings list made of nested stacks (a column of
/// rows; each row an icon, a column of two labels, a value and a chevron),
/// with its labels measured by the text engine: what the layout stage adds
/// to every render of a stack-built screen.
enum LayoutBench {
    static let rows = 1_428

    static func run(_ settings: Settings, into report: inout Report) throws {
        let (table, root) = try workload()
        let styles = Resolver(table: table).resolve(root)
        let renderer = Renderer()
        let first = try renderer.layout(root, styles: styles)
        guard first.warnings.isEmpty, first.frames.count == styles.views.count else {
            throw BenchError.invalidWorkload("the layout workload has \(first.warnings.count) warnings")
        }
        let count = Double(first.frames.count)
        let layout = try settings.time { _ = try renderer.layout(root, styles: styles) }
        let resolve = try settings.time { _ = Resolver(table: table).resolve(root) }
        report.record("layout_views", count)
        report.record("layout_ms", layout * 1000)
        report.record("layout_views_per_s", count / layout)
        report.record("layout_vs_resolve", resolve / layout)
        report.row(
            "layout \(Report.grouped(count)) views, nested stacks", livery: "\(Report.grouped(count / layout)) views/s",
            peer: "resolving it " + Report.trim(resolve * 1000, decimals: 1) + " ms",
            ratio: Report.ratio(resolve / layout))
    }

    /// The stylesheet (stack properties by class, so layout reads styles as
    /// it does in an app) and the tree, every view placed by a stack.
    static func workload() throws -> (InvocationTable, ViewNode) {
        let (table, diagnostics) = StylesheetCompiler.compile(
            source: """
                livery: 1
                rules:
                  - { type: UIStackView, class: list, set: { axis: vertical } }
                  - { type: UIStackView, class: row, set: { spacing: 12, alignment: center, isLayoutMarginsRelativeArrangement: true } }
                  - { type: UIStackView, class: titles, set: { axis: vertical, spacing: 2 } }
                  - { type: UILabel, class: title, set: { font: body, numberOfLines: 0 } }
                  - { type: UILabel, class: subtitle, set: { font: footnote } }
                  - { type: UILabel, class: value, set: { font: body } }
                """, path: "layout.style.yaml")
        guard let table, diagnostics.isEmpty else { throw BenchError.invalidWorkload("layout stylesheet: \(diagnostics)") }
        let labels = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus"]
        var rows: [ViewNode] = []
        for i in 0..<LayoutBench.rows {
            let title = labels[i % labels.count]
            rows.append(
                ViewNode(
                    type: "UIStackView", placement: .arranged, classes: ["row"],
                    children: [
                        ViewNode(type: "UIView", frame: Rect(x: 0, y: 0, width: 29, height: 29), placement: .size(width: 29, height: 29)),
                        ViewNode(
                            type: "UIStackView", placement: .arranged, classes: ["titles"],
                            children: [
                                label(title, "title"), label("Row \(i) of the list", "subtitle"),
                            ]),
                        label(i % 3 == 0 ? "On" : "Off", "value"),
                        label("›", "value"),
                    ]))
        }
        let root = ViewNode(
            type: "UIStackView", frame: Rect(x: 0, y: 0, width: 390, height: 0), placement: .size(width: 390, height: nil),
            classes: ["list"], children: rows)
        return (table, root)
    }

    private static func label(_ text: String, _ style: String) -> ViewNode {
        ViewNode(type: "UILabel", placement: .arranged, classes: [style], explicitValues: ["text": .string(text)])
    }
}
