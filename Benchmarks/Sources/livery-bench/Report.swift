import Foundation

/// What one run measured: rows for the readable table, and named numbers for
/// the one-line JSON object (in the order they were recorded).
struct Report {
    struct Row {
        var workload: String
        var livery: String
        var peer: String
        var ratio: String
        var goal: String
    }

    private(set) var rows: [Row] = []
    private(set) var notes: [String] = []
    private(set) var values: [(key: String, value: Double)] = []
    /// Goals as (name, met).
    private(set) var goals: [(name: String, met: Bool)] = []

    mutating func record(_ key: String, _ value: Double) {
        values.append((key, value))
    }

    mutating func row(_ workload: String, livery: String, peer: String = "", ratio: String = "", goal: String = "") {
        rows.append(Row(workload: workload, livery: livery, peer: peer, ratio: ratio, goal: goal))
    }

    mutating func note(_ text: String) { notes.append(text) }

    /// Records a goal `value ≥ bar` and returns the table's goal cell.
    mutating func goal(_ name: String, _ value: Double, atLeast bar: Double) -> String {
        let met = value >= bar
        goals.append((name, met))
        return "≥ \(Report.trim(bar)) " + (met ? "met" : "MISSED")
    }

    /// A parallel speedup's goal `value ≥ bar`, judged only when the machine
    /// had room for its threads while it was measured (``Machine/room(for:from:to:)``);
    /// otherwise the figure is recorded, the goal is not counted, and a note
    /// says why.
    mutating func parallelGoal(
        _ name: String, _ value: Double, atLeast bar: Double, room: (room: Bool, taken: Double, load: Double)
    ) -> String {
        guard room.room else {
            notes.append(
                "\(name): not judged, other work took \(Report.trim(room.taken, decimals: 2)) of the "
                    + "\(ProcessInfo.processInfo.activeProcessorCount) cores while it was measured "
                    + "(load average \(Report.trim(room.load)))")
            return "≥ \(Report.trim(bar)) not judged (busy)"
        }
        return goal(name, value, atLeast: bar)
    }

    /// Records a goal `value < bar` and returns the table's goal cell.
    mutating func goal(_ name: String, _ value: Double, atMost bar: Double) -> String {
        let met = value <= bar
        goals.append((name, met))
        return "≤ \(Report.trim(bar)) " + (met ? "met" : "MISSED")
    }

    mutating func goal(_ name: String, _ value: Double, below bar: Double) -> String {
        let met = value < bar
        goals.append((name, met))
        return "< \(Report.trim(bar)) " + (met ? "met" : "MISSED")
    }

    var table: String {
        let header = Row(workload: "workload", livery: "Livery", peer: "peer", ratio: "ratio", goal: "goal")
        let all = [header] + rows
        func width(_ f: (Row) -> String) -> Int { all.map { f($0).count }.max() ?? 0 }
        let w = [width(\.workload), width(\.livery), width(\.peer), width(\.ratio)]
        func line(_ r: Row) -> String {
            let cells = [r.workload.padded(w[0]), r.livery.padded(w[1]), r.peer.padded(w[2]), r.ratio.padded(w[3]), r.goal]
            return cells.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var out = [line(header), String(repeating: "-", count: w.reduce(0, +) + 8 + width(\.goal))]
        out += rows.map(line)
        if !goals.isEmpty {
            let missed = goals.filter { !$0.met }.map(\.name)
            out.append("")
            out.append(
                "goals: \(goals.count - missed.count) of \(goals.count) met"
                    + (missed.isEmpty ? "" : "; missed: " + missed.joined(separator: ", ")))
        }
        out += notes
        return out.joined(separator: "\n")
    }

    /// One JSON object on one line.
    var json: String {
        "{" + values.map { "\"\($0.key)\":\(Report.number($0.value))" }.joined(separator: ",") + "}"
    }

    /// A JSON number: no exponent, about four significant digits, no trailing zeros.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let magnitude = abs(v)
        let decimals = magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : magnitude >= 1 ? 3 : 4
        return trim(v, decimals: decimals)
    }

    static func trim(_ v: Double, decimals: Int = 2) -> String {
        var s = String(format: "%.\(decimals)f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// `1234567` → `1,234,567`.
    static func grouped(_ v: Double) -> String {
        let digits = String(Int(v.rounded()))
        var out = ""
        for (i, ch) in digits.reversed().enumerated() {
            if i > 0, i % 3 == 0, ch != "-" { out.append(",") }
            out.append(ch)
        }
        return String(out.reversed())
    }

    static func ratio(_ v: Double) -> String { String(format: "%.2f×", v) }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
