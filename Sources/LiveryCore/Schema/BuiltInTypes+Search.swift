/// The search bar and its field, the window, and the refresh control:
/// what real apps' appearance code sets beside the bars (Docs/Stylesheets.md,
/// "Search bars and the rest").
extension BuiltInTypes {
    static let search: [TypeSpec] = [
        TypeSpec(
            name: "UISearchBar", superclass: "UIView", arrangement: .searchField,
            properties: [
                PropertySpec("barTintColor", .color)
                    .described("The bar's background behind the field; unset, the system background (UISearchBar.barTintColor)."),
                PropertySpec("searchBarStyle", .enumeration(cases(SearchBarStyle.self)), default: .enumCase("default"))
                    .described("default or prominent draw the bar's background; minimal only the field (UISearchBar.searchBarStyle)."),
                PropertySpec("placeholder", .string)
                    .described("The field's placeholder (UISearchBar.placeholder)."),
                PropertySpec("text", .string)
                    .described("The field's text (UISearchBar.text)."),
                PropertySpec("showsCancelButton", .bool, default: .bool(false))
                    .described("Shows the Cancel item at the trailing edge (UISearchBar.showsCancelButton)."),
                PropertySpec("searchFieldBackgroundImage", .image, keyedBy: "state")
                    .described("An image stretched over the field, per state (setSearchFieldBackgroundImage(_:for:))."),
                PropertySpec("searchIcon", .image)
                    .described("The magnifier's image, drawn as a template (setImage(_:for: .search, state: .normal))."),
                PropertySpec("clearIcon", .image)
                    .described("The clear button's image, drawn while the field has text (setImage(_:for: .clear, state: .normal))."),
                PropertySpec("bookmarkIcon", .image)
                    .described("The bookmark button's image (setImage(_:for: .bookmark, state: .normal)); shown by showsBookmarkButton."),
            ] + barStyleProperties),
        TypeSpec(name: "UISearchTextField", superclass: "UITextField"),
        TypeSpec(name: "UIWindow", superclass: "UIView"),
        TypeSpec(
            name: "UIRefreshControl", superclass: "UIControl",
            properties: [
                PropertySpec("attributedTitle.text", .string)
                    .described("The title below the spinner (UIRefreshControl.attributedTitle).")
                    .previewOnly("the title's words are the app's: set them in the tree (attributedTitle in code)"),
                PropertySpec("attributedTitle.foregroundColor", .color, default: system("secondaryLabel"))
                    .described("The title's colour (UIRefreshControl.attributedTitle, .foregroundColor)."),
                PropertySpec("attributedTitle.font", .font, default: .font(.textStyle("footnote")))
                    .described("The title's font (UIRefreshControl.attributedTitle, .font)."),
            ]),
    ]
}
