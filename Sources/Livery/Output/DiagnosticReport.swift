import Foundation

/// `livery lint`'s machine formats for CI and editors (Docs/CI.md): SARIF
/// 2.1.0 for code scanning, GitHub workflow commands for annotations, JUnit
/// XML for test dashboards, and Xcode's plain lines.
public enum DiagnosticReport {
    /// SARIF 2.1.0: one run; a rule per code that occurs, with its summary;
    /// a result per diagnostic at its file (relative to `folder` when under
    /// it), line and column, with notes as related locations. `informationURI`
    /// is the tool's home page, where the team hosts Livery.
    public static func sarif(_ diagnostics: [Diagnostic], relativeTo folder: String, informationURI: String? = nil) -> String {
        var codes: [DiagnosticCode] = []
        for d in diagnostics where !codes.contains(d.code) { codes.append(d.code) }
        let rules: [OutputValue] = codes.map { code in
            .object([
                ("id", .string(code.rawValue)),
                ("shortDescription", .object([("text", .string(code.summary))])),
                (
                    "help",
                    .object([
                        (
                            "text",
                            .string(
                                code.summary + (code.summary.hasSuffix(".") ? " " : ". ")
                                    + "Every code is described in Livery's Docs/Stylesheets.md, Trees.md and Rendering.md.")
                        )
                    ])
                ),
                ("defaultConfiguration", .object([("level", .string(level(code.severity)))])),
            ])
        }
        func location(_ l: SourceLocation) -> OutputValue {
            .object([
                (
                    "physicalLocation",
                    .object([
                        ("artifactLocation", .object([("uri", .string(uri(l.file, relativeTo: folder)))])),
                        (
                            "region",
                            .object([("startLine", .number(Double(max(1, l.line)))), ("startColumn", .number(Double(max(1, l.column))))])
                        ),
                    ])
                )
            ])
        }
        let results: [OutputValue] = diagnostics.map { d in
            var fields: [(key: String, value: OutputValue)] = [
                ("ruleId", .string(d.code.rawValue)),
                ("ruleIndex", .number(Double(codes.firstIndex(of: d.code) ?? 0))),
                ("level", .string(level(d.severity))),
                ("message", .object([("text", .string(d.message + (d.hint.map { " (hint: \($0))" } ?? "")))])),
                ("locations", .array([location(d.location)])),
            ]
            if !d.notes.isEmpty {
                fields.append(
                    (
                        "relatedLocations",
                        .array(
                            d.notes.enumerated().map { i, note in
                                guard case .object(var f) = location(note.location) else { return .null }
                                f.insert(("id", .number(Double(i))), at: 0)
                                f.append(("message", .object([("text", .string(note.message))])))
                                return .object(f)
                            })
                    ))
            }
            return .object(fields)
        }
        let document: OutputValue = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object(
                                        [("name", .string("livery")), ("version", .string(LiveryVersion.current))]
                                            + (informationURI.map { [("informationUri", .string($0))] } ?? [])
                                            + [("rules", .array(rules))])
                                )
                            ])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return JSONWriter(inlineDepth: .max).write(document)
    }

    /// A URL SARIF accepts as a URI: a scheme, then `://` and more.
    public static func isAbsoluteURI(_ text: String) -> Bool {
        guard let colon = text.range(of: "://"), !text.contains(where: \.isWhitespace) else { return false }
        let scheme = text[..<colon.lowerBound]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && text[colon.upperBound...].count > 0
    }

    /// GitHub workflow commands: `::error file=…,line=…,col=…,title=CODE::MESSAGE`.
    public static func github(_ diagnostics: [Diagnostic], relativeTo folder: String) -> String {
        diagnostics.map { d in
            let command = d.severity == .error ? "error" : "warning"
            let properties = [
                "file=" + escapeProperty(uri(d.location.file, relativeTo: folder)), "line=\(d.location.line)",
                "col=\(d.location.column)", "title=" + escapeProperty(d.code.rawValue),
            ]
            let message = d.message + (d.hint.map { " (hint: \($0))" } ?? "")
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
        }.joined(separator: "\n")
    }

    /// JUnit XML: a test case per stylesheet, a failure per error in it
    /// (warnings are the case's system output).
    public static func junit(_ diagnostics: [Diagnostic], stylesheets: [String]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuite name=\"livery lint\" tests=\"\(stylesheets.count)\" failures=\"\(errors.count)\">\n"
        for stylesheet in stylesheets {
            let mine = diagnostics.filter { $0.location.file == stylesheet || $0.notes.contains { $0.location.file == stylesheet } }
            out += "  <testcase classname=\"livery.lint\" name=\"\(xml(stylesheet))\">\n"
            for d in mine where d.severity == .error {
                out += "    <failure type=\"\(d.code.rawValue)\" message=\"\(xml(d.message))\">\(xml(d.description))</failure>\n"
            }
            let warnings = mine.filter { $0.severity == .warning }
            if !warnings.isEmpty {
                out += "    <system-out>\(xml(warnings.map(\.description).joined(separator: "\n")))</system-out>\n"
            }
            out += "  </testcase>\n"
        }
        return out + "</testsuite>\n"
    }

    /// Xcode's and most editors' form: the located lines only.
    public static func xcode(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    /// A path relative to `folder` when it is under it, with `/` separators.
    static func uri(_ path: String, relativeTo folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// GitHub's escaping for a command's message.
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping for a command's property values.
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func xml(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 cannot hold other control characters, even escaped.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
