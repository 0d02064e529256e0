/// One `imports:` entry naming a token file: which file, the mode it applies
/// in (`when:`, on the appearance traits only) and where it was written.
struct TokenImport {
    /// Index into the loader's token files.
    var file: Int
    var conditions: [TraitCondition]
    var location: SourceLocation

    /// The traits a mode may select on: those a colour's variants differ by.
    static let modeTraits: [TraitName] = [.userInterfaceStyle, .accessibilityContrast, .userInterfaceLevel]
}
