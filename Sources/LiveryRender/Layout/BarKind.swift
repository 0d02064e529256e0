import Livery

/// The bars that place their subviews as items (Docs/Controls.md).
enum BarKind {
    case navigation, tab, tool

    init?(_ style: ResolvedStyle) {
        if style.schema.isKind(of: "UINavigationBar") {
            self = .navigation
        } else if style.schema.isKind(of: "UITabBar") {
            self = .tab
        } else if style.schema.isKind(of: "UIToolbar") {
            self = .tool
        } else {
            return nil
        }
    }
}
