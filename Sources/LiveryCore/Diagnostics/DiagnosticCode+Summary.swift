extension DiagnosticCode {
    /// One line on what the code means: the description in the codes tables of
    /// Docs/Stylesheets.md, Trees.md and Rendering.md (a test keeps them equal), and
    /// the rule text of `lint --format sarif`.
    package var summary: String {
        switch self {
        case .fileNotFound: return "the stylesheet named on the command line cannot be read"
        case .yamlSyntax: return "libyaml rejected the text (including control bytes and invalid UTF-8)"
        case .duplicateKey: return "a mapping names a key twice"
        case .undefinedAlias: return "a YAML alias names no anchor"
        case .aliasBudget: return "aliases expand past the budget (a \"billion laughs\" file)"
        case .nestingTooDeep: return "YAML nesting deeper than the limit"
        case .inputTooLarge: return "the file is over the size limit"
        case .encoding: return "the file is not UTF-8 text"
        case .badTable:
            return
                "a `.liverytable` is not a compiled table this Livery reads (another format version, truncated, corrupt); compile the stylesheet again"
        case .missingVersion: return "no `livery: 1`"
        case .unsupportedVersion: return "`livery:` is not `1`"
        case .unknownTopLevelKey: return "a top-level key other than the six of §1"
        case .missingImport: return "an imported file cannot be read"
        case .badToken: return "a design token Livery cannot read: a bad name, a missing `$type`, a value that does not fit its type"
        case .unknownToken: return "a token alias (`{group.token}`) names no token"
        case .tokenCycle: return "token aliases refer back to themselves"
        case .tokenIgnored:
            return
                "part of a token Livery cannot use (a shadow's spread or extra layers, a non-colour token that varies by mode) is ignored"
        case .badImport:
            return
                "an import names a file that is neither YAML (`.yaml`, `.yml`) nor a token file (`.json`, `.tokens`), or a token mode selects on a trait other than `userInterfaceStyle`, `accessibilityContrast`, `userInterfaceLevel`; it is not read"
        case .importCycle: return "a file imports itself, directly or not"
        case .importLimit: return "imports nest too deep, too many files, or the token files hold too many tokens or bytes"
        case .tooManyRules: return "more rules than the limit"
        case .wrongKind: return "a value of the wrong shape (a list where a number goes, …)"
        case .nullValue: return "a value is missing (often an unquoted `#`: YAML reads it as a comment)"
        case .missingKey: return "a required key is missing (`type`, `set`, `light`/`dark`, `radius`, …)"
        case .unknownKey: return "an unknown key inside a value or declaration mapping"
        case .badName: return "a color, constant, type, property, case or style-class name is not valid"
        case .unknownType: return "an unknown class in `type`, `inside` or `inherits`"
        case .notStylable: return "a view controller in `type`, or a bar item in `inside`"
        case .duplicateType: return "a type is declared twice, or redeclares a built-in class"
        case .inheritanceCycle: return "declared types inherit from each other in a loop"
        case .inheritanceTooDeep: return "a declared type is more classes below UIView than the limit"
        case .unknownValueType: return "a property declaration names an unknown value type"
        case .duplicateCase: return "an enum lists a case twice"
        case .redeclaredProperty: return "a declared property already exists on a superclass"
        case .badKeyedBy: return "`keyedBy` is not an enum property of the type, or `state` outside a UIControl"
        case .badTarget: return "`target` names no property, or one of an incompatible kind"
        case .unknownStyle: return "`include` names no style under `styles:`"
        case .includeCycle: return "styles include each other in a loop"
        case .includeLimit:
            return "styles nest more than 32 includes deep, or includes record more than `StylesheetLimits.maxIncludedValues` values"
        case .unknownRuleKey: return "a rule key other than `type`, `inside`, `when`, `class`, `include`, `set`"
        case .unknownProperty: return "the class has no such property"
        case .duplicateProperty: return "a rule sets the same property (and axis key) twice"
        case .notKeyed: return "a per-state mapping for a property that is not keyed"
        case .unknownAxisKey: return "a key that is not a state (or enum case) of the property's axis"
        case .unknownTrait: return "an unknown trait name in `when`"
        case .badTraitValue: return "a value the trait does not take"
        case .duplicateTrait: return "a trait axis is declared twice under `traits:`"
        case .badColor: return "a malformed color literal"
        case .unknownColor: return "a name that is no UIKit or palette color"
        case .outOfRange: return "a number outside its range (color channel, alpha, font size, radius)"
        case .undefinedConstant: return "`$name` names no constant in scope"
        case .badConstant: return "a constant's kind cannot be inferred"
        case .badExpression: return "a malformed number expression"
        case .expressionTooLong: return "an expression or color literal over the length limit"
        case .divisionByZero: return "a division by zero in an expression"
        case .numberNotFinite: return "a number or result too large to be finite (`1e400`)"
        case .wrongCount: return "a list with the wrong number of items"
        case .unknownEnumCase: return "not one of the property's cases"
        case .badFont: return "an unknown text style or weight"
        case .missingImage: return "an image file does not exist"
        case .badSymbol:
            return
                "a symbol image (`{symbol: NAME, …}`) that `UIImage.SymbolConfiguration` cannot make: both `pointSize:` and `textStyle:`, palette without colours, colours without palette or hierarchical, an empty name"
        case .badShape: return "a value is not one of the shape forms"
        case .badPathData: return "malformed SVG path data, or too many commands"
        case .valueTooDeep: return "colors nested too deeply (`{ color: { color: … } }`)"
        case .borderWidthPixels:
            return
                "`layer.borderWidth` (or a declared property targeting it) that is not a whole number of pixels at display scales 2 and 3 — in effect, not a whole number of points — so its edges look soft. A rule with `when: { displayScale: N }` is checked at that scale only (`0.5` is fine under `displayScale: 2`)."
        case .masksClipShadow:
            return
                "among rules with the identical selector, the last `layer.masksToBounds` set is `true` and the last `layer.shadowOpacity` is above 0: the mask clips the shadow. Clip a content subview and keep the shadow on its container (`contentMasksToBounds: true` previews that, but is preview-only)."
        case .ruleNeverWins:
            return
                "every (keypath, axis key) the rule sets is set again by later rules with the **identical** selector (same type, `inside` chain, trait conditions and style classes). They match the same views with the same specificity, so source order always lets them win. Rules with different selectors are not compared, since which wins depends on the tree — but `livery lint TREE` compares them on that tree: a rule that matches views there and loses every property on every one of them to other rules (by containment, say) is reported with the rule that outranks it."
        case .lowContrast:
            return
                "one rule sets `backgroundColor` and a text color (`textColor`, or `titleColor` per state) whose WCAG contrast is below 4.5:1 in light or dark mode. Translucent colors are composited first: the background over the mode's system background (white, black), the text over that. `disabled` states are skipped, as WCAG exempts inactive controls."
        case .previewOnly:
            return
                "a rule sets a property that previews draw but no UIKit API sets from outside the view (the schema's `previewOnly`, with its reason: `cornerStyle`, `contentMasksToBounds`, `buttonType`, a table's `style`, …); on a device the view keeps its own value. Set it in the tree document for a preview, or silence it where the app does the same in code (`# livery:ignore preview-only`)."
        case .unmappedSymbol:
            return
                "a symbol image names an SF Symbol the preview's icon table does not map, so previews draw a labelled grey box in its place (the device draws the symbol); reported once per name. Check the name, or add it to `SymbolGlyphs`."
        case .styleNameClash:
            return
                "two names a target's stylesheets declare (types under `types:`, or style classes the rules use) would make the same Swift static for SwiftUI's `.style(…)` (`primary-button` and `primaryButton` are both `StyleClass.primaryButton`), or one Livery's `StyleType` declares already (`label`); the second has no static. Reported by the build plugin; rename one, or name it in Swift as `StyleClass(\"primary-button\")`."
        case .notInSwiftUI:
            return
                "with `livery lint --swiftui`, what a stylesheet shared with SwiftUI views sets that does not reach them: on a class SwiftUI's views stand for (`UILabel` for `Text`, a declared type), a property LiverySwiftUI has no modifier for (`thumbTintColor`, `lineHeightMultiple`); on the chrome SwiftUI draws itself (navigation and tab bars, segmented pickers, page indicators), a rule with `class:` or `inside:`, or a property the class's header does not mark `UI_APPEARANCE_SELECTOR`, since only UIAppearance reaches them. UIKit views still take them (Docs/SwiftUI.md)."
        case .missingFrame:
            return
                "a view has neither `frame:` nor `size:` and no stack, table or bar (`UIStackView`, `UITableView`, `UINavigationBar`, `UITabBar`, `UIToolbar`) arranges it"
        case .frameInStack:
            return "warning: an arranged subview has a `frame:`: the stack places it, so only the frame's size is kept (write `size:`)"
        case .noSize:
            return
                "warning: nothing gives a view a width or height (no `frame:`, `size:`, intrinsic content size or stretching stack): it is laid out 0 points wide or high"
        case .badFrame:
            return
                "a frame's width or height is negative (a frame is otherwise read as a stylesheet's rect, with its codes: `wrong-count`, `number-not-finite`, …)"
        case .duplicateID: return "two views have the same `id`"
        case .duplicatePart: return "two siblings have the same `part`"
        case .unknownState: return "a `state:` flag is not highlighted, disabled, selected or focused"
        case .nodeBudget: return "the document has more views than the limit"
        case .resolutionBudget:
            return
                "matching the stylesheet's rules against the tree took more than 50,000,000 rule checks (`Resolver.defaultWorkLimit`); located at the view where it stopped"
        case .tooDeep: return "the layer tree is nested deeper than the renderer's limit"
        case .imageUnreadable: return "an image file cannot be read (missing, not a regular file, over the size limit)"
        case .imageInvalid: return "an image file is not a PNG or PDF the decoders accept, or is over the pixel limit"
        case .textTooLong: return "a label's text or a button's title is over the length limit"
        case .blurClamped: return "warning: a shadow blurs wider than the limit and is drawn at the limit"
        case .unknownFontFamily:
            return "warning: a font's `family:` is not installed (fontconfig finds no such family): the text is drawn in the system font"
        case .missingGlyph: return "warning: no installed font has a character of the text: it is drawn as the font's missing-glyph box"
        case .badBaseline: return "a snapshot baseline file is not one this Livery reads (Snapshots.md); record it again"
        case .sourceSyntax:
            return "warning: `livery import` read a source file that is not valid Swift or Objective-C: it converts what it can read"
        case .notConverted:
            return "warning: `livery import` found an appearance call it could not write as a rule; the reason says why"
        }
    }
}
