import Foundation
import Livery

/// The block structure of a stylesheet's lines, read in one pass: for each
/// line, the nearest key line above it with a smaller key column (its parent
/// in the indentation), and the rule `type:` in force. ``DocumentContext``
/// follows these links instead of scanning up from its line, so asking at
/// every line of a long document (its colours) is linear work, not quadratic.
struct DocumentOutline {
    /// What the lines above a line say about it.
    struct Block {
        /// The top-level key the line is under.
        var section: String?
        /// The block keys from the section down to the line's mapping.
        var keys: [String]
        /// The rule's `type:`, in `rules:`.
        var ruleType: String?
    }

    let lines: [Substring]
    /// Each line's nearest key line above with a smaller key column.
    private var parents: [Int?] = []
    /// Each line's `type:` as a line below it in the same rule sees it.
    private var typesBelow: [Substring?] = []

    init(lines: [Substring]) {
        self.lines = lines
        parents.reserveCapacity(lines.count)
        typesBelow.reserveCapacity(lines.count)
        // Key lines whose columns increase from bottom to top: the nearest
        // one above a line with a column under c is the topmost under c.
        var open: [(line: Int, column: Int)] = []
        for (index, line) in lines.enumerated() {
            let column = DocumentContext.keyColumn(line)
            var low = 0
            var high = open.count
            while low < high {
                let middle = (low + high) / 2
                if open[middle].column < column { low = middle + 1 } else { high = middle }
            }
            parents.append(low > 0 ? open[low - 1].line : nil)
            if DocumentOutline.isKeyLine(line, column: column) {
                open.removeSubrange(low...)
                open.append((index, column))
            }
            let own = DocumentOutline.ownType(line)
            let startsRule = line.drop { $0 == " " }.hasPrefix("- ") || DocumentOutline.isTopLevel(line, column: column)
            typesBelow.append(own ?? (startsRule ? nil : typesBelow.last ?? nil))
        }
    }

    /// The section, block keys and rule type of a line (past the last line: none).
    func block(at line: Int) -> Block {
        var keys: [String] = []
        var section: String?
        var above = lines.indices.contains(line) ? parents[line] : nil
        while let index = above {
            let candidate = lines[index]
            let keyColumn = DocumentContext.keyColumn(candidate)
            let trimmed = candidate.dropFirst(keyColumn)
            guard let colon = trimmed.firstIndex(of: ":") else { break }
            let key = String(trimmed[..<colon])
            if keyColumn == 0 {
                section = key
                break
            }
            above = parents[index]
            // A list item's own keys (`- type: X`) are siblings, not parents.
            if candidate.dropFirst(keyColumn - min(keyColumn, 2)).hasPrefix("- ") { continue }
            // Deeper than YAML reads is not a stylesheet: its keys are not kept.
            if keys.count < StylesheetLimits.default.yaml.maxDepth, trimmed[trimmed.index(after: colon)...].allSatisfy({ $0 == " " }) {
                keys.append(key)
            }
        }
        return Block(section: section, keys: keys.reversed(), ruleType: section == "rules" ? ruleType(at: line) : nil)
    }

    /// The `type:` of the rule a line belongs to: the nearest above within its
    /// list item, or in a one-line flow rule.
    private func ruleType(at line: Int) -> String? {
        guard !lines.isEmpty, line >= 0 else { return nil }
        guard line < lines.count else { return typesBelow[lines.count - 1].map(String.init) }
        let text = lines[line]
        if let own = DocumentOutline.ownType(text) { return String(own) }
        guard line > 0, !DocumentOutline.isTopLevel(text, column: DocumentContext.keyColumn(text)) else { return nil }
        return typesBelow[line - 1].map(String.init)
    }

    /// A line with a key: `key:` after its indentation and any `- `, not a comment.
    private static func isKeyLine(_ line: Substring, column: Int) -> Bool {
        let trimmed = line.dropFirst(column)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#") && trimmed.contains(":")
    }

    /// A top-level key's line, which ends any rule above.
    private static func isTopLevel(_ line: Substring, column: Int) -> Bool {
        column == 0 && !line.isEmpty && !line.hasPrefix("#")
    }

    /// The value of the first `type:` written on a line.
    private static func ownType(_ line: Substring) -> Substring? {
        guard let range = line.range(of: "type:") else { return nil }
        let value = line[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return value.isEmpty ? nil : value
    }
}
