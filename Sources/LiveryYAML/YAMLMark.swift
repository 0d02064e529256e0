/// A 1-based line and column in a YAML source, as editors and compilers print them.
///
/// Columns count Unicode scalars (libyaml's unit), so a caret placed under
/// `column - 1` scalars of the source line points at the right character.
public struct YAMLMark: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: YAMLMark, b: YAMLMark) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
