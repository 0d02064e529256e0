// Linux-only stand-in for the `ObjectiveC` module: the three runtime calls
// LiveryUIKit makes, transcribed from the Objective-C runtime's <objc/runtime.h>
// (macOS/iOS SDK, usr/include/objc/runtime.h). See Surface/README.md.
//
// Behaviour modelled: associated objects live in one global table keyed by
// (the object's identity, the key pointer), guarded by a lock. The runtime
// drops an object's associations when it deallocates; a Swift object without
// an Objective-C base class cannot be observed deallocating, so each entry
// keeps a weak reference to its owner and is treated as gone (and purged)
// once the owner is gone, so a new object at a reused address never sees
// another object's values.

import Foundation

// runtime.h:
// typedef OBJC_ENUM(uintptr_t, objc_AssociationPolicy) {
//     OBJC_ASSOCIATION_ASSIGN = 0,
//     OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
//     OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
//     OBJC_ASSOCIATION_RETAIN = 01401,
//     OBJC_ASSOCIATION_COPY = 01403
// };
// (uintptr_t imports as UInt; the octal constants are 769 and 771.)
public enum objc_AssociationPolicy: UInt, Sendable {
    /// runtime.h: OBJC_ASSOCIATION_ASSIGN = 0, /**< Specifies a weak reference to the associated object. */
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// runtime.h: OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1, /**< Specifies a strong reference to the associated object. The association is not made atomically. */
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// runtime.h: OBJC_ASSOCIATION_COPY_NONATOMIC = 3, /**< Specifies that the associated object is copied. The association is not made atomically. */
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// runtime.h: OBJC_ASSOCIATION_RETAIN = 01401, /**< Specifies a strong reference to the associated object. The association is made atomically. */
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// runtime.h: OBJC_ASSOCIATION_COPY = 01403 /**< Specifies that the associated object is copied. The association is made atomically. */
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// One association: the owner (weakly, to notice it is gone) and the value
/// (strongly, or weakly for `OBJC_ASSOCIATION_ASSIGN` of an object).
private struct Association {
    weak var owner: AnyObject?
    var strongValue: Any?
    weak var weakValue: AnyObject?

    var value: Any? { strongValue ?? weakValue }
}

private struct AssociationKey: Hashable {
    let object: ObjectIdentifier
    let key: UnsafeRawPointer
}

/// Stub only: the association table. Swift 6 requires global mutable state
/// to be isolated or unsafe; every access holds `associationLock`.
nonisolated(unsafe) private var associations: [AssociationKey: Association] = [:]
/// Stub only: the table's size after the last purge of dead owners.
nonisolated(unsafe) private var sizeAfterPurge = 0
private let associationLock = NSLock()

// runtime.h: OBJC_EXPORT void objc_setAssociatedObject(id _Nonnull object, const void * _Nonnull key, id _Nullable value, objc_AssociationPolicy policy) OBJC_AVAILABLE(10.6, 3.1, 9.0, 1.0, 2.0);
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let slot = AssociationKey(object: ObjectIdentifier(owner), key: key)
    var entry = Association(owner: owner)
    if let value {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            // A weak (unretained) reference when the value is an object.
            if type(of: value) is AnyClass { entry.weakValue = value as AnyObject } else { entry.strongValue = value }
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            entry.strongValue = (value as? NSCopying)?.copy(with: nil) ?? value
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            entry.strongValue = value
        }
    }
    associationLock.lock()
    defer { associationLock.unlock() }
    associations[slot] = value == nil ? nil : entry
    if associations.count > max(64, sizeAfterPurge * 2) {
        associations = associations.filter { $0.value.owner != nil }
        sizeAfterPurge = associations.count
    }
}

// runtime.h: OBJC_EXPORT id _Nullable objc_getAssociatedObject(id _Nonnull object, const void * _Nonnull key) OBJC_AVAILABLE(10.6, 3.1, 9.0, 1.0, 2.0);
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    let slot = AssociationKey(object: ObjectIdentifier(owner), key: key)
    associationLock.lock()
    defer { associationLock.unlock() }
    guard let entry = associations[slot] else { return nil }
    guard entry.owner === owner else {
        // The address was reused: the association belonged to a deallocated object.
        associations[slot] = nil
        return nil
    }
    return entry.value
}

// runtime.h: OBJC_EXPORT Class _Nullable class_getSuperclass(Class _Nullable cls) OBJC_AVAILABLE(10.5, 2.0, 9.0, 1.0, 2.0);
// Implemented with the standard library's `_getSuperclass`. The stub UIKit
// classes derive from swift-corelibs-foundation's NSObject, so a view's chain
// ends UIResponder → NSObject → nil as on iOS.
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? {
    guard let cls else { return nil }
    return _getSuperclass(cls)
}
