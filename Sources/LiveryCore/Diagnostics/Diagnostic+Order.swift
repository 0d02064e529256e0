extension Array where Element == Diagnostic {
    /// In source order: by file (in `fileOrder`, then the rest), line and
    /// column, keeping the order of discovery among equals. Readers find some
    /// problems late (a duplicate after what follows it); people read files
    /// top to bottom.
    package func sortedBySource(fileOrder: [String] = []) -> [Diagnostic] {
        var rank: [String: Int] = [:]
        for (i, file) in fileOrder.enumerated() where rank[file] == nil { rank[file] = i }
        return enumerated().sorted { a, b in
            let ka = (rank[a.element.location.file] ?? Int.max, a.element.location.line, a.element.location.column, a.offset)
            let kb = (rank[b.element.location.file] ?? Int.max, b.element.location.line, b.element.location.column, b.offset)
            return ka < kb
        }.map(\.element)
    }
}
