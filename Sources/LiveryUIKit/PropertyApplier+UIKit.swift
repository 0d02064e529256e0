#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    extension PropertyApplier where View == UIView {
        /// UIKit's appearance properties: one applier for every built-in
        /// property the schema marks `applied` (a test holds the two sets
        /// equal), one line each, in the order they must be set (a range
        /// before a value, an image before its rendering mode, a placeholder
        /// before its colour). Add the app's own beside them.
        public static var uiKit: [PropertyApplier<UIView>] {
            view + layer + label + labelTypography + imageView + control + button + stack + controls + textField + table + bars + search
                + textAttributeTypography + barAppearances
        }

        static var view: [PropertyApplier<UIView>] {
            var appliers: [PropertyApplier<UIView>] = [
                PropertyApplier(.backgroundColor, on: UIView.self, \.backgroundColor) { $0.uiColor },
                PropertyApplier(.alpha, on: UIView.self, \.alpha) { $0.cgFloat },
                PropertyApplier(.isHidden, on: UIView.self, \.isHidden) { $0.bool },
                PropertyApplier(.isOpaque, on: UIView.self, \.isOpaque) { $0.bool },
                PropertyApplier(.tintColor, on: UIView.self, \.tintColor) { $0.uiColor },
                PropertyApplier(.layoutMargins, on: UIView.self, \.layoutMargins) { $0.edgeInsets },
                PropertyApplier(.overrideUserInterfaceStyle, on: UIView.self, \.overrideUserInterfaceStyle),
                PropertyApplier(.semanticContentAttribute, on: UIView.self, \.semanticContentAttribute),
                PropertyApplier(.indicatorStyle, on: UIScrollView.self, \.indicatorStyle),
                PropertyApplier(.bounces, on: UIScrollView.self, \.bounces) { $0.bool },
                PropertyApplier(.alwaysBounceVertical, on: UIScrollView.self, \.alwaysBounceVertical) { $0.bool },
                PropertyApplier(.alwaysBounceHorizontal, on: UIScrollView.self, \.alwaysBounceHorizontal) { $0.bool },
                PropertyApplier(.contentMode, on: UIView.self, \.contentMode),
                priority(.contentHuggingPriorityHorizontal, .horizontal, hugging: true),
                priority(.contentHuggingPriorityVertical, .vertical, hugging: true),
                priority(.contentCompressionResistancePriorityHorizontal, .horizontal, hugging: false),
                priority(.contentCompressionResistancePriorityVertical, .vertical, hugging: false),
            ]
            // visionOS has no keyboard to drag away.
            #if !os(visionOS)
                appliers.append(PropertyApplier(.keyboardDismissMode, on: UIScrollView.self, \.keyboardDismissMode))
            #endif
            return appliers
        }

        static var layer: [PropertyApplier<UIView>] {
            [
                PropertyApplier(.layerCornerRadius, on: UIView.self, \.layer.cornerRadius) { $0.cgFloat },
                PropertyApplier(.layerCornerCurve, on: UIView.self, \.layer.cornerCurve),
                PropertyApplier(.layerMaskedCorners, on: UIView.self, \.layer.maskedCorners) { $0.maskedCorners },
                PropertyApplier(.layerBorderWidth, on: UIView.self, \.layer.borderWidth) { $0.cgFloat },
                PropertyApplier(.layerBorderColor, on: UIView.self, \.layer.borderColor) { $0.cgColor },
                PropertyApplier(.layerShadowColor, on: UIView.self, \.layer.shadowColor) { $0.cgColor },
                PropertyApplier(.layerShadowOpacity, on: UIView.self, \.layer.shadowOpacity) { $0.float },
                PropertyApplier(.layerShadowRadius, on: UIView.self, \.layer.shadowRadius) { $0.cgFloat },
                PropertyApplier(.layerShadowOffset, on: UIView.self, \.layer.shadowOffset) { $0.cgSize },
                PropertyApplier(.layerMasksToBounds, on: UIView.self, \.layer.masksToBounds) { $0.bool },
                PropertyApplier(.layerOpacity, on: UIView.self, \.layer.opacity) { $0.float },
                PropertyApplier(.layerAllowsGroupOpacity, on: UIView.self, \.layer.allowsGroupOpacity) { $0.bool },
                PropertyApplier(.layerShouldRasterize, on: UIView.self, \.layer.shouldRasterize) { $0.bool },
                PropertyApplier(.layerRasterizationScale, on: UIView.self, \.layer.rasterizationScale) { $0.cgFloat },
                PropertyApplier(.layerContents, on: UIView.self, \.layer.contents) { $0.uiImage?.cgImage },
                PropertyApplier(.layerContentsGravity, on: UIView.self, \.layer.contentsGravity),
                PropertyApplier(.layerContentsRect, on: UIView.self, \.layer.contentsRect) { $0.cgRect },
                PropertyApplier(.layerMinificationFilter, on: UIView.self, \.layer.minificationFilter),
                PropertyApplier(.layerMagnificationFilter, on: UIView.self, \.layer.magnificationFilter),
            ]
        }

        static var label: [PropertyApplier<UIView>] {
            [
                PropertyApplier(.text, on: UILabel.self, \.text) { $0.string },
                PropertyApplier(.textColor, on: UILabel.self, \.textColor) { $0.uiColor },
                PropertyApplier(.font, on: UILabel.self, \.font) { $0.uiFont },
                PropertyApplier(.textAlignment, on: UILabel.self, \.textAlignment),
                PropertyApplier(.numberOfLines, on: UILabel.self, \.numberOfLines) { $0.int },
                PropertyApplier(.lineBreakMode, on: UILabel.self, \.lineBreakMode),
                PropertyApplier(.adjustsFontSizeToFitWidth, on: UILabel.self, \.adjustsFontSizeToFitWidth) { $0.bool },
                PropertyApplier(.minimumScaleFactor, on: UILabel.self, \.minimumScaleFactor) { $0.cgFloat },
                PropertyApplier(.adjustsFontForContentSizeCategory, on: UILabel.self, \.adjustsFontForContentSizeCategory) { $0.bool },
                PropertyApplier(.shadowColor, on: UILabel.self, \.shadowColor) { $0.uiColor },
                PropertyApplier(.shadowOffset, on: UILabel.self, \.shadowOffset) { $0.cgSize },
            ]
        }

        static var imageView: [PropertyApplier<UIView>] {
            [
                PropertyApplier(.image, on: UIImageView.self, \.image) { $0.uiImage },
                // After the image: the mode is the image's own, so it is set on the image the view shows.
                PropertyApplier(
                    PropertyKeys.renderingMode.keyPath, on: UIImageView.self, get: { $0.image?.renderingMode ?? .automatic },
                    set: { view, mode in view.image = view.image?.withRenderingMode(mode) }, convert: { $0.uiKit(RenderingMode.self) }),
            ]
        }

        static var control: [PropertyApplier<UIView>] {
            [
                PropertyApplier(.isEnabled, on: UIControl.self, \.isEnabled) { $0.bool },
                PropertyApplier(.isSelected, on: UIControl.self, \.isSelected) { $0.bool },
                PropertyApplier(.isHighlighted, on: UIControl.self, \.isHighlighted) { $0.bool },
            ]
        }

        static var button: [PropertyApplier<UIView>] {
            [
                PropertyApplier(
                    keyed: .title, on: UIButton.self, get: { $0.title(for: $1.controlState) },
                    set: { $0.setTitle($1, for: $2.controlState) }, convert: { $0.string }),
                PropertyApplier(
                    keyed: .titleColor, on: UIButton.self, get: { $0.titleColor(for: $1.controlState) },
                    set: { $0.setTitleColor($1, for: $2.controlState) }, convert: { $0.uiColor }),
                PropertyApplier(
                    keyed: .titleShadowColor, on: UIButton.self, get: { $0.titleShadowColor(for: $1.controlState) },
                    set: { $0.setTitleShadowColor($1, for: $2.controlState) }, convert: { $0.uiColor }),
                PropertyApplier(
                    keyed: .image, on: UIButton.self, get: { $0.image(for: $1.controlState) },
                    set: { $0.setImage($1, for: $2.controlState) }, convert: { $0.uiImage }),
                PropertyApplier(
                    keyed: .backgroundImage, on: UIButton.self, get: { $0.backgroundImage(for: $1.controlState) },
                    set: { $0.setBackgroundImage($1, for: $2.controlState) }, convert: { $0.uiImage }),
                PropertyApplier(
                    PropertyKeys.titleFont.keyPath, on: UIButton.self, get: { $0.titleLabel?.font },
                    set: { $0.titleLabel?.font = $1 }, convert: { $0.uiFont }),
                PropertyApplier(.contentEdgeInsets, on: UIButton.self, \.contentEdgeInsets) { $0.edgeInsets },
                PropertyApplier(.titleEdgeInsets, on: UIButton.self, \.titleEdgeInsets) { $0.edgeInsets },
                PropertyApplier(.imageEdgeInsets, on: UIButton.self, \.imageEdgeInsets) { $0.edgeInsets },
                // A configured button's gap; a button without a configuration has none to set.
                PropertyApplier(
                    PropertyKeys.imagePadding.keyPath, on: UIButton.self, get: { $0.configuration?.imagePadding },
                    set: { button, padding in
                        guard var configuration = button.configuration, let padding else { return }
                        configuration.imagePadding = padding
                        button.configuration = configuration
                    }, convert: { $0.cgFloat }),
            ]
        }

        static var stack: [PropertyApplier<UIView>] {
            [
                PropertyApplier(.axis, on: UIStackView.self, \.axis),
                PropertyApplier(.spacing, on: UIStackView.self, \.spacing) { $0.cgFloat },
                PropertyApplier(.alignment, on: UIStackView.self, \.alignment),
                PropertyApplier(.distribution, on: UIStackView.self, \.distribution),
                PropertyApplier(.isLayoutMarginsRelativeArrangement, on: UIStackView.self, \.isLayoutMarginsRelativeArrangement) {
                    $0.bool
                },
            ]
        }

        static var controls: [PropertyApplier<UIView>] {
            var appliers: [PropertyApplier<UIView>] = []
            #if !os(tvOS)
                appliers += [
                    PropertyApplier(.isOn, on: UISwitch.self, \.isOn) { $0.bool },
                    PropertyApplier(.onTintColor, on: UISwitch.self, \.onTintColor) { $0.uiColor },
                    PropertyApplier(.thumbTintColor, on: UISwitch.self, \.thumbTintColor) { $0.uiColor },
                    // The range before the value, which UIKit clamps to it.
                    PropertyApplier(.minimumValue, on: UISlider.self, \.minimumValue) { $0.float },
                    PropertyApplier(.maximumValue, on: UISlider.self, \.maximumValue) { $0.float },
                    PropertyApplier(.value, on: UISlider.self, \.value) { $0.float },
                    PropertyApplier(.minimumTrackTintColor, on: UISlider.self, \.minimumTrackTintColor) { $0.uiColor },
                    PropertyApplier(.maximumTrackTintColor, on: UISlider.self, \.maximumTrackTintColor) { $0.uiColor },
                    PropertyApplier(.thumbTintColor, on: UISlider.self, \.thumbTintColor) { $0.uiColor },
                    PropertyApplier(
                        keyed: .thumbImage, on: UISlider.self, get: { $0.thumbImage(for: $1.controlState) },
                        set: { $0.setThumbImage($1, for: $2.controlState) }, convert: { $0.uiImage }),
                    PropertyApplier(
                        keyed: .minimumTrackImage, on: UISlider.self, get: { $0.minimumTrackImage(for: $1.controlState) },
                        set: { $0.setMinimumTrackImage($1, for: $2.controlState) }, convert: { $0.uiImage }),
                    PropertyApplier(
                        keyed: .maximumTrackImage, on: UISlider.self, get: { $0.maximumTrackImage(for: $1.controlState) },
                        set: { $0.setMaximumTrackImage($1, for: $2.controlState) }, convert: { $0.uiImage }),
                    // The range before the value, which UIKit clamps to it; a step UIKit would raise for is not applied.
                    PropertyApplier(.minimumValue, on: UIStepper.self, \.minimumValue) { $0.double },
                    PropertyApplier(.maximumValue, on: UIStepper.self, \.maximumValue) { $0.double },
                    PropertyApplier(.value, on: UIStepper.self, \.value) { $0.double },
                    PropertyApplier(.stepValue, on: UIStepper.self, \.stepValue) { $0.double.flatMap { $0 > 0 ? $0 : nil } },
                    PropertyApplier(.wraps, on: UIStepper.self, \.wraps) { $0.bool },
                    PropertyApplier(.datePickerMode, on: UIDatePicker.self, \.datePickerMode),
                ]
                if #available(iOS 13.4, *) {
                    appliers.append(
                        PropertyApplier(.preferredDatePickerStyle, on: UIDatePicker.self, \.preferredDatePickerStyle))
                }
            #endif
            return appliers + [
                PropertyApplier(.progress, on: UIProgressView.self, \.progress) { $0.float },
                PropertyApplier(.progressTintColor, on: UIProgressView.self, \.progressTintColor) { $0.uiColor },
                PropertyApplier(.trackTintColor, on: UIProgressView.self, \.trackTintColor) { $0.uiColor },
                // The page count before the current page, which UIKit keeps below it.
                PropertyApplier(.numberOfPages, on: UIPageControl.self, \.numberOfPages) { $0.int },
                PropertyApplier(.currentPage, on: UIPageControl.self, \.currentPage) { $0.int },
                PropertyApplier(.pageIndicatorTintColor, on: UIPageControl.self, \.pageIndicatorTintColor) { $0.uiColor },
                PropertyApplier(.currentPageIndicatorTintColor, on: UIPageControl.self, \.currentPageIndicatorTintColor) {
                    $0.uiColor
                },
                // The segments before the selection.
                PropertyApplier(
                    PropertyKeys.segments.keyPath, on: UISegmentedControl.self, get: \.segmentTitles,
                    set: { $0.segmentTitles = $1 }, convert: { $0.segments }),
                PropertyApplier(.selectedSegmentIndex, on: UISegmentedControl.self, \.selectedSegmentIndex) { $0.int },
                PropertyApplier(.selectedSegmentTintColor, on: UISegmentedControl.self, \.selectedSegmentTintColor) { $0.uiColor },
                PropertyApplier(
                    keyed: "titleTextAttributes.font", on: UISegmentedControl.self,
                    get: { $0.titleTextAttributes(for: $1.controlState)?[.font] as? UIFont },
                    set: { $0.setTitleTextAttribute(.font, $1, for: $2.controlState) }, convert: { $0.uiFont }),
                PropertyApplier(
                    keyed: "titleTextAttributes.foregroundColor", on: UISegmentedControl.self,
                    get: { $0.titleTextAttributes(for: $1.controlState)?[.foregroundColor] as? UIColor },
                    set: { $0.setTitleTextAttribute(.foregroundColor, $1, for: $2.controlState) }, convert: { $0.uiColor }),
                PropertyApplier(
                    keyed: .backgroundImage, on: UISegmentedControl.self, get: { $0.backgroundImage(for: $1.controlState, barMetrics: .default) },
                    set: { $0.setBackgroundImage($1, for: $2.controlState, barMetrics: .default) }, convert: { $0.uiImage }),
                PropertyApplier(.activityIndicatorStyle, on: UIActivityIndicatorView.self, \.style),
                PropertyApplier(.color, on: UIActivityIndicatorView.self, \.color) { $0.uiColor },
            ]
        }

        static var textField: [PropertyApplier<UIView>] {
            [
                PropertyApplier(.text, on: UITextField.self, \.text) { $0.string },
                PropertyApplier(.placeholder, on: UITextField.self, \.placeholder) { $0.string },
                // After the placeholder: its colour is an attributed placeholder over the placeholder's text.
                PropertyApplier(
                    PropertyKeys.placeholderColor.keyPath, on: UITextField.self,
                    get: { $0.attributedPlaceholder?.foregroundColor },
                    set: { field, color in
                        let text = field.placeholder ?? ""
                        field.attributedPlaceholder = NSAttributedString(
                            string: text, attributes: color.map { [.foregroundColor: $0] } ?? [:])
                    }, convert: { $0.uiColor }),
                PropertyApplier(.textColor, on: UITextField.self, \.textColor) { $0.uiColor },
                PropertyApplier(.font, on: UITextField.self, \.font) { $0.uiFont },
                PropertyApplier(.textAlignment, on: UITextField.self, \.textAlignment),
                PropertyApplier(.borderStyle, on: UITextField.self, \.borderStyle),
                PropertyApplier(.keyboardAppearance, on: UITextField.self, \.keyboardAppearance),
                PropertyApplier(.adjustsFontForContentSizeCategory, on: UITextField.self, \.adjustsFontForContentSizeCategory) { $0.bool },
                PropertyApplier(.keyboardAppearance, on: UISearchBar.self, \.keyboardAppearance),
                PropertyApplier(.clearButtonMode, on: UITextField.self, \.clearButtonMode),
                PropertyApplier(.textFieldBackground, on: UITextField.self, \.background) { $0.uiImage },
            ]
        }

        static var table: [PropertyApplier<UIView>] {
            var appliers: [PropertyApplier<UIView>] = []
            #if !os(tvOS)
                appliers.append(PropertyApplier(.separatorColor, on: UITableView.self, \.separatorColor) { $0.uiColor })
                appliers.append(PropertyApplier(.separatorStyle, on: UITableView.self, \.separatorStyle))
            #endif
            return appliers + [
                PropertyApplier(.separatorInset, on: UITableView.self, \.separatorInset) { $0.edgeInsets },
                PropertyApplier(.sectionHeaderTopPadding, on: UITableView.self, \.sectionHeaderTopPadding) { $0.cgFloat },
                PropertyApplier(.sectionIndexColor, on: UITableView.self, \.sectionIndexColor) { $0.uiColor },
                PropertyApplier(.sectionIndexBackgroundColor, on: UITableView.self, \.sectionIndexBackgroundColor) { $0.uiColor },
                PropertyApplier(.sectionIndexTrackingBackgroundColor, on: UITableView.self, \.sectionIndexTrackingBackgroundColor) {
                    $0.uiColor
                },
                PropertyApplier(.accessoryType, on: UITableViewCell.self, \.accessoryType),
                PropertyApplier(.selectionStyle, on: UITableViewCell.self, \.selectionStyle),
                // A view of the colour for each cell: a proxy's one view would move from cell to cell.
                PropertyApplier(
                    PropertyKeys.selectedBackgroundColor.keyPath, on: UITableViewCell.self, get: { $0.selectedBackgroundView?.backgroundColor },
                    set: { cell, color in
                        cell.selectedBackgroundView = color.map { color in
                            let view = UIView()
                            view.backgroundColor = color
                            return view
                        }
                    }, convert: { $0.uiColor }),
                // The cell's built-in parts; a default-style cell has no detail label, so its detail values set nothing.
                PropertyApplier(
                    PropertyKeys.imageViewImage.keyPath, on: UITableViewCell.self, get: { $0.imageView?.image },
                    set: { $0.imageView?.image = $1 }, convert: { $0.uiImage }),
            ] + labelPart("textLabel", on: UITableViewCell.self) { $0.textLabel }
                + labelPart("detailTextLabel", on: UITableViewCell.self) { $0.detailTextLabel }
                + labelPart("textLabel", on: UITableViewHeaderFooterView.self) { $0.textLabel }
        }

        /// The text, colour and font of a view's built-in label (`textLabel.text`, …),
        /// set through the label when the view has one.
        private static func labelPart<Target: UIView>(
            _ part: String, on target: Target.Type, _ label: @escaping (Target) -> UILabel?
        ) -> [PropertyApplier<UIView>] {
            [
                PropertyApplier(
                    part + ".text", on: target, get: { label($0)?.text }, set: { label($0)?.text = $1 }, convert: { $0.string }),
                PropertyApplier(
                    part + ".textColor", on: target, get: { label($0)?.textColor }, set: { label($0)?.textColor = $1 },
                    convert: { $0.uiColor }),
                PropertyApplier(
                    part + ".font", on: target, get: { label($0)?.font }, set: { label($0)?.font = $1 }, convert: { $0.uiFont }),
            ]
        }

        static var bars: [PropertyApplier<UIView>] {
            var appliers: [PropertyApplier<UIView>] = [
                PropertyApplier(
                    PropertyKeys.titleTextFont.keyPath, on: UINavigationBar.self, get: { $0.titleTextAttributes?[.font] as? UIFont },
                    set: { $0.titleTextAttributes = $0.titleTextAttributes.setting(.font, $1) }, convert: { $0.uiFont }),
                PropertyApplier(
                    PropertyKeys.titleTextColor.keyPath, on: UINavigationBar.self,
                    get: { $0.titleTextAttributes?[.foregroundColor] as? UIColor },
                    set: { $0.titleTextAttributes = $0.titleTextAttributes.setting(.foregroundColor, $1) }, convert: { $0.uiColor }),
                PropertyApplier(.barTintColor, on: UINavigationBar.self, \.barTintColor) { $0.uiColor },
                PropertyApplier(.isTranslucent, on: UINavigationBar.self, \.isTranslucent) { $0.bool },
                PropertyApplier(
                    PropertyKeys.barShadowColor.keyPath, on: UINavigationBar.self, get: { $0.standardAppearance.shadowColor },
                    set: { bar, color in
                        let appearance = UINavigationBarAppearance(barAppearance: bar.standardAppearance)
                        appearance.shadowColor = color
                        bar.standardAppearance = appearance
                    }, convert: { $0.uiColor }),
                PropertyApplier(.unselectedItemTintColor, on: UITabBar.self, \.unselectedItemTintColor) { $0.uiColor },
                PropertyApplier(.selectionIndicatorImage, on: UITabBar.self, \.selectionIndicatorImage) { $0.uiImage },
                PropertyApplier(.barTintColor, on: UITabBar.self, \.barTintColor) { $0.uiColor },
                PropertyApplier(.isTranslucent, on: UITabBar.self, \.isTranslucent) { $0.bool },
                PropertyApplier(
                    PropertyKeys.barShadowColor.keyPath, on: UITabBar.self, get: { $0.standardAppearance.shadowColor },
                    set: { bar, color in
                        let appearance = UITabBarAppearance(barAppearance: bar.standardAppearance)
                        appearance.shadowColor = color
                        bar.standardAppearance = appearance
                    }, convert: { $0.uiColor }),
            ]
            #if !os(tvOS)
                appliers += [
                    PropertyApplier(.prefersLargeTitles, on: UINavigationBar.self, \.prefersLargeTitles) { $0.bool },
                    PropertyApplier(
                        PropertyKeys.largeTitleTextFont.keyPath, on: UINavigationBar.self,
                        get: { $0.largeTitleTextAttributes?[.font] as? UIFont },
                        set: { $0.largeTitleTextAttributes = $0.largeTitleTextAttributes.setting(.font, $1) }, convert: { $0.uiFont }),
                    PropertyApplier(
                        PropertyKeys.largeTitleTextColor.keyPath, on: UINavigationBar.self,
                        get: { $0.largeTitleTextAttributes?[.foregroundColor] as? UIColor },
                        set: { $0.largeTitleTextAttributes = $0.largeTitleTextAttributes.setting(.foregroundColor, $1) },
                        convert: { $0.uiColor }),
                    PropertyApplier(.barTintColor, on: UIToolbar.self, \.barTintColor) { $0.uiColor },
                    PropertyApplier(.isTranslucent, on: UIToolbar.self, \.isTranslucent) { $0.bool },
                    PropertyApplier(
                        PropertyKeys.barShadowColor.keyPath, on: UIToolbar.self, get: { $0.standardAppearance.shadowColor },
                        set: { bar, color in
                            let appearance = UIToolbarAppearance(barAppearance: bar.standardAppearance)
                            appearance.shadowColor = color
                            bar.standardAppearance = appearance
                        }, convert: { $0.uiColor }),
                ]
            #endif
            return appliers
        }

        /// A content hugging or compression resistance priority on one axis.
        private static func priority(_ key: PropertyKeys, _ axis: NSLayoutConstraint.Axis, hugging: Bool) -> PropertyApplier<UIView> {
            PropertyApplier(
                key.keyPath, on: UIView.self,
                get: { hugging ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis) },
                set: { view, priority in
                    if hugging {
                        view.setContentHuggingPriority(priority, for: axis)
                    } else {
                        view.setContentCompressionResistancePriority(priority, for: axis)
                    }
                }, convert: { $0.layoutPriority })
        }
    }

    extension PropertyApplier.AxisSlot {
        /// The slot's control state as UIKit's (`UIControl.State` has the same bits).
        var controlState: UIControl.State { UIControl.State(rawValue: UInt(key.rawValue)) }
    }

    extension UISegmentedControl {
        /// The segments' titles, in order; setting them replaces every segment.
        var segmentTitles: [String] {
            get { (0..<numberOfSegments).map { titleForSegment(at: $0) ?? "" } }
            set {
                removeAllSegments()
                for (index, title) in newValue.enumerated() { insertSegment(withTitle: title, at: index, animated: false) }
            }
        }

        /// Sets one text attribute for a state, keeping the others; nil removes it.
        func setTitleTextAttribute(_ key: NSAttributedString.Key, _ value: Any?, for state: UIControl.State) {
            setTitleTextAttributes((titleTextAttributes(for: state)).setting(key, value), for: state)
        }
    }

    extension Optional where Wrapped == [NSAttributedString.Key: Any] {
        /// The attributes with one set (or removed, for nil); nil when none are left.
        func setting(_ key: NSAttributedString.Key, _ value: Any?) -> [NSAttributedString.Key: Any]? {
            var attributes = self ?? [:]
            attributes[key] = value
            return attributes.isEmpty ? nil : attributes
        }
    }

    extension NSAttributedString {
        /// The colour of the first character, as `attributedPlaceholder` sets it.
        var foregroundColor: UIColor? { attribute(.foregroundColor) as? UIColor }
    }
#endif
