import LiveryCore
import Livery

/// Turns the effects of the calls found into rules, checked against the
/// schema: each path below a proxy becomes a keypath the class has (a tab
/// item appearance's `normal` becomes the state key, a text-attribute
/// dictionary its `.foregroundColor` and `.font`), each value a value of the
/// property's kind. Classes Livery does not know become `types:` entries,
/// and their own properties declared properties.
struct RuleAssembler {
    /// The built-in classes and those the import declared.
    private(set) var registry = TypeRegistry.builtIn
    private var translator: ValueTranslator
    private let themes: ThemeModel
    private let classes: [String: CodeClass]
    private(set) var stylesheet = ImportedStylesheet()
    /// Each target's rule in `stylesheet.rules`: found by hashing, as an import can have thousands.
    private var ruleIndexes: [ProxyTarget: Int] = [:]
    /// The traits of rules that come from a branch the code runs on one device (``ProxyEffect/branchTraits``).
    private var branchTraits: [ProxyTarget: Set<String>] = [:]
    /// Most rules written: the compiler's limit, so that what the importer writes compiles.
    private let maxRules: Int

    static let states: Set<String> = ["normal", "highlighted", "disabled", "selected", "focused"]

    /// Whether no file read defines a name (``NameUses/defines(_:in:)``): an Objective-C value naming one is a macro or a
    /// constant of a file not read, not a value computed as the app runs.
    var isUndefined: (String) -> Bool = { _ in false }

    init(classes: [CodeClass], translator: ValueTranslator, themes: ThemeModel, maxRules: Int) {
        self.classes = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.translator = translator
        self.themes = themes
        self.maxRules = maxRules
    }

    /// A property and state of one rule, and the call that set it last (its value `""` for nil).
    private struct Slot: Hashable {
        var rule: ProxyTarget
        var keyPath: String
        var state: String
    }
    private var setters: [Slot: (call: Int, value: String)] = [:]
    private var conflicts: [Slot: Int] = [:]

    /// A proxy and the path set below it, whatever the state: where a call whose value does not
    /// evaluate meets one whose value does.
    private struct Setter: Hashable {
        var target: ProxyTarget
        var path: [String]
        /// The state, bar metrics or position, as written.
        var arguments: [String]

        init(_ target: ProxyTarget, _ effect: ProxyEffect) {
            self.target = target
            path = effect.path
            arguments = effect.arguments.map { ($0.label ?? "_") + ": " + $0.value.description }
        }
    }
    /// The calls that set a value the importer cannot read, by what they set.
    private var unreadSetters: [Setter: [Int]] = [:]
    /// What each written call set, and where it is in the stylesheet.
    private var writtenSlots: [Int: [(setter: Setter, slot: Slot, rule: Int, state: String?)]] = [:]

    /// Assembles the rules, marking the calls whose values could not be written;
    /// `places` is each call's place in the run order (``RunOrder``).
    mutating func assemble(_ calls: inout [FoundCall], places: [RunOrder.Place?]) {
        for index in calls.indices where calls[index].status == .converted {
            translator.selfType = calls[index].owner
            translator.shadowed = Set(calls[index].parameters)
            var failures: [(reason: String, stoppedAt: String)] = []
            var written = 0
            // What each effect left out: an appearance object's line is reported on its own.
            func leaveOut(_ effect: ProxyEffect, _ reason: String, _ stoppedAt: String) {
                failures.append((reason, stoppedAt))
                if calls[index].valuesLeftOut[effect.location] == nil { calls[index].valuesLeftOut[effect.location] = (reason, stoppedAt) }
            }
            for effect in calls[index].effects {
                guard declare(effect.target) else {
                    leaveOut(effect, "\(effect.target.type) is not a class the importer can declare", effect.target.type)
                    continue
                }
                // `[[MZFormSheetController appearance] setCornerRadius:…]`: a library's view controller with an appearance
                // proxy of its own, which UIKit's is not: a stylesheet styles views.
                guard registry.kind(of: effect.target.type) != .controller else {
                    leaveOut(
                        effect,
                        "\(effect.target.type) is a view controller (\(classes[effect.target.type] == nil ? "by its name; the files read do not declare it" : "by its declaration")), "
                            + "whose appearance proxy, if it has one, is its library's own, not UIKit's: a stylesheet styles views", effect.target.type)
                    continue
                }
                // What earlier effects of the call wrote, which a value not read for the same property replaces.
                let writtenBefore = writtenSlots[index]?.count ?? 0
                for result in themedSettings(effect, caution: &calls[index].caution) {
                    switch result {
                    case .success(let (target, (keyPath, state, value))):
                        if !effect.branchTraits.isEmpty { branchTraits[target, default: []].formUnion(effect.branchTraits) }
                        guard let rule = ruleIndex(for: target, at: calls[index].location) else {
                            leaveOut(effect, "the stylesheet already has \(maxRules) rules, the most a stylesheet can hold", effect.target.type)
                            continue
                        }
                        let slot = Slot(rule: target, keyPath: keyPath, state: state ?? "normal")
                        if let conflict = place(slot, rule, state, value, effect.location, call: index, &calls, places) {
                            leaveOut(effect, conflict, keyPath)
                        } else {
                            written += 1
                            writtenSlots[index, default: []].append((Setter(target, effect), slot, rule, state))
                        }
                    case .failure(let refusal):
                        let stop = refusal.stoppedAt ?? effect.value.stopName
                        let root = String(stop.prefix { $0 != "." && $0 != "(" })
                        if calls[index].parameters.contains(root), refusal.reason.hasSuffix("(a value computed at run time)") {
                            // A parameter's value is its callers': say so, rather than that it is computed.
                            leaveOut(
                                effect,
                                refusal.reason.replacingOccurrences(
                                    of: "(a value computed at run time)",
                                    with: "(it reads the parameter '\(root)', and its callers in the files read do not all pass it one fixed value)"),
                                stop)
                        } else if refusal.reason.hasSuffix("(a value computed at run time)"),
                            let (name, why) = RuleAssembler.undeclaredName(refusal.reason, effect, root: root, stop: stop), isUndefined(name)
                        {
                            leaveOut(
                                effect, refusal.reason.replacingOccurrences(of: "(a value computed at run time)", with: "('\(name)' is \(why))"),
                                stop)
                        } else {
                            leaveOut(effect, refusal.reason, stop)
                        }
                        // The same call set it before to a value read (`backgroundColor = .clear`, then `backgroundColor =
                        // colorBG` in a branch taken): that earlier value is not what the app ends with.
                        let setter = Setter(effect.target, effect)
                        let earlier = (writtenSlots[index] ?? []).prefix(writtenBefore).filter { $0.setter == setter }
                        for overwritten in earlier where setters[overwritten.slot]?.call == index {
                            _ = stylesheet.rules[overwritten.rule].remove(overwritten.slot.keyPath, state: overwritten.state)
                            setters[overwritten.slot] = nil
                        }
                        if !earlier.isEmpty {
                            let slots = Set(earlier.map(\.slot.keyPath))
                            writtenSlots[index]?.removeAll { $0.setter == setter && slots.contains($0.slot.keyPath) }
                            written -= earlier.count
                        }
                        unreadSetters[setter, default: []].append(index)
                    }
                }
            }
            replaceTextAttributes(of: index, &calls)
            if let first = failures.first {
                // Every value left out is named: a reader of the report sees all the stylesheet lacks.
                var reasons: [String] = []
                for failure in failures where !reasons.contains(failure.reason) { reasons.append(failure.reason) }
                let reason = reasons.joined(separator: "; ")
                calls[index].status = .notConverted(written > 0 ? "partly converted: " + reason : reason)
                calls[index].stoppedAt = first.stoppedAt
            }
        }
        for index in calls.indices where calls[index].status == .converted { replaceLegacyBarProperties(before: index, &calls, places) }
        yieldToUnreadValues(&calls, places: places)
        separateThemesFromOtherCalls(&calls, places: places)
        // A rule whose every value was reset to UIKit's default, or left out in a conflict, has nothing to write.
        stylesheet.rules.removeAll { $0.settings.isEmpty }
        let selected = Set(stylesheet.rules.flatMap { $0.target.traits.map(\.name) })
        stylesheet.traits.removeAll { !selected.contains($0.name) }
        nameRepeatedColors()
        (stylesheet.colors, stylesheet.constants) = RuleAssembler.used(translator.names.colors, translator.names.constants, by: stylesheet.rules)
    }

    /// Whether call `a` runs after call `b`: in one function the later place in the code, else the later
    /// place in the run order; nil where the files read do not tell.
    private static func runs(_ a: Int, after b: Int, _ calls: [FoundCall], _ places: [RunOrder.Place?]) -> Bool? {
        let (here, there) = (calls[a].location, calls[b].location)
        if calls[a].function == calls[b].function { return (here.line, here.column) > (there.line, there.column) }
        guard let placeA = places[a], let placeB = places[b] else { return nil }
        return placeA.runs(after: placeB)
    }

    /// A value written where another call sets the same property to a value the importer cannot read
    /// (`tintColor = .systemBlue` while a picker shows, put back to `scheme.onPrimaryColor` after): the
    /// written one stands only where it runs later (in one function the later line, else the later place
    /// in the run order); otherwise what the app shows is not known, and it is reported at its line.
    private mutating func yieldToUnreadValues(_ calls: inout [FoundCall], places: [RunOrder.Place?]) {
        for (index, slots) in writtenSlots.sorted(by: { $0.key < $1.key }) where calls[index].status == .converted {
            for written in slots {
                guard let other = unreadSetters[written.setter]?.first(where: { $0 != index }) else { continue }
                let runsLater = RuleAssembler.runs(index, after: other, calls, places)
                guard runsLater != true else { continue }
                var dropped = [index]
                if setters[written.slot]?.call == index {
                    dropped += stylesheet.rules[written.rule].remove(written.slot.keyPath, state: written.state)
                    setters[written.slot] = nil
                }
                let at = calls[other].location
                let order = runsLater == false ? "and it runs later" : "and which of the two runs later is not known from the files read"
                for call in Set(dropped) where calls[call].status == .converted {
                    calls[call].status = .notConverted(
                        "\(at.file):\(at.line) also sets \(written.slot.keyPath), to a value the importer cannot read, \(order)")
                    calls[call].stoppedAt = written.slot.keyPath
                }
                break
            }
        }
    }

    /// A theme's own rule outranks the plain rule whichever call runs later. Where a
    /// call that runs later sets the property for every theme, the themes' own values
    /// go; where which runs later is not known, neither call is written, and both are
    /// reported. Which runs later is known as ``place(_:_:_:_:_:call:_:_:)`` knows it.
    private mutating func separateThemesFromOtherCalls(_ calls: inout [FoundCall], places: [RunOrder.Place?]) {
        var removals: [(rule: Int, keyPath: String, state: String?)] = []
        for index in stylesheet.rules.indices {
            // The theme's traits, and a device branch's: a value set for every theme or device outranks neither in UIKit.
            let runTimeTraits = Set(stylesheet.traits.map(\.name)).union(branchTraits[stylesheet.rules[index].target] ?? [])
            guard stylesheet.rules[index].target.traits.contains(where: { runTimeTraits.contains($0.name) }) else { continue }
            var plainTarget = stylesheet.rules[index].target
            plainTarget.traits.removeAll { runTimeTraits.contains($0.name) }
            guard let plain = ruleIndexes[plainTarget] else { continue }
            for setting in stylesheet.rules[index].settings {
                for entry in setting.entries {
                    let state = entry.state ?? "normal"
                    // The value the themes share was in a conflict, or a later call's replaced it: the themes' own go too.
                    if conflicts[Slot(rule: plainTarget, keyPath: setting.keyPath, state: state)] != nil
                        || entry.calls.allSatisfy({ calls[$0].supersededBy != nil })
                    {
                        removals.append((index, setting.keyPath, entry.state))
                        continue
                    }
                    guard let shared = stylesheet.rules[plain].settings.first(where: { $0.keyPath == setting.keyPath })?.entries
                        .first(where: { ($0.state ?? "normal") == state }),
                        let other = shared.calls.first(where: { !entry.calls.contains($0) })
                    else { continue }
                    let at = calls[other].location
                    let themed = calls[entry.calls[0]].location
                    switch RuleAssembler.runs(entry.calls[0], after: other, calls, places) {
                    case true?:
                        // The themes' own values are set after the shared one, and outrank it: both stand.
                        continue
                    case false?:
                        // The value set later for every theme replaces the themes' own.
                        for call in entry.calls { calls[call].supersededBy = at }
                        removals.append((index, setting.keyPath, entry.state))
                        continue
                    case nil: break
                    }
                    for call in entry.calls {
                        calls[call].status = .notConverted(
                            "\(at.file):\(at.line) also sets \(setting.keyPath) for every theme, and which of the two runs later is not known from the files read")
                        calls[call].stoppedAt = setting.keyPath
                    }
                    for call in shared.calls where !entry.calls.contains(call) {
                        calls[call].status = .notConverted(
                            "\(themed.file):\(themed.line) sets \(setting.keyPath) per theme, and which of the two runs later is not known from the files read")
                        calls[call].stoppedAt = setting.keyPath
                    }
                    removals.append((index, setting.keyPath, entry.state))
                    removals.append((plain, setting.keyPath, entry.state))
                }
            }
        }
        for removal in removals { stylesheet.rules[removal.rule].remove(removal.keyPath, state: removal.state) }
    }

    /// The palette colours and constants the rules name, directly or through another colour:
    /// a value left out in a conflict, or reset by a later nil, leaves its name unused.
    private static func used(
        _ colors: [(name: String, value: String)], _ constants: [(name: String, value: String)], by rules: [ImportedStylesheet.Rule]
    ) -> ([(name: String, value: String)], [(name: String, value: String)]) {
        func words(_ text: String) -> [String] {
            text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }.map(String.init)
        }
        var named = Set(rules.flatMap { $0.settings.flatMap { $0.entries.flatMap { words($0.value) } } })
        let values = Dictionary(colors.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var pending = Array(named)
        while let name = pending.popLast() {
            for word in words(values[name] ?? "") where named.insert(word).inserted { pending.append(word) }
        }
        return (colors.filter { named.contains($0.name) }, constants.filter { named.contains("$" + $0.name) })
    }

    /// Sets a property where two calls may set it: UIKit keeps the value of
    /// the one that runs later (in one function, the later line; across
    /// functions, the later place in the run order). Where the order is not
    /// known and the values differ, neither is written and both are reported;
    /// the reason is returned for the call being placed.
    private mutating func place(
        _ slot: Slot, _ rule: Int, _ state: String?, _ value: String, _ source: SourceLocation, call index: Int, _ calls: inout [FoundCall],
        _ places: [RunOrder.Place?]
    ) -> String? {
        func conflict(with other: Int) -> String {
            let at = calls[other].location
            return "\(at.file):\(at.line) also sets \(slot.keyPath), and which of the two runs later is not known from the files read"
        }
        if let first = conflicts[slot] { return conflict(with: first) }
        // nil under a container is UIKit's default there, which no stylesheet value says: where a broader proxy sets
        // the property, the stylesheet would keep that value inside the container too.
        if value.isEmpty, !slot.rule.inside.isEmpty, let broader = RuleAssembler.broaderSetter(of: slot, besides: index, calls) {
            let at = calls[broader].location
            return "nil sets \(slot.keyPath) back to UIKit's default inside \(slot.rule.inside.joined(separator: ", ")), which a stylesheet "
                + "cannot write while \(at.file):\(at.line) sets it outside them: the stylesheet would keep that value there"
        }
        if let (previous, previousValue) = setters[slot], previous != index {
            let later: Bool?
            if calls[previous].function == calls[index].function {
                later = true
            } else if let here = places[index], let there = places[previous], let order = here.runs(after: there) {
                later = order
            } else if previousValue == value {
                // The same value, whichever runs later: both calls are written at one line.
                stylesheet.rules[rule].share(slot.keyPath, state: state, call: index)
                return nil
            } else {
                later = nil
            }
            switch later {
            case true?:
                if !previousValue.isEmpty { calls[previous].supersededBy = calls[index].location }
            case false?:
                calls[index].supersededBy = calls[previous].location
                return nil
            case nil:
                // Every call that had set the value (the same value, in calls whose order is not known either) conflicts.
                for earlier in Set([previous] + stylesheet.rules[rule].remove(slot.keyPath, state: state)) {
                    calls[earlier].status = .notConverted(conflict(with: index))
                    calls[earlier].stoppedAt = slot.keyPath
                }
                conflicts[slot] = previous
                return conflict(with: previous)
            }
        }
        setters[slot] = (index, value)
        // nil: UIKit's default, which an unset property already is. The calls whose value it replaces run earlier.
        let replaced =
            value.isEmpty
            ? stylesheet.rules[rule].remove(slot.keyPath, state: state)
            : stylesheet.rules[rule].set(slot.keyPath, state: state, value: value, source: source, call: index)
        for earlier in replaced where earlier != index && calls[earlier].supersededBy == nil {
            calls[earlier].supersededBy = calls[index].location
        }
        return nil
    }

    /// A call other than `index` setting `slot`'s property on its class under fewer of its containers, if any.
    private static func broaderSetter(of slot: Slot, besides index: Int, _ calls: [FoundCall]) -> Int? {
        calls.indices.first { other in
            other != index && !calls[other].status.isObsolete
                && calls[other].effects.contains { effect in
                    let path = effect.path.joined(separator: ".")
                    return effect.target.type == slot.rule.type && Set(effect.target.inside).isStrictSubset(of: Set(slot.rule.inside))
                        && (path == slot.keyPath || slot.keyPath.hasPrefix(path + "."))
                }
        }
    }

    /// A text-attributes dictionary replaces the whole of what an earlier call of the same function set for that
    /// state (`setTitleTextAttributes(_:for:)` keeps no attribute of the last one): the attributes it leaves out
    /// go back to UIKit's default, and the earlier call that set them writes nothing for them. A copy of the
    /// proxy's own attributes given back (``ProxyEffect/mergesCopy``) replaces only what it sets.
    private mutating func replaceTextAttributes(of index: Int, _ calls: inout [FoundCall]) {
        let copies = Set(calls[index].effects.lazy.filter(\.mergesCopy).map(\.path))
        for (setter, slot, rule, state) in writtenSlots[index] ?? [] where !copies.contains(setter.path) {
            guard let dot = slot.keyPath.lastIndex(of: "."), slot.keyPath[..<dot].hasSuffix("TextAttributes") else { continue }
            let prefix = String(slot.keyPath[...dot])
            let kept = Set((writtenSlots[index] ?? []).filter { $0.rule == rule && $0.state == state }.map(\.slot.keyPath))
            for keyPath in stylesheet.rules[rule].settings.map(\.keyPath) where keyPath.hasPrefix(prefix) && !kept.contains(keyPath) {
                let setters = stylesheet.rules[rule].settings.first { $0.keyPath == keyPath }?.entries
                    .filter { ($0.state ?? "normal") == (state ?? "normal") }.flatMap(\.calls) ?? []
                guard !setters.isEmpty, setters.allSatisfy({ $0 < index && calls[$0].function == calls[index].function }) else { continue }
                for earlier in stylesheet.rules[rule].remove(keyPath, state: state) where calls[earlier].supersededBy == nil {
                    calls[earlier].supersededBy = calls[index].location
                }
            }
        }
    }

    /// A bar's appearance object given to `standardAppearance` replaces what earlier calls of the same function set
    /// through the bar's own properties that the object carries (`barTintColor`, `titleTextAttributes`, the background
    /// and shadow images): from iOS 13 UIKit keeps those in the bar's appearance object, which the assignment replaces.
    /// The earlier calls write nothing for them. Ones the object does not carry (`tintColor`, `isTranslucent`) stay.
    private mutating func replaceLegacyBarProperties(before index: Int, _ calls: inout [FoundCall], _ places: [RunOrder.Place?]) {
        // An object given, not one property of the object the proxy holds (`standardAppearance.backgroundColor = …`).
        let text = calls[index].text
        guard text.contains("standardAppearance = ") || text.contains("setStandardAppearance(") else { return }
        for effect in calls[index].effects where effect.path.first == "standardAppearance" {
            guard let carried = RuleAssembler.carriedByAppearanceObjects[effect.target.type] else { continue }
            for earlier in calls.indices
            where calls[earlier].function == calls[index].function && RuleAssembler.runs(index, after: earlier, calls, places) == true {
                for (_, slot, rule, state) in writtenSlots[earlier] ?? [] where slot.rule == effect.target {
                    let root = String(slot.keyPath.prefix { $0 != "." })
                    guard carried.contains(root), setters[slot]?.call == earlier else { continue }
                    for replaced in stylesheet.rules[rule].remove(slot.keyPath, state: state) where calls[replaced].supersededBy == nil {
                        calls[replaced].supersededBy = calls[index].location
                        calls[replaced].supersededHow = "gives the bar a standardAppearance after it, which carries \(root) from iOS 13 and replaces it"
                    }
                    setters[slot] = nil
                }
            }
        }
    }

    /// The bar properties an appearance object carries, by bar class (UINavigationBarAppearance, UITabBarAppearance,
    /// UIToolbarAppearance and the UIBarAppearance they share). A navigation bar's back chevron is left out: whether
    /// the bar's own image still shows beside an object that sets none is not settled, and apps keep setting it.
    private static let carriedByAppearanceObjects: [String: Set<String>] = [
        "UINavigationBar": ["barTintColor", "backgroundImage", "shadowImage", "titleTextAttributes", "largeTitleTextAttributes"],
        "UITabBar": ["barTintColor", "backgroundImage", "shadowImage", "selectionIndicatorImage"],
        "UIToolbar": ["barTintColor", "backgroundImage", "shadowImage"],
    ]

    /// A colour literal written more than once becomes a palette colour, so a
    /// change to it is one line.
    private mutating func nameRepeatedColors() {
        var counts: [String: Int] = [:]
        for rule in stylesheet.rules {
            for setting in rule.settings {
                for entry in setting.entries where entry.value.hasPrefix("\"#") { counts[entry.value, default: 0] += 1 }
            }
        }
        for rule in stylesheet.rules.indices {
            for setting in stylesheet.rules[rule].settings.indices {
                for entry in stylesheet.rules[rule].settings[setting].entries.indices {
                    let value = stylesheet.rules[rule].settings[setting].entries[entry].value
                    if counts[value, default: 0] > 1 {
                        stylesheet.rules[rule].settings[setting].entries[entry].value = translator.names.repeatedColor(value)
                    }
                }
            }
        }
    }

    /// The target's rule, made when it is new; nil when there are ``maxRules`` already.
    private mutating func ruleIndex(for target: ProxyTarget, at source: SourceLocation) -> Int? {
        if let index = ruleIndexes[target] { return index }
        guard stylesheet.rules.count < maxRules else { return nil }
        stylesheet.rules.append(ImportedStylesheet.Rule(target: target, source: source))
        ruleIndexes[target] = stylesheet.rules.count - 1
        return stylesheet.rules.count - 1
    }

    // MARK: Keypaths

    private typealias Setting = (keyPath: String, state: String?, value: String)

    /// The effect's settings and the rule each goes to. Where its value, or a branch
    /// it is inside, reads the theme object the user picks, each theme's value is
    /// followed: one setting when every theme comes to the same, else one per
    /// theme, in a rule selecting on the theme's trait.
    private mutating func themedSettings(
        _ effect: ProxyEffect, caution: inout String?
    ) -> [Result<(ProxyTarget, Setting), ValueTranslator.Refusal>] {
        guard let read = themes.theme(readBy: [effect.value] + effect.guards.map(\.condition)) else {
            let plain = settings(effect)
            guard plain.contains(where: { if case .failure = $0 { return true } else { return false } }), let split = idiomSettings(effect) else {
                return plain.map { $0.map { (effect.target, $0) } }
            }
            return split
        }
        let theme: ThemeModel.Theme
        switch read {
        case .success(let found): theme = found
        case .failure(.tooMany(let type, let count)):
            return [
                .failure(
                    .init(
                        "the theme type \(type) has \(count) instances or more, past the \(ThemeModel.maxInstances) values a trait takes",
                        stoppedAt: type))
            ]
        case .failure(.several(let types)):
            return [.failure(.init("the value reads the themes \(types.joined(separator: " and ")); a rule selects on one", stoppedAt: types[0]))]
        case .failure(.badName(let type, let name)):
            return [.failure(.init("the theme type \(type) has the name \(name), which a stylesheet's trait cannot spell", stoppedAt: type))]
        }
        var perTheme: [(name: String, settings: [Setting])] = []
        for instance in theme.instances {
            var taken = true
            for branch in effect.guards {
                let steps = ThemeModel.Steps()
                guard let flag = ThemeModel.flag(themes.reduce(branch.condition, instance: instance.value, steps: steps)) else {
                    if steps.exhausted {
                        return [
                            .failure(
                                .init(
                                    "for the theme \(instance.name), following the branch on \(branch.condition) stopped after \(ThemeModel.maxReduceSteps) steps, the limit for one value",
                                    stoppedAt: branch.condition.stopName))
                        ]
                    }
                    return [.failure(.init("the branch on \(branch.condition) is not decided for the theme \(instance.name)", stoppedAt: branch.condition.stopName))]
                }
                taken = taken && flag == branch.holds
            }
            guard taken else { continue }
            var plain = effect
            let steps = ThemeModel.Steps()
            plain.value = themes.reduce(effect.value, instance: instance.value, steps: steps)
            if steps.exhausted {
                return [
                    .failure(
                        .init(
                            "for the theme \(instance.name), following its members stopped after \(ThemeModel.maxReduceSteps) steps, the limit for one value",
                            stoppedAt: effect.value.stopName))
                ]
            }
            if let (owner, read) = steps.ambiguous {
                return [
                    .failure(
                        .init(
                            "for the theme \(instance.name), \(read) names a type \(owner) declared more than once in the files read: which one is not known",
                            stoppedAt: read))
                ]
            }
            var written: [Setting] = []
            for result in settings(plain) {
                switch result {
                case .success(let setting): written.append(setting)
                case .failure(let refusal):
                    // Stopping at the instance itself (`DarkTheme(…)`) is stopping at the theme object the code names.
                    let atInstance = refusal.stoppedAt == instance.value.stopName
                    // A property the schema lacks is every theme's: the theme is not named.
                    let atProperty = refusal.stoppedAt.map { !$0.isEmpty && effect.path.joined(separator: ".").hasSuffix($0) } == true
                    return [
                        .failure(
                            .init(
                                (atProperty ? "" : "for the theme \(instance.name), ") + refusal.reason,
                                stoppedAt: atInstance ? effect.value.stopName : refusal.stoppedAt))
                    ]
                }
            }
            perTheme.append((instance.name, written))
        }
        if !theme.unlisted.isEmpty, caution == nil {
            caution =
                "the theme object can also be \(theme.unlisted.joined(separator: ", ")), made from values known only at run time: "
                + "the stylesheet has no rule for it"
        }
        // Where every theme takes the call, the value most themes share (the default theme's, in a tie) is
        // the plain rule's, and a theme's own rule, with its trait condition, outranks it.
        func spelled(_ settings: [Setting]) -> [String] { settings.map { "\($0.keyPath)|\($0.state ?? "")|\($0.value)" } }
        var shared: [Setting] = []
        if perTheme.count == theme.instances.count {
            let groups = Dictionary(grouping: perTheme, by: { spelled($0.settings) })
            let largest = groups.values.map(\.count).max() ?? 0
            let chosen = perTheme.first { $0.name == theme.defaultName && groups[spelled($0.settings)]?.count == largest }
                ?? perTheme.first { groups[spelled($0.settings)]?.count == largest }
            shared = chosen?.settings ?? []
        }
        let own = perTheme.filter { spelled($0.settings) != spelled(shared) || perTheme.count < theme.instances.count }
        if !own.isEmpty, !theme.defaultKnown, caution == nil {
            caution =
                "the theme the app starts with is not known from the files read: the stylesheet's default, \(theme.defaultName), is a guess"
        }
        if !own.isEmpty, !stylesheet.traits.contains(where: { $0.name == theme.trait }) {
            guard stylesheet.traits.count < TraitAxisDeclarations.maxAxes else {
                return [
                    .failure(
                        .init(
                            "the stylesheet already declares \(TraitAxisDeclarations.maxAxes) traits, the most a stylesheet can hold",
                            stoppedAt: effect.value.stopName))
                ]
            }
            stylesheet.traits.append(
                ImportedStylesheet.Trait(name: theme.trait, values: theme.instances.map(\.name), defaultValue: theme.defaultName))
        }
        return shared.map { .success((effect.target, $0)) }
            + own.flatMap { instance -> [Result<(ProxyTarget, Setting), ValueTranslator.Refusal>] in
                var target = effect.target
                target.traits.append(TraitCondition(name: theme.trait, value: instance.name))
                return instance.settings.map { .success((target, $0)) }
            }
    }

    /// A value the device's idiom chooses (`isPad ? 20 : 13`, a helper returning one or the other), as UIKit
    /// runs one side on an iPhone and the other on an iPad: each setting the two sides give alike is
    /// written once, each other one per idiom, in rules `when: { userInterfaceIdiom: phone }` and `pad`.
    /// Nil where a side does not read either, or the rule already selects on the idiom.
    private mutating func idiomSettings(_ effect: ProxyEffect) -> [Result<(ProxyTarget, Setting), ValueTranslator.Refusal>]? {
        let (idiomTrait, idioms) = (AppearanceInterpreter.idiomTrait, AppearanceInterpreter.idioms)
        guard !effect.target.traits.contains(where: { $0.name == idiomTrait }) else { return nil }
        var sides: [[Setting]] = []
        for idiom in idioms {
            translator.idiom = idiom
            let results = settings(effect)
            translator.idiom = nil
            let written = results.compactMap { try? $0.get() }
            guard written.count == results.count else { return nil }
            sides.append(written)
        }
        guard sides[0].map(\.keyPath) == sides[1].map(\.keyPath) else { return nil }
        var results: [Result<(ProxyTarget, Setting), ValueTranslator.Refusal>] = []
        for (index, setting) in sides[0].enumerated() {
            let other = sides[1][index]
            if setting.state == other.state, setting.value == other.value {
                results.append(.success((effect.target, setting)))
                continue
            }
            for (idiom, side) in zip(idioms, [setting, other]) {
                var target = effect.target
                target.traits.append(TraitCondition(name: idiomTrait, value: idiom))
                branchTraits[target, default: []].insert(idiomTrait)
                results.append(.success((target, side)))
            }
        }
        return results
    }

    private mutating func settings(_ effect: ProxyEffect) -> [Result<Setting, ValueTranslator.Refusal>] {
        var path = effect.path
        var state: String?
        for (index, component) in path.enumerated()
        where BarSlot.buttonAppearances.contains(component) || BarSlot.itemAppearances.contains(component) {
            if index + 1 < path.count, RuleAssembler.states.contains(path[index + 1]) {
                state = path[index + 1]
                path.remove(at: index + 1)
                break
            }
        }
        for argument in effect.arguments {
            switch argument.label {
            // Swift 2's labels, `forState:` (`setTitleTextAttributes(_:forState:)`) and `forBarPosition:`
            // (`setBackgroundImage(_:forBarPosition:barMetrics:)`), are `for:`.
            case "for", "forState", "forBarPosition":
                // `setBackgroundImage:forBarPosition:0 barMetrics:…`: the position written as its value, any.
                if case .number(0) = argument.value.unnamed, effect.arguments.contains(where: { $0.label == "barMetrics" }) { continue }
                if let plain = RuleAssembler.barDefault(argument.value) {
                    if !plain { return [.failure(.init("only the default bar metrics and position are in the language"))] }
                } else if let key = RuleAssembler.state(argument.value) {
                    state = key
                } else {
                    return [.failure(.init("the state \(argument.value) is not one the importer reads"))]
                }
            case "forToolbarPosition":
                // A toolbar's `setBackgroundImage(_:forToolbarPosition: .any, barMetrics:)`: its image wherever the bar is.
                if case .number(0) = argument.value.unnamed { continue }
                if RuleAssembler.barDefault(argument.value) != true {
                    return [.failure(.init("only the toolbar's any position is in the language", stoppedAt: argument.value.description))]
                }
            case "barMetrics", "forBarMetrics":
                if RuleAssembler.barDefault(argument.value) != true {
                    return [.failure(.init("only the default bar metrics are in the language"))]
                }
            default:
                return [.failure(.init("the argument \(argument.label ?? "_"): of the setter is not in the language"))]
            }
        }
        var value = effect.value
        if case .named(_, let inner) = value, case .dictionary = inner { value = inner }
        // `whiteTextAttributes`, a property holding a dictionary literal.
        if let named = translator.namedValue(value), case .dictionary = named.unnamed { value = named.unnamed }
        // `TextAttributes.attributes(font: .textFont(), color: .red)`: a helper returning a dictionary literal.
        if let returned = translator.helperValue(value), case .dictionary = returned.unnamed { value = returned.unnamed }
        if let last = path.last, last.hasSuffix("TextAttributes") {
            if case .null = value.unnamed { return [.success((path.joined(separator: "."), nil, ""))] }
            guard case .dictionary(let entries) = value else {
                return [.failure(.init("the text attributes \(effect.value) are not a dictionary literal"))]
            }
            let legacyShadow = ["UITextAttributeTextShadowOffset", "UITextAttributeTextShadowColor"]
            // iOS 5's shadow keys drawing nothing to see: no offset (the shadow lies under the glyphs), or a clear colour.
            let invisibleShadow = entries.contains { entry in
                switch entry.key.lastName {
                case "UITextAttributeTextShadowOffset": return (try? translator.translate(entry.value, as: .size).get()) == "[0, 0]"
                case "UITextAttributeTextShadowColor": return (try? translator.translate(entry.value, as: .color).get()) == "clear"
                default: return false
                }
            }
            return entries.flatMap { entry -> [Result<Setting, ValueTranslator.Refusal>] in
                // Swift 4's `[String: Any]` attributes are keyed by the key's `rawValue`, and a migrator's
                // `NSAttributedString.Key(rawValue: NSAttributedString.Key.foregroundColor.rawValue)` is the key it wraps.
                var key = entry.key
                if case .call(let type, let arguments) = key, type.lastName == "Key", arguments.count == 1, let raw = arguments[label: "rawValue"] {
                    key = raw
                }
                if case .member(let base?, "rawValue") = key { key = base }
                if invisibleShadow, legacyShadow.contains(key.lastName ?? "") { return [] }
                if ["shadow", "NSShadowAttributeName"].contains(key.lastName ?? "") {
                    return shadowSettings(effect.target.type, path, state, entry.value)
                }
                guard let attribute = RuleAssembler.attributes[key.lastName ?? ""] else {
                    return [.failure(
                        .init(
                            "the text attribute \(entry.key) is not in Livery's schema (foregroundColor, font, "
                                + TextAttribute.character.filter { !$0.name.contains(".") }.map(\.name).joined(separator: ", ") + " are)"))]
                }
                return [setting(effect.target.type, path + [attribute], state, entry.value)]
            }
        }
        // UIKit's deprecated bar styles: `blackOpaque` is `black`, and `blackTranslucent` is `black` with the bar
        // translucent ("Always YES if barStyle is set to UIBarStyleBlackTranslucent", UINavigationBar.h).
        if path.last == "barStyle", let name = value.unnamed.lastName {
            if ["blackOpaque", "UIBarStyleBlackOpaque", "BlackOpaque"].contains(name) {
                return [setting(effect.target.type, path, state, .member(nil, "black"))]
            }
            if ["blackTranslucent", "UIBarStyleBlackTranslucent", "BlackTranslucent"].contains(name) {
                return [
                    setting(effect.target.type, path, state, .member(nil, "black")),
                    setting(effect.target.type, path.dropLast() + ["isTranslucent"], state, .bool(true)),
                ]
            }
        }
        return [setting(effect.target.type, path, state, value)]
    }

    /// A text attribute's `NSShadow`, built in the code (``AppearanceObject/snapshot``): its colour, offset and blur
    /// as the typography's `shadow.` fields.
    private mutating func shadowSettings(_ type: String, _ path: [String], _ state: String?, _ value: CodeExpression)
        -> [Result<Setting, ValueTranslator.Refusal>]
    {
        guard case .call(.name(AppearanceObject.shadowClass), let properties) = value.unnamed else {
            return [.failure(.init("the shadow \(value) is not an NSShadow made in the code", stoppedAt: value.stopName))]
        }
        // A shadow with nothing set draws one: black at a third, with no offset and no blur.
        let set = properties.isEmpty ? [CodeArgument(label: "shadowBlurRadius", value: .number(0))] : properties
        return set.map { property in
            guard let label = property.label, ["shadowColor", "shadowOffset", "shadowBlurRadius"].contains(label) else {
                return .failure(.init("the shadow's \(property.label ?? "value") is not in Livery's schema", stoppedAt: property.label ?? ""))
            }
            return setting(type, path + ["shadow", label], state, property.value)
        }
    }

    private mutating func setting(
        _ type: String, _ path: [String], _ state: String?, _ value: CodeExpression
    )
        -> Result<Setting, ValueTranslator.Refusal>
    {
        var keyPath = path.joined(separator: ".")
        if let property = ProxyAppliedProperties.viewValued[keyPath] {
            keyPath = property
        } else if let view = ProxyAppliedProperties.viewValued.keys.first(where: { $0.hasPrefix(keyPath + ".") }) {
            // `selectedBackgroundView = nil` is UIKit's default; another view is not one made in the code with a colour.
            guard case .null = value.unnamed else {
                return .failure(.init("\(value) is not a UIView made in the code with a background colour (\(view))", stoppedAt: value.stopName))
            }
            return .success((keyPath, nil, ""))
        }
        var found = registry.property(keyPath, on: type)
        if found == nil, let last = path.last {
            // Objective-C's `setTranslucent:` is Swift's `isTranslucent`.
            let swiftName = (path.dropLast() + ["is" + last.prefix(1).uppercased() + last.dropFirst()]).joined(separator: ".")
            if let spec = registry.property(swiftName, on: type) { (keyPath, found) = (swiftName, spec) }
        }
        // Only a name can be declared: code the reader recovered from a syntax error can leave a member's name empty.
        // The app's own property: declared in its class, or on a class the files read do not declare (a dependency's).
        let classes = self.classes
        // A class the files read do not declare (a dependency's, or UIKit's that the schema does not model)
        // has the properties the code sets on it; the appliers written beside the stylesheet set them.
        let ownProperty = { (declaring: String) in classes[declaring].map { $0.properties[keyPath] != nil } ?? true }
        if found == nil, path.count == 1, isIdentifier(keyPath), customOwner(of: type) != nil, let declaring = propertyOwner(keyPath, of: type),
            let kind = inferKind(keyPath, on: declaring, value)
        {
            // A property the files read do not declare is written only with a value: one that does not read stops the call.
            if classes[declaring]?.properties[keyPath] == nil, case .failure(let refusal) = translator.translate(value, as: kind.kind) {
                return .failure(refusal)
            }
            registry.addProperty(PropertySpec(keyPath, kind.kind), to: declaring)
            if let index = stylesheet.types.firstIndex(where: { $0.name == declaring }) {
                stylesheet.types[index].properties.append((keyPath, kind.text, classes[declaring]?.properties[keyPath]))
            }
            found = registry.property(keyPath, on: type)
        }
        guard let (_, spec) = found else {
            if type == "Self" { return .failure(.init("the proxy is Self.appearance() in a protocol extension: its class is not known")) }
            if path.count == 1, BarSlot.all.contains(where: { $0.name == keyPath }) {
                return .failure(.init("the appearance object \(value) is not built in the function that assigns it"))
            }
            // `tabBarAppearance.stackedLayoutAppearance = { … }()`: a part of the appearance object given a value not read.
            if path.count > 1, BarSlot.all.contains(where: { $0.name == path[0] }) {
                let part = path.dropFirst().joined(separator: ".")
                return .failure(.init("the appearance object's \(part) is given \(value), which the importer does not read", stoppedAt: value.stopName))
            }
            if let declaring = customOwner(of: type), !ownProperty(declaring) {
                return .failure(
                    .init(
                        "\(type) does not declare '\(keyPath)' in the files read: it is inherited from \(builtInAncestor(of: type)), "
                            + "and Livery's schema has no property '\(keyPath)'", stoppedAt: keyPath))
            }
            if let declaring = customOwner(of: type) {
                // Declared of the app's own type (`var plateAppearance: PlateCellAppearance?`): a value no stylesheet writes.
                if let declared = classes[declaring]?.properties[keyPath], !declared.isEmpty {
                    return .failure(
                        .init(
                            "\(declaring).\(keyPath) is declared of the type \(declared), which is not a kind of value a stylesheet writes "
                                + "(colours, fonts, images, numbers, insets, enums)", stoppedAt: keyPath))
                }
                return .failure(
                    .init("\(type).\(keyPath) is not declared in the files read, and its value \(value) does not show its type"))
            }
            // UIKit's images, colours, fonts and accessory views are nil until set, or put back to their default by nil
            // (`setSelectionIndicatorImage:nil`, a table's `setBackgroundView:nil`): the call leaves the view as UIKit draws it.
            if case .null = value.unnamed, path.count == 1, UIKitClasses.isUIKit(type),
                ["Image", "Color", "Font", "View"].contains(where: keyPath.hasSuffix)
            {
                return .success((keyPath, nil, ""))
            }
            // `tableFooterView = UIView()` sets the view, whose background is below it: the view is what is missing.
            let missing = path.count > 1 && registry.property(path[0], on: type) == nil ? path[0] : keyPath
            return .failure(.init("\(type) has no property '\(missing)' in Livery's schema", stoppedAt: missing))
        }
        if case .null = value.unnamed {
            // A bar appearance's `shadowColor = nil` draws no shadow, where its configuration draws a hairline: `clear`.
            if keyPath.hasSuffix("Appearance.shadowColor") { return .success((keyPath, nil, "clear")) }
            // nil is UIKit's default, which an unset property already has; `backgroundEffect = nil` is `none`.
            guard case .enumeration(let cases) = spec.kind, cases.contains("none") else { return .success((keyPath, nil, "")) }
        }
        if spec.keyedBy == nil, state != nil, state != "normal" {
            return .failure(.init("'\(keyPath)' of \(type) is not set per state in the language"))
        }
        if let axis = spec.keyedBy, axis != "state", state != nil {
            return .failure(.init("'\(keyPath)' is keyed by \(axis), not by a control state"))
        }
        return translator.translate(RuleAssembler.templateDrawn(value, keyPath), as: spec.kind).map { (keyPath, spec.keyedBy == nil ? nil : state, $0) }
            .mapError { ValueTranslator.Refusal($0.reason, stoppedAt: $0.stoppedAt ?? value.stopName) }
    }

    /// The images a navigation bar draws as templates in its tint colour (the back chevron), or as a mask whose alpha
    /// alone counts: there `.withRenderingMode(.alwaysTemplate)` draws as the image does, and is the image.
    static let templateDrawnImages: Set<String> = ["backIndicatorImage", "backIndicatorTransitionMaskImage"]

    /// `value` without an `.alwaysTemplate` rendering mode where `keyPath` is drawn as a template anyway.
    private static func templateDrawn(_ value: CodeExpression, _ keyPath: String) -> CodeExpression {
        guard templateDrawnImages.contains(keyPath), case .call(.member(let image?, let method), let arguments) = value.unnamed,
            ValueTranslator.renderingModeMethods.contains(method), arguments.count == 1,
            "\(arguments[0].value)".lowercased().hasSuffix("alwaystemplate")
        else { return value }
        return image
    }

    /// `.normal`, `[.selected, .highlighted]`, `UIControlStateSelected | UIControlStateHighlighted`,
    /// `UIControl.State()` as a state key. A set of states is their union, as UIKit's option set is:
    /// `.normal` is no bit, so `[.normal, .highlighted]` is `highlighted`.
    static func state(_ expression: CodeExpression) -> String? {
        let parts: [CodeExpression]
        switch expression {
        case .array(let elements): parts = elements
        case .arithmetic("|", let left, let right): parts = [left, right]
        case .call(let callee, let arguments) where arguments.isEmpty && ["UIControl.State", "UIControlState", ".init"].contains(callee.dottedName ?? ""):
            return "normal"
        default: return single(expression)
        }
        var keys: [String] = []
        for part in parts {
            guard let key = state(part) else { return nil }
            for single in key.split(separator: "+").map(String.init) where single != "normal" && !keys.contains(single) { keys.append(single) }
        }
        return keys.isEmpty ? "normal" : keys.joined(separator: "+")
    }

    /// One state's name: `.selected`, `UIControl.State.selected`, `UIControlStateSelected`.
    private static func single(_ expression: CodeExpression) -> String? {
        guard var name = expression.lastName else { return nil }
        if name.hasPrefix("UIControlState") { name = String(name.dropFirst(14)) }
        name = name.prefix(1).lowercased() + name.dropFirst()
        return states.contains(name) ? name : nil
    }

    /// True for `.default` / `.any` (bar metrics, bar position), false for another
    /// bar metrics or position, nil for something else (a control state).
    private static func barDefault(_ expression: CodeExpression) -> Bool? {
        guard let name = expression.lastName else { return nil }
        let lowered = name.lowercased()
        if ["default", "any", "uibarmetricsdefault", "uibarpositionany", "uitoolbarpositionany"].contains(lowered) { return true }
        if ["compact", "defaultprompt", "compactprompt", "top", "bottom", "topattached"].contains(lowered)
            || lowered.hasPrefix("uibarmetrics")
            || lowered.hasPrefix("uibarposition") || lowered.hasPrefix("uitoolbarposition")
        {
            return false
        }
        return nil
    }

    /// The text attributes by the key's last name, Swift's (`.foregroundColor`, `NSAttributedString.Key.kern`)
    /// and Objective-C's (`NSForegroundColorAttributeName`, `NSKernAttributeName`): the colour, the font and the
    /// character attributes of Livery's schema (an `NSShadow`'s fields are not one key's value), and iOS 5's
    /// `UITextAttributeTextColor` and `UITextAttributeFont`, whose strings are the colour's and the font's
    /// keys. Its shadow keys are not: whether UIKit still reads them is not known, and they are reported.
    private static let attributes: [String: String] = {
        var names: [String: String] = ["UITextAttributeTextColor": "foregroundColor", "UITextAttributeFont": "font"]
        for name in ["foregroundColor", "font"] + TextAttribute.character.map(\.name) where !name.contains(".") {
            names[name] = name
            names["NS" + name.prefix(1).uppercased() + name.dropFirst() + "AttributeName"] = name
        }
        return names
    }()

    // MARK: Custom classes

    /// Declares `target`'s classes Livery does not know; false when one cannot be.
    private mutating func declare(_ target: ProxyTarget) -> Bool {
        ([target.type] + target.inside).allSatisfy { declare($0, asContainer: $0 != target.type) }
    }

    private mutating func declare(_ name: String, asContainer: Bool) -> Bool {
        if registry.contains(name) { return true }
        guard isIdentifier(name) else { return false }
        var superclass: String
        var guessed = false
        if let found = classes[name]?.superclass.map(ProxyTarget.plainClassName), found != name {
            superclass = found
            if !registry.contains(superclass), !declare(superclass, asContainer: asContainer) { return false }
        } else if classes[name] == nil, let known = UIKitClasses.superclasses[name] {
            superclass = known
        } else {
            guessed = true
            superclass = name.hasSuffix("Controller") ? "UIViewController" : "UIView"
        }
        let kind = registry.kind(of: superclass) ?? .view
        guard (try? registry.register(TypeSpec(name: name, superclass: superclass, kind: kind))) != nil else { return false }
        stylesheet.types.append(
            ImportedStylesheet.CustomType(
                name: name, superclass: superclass, superclassGuessed: guessed, isUIKit: classes[name] == nil && UIKitClasses.isUIKit(name)))
        return true
    }

    private func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The nearest of `type`'s superclasses that is UIKit's.
    private func builtInAncestor(of type: String) -> String {
        var name = type
        for _ in 0...stylesheet.types.count {
            guard let declared = stylesheet.types.first(where: { $0.name == name }) else { break }
            name = declared.superclass
        }
        return TypeRegistry.builtIn.contains(name) ? name : "its superclass"
    }

    /// The class in `type`'s chain that declares `property`: the nearest the files read declare it in, else the
    /// nearest class they do not declare (a dependency's), whose properties the appliers written beside the
    /// stylesheet set. Nil where the chain reaches UIKit first.
    private func propertyOwner(_ property: String, of type: String) -> String? {
        var name = type
        for _ in 0...stylesheet.types.count {
            // A class the files read do not declare: a dependency's or UIKit's the schema does not model, whose
            // properties are what the code sets; reached from the app's class, UIKit's own are not the code's to name.
            guard let declared = classes[name] else {
                return name == type || !(UIKitClasses.isUIKit(name) || TypeRegistry.builtIn.contains(name)) ? name : nil
            }
            if declared.properties[property] != nil { return name }
            guard let parent = declared.superclass.map(ProxyTarget.plainClassName), parent != name else { return nil }
            name = parent
        }
        return nil
    }

    /// The declared class in `type`'s chain a new property belongs to: the type itself when it is declared.
    private func customOwner(of type: String) -> String? {
        stylesheet.types.contains { $0.name == type } ? type : nil
    }

    /// The name a refusal of a bare name's colour reads (`the colour kBrandBlue is not one …`); nil for another value.
    /// The name a value the importer could not read stops at, where it may be declared in no file read, with where such
    /// a name comes from: Objective-C's bare name (`kBrandColor`, a macro of a prefix header not in the repository), a
    /// Swift implicit member or a `UIColor` member (`.gdsGreen`, a package's). Nil for any other value.
    private static func undeclaredName(_ reason: String, _ effect: ProxyEffect, root: String, stop: String) -> (String, String)? {
        if [".m", ".mm", ".h"].contains(where: effect.location.file.hasSuffix), let name = bareName(reason) ?? (root == stop ? root : nil) {
            return (name, "defined in no file read: a macro or a constant of a file not read, such as a prefix header kept out of the repository")
        }
        if effect.location.file.hasSuffix(".swift"), let name = implicitRoot(effect.value.unnamed) {
            return (name, "declared in no file read: a package's or a framework's the import was not given; give its value a `colors:` entry")
        }
        return nil
    }

    /// The first member of a chain read on UIColor (`.brand`, `UIColor.brand`, `.compound.textActionPrimary` → `compound`),
    /// where a package's extension declares it.
    private static func implicitRoot(_ value: CodeExpression, depth: Int = 0) -> String? {
        guard case .member(let base, let name) = value, depth < ValueTranslator.maxDepth else { return nil }
        switch base {
        case nil, .name("UIColor")?: return name
        case let inner?: return implicitRoot(inner, depth: depth + 1)
        }
    }

    private static func bareName(_ reason: String) -> String? {
        guard reason.hasPrefix("the colour ") else { return nil }
        let name = reason.dropFirst("the colour ".count).prefix { $0 != " " }
        guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// A custom property's kind: from its declared Swift type, else from the value's shape.
    private func inferKind(_ name: String, on type: String, _ value: CodeExpression) -> (kind: ValueKind, text: String)? {
        let declared = classes[type]?.properties[name].map { $0.trimmingCharacters(in: ["?", "!"]) }
        let byType: [String: (ValueKind, String)] = [
            "UIColor": (.color, "color"), "CGFloat": (.number, "number"), "Double": (.number, "number"), "Float": (.number, "number"),
            "Int": (.number, "number"), "Bool": (.bool, "bool"), "String": (.string, "string"), "UIFont": (.font, "font"),
            "UIImage": (.image, "image"), "UIEdgeInsets": (.insets, "insets"), "CGSize": (.size, "size"), "CGPoint": (.point, "point"),
            "UIOffset": (.point, "point"), "CGRect": (.rect, "rect"),
        ]
        if let declared, let kind = byType[declared] { return kind }
        // `UIColor.primary`, `UIFont(name: …, size: …)`: a colour, font or image of UIKit's type shows its kind, though its
        // value may not read.
        let shown: String?
        switch value.unnamed {
        case .member(.name(let type)?, _), .call(.name(let type), _), .call(.member(.name(let type)?, _), _): shown = type
        default: shown = nil
        }
        if let shown, ["UIColor", "UIFont", "UIImage"].contains(shown), let kind = byType[shown] { return kind }
        // Not declared in the files read: the first kind the value reads as.
        let trials: [(ValueKind, String)] = [
            (.color, "color"), (.font, "font"), (.number, "number"), (.bool, "bool"), (.string, "string"), (.insets, "insets"),
            (.size, "size"), (.point, "point"),
        ]
        return trials.first { kind, _ in (try? translator.translate(value, as: kind).get()) != nil }
    }
}
