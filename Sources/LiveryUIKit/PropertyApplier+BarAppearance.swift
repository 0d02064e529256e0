#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import UIKit

    // The appliers for bars' appearance objects (Docs/Stylesheets.md, "Bar
    // appearance objects"): one per slot and property (``BarSlot``). Each sets
    // the property on a copy of the bar's appearance object for the slot (a
    // new one, default background, when the slot was nil) and gives the copy
    // back, as the slots are `copy` properties. Part of `PropertyApplier.uiKit`.
    extension PropertyApplier where View == UIView {
        static var barAppearances: [PropertyApplier<UIView>] {
            var appliers = slotAppliers(
                UINavigationBar.self, .navigation, make: { UINavigationBarAppearance(barAppearance: $0) },
                fresh: { UINavigationBarAppearance() }, standard: \.standardAppearance,
                optional: [
                    .compact: \.compactAppearance, .scrollEdge: \.scrollEdgeAppearance, .compactScrollEdge: \.compactScrollEdgeAppearance,
                ])
            appliers += slotAppliers(
                UITabBar.self, .tab, make: { UITabBarAppearance(barAppearance: $0) }, fresh: { UITabBarAppearance() },
                standard: \.standardAppearance, optional: [.scrollEdge: \.scrollEdgeAppearance])
            #if !os(tvOS)
                appliers += slotAppliers(
                    UIToolbar.self, .toolbar, make: { UIToolbarAppearance(barAppearance: $0) }, fresh: { UIToolbarAppearance() },
                    standard: \.standardAppearance,
                    optional: [
                        .compact: \.compactAppearance, .scrollEdge: \.scrollEdgeAppearance,
                        .compactScrollEdge: \.compactScrollEdgeAppearance,
                    ])
            #endif
            return appliers
        }

        /// Every slot property of one bar class: ``BarSlot/properties(of:)``
        /// in its order (a slot's `configure` first, so the properties after
        /// it are not reset by it), each through its UIKit accessor below. A
        /// declared property without one has no applier, which the binding's
        /// test of applied properties catches.
        private static func slotAppliers<Bar: UIView, A: UIBarAppearance>(
            _ bar: Bar.Type, _ kind: BarSlot.Bar, make: @escaping (A) -> A, fresh: @escaping () -> A,
            standard: ReferenceWritableKeyPath<Bar, A>, optional: [BarSlot: ReferenceWritableKeyPath<Bar, A?>]
        ) -> [PropertyApplier<UIView>] {
            let get = { (bar: Bar, slot: BarSlot) -> A? in
                slot == .standard ? bar[keyPath: standard] : optional[slot].flatMap { bar[keyPath: $0] }
            }
            let set = { (bar: Bar, slot: BarSlot, appearance: A) in
                if slot == .standard {
                    bar[keyPath: standard] = appearance
                } else if let path = optional[slot] {
                    bar[keyPath: path] = appearance
                }
            }
            var appliers: [PropertyApplier<UIView>] = []
            for slot in BarSlot.slots(of: kind) {
                let accessors = SlotAccessors<Bar, A>(
                    slot: slot, get: get,
                    edit: { bar, change in
                        let copy = get(bar, slot).map(make) ?? fresh()
                        change(copy)
                        set(bar, slot, copy)
                    })
                let table = accessors.table
                appliers += BarSlot.properties(of: kind).compactMap { table[$0.name] }
            }
            return appliers
        }
    }

    /// The UIKit accessor of every slot property, by its name below the slot,
    /// for one slot of one bar class: how each sets a copy of the slot's
    /// appearance object.
    @MainActor private struct SlotAccessors<Bar: UIView, A: UIBarAppearance> {
        let slot: BarSlot
        let get: (Bar, BarSlot) -> A?
        /// Sets one property on a copy of the slot and gives the copy back.
        let edit: (Bar, (A) -> Void) -> Void

        var table: [String: PropertyApplier<UIView>] {
            var table: [String: PropertyApplier<UIView>] = [:]
            for applier in common + navigation + buttons + tabItems {
                table[String(applier.keyPath.dropFirst(slot.name.count + 1))] = applier
            }
            return table
        }

        private func plain<Stored>(
            _ name: String, read: @escaping (A) -> Stored?, write: @escaping (A, Stored?) -> Void,
            convert: @escaping (ResolvedProperty) -> Stored?
        ) -> PropertyApplier<UIView> {
            let (slot, get, edit) = (slot, get, edit)
            return PropertyApplier(
                slot.keyPath(name), on: Bar.self, get: { get($0, slot).flatMap(read) },
                set: { bar, value in edit(bar) { write($0, value) } }, convert: convert)
        }

        private func keyed<Stored>(
            _ name: String, read: @escaping (A, ControlState) -> Stored?, write: @escaping (A, Stored?, ControlState) -> Void,
            convert: @escaping (ResolvedProperty) -> Stored?
        ) -> PropertyApplier<UIView> {
            let (slot, get, edit) = (slot, get, edit)
            return PropertyApplier(
                keyed: slot.keyPath(name), on: Bar.self,
                get: { bar, axis in get(bar, slot).flatMap { read($0, axis.state ?? .normal) } },
                set: { bar, value, axis in edit(bar) { write($0, value, axis.state ?? .normal) } }, convert: convert)
        }

        /// What every bar appearance has.
        private var common: [PropertyApplier<UIView>] {
            [
                plain(
                    BarSlot.configure, read: { _ in BarBackgroundConfiguration?.none },
                    write: { appearance, configuration in
                        switch configuration ?? .default {
                        case .default: appearance.configureWithDefaultBackground()
                        case .opaque: appearance.configureWithOpaqueBackground()
                        case .transparent: appearance.configureWithTransparentBackground()
                        }
                    }, convert: { BarBackgroundConfiguration(resolved: $0.value) }),
                plain(BarSlot.backgroundColor, read: \.backgroundColor, write: { $0.backgroundColor = $1 }, convert: { $0.uiColor }),
                plain(
                    BarSlot.backgroundEffect, read: \.backgroundEffect, write: { $0.backgroundEffect = $1 },
                    convert: { BlurStyle(resolved: $0.value).map(\.uiKit) ?? nil }),
                plain(BarSlot.backgroundImage, read: \.backgroundImage, write: { $0.backgroundImage = $1 }, convert: { $0.uiImage }),
                plain(BarSlot.shadowColor, read: \.shadowColor, write: { $0.shadowColor = $1 }, convert: { $0.uiColor }),
                plain(BarSlot.shadowImage, read: \.shadowImage, write: { $0.shadowImage = $1 }, convert: { $0.uiImage }),
            ]
        }

        /// A navigation bar appearance's titles and back indicator.
        private var navigation: [PropertyApplier<UIView>] {
            func title<Stored>(
                _ name: String, _ key: NSAttributedString.Key, large: Bool, convert: @escaping (ResolvedProperty) -> Stored?
            ) -> PropertyApplier<UIView> {
                plain(
                    name,
                    read: { appearance -> Stored? in
                        guard let navigation = appearance as? UINavigationBarAppearance else { return nil }
                        return (large ? navigation.largeTitleTextAttributes : navigation.titleTextAttributes)[key] as? Stored
                    },
                    write: { appearance, value in
                        guard let navigation = appearance as? UINavigationBarAppearance else { return }
                        if large { navigation.largeTitleTextAttributes[key] = value } else { navigation.titleTextAttributes[key] = value }
                    }, convert: convert)
            }
            return [
                title(BarSlot.titleColor, .foregroundColor, large: false) { $0.uiColor },
                title(BarSlot.titleFont, .font, large: false) { $0.uiFont },
                plain(
                    BarSlot.titlePositionAdjustment, read: { ($0 as? UINavigationBarAppearance)?.titlePositionAdjustment },
                    write: { ($0 as? UINavigationBarAppearance)?.titlePositionAdjustment = $1 ?? .zero }, convert: { $0.offset }),
                title(BarSlot.largeTitleColor, .foregroundColor, large: true) { $0.uiColor },
                title(BarSlot.largeTitleFont, .font, large: true) { $0.uiFont },
                // One image for both: the chevron masks what slides under it as itself.
                plain(
                    BarSlot.backIndicatorImage, read: { ($0 as? UINavigationBarAppearance)?.backIndicatorImage },
                    write: { ($0 as? UINavigationBarAppearance)?.setBackIndicatorImage($1, transitionMaskImage: $1) },
                    convert: { $0.uiImage }),
            ] + TextAttribute.character.flatMap { attribute in
                // The typography's character attributes, keys of the titles' attributes (``TypographyHolders``).
                let held = TypographyHolders.held(attribute)
                return [false, true].map { large in
                    plain(
                        attribute.keyPath(in: large ? BarSlot.largeTitleAttributes : BarSlot.titleAttributes),
                        read: { appearance -> Any? in
                            guard let navigation = appearance as? UINavigationBarAppearance else { return nil }
                            return held.read(large ? navigation.largeTitleTextAttributes : navigation.titleTextAttributes)
                        },
                        write: { appearance, value in
                            guard let navigation = appearance as? UINavigationBarAppearance else { return }
                            if large {
                                let (key, stored) = held.write(navigation.largeTitleTextAttributes, value)
                                navigation.largeTitleTextAttributes[key] = stored
                            } else {
                                let (key, stored) = held.write(navigation.titleTextAttributes, value)
                                navigation.titleTextAttributes[key] = stored
                            }
                        }, convert: held.convert)
                }
            }
        }

        /// One bar button item appearance (`buttonAppearance`, …) of a navigation bar or toolbar appearance.
        private static func buttonAppearance(_ appearance: A, _ name: String) -> UIBarButtonItemAppearance? {
            if let navigation = appearance as? UINavigationBarAppearance {
                switch name {
                case "buttonAppearance": return navigation.buttonAppearance
                case "doneButtonAppearance": return navigation.doneButtonAppearance
                default: return navigation.backButtonAppearance
                }
            }
            #if !os(tvOS)
                if let toolbar = appearance as? UIToolbarAppearance {
                    return name == "buttonAppearance" ? toolbar.buttonAppearance : toolbar.doneButtonAppearance
                }
            #endif
            return nil
        }

        private static func setButtonAppearance(_ appearance: A, _ name: String, _ items: UIBarButtonItemAppearance) {
            if let navigation = appearance as? UINavigationBarAppearance {
                switch name {
                case "buttonAppearance": navigation.buttonAppearance = items
                case "doneButtonAppearance": navigation.doneButtonAppearance = items
                default: navigation.backButtonAppearance = items
                }
            }
            #if !os(tvOS)
                if let toolbar = appearance as? UIToolbarAppearance {
                    if name == "buttonAppearance" { toolbar.buttonAppearance = items } else { toolbar.doneButtonAppearance = items }
                }
            #endif
        }

        /// Every bar button item appearance's properties, per state.
        private var buttons: [PropertyApplier<UIView>] {
            func state<Stored>(
                _ name: String, _ property: String, read: @escaping (UIBarButtonItemStateAppearance) -> Stored?,
                write: @escaping (UIBarButtonItemStateAppearance, Stored?) -> Void, convert: @escaping (ResolvedProperty) -> Stored?
            ) -> PropertyApplier<UIView> {
                keyed(
                    name + "." + property,
                    read: { appearance, state in Self.buttonAppearance(appearance, name).flatMap { read($0.state(state)) } },
                    write: { appearance, value, state in
                        guard let items = Self.buttonAppearance(appearance, name) else { return }
                        write(items.state(state), value)
                        Self.setButtonAppearance(appearance, name, items)
                    }, convert: convert)
            }
            return BarSlot.buttonAppearances.flatMap { name in
                [
                    state(
                        name, BarSlot.buttonTitleColor, read: { $0.titleTextAttributes[.foregroundColor] as? UIColor },
                        write: { $0.titleTextAttributes[.foregroundColor] = $1 }, convert: { $0.uiColor }),
                    state(
                        name, BarSlot.buttonTitleFont, read: { $0.titleTextAttributes[.font] as? UIFont },
                        write: { $0.titleTextAttributes[.font] = $1 }, convert: { $0.uiFont }),
                    state(
                        name, BarSlot.buttonTitlePositionAdjustment, read: \.titlePositionAdjustment,
                        write: { $0.titlePositionAdjustment = $1 ?? .zero }, convert: { $0.offset }),
                    state(
                        name, BarSlot.buttonBackgroundImage, read: \.backgroundImage, write: { $0.backgroundImage = $1 },
                        convert: { $0.uiImage }),
                ]
            }
        }

        /// One layout's item appearance (`stackedLayoutAppearance`, …) of a tab bar appearance.
        private static func layout(_ tab: UITabBarAppearance, _ name: String) -> UITabBarItemAppearance {
            switch name {
            case "inlineLayoutAppearance": tab.inlineLayoutAppearance
            case "compactInlineLayoutAppearance": tab.compactInlineLayoutAppearance
            default: tab.stackedLayoutAppearance
            }
        }

        /// A tab bar appearance's item appearances, per state, and its selection indicator.
        private var tabItems: [PropertyApplier<UIView>] {
            func item<Stored>(
                _ name: String, _ property: String, read: @escaping (UITabBarItemStateAppearance) -> Stored?,
                write: @escaping (UITabBarItemStateAppearance, Stored?) -> Void, convert: @escaping (ResolvedProperty) -> Stored?
            ) -> PropertyApplier<UIView> {
                keyed(
                    name + "." + property,
                    read: { appearance, state in (appearance as? UITabBarAppearance).flatMap { read(Self.layout($0, name).state(state)) } },
                    write: { appearance, value, state in
                        guard let tab = appearance as? UITabBarAppearance else { return }
                        let items = Self.layout(tab, name)
                        write(items.state(state), value)
                        switch name {
                        case "inlineLayoutAppearance": tab.inlineLayoutAppearance = items
                        case "compactInlineLayoutAppearance": tab.compactInlineLayoutAppearance = items
                        default: tab.stackedLayoutAppearance = items
                        }
                    }, convert: convert)
            }
            return BarSlot.itemAppearances.flatMap { name in
                [
                    item(name, BarSlot.itemIconColor, read: \.iconColor, write: { $0.iconColor = $1 }, convert: { $0.uiColor }),
                    item(
                        name, BarSlot.itemTitleColor, read: { $0.titleTextAttributes[.foregroundColor] as? UIColor },
                        write: { $0.titleTextAttributes[.foregroundColor] = $1 }, convert: { $0.uiColor }),
                    item(
                        name, BarSlot.itemTitleFont, read: { $0.titleTextAttributes[.font] as? UIFont },
                        write: { $0.titleTextAttributes[.font] = $1 }, convert: { $0.uiFont }),
                    item(
                        name, BarSlot.itemTitlePositionAdjustment, read: \.titlePositionAdjustment,
                        write: { $0.titlePositionAdjustment = $1 ?? .zero }, convert: { $0.offset }),
                    item(
                        name, BarSlot.itemBadgeColor, read: \.badgeBackgroundColor, write: { $0.badgeBackgroundColor = $1 },
                        convert: { $0.uiColor }),
                    item(
                        name, BarSlot.itemBadgeTextColor, read: { $0.badgeTextAttributes[.foregroundColor] as? UIColor },
                        write: { $0.badgeTextAttributes[.foregroundColor] = $1 }, convert: { $0.uiColor }),
                ]
            } + [
                plain(
                    BarSlot.selectionIndicatorTintColor, read: { ($0 as? UITabBarAppearance)?.selectionIndicatorTintColor },
                    write: { ($0 as? UITabBarAppearance)?.selectionIndicatorTintColor = $1 }, convert: { $0.uiColor })
            ]
        }
    }

    extension UIBarButtonItemAppearance {
        /// The appearance for one control state (normal for any other).
        func state(_ state: ControlState) -> UIBarButtonItemStateAppearance {
            if state.contains(.disabled) { return disabled }
            if state.contains(.highlighted) { return highlighted }
            if state.contains(.focused) { return focused }
            return normal
        }
    }

    extension UITabBarItemAppearance {
        /// The appearance for one control state (normal for any other).
        func state(_ state: ControlState) -> UITabBarItemStateAppearance {
            if state.contains(.disabled) { return disabled }
            if state.contains(.selected) { return selected }
            if state.contains(.focused) { return focused }
            return normal
        }
    }

    extension BlurStyle {
        /// UIKit's effect; nil for none.
        @MainActor var uiKit: UIBlurEffect? {
            switch self {
            case .none: return nil
            case .systemUltraThinMaterial: return UIBlurEffect(style: .systemUltraThinMaterial)
            case .systemThinMaterial: return UIBlurEffect(style: .systemThinMaterial)
            case .systemMaterial: return UIBlurEffect(style: .systemMaterial)
            case .systemThickMaterial: return UIBlurEffect(style: .systemThickMaterial)
            case .systemChromeMaterial: return UIBlurEffect(style: .systemChromeMaterial)
            case .systemUltraThinMaterialLight: return UIBlurEffect(style: .systemUltraThinMaterialLight)
            case .systemThinMaterialLight: return UIBlurEffect(style: .systemThinMaterialLight)
            case .systemMaterialLight: return UIBlurEffect(style: .systemMaterialLight)
            case .systemThickMaterialLight: return UIBlurEffect(style: .systemThickMaterialLight)
            case .systemChromeMaterialLight: return UIBlurEffect(style: .systemChromeMaterialLight)
            case .systemUltraThinMaterialDark: return UIBlurEffect(style: .systemUltraThinMaterialDark)
            case .systemThinMaterialDark: return UIBlurEffect(style: .systemThinMaterialDark)
            case .systemMaterialDark: return UIBlurEffect(style: .systemMaterialDark)
            case .systemThickMaterialDark: return UIBlurEffect(style: .systemThickMaterialDark)
            case .systemChromeMaterialDark: return UIBlurEffect(style: .systemChromeMaterialDark)
            case .regular: return UIBlurEffect(style: .regular)
            case .prominent: return UIBlurEffect(style: .prominent)
            case .light: return UIBlurEffect(style: .light)
            case .extraLight: return UIBlurEffect(style: .extraLight)
            case .dark: return UIBlurEffect(style: .dark)
            }
        }
    }
#endif
