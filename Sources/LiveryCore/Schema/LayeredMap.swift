/// A class's map of something per property (specs, defaults, axes), built
/// on its superclass's: while the superclass's map is small it is copied, so
/// a lookup is one dictionary probe; past ``maxCopied`` entries the subclass
/// links to it instead. A deep chain of classes that each declare many
/// properties then costs memory linear in what they declare, not a copy of
/// every inherited property per class.
final class LayeredMap<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    static var maxCopied: Int { 512 }

    /// This layer's entries (with the superclass's copied in, if they were few).
    private let entries: [Key: Value]
    /// The superclass's map, when it was too large to copy.
    private let inherited: LayeredMap?
    /// Entries in all layers.
    let count: Int

    private init(entries: [Key: Value], inherited: LayeredMap?) {
        self.entries = entries
        self.inherited = inherited
        count = entries.count + (inherited?.count ?? 0)
    }

    static var empty: LayeredMap { LayeredMap(entries: [:], inherited: nil) }

    /// This map with a subclass's own entries over it.
    func extended(by own: [Key: Value]) -> LayeredMap {
        if own.isEmpty { return self }
        guard entries.count + own.count <= LayeredMap.maxCopied else { return LayeredMap(entries: own, inherited: self) }
        return LayeredMap(entries: entries.merging(own) { _, subclass in subclass }, inherited: inherited)
    }

    var isEmpty: Bool { count == 0 }

    /// One probe for a class whose superclasses' entries were copied (all
    /// of UIKit's); a layer more per linked superclass (at most the class depth).
    subscript(key: Key) -> Value? {
        if let value = entries[key] { return value }
        return inherited?[key]
    }

    /// Every entry, a subclass's over its superclass's.
    var all: [Key: Value] {
        var result = inherited?.all ?? [:]
        result.merge(entries) { _, subclass in subclass }
        return result
    }
}
