/// UIBarButtonItem.SystemItem: every case, in UIKit's order. The items with
/// a title draw it in the bar's tint (`Done` and `Save` semibold, as UIKit
/// does), the icon items their SF Symbol (``symbol``) as a template in the
/// tint, the spaces nothing. `none` is an item made with a title or an image.
public enum BarButtonSystemItem: String, Sendable, Hashable, CaseIterable {
    case none, done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
        search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

    /// The English title UIKit gives it; nil for an icon or a space.
    package var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The SF Symbol UIKit draws for an icon item; nil for a titled item or a space.
    package var symbolName: String? {
        switch self {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .pageCurl: "book.pages"
        case .close: "xmark.circle.fill"
        case .none, .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace, .undo, .redo: nil
        }
    }

    /// The point size and weight of a bar item's symbol: the body size
    /// (17 points) at the large scale, regular, as UIKit configures the
    /// symbols of its navigation bars and toolbars (about 22 points high).
    package static let symbolPointSize = 17.0

    /// The symbol an icon item draws: ``symbolName`` at the bar's size and weight.
    package var symbol: SymbolImage? {
        symbolName.map {
            SymbolImage(name: $0, size: .pointSize(BarButtonSystemItem.symbolPointSize), weight: .regular, scale: .large)
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
        case .add: "A plus (plus)."
        case .flexibleSpace: "Space that takes the slack between items."
        case .fixedSpace: "A fixed space between items."
        case .compose: "Compose (square.and.pencil)."
        case .reply: "Reply (arrowshape.turn.up.left)."
        case .action: "Share (square.and.arrow.up)."
        case .organize: "Organize (folder)."
        case .bookmarks: "Bookmarks (book)."
        case .search: "Search (magnifyingglass)."
        case .refresh: "Refresh (arrow.clockwise)."
        case .stop: "Stop (xmark)."
        case .camera: "Camera (camera)."
        case .trash: "Trash (trash)."
        case .play: "Play (play.fill)."
        case .pause: "Pause (pause.fill)."
        case .rewind: "Rewind (backward.fill)."
        case .fastForward: "Fast forward (forward.fill)."
        case .undo: "Undo."
        case .redo: "Redo."
        case .pageCurl: "Page curl (book.pages), deprecated since iOS 11."
        case .close: "A close button (xmark.circle.fill)."
        }
    }
}
