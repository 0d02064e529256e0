/// The font files the renderer draws all text with: DejaVu Sans stands in for
/// the system font (Docs/Rendering.md), the bold face for semibold and heavier.
public struct FontFiles: Sendable, Hashable {
    public var regular: String
    public var bold: String

    public init(regular: String, bold: String) {
        self.regular = regular
        self.bold = bold
    }

    /// Debian's `fonts-dejavu-core`.
    public static let dejaVu = FontFiles(
        regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
}
