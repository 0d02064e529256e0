#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    // A label's typography (Docs/Stylesheets.md, "Typography"): each property
    // one attribute of the label's attributedText, over the whole text,
    // keeping the text and the other attributes. Part of `PropertyApplier.uiKit`,
    // after the label's text, font and colour.
    extension PropertyApplier where View == UIView {
        static var labelTypography: [PropertyApplier<UIView>] {
            [
                attribute(.kern, .kern) { $0.cgFloat },
                attribute(.baselineOffset, .baselineOffset) { $0.cgFloat },
                paragraph(.lineHeightMultiple, \.lineHeightMultiple, \.lineHeightMultiple),
                paragraph(.minimumLineHeight, \.minimumLineHeight, \.minimumLineHeight),
                paragraph(.maximumLineHeight, \.maximumLineHeight, \.maximumLineHeight),
                paragraph(.lineSpacing, \.lineSpacing, \.lineSpacing),
                paragraph(.paragraphSpacing, \.paragraphSpacing, \.paragraphSpacing),
                paragraph(.paragraphSpacingBefore, \.paragraphSpacingBefore, \.paragraphSpacingBefore),
                // NSUnderlineStyle as the NSNumber the attribute holds.
                attribute(.underlineStyle, .underlineStyle) { $0.uiKit(UnderlineStyle.self)?.rawValue },
                attribute(.underlineColor, .underlineColor) { $0.uiColor },
                attribute(.strikethroughStyle, .strikethroughStyle) { $0.uiKit(UnderlineStyle.self)?.rawValue },
                attribute(.strikethroughColor, .strikethroughColor) { $0.uiColor },
            ]
        }

        /// One attribute of a label's text, read from its first character.
        private static func attribute<Value>(
            _ key: PropertyKeys, _ name: NSAttributedString.Key, convert: @escaping (ResolvedProperty) -> Value?
        ) -> PropertyApplier<UIView> {
            PropertyApplier(
                key.keyPath, on: UILabel.self, get: { $0.attributedText?.attribute(name) as? Value },
                set: { $0.setTextAttribute(name, $1) }, convert: convert)
        }

        /// One field of the paragraph style over a label's text.
        private static func paragraph(
            _ key: PropertyKey<Double>, _ read: KeyPath<NSParagraphStyle, CGFloat>,
            _ write: ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>
        ) -> PropertyApplier<UIView> {
            PropertyApplier(
                key.keyPath, on: UILabel.self, get: { $0.paragraphStyle?[keyPath: read] ?? 0 },
                set: { label, value in label.changeParagraphStyle { $0[keyPath: write] = value } }, convert: { $0.cgFloat })
        }
    }

    extension UILabel {
        /// Sets one attribute over the whole text, keeping the text and the
        /// other attributes (a label with plain `text` gets it as
        /// attributedText); nil removes it. A label without text has nothing
        /// to carry an attribute.
        func setTextAttribute(_ key: NSAttributedString.Key, _ value: Any?) {
            guard attributedText != nil || text != nil else { return }
            attributedText = NSAttributedString.replacing(attributedText, text: text ?? "", key, value)
        }

        /// The paragraph style over the text; nil when it has none.
        var paragraphStyle: NSParagraphStyle? {
            attributedText?.attribute(.paragraphStyle) as? NSParagraphStyle
        }

        /// The text's paragraph style changed by `change`. A new one starts
        /// from the label's alignment and line break mode: a paragraph style
        /// in attributedText wins over the label's own, and its defaults
        /// (natural, word wrapping) would stop a one-line label truncating.
        func changeParagraphStyle(_ change: (NSMutableParagraphStyle) -> Void) {
            let style = NSMutableParagraphStyle()
            if let old = paragraphStyle {
                style.setParagraphStyle(old)
            } else {
                style.alignment = textAlignment
                style.lineBreakMode = lineBreakMode
            }
            change(style)
            setTextAttribute(.paragraphStyle, style)
        }
    }
#endif
