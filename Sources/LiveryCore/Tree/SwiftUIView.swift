/// A view a tree document writes as SwiftUI (`swiftui: VStack`,
/// Docs/Trees.md, "SwiftUI views"): its kind and the parameters SwiftUI's
/// code gives it. The node's `type` is the class it is styled as, so the
/// stylesheet resolves it as that class; these lay it out at SwiftUI's
/// metrics instead of UIKit's (Docs/Layout.md, "SwiftUI").
package struct SwiftUIView: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case vStack = "VStack", hStack = "HStack", zStack = "ZStack", spacer = "Spacer"
        case text = "Text", image = "Image", button = "Button", toggle = "Toggle", textField = "TextField"
        case slider = "Slider", progressView = "ProgressView"
        case list = "List", section = "Section", navigationStack = "NavigationStack"
        /// Its label laid out as an `HStack`; as a `List`'s row, with the cell's chevron.
        case navigationLink = "NavigationLink"
        /// A `List`'s row: the cell SwiftUI puts each row's content in.
        case row = "row"
        /// A `NavigationStack`'s bar, with its title.
        case navigationBar = "navigation bar"
        /// A `Section`'s header and footer text.
        case sectionHeader = "section header", sectionFooter = "section footer"

        /// The kinds a document names (the others are made for their list or stack).
        package static let written: [Kind] = [
            .vStack, .hStack, .zStack, .spacer, .text, .image, .button, .toggle, .textField, .list, .section, .navigationStack,
            .navigationLink, .slider, .progressView,
        ]

        /// The class it is styled as when the document does not say
        /// (`StyleType`'s: a `Text` stands for a `UILabel`).
        package var defaultStyle: String {
            switch self {
            case .vStack, .hStack, .zStack, .spacer, .navigationStack, .section, .navigationLink: StyleType.view.rawValue
            case .text: StyleType.label.rawValue
            case .image: StyleType.image.rawValue
            case .button: StyleType.button.rawValue
            case .toggle: StyleType.toggle.rawValue
            case .textField: StyleType.textField.rawValue
            case .slider: StyleType.slider.rawValue
            // With a value; the loader makes one without a spinner.
            case .progressView: StyleType.progress.rawValue
            case .list: StyleType.list.rawValue
            case .row: StyleType.listRow.rawValue
            case .navigationBar: "UINavigationBar"
            case .sectionHeader, .sectionFooter: "UITableViewHeaderFooterView"
            }
        }

        /// A stack, and along which axis it places its content.
        package var stackAxis: StackAxis? {
            switch self {
            case .vStack: .vertical
            case .hStack, .navigationLink: .horizontal
            default: nil
            }
        }
    }

    /// `HorizontalAlignment` and `VerticalAlignment`: a stack takes the one
    /// across its axis, a `ZStack` and a frame either or both.
    package enum Edge: Sendable, Hashable {
        case leading, center, trailing
    }

    package var kind: Kind
    /// `spacing:` of a stack; nil is SwiftUI's default between its views.
    package var spacing: Double?
    /// Across a `VStack` (and a `ZStack`'s horizontal): leading, center or trailing.
    package var horizontalAlignment = Edge.center
    /// Across an `HStack` (and a `ZStack`'s vertical): top (leading), center or bottom (trailing).
    package var verticalAlignment = Edge.center
    /// `.padding(…)`, inside the styled view (its background covers it);
    /// `left` is the leading edge.
    package var padding = Insets(top: 0, left: 0, bottom: 0, right: 0)
    /// `.frame(width:height:)`: a fixed length on either axis.
    package var width: Double?
    package var height: Double?
    /// `.frame(maxWidth: .infinity)` (or `maxHeight`): takes what it is offered on that axis.
    package var fillsWidth = false
    package var fillsHeight = false
    /// A `Spacer`'s `minLength`; nil is SwiftUI's default.
    package var minLength: Double?
    /// A `NavigationStack`'s `.navigationBarTitleDisplayMode(.large)` (else `.inline`).
    package var largeTitle = true

    package init(kind: Kind) { self.kind = kind }

    /// `.padding()` without a length: SwiftUI's default on iOS.
    package static let defaultPadding = 16.0
}
