/// A small deterministic JSON writer: keys in the order the document gives
/// them, two-space indentation, and on one line both the containers at
/// `inlineDepth` or deeper (a property value, a font object) and arrays of
/// scalars at any depth (`[0, 2]`, a list of file names), so output diffs cleanly.
struct JSONWriter {
    var inlineDepth: Int

    func write(_ value: OutputValue) -> String {
        var out = ""
        write(value, depth: 0, into: &out)
        return out + "\n"
    }

    private func write(_ value: OutputValue, depth: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += OutputValue.numberText(x)
        case .string(let s): out += s.jsonQuoted
        case .array(let items):
            let inline = depth >= inlineDepth || items.allSatisfy(\.isScalar)
            writeContainer(open: "[", close: "]", count: items.count, depth: depth, inline: inline, into: &out) { i, out in
                write(items[i], depth: depth + 1, into: &out)
            }
        case .object(let pairs):
            writeContainer(open: "{", close: "}", count: pairs.count, depth: depth, inline: depth >= inlineDepth, into: &out) { i, out in
                out += pairs[i].key.jsonQuoted + ": "
                write(pairs[i].value, depth: depth + 1, into: &out)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, depth: Int, inline: Bool, into out: inout String,
        element: (Int, inout String) -> Void
    ) {
        if count == 0 {
            out += open + close
            return
        }
        let indent = String(repeating: "  ", count: depth + 1)
        out += open
        for i in 0..<count {
            if i > 0 { out += inline ? ", " : "," }
            if !inline { out += "\n" + indent }
            element(i, &out)
        }
        if !inline { out += "\n" + String(repeating: "  ", count: depth) }
        out += close
    }
}
