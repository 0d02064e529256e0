#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    /// The root modifier, `.stylesheet(store)`: puts the store's resolver
    /// into the environment and, observing the store, puts a reloaded one
    /// there too, which re-styles every styled view below.
    struct StylesheetModifier: ViewModifier {
        @ObservedObject var store: StyleStore

        func body(content: Content) -> some View {
            content.transformEnvironment(\.livery) { [resolver = store.resolver, version = store.version] in
                $0.resolver = resolver
                $0.source = version
            }
        }
    }
#endif
