/// The search bar and its field, the window, and the refresh control:
/// what real apps' appearance code sets beside the bars (Docs/Stylesheets.md,
/// "Search bars and the rest").
extension BuiltInTypes {
    static let search: [TypeSpec] = [
        TypeSpec(
            name: "UISearchBar", superclass: "UIView", arrangement: .searchField,
            properties: [
                PropertySpec(.barTintColor)
                    .described("The bar's background behind the field; unset, the system background (UISearchBar.barTintColor)."),
                PropertySpec(.searchBarStyle, default: .enumCase("default"))
                    .described("default or prominent draw the bar's background; minimal only the field (UISearchBar.searchBarStyle)."),
                PropertySpec(.isTranslucent, default: .bool(true))
                    .described(
                        "Whether the bar's background lets content show through (UISearchBar.isTranslucent); previews draw the background the same either way."
                    ),
                PropertySpec(.placeholder)
                    .described("The field's placeholder (UISearchBar.placeholder)."),
                PropertySpec(.text)
                    .described("The field's text (UISearchBar.text)."),
                PropertySpec(.showsCancelButton, default: .bool(false))
                    .described("Shows the Cancel item at the trailing edge (UISearchBar.showsCancelButton)."),
                PropertySpec(.keyboardAppearance, default: .enumCase("default"))
                    .described("The keyboard's look while the bar's field edits (UITextInputTraits.keyboardAppearance); previews draw no keyboard."),
                PropertySpec(.searchFieldBackgroundImage, keyedBy: "state")
                    .described("An image stretched over the field, per state (setSearchFieldBackgroundImage(_:for:))."),
                PropertySpec(.searchIcon)
                    .described("The magnifier's image, drawn as a template (setImage(_:for: .search, state: .normal))."),
                PropertySpec(.clearIcon)
                    .described("The clear button's image, drawn while the field has text (setImage(_:for: .clear, state: .normal))."),
                PropertySpec(.bookmarkIcon)
                    .described("The bookmark button's image (setImage(_:for: .bookmark, state: .normal)); shown by showsBookmarkButton."),
            ] + barStyleProperties),
        TypeSpec(
            name: "UISearchTextField", superclass: "UITextField",
            properties: [
                // A search field's placeholder is UIKit's secondary-label grey, not a text field's pale one.
                PropertySpec(.placeholderColor, default: system("secondaryLabel"))
                    .described("The placeholder's colour, applied as attributedPlaceholder over the placeholder text.")
            ]),
        TypeSpec(name: "UIWindow", superclass: "UIView"),
        TypeSpec(
            name: "UIRefreshControl", superclass: "UIControl",
            properties: [
                PropertySpec(.refreshTitle)
                    .described("The title below the spinner (UIRefreshControl.attributedTitle).")
                    .previewOnly("the title's words are the app's: set them in the tree (attributedTitle in code)"),
                PropertySpec(.refreshTitleColor, default: system("secondaryLabel"))
                    .described("The title's colour (UIRefreshControl.attributedTitle, .foregroundColor)."),
                PropertySpec(.refreshTitleFont, default: .font(.textStyle("footnote")))
                    .described("The title's font (UIRefreshControl.attributedTitle, .font)."),
            ]),
    ]
}

/// The keys of the properties these classes introduce (``PropertyKeys``).
extension PropertyKeys {
    // UISearchBar
    public static let searchBarStyle = PropertyKey<SearchBarStyle>("searchBarStyle")
    public static let showsCancelButton = PropertyKey<Bool>("showsCancelButton")
    public static let searchFieldBackgroundImage = PropertyKey<ImageReference>("searchFieldBackgroundImage")
    public static let searchIcon = PropertyKey<ImageReference>("searchIcon")
    public static let clearIcon = PropertyKey<ImageReference>("clearIcon")
    public static let bookmarkIcon = PropertyKey<ImageReference>("bookmarkIcon")

    // UIRefreshControl
    public static let refreshTitle = PropertyKey<String>("attributedTitle.text")
    public static let refreshTitleColor = PropertyKey<Color>("attributedTitle.foregroundColor")
    public static let refreshTitleFont = PropertyKey<ResolvedFont>("attributedTitle.font")
}
