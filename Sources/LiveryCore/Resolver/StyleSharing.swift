/// Shares resolved styles between views that must come out the same, within
/// one walk: a style engine's matched-properties cache.
///
/// A view's cascade depends only on its class, style classes, control state,
/// the traits it inherits (with its own overrides), the class sequence of its
/// ancestors (what containment matches, and the depth the rank records), its
/// explicit values, the targets its parent drives on it, and — through the
/// values it inherits and the `target:` declarations of its class — on the
/// paths of the views involved. Real trees repeat themselves (every cell of a
/// list, every button in a bar), so views with no targets aimed at them and no
/// `target:` declarations of their own are resolved once per distinct key and
/// then copied. Values inherited from ancestors
/// (`tintColor`) are left out of the shared style and added per view, since
/// they name the ancestor they came from.
///
/// The cache lives for one walk, so it can never serve a style from another
/// table, tree or call.
struct StyleSharing {
    /// What makes two views' cascades identical (given the eligibility above).
    struct Key: Hashable {
        /// The interned class sequence of the ancestors.
        var ancestry: Int
        var classID: Int?
        var classes: [String]
        /// The inherited traits with the view's own overrides applied.
        var traits: TraitCollection
        var state: ControlState
        var explicit: ExplicitValues

        /// Hashes the fields that usually tell keys apart: hashing every
        /// trait and class name cost more than the rest of a shared view's
        /// resolution. Explicit values are hashed whole when there are any,
        /// or views that differ only in them would all collide. Equality
        /// still compares everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(ancestry)
            hasher.combine(classID)
            hasher.combine(state.rawValue)
            hasher.combine(classes.count)
            hasher.combine(traits.userInterfaceStyle)
            if !explicit.isEmpty { hasher.combine(explicit) }
        }
    }

    /// A resolved view as it can be shared.
    struct Entry {
        /// The style without values inherited from ancestors.
        var style: ResolvedStyle
        /// Inherited properties (`tintColor`) the view sets itself, with their
        /// values: what it hands its children, from its own path.
        var handsDown: [(property: PropertyID, value: Value)]
        /// Inherited properties the view has but does not set: it takes them
        /// from its ancestors.
        var takesFromAncestors: [PropertyID]
    }

    /// An ancestor sequence: the sequence above it, then one class.
    private struct Ancestry: Hashable {
        var parent: Int
        var classID: Int?
    }

    private var ancestries: [Ancestry: Int] = [:]
    private var entries: [Key: Entry] = [:]

    /// The ancestry id of the empty sequence (above the root).
    static let root = 0

    /// The ancestry id of `parent` extended by a view of class `classID`.
    mutating func ancestry(_ parent: Int, then classID: Int?) -> Int {
        let key = Ancestry(parent: parent, classID: classID)
        if let id = ancestries[key] { return id }
        let id = ancestries.count + 1
        ancestries[key] = id
        return id
    }

    /// Whether the view's cascade can be shared: nothing about it names a path.
    static func canShare<N: StylableNode>(_ node: N, schema: ClassSchema, parent: InheritedContext) -> Bool {
        schema.targets.isEmpty && (parent.targets.isEmpty || node.stylePart == nil)
    }

    /// Lookups so far, and how many found a style.
    private var lookups = 0, hits = 0
    /// How many views try sharing before it must have paid for itself.
    private static let trial = 256

    /// Whether sharing still pays in this walk: in a tree where views rarely
    /// repeat (each sets its own values), keying and storing every view costs
    /// more than it saves, so after a trial sharing goes on only while at
    /// least one lookup in eight finds a style.
    var isPaying: Bool { lookups < StyleSharing.trial || hits * 8 >= lookups }

    /// The shared entry for a key, if an earlier view made one.
    mutating func entry(for key: Key) -> Entry? {
        lookups += 1
        guard let entry = entries[key] else { return nil }
        hits += 1
        return entry
    }

    mutating func store(_ entry: Entry, for key: Key) {
        entries[key] = entry
    }

    /// The shareable result of a cascade run without values from ancestors.
    static func entry(_ cascade: Cascade) -> Entry {
        Entry(
            style: cascade.style, handsDown: cascade.ownInheritedValues,
            takesFromAncestors: cascade.schema.inherited.filter { cascade.effectiveValue($0) == nil })
    }

    /// The view's own style and its children's context: the shared entry
    /// with the values inherited from `parent` added.
    static func instantiate(
        _ entry: Entry, path: String, parent: InheritedContext
    )
        -> (style: ResolvedStyle, childContext: InheritedContext)
    {
        var style = entry.style
        if !parent.inherited.isEmpty {
            for property in entry.takesFromAncestors {
                guard let inherited = parent.inherited[property] else { continue }
                style.properties[property] = ResolvedProperty(
                    Contender(source: .inherited(fromPath: inherited.fromPath), value: inherited.value),
                    axisKey: nil, traits: style.traits)
            }
        }
        var context = InheritedContext(traits: style.traits, inherited: parent.inherited)
        context.handDown(entry.handsDown, from: path)
        return (style, context)
    }
}
