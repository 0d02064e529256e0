/// UIDatePickerStyle: how the picker presents itself (iOS 13.4+).
public enum DatePickerStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, wheels, compact, inline
}
