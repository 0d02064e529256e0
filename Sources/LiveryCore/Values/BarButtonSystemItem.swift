/// UIBarButtonItem.SystemItem, as far as a preview draws one: the items
/// with a title draw it (`Done`, semibold as UIKit does), `add` and `close`
/// a drawn glyph, the spaces nothing. `none` is an item made with a title or
/// an image.
public enum BarButtonSystemItem: String, Sendable, Hashable, CaseIterable {
    case none, done, cancel, edit, save, undo, redo, add, close, flexibleSpace, fixedSpace

    /// The English title UIKit gives it; nil for a glyph or a space.
    package var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        case .none, .add, .close, .flexibleSpace, .fixedSpace: nil
        }
    }

    /// The glyph standing in for its symbol (`+`, `×`); nil for a titled item or a space.
    package var glyph: String? {
        switch self {
        case .add: "+"
        case .close: "×"
        default: nil
        }
    }

    /// Whether UIKit draws its title semibold (the confirming items).
    package var isProminent: Bool { self == .done || self == .save }
}

extension BarButtonSystemItem: PropertyValue, SchemaEnum {
    var summary: String {
        switch self {
        case .none: "No system item: the item's title or image."
        case .done: "Done, semibold."
        case .cancel: "Cancel."
        case .edit: "Edit."
        case .save: "Save, semibold."
        case .undo: "Undo."
        case .redo: "Redo."
        case .add: "A plus."
        case .close: "A close cross."
        case .flexibleSpace: "Space that takes the slack between items."
        case .fixedSpace: "A fixed space between items."
        }
    }
}
