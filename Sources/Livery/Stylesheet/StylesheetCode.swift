/// The stable, kebab-case codes of every problem the stylesheet compiler and
/// value parser report. Editors and CI match on these, so a case is never
/// renamed; Docs/Stylesheets.md lists them all.
enum StylesheetCode: String, CaseIterable, Sendable {
    // Reading files (the YAML reader's own codes come from `YAMLError.Kind`).
    case fileNotFound = "file-not-found"
    case missingVersion = "missing-version"
    case unsupportedVersion = "unsupported-version"
    case unknownTopLevelKey = "unknown-top-level-key"
    case missingImport = "missing-import"
    case importCycle = "import-cycle"
    case importLimit = "import-limit"
    case tooManyRules = "too-many-rules"

    // Structure.
    case wrongKind = "wrong-kind"
    case nullValue = "null-value"
    case missingKey = "missing-key"
    case unknownKey = "unknown-key"
    case badName = "bad-name"

    // Types.
    case unknownType = "unknown-type"
    case duplicateType = "duplicate-type"
    case inheritanceCycle = "inheritance-cycle"
    case unknownValueType = "unknown-value-type"
    case duplicateCase = "duplicate-case"
    case redeclaredProperty = "redeclared-property"
    case badKeyedBy = "bad-keyed-by"
    case badTarget = "bad-target"

    // Rules.
    case unknownRuleKey = "unknown-rule-key"
    case unknownProperty = "unknown-property"
    case duplicateProperty = "duplicate-property"
    case notKeyed = "not-keyed"
    case unknownAxisKey = "unknown-axis-key"
    case unknownTrait = "unknown-trait"
    case badTraitValue = "bad-trait-value"

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
    case badShape = "bad-shape"
    case badPathData = "bad-path-data"
    case valueTooDeep = "value-too-deep"

    // Lints (warnings).
    case borderWidthPixels = "border-width-pixels"
    case masksClipShadow = "masks-clip-shadow"
    case ruleNeverWins = "rule-never-wins"
    case lowContrast = "low-contrast"

    var isWarning: Bool {
        switch self {
        case .borderWidthPixels, .masksClipShadow, .ruleNeverWins, .lowContrast: return true
        default: return false
        }
    }
}

extension Diagnostic {
    /// A compiler diagnostic; its severity follows from the code.
    init(_ code: StylesheetCode, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.init(code.isWarning ? .warning : .error, message, code: code.rawValue, at: location, hint: hint)
    }
}
