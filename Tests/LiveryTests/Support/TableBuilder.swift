import Livery

/// Builds invocation tables the way the compiler records them, without YAML:
/// rule `n` starts at line `10 * n + 1` of `test.style.yaml` and its k-th
/// value sits on the following lines, so origins are predictable.
struct TableBuilder {
    struct Setting {
        var keyPath: String
        var axisKey: String?
        var value: Value
    }

    static let file = "test.style.yaml"

    var registry = TypeRegistry.builtIn
    private(set) var rules: [Rule] = []
    private(set) var invocations: [Invocation] = []

    /// Adds a rule; returns its index.
    @discardableResult
    mutating func rule(
        _ type: String, inside: [String] = [], when: [(String, String)] = [], classes: [String] = [],
        _ settings: Setting...
    ) -> Int {
        let index = rules.count
        let line = 10 * index + 1
        rules.append(
            Rule(
                index: index,
                selector: Selector(
                    type: type, inside: inside,
                    traits: when.map { try! TraitCondition(key: $0.0, value: $0.1) },
                    classes: classes),
                origin: SourceLocation(file: TableBuilder.file, line: line, column: 3)))
        for (k, s) in settings.enumerated() {
            invocations.append(
                Invocation(
                    rule: index, property: registry.id(of: s.keyPath) ?? PropertyID(rawValue: -1),
                    axisKey: s.axisKey.flatMap(axisKey), value: s.value,
                    origin: SourceLocation(file: TableBuilder.file, line: line + 2 + k, column: 7)))
        }
        return index
    }

    /// A state key (`highlighted+selected`) or an enum axis's case, as the compiler records it.
    func axisKey(_ name: String) -> AxisKey? {
        ControlState(key: name).map(AxisKey.init) ?? registry.names.axisKey(name)
    }

    var table: InvocationTable {
        InvocationTable(rules: rules, invocations: invocations, registry: registry, files: [TableBuilder.file])
    }

    var resolver: Resolver { Resolver(table: table) }
}

func set(_ keyPath: String, _ value: Value) -> TableBuilder.Setting {
    TableBuilder.Setting(keyPath: keyPath, axisKey: nil, value: value)
}

func set(_ keyPath: String, for key: String, _ value: Value) -> TableBuilder.Setting {
    TableBuilder.Setting(keyPath: keyPath, axisKey: key, value: value)
}

/// A fixed color value.
func fixedColor(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Value {
    .color(DynamicColor(Color(red: r, green: g, blue: b, alpha: a)))
}

/// What a resolved fixed color looks like.
func resolvedColor(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> ResolvedValue {
    .color(Color(red: r, green: g, blue: b, alpha: a))
}

let red = fixedColor(255, 0, 0)
let green = fixedColor(0, 255, 0)
let blue = fixedColor(0, 0, 255)

/// The origin `TableBuilder` gives the k-th value of rule `rule`.
func origin(rule: Int, value k: Int = 0) -> SourceLocation {
    SourceLocation(file: TableBuilder.file, line: 10 * rule + 3 + k, column: 7)
}

extension ResolvedTree {
    /// The resolved value of a property on the view with this id.
    func value(_ id: String, _ keyPath: String) -> ResolvedValue? {
        view(id: id)?.style[keyPath]
    }

    func source(_ id: String, _ keyPath: String) -> ValueSource? {
        view(id: id)?.style.property(keyPath)?.source
    }

    /// The axis key a keyed property's value was taken from, by name.
    func axisKey(_ id: String, _ keyPath: String) -> String? {
        guard let style = view(id: id)?.style else { return nil }
        return style.property(keyPath)?.axisKey.map(style.name)
    }
}

/// `UIView` with children, for terse trees.
func view(
    _ type: String, id: String? = nil, part: String? = nil, classes: [String] = [],
    state: ControlState = .normal, set explicit: [String: Value] = [:], traits: [TraitSetting] = [],
    _ children: ViewNode...
) -> ViewNode {
    ViewNode(
        type: type, id: id, part: part, classes: classes, state: state, explicitValues: explicit,
        traits: traits, children: children)
}
