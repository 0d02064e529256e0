import LiveryCore

/// A view type whose views hold stylable objects that are not views —
/// UIKit's bars hold bar items — so ``StyleAdapter`` styles each item after
/// its view, with the view and its superviews as the item's ancestors
/// (`type: UIBarButtonItem, inside: [UINavigationBar]` reaches a navigation
/// bar's items). The UIKit binding conforms `UIView`; a view type that does
/// not conform has no items.
@MainActor public protocol StyleItemContainer: StyleHostView {
    associatedtype StyleItem: StylableNode & StyleHostView
    where StyleItem.StyleChild == StyleItem, StyleItem.HostView == StyleItem
    /// The items the view holds, in order; empty for most views.
    var styleItems: [StyleItem] { get }
    /// How items' properties are set: one applier per applied item property.
    static var itemAppliers: [PropertyApplier<StyleItem>] { get }
}

/// Styles the items of one view type's containers: an adapter of its own
/// for the items, fed each container after the container is styled.
@MainActor final class ItemStyling<View: StylableNode & StyleHostView> {
    /// Whether a view holds items: the few that do are the only ones whose superviews are walked.
    let holdsItems: (View) -> Bool
    /// Styles a view's items, given its superviews (root first) and the traits at the top.
    let style: (_ view: View, _ ancestors: [View], _ traits: TraitCollection) -> Void
    /// Takes a new table (a live reload).
    let reload: (InvocationTable) -> Void

    init(
        holdsItems: @escaping (View) -> Bool, style: @escaping (_ view: View, _ ancestors: [View], _ traits: TraitCollection) -> Void,
        reload: @escaping (InvocationTable) -> Void
    ) {
        self.holdsItems = holdsItems
        self.style = style
        self.reload = reload
    }

    /// The styling for `container`'s items; `View` must be that type for any to be styled.
    static func make<C: StyleItemContainer>(
        _ container: C.Type, table: InvocationTable, report: @escaping (ConversionFailure) -> Void
    ) -> ItemStyling {
        let items = StyleAdapter<C.StyleItem>(table: table, appliers: C.itemAppliers, report: report)
        return ItemStyling(
            holdsItems: { ($0 as? C)?.styleItems.isEmpty == false },
            style: { view, ancestors, traits in
                guard let holder = view as? C else { return }
                for item in holder.styleItems { items.style(item, under: ancestors + [view], traits: traits) }
            },
            reload: { items.reload($0) })
    }
}
