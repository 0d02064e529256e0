#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    // The appliers for what real apps set beside the bars (Docs/Stylesheets.md,
    // "Search bars and the rest"): the search bar, text attributes, the
    // refresh control, and every bar's style and images. Part of
    // `PropertyApplier.uiKit`.
    extension PropertyApplier where View == UIView {
        static var search: [PropertyApplier<UIView>] {
            var appliers: [PropertyApplier<UIView>] = [
                PropertyApplier(.barTintColor, on: UISearchBar.self, \.barTintColor) { $0.uiColor },
                PropertyApplier(.searchBarStyle, on: UISearchBar.self, \.searchBarStyle),
                PropertyApplier(.isTranslucent, on: UISearchBar.self, \.isTranslucent) { $0.bool },
                PropertyApplier(.placeholder, on: UISearchBar.self, \.placeholder) { $0.string },
                PropertyApplier(.text, on: UISearchBar.self, \.text) { $0.string },
                PropertyApplier(.backgroundImage, on: UISearchBar.self, \.backgroundImage) { $0.uiImage },
                PropertyApplier(
                    keyed: PropertyKeys.searchFieldBackgroundImage, on: UISearchBar.self,
                    get: { $0.searchFieldBackgroundImage(for: $1.controlState) },
                    set: { $0.setSearchFieldBackgroundImage($1, for: $2.controlState) }, convert: { $0.uiImage }),
                icon(.searchIcon, .search),
                // After textColor and font: set, the attributes win.
                PropertyApplier(
                    PropertyKeys.defaultTextColor.keyPath, on: UITextField.self,
                    get: { $0.defaultTextAttributes[.foregroundColor] as? UIColor },
                    set: { $0.defaultTextAttributes[.foregroundColor] = $1 }, convert: { $0.uiColor }),
                PropertyApplier(
                    PropertyKeys.defaultTextFont.keyPath, on: UITextField.self, get: { $0.defaultTextAttributes[.font] as? UIFont },
                    set: { $0.defaultTextAttributes[.font] = $1 }, convert: { $0.uiFont }),
                // After the placeholder and its colour: attributes over the placeholder's text.
                PropertyApplier(
                    PropertyKeys.placeholderTextColor.keyPath, on: UITextField.self,
                    get: { $0.placeholderAttribute(.foregroundColor) as? UIColor },
                    set: { $0.setPlaceholderAttribute(.foregroundColor, $1) }, convert: { $0.uiColor }),
                PropertyApplier(
                    PropertyKeys.placeholderTextFont.keyPath, on: UITextField.self, get: { $0.placeholderAttribute(.font) as? UIFont },
                    set: { $0.setPlaceholderAttribute(.font, $1) }, convert: { $0.uiFont }),
                PropertyApplier(.backgroundImage, on: UITabBar.self, \.backgroundImage) { $0.uiImage },
                PropertyApplier(.shadowImage, on: UITabBar.self, \.shadowImage) { $0.uiImage },
                PropertyApplier(
                    PropertyKeys.backgroundImage.keyPath, on: UINavigationBar.self, get: { $0.backgroundImage(for: .default) },
                    set: { $0.setBackgroundImage($1, for: .default) }, convert: { $0.uiImage }),
                PropertyApplier(.shadowImage, on: UINavigationBar.self, \.shadowImage) { $0.uiImage },
            ]
            #if !os(tvOS)
                appliers += [
                    PropertyApplier(.barStyle, on: UISearchBar.self, \.barStyle),
                    PropertyApplier(.showsCancelButton, on: UISearchBar.self, \.showsCancelButton) { $0.bool },
                    PropertyApplier(.backIndicatorImage, on: UINavigationBar.self, \.backIndicatorImage) { $0.uiImage },
                    PropertyApplier(.backIndicatorTransitionMaskImage, on: UINavigationBar.self, \.backIndicatorTransitionMaskImage) {
                        $0.uiImage
                    },
                    icon(.clearIcon, .clear),
                    icon(.bookmarkIcon, .bookmark),
                    PropertyApplier(.barStyle, on: UINavigationBar.self, \.barStyle),
                    PropertyApplier(.barStyle, on: UITabBar.self, \.barStyle),
                    PropertyApplier(.barStyle, on: UIToolbar.self, \.barStyle),
                    // A toolbar's images at the bottom of the screen, where toolbars are.
                    PropertyApplier(
                        PropertyKeys.backgroundImage.keyPath, on: UIToolbar.self,
                        get: { $0.backgroundImage(forToolbarPosition: .any, barMetrics: .default) },
                        set: { $0.setBackgroundImage($1, forToolbarPosition: .any, barMetrics: .default) }, convert: { $0.uiImage }),
                    PropertyApplier(
                        PropertyKeys.shadowImage.keyPath, on: UIToolbar.self, get: { $0.shadowImage(forToolbarPosition: .any) },
                        set: { $0.setShadowImage($1, forToolbarPosition: .any) }, convert: { $0.uiImage }),
                    PropertyApplier(
                        PropertyKeys.refreshTitleColor.keyPath, on: UIRefreshControl.self,
                        get: { $0.attributedTitle?.foregroundColor }, set: { $0.setTitleAttribute(.foregroundColor, $1) },
                        convert: { $0.uiColor }),
                    PropertyApplier(
                        PropertyKeys.refreshTitleFont.keyPath, on: UIRefreshControl.self,
                        get: { $0.attributedTitle?.attribute(.font) as? UIFont }, set: { $0.setTitleAttribute(.font, $1) },
                        convert: { $0.uiFont }),
                ]
            #endif
            return appliers
        }

        /// A search bar icon's image, for the normal state.
        private static func icon(_ key: PropertyKey<ImageReference>, _ icon: UISearchBar.Icon) -> PropertyApplier<UIView> {
            PropertyApplier(
                key.keyPath, on: UISearchBar.self, get: { $0.image(for: icon, state: .normal) },
                set: { $0.setImage($1, for: icon, state: .normal) }, convert: { $0.uiImage })
        }
    }

    extension UITextField {
        /// One attribute of the attributed placeholder's text.
        func placeholderAttribute(_ key: NSAttributedString.Key) -> Any? {
            attributedPlaceholder?.attribute(key)
        }

        /// Sets one attribute over the whole placeholder, keeping the others; nil removes it.
        func setPlaceholderAttribute(_ key: NSAttributedString.Key, _ value: Any?) {
            attributedPlaceholder = NSAttributedString.replacing(attributedPlaceholder, text: placeholder ?? "", key, value)
        }
    }

    #if !os(tvOS)
        extension UIRefreshControl {
            /// Sets one attribute over the whole title, keeping its text (the app's) and other attributes.
            func setTitleAttribute(_ key: NSAttributedString.Key, _ value: Any?) {
                attributedTitle = NSAttributedString.replacing(attributedTitle, text: attributedTitle?.string ?? "", key, value)
            }
        }
    #endif

    extension NSAttributedString {
        /// The attribute of the first character; nil for an empty string.
        func attribute(_ key: NSAttributedString.Key) -> Any? {
            length == 0 ? nil : attribute(key, at: 0, effectiveRange: nil)
        }

        /// `text` with one attribute changed over all of it (nil removes it). When
        /// the old string is that text, its runs are kept (an app's bold word
        /// stays bold); otherwise the text takes the old string's first attributes.
        static func replacing(_ old: NSAttributedString?, text: String, _ key: NSAttributedString.Key, _ value: Any?) -> NSAttributedString
        {
            if let old, old.length > 0, old.string == text {
                // Run by run, each with the attribute set or removed.
                let result = NSMutableAttributedString(string: "")
                let source = old.string as NSString
                old.enumerateAttributes(in: NSRange(location: 0, length: old.length)) { attributes, range, _ in
                    var attributes = attributes
                    attributes[key] = value
                    result.append(NSAttributedString(string: source.substring(with: range), attributes: attributes))
                }
                return result
            }
            var attributes = old?.firstAttributes ?? [:]
            attributes[key] = value
            return NSAttributedString(string: text, attributes: attributes)
        }
    }
#endif
