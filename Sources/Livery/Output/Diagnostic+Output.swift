extension Array where Element == Diagnostic {
    /// `livery lint --format json`: an array of `{file, line, column, severity,
    /// message, code, hint?, notes?}` (each note `{file, line, column, message}`),
    /// one field a line.
    public func jsonText() -> String {
        JSONWriter(inlineDepth: .max).write(
            .array(
                map { d in
                    var fields: [(key: String, value: OutputValue)] = [
                        ("file", .string(d.location.file)), ("line", .number(Double(d.location.line))),
                        ("column", .number(Double(d.location.column))), ("severity", .string(d.severity.rawValue)),
                        ("message", .string(d.message)), ("code", .string(d.code.rawValue)),
                    ]
                    if let hint = d.hint { fields.append(("hint", .string(hint))) }
                    if !d.notes.isEmpty {
                        fields.append(
                            (
                                "notes",
                                .array(
                                    d.notes.map { note in
                                        .object([
                                            ("file", .string(note.location.file)), ("line", .number(Double(note.location.line))),
                                            ("column", .number(Double(note.location.column))), ("message", .string(note.message)),
                                        ])
                                    })
                            ))
                    }
                    return .object(fields)
                }))
    }
}
