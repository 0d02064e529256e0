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
        /// call is still due: each is skipped once. Weak, so a view that never
        /// gets its call cannot make a later view at its address skip.
        private var styledWithAncestor: [ObjectIdentifier: WeakView] = [:]
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
            for window in windows { automatic.styleWindow(window) }
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
                styleWindow(window)
                _ = skipsOnce(view)
            } else if view === window {
                styleWindow(window)
            } else {
                adapter.viewDidMoveToWindow(view)
                marked(below: view)
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
                styleWindow(view)
            } else {
                adapter.viewDidMoveToWindow(view)
                marked(below: view)
            }
        }

        /// A window as a root: styled whole and kept for live reloads.
        private func styleWindow(_ window: UIView) {
            adapter.style(window)
            marked(below: window)
        }

        /// Marks the views below `view` that were styled with it, so their own calls skip.
        private func marked(below view: UIView) {
            styledWithAncestor = styledWithAncestor.filter { $0.value.view != nil }
            var stack = view.styleChildren
            resolvedViews += 1
            while let next = stack.popLast() {
                resolvedViews += 1
                styledWithAncestor[ObjectIdentifier(next)] = WeakView(view: next)
                stack.append(contentsOf: next.styleChildren)
            }
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
