import ArgumentParser
import Livery

/// `livery table STYLESHEET [--format text|json]`
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Print a stylesheet's invocation table: selector, keypath, axis key, value, origin."
    )

    @Argument(help: "The stylesheet (.style.yaml), or a table `livery compile` wrote (.liverytable).")
    var stylesheet: String

    @Option(help: "An aligned listing, or JSON records.")
    var format: OutputFormat = .text

    func run() throws {
        let (table, diagnostics) = StylesheetInput.load(path: stylesheet)
        CommandSupport.printDiagnostics(diagnostics)
        guard let table else { throw ExitCode.failure }
        switch format {
        case .text: CommandSupport.writeOutput(listing(table))
        case .json: CommandSupport.writeOutput(table.jsonText())
        }
    }

    private func listing(_ table: InvocationTable) -> String {
        var rows = [["SELECTOR", "KEYPATH", "AXIS", "VALUE", "ORIGIN"]]
        for invocation in table.invocations {
            rows.append([
                table.rules[invocation.rule].selector.description, table.keyPath(of: invocation), table.axisKeyName(of: invocation) ?? "-",
                invocation.value.listingText, invocation.origin.description,
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
