import Foundation

/// Where the functions that set proxies are named outside their own
/// declarations, in any file read: a function whose name is used nowhere
/// (no call, no `#selector`, no selector string) is never run, and what it
/// sets is not the app's style.
///
/// The scan is of words, not of calls: a name in a string, a `#selector`,
/// a key path or a call of another function of the same name counts as a
/// use, so a doubt keeps the function. Comments are not uses.
enum NameUses {
    /// The names UIKit and Foundation call on an app's own classes without the
    /// app naming them (Objective-C has no `override` to say so).
    static let frameworkCalled: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewIsAppearing",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "awakeFromNib", "prepareForInterfaceBuilder", "layoutSubviews",
        "didMoveToWindow", "didMoveToSuperview", "willMoveToWindow", "willMoveToSuperview", "traitCollectionDidChange",
        "tintColorDidChange", "initialize", "load", "dealloc", "deinit", "drawRect", "draw", "prepareForReuse", "updateConstraints",
        "updateViewConstraints", "viewWillTransitionToSize", "viewWillTransition", "willTransitionToTraitCollection", "main", "body",
        "didReceiveMemoryWarning", "observeValueForKeyPath", "observeValue", "encodeWithCoder", "encode", "setHighlighted",
        "setSelected", "setEnabled", "applicationDidFinishLaunching", "top-level code",
    ]

    /// The names in ``frameworkCalled`` that UIKit calls on a view or a view controller, which a Swift class gets
    /// called only by overriding.
    static let lifecycleOverrides: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewIsAppearing",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "awakeFromNib", "layoutSubviews", "didMoveToWindow", "didMoveToSuperview",
        "willMoveToWindow", "willMoveToSuperview", "traitCollectionDidChange", "tintColorDidChange", "prepareForReuse",
        "updateConstraints", "updateViewConstraints", "viewWillTransition", "didReceiveMemoryWarning",
    ]

    /// The names of `functions` that no file in `texts` uses: empty when the
    /// files read hold no entry point (a folder of helpers imported on its own
    /// is called from files not read).
    /// `values`: the names the Swift files give values (``valueNames(in:)``).
    static func unused(functions: [CodeFunction], texts: [(file: String, text: String)], values: Set<String> = []) -> Set<String> {
        guard holdsEntryPoint(functions) else { return [] }
        let candidates = Set(functions.filter(mayBeUnused).map(\.name))
        guard !candidates.isEmpty else { return [] }
        // An Objective-C message naming a Swift method's selector (`applyTint` for `@objc(applyTint) func applyTheTint()`) uses it.
        let selectors = Dictionary(
            functions.compactMap { function in function.objCName.map { ($0, function.name) } }
        ) { first, _ in first }
        // A property's getter (a `lazy var`'s closure) runs where the property is read: its name written as a value uses it.
        let read = values.subtracting(functions.filter(\.isGetter).map(\.name))
        // A name only functions of that name call (`static func configure() { UINavigationBar.appearance().configure() }`,
        // the bar's own `configure()` beside it) is used by nothing else: those calls are all its uses.
        let selfCalls = functions.reduce(into: [String: Int]()) { found, function in
            if candidates.contains(function.name) { found[function.name, default: 0] += CallSites.count(of: function.name, in: function.statements) }
        }
        var uses: [String: Int] = [:]
        var used: Set<String> = []
        for source in texts {
            for (name, count) in useCounts(of: candidates.union(selectors.keys), in: source, values: read) {
                let total = uses[name, default: 0] + count
                uses[name] = total
                guard total > selfCalls[name] ?? 0 else { continue }
                used.insert(name)
                if let function = selectors[name] { used.insert(function) }
            }
            if candidates.isSubset(of: used) { break }
        }
        return candidates.subtracting(used)
    }

    /// The functions the app never runs, by ``CallSites/key(_:)``, each with why. One no file read names (of `unused`,
    /// ``unused(functions:texts:values:)``) where only the app's own code can call it: a Swift `static`, `class` or
    /// `private` function, which no delegate protocol's caller reaches (one with parameters only where no Objective-C is read, which
    /// would call it by another name, `setUpWithTarget:`). And a method of one class whose name another class's method
    /// also has, where every call of the name is sent to that other class (``uncalledMethods(functions:classes:texts:values:objectiveC:)``).
    /// And the methods of `unmadeScreens`, the screens nothing makes (``UnmadeScreens``).
    static func neverRun(
        functions: [CodeFunction], classes: [CodeClass], types: [String: CodeType] = [:], texts: [(file: String, text: String)],
        values: Set<String>, unused: Set<String>, unmadeScreens: Set<String> = [], adoptions: [String: [String]] = [:]
    ) -> [String: String] {
        let objectiveC = texts.contains { ObjCSelectors.isObjectiveC($0.file) }
        var found: [String: String] = [:]
        // A SwiftUI app's entry point is its `App`'s body.
        if holdsEntryPoint(functions) || types.values.contains(where: { $0.inherits.contains("App") }) {
            // A modifier an app adds to SwiftUI's `View` (`func specialNavBar() -> some View`), or a static or private
            // function, that no file names: only the app could call it, and the views it makes are made by nothing.
            let uncalledMakers = Set(
                functions.filter { unused.contains($0.name) && $0.isSwift && ($0.isStatic || $0.isPrivate || $0.owner == "View") }.map(\.name))
            let unmade = unmadeViews(types: types, texts: texts, uncalled: uncalledMakers)
            for function in functions {
                guard let owner = function.owner, let (kind, makers, callers) = unmade[owner] else { continue }
                let makersToo =
                    makers.isEmpty ? "" : ", and in \(makers.joined(separator: " and ")), which no code the app runs makes either"
                let callersToo = callers.isEmpty ? "" : ", and in \(callers.map { $0 + "()" }.joined(separator: " and ")), which no file read calls"
                found[CallSites.key(function)] =
                    "in \(function.isInit ? owner + "'s init" : owner + "." + function.name), of a SwiftUI \(kind) no code the app runs makes: "
                    + "its name is written only where it is declared and in previews, which Xcode's canvas runs, not the app\(makersToo)\(callersToo)"
            }
        }
        for function in functions where unused.contains(function.name) && function.isSwift && (function.isStatic || function.isPrivate)
            && (function.parameters.isEmpty || !objectiveC)
        {
            found[CallSites.key(function)] = "in \(function.name), which no file read calls or names: the app never runs it"
        }
        // An Objective-C method of a class of the app's deriving from NSObject alone, adopting no protocol (a delegate's, UIKit's
        // or a library's), that no file read calls or names, and no action: neither UIKit nor a library calls it by a name of
        // theirs, so only the app could, and it never does. NSObject's own methods (`init…`, `+initialize`, `-description`) stay; a selector made from a string not
        // written out (`NSSelectorFromString(name)`) anywhere keeps them all (a literal's name is a use, as `@selector` is).
        let dynamicSelectors = #"(NSSelectorFromString|sel_registerName)\(\s*[^@"\s]"#
        if !texts.contains(where: { $0.text.range(of: dynamicSelectors, options: .regularExpression) != nil }) {
            let plain = Set(
                classes.filter { $0.superclass == "NSObject" && (adoptions[$0.name] ?? []).allSatisfy(NameUses.objectProtocols.contains) }.map(\.name))
            for function in functions where !function.isSwift && unused.contains(function.name) && !function.name.hasPrefix("init")
                && !nsObjectMethods.contains(function.name) && !function.isAction && !function.calledByFramework
            {
                guard let owner = function.owner, plain.contains(owner), found[CallSites.key(function)] == nil else { continue }
                found[CallSites.key(function)] =
                    "in \(owner).\(function.name), which no file read calls or names, of a class deriving from NSObject alone that adopts no "
                    + "protocol: the app never runs it"
            }
        }
        // A SwiftUI app that hands UIKit no app delegate (no `@UIApplicationDelegateAdaptor`, no `UIApplicationMain`, no
        // `@main` class): UIKit never makes the `UIApplicationDelegate` the files declare.
        if let app = types.values.filter({ $0.inherits.contains("App") }).map(\.name).min(),
            !texts.contains(where: { source in
                ["UIApplicationDelegateAdaptor", "UIApplicationMain", "NSApplicationDelegateAdaptor"].contains(where: source.text.contains)
                    || source.text.range(of: #"@main\s+((final|open|public)\s+)*class\b"#, options: .regularExpression) != nil
            })
        {
            let delegates = Set(types.values.filter { $0.inherits.contains("UIApplicationDelegate") }.map(\.name))
            for function in functions where function.owner.map(delegates.contains) == true && found[CallSites.key(function)] == nil {
                found[CallSites.key(function)] =
                    "in \(CallSites.key(function)), of an app delegate UIKit never makes: the app starts from its SwiftUI App \(app), "
                    + "which hands it none (no @UIApplicationDelegateAdaptor)"
            }
        }
        for (key, owner) in unreachedStatics(functions: functions, texts: texts, unused: unused) where found[key] == nil {
            found[key] =
                "in \(key), a static method called only on a metatype value (`for adaptable in registered { adaptable.…() }`), "
                + "and no file read takes \(owner)'s metatype (\(owner).self): the app never runs it"
        }
        // Objective-C's `+load` runs as the app loads, whether or not anything makes the class.
        for function in functions where function.name != "load" {
            guard let owner = function.owner, unmadeScreens.contains(owner), found[CallSites.key(function)] == nil else { continue }
            found[CallSites.key(function)] = UnmadeScreens.reason(owner, function: function.name)
        }
        for (key, subclasses) in overriddenEverywhere(functions: functions, classes: classes, texts: texts) where found[key] == nil {
            let name = key.split(separator: ".").last.map(String.init) ?? key
            found[key] =
                "in \(key), which every subclass (\(subclasses.joined(separator: ", "))) overrides without calling super.\(name), "
                + "of a class no file read makes itself: the app never runs it"
        }
        let uncalled = uncalledMethods(functions: functions, classes: classes, texts: texts, values: values, objectiveC: objectiveC)
        for (key, classes) in uncalled where found[key] == nil {
            let name = key.split(separator: ".").last.map(String.init) ?? key
            found[key] =
                "in \(key), which no call in the files read reaches: every call of \(name) is sent to "
                + classes.sorted().joined(separator: " or ") + ", not to this class or a subclass: the app never runs it"
        }
        return found
    }

    /// The protocols of every object's (NSObject's own, copying, coding), whose methods ``nsObjectMethods`` names.
    static let objectProtocols: Set<String> = ["NSObject", "NSCopying", "NSMutableCopying", "NSCoding", "NSSecureCoding"]

    /// NSObject's methods a class may override, which the runtime or Foundation calls by name (`init…` too).
    static let nsObjectMethods: Set<String> = [
        "load", "initialize", "dealloc", "description", "debugDescription", "hash", "isEqual", "copyWithZone", "mutableCopyWithZone",
        "awakeFromNib", "awakeAfterUsingCoder", "encodeWithCoder", "supportsSecureCoding", "classForCoder", "observeValueForKeyPath",
        "valueForUndefinedKey", "setValue", "forwardingTargetForSelector", "forwardInvocation", "methodSignatureForSelector",
        "resolveInstanceMethod", "resolveClassMethod", "prepareForInterfaceBuilder", "automaticallyNotifiesObserversForKey",
        "keyPathsForValuesAffectingValueForKey",
    ]

    /// The Swift static methods called only on a metatype value held in a variable (a theme manager's
    /// `for adaptable in registeredClass { adaptable.configureThemeAppearance(theme) }`, over `[AppearanceAdaptable.Type]`)
    /// whose type's metatype no file read takes (`UILabel.self`, `UILabel.Type`, `[UILabel class]`): no variable
    /// can hold it, so the method never runs. By ``CallSites/key(_:)``, each with its type. Any call of the name on a
    /// type (`UILabel.configure()`, a generic `T.configure()`), bare, through `type(of:)` or `dynamicType`, or an
    /// Objective-C file or `NSClassFromString` in the files read, keeps it.
    static func unreachedStatics(
        functions: [CodeFunction], texts: [(file: String, text: String)], unused: Set<String>
    ) -> [String: String] {
        guard holdsEntryPoint(functions), !texts.contains(where: { ObjCSelectors.isObjectiveC($0.file) || $0.text.contains("NSClassFromString") })
        else { return [:] }
        // Only those setting proxies matter: the text is searched once per name.
        let candidates = functions.filter {
            $0.isSwift && $0.isStatic && $0.owner != nil && !unused.contains($0.name) && CodeStatement.setsProxies($0.statements)
        }
        guard !candidates.isEmpty else { return [:] }
        let names = Set(candidates.map(\.name))
        // Names every call of which is sent to a lowercase variable (not `self`, not `dynamicType`).
        var onVariables = names
        for name in names {
            let escaped = NSRegularExpression.escapedPattern(for: name)
            guard let all = try? NSRegularExpression(pattern: #"(?<!func\s)\b"# + escaped + #"\s*\("#),
                let sent = try? NSRegularExpression(pattern: #"\b([a-z_][A-Za-z0-9_]*)\s*\??\.\s*"# + escaped + #"\s*\("#)
            else { onVariables.remove(name); continue }
            var calls = 0
            var onVariable = 0
            for source in texts {
                let range = NSRange(source.text.startIndex..., in: source.text)
                calls += all.numberOfMatches(in: source.text, range: range)
                for match in sent.matches(in: source.text, range: range) {
                    guard let receiver = Range(match.range(at: 1), in: source.text).map({ String(source.text[$0]) }) else { continue }
                    if receiver != "self" && receiver != "dynamicType" { onVariable += 1 }
                }
            }
            if calls == 0 || onVariable != calls { onVariables.remove(name) }
        }
        var found: [String: String] = [:]
        for function in candidates where onVariables.contains(function.name) {
            guard let owner = function.owner else { continue }
            let type = NSRegularExpression.escapedPattern(for: owner)
            guard let taken = try? NSRegularExpression(pattern: #"\b"# + type + #"\s*\.\s*(self|Type)\b|\[\s*"# + type + #"\s+class\s*\]"#),
                !texts.contains(where: { taken.firstMatch(in: $0.text, range: NSRange($0.text.startIndex..., in: $0.text)) != nil })
            else { continue }
            found[CallSites.key(function)] = owner
        }
        return found
    }

    /// The methods of a class no file read makes itself (`CommonAppDelegate`, the base of each target's `@main`
    /// `AppDelegate`) that each of its subclasses overrides without calling `super`'s: dispatch never reaches them.
    /// By ``CallSites/key(_:)``, each with the subclasses' names. A class is made where a file writes it as a call or
    /// a class object (`Base()`, `Base.self`, `[Base alloc]`, `[Base class]`), marks it `@main`, or a storyboard names it.
    static func overriddenEverywhere(
        functions: [CodeFunction], classes: [CodeClass], texts: [(file: String, text: String)]
    ) -> [String: [String]] {
        guard holdsEntryPoint(functions) else { return [:] }
        let subclasses = Dictionary(grouping: classes.filter { $0.superclass != nil }) { $0.superclass ?? "" }.mapValues {
            Array(Set($0.map(\.name))).sorted()
        }
        var methods: [String: [CodeFunction]] = [:]
        for function in functions { if let owner = function.owner { methods[owner, default: []].append(function) } }
        let overridesWithoutSuper = { (subclass: String, function: CodeFunction) in
            let own = (methods[subclass] ?? []).filter { $0.name == function.name && $0.parameters.map(\.label) == function.parameters.map(\.label) }
            return !own.isEmpty && own.allSatisfy { !CallSites.callsSuper(function.name, in: $0.statements) }
        }
        let candidates = functions.filter { function in
            guard let owner = function.owner, !function.isStatic, let subs = subclasses[owner], !subs.isEmpty else { return false }
            return subs.allSatisfy { overridesWithoutSuper($0, function) }
        }
        let owners = Set(candidates.compactMap(\.owner))
        guard !owners.isEmpty else { return [:] }
        let made = owners.filter { owner in
            let name = NSRegularExpression.escapedPattern(for: owner)
            let pattern =
                #"\b"# + name + #"\s*(\(|\.init\b|\.self\b)|\[\s*"# + name + #"\s+(alloc|new|class)\b|customClass=""# + name + "\""
                + #"|@(main|UIApplicationMain)\s+((final|open|public)\s+)*class\s+"# + name + #"\b"#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return true }
            return texts.contains { regex.firstMatch(in: $0.text, range: NSRange($0.text.startIndex..., in: $0.text)) != nil }
        }
        var found: [String: [String]] = [:]
        for function in candidates {
            guard let owner = function.owner, !made.contains(owner) else { continue }
            found[CallSites.key(function)] = subclasses[owner] ?? []
        }
        return found
    }

    /// The SwiftUI views, modifiers and styles of the files read that nothing but a preview makes, each with its kind
    /// (``CodeType/madeByABody``) and the unmade views whose declarations write its name: their name is written nowhere
    /// outside their declarations (`struct`, `extension`), comments, `#Preview { … }` blocks, `PreviewProvider` types,
    /// and the declarations of such views (a detail view only an unused screen's body makes), ``maxUnmadeRounds``
    /// views away at most. Any other mention (a body making it, a `UIHostingController<SettingsView>`, a type
    /// annotation) keeps it made. The bodies of the Swift functions `uncalled`, which nothing calls, make nothing
    /// either: each view lists those that write its name.
    static func unmadeViews(
        types: [String: CodeType], texts: [(file: String, text: String)], uncalled: Set<String> = []
    ) -> [String: (kind: String, makers: [String], callers: [String])] {
        let candidates = Dictionary(
            types.values.compactMap { type in type.isConcrete && type.declaredOnce ? type.madeByABody.map { (type.name, $0) } : nil }
        ) { first, _ in first }
        guard !candidates.isEmpty else { return [:] }
        let callerStart = #"\bfunc\s+("# + uncalled.sorted().joined(separator: "|") + #")\b[^{]*\{"#
        var callerBodies: [String: String] = [:]
        let sources = texts.map { source -> (swift: Bool, text: String) in
            guard source.file.hasSuffix(".swift") else { return (false, source.text) }
            let text = withoutPreviews(source.text)
            guard !uncalled.isEmpty, uncalled.contains(where: text.contains) else { return (true, text) }
            for block in blocks(startingWith: callerStart, in: text) ?? [] { callerBodies[String(text[block.name]), default: ""] += text[block.whole] }
            return (true, without(blocksStartingWith: callerStart, in: text))
        }
        var unmade: [String: (kind: String, makers: [String], callers: [String])] = [:]
        for _ in 0..<maxUnmadeRounds {
            let known = Set(unmade.keys)
            var left = Set(candidates.keys).subtracting(known)
            // The Swift files' declarations of the views found unmade: what they write makes nothing.
            var declarations: [String: String] = [:]
            for source in sources where source.swift {
                for (name, text) in blocks(declaring: known, in: source.text) ?? [] { declarations[name, default: ""] += text }
            }
            for source in sources {
                let read = source.swift && !known.isEmpty ? without(blocksStartingWith: declarationStart(known), in: source.text) : source.text
                left.subtract(useCounts(of: left, in: read).keys)
                if left.isEmpty { break }
            }
            guard !left.isEmpty else { break }
            for name in left {
                let makers = declarations.filter { useCounts(of: [name], in: $0.value)[name] != nil }.keys.sorted()
                let callers = callerBodies.filter { useCounts(of: [name], in: $0.value)[name] != nil }.keys.sorted()
                unmade[name] = (candidates[name] ?? "view", makers, callers)
            }
        }
        return unmade
    }

    /// How many views away from a preview ``unmadeViews(types:texts:uncalled:)`` follows views that only unmade views make.
    static let maxUnmadeRounds = 4

    /// `text` without its previews: each `#Preview` macro's braces and each type adopting `PreviewProvider`, which
    /// Xcode's canvas runs and the app never does. Braces that do not close leave the text as it is.
    static func withoutPreviews(_ text: String) -> String {
        guard text.contains("#Preview") || text.contains("PreviewProvider") else { return text }
        return without(blocksStartingWith: #"#Preview\b[^{]*\{|\b(?:struct|class|enum)\s+\w+\s*:[^{]*\bPreviewProvider\b[^{]*\{"#, in: text)
    }

    /// The pattern opening a declaration of one of the types `names` (`struct Detail: View {`).
    private static func declarationStart(_ names: Set<String>) -> String {
        #"\b(?:struct|class)\s+("# + names.sorted().joined(separator: "|") + #")\b[^{]*\{"#
    }

    /// The declarations of the types `names` that `text` holds, each by its type's name; nil where braces do not close.
    private static func blocks(declaring names: Set<String>, in text: String) -> [(name: String, text: Substring)]? {
        guard names.contains(where: text.contains) else { return [] }
        return blocks(startingWith: declarationStart(names), in: text)?.map { block in
            (String(text[block.name]), text[block.whole])
        }
    }

    /// `text` without each block `starts` opens, to its closing brace. Braces that do not close leave the text as it is.
    private static func without(blocksStartingWith starts: String, in text: String) -> String {
        guard let found = blocks(startingWith: starts, in: text) else { return text }
        var kept = ""
        var from = text.startIndex
        for block in found {
            kept += text[from..<block.whole.lowerBound]
            from = block.whole.upperBound
        }
        return kept + text[from...]
    }

    /// Each block `starts` opens, to its closing brace, with what the pattern's first group matched (the whole
    /// opening where it has none); nil where one does not close.
    private static func blocks(startingWith starts: String, in text: String) -> [(name: Range<String.Index>, whole: Range<String.Index>)]? {
        guard let pattern = try? NSRegularExpression(pattern: starts) else { return nil }
        var found: [(name: Range<String.Index>, whole: Range<String.Index>)] = []
        var from = text.startIndex
        while let match = pattern.firstMatch(in: text, range: NSRange(from..<text.endIndex, in: text)),
            let opened = Range(match.range, in: text)
        {
            var depth = 1
            var at = opened.upperBound
            while at < text.endIndex, depth > 0 {
                if text[at] == "{" { depth += 1 }
                if text[at] == "}" { depth -= 1 }
                at = text.index(after: at)
            }
            guard depth == 0 else { return nil }
            let name = match.numberOfRanges > 1 ? Range(match.range(at: 1), in: text) : nil
            found.append((name ?? opened, opened.lowerBound..<at))
            from = at
        }
        return found
    }

    /// The methods of the app's classes that no call reaches though their name is called, by ``CallSites/key(_:)``,
    /// each with the classes the calls of its name are sent to: two screens declare `setUpBar()` and only one calls
    /// its own. A method is one where every call of its name is sent to a class of the files read outside the
    /// method's class and its superclasses (which an override would run instead), and the name is written nowhere
    /// else: no `#selector`, no string, no call the importer cannot place (a protocol's, a local's). A Swift method
    /// with parameters is none where Objective-C is read (`objectiveC`), which calls it by another name.
    private static func uncalledMethods(
        functions: [CodeFunction], classes: [CodeClass], texts: [(file: String, text: String)], values: Set<String>, objectiveC: Bool
    ) -> [String: Set<String>] {
        guard holdsEntryPoint(functions) else { return [:] }
        let classNames = Set(classes.map(\.name))
        let candidates = functions.filter { function in
            function.owner.map(classNames.contains) == true && !function.isAction && mayBeUnused(function)
                && (!function.isSwift || function.parameters.isEmpty || !objectiveC)
        }
        let names = Set(candidates.map(\.name))
        guard !names.isEmpty else { return [:] }
        // Every use of a name is a call the importer places: as many words as calls.
        var words: [String: Int] = [:]
        for source in texts { words.merge(useCounts(of: names, in: source, values: values), uniquingKeysWith: +) }
        let calls = CallSites.counts(of: names, in: functions)
        let placed = names.filter { words[$0] != nil && words[$0] == calls[$0] }
        guard !placed.isEmpty else { return [:] }
        let receivers = CallSites.Receivers(classes: classes)
        var sentTo: [String: Set<String>] = [:]
        var unplaced: Set<String> = []
        for key in CallSites.qualifiedCallers(functions, receivers: receivers).keys {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard let name = parts.last, placed.contains(name) else { continue }
            if parts.count == 2, classNames.contains(parts[0]) { sentTo[name, default: []].insert(parts[0]) } else { unplaced.insert(name) }
        }
        var found: [String: Set<String>] = [:]
        for function in candidates where placed.contains(function.name) && !unplaced.contains(function.name) {
            guard let owner = function.owner, let classes = sentTo[function.name], !classes.isEmpty,
                classes.isDisjoint(with: receivers.lineage(owner))
            else { continue }
            found[CallSites.key(function)] = classes
        }
        return found
    }

    /// The types adopting a protocol no file read declares, other than UIKit's, Foundation's and Swift's own: a library's
    /// delegate protocol (`<WeiboSDKDelegate>`), whose methods the library calls without the app naming them. UIKit's
    /// delegates' methods are named after the object sending them, which the readers know as UIKit's to call.
    static func adoptingUnreadProtocols(_ units: [SourceUnit]) -> Set<String> {
        let declared = Set(units.flatMap(\.declaredProtocols))
        let swift: Set<String> = [
            "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CaseIterable", "RawRepresentable", "Identifiable",
            "Sendable", "Error", "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject", "View", "App",
            // SwiftUI's, whose requirements (`body`, `makeBody`) it calls by name: it makes no value of the app's types.
            "ViewModifier", "Scene", "Shape", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle",
            "PreviewProvider",
        ]
        var found: Set<String> = []
        for unit in units {
            for (type, protocols) in unit.adoptions
            where protocols.contains(where: { written in
                let name = ProxyTarget.plainClassName(written)
                return !declared.contains(name) && !swift.contains(name) && !name.hasPrefix("UI") && !name.hasPrefix("NS")
            }) {
                found.insert(type)
            }
        }
        return found
    }

    /// Whether the files read hold the app's entry point: without it, who calls a function is not known.
    static func holdsEntryPoint(_ functions: [CodeFunction]) -> Bool {
        functions.contains { $0.isAppInit || RunOrder.entryPoints.contains($0.name) }
    }

    /// Whether `function` may be one no code calls: not one UIKit calls by its name, an initializer, a body or an entry point.
    private static func mayBeUnused(_ function: CodeFunction) -> Bool {
        !function.calledByFramework && !frameworkCalled.contains(function.name) && !function.name.hasPrefix("init") && !function.runsAtInit
            && !function.name.hasPrefix("body ") && !RunOrder.entryPoints.contains(function.name)
    }

    /// A function only a notification of the app's runs, and whether any file read posts that notification.
    struct Observer: Equatable {
        var notification: String
        var posted: Bool
        /// The functions posting it: where launch code calls one, the function runs at launch.
        var posters: [CodeFunction] = []
    }

    /// The functions named only as the observer of a notification of the app's own:
    /// `addObserver(self, selector: #selector(configure), name: Notification.Name("ConfigureTabBar"), object: nil)`
    /// (Objective-C's `addObserver:selector:name:object:` too), or a name the files declare (`.subscriptionNag`,
    /// `static let subscriptionNag = Notification.Name("SubscriptionNag")`), where the function's name is written
    /// nowhere but in such selectors and its declaration. Such a function runs when the app posts the notification,
    /// after launch; never where no file read posts it; at launch where an app or scene delegate's launch method
    /// posts it, and then it is left out (or a function launch code calls: ``LoadedLater/postedLater(by:)``).
    /// A system notification (`UIApplication.didBecomeActiveNotification`) is not the app's, and is not one.
    static func observers(functions: [CodeFunction], text all: String) -> [String: Observer] {
        var observed: [String: [String]] = [:]
        for observation in observations(functions, text: all) { observed[observation.selector, default: []].append(observation.notification) }
        guard !observed.isEmpty else { return [:] }
        let posters = posters(functions, text: all)
        var found: [String: Observer] = [:]
        for (name, notifications) in observed where functions.filter({ $0.name == name }).count == 1 {
            guard words(name, in: all) == notifications.count + 1, let first = notifications.first else { continue }
            let posting = notifications.flatMap { posters[$0] ?? [] }
            // A notification a string names may be posted through a constant the reader does not follow: only its string counts.
            let written = notifications.contains { notification in
                notification.hasPrefix("\"") && count(notification, in: all) > notifications.filter { $0 == notification }.count
            }
            guard !posting.contains(where: { RunOrder.entryPoints.contains($0.name) }) else { continue }
            found[name] = Observer(notification: first.trimmingCharacters(in: ["\""]), posted: !posting.isEmpty || written, posters: posting)
        }
        return found
    }

    /// The methods an object hands itself as the observer of a notification of the app's own (`addObserver(self,
    /// selector: #selector(vpnShouldReconnect), name: .settingsChanged, object: nil)`), by ``CallSites/key(_:)``, with
    /// the functions posting it: its type's method of the name runs when one of them does. Told apart by type, as two
    /// screens may each observe a method of one name.
    static func selfObservers(functions: [CodeFunction], text all: String) -> [String: [CodeFunction]] {
        let observed = observations(functions, text: all).compactMap { observation in
            observation.toSelf ? observation.in.owner.map { ($0 + "." + observation.selector, observation.notification) } : nil
        }
        guard !observed.isEmpty else { return [:] }
        let posters = posters(functions, text: all)
        return Dictionary(observed.map { ($0.0, posters[$0.1] ?? []) }, uniquingKeysWith: +)
    }

    /// Each observer of a notification of the app's own that `functions` add: the function adding it, the selector's
    /// method, the notification, and whether the observer is the object itself (`addObserver(self, …)`).
    private static func observations(
        _ functions: [CodeFunction], text all: String
    ) -> [(in: CodeFunction, selector: String, notification: String, toSelf: Bool)] {
        functions.flatMap { function in
            CodeStatement.leaves(of: function.statements).compactMap { leaf in
                guard case .evaluate(.call(let callee, let arguments)) = leaf.kind, callee.lastName == "addObserver",
                    let name = arguments[label: "selector"].flatMap(selectorName),
                    let notification = arguments[label: "name"].flatMap({ appNotification($0, in: all) })
                else { return nil }
                return (function, name, notification, arguments.first?.value.unnamed == .name("self"))
            }
        }
    }

    /// Where each of the app's notifications is posted: the functions posting it.
    private static func posters(_ functions: [CodeFunction], text all: String) -> [String: [CodeFunction]] {
        var posters: [String: [CodeFunction]] = [:]
        for function in functions {
            for leaf in CodeStatement.leaves(of: function.statements) {
                guard case .evaluate(.call(let callee, let arguments)) = leaf.kind, callee.lastName?.hasPrefix("post") == true,
                    let notification = (arguments[label: "name"] ?? arguments.first?.value).flatMap({ appNotification($0, in: all) })
                else { continue }
                posters[notification, default: []].append(function)
            }
        }
        return posters
    }

    /// The method a selector names: its first name (`#selector(handle)`, `#selector(Self.handle(_:))`, `@selector(handle:)`).
    static func selectorName(_ expression: CodeExpression) -> String? {
        let selector = "\(expression)"
        guard let opened = selector.range(of: "selector(") else { return nil }
        let name = selector[opened.upperBound...].split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.first
            .map { String($0.split(separator: ".").last ?? "") } ?? ""
        return name.isEmpty ? nil : name
    }

    /// The functions called only from SwiftUI views' callback closures (`.onAppear { configureBars() }`), by name,
    /// with the callback: their name is written nowhere else but in their declarations.
    static func viewCallbackOnly(functions: [CodeFunction], calls: [(function: String, callback: String)], text all: String) -> [String: String] {
        guard !calls.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for (name, sites) in Dictionary(grouping: calls, by: \.function) {
            let declared = functions.filter { $0.name == name }.count
            guard declared > 0, words(name, in: all) == sites.count + declared, let first = sites.first else { continue }
            found[name] = first.callback
        }
        return found
    }

    /// The app's notification a `name:` argument names: a string written out (through `Notification.Name("…")` and
    /// `NSNotification.Name(rawValue: "…")`), kept quoted, or a name the files declare (`.subscriptionNag`,
    /// `Notification.Name.subscriptionNag`); nil for a system notification or a value the reader does not know.
    private static func appNotification(_ expression: CodeExpression, in text: String) -> String? {
        switch expression.unnamed {
        case .string(let text): return "\"" + text + "\""
        case .call(_, let arguments) where arguments.count == 1: return appNotification(arguments[0].value, in: text)
        case .member(_, let name), .name(let name):
            // A system notification's name ends in `Notification` (or is Swift 4's `.UIApplicationDidBecomeActive`).
            guard !name.hasSuffix("Notification"), !name.hasPrefix("UI"), !name.hasPrefix("NS"),
                text.contains("let " + name + " ") || text.contains("let " + name + "=") || text.contains("let " + name + ":")
            else { return nil }
            return name
        default: return nil
        }
    }

    private static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// How many times `name` is written as a whole word in `text`.
    static func words(_ name: String, in text: String) -> Int {
        var found = 0
        var rest = text[...]
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isPart = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before), !isPart(after) { found += 1 }
            rest = rest[range.upperBound...]
        }
        return found
    }

    /// Which of `names` `text` uses: every word outside comments that is not
    /// the name of a declaration (after `func`, `var` or `let`, or an
    /// Objective-C method's first selector part after `- (type)`).
    static func uses(of names: Set<String>, in text: String) -> Set<String> { Set(scan(text, names: names).uses.keys) }

    /// How many times `text` uses each of `names`; a name not used is not listed. With `swiftValues`, the text is
    /// Swift's and two more kinds of word are no use of a function: an argument label or a parameter's name
    /// (`init(style: .plain)`, a word right before a colon), and a word naming one of `swiftValues`, the
    /// variables and parameters the files declare (``valueNames(in:)``), that is neither called nor in a
    /// `#selector` (`lhs.style == rhs.style`).
    static func useCounts(of names: Set<String>, in text: String, swiftValues: Set<String>? = nil) -> [String: Int] {
        scan(text, names: names, swiftValues: swiftValues).uses
    }

    /// ``useCounts(of:in:swiftValues:)`` of a file read, by Swift's rules where it is Swift, `values` the names its files give values.
    private static func useCounts(of names: Set<String>, in source: (file: String, text: String), values: Set<String>) -> [String: Int] {
        useCounts(of: names, in: source.text, swiftValues: source.file.hasSuffix(".swift") ? values : nil)
    }

    /// Whether a line of `text` declares or defines `name`, as Objective-C, C or Swift does: `#define name`, `name = …`,
    /// `UIColor *name`, `extern …name`, `static`/`const`/`let`/`var`/`case …name`, `CGFloat name;`, a method's
    /// parameter `:(UIColor *)name`, a property, an enum's `name,`. Only the lines holding the name are matched.
    static func defines(_ name: String, in text: String) -> Bool {
        // The language's own words (`self`, `nil`) are defined by it.
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !["self", "super", "Self", "nil", "Nil", "NULL", "YES", "NO", "true", "false"].contains(name)
        else { return true }
        let patterns = [
            #"#\s*define\s+NAME\b"#, #"\bNAME\s*=(?!=)"#, #"\*\s*(?:const\s+)?NAME\b"#,
            #"\b(?:extern|static|const|let|var|case|enum|property)\b.*\bNAME\b"#, #"^\s*[A-Za-z_][\w<>\s]*\s+NAME\s*[;,\[]"#,
            #":\s*\([^)]*\)\s*NAME\b"#, #"^\s*NAME\s*(?:,|=|$)"#,
        ]
        guard
            let declaration = try? NSRegularExpression(
                pattern: "(?:" + patterns.joined(separator: "|").replacingOccurrences(of: "NAME", with: name) + ")", options: [.anchorsMatchLines])
        else { return true }
        var from = text.startIndex
        var seen = 0
        while seen < maxDefinitionLines, let found = text.range(of: name, range: from..<text.endIndex) {
            let line = text.lineRange(for: found)
            let nsLine = NSRange(line, in: text)
            if declaration.firstMatch(in: text, range: nsLine) != nil { return true }
            from = line.upperBound
            seen += 1
        }
        // Past the lines looked at, nothing is known: taken as defined.
        return seen >= maxDefinitionLines
    }

    /// Most lines holding a name that ``defines(_:in:)`` looks at.
    static let maxDefinitionLines = 10_000

    /// The names the Swift files among `texts` give their variables, properties and functions' parameters.
    static func valueNames(in texts: [(file: String, text: String)]) -> Set<String> {
        texts.filter { $0.file.hasSuffix(".swift") }.reduce(into: Set<String>()) { names, source in
            names.formUnion(scan(source.text, names: [], swiftValues: []).values)
        }
    }

    private static func scan(
        _ text: String, names: Set<String>, swiftValues: Set<String>? = nil
    ) -> (uses: [String: Int], values: Set<String>) {
        var found: [String: Int] = [:]
        var values: Set<String> = []
        guard !names.isEmpty || swiftValues != nil else { return (found, values) }
        let swift = swiftValues != nil
        let bytes = Array(text.utf8)
        var index = 0
        var lastWord = ""
        // True from the start of a line until something other than white space.
        var lineStart = true
        // An Objective-C method's declaration: 1 after the `-` or `+` starting a line, 2 after its return type.
        var method = 0
        // Swift: a function's name read, its parameters not yet opened; then how deep in their parentheses.
        var parametersNext = false
        var parameterDepth = 0
        func isWordStart(_ byte: UInt8) -> Bool { byte == 95 || (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
        func isWord(_ byte: UInt8) -> Bool { isWordStart(byte) || byte >= 48 && byte <= 57 }
        func nextByte(after position: Int) -> UInt8 {
            var at = position
            while at < bytes.count, bytes[at] == 32 || bytes[at] == 9 { at += 1 }
            return at < bytes.count ? bytes[at] : 0
        }
        // `#selector(name` or `#selector(Type.name`: the word is in a selector.
        func inSelector(_ start: Int) -> Bool {
            var at = start - 1
            while at >= 0, isWord(bytes[at]) || bytes[at] == 46 || bytes[at] == 32 { at -= 1 }
            guard at >= 9, bytes[at] == 40 else { return false }
            return String(decoding: bytes[(at - 9)..<at], as: UTF8.self) == "#selector"
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch byte {
            case 10:
                lineStart = true
                index += 1
                continue
            case 32, 9, 13:
                index += 1
                continue
            case 47 where next == 47:  // `//` to the end of the line
                while index < bytes.count, bytes[index] != 10 { index += 1 }
                continue
            case 47 where next == 42:  // `/* … */`, nested as Swift nests them
                var depth = 0
                while index < bytes.count {
                    if bytes[index] == 47, index + 1 < bytes.count, bytes[index + 1] == 42 {
                        depth += 1
                        index += 2
                    } else if bytes[index] == 42, index + 1 < bytes.count, bytes[index + 1] == 47 {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            case 34:  // a string: its words count (a selector's name), a `//` in it is no comment
                index += 1
                var start = index
                while index < bytes.count, bytes[index] != 34, bytes[index] != 10 {
                    if bytes[index] == 92 {
                        index += 2
                        start = index
                        continue
                    }
                    if isWordStart(bytes[index]) {
                        start = index
                        while index < bytes.count, isWord(bytes[index]) { index += 1 }
                        let word = String(decoding: bytes[start..<index], as: UTF8.self)
                        if names.contains(word) { found[word, default: 0] += 1 }
                        continue
                    }
                    index += 1
                }
                index += 1
                lastWord = ""
                method = 0
            case 45 where lineStart, 43 where lineStart:  // `- (void)name` or `+ (UIColor *)name`
                method = 1
                index += 1
            default:
                if isWordStart(byte) {
                    let start = index
                    while index < bytes.count, isWord(bytes[index]) { index += 1 }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self)
                    let declared = ["func", "var", "let"].contains(lastWord) || method == 2
                    // A type's own declaration (`struct SettingsView`, `extension SettingsView`) makes none of it.
                    let typeDeclared = ["struct", "class", "extension", "enum", "actor", "protocol"].contains(lastWord)
                    // Swift's `name:` (not `name::`) is a label or a parameter, never a use of a function.
                    let label = swift && index + 1 < bytes.count && bytes[index] == 58 && bytes[index + 1] != 58
                    if swift {
                        if label && parameterDepth == 1 || declared && lastWord != "func" { values.insert(word) }
                        if lastWord == "func" || word == "init" || word == "subscript" { parametersNext = true }
                    }
                    if !declared, !typeDeclared, !label, names.contains(word) {
                        let called = [40, 123].contains(nextByte(after: index))
                        if !called, !inSelector(start), swiftValues?.contains(word) == true {
                            // A variable's or a parameter's name, not the function's.
                        } else {
                            found[word, default: 0] += 1
                        }
                    }
                    method = 0
                    lastWord = word
                } else if byte == 40, method == 1 {
                    // The return type's parentheses come before the name.
                    var level = 0
                    repeat {
                        if bytes[index] == 40 { level += 1 }
                        if bytes[index] == 41 { level -= 1 }
                        index += 1
                    } while index < bytes.count && level > 0
                    method = 2
                } else {
                    if swift {
                        if byte == 40, parametersNext || parameterDepth > 0 { parameterDepth += 1 }
                        if byte == 41, parameterDepth > 0 { parameterDepth -= 1 }
                        // A generic clause (`<T>`) comes between the name and its parameters.
                        if byte != 60, byte != 62, byte != 44 && !isWord(byte) { parametersNext = false }
                    }
                    method = 0
                    lastWord = ""
                    index += 1
                }
            }
            lineStart = false
        }
        return (found, values)
    }
}
