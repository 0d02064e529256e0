#if canImport(UIKit)
    import LiveryCore
    import ObjectiveC
    import UIKit

    // Binds the adapter to UIKit: `UIView` as a node and a host, trait
    // conversion, and the built-in appliers, one line per property. Kept
    // mechanical: every decision lives in StyleAdapter, tested on Linux.

    extension UIView: @MainActor StylableNode {
        public var styleTypeName: String { String(describing: type(of: self)) }
        public var styleSuperclassNames: [String] {
            var names: [String] = []
            var next: AnyClass? = class_getSuperclass(type(of: self))
            while let cls = next {
                names.append(String(describing: cls))
                next = class_getSuperclass(cls)
            }
            return names
        }
        public var styleChildren: [UIView] { subviews }
        public var styleID: String? { accessibilityIdentifier }
        public var styleState: ControlState {
            guard let control = self as? UIControl else { return .normal }
            return ControlState(rawValue: UInt8(truncatingIfNeeded: control.state.rawValue & 0xF))
        }
    }

    @MainActor private var styleRecordKey: UInt8 = 0

    /// Boxes a record for `objc_setAssociatedObject`.
    private final class StyleRecordBox {
        let record: AppliedStyleRecord
        init(_ record: AppliedStyleRecord) { self.record = record }
    }

    extension UIView: StyleHostView {
        public var styleSuperview: UIView? { superview }
        public var styleEnvironment: TraitCollection { TraitCollection(traitCollection) }
        public var styleRecord: AppliedStyleRecord? {
            get { (objc_getAssociatedObject(self, &styleRecordKey) as? StyleRecordBox)?.record }
            set { objc_setAssociatedObject(self, &styleRecordKey, newValue.map(StyleRecordBox.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
    }

    extension TraitCollection {
        /// The traits a stylesheet can test, read from UIKit's.
        @MainActor public init(_ traits: UITraitCollection) {
            self.init()
            userInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
            displayScale = max(1, min(3, Int(traits.displayScale.rounded())))
            accessibilityContrast = traits.accessibilityContrast == .high ? .high : .normal
            userInterfaceLevel = traits.userInterfaceLevel == .elevated ? .elevated : .base
            horizontalSizeClass = traits.horizontalSizeClass == .regular ? .regular : .compact
            verticalSizeClass = traits.verticalSizeClass == .compact ? .compact : .regular
            switch traits.userInterfaceIdiom {
            case .pad: userInterfaceIdiom = .pad
            case .mac: userInterfaceIdiom = .mac
            case .tv: userInterfaceIdiom = .tv
            case .carPlay: userInterfaceIdiom = .carPlay
            default: userInterfaceIdiom = .phone
            }
            layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            let categories: [UIContentSizeCategory] = [
                .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge,
            ]
            let index = categories.firstIndex(of: traits.preferredContentSizeCategory) ?? 3
            preferredContentSizeCategory = ContentSizeCategory.allCases[index]
            legibilityWeight = traits.legibilityWeight == .bold ? .bold : .regular
        }
    }

    extension ResolvedProperty {
        /// A dynamic `UIColor` with every variant the stylesheet gave, so UIKit
        /// re-resolves it on a trait change without re-styling.
        var uiColor: UIColor? {
            guard case .color(let color) = specified else { return nil }
            return UIColor { traits in
                let c = color.resolved(
                    dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high,
                    elevated: traits.userInterfaceLevel == .elevated)
                return UIColor(
                    red: CGFloat(c.red) / 255, green: CGFloat(c.green) / 255, blue: CGFloat(c.blue) / 255, alpha: CGFloat(c.alpha) / 255)
            }
        }

        var cgFloat: CGFloat? { Double(resolved: value).map { CGFloat($0) } }

        var cgSize: CGSize? { Size(resolved: value).map { CGSize(width: $0.width, height: $0.height) } }

        var uiFont: UIFont? {
            guard let font = ResolvedFont(resolved: value) else { return nil }
            let weights: [FontWeight: UIFont.Weight] = [
                .ultraLight: .ultraLight, .thin: .thin, .light: .light, .regular: .regular, .medium: .medium,
                .semibold: .semibold, .bold: .bold, .heavy: .heavy, .black: .black,
            ]
            if font.family == "system" { return UIFont.systemFont(ofSize: font.size, weight: weights[font.weight] ?? .regular) }
            return UIFont(name: font.family, size: font.size)
        }

        /// An image by its file name in the app's asset catalog or bundle (`Images/Crown.png` → `Crown`).
        var uiImage: UIImage? {
            guard let image = ImageReference(resolved: value) else { return nil }
            return UIImage(named: ((image.written as NSString).lastPathComponent as NSString).deletingPathExtension)
        }

        var textAlignment: NSTextAlignment? {
            switch TextAlignment(resolved: value) {
            case .left?: return .left
            case .center?: return .center
            case .right?: return .right
            case .natural?: return .natural
            case nil: return nil
            }
        }

        /// UIView.ContentMode numbers its cases in ContentMode's order, with `redraw` (3) between.
        var contentMode: UIView.ContentMode? {
            guard let mode = ContentMode(resolved: value), let index = ContentMode.allCases.firstIndex(of: mode) else { return nil }
            return UIView.ContentMode(rawValue: index < 3 ? index : index + 1)
        }
    }

    extension PropertyApplier where View == UIView {
        /// UIKit's appearance properties. Add the app's own beside them.
        public static var uiKit: [PropertyApplier<UIView>] {
            [
                PropertyApplier(.backgroundColor, on: UIView.self, \.backgroundColor) { $0.uiColor },
                PropertyApplier(.alpha, on: UIView.self, \.alpha) { $0.cgFloat },
                PropertyApplier(.isHidden, on: UIView.self, \.isHidden) { Bool(resolved: $0.value) },
                PropertyApplier(.tintColor, on: UIView.self, \.tintColor) { $0.uiColor },
                PropertyApplier(.layerCornerRadius, on: UIView.self, \.layer.cornerRadius) { $0.cgFloat },
                PropertyApplier(.layerBorderWidth, on: UIView.self, \.layer.borderWidth) { $0.cgFloat },
                PropertyApplier(.layerBorderColor, on: UIView.self, \.layer.borderColor) { $0.uiColor?.cgColor },
                PropertyApplier(.layerShadowColor, on: UIView.self, \.layer.shadowColor) { $0.uiColor?.cgColor },
                PropertyApplier(.layerShadowOpacity, on: UIView.self, \.layer.shadowOpacity) { $0.cgFloat.map(Float.init) },
                PropertyApplier(.layerShadowRadius, on: UIView.self, \.layer.shadowRadius) { $0.cgFloat },
                PropertyApplier(.layerShadowOffset, on: UIView.self, \.layer.shadowOffset) { $0.cgSize },
                PropertyApplier(.layerMasksToBounds, on: UIView.self, \.layer.masksToBounds) { Bool(resolved: $0.value) },
                PropertyApplier(.layerOpacity, on: UIView.self, \.layer.opacity) { $0.cgFloat.map(Float.init) },
                PropertyApplier(.text, on: UILabel.self, \.text) { String(resolved: $0.value) },
                PropertyApplier(.textColor, on: UILabel.self, \.textColor) { $0.uiColor },
                PropertyApplier(.font, on: UILabel.self, \.font) { $0.uiFont },
                PropertyApplier(.textAlignment, on: UILabel.self, \.textAlignment) { $0.textAlignment },
                PropertyApplier(.numberOfLines, on: UILabel.self, \.numberOfLines) { Double(resolved: $0.value).map { Int($0) } },
                PropertyApplier(.image, on: UIImageView.self, \.image) { $0.uiImage },
                PropertyApplier(.contentMode, on: UIView.self, \.contentMode) { $0.contentMode },
                PropertyApplier(.spacing, on: UIStackView.self, \.spacing) { $0.cgFloat },
                PropertyApplier(
                    keyed: .title, on: UIButton.self, get: { $0.title(for: UIControl.State(rawValue: UInt($1.key.rawValue))) },
                    set: { $0.setTitle($1, for: UIControl.State(rawValue: UInt($2.key.rawValue))) }, convert: { String(resolved: $0.value) }
                ),
                PropertyApplier(
                    keyed: .titleColor, on: UIButton.self, get: { $0.titleColor(for: UIControl.State(rawValue: UInt($1.key.rawValue))) },
                    set: { $0.setTitleColor($1, for: UIControl.State(rawValue: UInt($2.key.rawValue))) }, convert: { $0.uiColor }),
                PropertyApplier(
                    keyed: .image, on: UIButton.self, get: { $0.image(for: UIControl.State(rawValue: UInt($1.key.rawValue))) },
                    set: { $0.setImage($1, for: UIControl.State(rawValue: UInt($2.key.rawValue))) }, convert: { $0.uiImage }),
                PropertyApplier(
                    keyed: .backgroundImage, on: UIButton.self,
                    get: { $0.backgroundImage(for: UIControl.State(rawValue: UInt($1.key.rawValue))) },
                    set: { $0.setBackgroundImage($1, for: UIControl.State(rawValue: UInt($2.key.rawValue))) }, convert: { $0.uiImage }),
            ]
        }
    }
#endif
