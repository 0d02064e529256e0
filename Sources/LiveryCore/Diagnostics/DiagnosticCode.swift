/// Every kind of problem Livery reports, from every stage, in one list: the
/// stable, kebab-case codes editors and CI match on. A case is never renamed;
/// Docs/Stylesheets.md, Docs/Trees.md and Docs/Rendering.md describe them, and
/// a test checks that every code is documented.
public enum DiagnosticCode: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    // Reading files; the YAML reader's codes are `YAMLError.Kind`'s, spelled the same.
    case fileNotFound = "file-not-found"
    case yamlSyntax = "yaml-syntax"
    case duplicateKey = "duplicate-key"
    case undefinedAlias = "undefined-alias"
    case aliasBudget = "alias-budget"
    case nestingTooDeep = "nesting-too-deep"
    case inputTooLarge = "input-too-large"
    case encoding = "encoding"
    case badTable = "bad-table"

    // Stylesheet files.
    case missingVersion = "missing-version"
    case unsupportedVersion = "unsupported-version"
    case unknownTopLevelKey = "unknown-top-level-key"
    case missingImport = "missing-import"
    case badImport = "bad-import"
    case importCycle = "import-cycle"
    case importLimit = "import-limit"
    case tooManyRules = "too-many-rules"

    // Structure, in stylesheets and tree documents.
    case wrongKind = "wrong-kind"
    case nullValue = "null-value"
    case missingKey = "missing-key"
    case unknownKey = "unknown-key"
    case badName = "bad-name"

    // Types.
    case unknownType = "unknown-type"
    case notStylable = "not-stylable"
    case duplicateType = "duplicate-type"
    case inheritanceCycle = "inheritance-cycle"
    case inheritanceTooDeep = "inheritance-too-deep"
    case unknownValueType = "unknown-value-type"
    case duplicateCase = "duplicate-case"
    case redeclaredProperty = "redeclared-property"
    case badKeyedBy = "bad-keyed-by"
    case badTarget = "bad-target"

    // Rules.
    case unknownRuleKey = "unknown-rule-key"
    case unknownStyle = "unknown-style"
    case includeCycle = "include-cycle"
    case includeLimit = "include-limit"
    case unknownProperty = "unknown-property"
    case duplicateProperty = "duplicate-property"
    case notKeyed = "not-keyed"
    case unknownAxisKey = "unknown-axis-key"
    case unknownTrait = "unknown-trait"
    case badTraitValue = "bad-trait-value"
    case duplicateTrait = "duplicate-trait"

    // Values.
    case badColor = "bad-color"
    case unknownColor = "unknown-color"
    case outOfRange = "out-of-range"
    case undefinedConstant = "undefined-constant"
    case badConstant = "bad-constant"
    case badExpression = "bad-expression"
    case expressionTooLong = "expression-too-long"
    case divisionByZero = "division-by-zero"
    case numberNotFinite = "number-not-finite"
    case wrongCount = "wrong-count"
    case unknownEnumCase = "unknown-enum-case"
    case badFont = "bad-font"
    case missingImage = "missing-image"
    case badSymbol = "bad-symbol"
    case badShape = "bad-shape"
    case badPathData = "bad-path-data"
    case valueTooDeep = "value-too-deep"

    // Design-token files.
    case badToken = "bad-token"
    case unknownToken = "unknown-token"
    case tokenCycle = "token-cycle"
    case tokenIgnored = "token-ignored"

    // Lints (warnings).
    case borderWidthPixels = "border-width-pixels"
    case masksClipShadow = "masks-clip-shadow"
    case ruleNeverWins = "rule-never-wins"
    case lowContrast = "low-contrast"
    case previewOnly = "preview-only"
    case unmappedSymbol = "unmapped-symbol"
    case styleNameClash = "style-name-clash"
    case notInSwiftUI = "not-in-swiftui"

    // Tree documents.
    case badFrame = "bad-frame"
    case missingFrame = "missing-frame"
    case frameInStack = "frame-in-stack"
    case duplicateID = "duplicate-id"
    case duplicatePart = "duplicate-part"
    case unknownState = "unknown-state"
    case nodeBudget = "node-budget"
    case resolutionBudget = "resolution-budget"

    // Rendering.
    case tooDeep = "too-deep"
    case imageUnreadable = "image-unreadable"
    case imageInvalid = "image-invalid"
    case textTooLong = "text-too-long"
    case blurClamped = "blur-clamped"
    case unknownFontFamily = "unknown-font-family"
    case missingGlyph = "missing-glyph"

    // Layout.
    case noSize = "no-size"

    // Snapshot baselines (`livery snapshot`).
    case badBaseline = "bad-baseline"

    // Importing appearance code (`livery import`).
    case sourceSyntax = "source-syntax"
    case notConverted = "not-converted"

    /// The severity a problem of this kind is reported with.
    package var severity: Diagnostic.Severity {
        switch self {
        case .borderWidthPixels, .masksClipShadow, .ruleNeverWins, .lowContrast, .previewOnly, .unmappedSymbol, .styleNameClash, .notInSwiftUI, .blurClamped, .tokenIgnored,
            .frameInStack, .noSize, .unknownFontFamily, .missingGlyph, .sourceSyntax, .notConverted:
            return .warning
        default: return .error
        }
    }

    public var description: String { rawValue }
}
