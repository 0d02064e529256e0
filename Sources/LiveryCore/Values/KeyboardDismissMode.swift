/// UIScrollView.keyboardDismissMode: whether dragging the content puts the keyboard away.
public enum KeyboardDismissMode: String, Sendable, Hashable, CaseIterable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
}

extension KeyboardDismissMode: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "Dragging leaves the keyboard up."
        case .onDrag: "The keyboard goes as a drag begins."
        case .interactive: "The keyboard follows the finger down, and can be pulled back up."
        case .onDragWithAccessory: "As onDrag, with the keyboard's accessory view (iOS 16; onDrag before)."
        case .interactiveWithAccessory: "As interactive, with the keyboard's accessory view (iOS 16; interactive before)."
        }
    }
}
