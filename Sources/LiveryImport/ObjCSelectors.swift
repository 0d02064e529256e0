/// The names Objective-C calls an app's Swift methods by. A Swift method
/// exposed to Objective-C (`@objc`, `@IBAction`) is sent a selector Swift
/// derives from its name and first label (`setUp(scheme:)` is
/// `setUpWithScheme:`) or one `@objc(…)` names; an Objective-C file's message
/// of that selector calls the Swift method, so launch code written in
/// Objective-C reaches the Swift code it runs.
enum ObjCSelectors {
    /// The words Swift reads as prepositions where it joins a method's name and its first label: `load(from:)` is
    /// `loadFrom:`, with no `With` between (The Swift Programming Language, "Objective-C selectors"; swift's
    /// `PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given", "in",
        "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until", "using", "via", "when",
        "with", "within",
    ]

    /// The first piece of the selector Swift gives a method named `name` whose first parameter's label is `firstLabel`
    /// (nil for `_` or no parameter): `setUpWithScheme` for `setUp(scheme:)`, `loadFrom` for `load(from:)`, `apply` for
    /// `apply(_:)` and `apply()`.
    static func derived(name: String, firstLabel: String?) -> String {
        guard let label = firstLabel, let initial = label.first else { return name }
        let capitalized = initial.uppercased() + label.dropFirst()
        let joinedByPreposition = prepositions.contains(firstWord(of: label)) || prepositions.contains(lastWord(of: name).lowercased())
        return name + (joinedByPreposition ? "" : "With") + capitalized
    }

    /// The units with each Objective-C message calling a Swift method by its selector (`[Scheme setUpWithScheme:s]`)
    /// written as the Swift call (`Scheme.setUp(scheme: s)`), which the importer follows as any call of the method.
    /// A selector an Objective-C method of the files read also has is left as it is.
    static func callingSwiftMethods(_ units: [SourceUnit]) -> [SourceUnit] {
        var swift: [String: (name: String, firstLabel: String?)] = [:]
        for function in units.flatMap(\.functions) {
            guard let selector = function.objCName, swift[selector] == nil else { continue }
            swift[selector] = (function.name, function.parameters.first?.label)
        }
        let objectiveC = units.indices.filter { isObjectiveC(units[$0].path) }
        for index in objectiveC { for function in units[index].functions { swift[function.name] = nil } }
        guard !swift.isEmpty else { return units }
        var result = units
        for index in objectiveC {
            result[index].functions = units[index].functions.map { function in
                var function = function
                function.statements = function.statements.map { $0.mappingExpressions { renamed($0, swift) } }
                return function
            }
        }
        return result
    }

    /// Whether a file is Objective-C's (`.m`, `.mm`), whose messages name selectors.
    static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") }

    private static func renamed(_ expression: CodeExpression, _ swift: [String: (name: String, firstLabel: String?)]) -> CodeExpression {
        expression.rewriting { inner in
            guard case .call(.member(let receiver, let selector), let arguments) = inner, let method = swift[selector] else { return nil }
            var renamedArguments = arguments.map { CodeArgument(label: $0.label, value: renamed($0.value, swift)) }
            if let first = renamedArguments.first, first.label == nil { renamedArguments[0].label = method.firstLabel }
            return .call(.member(receiver.map { renamed($0, swift) }, method.name), renamedArguments)
        }
    }

    /// `set` of `setUp`, `scheme` of `scheme`: a camel-case name's first word, lowercased.
    private static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase }).lowercased()
    }

    /// `Up` of `setUp`: a camel-case name's last word.
    private static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name }
        return String(name[start...])
    }
}
