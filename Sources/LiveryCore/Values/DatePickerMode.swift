/// UIDatePicker.Mode: what the picker shows.
public enum DatePickerMode: String, Sendable, Hashable, CaseIterable {
    case time, date, dateAndTime, countDownTimer
}
