/// The keys a SwiftUI view takes in a tree document (Docs/Trees.md, "SwiftUI
/// views"): the node's own (styling, identity) and the parameters its kind
/// has in SwiftUI's code. Anything else is `unknown-key`.
enum SwiftUIKeys {
    /// What every styled SwiftUI view takes, as a UIKit view does.
    static let styling = ["swiftui", "style", "id", "classes", "state", "set", "traits", "padding", "frame"]

    /// The keys `kind` takes.
    static func allowed(_ kind: SwiftUIView.Kind) -> [String] {
        switch kind {
        case .vStack, .hStack, .navigationLink: styling + ["spacing", "alignment", "children"]
        case .zStack: styling + ["alignment", "children"]
        case .spacer: ["swiftui", "minLength"]
        case .text: styling + ["text"]
        case .image: styling + ["image", "symbol"]
        case .button: styling + ["title"]
        case .toggle: styling + ["title", "isOn", "children"]
        case .textField: styling + ["title", "text"]
        case .slider, .progressView: styling + ["value"]
        case .list: styling + ["listStyle", "children"]
        case .section: ["swiftui", "header", "footer", "children"]
        case .navigationStack: styling + ["title", "titleDisplayMode", "children"]
        case .row, .navigationBar, .sectionHeader, .sectionFooter: []
        }
    }

    /// `alignment:`'s names for a kind: across a stack's axis, or either for a `ZStack`.
    static func alignments(_ kind: SwiftUIView.Kind) -> [String] {
        switch kind {
        case .vStack: ["leading", "center", "trailing"]
        case .hStack, .navigationLink: ["top", "center", "bottom"]
        default:
            ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
        }
    }
}
