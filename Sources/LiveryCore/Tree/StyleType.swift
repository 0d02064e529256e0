/// The view class a SwiftUI view stands for to the stylesheet: a UIKit class
/// (`UILabel` for a `Text`) or one the stylesheet declares under `types:`.
/// LiveryPlugin generates a static per declared type (`StyleType.cardView`
/// for `CardView`), so a misspelt type does not compile; the UIKit classes
/// SwiftUI's views stand for are below.
public struct StyleType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { rawValue = name }

    /// Any container: a stack, a card, a screen.
    public static let view = StyleType("UIView")
    /// `Text`.
    public static let label = StyleType("UILabel")
    /// `Button`.
    public static let button = StyleType("UIButton")
    /// `Toggle`.
    public static let toggle = StyleType("UISwitch")
    /// `Image`.
    public static let image = StyleType("UIImageView")
    /// `TextField`.
    public static let textField = StyleType("UITextField")
    /// `Slider`.
    public static let slider = StyleType("UISlider")
    /// `ProgressView` with a value.
    public static let progress = StyleType("UIProgressView")
    /// `ProgressView` without a value.
    public static let activityIndicator = StyleType("UIActivityIndicatorView")
    /// `Stepper`.
    public static let stepper = StyleType("UIStepper")
    /// `List`: its rows are `.listRow`.
    public static let list = StyleType("UITableView")
    /// A `List` row.
    public static let listRow = StyleType("UITableViewCell")
    /// `Picker` with the segmented style.
    public static let segmented = StyleType("UISegmentedControl")

    /// Every UIKit class above, as SwiftUI's views stand for them.
    public static let swiftUIClasses: [StyleType] = [
        .view, .label, .button, .toggle, .image, .textField, .slider, .progress, .activityIndicator, .stepper, .list, .listRow,
        .segmented,
    ]
}
