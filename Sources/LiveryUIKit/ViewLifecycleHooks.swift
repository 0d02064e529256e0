#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    #if os(Linux)
        /// Linux has no Objective-C runtime whose methods could be exchanged:
        /// under Surface/UIKit the tests call ``AutomaticStyling``'s two entry
        /// points where UIKit calls `didMoveToWindow` and
        /// `traitCollectionDidChange(_:)`.
        @MainActor enum ViewLifecycleHooks {
            static func install() {}
        }
    #else
        /// Routes UIKit's two callbacks to ``AutomaticStyling``: the
        /// implementations of `UIView.didMoveToWindow` and
        /// `traitCollectionDidChange(_:)` are exchanged, once, with the two
        /// below, which call UIKit's own (now under their names) first. Every
        /// view reaches them, since UIKit's subclasses and the app's call
        /// `super` (UIView's) in their overrides.
        @MainActor enum ViewLifecycleHooks {
            private static var installed = false

            static func install() {
                guard !installed else { return }
                installed = true
                exchange(#selector(UIView.didMoveToWindow), #selector(UIView.livery_didMoveToWindow))
                exchange(#selector(UIView.traitCollectionDidChange(_:)), #selector(UIView.livery_traitCollectionDidChange(_:)))
            }

            private static func exchange(_ original: Selector, _ replacement: Selector) {
                guard let uikits = class_getInstanceMethod(UIView.self, original),
                    let ours = class_getInstanceMethod(UIView.self, replacement)
                else { return }
                method_exchangeImplementations(uikits, ours)
            }
        }

        extension UIView {
            /// After the exchange: UIKit's `didMoveToWindow`, then automatic styling.
            @objc dynamic func livery_didMoveToWindow() {
                livery_didMoveToWindow()
                AutomaticStyling.current?.viewDidMoveToWindow(self)
            }

            /// After the exchange: UIKit's `traitCollectionDidChange(_:)`, then automatic styling.
            @objc dynamic func livery_traitCollectionDidChange(_ previous: UITraitCollection?) {
                livery_traitCollectionDidChange(previous)
                AutomaticStyling.current?.traitCollectionDidChange(of: self, previous: previous)
            }
        }
    #endif
#endif
