/// What a compact `UIDatePicker` shows: the date, the time, or both, as
/// en-US formats them ("Nov 25, 2026", "9:41 AM"), each in its own pill.
package struct DatePickerAppearance: KindAppearance, Hashable {
    package var mode: DatePickerMode
    package var style: DatePickerStyle
    /// The date's and the time's texts, nil where the mode hides them.
    package var dateText: String?
    package var timeText: String?
    /// Body, at the view's text size: the compact picker follows Dynamic Type.
    package var font: ResolvedFont

    package static let kind = "UIDatePicker"

    /// The date a preview shows when none is set: Apple's keynote time.
    static let placeholder = (year: 2026, month: 9, day: 9, hour: 9, minute: 41)

    package init(_ style: ResolvedStyle) {
        mode = style.value(.datePickerMode)
        font = DynamicType.resolve(.textStyle("body"), category: style.traits.preferredContentSizeCategory)
        self.style = style.value(.preferredDatePickerStyle)
        let parts = style[.date].flatMap(Self.parse) ?? Self.placeholder
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let date = "\(months[parts.month - 1]) \(parts.day), \(parts.year)"
        let hour12 = parts.hour % 12 == 0 ? 12 : parts.hour % 12
        let minute = parts.minute < 10 ? "0\(parts.minute)" : "\(parts.minute)"
        let time = "\(hour12):\(minute) \(parts.hour < 12 ? "AM" : "PM")"
        switch mode {
        case .date: (dateText, timeText) = (date, nil)
        case .time: (dateText, timeText) = (nil, time)
        case .dateAndTime: (dateText, timeText) = (date, time)
        case .countDownTimer: (dateText, timeText) = (nil, "\(parts.hour) hours \(parts.minute) min")
        }
    }

    /// `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or `HH:MM`, as the schema documents;
    /// nil for anything else.
    static func parse(_ text: String) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int)? {
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        var result = placeholder
        for half in halves {
            let dashes = half.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            let colons = half.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            if dashes.count == 3, let y = dashes[0], let m = dashes[1], let d = dashes[2], (1...12).contains(m), (1...31).contains(d),
                (1...9999).contains(y)
            {
                (result.year, result.month, result.day) = (y, m, d)
            } else if colons.count == 2, let h = colons[0], let m = colons[1], (0...23).contains(h), (0...59).contains(m) {
                (result.hour, result.minute) = (h, m)
            } else {
                return nil
            }
        }
        return result
    }
}
