import Foundation

/// The class chain of an object as names (`PrimaryButton`, `UIButton`, …),
/// found by reflection once per class and cached: what lets a private
/// subclass match rules written for the UIKit class it extends.
enum ClassNames {
    private static let cache = ChainCache()

    /// The object's class and its superclasses, nearest first; never empty.
    static func chain(of object: AnyObject) -> [String] {
        let key = ObjectIdentifier(type(of: object))
        if let chain = cache.chain(for: key) { return chain }
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            names.append(String(describing: current.subjectType))
            mirror = current.superclassMirror
        }
        if names.isEmpty { names = [String(describing: type(of: object))] }
        cache.store(names, for: key)
        return names
    }

    /// A lock-protected map: nodes may be styled from any thread (each tree on one).
    private final class ChainCache: @unchecked Sendable {
        private let lock = NSLock()
        private var chains: [ObjectIdentifier: [String]] = [:]

        func chain(for key: ObjectIdentifier) -> [String]? {
            lock.lock()
            defer { lock.unlock() }
            return chains[key]
        }

        func store(_ chain: [String], for key: ObjectIdentifier) {
            lock.lock()
            defer { lock.unlock() }
            chains[key] = chain
        }
    }
}
