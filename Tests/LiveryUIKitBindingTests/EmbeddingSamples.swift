// The code of Docs/Embedding.md's sections 3 and 4, compiled here against
// Surface/UIKit and run by EmbeddingSamplesTests, so the guide cannot rot.
// EmbeddingSamplesTests also checks that every sample of the guide is in this
// file or in Tests/LiveryTests/EmbeddingGuideTests.swift, as written.

import LiveryCore
import LiveryUIKit
import UIKit

/// Styles the app's windows from the stylesheet the plugin compiled.
@MainActor final class AppStyler {
    let adapter: StyleAdapter<UIView>

    init() throws {
        // Decode the table once; the adapter indexes it once too.
        adapter = StyleAdapter<UIView>(table: try LiveryStylesheets.app.table(), appliers: PropertyApplier.uiKit)
    }

    /// A window and everything in it, when it is shown.
    func windowDidAppear(_ window: UIWindow) {
        adapter.style(window)
    }

    /// A view added later (a cell while scrolling): only it and its subviews.
    func viewDidMoveToWindow(_ view: UIView) {
        adapter.viewDidMoveToWindow(view)
    }

    /// From the window's `traitCollectionDidChange(_:)`, or a
    /// `registerForTraitChanges` handler on iOS 17: re-styles only if the
    /// table depends on a trait that changed.
    func traitCollectionDidChange(_ window: UIWindow, previous: UITraitCollection?) {
        adapter.traitsDidChange(window, previous: previous)
    }
}

/// The app's controllers style their view each time it appears.
class StyledViewController: UIViewController {
    var styler: AppStyler?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        styler?.viewDidMoveToWindow(view)
    }
}

/// The app's view with a property its stylesheets declare under `types:`.
final class BadgeView: UIView {
    var badgeCount = 0
}

@MainActor func appAppliers() -> [PropertyApplier<UIView>] {
    let badge = PropertyApplier<UIView>(
        "badgeCount", on: BadgeView.self, get: { $0.badgeCount }, set: { $0.badgeCount = $1 },
        convert: { $0.int })
    return PropertyApplier.uiKit + [badge]
}

/// The app's theme, as a custom trait whose value is the stylesheet's name for it.
@available(iOS 17.0, *)
struct ThemeTrait: UITraitDefinition {
    static let defaultValue = "light"
}

@MainActor func chooseTheme(_ theme: String, for window: UIWindow, styler: AppStyler) {
    if #available(iOS 17.0, *) {
        StyleTraits.bind("theme", to: ThemeTrait.self)
        window.traitOverrides[ThemeTrait.self] = theme
        styler.traitCollectionDidChange(window, previous: nil)
    } else {
        styler.adapter.setTrait("theme", theme, on: window)
    }
}

/// The screen a window shows, as a tree document `livery render` draws:
/// what code set is kept, text is placeholder text but the welcome line's.
@MainActor func captureScreen(_ window: UIWindow, styler: AppStyler) -> String {
    let recorder = ViewRecorder(
        table: styler.adapter.table, appliers: appAppliers(), privacy: CapturePrivacy(allowedIdentifiers: ["welcome"]))
    return recorder.capture(window).yaml
}

#if DEBUG
    @MainActor func startLiveReload(_ styler: AppStyler) -> LiveTableReloader? {
        guard let server = URL(string: "http://192.168.1.20:8080") else { return nil }
        let reloader = LiveTableReloader(server: server, stylesheet: "App")
        reloader.start(reloading: styler.adapter)
        return reloader  // keep it: reloading stops with stop()
    }
#endif

/// Every view, from the first window on, styled without a call per view.
@MainActor func startAutomaticStyling(_ styler: AppStyler) -> AutomaticStyling {
    AutomaticStyling.start(styler.adapter)
}
