/// The `colors:` or `constants:` names one file's values may use: its own,
/// then those of the files it imports, the last import first. Imported
/// names are not copied: each file keeps a list of the imported files' own
/// tables, each file once, in the order they are searched. A 4 MB constants
/// file imported by 62 files is then held once, not 62 times.
public struct ScopedNames<Entry: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
    /// This file's own names.
    public private(set) var own: [String: Entry]
    /// Imported files' own names, in search order, each file once.
    private var imported: [(file: String, names: [String: Entry])] = []

    public init(_ own: [String: Entry] = [:]) {
        self.own = own
    }

    public init(dictionaryLiteral elements: (String, Entry)...) {
        self.init(Dictionary(elements) { _, last in last })
    }

    /// A name's entry: the file's own, else the first import that has it.
    public subscript(name: String) -> Entry? {
        get {
            if let entry = own[name] { return entry }
            for layer in imported {
                if let entry = layer.names[name] { return entry }
            }
            return nil
        }
        set { own[name] = newValue }
    }

    /// Makes the names `other` (the file `file`) sees visible below this
    /// scope's own; a later import's names win over an earlier one's.
    public mutating func importing(_ other: ScopedNames, from file: String) {
        var order = [(file: file, names: other.own)] + other.imported + imported
        var seen: Set<String> = []
        order.removeAll { !seen.insert($0.file).inserted }
        imported = order
    }

    /// Every name in scope (with repeats where an import shadows another), for suggestions.
    public var allNames: [String] {
        Array(own.keys) + imported.flatMap(\.names.keys)
    }
}
