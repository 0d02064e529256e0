import LiveryCore

/// How a grouped table shows its rows (Docs/Controls.md, "Table cells"): a
/// header or footer view directly after a cell is that section's footer
/// unless a cell follows it; any other starts the next section as its
/// header. The heights and text positions are iOS's, measured on iOS 17.5
/// and 18.5 (Docs/Controls.md, "Measured against iOS").
enum TableRows {
    enum Kind: Sendable { case cell, headerFooter, other }

    enum Role: Sendable, Equatable {
        case cell
        /// A section's header; `afterCells` when the section before it ends without a footer.
        case header(afterCells: Bool)
        case footer
        case other
    }

    /// A one-line header: its text's baseline 9.33 points above the section's first cell.
    static let headerHeight = 116.0 / 3
    static let headerBaselineAboveBottom = 28.0 / 3
    /// A one-line footer: its text's baseline 18.33 points below the section's last cell.
    static let footerHeight = 101.0 / 3
    static let footerBaselineBelowTop = 55.0 / 3
    /// Between a section without a footer and the next section's header.
    static let sectionGap = 53.0 / 3

    /// Each row's role, in order.
    static func roles(_ kinds: [Kind]) -> [Role] {
        kinds.indices.map { i in
            switch kinds[i] {
            case .cell: return .cell
            case .other: return .other
            case .headerFooter:
                let afterCell = i > 0 && kinds[i - 1] == .cell
                let beforeCell = i + 1 < kinds.count && kinds[i + 1] == .cell
                return afterCell && !beforeCell ? .footer : .header(afterCells: afterCell)
            }
        }
    }

    /// A row's kind from its style.
    static func kind(_ style: ResolvedStyle) -> Kind {
        if style.schema.isKind(of: CellAppearance.kind) { return .cell }
        if style.schema.isKind(of: HeaderFooterAppearance.kind) { return .headerFooter }
        return .other
    }

    /// Whether a table of this style groups its rows into sections with headers and footers between them.
    static func groups(_ style: TableStyle) -> Bool { style != .plain }
}
