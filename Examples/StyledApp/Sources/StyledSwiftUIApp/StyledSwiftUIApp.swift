import LiveryCore
import LiverySwiftUI
import SwiftUI
#if canImport(UIKit)
    import LiveryUIKit
#endif

#if os(Linux)
    import Foundation

    /// On Linux nothing draws: the app evaluates ContentView through the
    /// surface's renderer and prints what each `.style(…)` resolved.
    @main enum StyledSwiftUIApp {
        @MainActor static func main() {
            do {
                try ResolvedReport(table: LiveryStylesheets.swiftUIApp.table()).print()
            } catch {
                Swift.print("SwiftUIApp.style.yaml's generated table: \(error)")
                exit(1)
            }
        }
    }
#else
    /// The app: the build plugin's table at the root, the system chrome
    /// (navigation and tab bars) through UIKit's appearance proxies.
    @main struct StyledSwiftUIApp: App {
        /// The build plugin's table: it fails to decode only when its generated source was edited by hand.
        static let table: InvocationTable = {
            do {
                return try LiveryStylesheets.swiftUIApp.table()
            } catch {
                preconditionFailure("SwiftUIApp.style.yaml's generated table: \(error)")
            }
        }()

        @StateObject private var styles = StyleStore(table: StyledSwiftUIApp.table)

        init() {
            #if canImport(UIKit)
                AppearanceProxies().apply(StyledSwiftUIApp.table)
            #endif
        }

        var body: some Scene {
            WindowGroup { ContentView().stylesheet(styles) }
        }
    }
#endif
