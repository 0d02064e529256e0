/// What UIKit applies through an appearance proxy. UIAppearance's contract is
/// that a class marks the setters it replays with `UI_APPEARANCE_SELECTOR`; a
/// value set on a proxy otherwise is not promised to reach a view, and one set
/// below a getter (`UIView.appearance().layer.cornerRadius`) never does: the
/// proxy records setters, and its `layer` is no view's layer. Such calls are
/// reported, not converted, so the stylesheet holds what the app shows.
enum ProxyAppliedProperties {
    /// Properties apps set on proxies that their class declares without
    /// `UI_APPEARANCE_SELECTOR`, with that class: the header lines are
    /// transcribed in Surface/UIKit, and a test reads them there.
    static let unmarked: [String: String] = [
        "selectionStyle": "UITableViewCell", "accessoryType": "UITableViewCell",
        "textAlignment": "UILabel", "numberOfLines": "UILabel",
        "alpha": "UIView", "isHidden": "UIView", "hidden": "UIView", "contentMode": "UIView",
    ]

    /// Getters whose result a proxy does not record: a value set below one is lost.
    static let unrecordedGetters: Set<String> = ["layer"]

    /// Why UIKit does not apply `path` set on a proxy of `type`, or nil when it does.
    static func refusal(_ type: String, _ path: [String]) -> (reason: String, stoppedAt: String)? {
        guard let first = path.first else { return nil }
        if unrecordedGetters.contains(first), path.count > 1 {
            return (
                "\(type).appearance().\(first) is not a view's \(first): the proxy records setters only, so UIKit never applies "
                    + "\(path.joined(separator: ".")) and the app never shows it; write it in the stylesheet if it should",
                first
            )
        }
        if path.count == 1, let declarer = unmarked[first] {
            return (
                "\(declarer) declares \(first) without UI_APPEARANCE_SELECTOR, so UIKit does not apply it through a proxy; "
                    + "write it in the stylesheet if the app shows it",
                first
            )
        }
        return nil
    }
}
