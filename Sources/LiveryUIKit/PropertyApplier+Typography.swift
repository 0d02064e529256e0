#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    // Typography (Docs/Stylesheets.md, "Typography"), one applier per
    // ``TextAttribute`` and place: a label's as attributes of its
    // attributedText over the whole text (keeping the text and the other
    // attributes), and the character attributes of a navigation bar's
    // titles, a segmented control's titles (per state) and a text field's
    // text as keys of their attribute dictionaries. Part of `PropertyApplier.uiKit`.
    extension PropertyApplier where View == UIView {
        /// A label's: after its text, font and colour, which the attributes go over.
        static var labelTypography: [PropertyApplier<UIView>] {
            TextAttribute.all.compactMap { attribute in
                if let field = paragraphField(attribute) {
                    return PropertyApplier(
                        attribute.keyPath(in: nil), on: UILabel.self, get: { $0.paragraphStyle?[keyPath: field.read] ?? 0 },
                        set: { label, value in label.changeParagraphStyle { $0[keyPath: field.write] = value } },
                        convert: { $0.cgFloat })
                }
                guard let (key, convert) = characterAttribute(attribute) else { return nil }
                return PropertyApplier(
                    attribute.keyPath(in: nil), on: UILabel.self, get: { $0.attributedText?.attribute(key) },
                    set: { $0.setTextAttribute(key, $1) }, convert: convert)
            }
        }

        /// The character attributes of the text attribute dictionaries: after each class's font and colour.
        static var textAttributeTypography: [PropertyApplier<UIView>] {
            TextAttribute.character.flatMap { attribute -> [PropertyApplier<UIView>] in
                guard let (key, convert) = characterAttribute(attribute) else { return [] }
                return [
                    PropertyApplier(
                        attribute.keyPath(in: TextAttribute.navigationTitle), on: UINavigationBar.self,
                        get: { $0.titleTextAttributes?[key] }, set: { $0.titleTextAttributes = $0.titleTextAttributes.setting(key, $1) },
                        convert: convert),
                    PropertyApplier(
                        attribute.keyPath(in: TextAttribute.navigationLargeTitle), on: UINavigationBar.self,
                        get: { $0.largeTitleTextAttributes?[key] },
                        set: { $0.largeTitleTextAttributes = $0.largeTitleTextAttributes.setting(key, $1) }, convert: convert),
                    PropertyApplier(
                        keyed: attribute.keyPath(in: TextAttribute.segmentTitle), on: UISegmentedControl.self,
                        get: { $0.titleTextAttributes(for: $1.controlState)?[key] },
                        set: { $0.setTitleTextAttribute(key, $1, for: $2.controlState) }, convert: convert),
                    PropertyApplier(
                        attribute.keyPath(in: TextAttribute.textFieldText), on: UITextField.self,
                        get: { $0.defaultTextAttributes[key] }, set: { $0.defaultTextAttributes[key] = $1 }, convert: convert),
                ]
            }
        }

        /// An attribute of characters as UIKit stores it: its key, and its
        /// value (a number for `kern` and `baselineOffset`, the
        /// NSUnderlineStyle's raw value for a line's style, a colour); nil
        /// for a paragraph style's field.
        private static func characterAttribute(_ attribute: TextAttribute) -> (NSAttributedString.Key, (ResolvedProperty) -> Any?)? {
            switch attribute {
            case .kern: (.kern, { $0.cgFloat })
            case .baselineOffset: (.baselineOffset, { $0.cgFloat })
            case .underlineStyle: (.underlineStyle, { $0.uiKit(UnderlineStyle.self)?.rawValue })
            case .underlineColor: (.underlineColor, { $0.uiColor })
            case .strikethroughStyle: (.strikethroughStyle, { $0.uiKit(UnderlineStyle.self)?.rawValue })
            case .strikethroughColor: (.strikethroughColor, { $0.uiColor })
            default: nil
            }
        }

        /// A paragraph style's field, read from a style and written to a mutable one; nil for a character attribute.
        private static func paragraphField(_ attribute: TextAttribute) -> (
            read: KeyPath<NSParagraphStyle, CGFloat>, write: ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>
        )? {
            switch attribute {
            case .lineHeightMultiple: (\.lineHeightMultiple, \.lineHeightMultiple)
            case .minimumLineHeight: (\.minimumLineHeight, \.minimumLineHeight)
            case .maximumLineHeight: (\.maximumLineHeight, \.maximumLineHeight)
            case .lineSpacing: (\.lineSpacing, \.lineSpacing)
            case .paragraphSpacing: (\.paragraphSpacing, \.paragraphSpacing)
            case .paragraphSpacingBefore: (\.paragraphSpacingBefore, \.paragraphSpacingBefore)
            default: nil
            }
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
