/// Applies a compiled stylesheet to view trees: UIAppearance's replay of
/// recorded invocations, with Docs/Stylesheets.md's precedence.
///
/// Build one per ``InvocationTable`` (it indexes the rules once) and use it for
/// any number of trees of any ``StylableNode`` type. Resolution is a pure
/// function of the table, the tree and the traits: it never reads a style
/// applied earlier, so re-styling with a new resolver gives exactly what
/// styling a fresh tree gives.
public struct Resolver: Sendable {
    /// How ``Resolver/explain(_:in:traits:)`` finds its view.
    public enum ViewReference: Sendable, Hashable {
        /// The node whose ``StylableNode/styleID`` is this (the first in pre-order).
        case id(String)
        /// The child-index path (`""` for the root, `"0.1"`).
        case path(String)
    }

    let index: RuleIndex
    /// Whether views that must resolve alike share one cascade (``StyleSharing``).
    /// Off only in tests, to check that sharing changes nothing.
    var sharesStyles = true

    public init(table: InvocationTable) {
        index = RuleIndex(table: table)
    }

    public var table: InvocationTable { index.table }

    /// Resolves every view of Livery's own tree. The same as the generic
    /// method; this overload lets the compiler specialize the walk for
    /// ``ViewNode`` inside the module, where callers in other modules would
    /// reach only the unspecialized generic code.
    public func resolve(_ root: ViewNode, traits: TraitCollection = TraitCollection()) -> ResolvedTree {
        resolveTree(root, traits: traits, views: root.subtreeCount)
    }

    /// Resolves every view of the tree in the root environment `traits`.
    public func resolve<N: StylableNode>(_ root: N, traits: TraitCollection = TraitCollection()) -> ResolvedTree {
        resolveTree(root, traits: traits)
    }

    /// The work limit the command line resolves with: far above what real
    /// stylesheets and trees need (the bench's 10,000 views and 1,000 rules
    /// take about 100,000 checks), far below what hurts.
    public static let defaultWorkLimit = 50_000_000

    /// Resolves the tree, stopping with ``ResolutionError/workBudget(path:limit:)``
    /// once matching has made more than `workLimit` rule checks: for trees
    /// and stylesheets from files, where 10,000 rules with long containment
    /// chains against 10,000 distinct views would take minutes.
    public func resolve<N: StylableNode>(
        _ root: N, traits: TraitCollection = TraitCollection(), workLimit: Int
    ) throws(ResolutionError) -> ResolvedTree {
        var views: [ResolvedView] = []
        views.reserveCapacity((root as? ViewNode)?.subtreeCount ?? 0)
        let stoppedAt = walk(root, ancestors: [N](), traits: traits, sharesStyles: sharesStyles, workLimit: workLimit) { _, _, view in
            views.append(view)
            return false
        }
        if let stoppedAt { throw .workBudget(path: stoppedAt, limit: workLimit) }
        return ResolvedTree(views: views)
    }

    /// Resolves a subtree given its ancestors (root first, the subtree's
    /// parent last), without resolving their other descendants: a cell
    /// added while scrolling. Each ancestor is resolved for what it hands
    /// down (traits, inherited values, part targets, containment), so the
    /// subtree gets exactly the styles a whole-tree resolution gives it.
    /// Paths are relative to the subtree's root; an ancestor is named by
    /// how far up it is (`^1` is the parent) where an inherited value says
    /// where it came from.
    public func resolve<N: StylableNode, A: StylableNode>(
        _ subtree: N, ancestors: [A], traits: TraitCollection = TraitCollection()
    ) -> ResolvedTree {
        var views: [ResolvedView] = []
        walk(subtree, ancestors: ancestors, traits: traits, sharesStyles: sharesStyles) { _, _, view in
            views.append(view)
            return false
        }
        return ResolvedTree(views: views)
    }

    /// Styles a subtree given its ancestors, as ``resolve(_:ancestors:traits:)``
    /// resolves it, handing each node its style.
    @discardableResult
    public func apply<N: StylableNode, A: StylableNode>(
        to subtree: inout N, ancestors: [A], traits: TraitCollection = TraitCollection()
    ) -> ResolvedTree {
        let tree = resolve(subtree, ancestors: ancestors, traits: traits)
        deliver(tree.views.map(\.style), to: &subtree)
        return tree
    }

    /// `count`: how many views to make room for (the tree's size, when known),
    /// so a large tree's views are not copied each time their array grows.
    private func resolveTree<N: StylableNode>(_ root: N, traits: TraitCollection, views count: Int = 0) -> ResolvedTree {
        var views: [ResolvedView] = []
        views.reserveCapacity(count)
        walk(root, ancestors: [N](), traits: traits, sharesStyles: sharesStyles) { _, _, view in
            views.append(view)
            return false
        }
        return ResolvedTree(views: views)
    }

    /// Resolves the tree and hands each node its style through
    /// ``StylableNode/applyStyle(_:)``, replacing what an earlier stylesheet set.
    @discardableResult
    public func apply<N: StylableNode>(to root: inout N, traits: TraitCollection = TraitCollection()) -> ResolvedTree {
        let tree = resolveTree(root, traits: traits)
        deliver(tree.views.map(\.style), to: &root)
        return tree
    }

    /// Explains one view: its matching rules and each property's contest.
    /// Nil when no node matches the reference.
    public func explain<N: StylableNode>(
        _ reference: ViewReference, in root: N,
        traits: TraitCollection = TraitCollection()
    ) -> Explanation? {
        (try? explain(reference, in: root, traits: traits, workLimit: .max)) ?? nil
    }

    /// Explains every view, in pre-order, in one walk (a lint of a whole
    /// tree): no style is shared, so every view has its contest, and the
    /// explanations' views are the tree ``resolve(_:traits:workLimit:)`` gives.
    package func explainAll<N: StylableNode>(
        in root: N, traits: TraitCollection = TraitCollection(), workLimit: Int
    ) throws(ResolutionError) -> [Explanation] {
        var result: [Explanation] = []
        let stoppedAt = walk(
            root, ancestors: [N](), traits: traits, sharesStyles: false, keepsCascades: true, workLimit: workLimit
        ) { _, cascade, view in
            if let explanation = cascade?.explanation(view: view) { result.append(explanation) }
            return false
        }
        if let stoppedAt { throw .workBudget(path: stoppedAt, limit: workLimit) }
        return result
    }

    /// Explains one view within a work limit, as ``resolve(_:traits:workLimit:)`` resolves.
    public func explain<N: StylableNode>(
        _ reference: ViewReference, in root: N, traits: TraitCollection = TraitCollection(), workLimit: Int
    ) throws(ResolutionError) -> Explanation? {
        var result: Explanation?
        let stoppedAt = walk(
            root, ancestors: [N](), traits: traits, sharesStyles: false, keepsCascades: true, workLimit: workLimit
        ) { id, cascade, view in
            let found: Bool
            switch reference {
            case .id(let wanted): found = id == wanted
            case .path(let path): found = view.path == path
            }
            if found { result = cascade?.explanation(view: view) }
            return found
        }
        if let stoppedAt { throw .workBudget(path: stoppedAt, limit: workLimit) }
        return result
    }

    /// Visits the tree in pre-order with an explicit stack (no recursion, so
    /// any depth is safe), carrying the ancestors and what each view hands
    /// down; `ancestors` (root first) are resolved first, for that alone.
    /// With `keepsCascades`, `visit` gets the view's cascade unless its style
    /// was shared (which, with `sharesStyles` false, none is); it gets the
    /// node's id and returns true to stop. Returns the path of the view
    /// where matching passed `workLimit` rule checks, if it did.
    @discardableResult
    private func walk<N: StylableNode, A: StylableNode>(
        _ root: N, ancestors above: [A], traits: TraitCollection, sharesStyles: Bool, keepsCascades: Bool = false,
        workLimit: Int = .max, visit: (String?, Cascade?, ResolvedView) -> Bool
    ) -> String? {
        var ancestors = AncestorStack(classCount: index.chains.count)
        var sharing = StyleSharing()
        var matches = MatchCache()
        var stack: [WalkFrame<N.StyleChild>] = []

        /// Resolves one node: its view, its cascade when kept, what it hands down, its class.
        func resolveNode<M: StylableNode>(
            _ node: M, path: String, parent: InheritedContext, ancestry: Int
        ) -> (view: ResolvedView, cascade: Cascade?, context: InheritedContext, classID: Int?, controller: [Int]) {
            let classID = index.classID(of: node)
            // A controller's root view is inside it: its chain stands at the view's own depth while it matches.
            let controller = index.controllerChain(of: node)
            if !controller.isEmpty { ancestors.push(chain: controller) }
            defer { if !controller.isEmpty { ancestors.pop() } }
            var cascade: Cascade?
            let style: ResolvedStyle
            let childContext: InheritedContext
            if sharesStyles && sharing.isPaying && controller.isEmpty
                && StyleSharing.canShare(node, schema: index.schema(classID), parent: parent)
            {
                let key = StyleSharing.Key(
                    ancestry: ancestry, classID: classID, classes: node.styleClasses,
                    traits: parent.traits.overriding(node.styleTraitOverrides),
                    state: node.styleState, explicit: node.styleExplicitValues)
                let entry: StyleSharing.Entry
                if let shared = sharing.entry(for: key) {
                    entry = shared
                } else {
                    // Resolved without the ancestors' inherited values, which name their paths.
                    var own = Cascade(
                        node: node, classID: classID, path: path,
                        parent: InheritedContext(traits: parent.traits, targets: parent.targets),
                        index: index, ancestors: ancestors, matches: &matches)
                    entry = StyleSharing.entry(own)
                    own.recycle(into: &matches.spare)
                    sharing.store(entry, for: key)
                }
                (style, childContext) = StyleSharing.instantiate(entry, path: path, parent: parent)
            } else {
                var full = Cascade(
                    node: node, classID: classID, path: path, parent: parent, index: index, ancestors: ancestors,
                    matches: &matches)
                (style, childContext) = (full.style, full.childContext)
                if keepsCascades {
                    cascade = full
                } else {
                    full.recycle(into: &matches.spare)
                }
            }
            let view = ResolvedView(path: path, id: node.styleID, type: node.styleTypeName, style: style)
            return (view, cascade, childContext, classID, controller)
        }

        /// Enters a resolved node as the ancestor of what comes next: its
        /// class chain and its controller's at one depth, and its ancestry id.
        func descend(into resolved: (classID: Int?, controller: [Int]), ancestry: Int) -> Int {
            let chain = resolved.classID.map { index.chains[$0] } ?? []
            // Most views are no controller's: their chain is pushed as it is, not copied.
            ancestors.push(chain: resolved.controller.isEmpty ? chain : chain + resolved.controller)
            guard sharesStyles else { return ancestry }
            let own = sharing.ancestry(ancestry, then: resolved.classID)
            // Controller ids never name a view, so the pair cannot pass for two views.
            return resolved.controller.first.map { sharing.ancestry(own, then: $0) } ?? own
        }

        /// Resolves one node of the walked tree and queues its children; returns false to stop the walk.
        var stoppedAt: String?
        func enter<M: StylableNode>(_ node: M, path: String, parent: InheritedContext, ancestry: Int) -> Bool
        where M.StyleChild == N.StyleChild {
            let resolved = resolveNode(node, path: path, parent: parent, ancestry: ancestry)
            if matches.work > workLimit {
                stoppedAt = path
                return false
            }
            if visit(node.styleID, resolved.cascade, resolved.view) { return false }
            // A leaf is nobody's ancestor: most views are leaves.
            let children = node.styleChildren
            guard !children.isEmpty else { return true }
            let childAncestry = descend(into: (resolved.classID, resolved.controller), ancestry: ancestry)
            stack.append(
                WalkFrame(children: children, next: 0, path: path, context: resolved.context, ancestry: childAncestry))
            return true
        }

        // A declared trait nothing sets has its default.
        var context = InheritedContext(traits: traits.withDefaults(of: index.table.customTraits))
        var ancestry = StyleSharing.root
        for (depth, ancestor) in above.enumerated() {
            let resolved = resolveNode(ancestor, path: "^\(above.count - depth)", parent: context, ancestry: ancestry)
            ancestry = descend(into: (resolved.classID, resolved.controller), ancestry: ancestry)
            context = resolved.context
        }
        guard enter(root, path: "", parent: context, ancestry: ancestry) else { return stoppedAt }
        while let top = stack.indices.last {
            let i = stack[top].next
            guard i < stack[top].children.count else {
                stack.removeLast()
                ancestors.pop()
                continue
            }
            stack[top].next = i + 1
            let parentPath = stack[top].path
            let path = parentPath.isEmpty ? String(i) : parentPath + "." + String(i)
            guard
                enter(
                    stack[top].children[i], path: path, parent: stack[top].context,
                    ancestry: stack[top].ancestry)
            else { return stoppedAt }
        }
        return nil
    }

    /// Hands `styles` (in pre-order) to the nodes, rebuilding value-type trees
    /// bottom-up with an explicit stack; each node's children are read once
    /// and put back once (a no-op for class types).
    private func deliver<N: StylableNode>(_ styles: [ResolvedStyle], to root: inout N) {
        var remaining = styles[...]
        guard let rootStyle = remaining.popFirst() else { return }
        root.applyStyle(rootStyle)
        // The root's frame has no node of the children's type.
        var stack = [DeliveryFrame<N.StyleChild>(node: nil, children: root.styleChildren, next: 0)]
        while let top = stack.indices.last {
            let i = stack[top].next
            if i < stack[top].children.count, let style = remaining.popFirst() {
                var child = stack[top].children[i]
                child.applyStyle(style)
                stack.append(DeliveryFrame(node: child, children: child.styleChildren, next: 0))
                continue
            }
            let done = stack.removeLast()
            guard var node = done.node else {
                root.replaceStyleChildren(done.children)
                return
            }
            node.replaceStyleChildren(done.children)
            if let parent = stack.indices.last {
                stack[parent].children[stack[parent].next] = node
                stack[parent].next += 1
            }
        }
    }
}

/// A node whose children the walk is visiting.
private struct WalkFrame<N> {
    var children: [N]
    var next: Int
    var path: String
    var context: InheritedContext
    /// The ancestry id (``StyleSharing``) of the children's ancestors.
    var ancestry: Int
}

/// A node being rebuilt with its styled children (nil: the root).
private struct DeliveryFrame<N> {
    var node: N?
    var children: [N]
    var next: Int
}
