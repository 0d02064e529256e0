#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    /// What a styled view finds in the environment: the resolver the root
    /// modifier put there, the path of styled elements above it (each
    /// `.style(…)` pushes one), and the custom trait values `.styleTrait`
    /// set. Without a resolver nothing is styled and paths still grow.
    /// Equal when the store's table, the path and the traits are: SwiftUI
    /// re-styles a view only when what it reads changed.
    struct StyleEnvironment: Sendable, Equatable {
        var resolver: Resolver?
        /// The store the resolver came from and its reload count: the resolver's identity.
        var source: StyleStore.Version?
        var path = StylePath()
        var customTraits: [String: String] = [:]

        static func == (a: StyleEnvironment, b: StyleEnvironment) -> Bool {
            a.source == b.source && a.path == b.path && a.customTraits == b.customTraits
        }

        /// This environment one level deeper, and the style `element` gets there in `traits`.
        func placing(_ element: StyleElement, traits: TraitCollection) -> (inner: StyleEnvironment, style: ResolvedStyle?) {
            var inner = self
            inner.path = path.pushing(element)
            return (inner, resolve(inner.path, traits: traits))
        }

        /// The style of the path's last element in a control state of its own
        /// (pressed, disabled, on) added to the one its `.style(…)` gave it.
        func styleOfLast(adding state: ControlState, traits: TraitCollection) -> ResolvedStyle? {
            guard var last = path.elements.last else { return nil }
            last.state.formUnion(state)
            return resolve(StylePath(path.elements.dropLast() + [last]), traits: traits)
        }

        private func resolve(_ path: StylePath, traits: TraitCollection) -> ResolvedStyle? {
            var traits = traits
            for (name, value) in customTraits { traits.custom[name] = value }
            return resolver?.resolve(path, traits: traits)
        }
    }

    private struct StyleEnvironmentKey: EnvironmentKey {
        static var defaultValue: StyleEnvironment { StyleEnvironment() }
    }

    extension EnvironmentValues {
        var livery: StyleEnvironment {
            get { self[StyleEnvironmentKey.self] }
            set { self[StyleEnvironmentKey.self] = newValue }
        }
    }
#endif
