import Foundation

/// The view controllers an app's main storyboard shows first: the one it
/// starts with (`initialViewController`), and those held by a relationship
/// two levels down (a tab bar controller's first tab, whose view alone loads
/// at launch, and a navigation controller's root), by their custom classes. The main storyboard is the one an
/// `Info.plist` names (`UIMainStoryboardFile`, a scene's
/// `UISceneStoryboardFile`), else `Main.storyboard`; an extension's (`NSExtensionMainStoryboard`) starts the
/// extension, not the app, and is read on its own. Read for what
/// ``LoadedLater`` needs, by the attributes Interface Builder writes, not as
/// a whole XML document: an unreadable or unexpected file names no screen.
enum StoryboardRoots {
    /// Largest storyboard or `Info.plist` read; a larger one is passed over.
    static let maxFileBytes = 8 << 20

    /// The first screens' classes, of the app's main storyboard or, with `extensions`, of its extensions'; nil where no
    /// such storyboard is among `storyboards`, or it names no first screen.
    static func classes(storyboards: [(file: String, text: String)], plists: [String], extensions: Bool = false) -> Set<String>? {
        let found = Set(firstScenes(storyboards: storyboards, plists: plists, extensions: extensions).compactMap { attribute("customClass", in: $0.element) })
        return found.isEmpty ? nil : found
    }

    /// The custom classes of the views inside the app's first scenes (`<tabBar key="tabBar" customClass="TabBar">`): the
    /// storyboard unarchives them as the app starts, so their `awakeFromNib` runs at launch, before they are in the window.
    static func views(storyboards: [(file: String, text: String)], plists: [String]) -> Set<String> {
        var found: Set<String> = []
        for scene in firstScenes(storyboards: storyboards, plists: plists, extensions: false) {
            var rest = scene.body
            while let range = rest.range(of: " customClass=\"") {
                rest = rest[range.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                found.insert(String(rest[..<end]))
            }
        }
        return found
    }

    /// The scenes the main storyboard (or, with `extensions`, each extension's) shows first: its initial view
    /// controller's, and those a relationship holds two levels down.
    private static func firstScenes(
        storyboards: [(file: String, text: String)], plists: [String], extensions: Bool
    ) -> [(element: Substring, body: Substring)] {
        let keys = extensions ? ["NSExtensionMainStoryboard"] : ["UIMainStoryboardFile", "UISceneStoryboardFile"]
        var names = Set(plists.flatMap { plist in keys.flatMap { key in values(of: key, in: plist) } })
        if names.isEmpty, !extensions { names = ["Main"] }
        let main = storyboards.filter { names.contains((($0.file as NSString).lastPathComponent as NSString).deletingPathExtension) }
        var found: [(element: Substring, body: Substring)] = []
        for storyboard in main {
            guard let initial = attribute("initialViewController", in: storyboard.text) else { continue }
            var pending = [(initial, 0)]
            var seen: Set<String> = []
            while let (id, depth) = pending.popLast() {
                guard seen.insert(id).inserted, let scene = scene(of: id, in: storyboard.text) else { continue }
                found.append(scene)
                // A container's children: a tab bar controller's first tab, a navigation controller's root (two levels down).
                // Only the selected tab's view loads at launch, the first unless code selects another; the rest as the user opens them.
                guard depth < 2 else { continue }
                var tabs = 0
                for segue in elements("segue", in: scene.body) where attribute("kind", in: segue) == "relationship" {
                    if attribute("relationship", in: segue) == "viewControllers" {
                        tabs += 1
                        if tabs > 1 { continue }
                    }
                    if let destination = attribute("destination", in: segue) { pending.append((destination, depth + 1)) }
                }
            }
        }
        return found
    }

    /// The classes of every scene of `storyboards`: where no main storyboard starts the app, each is made as code
    /// asks for it (`instantiateViewController(withIdentifier:)`) or a segue of one such opens it.
    static func sceneClasses(storyboards: [(file: String, text: String)]) -> Set<String> {
        let tags = ["viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController"]
        var found: Set<String> = []
        for storyboard in storyboards {
            for tag in tags {
                for element in elements(tag, in: storyboard.text[...]) {
                    if let custom = attribute("customClass", in: element) { found.insert(custom) }
                }
            }
        }
        return found
    }

    /// The classes of the scenes a segue other than a relationship opens (`show`, `presentation`, a push),
    /// in any storyboard: screens the user opens, never the app's first.
    static func opened(storyboards: [(file: String, text: String)]) -> Set<String> {
        var found: Set<String> = []
        for storyboard in storyboards {
            for segue in elements("segue", in: storyboard.text[...]) where attribute("kind", in: segue) != "relationship" {
                guard let destination = attribute("destination", in: segue), let scene = scene(of: destination, in: storyboard.text),
                    let custom = attribute("customClass", in: scene.element)
                else { continue }
                found.insert(custom)
            }
        }
        return found
    }

    /// The `<string>` values following `<key>key</key>` in a property list.
    static func values(of key: String, in plist: String) -> [String] {
        var found: [String] = []
        var rest = plist[...]
        while let keyRange = rest.range(of: "<key>\(key)</key>") {
            rest = rest[keyRange.upperBound...]
            let trimmed = rest.drop { $0.isWhitespace }
            guard trimmed.hasPrefix("<string>"), let end = trimmed.range(of: "</string>") else { continue }
            found.append(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 8)..<end.lowerBound]))
        }
        return found
    }

    /// The first value of `name="…"` in `text`.
    private static func attribute(_ name: String, in text: Substring) -> String? {
        var rest = text
        while let range = rest.range(of: name + "=\"") {
            // A whole attribute name: preceded by a space, not the tail of a longer one.
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            guard before == nil || before?.isWhitespace == true, let end = rest.firstIndex(of: "\"") else { continue }
            return String(rest[..<end])
        }
        return nil
    }

    private static func attribute(_ name: String, in text: String) -> String? { attribute(name, in: text[...]) }

    /// Each `<tag …>` opening (or empty) element's text in `text`.
    private static func elements(_ tag: String, in text: Substring) -> [Substring] {
        var found: [Substring] = []
        var rest = text
        while let start = rest.range(of: "<" + tag + " ") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            found.append(rest[start.lowerBound...end])
            rest = rest[rest.index(after: end)...]
        }
        return found
    }

    /// The element whose `id` is `id` (its opening tag) and the rest of its scene, where its connections are.
    private static func scene(of id: String, in text: String) -> (element: Substring, body: Substring)? {
        guard let idRange = text.range(of: " id=\"\(id)\""), let open = text[..<idRange.lowerBound].lastIndex(of: "<"),
            let close = text[idRange.upperBound...].firstIndex(of: ">")
        else { return nil }
        let sceneEnd = text[close...].range(of: "</scene>")?.lowerBound ?? text.endIndex
        return (text[open...close], text[close..<sceneEnd])
    }
}
