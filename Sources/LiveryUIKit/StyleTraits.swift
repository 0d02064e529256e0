#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import ObjectiveC
    import UIKit

    /// A stylesheet's declared traits (themes, Docs/Embedding.md "Themes") on
    /// the device. On iOS 17 and later an axis is bound to the app's own
    /// `UITraitDefinition`, so UIKit carries it down the hierarchy and
    /// `registerForTraitChanges` reports its changes; on any system the
    /// adapter's own setter (``set(_:_:on:)``) keeps a value on a view for
    /// it and its subviews.
    @MainActor public enum StyleTraits {
        /// A bound axis: how to read it from a trait collection, and whether a view overrides it.
        private struct Binding {
            var name: String
            var read: (UITraitCollection) -> String
            var override: (UIView) -> String?
        }

        private static var bindings: [Binding] = []
        private static var valuesKey: UInt8 = 0

        /// Binds the declared axis `name` to a custom trait whose value is the
        /// axis value (`struct ThemeTrait: UITraitDefinition { static let defaultValue = "light" }`).
        /// Its `defaultValue` should be the stylesheet's default.
        @available(iOS 17.0, tvOS 17.0, *)
        public static func bind<T: UITraitDefinition>(_ name: String, to trait: T.Type) where T.Value == String {
            bindings.removeAll { $0.name == name }
            bindings.append(
                Binding(
                    name: name, read: { $0[trait] },
                    override: { $0.traitOverrides.contains(trait) ? $0.traitOverrides[trait] : nil }))
        }

        /// Sets the axis `name` to `value` for `view` and its subviews (nil
        /// removes it): the setter for systems before iOS 17, or for an axis
        /// not bound to a trait. Re-style the view afterwards
        /// (``StyleAdapter/setTrait(_:_:on:)`` does both).
        public static func set(_ name: String, _ value: String?, on view: UIView) {
            var values = self.values(of: view)
            values[name] = value
            objc_setAssociatedObject(view, &valuesKey, values.isEmpty ? nil : values, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        /// What the setter keeps on a view.
        private static func values(of view: UIView) -> [String: String] {
            objc_getAssociatedObject(view, &valuesKey) as? [String: String] ?? [:]
        }

        /// The axes a view sets for its subtree, by the setter or as a bound trait's override.
        static func overrides(of view: UIView) -> [TraitSetting] {
            var result = bindings.compactMap { binding in binding.override(view).map { TraitSetting.custom(name: binding.name, value: $0) }
            }
            let own = values(of: view)
            result += own.keys.sorted().compactMap { name in own[name].map { TraitSetting.custom(name: name, value: $0) } }
            return result
        }

        /// The bound axes' values in a trait collection.
        static func values(in traits: UITraitCollection) -> [String: String] {
            var result: [String: String] = [:]
            for binding in bindings { result[binding.name] = binding.read(traits) }
            return result
        }
    }

    extension StyleAdapter where View == UIView {
        /// Sets a declared trait on a view and its subviews (``StyleTraits/set(_:_:on:)``)
        /// and re-styles them: a window as a root, any other view with its superviews' context.
        public func setTrait(_ name: String, _ value: String?, on view: UIView) {
            StyleTraits.set(name, value, on: view)
            if view.superview == nil { style(view) } else { viewDidMoveToWindow(view) }
        }
    }
#endif
