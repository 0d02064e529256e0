/// Objective-C's `#define`s, expanded where the code uses them: apps spell
/// their colours with macros (`#define UIColorFromRGB(rgb) [UIColor
/// colorWithRed:((rgb & 0xFF0000) >> 16) / 255.0 …]`, `#define kTint
/// UIColorFromRGB(0x336699)`), often in a header another file imports. The
/// macros of every header and prefix header read are known in all Objective-C
/// files; those an implementation file defines, in that file only, as C
/// scopes them (``adding(_:conditions:)``). A name defined twice with
/// different bodies (one per `#if` branch) is left as written.
struct ObjCMacros: Sendable {
    struct Macro: Sendable, Equatable {
        /// The parameters of a function-like macro; nil for an object-like one.
        var parameters: [String]?
        var body: [ObjCTokenizer.Token]
    }

    /// Macros within macros, followed this deep.
    static let maxDepth = 8
    /// Tokens an expansion may add to a file: a macro doubling itself eight deep stops here.
    static let maxAddedTokens = 200_000

    private var macros: [String: Macro] = [:]
    private var ambiguous: Set<String> = []

    init() {}

    /// The macros the directives of `texts` define, in the branches of `#if` the compiler takes for iOS
    /// (a header's `#if TARGET_OS_OSX` / `#define UIColor NSColor` defines nothing here).
    init(_ texts: [String], conditions: CompileConditions = CompileConditions()) {
        for text in texts {
            let directives = ObjCTokenizer.scan(text).directives
            let inactive = conditions.inactiveRegions(directives)
            for directive in directives where !inactive.contains(where: { $0.lines.contains(directive.line) }) {
                define(directive.text)
            }
        }
        for name in ambiguous { macros[name] = nil }
    }

    var isEmpty: Bool { macros.isEmpty }

    /// These macros with those `text` (an implementation file) defines, which replace any of the same name there.
    func adding(_ text: String, conditions: CompileConditions = CompileConditions()) -> ObjCMacros {
        let own = ObjCMacros([text], conditions: conditions)
        guard !own.isEmpty else { return self }
        var merged = self
        merged.macros.merge(own.macros) { _, local in local }
        return merged
    }

    private mutating func define(_ directive: String) {
        var rest = Substring(directive.drop { $0 == "#" || $0 == " " || $0 == "\t" })
        guard rest.hasPrefix("define") else { return }
        rest = rest.dropFirst("define".count)
        guard rest.first == " " || rest.first == "\t" else { return }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty, !name.first!.isNumber else { return }
        rest = rest.dropFirst(name.count)
        var parameters: [String]?
        if rest.first == "(" {
            guard let close = rest.firstIndex(of: ")") else { return }
            parameters = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            rest = rest[rest.index(after: close)...]
        }
        let macro = Macro(parameters: parameters, body: ObjCTokenizer.tokens(String(rest)))
        guard !macro.body.isEmpty else { return }
        if let known = macros[name], !ObjCMacros.sameShape(known, macro) { ambiguous.insert(name) }
        macros[name] = macro
    }

    /// The same macro, wherever it was defined: its parameters and its tokens' kinds and texts.
    private static func sameShape(_ a: Macro, _ b: Macro) -> Bool {
        a.parameters == b.parameters && a.body.map { "\($0.kind)\($0.text)" } == b.body.map { "\($0.kind)\($0.text)" }
    }

    /// `tokens` with every use of a macro replaced by its body (each token of
    /// which stands at the use), and whether the expansion stopped at ``maxAddedTokens`` (and where).
    func expand(_ tokens: [ObjCTokenizer.Token]) -> (tokens: [ObjCTokenizer.Token], stoppedAt: ObjCTokenizer.Token?) {
        guard !macros.isEmpty else { return (tokens, nil) }
        var expansion = Expansion(macros: macros, limit: tokens.count + ObjCMacros.maxAddedTokens)
        expansion.expand(tokens[...], depth: 0, active: [], site: nil)
        return (expansion.output, expansion.stoppedAt)
    }

    private struct Expansion {
        let macros: [String: Macro]
        let limit: Int
        var output: [ObjCTokenizer.Token] = []
        var stoppedAt: ObjCTokenizer.Token?

        init(macros: [String: Macro], limit: Int) {
            self.macros = macros
            self.limit = limit
        }

        /// Appends `tokens`, expanded; `site` is the use a macro body's tokens stand at.
        mutating func expand(_ tokens: ArraySlice<ObjCTokenizer.Token>, depth: Int, active: Set<String>, site: ObjCTokenizer.Token?) {
            var at = tokens.startIndex
            while at < tokens.endIndex {
                let token = tokens[at]
                func keep() {
                    var placed = token
                    if let site { (placed.line, placed.column) = (site.line, site.column) }
                    output.append(placed)
                    at += 1
                }
                guard token.kind == .identifier, let macro = macros[token.text], !active.contains(token.text), depth < ObjCMacros.maxDepth
                else {
                    keep()
                    continue
                }
                guard output.count + macro.body.count <= limit else {
                    if stoppedAt == nil { stoppedAt = site ?? token }
                    keep()
                    continue
                }
                let inner = active.union([token.text])
                guard let parameters = macro.parameters else {
                    expand(macro.body[...], depth: depth + 1, active: inner, site: site ?? token)
                    at += 1
                    continue
                }
                guard let (arguments, end) = Expansion.arguments(tokens, from: at + 1) else {
                    keep()
                    continue
                }
                var body: [ObjCTokenizer.Token] = []
                for part in macro.body {
                    if part.kind == .identifier, let index = parameters.firstIndex(of: part.text), index < arguments.count {
                        body += arguments[index]
                    } else {
                        body.append(part)
                    }
                }
                expand(body[...], depth: depth + 1, active: inner, site: site ?? token)
                at = end
            }
        }

        /// A function-like macro's arguments, split at top-level commas, and the index past the `)`;
        /// nil when no `(` follows or it is not closed.
        static func arguments(_ tokens: ArraySlice<ObjCTokenizer.Token>, from start: Int) -> ([[ObjCTokenizer.Token]], Int)? {
            guard start < tokens.endIndex, tokens[start].text == "(" else { return nil }
            var arguments: [[ObjCTokenizer.Token]] = [[]]
            var level = 0
            var at = start + 1
            while at < tokens.endIndex {
                let token = tokens[at]
                if token.kind == .punctuation {
                    if ["(", "[", "{", "@[", "@{", "@("].contains(token.text) { level += 1 }
                    if [")", "]", "}"].contains(token.text) {
                        if level == 0 { return (arguments.count == 1 && arguments[0].isEmpty ? [] : arguments, at + 1) }
                        level -= 1
                    }
                    if token.text == ",", level == 0 {
                        arguments.append([])
                        at += 1
                        continue
                    }
                }
                arguments[arguments.count - 1].append(token)
                at += 1
            }
            return nil
        }
    }
}
