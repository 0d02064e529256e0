import LiveryCore

/// A `UINavigationBarAppearance` (or tab bar, toolbar, tab item, bar button
/// item appearance) built step by step in a function. UIKit copies one when
/// it is assigned to a slot, so assignment takes a snapshot of its properties.
final class AppearanceObject {
    /// One property set on it, by its path below the object.
    struct Entry {
        var path: [String]
        var value: CodeExpression
        var location: SourceLocation
        /// The lines that handed the value on from another object (`appearance.backButtonAppearance = .clear`).
        var via: [SourceLocation] = []
        /// The lines whose values for the path this one replaced (``ProxyEffect/replaced``).
        var replaced: [SourceLocation] = []
    }

    /// The class constructed (`UINavigationBarAppearance`).
    let className: String
    private(set) var entries: [Entry] = []
    /// Why some of its properties cannot be known (set in a branch the importer does not follow).
    private(set) var unknowns: [(reason: String, location: SourceLocation)] = []
    /// A line changing the object in code the importer does not follow: why it is not followed, where it stopped, and
    /// whether that code never runs.
    struct NotFollowed: Sendable {
        var location: SourceLocation
        var reason: String
        var stoppedAt: String
        var obsolete: Bool
        /// A line the importer followed whose object is not known after it: `reason` is the call's, as it is.
        var followed = false
    }
    private(set) var linesNotFollowed: [NotFollowed] = []
    /// Bumped by each change, with where the last was: a proxy given the object before holds it, not a copy.
    private(set) var version = 0
    private(set) var lastChange: SourceLocation?

    /// The proxies given appearance objects in one function, each with the object's version then. A
    /// proxy keeps the object it is given and UIKit copies it only as each bar appears, so a change made
    /// after reaches the bars, or not, as the run goes: such an assignment is not converted.
    final class Assignments {
        /// One proxy given an object: the object, its version then, and what it was given to.
        struct Given {
            var object: AppearanceObject
            var version: Int
            var target: ProxyTarget
            var path: [String]
            var arguments: [CodeArgument]
        }

        private var list: [(given: Given, at: SourceLocation)] = []

        /// The object a proxy was given at `location`.
        func object(givenAt location: SourceLocation) -> AppearanceObject? { list.last { $0.at == location }?.given.object }

        func note(_ object: AppearanceObject, at location: SourceLocation, target: ProxyTarget, path: [String], arguments: [CodeArgument]) {
            list.append((Given(object: object, version: object.version, target: target, path: path, arguments: arguments), location))
        }

        /// The object last given to `target` below `path`: what reading the proxy back gives
        /// (`bar.scrollEdgeAppearance = UINavigationBar.appearance().standardAppearance`).
        func given(to target: ProxyTarget, path: [String]) -> AppearanceObject? {
            list.last { $0.given.target == target && $0.given.path == path }?.given.object
        }

        /// Each assignment whose object changed after it, with where the object last changed.
        var changedAfter: [SourceLocation: (change: SourceLocation?, given: Given)] {
            var changed: [SourceLocation: (change: SourceLocation?, given: Given)] = [:]
            for (given, at) in list where given.object.version != given.version { changed[at] = (given.object.lastChange, given) }
            return changed
        }
    }

    init(className: String) { self.className = className }

    /// The classes that construct an appearance object; a plain view too, which
    /// apps build to give a proxy (`selectedBackgroundView`, a view with a colour),
    /// and a text shadow, which they put in text attributes.
    static let classNames: Set<String> = [
        "UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance", "UIBarAppearance",
        "UITabBarItemAppearance", "UIBarButtonItemAppearance", viewClass, shadowClass,
    ]
    static let viewClass = "UIView"
    static let shadowClass = "NSShadow"

    /// The object as a value, its state now: `NSShadow(shadowColor: …, shadowOffset: …)`, each property set
    /// an argument labelled with its path, as a text attribute's value reads it.
    var snapshot: CodeExpression {
        .call(.name(className), entries.map { CodeArgument(label: $0.path.joined(separator: "."), value: $0.value) })
    }

    func copy() -> AppearanceObject {
        let copy = AppearanceObject(className: className)
        copy.entries = entries
        copy.unknowns = unknowns
        copy.linesNotFollowed = linesNotFollowed
        return copy
    }

    /// The properties every bar's appearance has (`UIBarAppearance`'s): what `init(barAppearance:)` copies.
    static let sharedProperties: Set<String> = [
        "configure", "backgroundEffect", "backgroundColor", "backgroundImage", "backgroundImageContentMode", "shadowColor", "shadowImage",
    ]

    /// `UIToolbarAppearance(barAppearance: navigationBarAppearance)`: a new `className` object with this one's
    /// shared properties (a navigation bar's title attributes are not a toolbar's).
    func copyShared(as className: String) -> AppearanceObject {
        let copy = AppearanceObject(className: className)
        copy.entries = entries.filter { $0.path.first.map(AppearanceObject.sharedProperties.contains) == true }
        copy.unknowns = unknowns
        return copy
    }

    func set(_ path: [String], _ value: CodeExpression, at location: SourceLocation, via: [SourceLocation] = []) {
        replace({ $0.path == path }, with: Entry(path: path, value: value, location: location, via: via), at: location)
    }

    /// One entry of the dictionary below `path` (`titleTextAttributes[.font] = font`): the others it holds stay, and the
    /// line that set them is written with this one.
    func set(_ path: [String], key: CodeExpression, _ value: CodeExpression, at location: SourceLocation) {
        guard let entry = entries.last(where: { $0.path == path }), case .dictionary(let held) = entry.value.unnamed else {
            set(path, .dictionary([CodeEntry(key: key, value: value)]), at: location)
            return
        }
        changed(at: location)
        entries.removeAll { $0.path == path }
        let merged = CodeExpression.dictionary(held.filter { $0.key != key } + [CodeEntry(key: key, value: value)])
        entries.append(Entry(path: path, value: merged, location: location, via: [entry.location] + entry.via, replaced: entry.replaced))
    }

    /// Takes out the entries `removed` selects and adds `entry`, noting the lines it replaced.
    private func replace(_ removed: (Entry) -> Bool, with entry: Entry, at location: SourceLocation) {
        changed(at: location)
        var entry = entry
        entry.replaced += entries.filter(removed).flatMap { [$0.location] + $0.via + $0.replaced }
        entries.removeAll(where: removed)
        entries.append(entry)
    }

    /// Another object assigned below `path` (a tab item appearance into `stackedLayoutAppearance`) at `location`: copied.
    func set(_ path: [String], object: AppearanceObject, at location: SourceLocation) {
        entries.removeAll { $0.path.starts(with: path) }
        for entry in object.entries { set(path + entry.path, entry.value, at: entry.location, via: entry.via + [location]) }
        unknowns += object.unknowns
        linesNotFollowed += object.linesNotFollowed
    }

    /// `tabBar.inlineLayoutAppearance = tabBar.stackedLayoutAppearance`: what `source` holds below `from` (the
    /// object's as it is now, UIKit copying on assignment) put below `path`.
    func set(_ path: [String], copying source: AppearanceObject, from: [String], at location: SourceLocation) {
        let copied = source.entries.filter { $0.path.starts(with: from) }
        changed(at: location)
        entries.removeAll { $0.path.starts(with: path) }
        for entry in copied {
            entries.append(Entry(path: path + entry.path.dropFirst(from.count), value: entry.value, location: entry.location, via: entry.via + [location]))
        }
    }

    /// `configureWith…Background()`: UIKit resets the object's "background and shadow properties" (UIBarAppearance.h:
    /// ``sharedProperties``) below `path` to that configuration; the title's attributes and the items' appearances stay.
    func configure(_ path: [String], _ configuration: String, at location: SourceLocation) {
        replace(
            { entry in
                entry.path.starts(with: path) && entry.path.dropFirst(path.count).first.map(AppearanceObject.sharedProperties.contains) != false
            }, with: Entry(path: path + ["configure"], value: .name(configuration), location: location), at: location)
    }

    /// `configureWithDefault(for:)` on an item appearance: UIKit puts every property below `path` back to its default,
    /// which a stylesheet writes as nothing. The line, and those whose values it drops, are noted as having no effect.
    func reset(_ path: [String], at location: SourceLocation) {
        for entry in entries where entry.path.starts(with: path) {
            noteNotFollowed(
                .init(
                    location: entry.location, reason: "replaced at line \(location.line) by UIKit's defaults: this value never shows",
                    stoppedAt: "line \(location.line)", obsolete: true))
        }
        entries.removeAll { $0.path.starts(with: path) }
        changed(at: location)
        noteNotFollowed(
            .init(
                location: location, reason: "it puts back UIKit's defaults, which the stylesheet writes as nothing",
                stoppedAt: "configureWithDefault", obsolete: true))
    }

    func noteNotFollowed(_ line: NotFollowed) { linesNotFollowed.append(line) }

    func markUnknown(_ reason: String, at location: SourceLocation) {
        changed(at: location)
        unknowns.append((reason, location))
    }

    private func changed(at location: SourceLocation) {
        version += 1
        lastChange = location
    }
}
