import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// The Reader app's own views, which Reader.style.yaml declares under `types:`.
private final class ReaderView: UIView {}
private final class PageView: UIStackView {}
private final class ChapterLabel: UILabel {}

/// The bundled Reader screen (Stylesheets/Screens/Reader.tree.yaml) is not
/// typed: it is this capture of the screen as its app builds it — a tab bar
/// controller showing a navigation controller, whose top controller shows a
/// search bar and a chapter's first page — styled by the adapter from
/// Reader.style.yaml, on an iPhone 16 Pro's screen. The test keeps the file
/// equal to the capture; `LIVERY_RECAPTURE=1 swift test --filter ReaderScreenTests`
/// writes it again after the screen's code changes.
@MainActor @Suite struct ReaderScreenTests {
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Stylesheets/Screens"
    ).standardized

    /// The screen as the app's view controllers build it. Linux has no Auto
    /// Layout, so the frames are set as UIKit lays the screen out on an
    /// iPhone 16 Pro: the navigation bar below the 62-point safe area, 96
    /// points tall with its large title; the tab bar along the bottom, 83
    /// points with the home indicator's 34; the page's labels are left to its stack.
    static func screen(styledBy adapter: StyleAdapter<UIView>) -> UIWindow {
        let screen = CGRect(x: 0, y: 0, width: 402, height: 874)
        let window = UIWindow(frame: screen)
        window.stubTraits = UITraitCollection(traitsFrom: [window.stubTraits, UITraitCollection(displayScale: 3)])

        let reader = UIViewController()
        let content = ReaderView(frame: screen)
        reader.view = content
        reader.navigationItem.title = "Library"
        let books = UIBarButtonItem()
        books.title = "Books"
        let done = UIBarButtonItem()
        done.title = "Done"
        done.style = .done
        let fonts = UIBarButtonItem()
        fonts.title = "Aa"
        reader.navigationItem.leftBarButtonItems = [books]
        reader.navigationItem.rightBarButtonItems = [done, fonts]

        let search = UISearchBar(frame: CGRect(x: 0, y: 158, width: 402, height: 56))
        search.placeholder = "Search in this book"
        search.accessibilityIdentifier = "search"
        search.showsCancelButton = true
        let page = PageView(frame: CGRect(x: 0, y: 214, width: 402, height: 251.19))
        let chapter = ChapterLabel()
        chapter.text = "Chapter One"
        chapter.accessibilityIdentifier = "chapter"
        page.addArrangedSubview(chapter)
        for text in [
            "The lamps were lit along the quay before the ferry came in, and the water held each of them twice: "
                + "once where it burned and once, trembling, where it did not.",
            "She had meant to read until the crossing, but the pages stayed open at the same line, and the line "
                + "stayed the same colour as the sky behind it.",
        ] {
            let paragraph = UILabel()
            paragraph.text = text
            page.addArrangedSubview(paragraph)
        }
        content.addSubview(search)
        content.addSubview(page)

        let navigation = UINavigationController(rootViewController: reader)
        navigation.navigationBar.frame = CGRect(x: 0, y: 62, width: 402, height: 96)
        navigation.view.frame = screen
        let tabs = UITabBarController()
        let tabTitles = ["Library", "Reading", "Settings"]
        let controllers: [UIViewController] = [navigation, UIViewController(), UIViewController()]
        // Tab icons are SF Symbols, filled as iOS's tab bars draw them.
        for (controller, (title, symbol)) in zip(controllers, zip(tabTitles, ["books.vertical.fill", "book.fill", "gearshape.fill"])) {
            controller.tabBarItem.title = title
            controller.tabBarItem.image = UIImage(systemName: symbol)
        }
        controllers[0].tabBarItem.badgeValue = "3"
        tabs.viewControllers = controllers
        tabs.tabBar.frame = CGRect(x: 0, y: 791, width: 402, height: 83)
        tabs.view.frame = screen
        window.rootViewController = tabs
        adapter.style(window)
        return window
    }

    /// The app's asset catalog (Reader.xcassets) as the device has it: its
    /// image sets, and every catalog colour the stylesheet names.
    static func installCatalog(of table: InvocationTable) {
        UIImage.stubCatalog = Set(table.images.keys)
        for invocation in table.invocations {
            guard case .color(var color) = invocation.value, color.isCatalogColor, let name = color.name else { continue }
            color.isCatalogColor = false
            UIColor.stubCatalog[name] =
                ResolvedProperty(value: .color(color.light), specified: .color(color), source: .explicit, axisKey: nil).uiColor
        }
    }

    /// The screen's capture as the bundled file holds it.
    static func capture() throws -> String {
        let (table, diagnostics) = StylesheetCompiler.compile(path: screens.appendingPathComponent("Reader.style.yaml").path)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let compiled = try #require(table)
        installCatalog(of: compiled)
        defer { (UIColor.stubCatalog, UIImage.stubCatalog) = ([:], []) }
        let adapter = StyleAdapter<UIView>(table: compiled, appliers: PropertyApplier.uiKit, report: { _ in })
        // The example's text is the app's, not a user's: all of it is kept.
        let recorder = ViewRecorder(table: compiled, privacy: CapturePrivacy(allowedClasses: ["UIView", "UIBarItem"]))
        var document = recorder.capture(screen(styledBy: adapter))
        document.stylesheet = "Reader.style.yaml"
        return """
            # The Reader screen, captured from the app's views (ReaderScreenTests):
            # a tab bar controller's view holding a navigation controller's, whose top
            # controller shows a search bar and a chapter's first page. Not typed: to
            # change it, change the screen's code and run
            #   LIVERY_RECAPTURE=1 swift test --filter ReaderScreenTests

            """ + document.yaml
    }

    @Test func theBundledReaderScreenIsItsCapture() throws {
        let captured = try Self.capture()
        let file = Self.screens.appendingPathComponent("Reader.tree.yaml").path
        if ProcessInfo.processInfo.environment["LIVERY_RECAPTURE"] == "1" {
            try captured.write(toFile: file, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == captured, "run LIVERY_RECAPTURE=1 swift test --filter ReaderScreenTests")
    }
}
