/// Which functions run when a screen other than the app's first ones loads:
/// its load callbacks, and the methods of such a screen called only from
/// them. The first screens are the view controllers launch code constructs
/// where it builds its window's root in code (`window.rootViewController =
/// …`), and the classes they inherit from; a screen's `viewDidLoad` runs at
/// launch only for those, and any other's when the user opens it, so what it
/// sets on a proxy is not the app's style at launch. Not known (nil) where a
/// storyboard builds the root, or no root is set in the files read.
struct LoadedLater {
    /// The callbacks that run as a screen's view is loaded: what they set lasts from then on, for every bar after.
    static let loadCallbacks: Set<String> = ["viewDidLoad", "loadView"]

    /// The classes built at launch, with their superclasses.
    let launch: Set<String>
    /// Load callbacks and the functions called only from them, by name.
    let loadOnly: Set<String>
    /// The classes declaring a load callback that the code constructs (`DetailViewController()`): screens it opens.
    /// One only a storyboard or the system makes (an extension's principal class) may be the first of its target.
    let screens: Set<String>

    init?(functions: [CodeFunction], classes: [CodeClass]) {
        guard let launch = LoadedLater.launchClasses(functions: functions, classes: classes) else { return nil }
        self.launch = launch
        loadOnly = AppearanceInterpreter.calledOnlyFrom(LoadedLater.loadCallbacks, functions)
        let called = functions.reduce(into: Set<String>()) { names, function in names.formUnion(CallSites.names(in: function.statements)) }
        screens = Set(functions.filter { LoadedLater.loadCallbacks.contains($0.name) }.compactMap(\.owner)).intersection(called)
    }

    /// The screen whose loading runs `function`, when it is not one built at launch; nil otherwise.
    func screen(_ function: CodeFunction) -> String? {
        guard loadOnly.contains(function.name), let owner = function.owner, screens.contains(owner), !launch.contains(owner) else { return nil }
        return owner
    }

    /// The classes launch code constructs, with their superclasses; nil where the root is not set in code.
    private static func launchClasses(functions: [CodeFunction], classes declared: [CodeClass]) -> Set<String>? {
        let launch = RunOrder.following(functions)
        guard launch.setsRoot, !launch.fromStoryboard else { return nil }
        // A class's superclasses' `viewDidLoad` runs with its own.
        let superclass = Dictionary(declared.compactMap { type in type.superclass.map { (type.name, $0) } }) { first, _ in first }
        var found = launch.constructed
        for name in launch.constructed {
            var current = superclass[name]
            var steps = 0
            while let next = current, steps < RunOrder.maxDepth, found.insert(next).inserted {
                current = superclass[next]
                steps += 1
            }
        }
        return found
    }
}
