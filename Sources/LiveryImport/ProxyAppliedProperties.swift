import LiveryCore

/// What UIKit applies through an appearance proxy. The proxy records the
/// setters called on it and replays them on each view of its class that
/// enters a window; UIAppearance's contract covers the setters a class marks
/// `UI_APPEARANCE_SELECTOR`. A value set below a getter
/// (`UIView.appearance().layer.cornerRadius`) never reaches a view: the
/// proxy's `layer` is no view's layer. Such calls are reported, not
/// converted, so the stylesheet holds what the app shows. A setter without
/// the mark is replayed too (apps rely on a segmented control's labels'
/// `numberOfLines`), but not promised: it is converted with a caution.
enum ProxyAppliedProperties {
    /// Properties apps set on proxies that their class declares without
    /// `UI_APPEARANCE_SELECTOR`: the Swift name, the header's name and the
    /// declaring class. The header lines are transcribed in Surface/UIKit,
    /// and a test reads them there.
    static let unmarked: [(property: String, header: String, declarer: String)] = [
        ("selectionStyle", "selectionStyle", "UITableViewCell"), ("accessoryType", "accessoryType", "UITableViewCell"),
        ("textAlignment", "textAlignment", "UILabel"), ("numberOfLines", "numberOfLines", "UILabel"),
        ("alpha", "alpha", "UIView"), ("isHidden", "hidden", "UIView"), ("hidden", "hidden", "UIView"),
        ("isOpaque", "opaque", "UIView"), ("opaque", "opaque", "UIView"),
        ("contentMode", "contentMode", "UIView"), ("isTranslucent", "translucent", "UITabBar"),
        ("isTranslucent", "translucent", "UISearchBar"), ("selectedBackgroundView", "selectedBackgroundView", "UITableViewCell"),
    ]

    /// A view given to a proxy whose one setting the schema holds as a colour: the path set on the view made in
    /// the code (`let view = UIView(); view.backgroundColor = …; proxy.selectedBackgroundView = view`), and the property.
    static let viewValued: [String: String] = [
        "selectedBackgroundView.backgroundColor": "selectedBackgroundColor"
    ]

    /// Getters whose result a proxy does not record: a value set below one is lost. A proxy answers a
    /// getter with nil, so `UITableViewCell.appearance().textLabel?.textColor = …` sets nothing, though a
    /// stylesheet's `textLabel.textColor` styles the cell's label.
    static let unrecordedGetters: Set<String> = [
        "layer", "titleLabel", "imageView", "textLabel", "detailTextLabel", "searchTextField", "backItem", "topItem", "contentView",
        "backgroundView", "selectedBackgroundView",
    ]

    /// Why UIKit never applies `path` set on a proxy of `type` (the call is obsolete), or nil when it does.
    static func unapplied(_ type: String, _ path: [String]) -> String? {
        guard let first = path.first, unrecordedGetters.contains(first), path.count > 1 else { return nil }
        return "\(type).appearance().\(first) is not a view's \(first): the proxy records setters only, so UIKit never applies "
            + "\(path.joined(separator: ".")) and the app never shows it; write it in the stylesheet if it should show"
    }

    /// A caution for a converted setter UIAppearance does not promise to replay on `type`, or nil.
    /// An app's own class, whose ancestry the schema does not hold, is cautioned for any declarer.
    static func caution(_ type: String, _ path: [String]) -> String? {
        guard path.count == 1 || viewValued[path.joined(separator: ".")] != nil, let first = path.first else { return nil }
        let registry = TypeRegistry.builtIn
        let declared = unmarked.contains {
            $0.property == first && (registry.contains(type) ? registry.isKind(type, of: $0.declarer) : true)
        }
        guard declared else { return nil }
        return "\(first) is not marked UI_APPEARANCE_SELECTOR in UIKit's headers: UIKit replays it through the proxy but does not promise to; "
            + "check that the app shows it"
    }
}
