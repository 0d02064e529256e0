import Foundation

/// The app delegates made for one device only. An app whose `Info.plist`
/// names a main nib per device (`NSMainNibFile` for iPhone and
/// `NSMainNibFile~ipad`, as Xcode's universal template of iOS 4 made it)
/// gets its delegate from the nib it starts with: `AppDelegate_iPad` from
/// `MainWindow_iPad.xib`, `AppDelegate_iPhone` from `MainWindow_iPhone.xib`.
/// Only one of them runs on a device, so what each sets is that device's
/// style, as a branch on the idiom would make it.
enum DeviceDelegates {
    /// The idiom (``AppearanceInterpreter/idioms``) of each delegate class in `delegates` that only one device's main nib
    /// makes; `plists` are the `Info.plist` texts, `nibs` the paths of the `.xib` files found, read with `read`.
    static func idioms(plists: [String], nibs: [String], delegates: Set<String>, read: (String) -> String?) -> [String: String] {
        guard delegates.count > 1 else { return [:] }
        // The nib each device starts with: the key without a suffix is every device's that has no key of its own.
        var named: [String: String] = [:]
        for plist in plists {
            for (key, idiom) in [("NSMainNibFile", "phone"), ("NSMainNibFile~iphone", "phone"), ("NSMainNibFile~ipad", "pad")] {
                if let nib = StoryboardRoots.values(of: key, in: plist).first { named[idiom] = nib }
            }
        }
        guard let phone = named["phone"], let pad = named["pad"], phone != pad else { return [:] }
        var made: [String: Set<String>] = [:]
        for (idiom, nib) in [("phone", phone), ("pad", pad)] {
            guard let path = nibs.first(where: { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension == nib }),
                let text = read(path)
            else { return [:] }
            made[idiom] = delegates.filter { mentions(text, $0) }
        }
        var idioms: [String: String] = [:]
        for (idiom, classes) in made {
            let other = made[idiom == "pad" ? "phone" : "pad"] ?? []
            for name in classes.subtracting(other) { idioms[name] = idiom }
        }
        return idioms
    }

    /// Whether a nib names the class: `customClass="AppDelegate_iPad"`, or an older nib's `<string key="6.CustomClassName">AppDelegate_iPad</string>`.
    private static func mentions(_ nib: String, _ name: String) -> Bool {
        nib.contains("customClass=\"\(name)\"") || nib.contains("CustomClassName\">\(name)</string>")
    }
}
