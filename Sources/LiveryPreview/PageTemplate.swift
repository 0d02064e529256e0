/// A file of the module's resources (`Page/`) with `{{name}}` slots: a
/// page's markup, style and script stay HTML, CSS and JavaScript that
/// editors and linters read, apart from the Swift that fills them in.
struct PageTemplate: Sendable {
    /// The file's text, without its final line break (the file's, not the page's).
    let text: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A file of `Page/` as SwiftPM compiles it into the module (`PackageResources`).
    init(resource bytes: [UInt8]) {
        self.init(text: String(decoding: bytes, as: UTF8.self))
    }

    init(text: String) {
        self.text = text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The text with each slot replaced by its value, in one pass (a value
    /// is never read for slots). Values are markup: whoever makes one
    /// escapes the text in it. A slot without a value, or a value without
    /// its slot, is a failure, so a page never goes out with `{{` in it.
    func filled(_ values: [String: String]) throws(Failure) -> String {
        var result = ""
        var used: Set<String> = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw Failure(description: "an unclosed '{{' in the preview page's template")
            }
            let name = String(rest[open.upperBound..<close.lowerBound])
            guard let value = values[name] else { throw Failure(description: "no value for the slot '\(name)'") }
            result += rest[..<open.lowerBound] + value
            used.insert(name)
            rest = rest[close.upperBound...]
        }
        if let unused = Set(values.keys).subtracting(used).sorted().first {
            throw Failure(description: "no slot '\(unused)' for its value")
        }
        return result + rest
    }
}
