import Foundation
import Livery
import Testing
import UIKit

@testable import LiveryUIKit

/// Automatic styling (Docs/Embedding.md, "Automatic styling"): the app makes
/// no call per view. UIKit calls `didMoveToWindow` on a moved view and then on
/// each view inside it, and `traitCollectionDidChange(_:)` top down on each
/// view whose traits changed; on Apple platforms the exchanged methods pass
/// those calls on. Linux has no runtime to exchange them in, so `uikit`
/// below makes UIKit's calls, in UIKit's order, to the hooks' targets.
@MainActor @Suite(.serialized) struct AutomaticStylingTests {
    static let stylesheet = """
        livery: 1
        rules:
          - type: UILabel
            set: { textColor: "#FF0000" }
          - type: UILabel
            when: { userInterfaceStyle: dark }
            set: { textColor: "#0000FF" }
          - type: UISwitch
            set: { onTintColor: "#00FF00" }
          - type: UILabel
            inside: [UIStackView]
            set: { textColor: "#00FF00" }
        """

    /// What UIKit does, as far as the hooks can see it.
    @MainActor enum uikit {
        /// `didMoveToWindow` on the moved view, then on each view inside it.
        static func moved(_ view: UIView) {
            var stack = [view]
            while let next = stack.popLast() {
                AutomaticStyling.current?.viewDidMoveToWindow(next)
                stack.append(contentsOf: next.subviews.reversed())
            }
        }

        /// The window's traits replaced, and every view told, top down.
        static func traitsChanged(_ window: UIWindow, to traits: UITraitCollection) {
            var previous: [ObjectIdentifier: UITraitCollection] = [:]
            var all: [UIView] = []
            var stack: [UIView] = [window]
            while let next = stack.popLast() {
                previous[ObjectIdentifier(next)] = next.traitCollection
                all.append(next)
                stack.append(contentsOf: next.subviews.reversed())
            }
            window.stubTraits = traits
            for view in all { AutomaticStyling.current?.traitCollectionDidChange(of: view, previous: previous[ObjectIdentifier(view)]) }
        }
    }

    func start() throws -> AutomaticStyling {
        let table = try #require(StylesheetCompiler.compile(source: Self.stylesheet, path: "auto.style.yaml").table)
        return AutomaticStyling.start(StyleAdapter(table: table, appliers: PropertyApplier.uiKit))
    }

    /// A colour's red, green and blue, 0 to 1.
    func rgb(_ color: UIColor?) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard let color, color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return [] }
        return [r, g, b]
    }

    func red(_ label: UILabel) -> Bool { rgb(label.textColor) == [1, 0, 0] }

    @Test func aLabelAddedToAStyledWindowIsStyledWithoutACall() throws {
        let automatic = try start()
        defer { automatic.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        uikit.moved(window)
        let card = UIView()
        let label = UILabel()
        let toggle = UISwitch()
        card.addSubview(label)
        card.addSubview(toggle)
        window.addSubview(card)
        uikit.moved(card)

        #expect(red(label))
        #expect(rgb(toggle.onTintColor) == [0, 1, 0])
        // One resolve for the window, one for the card's subtree: each view's own call found it styled.
        #expect(automatic.resolvedViews == 1 + 3)
    }

    @Test func aWindowFirstSeenThroughAViewIsStyledWholeAndKeptForReloads() throws {
        let automatic = try start()
        defer { automatic.stop() }
        let window = UIWindow(frame: .zero)
        let early = UILabel()
        window.addSubview(early)
        let late = UILabel()
        window.addSubview(late)
        uikit.moved(late)
        #expect(red(early), "styled with its window, which UIKit does not tell of its own move")
        #expect(automatic.resolvedViews == 3)

        let blue = try #require(StylesheetCompiler.compile(source: "livery: 1\nrules:\n  - { type: UILabel, set: { textColor: \"#0000FF\" } }", path: "b.style.yaml").table)
        automatic.adapter.reload(blue)
        #expect(rgb(early.textColor) == [0, 0, 1])
    }

    @Test func aTraitChangeRestylesOncePerSubtree() throws {
        let automatic = try start()
        defer { automatic.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel()
        window.addSubview(label)
        uikit.moved(window)
        #expect(red(label))
        let before = automatic.resolvedViews
        #expect(before == 2, "the window and its label once: the label's own call was spent")

        uikit.traitsChanged(window, to: UITraitCollection(userInterfaceStyle: .dark))
        #expect(rgb(label.textColor) == [0, 0, 1])
        #expect(automatic.resolvedViews == before + 2, "the window re-styled its subtree; the label's own call was spent")

        // A change the table does not depend on re-styles nothing.
        let unchanged = automatic.resolvedViews
        uikit.traitsChanged(window, to: UITraitCollection(traitsFrom: [window.traitCollection, UITraitCollection(horizontalSizeClass: .regular)]))
        #expect(automatic.resolvedViews == unchanged)
    }

    /// A view styled with its window but given no call of its own in that
    /// pass (UIKit calls only what moved) is styled at its next move.
    @Test func aViewMarkedInOnePassIsStyledAtItsNextMove() async throws {
        let automatic = try start()
        defer { automatic.stop() }
        let window = UIWindow(frame: .zero)
        let label = UILabel()
        window.addSubview(label)
        AutomaticStyling.current?.viewDidMoveToWindow(window)
        #expect(red(label))
        // The pass ends when the main actor next runs.
        await Task { @MainActor in }.value

        let other = UIWindow(frame: .zero)
        uikit.moved(other)
        let stack = UIStackView()
        other.addSubview(stack)
        uikit.moved(stack)
        stack.addSubview(label)
        uikit.moved(label)
        #expect(rgb(label.textColor) == [0, 1, 0], "styled again in its new place")
    }

    @Test func anOptedOutViewAndItsSubtreeAreLeftAlone() throws {
        let automatic = try start()
        defer { automatic.stop() }
        let window = UIWindow(frame: .zero)
        uikit.moved(window)
        let chart = UIView()
        chart.isExcludedFromStyling = true
        let legend = UILabel()
        chart.addSubview(legend)
        let caption = UILabel()
        window.addSubview(chart)
        window.addSubview(caption)
        uikit.moved(chart)
        uikit.moved(caption)
        #expect(!red(legend), "inside an opted-out view")
        #expect(red(caption))

        // Re-styling the window whole passes the opted-out subtree by too.
        automatic.adapter.style(window)
        #expect(!red(legend))
    }

    @Test func afterStopNothingIsStyled() throws {
        let automatic = try start()
        automatic.stop()
        #expect(AutomaticStyling.current == nil)
        let window = UIWindow(frame: .zero)
        let label = UILabel()
        window.addSubview(label)
        uikit.moved(window)
        #expect(!red(label))
    }
}
