#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    // Resolved values as UIKit's: every conversion returns nil for a value it
    // cannot make (a font the device lacks, an image missing from the app's
    // assets), and the applier then leaves the view alone. The value
    // conversions are public: an app's own appliers use them (Docs/Embedding.md). Enum cases map by
    // exhaustive switches, so a case added to Livery does not compile until
    // it is mapped here.

    extension ResolvedProperty {
        /// A dynamic `UIColor` with every variant the stylesheet gave, so UIKit
        /// re-resolves it on a trait change without re-styling.
        /// An asset catalog's colour is the app's own: `UIColor(named:)`,
        /// nil when the app's catalog lacks it.
        public var uiColor: UIColor? {
            guard case .color(let color) = specified else { return nil }
            return color.uiKit
        }

        /// A layer's colour: `CGColor` has no trait variants, so it is the one
        /// the resolver picked for the view's traits (a trait change re-styles).
        public var cgColor: CGColor? { Color(resolved: value).map { UIColor($0).cgColor } }

        public var cgFloat: CGFloat? { Double(resolved: value).map { CGFloat($0) } }
        public var float: Float? { Double(resolved: value).map { Float($0) } }
        public var double: Double? { Double(resolved: value) }
        public var int: Int? { Double(resolved: value).map { Int($0) } }
        public var bool: Bool? { Bool(resolved: value) }
        public var string: String? { String(resolved: value) }
        public var cgSize: CGSize? { Size(resolved: value).map { CGSize(width: $0.width, height: $0.height) } }
        public var cgRect: CGRect? { Rect(resolved: value).map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } }
        var layoutPriority: UILayoutPriority? { Double(resolved: value).map { UILayoutPriority(Float($0)) } }

        public var edgeInsets: UIEdgeInsets? {
            guard case .value(.insets(let insets)) = value else { return nil }
            return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }

        /// The font after Dynamic Type scaling: the system font at its weight,
        /// else the named family, nil when the device does not have it. A
        /// font written `relativeTo:` a text style is its size at the default
        /// content size scaled by `UIFontMetrics` for that style, as iOS
        /// scales it at the device's text size.
        public var uiFont: UIFont? {
            func font(_ family: String, _ size: Double, _ weight: FontWeight) -> UIFont? {
                family == "system" ? UIFont.systemFont(ofSize: size, weight: weight.uiKit) : UIFont(name: family, size: size)
            }
            if case .font(.scaled(let size, let weight, let family, let style)) = specified {
                return font(family, size, weight).map { UIFontMetrics(forTextStyle: UIFont.TextStyle(livery: style)).scaledFont(for: $0) }
            }
            guard let resolved = ResolvedFont(resolved: value) else { return nil }
            return font(resolved.family, resolved.size, resolved.weight)
        }

        /// An image by its file name in the app's asset catalog or bundle
        /// (`Images/Crown.png` → `Crown`), an image set by its name
        /// (`Brand/Logo`), made resizable where the value gives cap insets, an SF
        /// Symbol with its configuration (`UIImage(systemName:withConfiguration:)`);
        /// nil when the app has no such image.
        public var uiImage: UIImage? {
            guard let image = ImageReference(resolved: value) else { return nil }
            if image.isEmptyImage { return UIImage() }
            if let symbol = image.symbol { return UIImage(systemName: symbol.name, withConfiguration: symbol.uiKit) }
            if let fill = image.fill { return fill.uiKit.map(ResolvedProperty.solidImage) }
            guard let resizing = image.resizing else { return UIImage(named: image.deviceName) }
            let caps = resizing.capInsets
            return UIImage(named: image.deviceName)?.resizableImage(
                withCapInsets: UIEdgeInsets(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right),
                resizingMode: resizing.mode == .tile ? .tile : .stretch)
        }

        /// A solid colour's image (`{color: …}`): one point filled with the colour, as an app draws
        /// one. An image has no trait variants of its own, so the light and dark ones are registered
        /// on one `UIImageAsset`, which UIKit picks from for the traits it draws the image with.
        static func solidImage(_ color: UIColor) -> UIImage {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
            let asset = UIImageAsset()
            for style in [UIUserInterfaceStyle.light, .dark] {
                let traits = UITraitCollection(userInterfaceStyle: style)
                let resolved = color.resolvedColor(with: traits)
                asset.register(
                    renderer.image { context in
                        resolved.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                    }, with: traits)
            }
            return asset.image(with: UITraitCollection())
        }

        var segments: [String]? { [String](resolved: value) }
        var maskedCorners: CACornerMask? { CornerMask(resolved: value).map { CACornerMask(rawValue: UInt($0.rawValue)) } }
        /// A point as UIKit's offset: x is horizontal, y vertical.
        public var offset: UIOffset? {
            guard case .value(.point(let point)) = value else { return nil }
            return UIOffset(horizontal: point.x, vertical: point.y)
        }
    }

    extension DynamicColor {
        /// A dynamic `UIColor` with every variant, so UIKit re-resolves it on
        /// a trait change; an asset catalog's colour by its name
        /// (`UIColor(named:)`, nil when the app's catalog lacks it).
        var uiKit: UIColor? {
            let color = self
            if color.isCatalogColor, let name = color.name { return UIColor(named: name) }
            return UIColor { traits in
                let userInterfaceLevelIsElevated: Bool
                #if os(tvOS)
                    userInterfaceLevelIsElevated = false
                #else
                    userInterfaceLevelIsElevated = traits.userInterfaceLevel == .elevated
                #endif
                return UIColor(
                    color.resolved(
                        dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high,
                        elevated: userInterfaceLevelIsElevated))
            }
        }
    }

    extension UIColor {
        /// A static colour from Livery's 8-bit components.
        convenience init(_ color: Color) {
            self.init(
                red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                alpha: CGFloat(color.alpha) / 255)
        }
    }

    extension SymbolImage {
        /// `UIImage.SymbolConfiguration` for its size, weight and scale, with
        /// its colour configuration applied over it.
        var uiKit: UIImage.SymbolConfiguration {
            let weight = self.weight?.symbolWeight ?? .unspecified
            let scale = self.scale?.uiKit ?? .unspecified
            var configuration: UIImage.SymbolConfiguration
            switch size {
            case .pointSize(let points)?:
                configuration = UIImage.SymbolConfiguration(pointSize: CGFloat(points), weight: weight, scale: scale)
            case .textStyle(let style)?:
                configuration = UIImage.SymbolConfiguration(textStyle: UIFont.TextStyle(livery: style), scale: scale)
                if weight != .unspecified { configuration = configuration.applying(UIImage.SymbolConfiguration(weight: weight)) }
            case nil:
                configuration = UIImage.SymbolConfiguration(scale: scale)
                if weight != .unspecified { configuration = configuration.applying(UIImage.SymbolConfiguration(weight: weight)) }
            }
            if #available(iOS 15.0, tvOS 15.0, *) {
                switch renderingMode {
                case .palette?:
                    configuration = configuration.applying(UIImage.SymbolConfiguration(paletteColors: colors.compactMap(\.uiKit)))
                case .hierarchical?:
                    if let color = colors.first?.uiKit {
                        configuration = configuration.applying(UIImage.SymbolConfiguration(hierarchicalColor: color))
                    }
                case .multicolor?:
                    configuration = configuration.applying(UIImage.SymbolConfiguration.preferringMulticolor())
                case .monochrome?, nil:
                    break
                }
            }
            return configuration
        }
    }

    extension SymbolImage.Scale {
        var uiKit: UIImage.SymbolScale {
            switch self {
            case .small: return .small
            case .medium: return .medium
            case .large: return .large
            }
        }
    }

    extension UIFont.TextStyle {
        /// A text style by the name a stylesheet writes (`title1`); body for
        /// a name the compiler would have rejected.
        init(livery name: String) {
            switch name {
            case "largeTitle": self = .largeTitle
            case "title1": self = .title1
            case "title2": self = .title2
            case "title3": self = .title3
            case "headline": self = .headline
            case "subheadline": self = .subheadline
            case "callout": self = .callout
            case "footnote": self = .footnote
            case "caption1": self = .caption1
            case "caption2": self = .caption2
            default: self = .body
            }
        }
    }

    extension FontWeight {
        /// `UIImage.SymbolWeight` numbers the weights 1 (ultraLight) to 9
        /// (black) in the order of ``FontWeight``'s cases.
        var symbolWeight: UIImage.SymbolWeight {
            UIImage.SymbolWeight(rawValue: (FontWeight.allCases.firstIndex(of: self) ?? 3) + 1) ?? .regular
        }

        var uiKit: UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    extension UserInterfaceStyleOverride: UIKitCase {
        var uiKit: UIUserInterfaceStyle {
            switch self {
            case .unspecified: return .unspecified
            case .light: return .light
            case .dark: return .dark
            }
        }
    }

    extension SemanticContentAttribute: UIKitCase {
        var uiKit: UISemanticContentAttribute {
            switch self {
            case .unspecified: return .unspecified
            case .playback: return .playback
            case .spatial: return .spatial
            case .forceLeftToRight: return .forceLeftToRight
            case .forceRightToLeft: return .forceRightToLeft
            }
        }
    }

    extension KeyboardAppearance: UIKitCase {
        var uiKit: UIKeyboardAppearance {
            switch self {
            case .default: return .default
            case .dark: return .dark
            case .light: return .light
            }
        }
    }

    #if !os(tvOS)
        extension TableSeparatorStyle: UIKitCase {
            var uiKit: UITableViewCell.SeparatorStyle {
                switch self {
                case .none: return .none
                case .singleLine: return .singleLine
                }
            }
        }
    #endif

    extension ScrollIndicatorStyle: UIKitCase {
        var uiKit: UIScrollView.IndicatorStyle {
            switch self {
            case .default: return .default
            case .black: return .black
            case .white: return .white
            }
        }
    }

    #if !os(visionOS)
        extension KeyboardDismissMode: UIKitCase {
            var uiKit: UIScrollView.KeyboardDismissMode {
                switch self {
                case .none: return .none
                case .onDrag: return .onDrag
                case .interactive: return .interactive
                // The accessory view's modes need iOS 16; before, the plain mode is the nearest.
                case .onDragWithAccessory:
                    if #available(iOS 16.0, tvOS 16.0, *) { return .onDragWithAccessory }
                    return .onDrag
                case .interactiveWithAccessory:
                    if #available(iOS 16.0, tvOS 16.0, *) { return .interactiveWithAccessory }
                    return .interactive
                }
            }
        }
    #endif

    extension CornerCurve: UIKitCase {
        var uiKit: CALayerCornerCurve {
            switch self {
            case .circular: return .circular
            case .continuous: return .continuous
            }
        }
    }

    extension ContentsGravity: UIKitCase {
        var uiKit: CALayerContentsGravity {
            switch self {
            case .resize: return .resize
            case .resizeAspect: return .resizeAspect
            case .resizeAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    extension SamplingFilter: UIKitCase {
        var uiKit: CALayerContentsFilter {
            switch self {
            case .linear: return .linear
            case .nearest: return .nearest
            case .trilinear: return .trilinear
            }
        }
    }

    extension ContentMode: UIKitCase {
        var uiKit: UIView.ContentMode {
            switch self {
            case .scaleToFill: return .scaleToFill
            case .scaleAspectFit: return .scaleAspectFit
            case .scaleAspectFill: return .scaleAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    extension TextAlignment: UIKitCase {
        var uiKit: NSTextAlignment {
            switch self {
            case .left: return .left
            case .center: return .center
            case .right: return .right
            case .natural: return .natural
            }
        }
    }

    extension LineBreakMode: UIKitCase {
        var uiKit: NSLineBreakMode {
            switch self {
            case .byWordWrapping: return .byWordWrapping
            case .byCharWrapping: return .byCharWrapping
            case .byClipping: return .byClipping
            case .byTruncatingHead: return .byTruncatingHead
            case .byTruncatingTail: return .byTruncatingTail
            case .byTruncatingMiddle: return .byTruncatingMiddle
            }
        }
    }

    extension UnderlineStyle: UIKitCase {
        var uiKit: NSUnderlineStyle {
            switch self {
            case .none: return []
            case .single: return .single
            case .thick: return .thick
            case .double: return .double
            }
        }
    }

    extension RenderingMode: UIKitCase {
        var uiKit: UIImage.RenderingMode {
            switch self {
            case .automatic: return .automatic
            case .alwaysOriginal: return .alwaysOriginal
            case .alwaysTemplate: return .alwaysTemplate
            }
        }
    }

    extension StackAxis: UIKitCase {
        var uiKit: NSLayoutConstraint.Axis {
            switch self {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            }
        }
    }

    extension StackAlignment: UIKitCase {
        var uiKit: UIStackView.Alignment {
            switch self {
            case .fill: return .fill
            case .leading: return .leading
            case .top: return .top
            case .firstBaseline: return .firstBaseline
            case .center: return .center
            case .trailing: return .trailing
            case .bottom: return .bottom
            case .lastBaseline: return .lastBaseline
            }
        }
    }

    extension StackDistribution: UIKitCase {
        var uiKit: UIStackView.Distribution {
            switch self {
            case .fill: return .fill
            case .fillEqually: return .fillEqually
            case .fillProportionally: return .fillProportionally
            case .equalSpacing: return .equalSpacing
            case .equalCentering: return .equalCentering
            }
        }
    }

    extension SearchBarStyle: UIKitCase {
        var uiKit: UISearchBar.Style {
            switch self {
            case .default: return .default
            case .prominent: return .prominent
            case .minimal: return .minimal
            }
        }
    }

    #if !os(tvOS)
        extension BarStyle: UIKitCase {
            var uiKit: UIBarStyle {
                switch self {
                case .default: return .default
                case .black: return .black
                }
            }
        }
    #endif

    extension BarButtonItemStyle: UIKitCase {
        var uiKit: UIBarButtonItem.Style {
            switch self {
            case .plain: return .plain
            case .done: return .done
            }
        }
    }

    extension ActivityIndicatorStyle: UIKitCase {
        var uiKit: UIActivityIndicatorView.Style {
            switch self {
            case .medium: return .medium
            case .large: return .large
            }
        }
    }

    #if !os(tvOS)
        extension DatePickerMode: UIKitCase {
            var uiKit: UIDatePicker.Mode {
                switch self {
                case .time: return .time
                case .date: return .date
                case .dateAndTime: return .dateAndTime
                case .countDownTimer: return .countDownTimer
                }
            }
        }

        @available(iOS 13.4, *)
        extension DatePickerStyle: UIKitCase {
            var uiKit: UIDatePickerStyle {
                switch self {
                case .automatic: return .automatic
                case .wheels: return .wheels
                case .compact: return .compact
                // Inline needs iOS 14; on 13.4 the compact style is the nearest.
                case .inline:
                    if #available(iOS 14.0, *) { return .inline }
                    return .compact
                }
            }
        }
    #endif

    extension TextBorderStyle: UIKitCase {
        var uiKit: UITextField.BorderStyle {
            switch self {
            case .none: return .none
            case .line: return .line
            case .bezel: return .bezel
            case .roundedRect: return .roundedRect
            }
        }
    }

    extension TextFieldViewMode: UIKitCase {
        var uiKit: UITextField.ViewMode {
            switch self {
            case .never: return .never
            case .whileEditing: return .whileEditing
            case .unlessEditing: return .unlessEditing
            case .always: return .always
            }
        }
    }

    extension AccessoryType: UIKitCase {
        var uiKit: UITableViewCell.AccessoryType {
            switch self {
            case .none: return .none
            case .disclosureIndicator: return .disclosureIndicator
            case .detailDisclosureButton: return .detailDisclosureButton
            case .checkmark: return .checkmark
            case .detailButton: return .detailButton
            }
        }
    }

    extension CellSelectionStyle: UIKitCase {
        var uiKit: UITableViewCell.SelectionStyle {
            switch self {
            case .none: return .none
            case .default: return .default
            case .gray: return .gray
            case .blue: return .blue
            }
        }
    }
#endif
