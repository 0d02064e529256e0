import LiveryCore

/// The report's entries for the lines that set an appearance object's
/// properties (`appearance.backgroundColor = .systemTeal`) before the object
/// is given to a proxy's slot. Each such line is a setter a reader of the code
/// counts, so each gets its own entry: converted where its value is written,
/// not converted with its own reason where it was left out, and otherwise what
/// became of the assignment that gave the object.
enum AppearanceObjectLines {
    /// The entries for the object lines of `calls` that are no call's own line. `valueLines` gives the stylesheet line
    /// each source line's value is written on (``StylesheetWriter``), `statusOf` the report's status of a call, and
    /// `text` a source line's text.
    static func entries(
        of calls: [FoundCall], valueLines: [SourceLocation: Int],
        statusOf: (Int) -> (status: AppearanceImporter.Call.Status, reason: String?),
        text: (SourceLocation) -> String
    ) -> [AppearanceImporter.Call] {
        let callLines = Set(calls.map { Line($0.location) })
        var found: [Line: Verdict] = [:]
        var order: [SourceLocation] = []
        func note(_ verdict: Verdict, at location: SourceLocation) {
            let line = Line(location)
            guard !callLines.contains(line) else { return }
            if let earlier = found[line] {
                // A line given to several slots: what was left out of one is reported over what another wrote.
                if verdict.rank > earlier.rank { found[line] = verdict }
            } else {
                found[line] = verdict
                order.append(location)
            }
        }
        for (index, call) in calls.enumerated() {
            let (status, reason) = statusOf(index)
            // A line changing the object in code not followed: reported where it is, as a call there would be.
            for line in call.objectLinesNotFollowed {
                let reason = line.followed ? line.reason : "inside " + line.reason + ", which the importer does not follow"
                note(
                    line.obsolete
                        ? Verdict(status: .obsolete, reason: line.reason)
                        : Verdict(status: .notConverted, reason: reason, stoppedAt: line.stoppedAt),
                    at: line.location)
            }
            for effect in call.effects {
                let verdict: Verdict
                if let leftOut = call.valuesLeftOut[effect.location] {
                    verdict = Verdict(status: .notConverted, reason: leftOut.reason, stoppedAt: leftOut.stoppedAt)
                } else if let written = valueLines[effect.location], status != .obsolete {
                    verdict = Verdict(status: .converted, stylesheetLine: written)
                } else {
                    // Converted with nothing written for this line: a nil, UIKit's default.
                    verdict = Verdict(status: status, reason: reason, stoppedAt: status == .notConverted ? call.stoppedAt : nil)
                }
                // The line setting the value, and those that handed it on from another object, which fare as it does.
                for location in [effect.location] + effect.via { note(verdict, at: location) }
                // A value set again before the object is given never shows: obsolete, unless another slot took it first.
                let replaced = Verdict(
                    status: .obsolete,
                    reason: "replaced at line \(effect.location.line) before the object is given to a bar: this value never shows")
                for location in effect.replaced { note(replaced, at: location) }
            }
        }
        return order.compactMap { location in
            found[Line(location)].map { verdict in
                AppearanceImporter.Call(
                    file: location.file, line: location.line, column: location.column, call: text(location), status: verdict.status,
                    stylesheetLine: verdict.stylesheetLine, reason: verdict.reason, stoppedAt: verdict.stoppedAt)
            }
        }
    }

    /// A source line: an object's property set once per line.
    private struct Line: Hashable {
        var file: String
        var line: Int

        init(_ location: SourceLocation) { (file, line) = (location.file, location.line) }
    }

    private struct Verdict {
        var status: AppearanceImporter.Call.Status
        var stylesheetLine: Int? = nil
        var reason: String? = nil
        var stoppedAt: String? = nil

        /// Not converted outranks converted, which outranks obsolete.
        var rank: Int {
            switch status {
            case .obsolete: 0
            case .converted: 1
            case .notConverted: 2
            }
        }
    }
}
