/// UIDatePickerStyle: how the picker presents itself (iOS 13.4+).
public enum DatePickerStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, wheels, compact, inline
}

extension DatePickerStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .automatic: "The platform's choice: compact on iPhone."
        case .wheels: "Spinning wheels, edited in place."
        case .compact: "The date and the time in pills, edited in an overlay."
        case .inline: "A calendar, edited in place (iOS 14+)."
        }
    }
}
