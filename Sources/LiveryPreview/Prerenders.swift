import LiveryGallery

/// Screens rendered as soon as a save changes them, before any page asks:
/// the page's request after the `change` event then waits for a render
/// already under way instead of starting one, so a save costs about one
/// render. Only the screens pages asked for most recently are rendered
/// ahead (``maxScreens``); a result nobody takes is replaced by the next
/// change, and a render that fails leaves the request to render (and
/// report) as usual.
actor Prerenders {
    static let maxScreens = 8

    /// The screens asked for, most recent last.
    private var recent: [(key: String, tree: String, variant: GalleryVariant)] = []
    private var pending: [String: Task<[UInt8]?, Never>] = [:]

    /// A page asked for this screen: it is among those rendered ahead.
    func requested(_ key: String, tree: String, variant: GalleryVariant) {
        recent.removeAll { $0.key == key }
        recent.append((key, tree, variant))
        if recent.count > Prerenders.maxScreens {
            pending[recent.removeFirst().key] = nil
        }
    }

    /// Starts rendering the recent screens of `trees`.
    func start(_ trees: [String], render: @escaping @Sendable (String, GalleryVariant) async -> [UInt8]?) {
        for screen in recent where trees.contains(screen.tree) {
            let (tree, variant) = (screen.tree, screen.variant)
            pending[screen.key] = Task { await render(tree, variant) }
        }
    }

    /// The render started ahead for this screen, once.
    func take(_ key: String) -> Task<[UInt8]?, Never>? {
        pending.removeValue(forKey: key)
    }
}
