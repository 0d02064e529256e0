import LiveryCore

/// The fonts text is drawn with (Docs/Rendering.md, Text): the system font's
/// face for each weight at text sizes and at display sizes (20 pt and up, as
/// SF Pro Text and SF Pro Display split), the colour emoji face, and whether
/// characters the chosen face lacks are looked for among the installed fonts.
public struct FontFiles: Sendable, Hashable {
    public var text: [FontWeight: FontLocation]
    public var display: [FontWeight: FontLocation]
    public var emoji: FontLocation?
    /// Consult fontconfig for a face with a missing character (Noto, then
    /// DejaVu Sans, then any installed face).
    public var searchesInstalledFonts: Bool
    /// The icon font symbols are drawn from (Material Icons, ``SymbolGlyphs``);
    /// nil draws every symbol as a labelled placeholder.
    public var symbols: FontLocation?

    public init(
        text: [FontWeight: FontLocation], display: [FontWeight: FontLocation], emoji: FontLocation?,
        searchesInstalledFonts: Bool, symbols: FontLocation? = FontFiles.installedSymbols
    ) {
        self.text = text
        self.display = display
        self.emoji = emoji
        self.searchesInstalledFonts = searchesInstalledFonts
        self.symbols = symbols
    }

    /// The Material Icons font as fontconfig finds it (Debian's
    /// `fonts-material-design-icons-iconfont`, Homebrew's `font-material-icons`).
    public static let installedSymbols: FontLocation? = FontCatalog.shared.face(family: SymbolGlyphs.family, weight: .regular)

    /// Two files for every size: `bold` for semibold and heavier, `regular`
    /// for the rest; no fallback search and no emoji (tests, fixed setups).
    public init(regular: String, bold: String) {
        var faces: [FontWeight: FontLocation] = [:]
        for weight in FontWeight.allCases {
            faces[weight] = FontLocation(path: weight.isBold ? bold : regular)
        }
        self.init(text: faces, display: faces, emoji: nil, searchesInstalledFonts: false)
    }

    /// The system font as installed: Inter and Inter Display (Debian's
    /// `fonts-inter`) in all nine weights, Noto Color Emoji, and fontconfig's
    /// fonts for everything else. Without Inter, DejaVu Sans stands in.
    public static let system: FontFiles = {
        let catalog = FontCatalog.shared
        var text: [FontWeight: FontLocation] = [:]
        var display: [FontWeight: FontLocation] = [:]
        let dejaVu = FontFiles(
            regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        for weight in FontWeight.allCases {
            let regular = catalog.face(family: "DejaVu Sans", weight: weight) ?? dejaVu.text[weight]
            text[weight] = catalog.face(family: "Inter", weight: weight) ?? regular
            display[weight] = catalog.face(family: "Inter Display", weight: weight) ?? text[weight]
        }
        return FontFiles(
            text: text, display: display, emoji: catalog.face(family: "Noto Color Emoji", weight: .regular),
            searchesInstalledFonts: true)
    }()

    /// The system font's face for a weight at a size.
    func system(_ weight: FontWeight, size: Double) -> FontLocation? {
        (size >= 20 ? display[weight] : text[weight]) ?? text[weight] ?? text[.regular]
    }
}
