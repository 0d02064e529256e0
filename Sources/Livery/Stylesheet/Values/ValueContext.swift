/// What a value may refer to where it is written: its file (for locations),
/// the folder image paths are relative to, and the palette and constants in scope.
public struct ValueContext: Sendable {
    /// The path printed in diagnostics.
    public var file: String
    /// Image paths are relative to this folder (`""` for the working directory).
    public var baseDirectory: String
    /// Palette names from `colors:`; they shadow UIKit's names.
    public var colors: ScopedNames<DynamicColor>
    /// `$name` values from `constants:` and design tokens.
    public var constants: ScopedNames<Value>
    /// Shadow tokens, for `layer.shadow: $name`.
    var shadows: ScopedNames<TokenShadow> = [:]
    /// Image sets of imported asset catalogs, by the name `UIImage(named:)` takes.
    var images: ScopedNames<ImageReference> = [:]
    /// Image sets Livery cannot draw (no PNG), by name: why, for the hint.
    var undrawableImages: [String: String] = [:]
    /// Images must lie under it, when set.
    var readableRoot: ReadableRoot?
    /// Whether `{ placeholder: [w, h] }` is an image here: in a tree, not in a stylesheet.
    var allowsPlaceholderImages = false
    /// Longest number expression or color literal accepted, in bytes.
    public var maxExpressionLength: Int
    /// Most commands one SVG path may have.
    public var maxPathCommands: Int

    public init(
        file: String, baseDirectory: String, colors: ScopedNames<DynamicColor> = [:], constants: ScopedNames<Value> = [:],
        maxExpressionLength: Int = 1024, maxPathCommands: Int = 10_000
    ) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.colors = colors
        self.constants = constants
        self.maxExpressionLength = maxExpressionLength
        self.maxPathCommands = maxPathCommands
    }
}
