/// Which functions run when a screen other than the app's first ones loads:
/// its load callbacks, and the methods of such a screen called only from
/// them. Known only where ``LaunchScreens`` knows the first screens.
struct LoadedLater {
    /// The classes built at launch, with their superclasses.
    let launch: Set<String>
    /// Load callbacks and the functions called only from them, by name.
    let loadOnly: Set<String>
    /// The classes declaring a load callback that the code constructs (`DetailViewController()`): screens it opens.
    /// One only a storyboard or the system makes (an extension's principal class) may be the first of its target.
    let screens: Set<String>

    init?(functions: [CodeFunction], classes: [CodeClass]) {
        guard let launch = LaunchScreens.classes(functions: functions, classes: classes) else { return nil }
        self.launch = launch
        loadOnly = AppearanceInterpreter.calledOnlyFrom(LaunchScreens.loadCallbacks, functions)
        let called = functions.reduce(into: Set<String>()) { names, function in names.formUnion(CallSites.names(in: function.statements)) }
        screens = Set(functions.filter { LaunchScreens.loadCallbacks.contains($0.name) }.compactMap(\.owner)).intersection(called)
    }

    /// The screen whose loading runs `function`, when it is not one built at launch; nil otherwise.
    func screen(_ function: CodeFunction) -> String? {
        guard loadOnly.contains(function.name), let owner = function.owner, screens.contains(owner), !launch.contains(owner) else { return nil }
        return owner
    }
}
