import LiveryYAML

/// Ceilings the compiler enforces so that a hostile or runaway stylesheet
/// fails with a diagnostic instead of exhausting time or memory.
/// Documented in Docs/Stylesheets.md.
public struct StylesheetLimits: Sendable {
    /// The YAML reader's limits; `yaml.maxBytes` is also the largest file accepted.
    public var yaml: YAMLLimits = .default
    /// Rules in one compilation, imports included.
    public var maxRules: Int = 10_000
    /// Files in one compilation, the root included.
    public var maxFiles: Int = 64
    /// How deep imports may nest (the root is depth 0).
    public var maxImportDepth: Int = 16
    /// Most classes from UIView down to a declared type, itself included
    /// (UIButton is 3): keeps class-chain walks short. A compiled table is
    /// held to the default, ``TypeRegistry/maxClassDepth``, when it is read.
    public var maxInheritanceDepth: Int = TypeRegistry.maxClassDepth
    /// Longest number expression or color literal, in bytes.
    public var maxExpressionLength: Int = 1024
    /// Most commands in one SVG path.
    public var maxPathCommands: Int = 10_000
    /// Most values rules may record through `include:`: a style is written
    /// once but recorded for every rule that includes it.
    public var maxIncludedValues: Int = 1_000_000
    /// Most design tokens in one compilation, over all its token files: each
    /// token is resolved in every mode and kept by its importers' scopes, so
    /// 63 files of 60,000 colours took 19 s and 1.5 GB to lint.
    public var maxTokens: Int = 100_000
    /// Most bytes of token files in one compilation, checked before each
    /// file is parsed: `maxFiles` files of `yaml.maxBytes` each would parse
    /// a quarter of a gigabyte of JSON.
    public var maxTokenBytes: Int = 16 * 1024 * 1024
    /// Most bytes of asset catalogs' `Contents.json` files in one
    /// compilation, checked before each file is read: a catalog may hold
    /// 20,000 files of up to 1 MiB, and a megabyte of colour entries takes a
    /// tenth of a second to read, so 200 of them took over 15 s to lint.
    /// Real catalogs' files are well under a kilobyte each.
    public var maxCatalogBytes: Int = 16 * 1024 * 1024
    /// When set, imports, token files and images must lie under this folder
    /// (`livery serve`); anything else is refused with a located error.
    public var readableRoot: ReadableRoot?

    public init() {
        yaml.maxBytes = 4 * 1024 * 1024
    }

    public static let `default` = StylesheetLimits()
}
