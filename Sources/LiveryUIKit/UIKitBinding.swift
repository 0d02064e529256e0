#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import ObjectiveC
    import UIKit

    // Binds the adapter to UIKit: `UIView` as a node and a host, and trait
    // conversion; the appliers are in PropertyApplier+UIKit.swift. Kept
    // mechanical: every decision lives in StyleAdapter, tested on Linux; this
    // file is compiled there too, against Surface/UIKit (Apple's declarations).
    // watchOS has no UIView; tvOS lacks what is guarded `#if !os(tvOS)`.

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
        /// A controller's root view has it as its next responder (UIResponder.h).
        public var styleControllerClassNames: [String]? {
            guard let controller = next as? UIViewController, controller.viewIfLoaded === self else { return nil }
            var names: [String] = []
            var cls: AnyClass? = type(of: controller)
            while let current = cls, current != UIResponder.self {
                // `UIHostingController<Content>` is `UIHostingController` to a stylesheet.
                names.append(String(String(describing: current).prefix { $0 != "<" }))
                cls = class_getSuperclass(current)
            }
            return names
        }
        /// Subviews but those opted out of styling (``isExcludedFromStyling``).
        public var styleChildren: [UIView] { subviews.filter { !$0.isExcludedFromStyling } }
        public var styleID: String? { accessibilityIdentifier }
        /// Declared traits (themes) this view sets for its subtree.
        public var styleTraitOverrides: [TraitSetting] { StyleTraits.overrides(of: self) }
        public var styleState: ControlState {
            guard let control = self as? UIControl else { return .normal }
            return ControlState(rawValue: UInt8(truncatingIfNeeded: control.state.rawValue & 0xF))
        }
    }

    @MainActor private var styleRecordKey: UInt8 = 0

    /// What Livery set on a view or a bar item, kept on it as an associated object.
    @MainActor enum StyleRecordStorage {
        /// Boxes a record for `objc_setAssociatedObject`.
        private final class Box {
            let record: AppliedStyleRecord
            init(_ record: AppliedStyleRecord) { self.record = record }
        }

        static func record(of object: AnyObject) -> AppliedStyleRecord? {
            (objc_getAssociatedObject(object, &styleRecordKey) as? Box)?.record
        }

        static func set(_ record: AppliedStyleRecord?, on object: AnyObject) {
            objc_setAssociatedObject(object, &styleRecordKey, record.map(Box.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    extension UIView: StyleHostView {
        public var styleSuperview: UIView? { superview }
        public var styleEnvironment: TraitCollection { TraitCollection(traitCollection) }
        public var styleRecord: AppliedStyleRecord? {
            get { StyleRecordStorage.record(of: self) }
            set { StyleRecordStorage.set(newValue, on: self) }
        }
    }

    extension TraitCollection {
        /// The traits a stylesheet can test, read from UIKit's.
        @MainActor public init(_ traits: UITraitCollection) {
            self.init()
            userInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
            displayScale = max(1, min(3, Int(traits.displayScale.rounded())))
            accessibilityContrast = traits.accessibilityContrast == .high ? .high : .normal
            #if !os(tvOS)
                userInterfaceLevel = traits.userInterfaceLevel == .elevated ? .elevated : .base
            #endif
            horizontalSizeClass = traits.horizontalSizeClass == .regular ? .regular : .compact
            verticalSizeClass = traits.verticalSizeClass == .compact ? .compact : .regular
            userInterfaceIdiom = TraitCollection.UserInterfaceIdiom(traits.userInterfaceIdiom)
            layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            let categories: [UIContentSizeCategory] = [
                .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge,
            ]
            let index = categories.firstIndex(of: traits.preferredContentSizeCategory) ?? 3
            preferredContentSizeCategory = ContentSizeCategory.allCases[index]
            legibilityWeight = traits.legibilityWeight == .bold ? .bold : .regular
            custom = StyleTraits.values(in: traits)
        }
    }

    extension TraitCollection.UserInterfaceIdiom {
        /// UIKit's idiom as Livery's; an unspecified one (a view not yet in a window) is a phone's.
        init(_ idiom: UIUserInterfaceIdiom) {
            switch idiom {
            case .pad: self = .pad
            case .mac: self = .mac
            case .tv: self = .tv
            case .carPlay: self = .carPlay
            default:
                if #available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, *), idiom == .vision {
                    self = .vision
                } else {
                    self = .phone
                }
            }
        }
    }

    extension StyleAdapter where View == UIView {
        /// Re-styles a window after its traits changed, given UIKit's previous
        /// traits as `traitCollectionDidChange(_:)` and `registerForTraitChanges`
        /// hand them over; only when a changed trait is one the table depends on.
        @discardableResult
        public func traitsDidChange(_ root: UIView, previous: UITraitCollection?) -> Bool {
            guard let previous else {
                style(root)
                return true
            }
            return traitsDidChange(root, previous: TraitCollection(previous))
        }
    }
#endif
