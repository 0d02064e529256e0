#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    /// What a styled view finds in the environment: the resolver the root
    /// modifier put there, the path of styled elements above it (each
    /// `.style(…)` pushes one), and the custom trait values `.styleTrait`
    /// set. Without a resolver nothing is styled and paths still grow.
    struct StyleEnvironment: Sendable {
        var resolver: Resolver?
        var path = StylePath()
        var customTraits: [String: String] = [:]

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
