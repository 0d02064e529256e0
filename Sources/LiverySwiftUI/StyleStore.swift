#if canImport(SwiftUI)
    import LiveryCore
    import SwiftUI

    /// The stylesheet a SwiftUI app is styled with, where its views observe
    /// it: the root modifier (`.stylesheet(store)`) puts its resolver into the
    /// environment, and ``reload(_:)`` (a live reloader's new table) re-styles
    /// every view. An `ObservableObject`, so an app keeps it in a
    /// `@StateObject` from iOS 15 on.
    @MainActor public final class StyleStore: ObservableObject {
        /// The resolver for the current table, made once per table.
        @Published public private(set) var resolver: Resolver
        private var reloads = 0

        /// Which store and which of its tables: equal versions, the same resolver.
        struct Version: Hashable, Sendable {
            let store: ObjectIdentifier
            let reloads: Int
        }

        var version: Version { Version(store: ObjectIdentifier(self), reloads: reloads) }

        public init(table: InvocationTable) { resolver = Resolver(table: table) }

        /// A build-time stylesheet (`LiveryStylesheets.showcase`); throws only
        /// when its generated source was edited or built by another Livery.
        public convenience init(_ stylesheet: CompiledStylesheet) throws {
            self.init(table: try stylesheet.table())
        }

        public var table: InvocationTable { resolver.table }

        /// Styles every view with `table` from now on.
        public func reload(_ table: InvocationTable) {
            reloads += 1
            resolver = Resolver(table: table)
        }
    }
#endif
