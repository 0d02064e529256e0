#if canImport(UIKit) && !os(watchOS)
    import LiveryCore
    import ObjectiveC
    import UIKit

    /// Styling that needs no call per view: once started, every view is
    /// styled as it enters a window and re-styled when its traits change, the
    /// moments UIAppearance applies its proxies at.
    ///
    /// On Apple platforms ``start(_:)`` exchanges the implementations of
    /// `UIView.didMoveToWindow` and `traitCollectionDidChange(_:)` once
    /// (``ViewLifecycleHooks``); each then runs UIKit's own and calls
    /// ``viewDidMoveToWindow(_:)`` or ``traitCollectionDidChange(of:previous:)``.
    /// UIKit calls `didMoveToWindow` on a moved view and on every view inside
    /// it, so the first call styles the subtree and the others find their view
    /// styled and return. A view opted out (``UIView/isExcludedFromStyling``)
    /// is left alone with its subtree. An app subclass that overrides
    /// `didMoveToWindow` without calling `super` is not seen.
    @MainActor public final class AutomaticStyling {
        /// The running instance, which the hooks call; nil when stopped.
        public private(set) static var current: AutomaticStyling?

        public let adapter: StyleAdapter<UIView>
        /// Views styled with an ancestor in this move (or trait change) whose own
        /// call is still due: each is skipped once. UIKit makes those calls
        /// before it returns, so the marks are cleared when the main actor
        /// next runs: a view that got no call (its traits did not change, it
        /// left during the move) is styled at its next move. Weak, so a gone
        /// view's mark cannot make a later view at its address skip.
        private var styledWithAncestor: [ObjectIdentifier: WeakView] = [:]
        private var clearScheduled = false
        /// The windows styled whole so far.
        private var windows: [WeakView] = []
        /// Views resolved so far: what automatic styling has cost (Docs/Embedding.md).
        public private(set) var resolvedViews = 0

        private init(adapter: StyleAdapter<UIView>) {
            self.adapter = adapter
        }

        /// Starts styling every view that enters a window from now on, and
        /// styles `windows` (those already shown) at once.
        @discardableResult
        public static func start(_ adapter: StyleAdapter<UIView>, windows: [UIWindow] = []) -> AutomaticStyling {
            let automatic = AutomaticStyling(adapter: adapter)
            current = automatic
            ViewLifecycleHooks.install()
            for window in windows {
                automatic.windows.append(WeakView(view: window))
                automatic.adapter.style(window)
            }
            return automatic
        }

        /// Stops: views entering windows are no longer styled (what was set stays).
        public func stop() {
            if AutomaticStyling.current === self { AutomaticStyling.current = nil }
            styledWithAncestor.removeAll()
        }

        /// A view's window changed: styles it and its subviews in the context
        /// of its superviews, once per move.
        public func viewDidMoveToWindow(_ view: UIView) {
            guard AutomaticStyling.current === self, let window = view.window, !skipsOnce(view), !isExcluded(view) else { return }
            if !windows.contains(where: { $0.view === window }) {
                // A window seen for the first time is styled whole (its own
                // values too) and kept for live reloads.
                windows.removeAll { $0.view == nil }
                windows.append(WeakView(view: window))
                adapter.style(window)
                resolvedViews += 1 + marked(below: window, skipping: view === window ? nil : view)
            } else if view === window {
                adapter.style(window)
                resolvedViews += 1 + marked(below: window)
            } else {
                adapter.viewDidMoveToWindow(view)
                resolvedViews += 1 + marked(below: view)
            }
        }

        /// A view's traits changed from `previous`: re-styles it and its
        /// subviews when a changed trait is one the table depends on. UIKit
        /// tells every view whose traits changed, top down; the first re-styles
        /// the subtree and the others return.
        public func traitCollectionDidChange(of view: UIView, previous: UITraitCollection?) {
            guard AutomaticStyling.current === self, view.window != nil, !skipsOnce(view), !isExcluded(view) else { return }
            let changed = previous.map { view.styleEnvironment.changedTraits(from: TraitCollection($0)) }
            guard changed.map({ !$0.isDisjoint(with: adapter.traitDependencies) }) ?? true else { return }
            if view === view.window {
                adapter.style(view)
            } else {
                adapter.viewDidMoveToWindow(view)
            }
            resolvedViews += 1 + marked(below: view)
        }

        /// Marks the views below `root` that styling it resolved (those not
        /// opted out), so their own calls in this pass skip; returns how many.
        /// Only those inside `moved` get calls: a window styled whole for a
        /// view that moved into it marks that view's subtree alone.
        @discardableResult
        private func marked(below root: UIView, skipping moved: UIView? = nil) -> Int {
            var total = 0
            var stack: [(view: UIView, called: Bool)] = root.styleChildren.map { ($0, moved == nil) }
            while let (next, called) = stack.popLast() {
                total += 1
                let inMoved = called || next === moved
                if inMoved && next !== moved { styledWithAncestor[ObjectIdentifier(next)] = WeakView(view: next) }
                stack.append(contentsOf: next.styleChildren.map { ($0, inMoved) })
            }
            if !clearScheduled, !styledWithAncestor.isEmpty {
                clearScheduled = true
                Task { @MainActor [weak self] in self?.endPass() }
            }
            return total
        }

        /// UIKit's calls for the move are made: what was not called is styled at its next move.
        func endPass() {
            styledWithAncestor.removeAll()
            clearScheduled = false
        }

        /// Whether the view was styled with an ancestor and its own call is now spent.
        private func skipsOnce(_ view: UIView) -> Bool {
            guard let entry = styledWithAncestor.removeValue(forKey: ObjectIdentifier(view)) else { return false }
            return entry.view === view
        }

        /// Whether the view or a superview is opted out.
        private func isExcluded(_ view: UIView) -> Bool {
            var current: UIView? = view
            while let next = current {
                if next.isExcludedFromStyling { return true }
                current = next.superview
            }
            return false
        }

        private struct WeakView {
            weak var view: UIView?
        }
    }

    @MainActor private var excludedKey: UInt8 = 0

    extension UIView {
        /// Opts the view and its subtree out of Livery's styling: automatic
        /// styling passes it by, and the adapter resolves its superview's
        /// children without it (a view drawn by its own code, a third-party
        /// control with a look of its own). Kept as an associated object.
        public var isExcludedFromStyling: Bool {
            get { objc_getAssociatedObject(self, &excludedKey) as? Bool ?? false }
            set { objc_setAssociatedObject(self, &excludedKey, newValue ? true : nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
    }
#endif
