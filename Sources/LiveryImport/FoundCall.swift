import LiveryCore

/// One appearance call found in the source, and what became of it.
struct FoundCall: Sendable {
    enum Status: Hashable, Sendable {
        /// Written as rules.
        case converted
        /// In a branch that never runs on iOS 15 or later: nothing to write.
        case obsolete(String)
        case notConverted(String)

        var isObsolete: Bool {
            if case .obsolete = self { true } else { false }
        }
    }

    var location: SourceLocation
    /// The call as written, shortened.
    var text: String
    /// What it sets, below its proxy; empty unless the interpreter followed it.
    var effects: [ProxyEffect]
    var status: Status
    /// For a call not converted: the name, condition or construct following it stopped at.
    var stoppedAt: String? = nil
    /// The function it is in (file and position): calls of one function run in the order written.
    var function = ""
    /// A call that sets the same property later, leaving this one nothing to write.
    var supersededBy: SourceLocation? = nil
    /// How ``supersededBy`` replaces it, where it is not by setting the same property (an appearance object
    /// carrying the property); nil for the same property set again.
    var supersededHow: String? = nil
    /// For a converted call: what to check on the device (a setter UIAppearance does not promise to replay).
    var caution: String? = nil
    /// The parameters of the function it is in, whose values its callers pass: a value stopping at one says so.
    var parameters: [String] = []
    /// Not converted for being set as a screen loads (``LoadedLater``): a call at launch setting what it sets is
    /// the app's style only until then.
    var loadsLater = false
    /// The type the function it is in belongs to: a bare name in it may be one of that type's members (`self.name`).
    var owner: String? = nil
    /// For a call given an appearance object: the object's values left out of the stylesheet, by the line setting
    /// each, with why and where evaluating it stopped. The report gives each of those lines its own entry.
    var valuesLeftOut: [SourceLocation: (reason: String, stoppedAt: String)] = [:]
    /// For an assignment of an appearance object, the lines changing the object in code the importer does not follow
    /// (`if let color = barTintColor { appearance.backgroundColor = color }`), each reported at its line.
    var objectLinesNotFollowed: [AppearanceObject.NotFollowed] = []
}

/// One property a call sets on a proxy: the path below the proxy
/// (`barTintColor`, `standardAppearance.stackedLayoutAppearance.normal.iconColor`),
/// the `for:` argument of a state setter, and the value expression.
struct ProxyEffect: Sendable {
    var target: ProxyTarget
    var path: [String]
    /// `for:` (a control state, or a bar position or metrics) and any other labelled arguments.
    var arguments: [CodeArgument] = []
    var value: CodeExpression
    /// Where the value was written: an appearance object's property has its own line.
    var location: SourceLocation
    /// The lines that handed an appearance object's value on from another object (`backButtonAppearance = .clear`):
    /// each is a setter of its own in the report.
    var via: [SourceLocation] = []
    /// The lines whose values for this path the object's line replaced before the object was given (set again, or reset
    /// by `configureWith…Background()`): those values never show.
    var replaced: [SourceLocation] = []
    /// The branches on the theme object it is inside (`if theme.isDark`), each with the side taken:
    /// it is written for the themes whose values take those sides.
    var guards: [Guard] = []
    /// The traits of the target that come from a branch the code runs on one device (`if UIDevice.current.userInterfaceIdiom
    /// == .pad`), not from `appearance(for:)`: a call setting the property for every device later replaces them.
    var branchTraits: Set<String> = []
    /// Text attributes copied from the proxy and given back with entries set (`dictionaryWithDictionary:` of its
    /// own attributes): the attributes left out keep what they held, as no replacement resets them.
    var mergesCopy = false

    struct Guard: Sendable {
        var condition: CodeExpression
        var holds: Bool
    }

    /// The effect noted at `location`: a method's setter, where the proxy is sent the method.
    func located(at location: SourceLocation) -> ProxyEffect {
        var effect = self
        effect.location = location
        return effect
    }
}
