/// UIDatePicker.Mode: what the picker shows.
public enum DatePickerMode: String, Sendable, Hashable, CaseIterable {
    case time, date, dateAndTime, countDownTimer
}

extension DatePickerMode: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .time: "Hours and minutes."
        case .date: "Month, day and year."
        case .dateAndTime: "The date and the time."
        case .countDownTimer: "A duration in hours and minutes."
        }
    }
}
