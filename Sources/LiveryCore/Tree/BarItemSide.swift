/// Which end of a navigation bar an item stands at (`side:` in a tree):
/// UIKit's `leftBarButtonItems` (and the back button) lead, its
/// `rightBarButtonItems` trail. Without it, a bar's first item leads and the
/// others trail.
public enum BarItemSide: String, Sendable, Hashable, CaseIterable {
    case leading, trailing
}
