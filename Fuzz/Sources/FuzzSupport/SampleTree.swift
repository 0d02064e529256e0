import Livery

extension FuzzDriver {
    /// Built-in views in states, classes and trait overrides that rules can select.
    public static let sampleTree = ViewNode(
        type: "UIView", id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100),
        children: [
            ViewNode(type: "UILabel", id: "title", classes: ["title", "headline"]),
            ViewNode(
                type: "UIButton", id: "button", part: "action", classes: ["primary"], state: [.highlighted, .selected],
                traits: [.userInterfaceStyle(.dark)],
                children: [
                    ViewNode(type: "UIImageView", part: "icon")
                ]),
            ViewNode(type: "UIStackView", classes: ["card"], children: [ViewNode(type: "UIView", classes: ["card"])]),
        ])
}
