import LiveryCore

/// Styles real views from an ``InvocationTable``: resolves them with
/// Livery's precedence and sets each resolved property through its
/// ``PropertyApplier``, remembering per view what it replaced.
///
/// Re-styling (after a trait change, or a live reload with a new table)
/// sets what the table sets now and puts back what it set before and no
/// longer does; a property Livery never set (a value from code or Interface
/// Builder) is never touched. A property without an applier is left alone;
/// the built-in binding has one for every property the schema marks
/// `applied` (``PropertyReach``). Appliers run in the order they are given,
/// so one property can depend on another set before it (a slider's range
/// before its value, an image before its rendering mode). A value an applier
/// cannot convert (a font the device lacks, an image missing from the
/// catalog) leaves the view's value alone and is reported once.
///
/// The logic is generic over ``StyleHostView``: ``UIKitBinding`` binds it to
/// `UIView`, and the tests to a mock.
@MainActor public final class StyleAdapter<View: StylableNode & StyleHostView>
where View.StyleChild == View, View.HostView == View {
    public private(set) var table: InvocationTable
    /// The traits whose changes can change a style (``InvocationTable/traitDependencies``).
    public private(set) var traitDependencies: Set<TraitName>
    private var resolver: Resolver
    /// The appliers by keypath, each with its place in the given order: one
    /// keypath may have several, for different classes.
    private let appliers: [String: [Ordered]]
    /// The appliers by the table's property ids.
    private var appliersByID: [PropertyID: [Ordered]] = [:]
    /// The roots styled with ``style(_:)``, re-styled by ``reload(_:)``.
    private var roots: [WeakView] = []
    /// Styles the items views hold (a bar's items), when `View` holds any (``StyleItemContainer``).
    private var items: ItemStyling<View>?
    /// Told once per failure (property and value) that a value could not be applied.
    private let report: (ConversionFailure) -> Void
    private var reported: Set<ConversionFailure> = []

    /// `report` hears, once each, of values the appliers could not convert;
    /// by default they are printed.
    public init(
        table: InvocationTable, appliers: [PropertyApplier<View>],
        report: @escaping (ConversionFailure) -> Void = { print($0) }
    ) {
        self.table = table
        resolver = Resolver(table: table)
        traitDependencies = table.traitDependencies
        self.appliers = Dictionary(grouping: appliers.enumerated().map { Ordered(order: $0.offset, applier: $0.element) }) {
            $0.applier.keyPath
        }
        self.report = report
        appliersByID = StyleAdapter.index(self.appliers, in: table)
        if let container = View.self as? any StyleItemContainer.Type {
            items = ItemStyling<View>.make(container, table: table, report: report)
        }
    }

    private static func index(_ appliers: [String: [Ordered]], in table: InvocationTable) -> [PropertyID: [Ordered]] {
        var byID: [PropertyID: [Ordered]] = [:]
        for (keyPath, applier) in appliers {
            if let id = table.registry.id(of: keyPath) { byID[id] = applier }
        }
        return byID
    }

    /// Styles a window (or any root view) and everything in it, in the
    /// root's trait environment; the root is remembered for live reloads.
    public func style(_ root: View) {
        if !roots.contains(where: { $0.view === root }) {
            roots.removeAll { $0.view == nil }
            roots.append(WeakView(view: root))
        }
        let nodes = StyleAdapter.preorder(root)
        apply(resolver.resolve(root, traits: root.styleEnvironment), to: nodes)
    }

    /// Styles a view that joined a window, and its subviews, given its
    /// superviews: the resolver visits only the chain above it, not the window.
    public func viewDidMoveToWindow(_ view: View) {
        let ancestors = StyleAdapter.superviews(of: view)
        let traits = (ancestors.first ?? view).styleEnvironment
        apply(resolver.resolve(view, ancestors: ancestors, traits: traits), to: StyleAdapter.preorder(view))
    }

    /// Re-styles a root after its trait environment changed from `previous`,
    /// only when a changed trait is one the table depends on. Returns whether it did.
    @discardableResult
    public func traitsDidChange(_ root: View, previous: TraitCollection) -> Bool {
        guard !root.styleEnvironment.changedTraits(from: previous).isDisjoint(with: traitDependencies) else { return false }
        style(root)
        return true
    }

    /// Live reload: re-styles every root styled so far from a new table,
    /// putting back what the old table set and the new one does not.
    public func reload(_ table: InvocationTable) {
        self.table = table
        resolver = Resolver(table: table)
        traitDependencies = table.traitDependencies
        appliersByID = StyleAdapter.index(appliers, in: table)
        items?.reload(table)
        roots.removeAll { $0.view == nil }
        for root in roots.compactMap(\.view) { style(root) }
    }

    /// A view's superviews, the root first.
    private static func superviews(of view: View) -> [View] {
        var ancestors: [View] = []
        var current = view.styleSuperview
        while let next = current {
            ancestors.append(next)
            current = next.styleSuperview
        }
        return ancestors.reversed()
    }

    /// The views in the resolver's order (pre-order), with an explicit stack.
    private static func preorder(_ root: View) -> [View] {
        var nodes: [View] = []
        var stack = [root]
        while let node = stack.popLast() {
            nodes.append(node)
            stack.append(contentsOf: node.styleChildren.reversed())
        }
        return nodes
    }

    private func apply(_ tree: ResolvedTree, to nodes: [View]) {
        for (view, node) in zip(tree.views, nodes) { apply(view.style, to: node) }
        guard let items else { return }
        for node in nodes where items.holdsItems(node) {
            let ancestors = StyleAdapter.superviews(of: node)
            items.style(node, ancestors, (ancestors.first ?? node).styleEnvironment)
        }
    }

    /// Styles one node whose ancestors are of another type (a bar item under
    /// its bar's views), `traits` being the environment at the top of them.
    func style<A: StylableNode>(_ node: View, under ancestors: [A], traits: TraitCollection) {
        apply(resolver.resolve(node, ancestors: ancestors, traits: traits), to: StyleAdapter.preorder(node))
    }

    /// Sets what the style sets and puts back what an earlier style set and this one does not.
    private func apply(_ style: ResolvedStyle, to view: View) {
        var record = view.styleRecord ?? AppliedStyleRecord()
        var current: Set<AppliedStyleRecord.Slot> = []
        func applier(_ candidates: [Ordered]?, keyed: Bool) -> Ordered? {
            candidates?.first { $0.applier.isKeyed == keyed && $0.applier.accepts(view) }
        }
        var writes: [(applier: Ordered, property: ResolvedProperty, axis: PropertyApplier<View>.AxisSlot?)] = []
        for entry in style.properties {
            if let applier = applier(appliersByID[entry.key], keyed: false) { writes.append((applier, entry.value, nil)) }
        }
        for slot in style.keyed {
            guard let applier = applier(appliersByID[slot.property], keyed: true) else { continue }
            writes.append((applier, slot.value, PropertyApplier<View>.AxisSlot(key: slot.axisKey, name: style.name(slot.axisKey))))
        }
        // By the appliers' order; a keyed property's slots keep theirs.
        let ordered = writes.indices.sorted { (writes[$0].applier.order, $0) < (writes[$1].applier.order, $1) }
        for (ordered, property, axis) in ordered.map({ writes[$0] }) {
            let applier = ordered.applier
            let slot = AppliedStyleRecord.Slot(keyPath: applier.keyPath, axisKey: axis?.name)
            guard let original = record.originals[slot] ?? applier.read(view, axis) else { continue }
            if applier.write(view, property, axis) {
                record.originals[slot] = original
                record.applied[slot] = applier.read(view, axis)
                current.insert(slot)
            } else {
                // The view keeps what it has, a value Livery set before included.
                if record.originals[slot] != nil { current.insert(slot) }
                let failure = ConversionFailure(keyPath: applier.keyPath, value: ConversionFailure.name(of: property))
                if reported.insert(failure).inserted { report(failure) }
            }
        }
        for (slot, original) in record.originals where !current.contains(slot) {
            guard let applier = applier(appliers[slot.keyPath], keyed: slot.axisKey != nil)?.applier else { continue }
            let axis = slot.axisKey.flatMap { name in
                axisKey(named: name, in: style).map { PropertyApplier<View>.AxisSlot(key: $0, name: name) }
            }
            applier.restore(view, original, axis)
            record.originals[slot] = nil
            record.applied[slot] = nil
        }
        view.styleRecord = record.originals.isEmpty ? nil : record
    }

    /// The key of an axis key name: a control state's, else the table's.
    private func axisKey(named name: String, in style: ResolvedStyle) -> AxisKey? {
        ControlState(key: name).map(AxisKey.init) ?? table.registry.names.axisKey(name)
    }

    private struct WeakView {
        weak var view: View?
    }

    /// An applier and its place in the order the adapter was given.
    private struct Ordered {
        var order: Int
        var applier: PropertyApplier<View>
    }
}
