/// UIScrollView.indicatorStyle: the scroll indicators' colour.
public enum ScrollIndicatorStyle: String, Sendable, Hashable, CaseIterable {
    case `default`, black, white
}

extension ScrollIndicatorStyle: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .default: "Dark over light content, light over dark."
        case .black: "Black indicators, for light content."
        case .white: "White indicators, for dark content."
        }
    }
}
