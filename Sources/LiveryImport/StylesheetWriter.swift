import LiveryCore

/// Spells an import as a stylesheet a person would keep: the palette and
/// constants first, then the app's classes, then one rule per proxy in the
/// order the code reached them, each value with the source line it came from
/// in a comment. A bar's appearance object assigned to every slot is written
/// once, under `appearance:`.
struct StylesheetWriter {
    /// The text, for each call index the stylesheet line its first value is on, and for each line of code a value
    /// came from, the stylesheet line it is written on first. `sourceName` spells a source file's path in comments
    /// (relative to the stylesheet).
    static func write(
        _ sheet: ImportedStylesheet, registry: TypeRegistry, sourceName: @escaping (String) -> String
    )
        -> (text: String, lines: [Int: Int], valueLines: [SourceLocation: Int])
    {
        var writer = StylesheetWriter(sourceName: sourceName)
        writer.emit(sheet, registry: registry)
        return (writer.lines.joined(separator: "\n") + "\n", writer.callLines, writer.valueLines)
    }

    private let sourceName: (String) -> String
    private var lines: [String] = []
    /// The file of the rule being written: its values' comments give only their line.
    private var ruleFile = ""
    private var callLines: [Int: Int] = [:]
    private var valueLines: [SourceLocation: Int] = [:]

    private mutating func line(_ text: String, calls: [Int] = [], sources: [SourceLocation] = []) {
        lines.append(text)
        for call in calls where callLines[call] == nil { callLines[call] = lines.count }
        for source in sources where valueLines[source] == nil { valueLines[source] = lines.count }
    }

    private mutating func emit(_ sheet: ImportedStylesheet, registry: TypeRegistry) {
        let files = sheet.sourceFiles.count == 1 ? sourceName(sheet.sourceFiles[0]) : "\(sheet.sourceFiles.count) files"
        line("# Converted by `livery import` from \(files).")
        line("# Each value notes the line of code it came from; the import's report")
        line("# lists the calls it could not convert.")
        line("livery: 1")
        if !sheet.imports.isEmpty { line("imports: [" + sheet.imports.map(quotedIfNeeded).joined(separator: ", ") + "]") }
        if !sheet.traits.isEmpty {
            line("")
            line("# The themes the app picks at run time.")
            line("traits:")
            for trait in sheet.traits {
                line("  \(trait.name): { values: [" + trait.values.joined(separator: ", ") + "], default: \(trait.defaultValue) }")
            }
        }
        if !sheet.colors.isEmpty {
            line("")
            line("colors:")
            for (name, value) in sheet.colors { line("  \(name): \(value)") }
        }
        if !sheet.constants.isEmpty {
            line("")
            line("constants:")
            for (name, value) in sheet.constants { line("  \(name): \(value)") }
        }
        if !sheet.types.isEmpty {
            line("")
            line(sheet.types.contains(where: \.isUIKit) ? "# The classes the rules name that Livery's schema does not model." : "# The app's own classes.")
            line("types:")
            for type in sheet.types {
                let note =
                    type.isUIKit
                    ? "  # UIKit's; Livery's schema does not model it" + (type.superclassGuessed ? ", and its superclass is a guess: check it" : "")
                    : type.superclassGuessed ? "  # superclass not found in the files read: check it" : ""
                if type.properties.isEmpty {
                    line("  \(type.name): { inherits: \(type.superclass) }\(note)")
                    continue
                }
                line("  \(type.name):")
                line("    inherits: \(type.superclass)\(note)")
                line("    properties:")
                for property in type.properties { line("      \(property.name): { type: \(property.kind) }") }
            }
        }
        line("")
        line("rules:")
        for rule in sheet.rules {
            emit(rule, registry: registry)
        }
        if sheet.rules.isEmpty { lines[lines.count - 1] = "rules: []" }
    }

    private mutating func emit(_ rule: ImportedStylesheet.Rule, registry: TypeRegistry) {
        // Headed by the first line whose value the rule keeps: the call that made it may have been replaced since.
        let kept = rule.settings.flatMap { $0.entries.map(\.source) }
        let source = kept.first { $0.file == rule.source.file && $0.line == rule.source.line }
            ?? kept.min { ($0.file, $0.line) < ($1.file, $1.line) } ?? rule.source
        ruleFile = source.file
        line("  # \(sourceName(source.file)):\(source.line)")
        line("  - type: \(rule.target.type)")
        if !rule.target.inside.isEmpty { line("    inside: [" + rule.target.inside.joined(separator: ", ") + "]") }
        if !rule.target.traits.isEmpty {
            line("    when: { " + rule.target.traits.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + " }")
        }
        line("    set:")
        var settings = rule.settings
        collapseSlots(&settings, type: rule.target.type, registry: registry)
        var written: Set<String> = []
        for setting in settings {
            let parts = setting.keyPath.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[0] == "appearance" || isSlot(parts[0]) {
                guard !written.contains(parts[0]) else { continue }
                written.insert(parts[0])
                let group = settings.filter { $0.keyPath.hasPrefix(parts[0] + ".") }
                line("      \(parts[0]):")
                for member in group {
                    let suffix = String(member.keyPath.dropFirst(parts[0].count + 1))
                    line("        \(suffix): " + value(member) + comment(member), calls: member.entries.flatMap(\.calls), sources: member.entries.map(\.source))
                }
                continue
            }
            line("      \(setting.keyPath): " + value(setting) + comment(setting), calls: setting.entries.flatMap(\.calls), sources: setting.entries.map(\.source))
        }
    }

    private func isSlot(_ name: String) -> Bool {
        BarSlot.all.contains { $0.name == name }
    }

    /// Every slot of the bar holding the same values: written once, under `appearance:`.
    private func collapseSlots(_ settings: inout [ImportedStylesheet.Setting], type: String, registry: TypeRegistry) {
        guard let bar = BarSlot.Bar.of({ registry.isKind(type, of: $0) }) else { return }
        let slots = BarSlot.slots(of: bar)
        func contents(_ slot: BarSlot) -> [String: [String]] {
            var result: [String: [String]] = [:]
            for setting in settings where setting.keyPath.hasPrefix(slot.name + ".") {
                result[String(setting.keyPath.dropFirst(slot.name.count + 1))] = setting.entries.map { ($0.state ?? "") + "=" + $0.value }
            }
            return result
        }
        let first = contents(slots[0])
        guard !first.isEmpty, slots.dropFirst().allSatisfy({ contents($0) == first }) else { return }
        var collapsed: [ImportedStylesheet.Setting] = []
        var placed = false
        for setting in settings {
            guard let slot = slots.first(where: { setting.keyPath.hasPrefix($0.name + ".") }) else {
                collapsed.append(setting)
                continue
            }
            if slot == slots[0] {
                var shared = setting
                shared.keyPath = "appearance." + setting.keyPath.dropFirst(slot.name.count + 1)
                // Each slot's assignment is reported at the shared value.
                let twinCalls = slots.dropFirst().flatMap { other in
                    settings.filter { $0.keyPath == other.name + setting.keyPath.dropFirst(slot.name.count) }.flatMap {
                        $0.entries.flatMap(\.calls)
                    }
                }
                for index in shared.entries.indices { shared.entries[index].calls += twinCalls }
                collapsed.append(shared)
                placed = true
            }
        }
        if placed { settings = collapsed }
    }

    private func value(_ setting: ImportedStylesheet.Setting) -> String {
        let entries = setting.entries
        if entries.count == 1, entries[0].state == nil { return entries[0].value }
        var seen: Set<String> = []
        var pairs: [String] = []
        for entry in entries.reversed() {
            let key = entry.state ?? "normal"
            if seen.insert(key).inserted { pairs.insert("\(key): \(entry.value)", at: 0) }
        }
        return "{ " + pairs.joined(separator: ", ") + " }"
    }

    private func comment(_ setting: ImportedStylesheet.Setting) -> String {
        var sources: [String] = []
        for entry in setting.entries {
            let text = entry.source.file == ruleFile ? "\(entry.source.line)" : "\(sourceName(entry.source.file)):\(entry.source.line)"
            if !sources.contains(text) { sources.append(text) }
        }
        guard !sources.isEmpty else { return "" }
        return "  # " + (sources.allSatisfy { $0.allSatisfy(\.isNumber) } ? (sources.count == 1 ? "line " : "lines ") : "")
            + sources.joined(separator: ", ")
    }

    private func quotedIfNeeded(_ path: String) -> String {
        ValueTranslator.isPlainName(path) ? path : path.jsonQuoted
    }
}
