/// The typed keys of one set of ``TextAttribute``s: a label's own
/// (`kern`), or those below a class's text attributes
/// (`titleTextAttributes.kern`), for ``TextTypography``'s reads.
package struct TypographyKeys: Sendable {
    let kern: PropertyKey<Double>
    let baselineOffset: PropertyKey<Double>
    /// The paragraph style's: a label's only (nil below a container, whose text is one line).
    let lineHeightMultiple: PropertyKey<Double>?
    let minimumLineHeight: PropertyKey<Double>?
    let maximumLineHeight: PropertyKey<Double>?
    let lineSpacing: PropertyKey<Double>?
    let paragraphSpacing: PropertyKey<Double>?
    let paragraphSpacingBefore: PropertyKey<Double>?
    let underlineStyle: PropertyKey<UnderlineStyle>
    let underlineColor: PropertyKey<Color>
    let strikethroughStyle: PropertyKey<UnderlineStyle>
    let strikethroughColor: PropertyKey<Color>
    let shadowOffset: PropertyKey<Size>
    let shadowBlurRadius: PropertyKey<Double>
    let shadowColor: PropertyKey<Color>
    /// The run's background: a container's only (nil for a label).
    let backgroundColor: PropertyKey<Color>?

    /// The keys below `container` (nil: a label's own). A key no class has reads as unset.
    init(_ container: String?) {
        func key<V>(_ attribute: TextAttribute) -> PropertyKey<V> { PropertyKey(builtIn: attribute.keyPath(in: container)) }
        func paragraph(_ attribute: TextAttribute) -> PropertyKey<Double>? { container == nil ? key(attribute) : nil }
        kern = key(.kern)
        baselineOffset = key(.baselineOffset)
        lineHeightMultiple = paragraph(.lineHeightMultiple)
        minimumLineHeight = paragraph(.minimumLineHeight)
        maximumLineHeight = paragraph(.maximumLineHeight)
        lineSpacing = paragraph(.lineSpacing)
        paragraphSpacing = paragraph(.paragraphSpacing)
        paragraphSpacingBefore = paragraph(.paragraphSpacingBefore)
        underlineStyle = key(.underlineStyle)
        underlineColor = key(.underlineColor)
        strikethroughStyle = key(.strikethroughStyle)
        strikethroughColor = key(.strikethroughColor)
        shadowOffset = key(.shadowOffset)
        shadowBlurRadius = key(.shadowBlurRadius)
        shadowColor = key(.shadowColor)
        backgroundColor = container == nil ? nil : key(.backgroundColor)
    }

    /// A label's.
    static let label = TypographyKeys(nil)
    /// A navigation bar's title's and large title's.
    static let navigationTitle = TypographyKeys(TextAttribute.navigationTitle)
    static let navigationLargeTitle = TypographyKeys(TextAttribute.navigationLargeTitle)
    /// A segmented control's titles', per state.
    static let segmentTitle = TypographyKeys(TextAttribute.segmentTitle)
    /// A bar item's title's, per state.
    static let barItemTitle = TypographyKeys(TextAttribute.barItemTitle)
    /// A button's title's, per state.
    static let buttonTitle = TypographyKeys(TextAttribute.buttonTitle)
    /// A text field's text's.
    static let textFieldText = TypographyKeys(TextAttribute.textFieldText)
}
