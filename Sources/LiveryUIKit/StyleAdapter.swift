import LiveryCore

/// Styles real views from an ``InvocationTable``: resolves them with
/// Livery's precedence and sets each resolved property through its
/// ``PropertyApplier``, remembering per view what it replaced.
///
/// Re-styling (after a trait change, or a live reload with a new table)
/// sets what the table sets now and puts back what it set before and no
/// longer does; a property Livery never set (a value from code or Interface
/// Builder) is never touched. A property without an applier is left alone.
///
/// The logic is generic over ``StyleHostView``: ``UIKitBinding`` binds it to
/// `UIView`, and the tests to a mock.
@MainActor public final class StyleAdapter<View: StylableNode & StyleHostView>
where View.StyleChild == View, View.HostView == View {
    public private(set) var table: InvocationTable
    /// The traits whose changes can change a style (``InvocationTable/traitDependencies``).
    public private(set) var traitDependencies: Set<TraitName>
    private var resolver: Resolver
    /// The appliers by keypath: one keypath may have several, for different classes.
    private let appliers: [String: [PropertyApplier<View>]]
    /// The appliers by the table's property ids.
    private var appliersByID: [PropertyID: [PropertyApplier<View>]] = [:]
    /// The roots styled with ``style(_:)``, re-styled by ``reload(_:)``.
    private var roots: [WeakView] = []

    public init(table: InvocationTable, appliers: [PropertyApplier<View>]) {
        self.table = table
        resolver = Resolver(table: table)
        traitDependencies = table.traitDependencies
        self.appliers = Dictionary(grouping: appliers, by: \.keyPath)
        appliersByID = StyleAdapter.index(self.appliers, in: table)
    }

    private static func index(
        _ appliers: [String: [PropertyApplier<View>]], in table: InvocationTable
    ) -> [PropertyID: [PropertyApplier<View>]] {
        var byID: [PropertyID: [PropertyApplier<View>]] = [:]
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
        var ancestors: [View] = []
        var current = view.styleSuperview
        while let next = current {
            ancestors.append(next)
            current = next.styleSuperview
        }
        ancestors.reverse()
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
        roots.removeAll { $0.view == nil }
        for root in roots.compactMap(\.view) { style(root) }
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
    }

    /// Sets what the style sets and puts back what an earlier style set and this one does not.
    private func apply(_ style: ResolvedStyle, to view: View) {
        var record = view.styleRecord ?? AppliedStyleRecord()
        var current: Set<AppliedStyleRecord.Slot> = []
        func set(_ applier: PropertyApplier<View>, _ property: ResolvedProperty, _ axis: PropertyApplier<View>.AxisSlot?) {
            let slot = AppliedStyleRecord.Slot(keyPath: applier.keyPath, axisKey: axis?.name)
            let original = record.originals[slot] ?? applier.read(view, axis)
            guard let original, applier.write(view, property, axis) else { return }
            record.originals[slot] = original
            current.insert(slot)
        }
        func applier(_ candidates: [PropertyApplier<View>]?, keyed: Bool) -> PropertyApplier<View>? {
            candidates?.first { $0.isKeyed == keyed && $0.accepts(view) }
        }
        for entry in style.properties {
            if let applier = applier(appliersByID[entry.key], keyed: false) { set(applier, entry.value, nil) }
        }
        for slot in style.keyed {
            guard let applier = applier(appliersByID[slot.property], keyed: true) else { continue }
            set(applier, slot.value, PropertyApplier<View>.AxisSlot(key: slot.axisKey, name: style.name(slot.axisKey)))
        }
        for (slot, original) in record.originals where !current.contains(slot) {
            guard let applier = applier(appliers[slot.keyPath], keyed: slot.axisKey != nil) else { continue }
            let axis = slot.axisKey.flatMap { name in
                axisKey(named: name, in: style).map { PropertyApplier<View>.AxisSlot(key: $0, name: name) }
            }
            applier.restore(view, original, axis)
            record.originals[slot] = nil
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
}
