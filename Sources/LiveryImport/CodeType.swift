import LiveryCore

/// A type declared in the files read (class, struct, protocol, enum) and what
/// following a theme object through it needs: what it inherits or conforms
/// to, its stored properties' declared types, and what its initializers
/// assign (`self.colors = colors`), so that `PresentationTheme(colors:
/// darkPalette).colors` is `darkPalette`.
struct CodeType: Hashable, Sendable {
    /// An initializer's parameters and the stored properties its body assigns, in its top level.
    struct Initializer: Hashable, Sendable {
        var parameters: [CodeHelper.Parameter]
        /// Property → the value assigned, naming the parameters.
        var assignments: [String: CodeExpression]
        /// A convenience initializer's `self.init(…)` arguments, naming its parameters: the rest is assigned there.
        var delegation: [CodeArgument]? = nil
    }

    var name: String
    /// Superclass and protocols, as written, in order.
    var inherits: [String]
    /// A class or struct, which can be made; a protocol or an enum names a theme's type only.
    var isConcrete: Bool
    /// Stored property → declared type as written (empty when not written).
    var propertyTypes: [String: String]
    var initializers: [Initializer] = []
    /// Stored `let` properties given a new bar appearance object as their initial value
    /// (`let navigationBarAppearance = UINavigationBarAppearance()`), each with the object's class.
    var freshObjects: [String: String] = [:]
    /// An enum's cases without associated values, in order.
    var cases: [String] = []
    var location: SourceLocation
    /// The type it is nested in (or an extension of it), nil at file scope: a name
    /// written elsewhere finds the file-scope type, not one nested in another.
    var owner: String? = nil
    /// For a SwiftUI view, the types its `body` makes whatever happens (``SwiftSourceReader/viewsMade(by:)``):
    /// made as the view shows, their inits run then.
    var bodyMakes: [String] = []
    /// What a SwiftUI body makes of the type as it shows (`view`, `modifier`, `style`): a view, or a modifier or style
    /// a view's body applies (`.modifier(NavigationBarModifier(…))`), whose init runs then. Nil for another type.
    var madeByABody: String? {
        if inherits.contains("View") { return "view" }
        if inherits.contains("ViewModifier") { return "modifier" }
        if inherits.contains(where: { CodeType.swiftUIStyles.contains($0) }) { return "style" }
        return nil
    }

    private static let swiftUIStyles: Set<String> = [
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle", "ListStyle", "PickerStyle",
        "ProgressViewStyle", "GroupBoxStyle", "MenuStyle", "NavigationViewStyle",
    ]

    /// Whether the files read declare one class or struct of the name: a second (an example app's `RootView`
    /// beside the app's) leaves which one a call makes unknown.
    var declaredOnce = true
}
