#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    // Bar items are stylable, though not views (Docs/Stylesheets.md, "Bar
    // items"): the adapter finds them through their bars' `items` and styles
    // each with its bar and the bar's superviews as its ancestors, so
    // `type: UIBarButtonItem, inside: [UIToolbar]` reaches a toolbar's items.

    extension UIBarItem: @MainActor StylableNode {
        public var styleChildren: [UIBarItem] { [] }
        public var styleState: ControlState { isEnabled ? .normal : .disabled }
    }

    extension UIBarItem: StyleHostView {
        /// An item is styled under its bar's views, never as a root.
        public var styleSuperview: UIBarItem? { nil }
        public var styleEnvironment: TraitCollection { TraitCollection() }
        public var styleRecord: AppliedStyleRecord? {
            get { StyleRecordStorage.record(of: self) }
            set { StyleRecordStorage.set(newValue, on: self) }
        }
    }

    extension UIView: @MainActor StyleItemContainer {
        /// A navigation bar's items (each navigation item's back, leading and
        /// trailing items), a toolbar's and a tab bar's; none for other views.
        public var styleItems: [UIBarItem] {
            if let bar = self as? UINavigationBar {
                return (bar.items ?? []).flatMap { item -> [UIBarItem] in
                    var items: [UIBarItem] = []
                    #if !os(tvOS)
                        if let back = item.backBarButtonItem { items.append(back) }
                    #endif
                    return items + (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
                }
            }
            #if !os(tvOS)
                if let bar = self as? UIToolbar { return bar.items ?? [] }
            #endif
            if let bar = self as? UITabBar { return bar.items ?? [] }
            return []
        }

        public static var itemAppliers: [PropertyApplier<UIBarItem>] { PropertyApplier<UIBarItem>.uiKit }
    }

    extension PropertyApplier where View == UIBarItem {
        /// UIKit's bar item properties: one applier for every item property
        /// the schema marks `applied` (the binding test holds them equal).
        public static var uiKit: [PropertyApplier<UIBarItem>] {
            [
                PropertyApplier(.title, on: UIBarItem.self, \.title) { $0.string },
                PropertyApplier(.image, on: UIBarItem.self, \.image) { $0.uiImage },
                PropertyApplier(.isEnabled, on: UIBarItem.self, \.isEnabled) { $0.bool },
                PropertyApplier(
                    keyed: PropertyKeys.titleTextColor.keyPath, on: UIBarItem.self,
                    get: { $0.titleTextAttributes(for: $1.controlState)?[.foregroundColor] as? UIColor },
                    set: { $0.setTitleTextAttribute(.foregroundColor, $1, for: $2.controlState) }, convert: { $0.uiColor }),
                PropertyApplier(
                    keyed: PropertyKeys.titleTextFont.keyPath, on: UIBarItem.self,
                    get: { $0.titleTextAttributes(for: $1.controlState)?[.font] as? UIFont },
                    set: { $0.setTitleTextAttribute(.font, $1, for: $2.controlState) }, convert: { $0.uiFont }),
                PropertyApplier(.tintColor, on: UIBarButtonItem.self, \.tintColor) { $0.uiColor },
                PropertyApplier(.barButtonItemStyle, on: UIBarButtonItem.self, \.style),
                PropertyApplier(
                    keyed: PropertyKeys.backgroundImage.keyPath, on: UIBarButtonItem.self,
                    get: { $0.backgroundImage(for: $1.controlState, barMetrics: .default) },
                    set: { $0.setBackgroundImage($1, for: $2.controlState, barMetrics: .default) }, convert: { $0.uiImage }),
                PropertyApplier(
                    PropertyKeys.backgroundVerticalPositionAdjustment.keyPath, on: UIBarButtonItem.self,
                    get: { $0.backgroundVerticalPositionAdjustment(for: .default) },
                    set: { (item: UIBarButtonItem, offset: CGFloat) in item.setBackgroundVerticalPositionAdjustment(offset, for: .default) },
                    convert: { $0.cgFloat }),
                PropertyApplier(
                    PropertyKeys.titlePositionAdjustment.keyPath, on: UIBarButtonItem.self,
                    get: { $0.titlePositionAdjustment(for: .default) },
                    set: { (item: UIBarButtonItem, offset: UIOffset) in item.setTitlePositionAdjustment(offset, for: .default) },
                    convert: { $0.offset }),
                PropertyApplier(.selectedImage, on: UITabBarItem.self, \.selectedImage) { $0.uiImage },
                PropertyApplier(.badgeValue, on: UITabBarItem.self, \.badgeValue) { $0.string },
                PropertyApplier(.badgeColor, on: UITabBarItem.self, \.badgeColor) { $0.uiColor },
                PropertyApplier(
                    keyed: PropertyKeys.badgeTextColor.keyPath, on: UITabBarItem.self,
                    get: { $0.badgeTextAttributes(for: $1.controlState)?[.foregroundColor] as? UIColor },
                    set: { $0.setBadgeTextAttribute(.foregroundColor, $1, for: $2.controlState) }, convert: { $0.uiColor }),
                PropertyApplier(
                    keyed: PropertyKeys.badgeTextFont.keyPath, on: UITabBarItem.self,
                    get: { $0.badgeTextAttributes(for: $1.controlState)?[.font] as? UIFont },
                    set: { $0.setBadgeTextAttribute(.font, $1, for: $2.controlState) }, convert: { $0.uiFont }),
                PropertyApplier(.titlePositionAdjustment, on: UITabBarItem.self, \.titlePositionAdjustment) { $0.offset },
            ] + backButtonTitle + barItemTypography
        }

        /// A back button's title offset and background images, default metrics; tvOS has no back button.
        private static var backButtonTitle: [PropertyApplier<UIBarItem>] {
            #if os(tvOS)
                return []
            #else
                return [
                    PropertyApplier(
                        PropertyKeys.backButtonTitlePositionAdjustment.keyPath, on: UIBarButtonItem.self,
                        get: { $0.backButtonTitlePositionAdjustment(for: .default) },
                        set: { (item: UIBarButtonItem, offset: UIOffset) in item.setBackButtonTitlePositionAdjustment(offset, for: .default) },
                        convert: { $0.offset }),
                    PropertyApplier(
                        keyed: PropertyKeys.backButtonBackgroundImage.keyPath, on: UIBarButtonItem.self,
                        get: { $0.backButtonBackgroundImage(for: $1.controlState, barMetrics: .default) },
                        set: { $0.setBackButtonBackgroundImage($1, for: $2.controlState, barMetrics: .default) }, convert: { $0.uiImage }),
                    PropertyApplier(
                        PropertyKeys.backButtonBackgroundVerticalPositionAdjustment.keyPath, on: UIBarButtonItem.self,
                        get: { $0.backButtonBackgroundVerticalPositionAdjustment(for: .default) },
                        set: { (item: UIBarButtonItem, offset: CGFloat) in item.setBackButtonBackgroundVerticalPositionAdjustment(offset, for: .default) },
                        convert: { $0.cgFloat }),
                ]
            #endif
        }
    }

    extension UIBarItem {
        /// Sets one text attribute for a state, keeping the others; nil removes it.
        func setTitleTextAttribute(_ key: NSAttributedString.Key, _ value: Any?, for state: UIControl.State) {
            setTitleTextAttributes(titleTextAttributes(for: state).setting(key, value), for: state)
        }
    }

    extension UITabBarItem {
        /// Sets one badge text attribute for a state, keeping the others; nil removes it.
        func setBadgeTextAttribute(_ key: NSAttributedString.Key, _ value: Any?, for state: UIControl.State) {
            setBadgeTextAttributes(badgeTextAttributes(for: state).setting(key, value), for: state)
        }
    }
#endif
