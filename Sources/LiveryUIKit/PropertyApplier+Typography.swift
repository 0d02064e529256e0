#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    // Typography (Docs/Stylesheets.md, "Typography"), one applier per
    // ``TextAttribute`` and place: a label's as attributes of its
    // attributedText over the whole text (keeping the text and the other
    // attributes), and the character attributes of a navigation bar's
    // titles, a segmented control's titles (per state) and a text field's
    // text as keys of their attribute dictionaries; the shadow's fields are
    // one NSShadow's, under `.shadow`. Part of `PropertyApplier.uiKit`.
    extension PropertyApplier where View == UIView {
        /// A label's: after its text, font and colour, which the attributes go over.
        static var labelTypography: [PropertyApplier<UIView>] {
            TextAttribute.label.compactMap { attribute in
                if let field = paragraphField(attribute) {
                    return PropertyApplier(
                        attribute.keyPath(in: nil), on: UILabel.self, get: { $0.paragraphStyle?[keyPath: field.read] ?? 0 },
                        set: { label, value in label.changeParagraphStyle { $0[keyPath: field.write] = value } },
                        convert: { $0.cgFloat })
                }
                return characterApplier(
                    attribute, at: attribute.keyPath(in: nil), on: UILabel.self,
                    get: { $0.attributedText?.firstAttributes },
                    set: { $0.setTextAttribute($1, $2) })
            }
        }

        /// The character attributes of the text attribute dictionaries: after each class's font and colour.
        static var textAttributeTypography: [PropertyApplier<UIView>] {
            TextAttribute.character.flatMap { attribute -> [PropertyApplier<UIView>] in
                [
                    characterApplier(
                        attribute, at: attribute.keyPath(in: TextAttribute.navigationTitle), on: UINavigationBar.self,
                        get: { $0.titleTextAttributes }, set: { $0.titleTextAttributes = $0.titleTextAttributes.setting($1, $2) }),
                    characterApplier(
                        attribute, at: attribute.keyPath(in: TextAttribute.navigationLargeTitle), on: UINavigationBar.self,
                        get: { $0.largeTitleTextAttributes },
                        set: { $0.largeTitleTextAttributes = $0.largeTitleTextAttributes.setting($1, $2) }),
                    characterApplier(
                        attribute, at: attribute.keyPath(in: TextAttribute.textFieldText), on: UITextField.self,
                        get: { $0.defaultTextAttributes }, set: { $0.defaultTextAttributes[$1] = $2 }),
                    // Per state, as setAttributedTitle(_:for:).
                    keyedCharacterApplier(
                        attribute, at: attribute.keyPath(in: TextAttribute.buttonTitle), on: UIButton.self,
                        get: { $0.ownAttributedTitle(for: $1)?.firstAttributes }, set: { $0.setTitleAttribute($1, $2, for: $3) }),
                    // Per state, as setTitleTextAttributes(_:for:).
                    keyedCharacterApplier(
                        attribute, at: attribute.keyPath(in: TextAttribute.segmentTitle), on: UISegmentedControl.self,
                        get: { $0.titleTextAttributes(for: $1) }, set: { $0.setTitleTextAttribute($1, $2, for: $3) }),
                ]
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

    // Appliers of one character attribute, for views and bar items alike.
    extension PropertyApplier {
        /// An applier of one character attribute held in the attribute
        /// dictionary `get` reads and `set` changes one key of.
        static func characterApplier<Target: AnyObject>(
            _ attribute: TextAttribute, at keyPath: String, on target: Target.Type,
            get: @escaping (Target) -> [NSAttributedString.Key: Any]?, set: @escaping (Target, NSAttributedString.Key, Any?) -> Void
        ) -> PropertyApplier {
            let holder = TypographyHolders.held(attribute)
            return PropertyApplier(
                keyPath, on: target, get: { holder.read(get($0)) },
                set: { view, value in
                    let (key, stored) = holder.write(get(view), value)
                    set(view, key, stored)
                }, convert: holder.convert)
        }

        /// An applier of one character attribute held, per control state, in
        /// the attribute dictionary `get` reads and `set` changes one key of.
        static func keyedCharacterApplier<Target: AnyObject>(
            _ attribute: TextAttribute, at keyPath: String, on target: Target.Type,
            get: @escaping (Target, UIControl.State) -> [NSAttributedString.Key: Any]?,
            set: @escaping (Target, NSAttributedString.Key, Any?, UIControl.State) -> Void
        ) -> PropertyApplier {
            let holder = TypographyHolders.held(attribute)
            return PropertyApplier(
                keyed: keyPath, on: target, get: { holder.read(get($0, $1.controlState)) },
                set: { view, value, slot in
                    let state = slot.controlState
                    let (key, stored) = holder.write(get(view, state), value)
                    set(view, key, stored, state)
                }, convert: holder.convert)
        }
    }

    /// How UIKit holds each character attribute: shared by the views' and the bar items' appliers.
    enum TypographyHolders {
        /// How UIKit holds a character attribute in an attribute dictionary:
        /// reading it, the key and value that set it (over the dictionary's
        /// other keys), and the resolved value as UIKit stores it.
        struct Held {
            var read: ([NSAttributedString.Key: Any]?) -> Any?
            var write: ([NSAttributedString.Key: Any]?, Any?) -> (NSAttributedString.Key, Any?)
            var convert: (ResolvedProperty) -> Any?
        }

        /// A number for `kern` and `baselineOffset`, the NSUnderlineStyle's
        /// raw value for a line's style, a colour; a field of the NSShadow
        /// under `.shadow`.
        static func held(_ attribute: TextAttribute) -> Held {
            func key(_ key: NSAttributedString.Key, _ convert: @escaping (ResolvedProperty) -> Any?) -> Held {
                Held(read: { $0?[key] }, write: { _, value in (key, value) }, convert: convert)
            }
            /// A field of the shadow; nil (no value, or no shadow) writes the field's default.
            func shadow<Field>(
                _ field: ReferenceWritableKeyPath<NSShadow, Field>, default zero: Field,
                _ convert: @escaping (ResolvedProperty) -> Field?
            ) -> Held {
                Held(
                    read: { ($0?[.shadow] as? NSShadow)?[keyPath: field] },
                    write: { attributes, value in
                        (.shadow, NSShadow.changing(attributes?[.shadow] as? NSShadow) { $0[keyPath: field] = value as? Field ?? zero })
                    }, convert: { convert($0) })
            }
            switch attribute {
            case .kern: return key(.kern) { $0.cgFloat }
            case .baselineOffset: return key(.baselineOffset) { $0.cgFloat }
            case .underlineStyle: return key(.underlineStyle) { $0.uiKit(UnderlineStyle.self)?.rawValue }
            case .underlineColor: return key(.underlineColor) { $0.uiColor }
            case .strikethroughStyle: return key(.strikethroughStyle) { $0.uiKit(UnderlineStyle.self)?.rawValue }
            case .strikethroughColor: return key(.strikethroughColor) { $0.uiColor }
            case .backgroundColor: return key(.backgroundColor) { $0.uiColor }
            case .shadowOffset: return shadow(\.shadowOffset, default: CGSize(width: 0, height: 0)) { $0.cgSize }
            case .shadowBlurRadius: return shadow(\.shadowBlurRadius, default: 0) { $0.cgFloat }
            case .shadowColor: return shadow(\.shadowColor, default: NSShadow().shadowColor) { $0.uiColor.map { $0 as Any } }
            default:
                // A paragraph attribute, which callers never pass (they take `TextAttribute.character`):
                // a label's paragraph style holds it. Under its own name it matches no key UIKit reads.
                return key(NSAttributedString.Key(attribute.name)) { _ in nil }
            }
        }

    }

    extension PropertyApplier where View == UIBarItem {
        /// A bar item's title typography, per state, as setTitleTextAttributes(_:for:): after its colour and font.
        static var barItemTypography: [PropertyApplier<UIBarItem>] {
            TextAttribute.character.map { attribute in
                keyedCharacterApplier(
                    attribute, at: attribute.keyPath(in: TextAttribute.barItemTitle), on: UIBarItem.self,
                    get: { $0.titleTextAttributes(for: $1) }, set: { $0.setTitleTextAttribute($1, $2, for: $3) })
            }
        }
    }

    extension NSShadow {
        /// A copy of `old` (or a new shadow) changed by `change`; nil once
        /// every field is back at its default, so a put-back value removes
        /// the shadow rather than leave NSShadow's default one drawn.
        static func changing(_ old: NSShadow?, _ change: (NSShadow) -> Void) -> NSShadow? {
            let shadow = NSShadow()
            if let old {
                shadow.shadowOffset = old.shadowOffset
                shadow.shadowBlurRadius = old.shadowBlurRadius
                shadow.shadowColor = old.shadowColor
            }
            change(shadow)
            let isDefault = shadow.shadowOffset == CGSize(width: 0, height: 0) && shadow.shadowBlurRadius == 0 && isDefaultColor(shadow.shadowColor)
            return isDefault ? nil : shadow
        }

        /// Whether a shadow colour is NSShadow's own: black at a third (NSShadow.h).
        private static func isDefaultColor(_ color: Any?) -> Bool {
            guard let color = color as? UIColor else { return color == nil }
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            return color.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 0 && g == 0 && b == 0 && abs(a - 1.0 / 3) < 0.001
        }
    }

    extension NSAttributedString {
        /// The first character's attributes; nil for an empty string.
        var firstAttributes: [NSAttributedString.Key: Any]? {
            length == 0 ? nil : attributes(at: 0, effectiveRange: nil)
        }
    }

    extension UIButton {
        /// Sets one attribute over a state's title as its attributed title,
        /// keeping the others; nil removes it. A new attributed title starts
        /// from the state's title, colour and font: UIKit draws an attributed
        /// title in its own attributes, not the button's.
        /// The state's own attributed title: UIKit hands back the normal
        /// state's for a state that has none, which is not this state's value.
        func ownAttributedTitle(for state: UIControl.State) -> NSAttributedString? {
            let title = attributedTitle(for: state)
            return state != .normal && title != nil && title === attributedTitle(for: .normal) ? nil : title
        }

        func setTitleAttribute(_ key: NSAttributedString.Key, _ value: Any?, for state: UIControl.State) {
            let old = ownAttributedTitle(for: state)
            // The state's plain title is the text: an app's later `setTitle` is taken up at the next styling.
            guard let text = title(for: state) ?? old?.string else { return }
            var seeded = NSAttributedString.replacing(old, text: text, .foregroundColor, titleColor(for: state))
            seeded = NSAttributedString.replacing(seeded, text: text, .font, titleLabel?.font)
            let title = NSAttributedString.replacing(seeded, text: text, key, value)
            // Nothing left but the seed: the plain title again.
            let own = Set(title.firstAttributes?.keys.map { $0 } ?? []).subtracting([.foregroundColor, .font])
            setAttributedTitle(own.isEmpty ? nil : title, for: state)
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
